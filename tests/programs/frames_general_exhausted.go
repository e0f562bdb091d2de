package main

import "runtime"

// Recursion cannot be elided: every level's frame comes from the general frame pool. With
// -general-pool=512 and -heap=none (the .flags: with a heap the frames past the pool come from it)
// a shallow recursion fits and a deep one panics naming the frame size and the pool size.

func down(n int) int {
	if n == 0 {
		coroSuspend()
		return 0
	}
	return down(n-1) + 1
}

func run(n int) {
	println("depth", n, "=", down(n))
}

func main() {
	go run(2)
	runtime.Gosched()
	go run(1000)
	println("unreachable")
}
