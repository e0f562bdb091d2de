package main

// corogo:oracle
// Each goroutine has its own defer chain: a goroutine without defer that panics after other
// goroutines suspended with records on their chains (in a frame awaiting a suspended callee, and
// in main, blocked) runs none of their deferred calls.

import "runtime"

func wait(c chan int) {
	runtime.Gosched()
	<-c
}

func holder(c chan int) {
	defer println("holder deferred, must not run")
	wait(c)
}

func crash() {
	runtime.Gosched()
	runtime.Gosched()
	var a []int
	println(a[1])
}

func main() {
	defer println("main deferred, must not run")
	c := make(chan int)
	go holder(c)
	go holder(c)
	go crash()
	<-c
}
