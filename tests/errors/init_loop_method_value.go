package main

type T int

func (T) m() int {
	_ = x
	return 0
}

func (p *T) n() int {
	_ = y
	return 1
}

var x = T(0).m

var t T

var y = t.n

func main() {}
