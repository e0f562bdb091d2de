// A panic raised by a deferred call that runtime.Goexit runs, recovered by an older deferred call
// of the goroutine: the Goexit goes on with its next deferred call (Go's runtime.Goexit cannot be
// bypassed by a recover), so the recovering function's callers never resume. In a goroutine
// through sync callees, in a goroutine whose own deferred calls block (its frame holds the
// Goexit), nested panics, and last main's goroutine, which then waits for the others forever.
package main

import "runtime"

//go:noinline
func g(tag string) {
	defer func() {
		r := recover()
		println(tag, "g: recovered", r.(string))
	}()
	defer func() { panic("boom during goexit " + tag) }()
	runtime.Goexit()
}

//go:noinline
func h(tag string) {
	defer println(tag, "h: deferred")
	g(tag)
	println(tag, "h: after g, never")
}

func worker(tag string, done chan bool) {
	defer func() { done <- true }()
	defer println(tag, "worker: deferred")
	h(tag)
	println(tag, "worker: after h, never")
}

func looped(tag string, done chan bool) {
	defer func() { done <- true }()
	for i := 0; i < 2; i++ {
		defer func(i int) {
			if r := recover(); r != nil {
				println(tag, "looped: recovered", r.(string), i)
			}
		}(i)
		defer func(i int) { panic(tag + " in a loop") }(i)
	}
	runtime.Goexit()
}

// its deferred calls block: the goroutine's frame runs them and holds the Goexit
func blocking(done chan bool) {
	defer func() { done <- true }()
	defer println("blocking: first deferred call still runs")
	defer func() {
		r := recover()
		println("blocking: recovered", r.(string))
	}()
	defer func() { panic("hello") }()
	defer func() { done <- false }()
	runtime.Goexit()
}

func blockingCaller(done chan bool) {
	defer func() { done <- true }()
	blocking(done)
	println("blockingCaller: after blocking, never")
}

func main() {
	done := make(chan bool)
	go worker("A", done)
	<-done
	go looped("L", done)
	<-done
	go func() {
		defer func() { done <- true }()
		defer func() {
			println("C recovered", recover().(string))
		}()
		defer func() {
			defer func() { println("C inner recovered", recover().(string)) }()
			panic("C inner")
		}()
		defer func() { panic("C outer") }()
		runtime.Goexit()
	}()
	<-done
	go blocking(done)
	println(<-done, <-done)
	go blockingCaller(done)
	println(<-done, <-done, <-done)
	defer println("main: deferred")
	g("M")
	println("main: after g, never")
}
