// Unbounded recursion in a sync function called by a goroutine after it suspended: goroutines have
// no stacks of their own, their sync callees run on the one main stack, and its guard ends the
// program with "fatal error: stack overflow" and exit status 2 (Go: the same line, a traceback).
package main

import "runtime"

var limit = 1 << 30 // never reached

func down(n int) int {
	var pad [8]int
	for i := range pad {
		pad[i] = n + i
	}
	if n == limit {
		return 0
	}
	return down(n+1) + pad[n%8]
}

func worker(n int) {
	println("worker", n, "suspends")
	runtime.Gosched()
	println("worker", n, "resumed")
	println(down(n))
}

func main() {
	println("main yields")
	go worker(1)
	for {
		runtime.Gosched()
	}
}
