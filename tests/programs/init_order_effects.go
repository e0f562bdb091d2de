package main

// Initialisers with side effects run at start-up in Go's order, interleaved with those that
// interp.c runs at compile time: a variable that depends on one with a side effect sees it, and
// init functions run after every variable, in source order.

var trace []string

func note(s string, v int) int {
	println("init", s, v)
	trace = append(trace, s)
	return v
}

var a = note("a", 1)
var table = []int{1, 2, 3}
var b = a + sum(table)
var c = note("c", b*10)
var count = len(trace)
var d = []string{"d0", "d1"}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}

func init() {
	println("init func 1", len(trace), count)
	table[0] = 100
}

var e = note("e", len(d))

func init() {
	println("init func 2", table[0], sum(table))
}

func main() {
	println(a, b, c, count, e, len(trace), trace[0], trace[1], trace[2], d[1])
}
