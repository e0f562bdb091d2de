// Pointers to locals in goroutines, across suspend points (escape analysis, docs/memory.md): a
// local whose address stays in its goroutine lives in the coroutine frame across every suspend;
// one handed to another goroutine (go f(&x), sent on a channel, stored in a package variable)
// lives on the heap, and is intact when read after the function that declared it returned.
// corogo:oracle
package main

import "runtime"

type acc struct {
	sum, n int
}

var shared *acc

func add(a *acc, v int) { // a does not escape: it stays in the caller's frame
	a.sum += v
	a.n++
}

func worker(id int, out chan<- int) {
	total := 0
	p := &total
	a := &acc{}   // in the frame, across the suspends below
	b := new(acc) // likewise
	for i := 0; i < 3; i++ {
		*p += id*10 + i
		add(a, i)
		add(b, id)
		runtime.Gosched()
	}
	out <- *p*100 + a.sum*10 + a.n + b.sum
}

func fill(r *int, done chan<- bool) {
	for i := 0; i < 3; i++ {
		*r += i + 1
		runtime.Gosched()
	}
	done <- true
}

func start(done chan<- bool) *int {
	res := 1000
	go fill(&res, done) // passed to a goroutine: on the heap, outlives start
	return &res
}

func sender(ch chan *acc) {
	a := acc{sum: 7, n: 1} // sent on a channel: on the heap
	ch <- &a
}

func publish(done chan<- bool) {
	x := acc{sum: 55, n: 5}
	shared = &x
	runtime.Gosched()
	done <- true
}

func main() {
	out := make(chan int)
	for id := 1; id <= 3; id++ {
		go worker(id, out)
	}
	s := 0
	for i := 0; i < 3; i++ {
		s += <-out
	}
	println("workers", s)

	done := make(chan bool)
	r := start(done)
	<-done
	println("fill", *r)

	ch := make(chan *acc, 1)
	go sender(ch)
	a := <-ch
	runtime.Gosched()
	println("sent", a.sum, a.n)

	go publish(done)
	<-done
	runtime.Gosched()
	println("shared", shared.sum, shared.n)
}
