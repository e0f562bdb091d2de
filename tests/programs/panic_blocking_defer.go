// A goroutine whose deferred calls block while it panics and do not recover: they sleep and send
// while main runs, one panics again, an older one recovers that panic and panics once more after
// a sleep, and the program dies with Go's message for the three panics (docs/defer.md, issue 33).
package main

// corogo:oracle

import "time"

func worker(c chan int) {
	defer func() {
		r := recover()
		println("recovered", r.(string))
		time.Sleep(20 * time.Millisecond)
		panic(r.(string) + " again")
	}()
	defer func() {
		println("deferred sleeps")
		time.Sleep(2 * time.Millisecond)
		println("deferred woke")
		c <- 1
		panic("p2")
	}()
	panic("p1")
}

func main() {
	c := make(chan int)
	go worker(c)
	<-c
	println("main got")
	time.Sleep(500 * time.Millisecond)
	println("not reached")
}
