package main

// corogo:oracle
// A panic in a goroutine that suspended before runs that goroutine's deferred calls (in its
// coroutine frames) but none of main's, then ends the program: Go's panic line, exit status 2.

import "runtime"

func inner(n int) int {
	runtime.Gosched()
	a := []int{1, 2}
	return a[n]
}

func worker(c chan int) {
	defer println("worker deferred")
	println("worker start")
	runtime.Gosched()
	println("value", inner(5))
	c <- 1
}

func main() {
	defer println("main deferred, must not run")
	c := make(chan int)
	go worker(c)
	<-c
	println("main end")
}
