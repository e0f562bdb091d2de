package main

// corogo:oracle
// A goroutine's sync callee recovers its own panic (the landing place is on the one stack, under
// the goroutine's resumed frame) and the goroutine goes on: it suspends again, and its own deferred
// calls run when it returns. Recursion with a defer per level unwinds level by level.

import "runtime"

func fix(tag string) {
	if recover() != nil {
		println("recovered", tag)
	}
}

func risky(n int) (r int) {
	defer fix("risky")
	r = n
	a := []int{1, 2, 3}
	return a[n]
}

func down(n int) int {
	defer println("down", n)
	if n == 0 {
		return risky(7)
	}
	return down(n-1) + 1
}

func worker(id int, done chan int) {
	defer println("worker", id, "deferred")
	runtime.Gosched()
	v := risky(id)
	runtime.Gosched()
	done <- v + down(2)
}

func main() {
	done := make(chan int)
	go worker(1, done)
	println("got", <-done)
	go worker(5, done)
	println("got", <-done)
}
