package main

// -print-allocs=REGEX (tests/driver/print_allocs.sh): every heap allocation site of the functions
// REGEX matches, with why it is on the heap; what stays in the frame is not listed.

type T struct{ a int }

var g *T

func mk(v int) *int {
	y := v
	return &y
}

func store() {
	t := T{a: 1}
	g = &t
}

func local() int {
	x := 2
	p := &x
	q := &T{a: *p}
	return q.a
}

func counter() func() int {
	n := 0
	return func() int { n++; return n }
}

func main() {
	s := "a"
	s += "b"
	store()
	println(*mk(1), local(), counter()(), g.a, s)
}
