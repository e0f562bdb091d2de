package main

// Every kind of run-time allocation in code that can run is rejected by -heap=none at its position; package-level
// new(T), &T{constants} and make(chan T, constant) are static objects and accepted (checked by run-heapnone.sh against
// heapnone.err), and so is a make(chan T, constant) that runs at most once (c in main; the one in
// useClosures, which main's loop calls, is rejected). new(T) and &T{...} whose address stays in the function (p, q in main) live in its frame
// and are accepted too (escape analysis, docs/memory.md). So are package initialisers that run at compile time
// (dynamic, digits: static data, src/interp); one that runs at start-up (atStart: its call prints, so the concatenation after it runs at
// start-up) is rejected.

type T struct {
	a, b int
}

var static1 = new(T)
var static2 = &T{a: 1, b: 2}
var dynamic = &T{a: f()}
var digits = []int{1, 2, 3}
var atStart = g() + "!"

func f() int { return 3 }

func g() string {
	println("g")
	return "g"
}

func main() {
	p := new(int)
	q := &T{a: 1}
	s := []int{1, 2, 3}
	name := "a"
	name = name + "b"
	name += "c"
	r := string(rune(65 + *p))
	const k = "x" + "y" // constants are static
	arr := [2]int{1, 2} // arrays are values
	c := make(chan bool, 1)
	bs := []byte(name)
	s = append(s, 4)
	ms := make([]int, 2)
	for i := 0; i < 2; i++ {
		println(useClosures())
	}
	mm := make(map[string]int) // made once in main: a static header, no allocation (its insertion below allocates)
	ml := map[int]bool{1: true}
	mm["a"] = 1
	var nm map[int]int // reading a nil map allocates nothing
	v, ok := nm[1]
	println(len(mm), len(ml), v, ok, len(nm))
	println(q.a, len(s), name, r, k, arr[0], static1.a, static2.b, dynamic.a, digits[1], atStart, cap(events), cap(c), string(bs), len(ms))
}

var events = make(chan int, 4) // a static channel with its static buffer

// never called: its allocation cannot happen, so -heap=none does not report it (nor the ones in
// the library packages' functions the program does not call, like time.NewTimer)
func unused() *int { return new(int) }

// a closure that outlives its call: its record and the variable it captures live in the arena;
// a closure called only where it is defined, and one without captures, need no heap
func makeCounter() func() int {
	n := 0
	return func() int { n++; return n }
}

var table = [1]func() int{func() int { return 7 }}

func useClosures() int {
	k := len(make(chan int, 1))
	add := func(v int) { k += v }
	add(2)
	return k + makeCounter()() + table[0]()
}
