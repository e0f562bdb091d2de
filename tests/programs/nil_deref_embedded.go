package main

// A field promoted through a nil embedded pointer panics like Go.

type Inner struct{ v int }
type Outer struct {
	*Inner
	w int
}

func main() {
	o := Outer{w: 1}
	println("w", o.w)
	println(o.v)
	println("unreachable")
}
