// Deferred calls that block (channel operations, a WaitGroup, an awaited blocking call) while
// their goroutine panics: the goroutine suspends like any other, other goroutines run, and the
// panic goes on (or is recovered) when the deferred call is woken (docs/defer.md, issue 33).
package main

// corogo:oracle

import (
	"sync"
	"time"
)

// the idiom of the issue: recover, then report on an unbuffered channel main receives from
func report(ec chan string) {
	defer func() {
		r := recover()
		ec <- r.(string)
	}()
	panic("p1")
}

// the deferred call blocks in a receive before it recovers
func recvThenRecover(in chan int, out chan string) {
	defer func() {
		v := <-in
		r := recover()
		println("recv", v, "then", r.(string))
		out <- "ok"
	}()
	panic("p2")
}

// an awaited blocking call inside the deferred call, and deferred calls after it
func send(c chan int, v int) { c <- v }

func awaited(c chan int, done chan string) {
	defer func() { done <- "outer deferred" }()
	defer func() {
		if r := recover(); r != nil {
			done <- "recovered " + r.(string)
		}
	}()
	defer send(c, 7)
	panic("p3")
}

// nested panics: a deferred call blocks, then panics again; an older deferred call recovers the
// newer panic
func nested(c chan int, done chan string) {
	defer func() {
		r := recover()
		done <- "nested recovered " + r.(string)
	}()
	defer func() {
		<-c
		panic("p5")
	}()
	panic("p4")
}

// a panic in a callee unwinds through a frame suspended under it into a caller whose deferred
// call blocks
func deep(n int) int {
	if n == 0 {
		time.Sleep(time.Millisecond)
		var a []int
		return a[n+3]
	}
	return deep(n-1) + 1
}

func outer(wg *sync.WaitGroup, gate *sync.WaitGroup, done chan string) {
	defer wg.Done()
	defer func() {
		gate.Wait()
		r := recover()
		done <- "deep " + r.(error).Error()
	}()
	deep(2)
}

// the panic goes on from a frame whose deferred call blocked to its caller, whose deferred call
// blocks too and recovers
func child(c chan int) {
	defer func() { println("child got", <-c) }()
	panic("p6")
}

func parent(c chan int, done chan string) {
	defer func() { done <- "parent " + recover().(string) }()
	child(c)
	println("not reached")
}

// two goroutines panic, one recovers while the other waits in its deferred call: each sees its
// own panic
func waitThenRecover(gate chan int, done chan string) {
	defer func() {
		<-gate
		done <- "A " + recover().(string)
	}()
	panic("A")
}

func recoverThenSend(done chan string) {
	defer func() { done <- "B " + recover().(string) }()
	panic("B")
}

func main() {
	ec := make(chan string)
	go report(ec)
	println("got", <-ec)

	in := make(chan int)
	out := make(chan string)
	go recvThenRecover(in, out)
	in <- 42
	println(<-out)

	// another goroutine runs meanwhile, counting, while the panicking ones wait
	c := make(chan int)
	done := make(chan string)
	ticks := make(chan int)
	go func() {
		n := 0
		for i := 0; i < 3; i++ {
			n += i
			ticks <- n
		}
	}()
	go awaited(c, done)
	for i := 0; i < 3; i++ {
		println("tick", <-ticks)
	}
	println("received", <-c)
	println(<-done)
	println(<-done)

	go nested(c, done)
	c <- 1
	println(<-done)

	var wg, gate sync.WaitGroup
	wg.Add(1)
	gate.Add(1)
	go outer(&wg, &gate, done)
	time.Sleep(5 * time.Millisecond)
	println("opening the gate")
	gate.Done()
	println(<-done)
	wg.Wait()

	go parent(c, done)
	c <- 9
	println(<-done)

	gate2 := make(chan int)
	go waitThenRecover(gate2, done)
	go recoverThenSend(done)
	println(<-done)
	gate2 <- 1
	println(<-done)

	// many in a row: nothing leaks
	for i := 0; i < 200; i++ {
		go report(ec)
		if s := <-ec; s != "p1" {
			println("bad", s)
		}
		go parent(c, done)
		c <- i
		if s := <-done; s != "parent p6" {
			println("bad", s)
		}
	}
	println("done")
}
