package main

// p[i] through a nil *[N]T panics like Go; len(p) is a constant and does not.

var p *[4]int

func main() {
	println("len", len(p))
	p[1] = 7
	println("unreachable")
}
