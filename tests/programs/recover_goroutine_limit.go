package main

// corogo:no-oracle
// The limit of recover() in a goroutine (docs/defer.md): a goroutine's function whose return
// block awaits a deferred call that suspends is not on the stack while that call runs, so a panic
// there that an older deferred call of the same function recovers cannot land (Go would recover
// it): corogo stops with a fatal error instead of jumping into a stale stack, exit 2.

import "runtime"

func fix() {
	if recover() != nil {
		println("not reached")
	}
}

func worker(done chan bool) {
	defer fix()
	defer func() {
		runtime.Gosched()
		panic("late")
	}()
	runtime.Gosched()
	println("worker returns")
}

func main() {
	done := make(chan bool)
	go worker(done)
	<-done
}
