package main

// Diagnostics come out in source order, whatever order the checker finds them in: the unused
// import (known only at the end) first, the initialisation loop (found after all bodies) in its
// place, an unused variable of an early function before a type error of a later one.

import "runtime"

var first = second

func early() {
	unused := 1
}

var second = first

func late() int {
	return "late"
}

func main() {
	early()
	println(late())
}
