// corogo:oracle
// runtime.Goexit in goroutines other than main's: the goroutine's deferred calls run, newest
// first, with recover() returning nil in them, and the goroutine ends; main goes on. Goexit in the
// goroutine's own code after it suspended, from a sync call chain, from a callee that suspended
// (the top function waits for it), in the go statement's own run before the first suspend, in a
// deferred closure after a recovery, in a goroutine that never suspends, in a method started by
// go, in goroutines started through func values and an interface, and many times over (the frames go back to
// their pools).
package main

import (
	"runtime"
	"sync"
)

var wg sync.WaitGroup

func note(s string) { println(s) }

func leaf(depth int) {
	defer println("leaf defer", depth)
	if depth == 0 {
		runtime.Goexit()
	}
	leaf(depth - 1)
	println("not reached: leaf", depth)
}

// Goexit from a sync call chain after the goroutine suspended
func syncChain(c chan int) {
	defer wg.Done()
	defer func() { println("syncChain recover nil:", recover() == nil) }()
	<-c
	runtime.Gosched()
	leaf(2)
	println("not reached: syncChain")
}

// a callee that suspends, then exits
func sleeper(c chan int) int {
	defer println("sleeper defer")
	v := <-c
	runtime.Gosched()
	if v > 0 {
		runtime.Goexit()
	}
	return v
}

func awaiting(c chan int) {
	defer wg.Done()
	defer note("awaiting defer")
	r := sleeper(c)
	println("not reached: awaiting", r)
}

// Goexit before the first suspend: still in the go statement
func early() {
	defer wg.Done()
	defer println("early defer")
	runtime.Goexit()
	println("not reached: early")
}

// the pattern of Go's fixedbugs/issue8158.go: recover, then Goexit in the deferred closure
func recoverThenExit(c chan int, sleep bool) {
	defer wg.Done()
	defer func() {
		println("recovered:", recover().(string))
		c <- 1
		runtime.Goexit()
	}()
	if sleep {
		runtime.Gosched()
	}
	panic("boom")
}

// a goroutine that never suspends (the go statement runs it to its end)
func plain(n int) {
	defer wg.Done()
	defer println("plain defer", n)
	if n > 0 {
		runtime.Goexit()
	}
	println("plain returns")
}

type T struct{ name string }

type Runner interface{ run() }

func (t *T) run() {
	defer wg.Done()
	defer println("method defer", t.name)
	runtime.Gosched()
	runtime.Goexit()
}

var count int

func many(i int) {
	defer wg.Done()
	defer func() { count += i }()
	if i%2 == 0 {
		runtime.Gosched()
	}
	runtime.Goexit()
}

func main() {
	c := make(chan int, 1)

	wg.Add(1)
	go syncChain(c)
	c <- 1
	wg.Wait()

	wg.Add(1)
	go awaiting(c)
	runtime.Gosched()
	c <- 5
	wg.Wait()

	wg.Add(1)
	go early()
	wg.Wait()
	println("after early")

	wg.Add(1)
	go recoverThenExit(c, false)
	println("got", <-c)
	wg.Wait()
	wg.Add(1)
	go recoverThenExit(c, true)
	println("got", <-c)
	wg.Wait()

	wg.Add(1)
	go plain(0)
	wg.Wait()
	wg.Add(1)
	go plain(1)
	wg.Wait()

	wg.Add(1)
	go (&T{"t1"}).run()
	wg.Wait()

	wg.Add(1)
	go func() {
		defer wg.Done()
		defer println("literal defer")
		runtime.Gosched()
		runtime.Goexit()
	}()
	wg.Wait()

	x := 3
	f := func() {
		defer wg.Done()
		defer println("func value defer", x)
		runtime.Gosched()
		runtime.Goexit()
	}
	wg.Add(1)
	go f()
	wg.Wait()
	g := early
	wg.Add(1)
	go g()
	wg.Wait()
	var r Runner = &T{"through an interface"}
	wg.Add(1)
	go r.run()
	wg.Wait()

	for round := 0; round < 50; round++ {
		wg.Add(10)
		for i := 0; i < 10; i++ {
			go many(i)
		}
		wg.Wait()
	}
	println("count", count)
}
