package main

import "runtime"

// Issue #28's loop: a worker's last statement hands its value over, and the receiver ends the
// worker right there instead of leaving it queued for a resume that would only return. At most one
// worker is unfinished at any time, so 20 of them run through worker's default 8-slot pool and
// NumGoroutine sees main and at most one worker (docs/memory.md, "Finished means freed").

func worker(id int, out chan<- int) {
	out <- id
}

func main() {
	out := make(chan int)
	sum := 0
	for i := 0; i < 20; i++ {
		go worker(i, out)
		sum += <-out
	}
	println("sum", sum, "NumGoroutine<=2:", runtime.NumGoroutine() <= 2)
}
