// A function without a body and without //go:linkname (Go's assembly-backed functions have
// neither a body nor a Go implementation corogo could compile): Go's error, at its name.
package main

func add(a, b int) int

func main() {
	println(add(1, 2))
}
