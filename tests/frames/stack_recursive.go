package main

// stack_recursive.go - tests/frames: recursion makes the worst-case stack unbounded; the report
// names each cycle (a self-recursive function, two mutually recursive ones) and gives the depth of
// one pass through them as a lower bound.

//go:noinline
func fib(n int) int {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}

//go:noinline
func even(n int) bool {
	if n == 0 {
		return true
	}
	return odd(n - 1)
}

//go:noinline
func odd(n int) bool {
	if n == 0 {
		return false
	}
	return even(n - 1)
}

func main() {
	println(fib(15), even(10), odd(7))
}
