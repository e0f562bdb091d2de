package main

const (
	A = iota * 10
	B
	C
	D = "s" + iota
)

var v = iota

const E int8 = 1 << (iota + 7)

func main() {
	var n int
	const c = n
	println(A, B, C, E, v, c)
}
