package main

// *p of a nil pointer panics like Go (explicit check: address 0 is readable on both boards).

var p *int

func main() {
	x := 5
	q := &x
	println("before", *q)
	println(*p)
	println("unreachable")
}
