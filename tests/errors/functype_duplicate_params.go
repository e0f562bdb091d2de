package main

type I interface {
	M(a int) (a int)
	N(b, _, _, b string)
}

type F func(x, y int) (z, x bool)

var g func(p int, q ...int) (p int)

func main() {
	_ = func(h func(s, s int)) {}
}
