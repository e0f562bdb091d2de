package main

// Slicing a nil *[N]T panics like Go.

var p *[4]byte

func main() {
	var a [4]byte
	q := &a
	s := q[1:3]
	println("before", len(s))
	s = p[1:3]
	println("unreachable", len(s))
}
