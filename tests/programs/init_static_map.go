package main

// Maps of constants are built at compile time (interp.c lays out the runtime's tables), and so are
// the package variables after them, including those that read a map; the program then reads and
// inserts at run time.

var names = map[int]string{1: "one", 2: "two", 3: "three"}
var squares = []int{1, 4, 9, 16}
var index = map[string]int{"a": 1, "b": 2}
var keyed = map[[2]int]string{{1, 2}: "x", {3, 4}: "y"}
var two = names[2] + "!"
var table = &struct {
	n  int
	xs []string
}{3, []string{"p", "q"}}
var size = len(index) + len(table.xs)

func main() {
	println(len(names), names[1], names[3], two, len(squares), squares[3])
	println(index["a"], index["b"], index["z"], keyed[[2]int{3, 4}], size, table.xs[1])
	names[4] = "four"
	index["c"] = 3
	println(len(names), names[4], len(index))
}
