package main

// A const spec without values repeats the previous spec of its own group only: the first spec of
// a group has nothing to repeat, even right after another const group.

const (
	A = 1
	B
)

const (
	C
	D = 2
)

func main() { println(A, B, C, D) }
