// worker6.go - a realistic goroutine for issue #32's slot row (bench/bench.sh): six loops, with
// receives, two-case selects, a timer and sends, started with `go worker(...)`; its pool slot is
// the row. main drives it through every loop and prints what it sends.
package main

import "time"

func worker(in <-chan int, out chan<- int, quit <-chan bool, done chan<- bool) {
	sum := 0
	for i := 0; i < 4; i++ {
		sum += <-in
	}
	for i := 0; i < 4; i++ {
		select {
		case v := <-in:
			sum += v
		case <-quit:
			done <- false
			return
		}
	}
	for i := 0; i < 3; i++ {
		time.Sleep(time.Millisecond)
		out <- sum + i
	}
	for j := 0; j < 2; j++ {
		select {
		case out <- j:
		case <-quit:
			done <- false
			return
		}
	}
	for k := 0; k < 2; k++ {
		sum += <-in
	}
	for {
		select {
		case v := <-in:
			sum += v
		case <-quit:
			println("sum", sum)
			done <- true
			return
		}
	}
}

func main() {
	in, out, quit, done := make(chan int), make(chan int), make(chan bool), make(chan bool)
	go worker(in, out, quit, done)
	for i := 0; i < 8; i++ {
		in <- i
	}
	for i := 0; i < 5; i++ {
		println(<-out)
	}
	in <- 100
	in <- 200
	in <- 7
	quit <- true
	println(<-done)
}
