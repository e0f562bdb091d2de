package main

// corogo:oracle
// defer in goroutines: the records live in the coroutine frame and survive suspends (runtime.Gosched,
// a channel receive), loop records too; a deferred call that blocks (a channel send) suspends the
// goroutine; a deferred call changes a named result through a pointer; the goroutine's deferred
// calls run after it resumes and returns.

import "runtime"

func send(c chan int, v int) { c <- v }

func add100(p *int) { *p += 100 }

func worker(id int, done chan int, in chan int) {
	defer send(done, id*10)
	defer println("worker", id, "first deferred")
	for i := 0; i < 2; i++ {
		defer println("worker", id, "loop deferred", i)
		runtime.Gosched()
	}
	v := <-in
	defer println("worker", id, "received", v)
	println("worker", id, "returns")
}

func sum(n int, done chan int) (s int) {
	defer add100(&s)
	for i := 0; i < n; i++ {
		s += i
		runtime.Gosched()
	}
	return s
}

func summer(done chan int) {
	done <- sum(4, done)
}

func main() {
	done := make(chan int)
	in := make(chan int)
	go worker(1, done, in)
	in <- 7
	println("main got", <-done)
	go worker(2, done, in)
	in <- 8
	println("main got", <-done)
	go summer(done)
	println("sum", <-done)
}
