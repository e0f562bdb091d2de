package main

import "runtime"

// 1,000 goroutines blocked on one channel at once, far more than the 8 slots of waiter's pool:
// with a heap the frames past the pool come from it (docs/memory.md, "Overflow to the heap"), and
// closing the channel releases them all. The go statement is in a function of its own, so the
// compiler does not prove a count for waiter's pool (in main's loop it would size it 1,000).

func waiter(id int, start <-chan bool, done chan<- int) {
	<-start
	done <- id
}

func spawn(n int, start <-chan bool, done chan<- int) {
	for i := 0; i < n; i++ {
		go waiter(i, start, done)
	}
}

func main() {
	start := make(chan bool)
	done := make(chan int)
	spawn(1000, start, done)
	println("goroutines", runtime.NumGoroutine())
	close(start)
	sum := 0
	for i := 0; i < 1000; i++ {
		sum += <-done
	}
	println("sum", sum)
}
