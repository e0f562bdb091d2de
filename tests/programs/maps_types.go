// Map key and value types and the forms around them: package-level maps (literal and make),
// var v, ok = m[k], v, ok = m[k], _, ok := m[k], swaps through map indices, the order of
// evaluation of m[f()] = g(), keys of pointers, channels, bools, int64, uint8, arrays of strings,
// structs with blank fields, a package-level make([]T, n), a struct value read through m[k].f, maps of maps and of slices, maps
// sent over a channel, for k, v = range with existing variables, and keys printed sorted.
// corogo:oracle
package main

type Pair struct {
	a, b string
}

type Blank struct {
	x int
	_ int
	y byte
}

type Node struct {
	id   int
	name string
}

var table = map[string]int{"x": 10, "y": 20}
var counts = make(map[byte]int)
var buf = make([]int, 3) // a package-level make of a slice is code too, not a static channel

var order []int

func f(n int) int {
	order = append(order, n)
	return n
}

func sortedKeys(m map[string]int) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && ks[j] < ks[j-1]; j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
	return ks
}

func merge(a, b map[string]int) map[string]int {
	r := make(map[string]int, len(a)+len(b))
	for k, v := range a {
		r[k] += v
	}
	for k, v := range b {
		r[k] += v
	}
	return r
}

func main() {
	println(table["x"], table["y"], len(table), table != nil)
	for _, c := range []byte("hello world") {
		counts[c]++
	}
	println(len(counts), counts['l'], counts['o'], counts['z'])
	buf[2] = len(counts)
	println(len(buf), buf[2])

	var v, ok = table["x"]
	println(v, ok)
	v, ok = table["q"]
	println(v, ok)
	_, ok = table["y"]
	println(ok)

	table["x"], table["y"] = table["y"], table["x"]
	println(table["x"], table["y"])

	m := map[int]int{}
	m[f(1)] = f(2)
	m[f(3)] += f(4)
	println(m[1], m[3], len(order), order[0], order[1], order[2], order[3])

	x, y := 1, 2
	ptrs := map[*int]string{&x: "x", &y: "y"}
	println(ptrs[&x], ptrs[&y], len(ptrs))
	c1, c2 := make(chan int), make(chan int)
	chans := map[chan int]int{c1: 1}
	chans[c2] = 2
	println(chans[c1], chans[c2], chans[nil])
	bools := map[bool]string{true: "yes", false: "no"}
	println(bools[1 < 2], bools[2 < 1])
	big := map[int64]uint8{1 << 40: 1, -1: 2}
	println(big[1<<40], big[-1], big[0])
	arr := map[[2]string]int{{"a", "b"}: 1}
	arr[[2]string{"a", "b"}]++
	arr[[2]string{"b", "a"}] = 7
	println(arr[[2]string{"a", "b"}], arr[[2]string{"b", "a"}], len(arr))
	pairs := map[Pair]bool{{"k", "v"}: true}
	println(pairs[Pair{"k", "v"}], pairs[Pair{"k", "w"}])
	blanks := map[Blank]int{}
	blanks[Blank{x: 1, y: 2}] = 5
	println(blanks[Blank{x: 1, y: 2}], len(blanks))

	nodes := map[string]Node{"n": {1, "one"}}
	println(nodes["n"].id, nodes["n"].name, nodes["m"].name == "")
	nodes["n"] = Node{2, "two"}
	println(nodes["n"].name)

	deep := map[string]map[int][]int{}
	deep["a"] = map[int][]int{1: {1, 2, 3}}
	deep["a"][2] = append(deep["a"][2], 9)
	println(len(deep["a"]), len(deep["a"][1]), deep["a"][2][0], len(deep["b"][5]))

	ch := make(chan map[string]int, 1)
	ch <- map[string]int{"sent": 1}
	got := <-ch
	println(got["sent"])

	var k2 string
	var v2 int
	sum := 0
	for k2, v2 = range merge(table, map[string]int{"x": 1, "z": 3}) {
		sum += v2
	}
	println(sum, k2 != "")
	for _, k := range sortedKeys(merge(table, map[string]int{"w": 1, "z": 3})) {
		print(k, " ")
	}
	println()
}
