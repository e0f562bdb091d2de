package main

type T struct{ n int }

func (t T) get() int { return t.n }

func twice(x int) int { return 2 * x }

type op func(int) int

func main() {
	g := twice
	var t T
	m := t.get
	e := T.get
	println(g, m, e)
}
