package main

// Maps built by package initialisers at compile time (interp.c lays out the runtime's table):
// string, int, bool, float and struct keys, a map that grows past its first table in an init
// loop, lookups and len at compile time; then the program reads, inserts, deletes and ranges at
// run time on the tables the compiler built. A pointer key and an interface key cannot be hashed
// at compile time (their hash is an address): an interface-keyed map is made at start-up and the
// run goes on after it; a struct key holding a pointer leaves its insertion for start-up, in the
// table made at compile time, and a later read of that map runs at start-up too; a key converted
// from a pointer to an integer stops the run.

type pt struct {
	name string
	x, y int16
}

var byName = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
	"seven": 7, "eight": 8, "nine": 9, "ten": 10}
var squares = map[int]int{1: 1, 2: 4, 3: 9}
var flags = map[bool]string{true: "yes", false: "no"}
var halves = map[float64]string{0.5: "half", -0.0: "zero", 1.5: "one and a half"}
var points = map[pt]string{{"a", 1, 2}: "A", {"b", -3, 4}: "B"}
var grown = build(40)
var three = byName["three"] + squares[3] + len(points)

type pair struct {
	p *int
	n int
}

var anchor = new(int)
var byAny = map[interface{}]int{"s": 1, 2: 2}
var afterAny = byName["nine"] + 1
var byPair = map[pair]string{{anchor, 1}: "p1", {nil, 2}: "p2"}
var afterPair = byName["eight"] + len(byPair[pair{nil, 2}])
var byPtr = map[*int]string{anchor: "anchor"}
var afterBoth = len(byPtr) + len(byAny) + byName["ten"]

func build(n int) map[uint16]string {
	m := make(map[uint16]string)
	for i := 0; i < n; i++ {
		m[uint16(i*7)] = string(rune('a' + i%26))
	}
	return m
}

func main() {
	println(byName["one"], byName["ten"], byName["eleven"], len(byName))
	println(squares[2], squares[5], flags[true], flags[false], len(flags))
	println(halves[0.5], halves[0], halves[1.5], len(halves))
	println(points[pt{"a", 1, 2}], points[pt{"b", -3, 4}], points[pt{"a", 1, 3}] == "")
	println(len(grown), grown[0], grown[7*39], grown[7*25], grown[1] == "", three)
	println(byPtr[anchor], byAny["s"], byAny[2], afterAny, afterBoth)
	println(byPair[pair{anchor, 1}], byPair[pair{nil, 2}], byPair[pair{nil, 1}] == "", afterPair)

	byName["eleven"] = 11
	delete(byName, "one")
	for i := 100; i < 140; i++ {
		squares[i] = i * i
	}
	grown[1] = "new"
	delete(grown, 0)
	println(byName["eleven"], byName["one"], len(byName), squares[139], squares[3], len(squares))
	println(grown[1], grown[0] == "", len(grown))
	sum := 0
	for k, v := range byName {
		sum += v * len(k)
	}
	println(sum)
}
