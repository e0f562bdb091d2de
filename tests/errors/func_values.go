package main

type T struct{ n int }

func (t T) get() int { return t.n }

func (t *T) set() { t.n = 1 }

func twice(x int) int { return 2 * x }

func pair() (int, int) { return 1, 2 }

type op func(int) int

func main() {
	g := twice
	h := twice
	println(g == h)
	var o op = twice
	var f func() = twice
	o(1, 2)
	g("x")
	x := o
	x = pair
	var t T
	m := t.get
	e := T.get
	_ = T.set
	k := func(a int) string { return a }
	println(f, m, e, k, x)
}

type U struct{ T }

func promoted() {
	_ = U.set
	_ = (*U).set
	_ = U.get
}
