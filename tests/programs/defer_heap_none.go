package main

// With -heap=none a defer that runs at most once per call keeps its record in the function's
// frame (the stack, or the coroutine frame of a goroutine): no arena is needed.

import "runtime"

func unlock(name string) { println("unlock", name) }

func work(id int, done chan int) {
	defer func1(done, id)
	defer unlock("worker")
	runtime.Gosched()
	println("worker", id, "resumed")
}

func func1(done chan int, id int) { done <- id }

var done = make(chan int)

func main() {
	defer unlock("main")
	go work(1, done)
	println("done", <-done)
}
