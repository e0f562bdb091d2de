package main

//go:noinline
var x int

//go:nosplit

//go:noinline
func f() int { return x }

//go:notinheap
type T int

//go:noinline
type U int

//go:noinline
const c = 1

func main() {
	_ = f()
}
