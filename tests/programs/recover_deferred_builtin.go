// corogo:oracle
// defer recover(): the built-in deferred by a function. Run by that function's own return while
// the function is the deferred call of a panic, it stops that panic; run by a panic (the
// panicking function's own records, or those of a deferred function that panics again), it is a
// no-op; in a function called normally, nothing to stop. In sync code and in a goroutine.
package main

import "sync"

func probe(name string) {
	if r := recover(); r != nil {
		println(name, "saw", r.(string))
	} else {
		println(name, "saw nothing")
	}
}

// the deferred closure's own deferred recover() stops the panic
func deferredInDeferred() (res string) {
	defer func() { res = "returned normally" }()
	defer probe("after deferredInDeferred's closure")
	defer func() {
		defer recover()
		println("closure runs")
	}()
	panic("a")
}

// a panic in the deferred closure, stopped inside it; its return then runs defer recover(),
// which stops the first panic
func afterInnerRecovery() {
	defer probe("after afterInnerRecovery's closure")
	defer func() {
		defer recover()
		defer func() { println("inner recovered", recover().(string)) }()
		panic("inner")
	}()
	panic("outer")
}

// defer recover() run by the inner panic itself: it stops nothing
func runByPanic() {
	defer func() { println("outer recovered", recover().(string)) }()
	defer func() {
		defer func() { println("inner recovered", recover().(string)) }()
		defer recover()
		panic("inner2")
	}()
	panic("outer2")
}

// the panicking function's own defer recover() is run by the panic: it stops nothing
func own() {
	defer func() { println("own: caught by the caller's closure", recover().(string)) }()
	func() {
		defer recover()
		panic("own")
	}()
}

func normal() {
	defer recover()
	println("normal call returns")
}

func main() {
	println(deferredInDeferred())
	afterInnerRecovery()
	runByPanic()
	own()
	normal()
	var wg sync.WaitGroup
	c := make(chan int)
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer probe("goroutine after the closure")
		defer func() {
			<-c
			defer recover()
		}()
		panic("in a goroutine")
	}()
	c <- 1
	wg.Wait()
	println("end")
}
