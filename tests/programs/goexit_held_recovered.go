// A Goexit held by a frame whose deferred calls suspend (the Gosched before it), a panic in its
// next deferred call, recovered by an older frame's deferred call: the Goexit goes on (Go's rule:
// a recover cannot bypass a Goexit), so the recovering function never returns. Recovered by a
// newer frame (called from that deferred call), the panic ends and the Goexit goes on as usual.
package main

import "runtime"

var got interface{}

func h() {
	defer func() {
		panic("second")
	}()
	defer func() {
		runtime.Gosched()
		runtime.Goexit()
	}()
	panic("first")
}

// f's deferred closure recovers "second" (a frame that holds panics too)
func f() int {
	defer func() {
		println("f recovered", recover().(string))
	}()
	h()
	return 1
}

func rec(x int) {
	got = recover()
}

// f2's deferred call is a named function: its frame does not hold panics
func f2() int {
	defer rec(1)
	h()
	return 1
}

func inner() (r int) {
	defer func() {
		println("inner recovered", recover().(string))
		r = 7
	}()
	panic("third")
}

// the deferred call after the Goexit calls a function that recovers its own panic
func h3() {
	defer func() {
		println("inner gave", inner())
	}()
	defer func() {
		runtime.Gosched()
		runtime.Goexit()
	}()
	println("h3 body")
}

func f3() int {
	defer func() {
		println("f3 recover", recover() == nil)
	}()
	h3()
	return 1
}

func run(name string, fn func() int, done chan int) {
	defer func() {
		println(name, "deferred", got != nil)
		done <- 1
	}()
	println(name, "returned", fn())
	println(name, "end")
}

func main() {
	done := make(chan int)
	go run("f", f, done)
	<-done
	go run("f2", f2, done)
	<-done
	println("got", got.(string))
	go run("f3", f3, done)
	<-done
	for i := 0; i < 3; i++ {
		go run("loop", f2, done)
		<-done
	}
	println("main end")
}
