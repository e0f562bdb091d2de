// Package-level channels made with a constant size are static (their buffers too; -size=full lists
// them: tests/frames/chans.expected): legal under
// -heap=none (the .flags), and usable by goroutines and main like any channel.
// corogo:oracle
package main

var jobs = make(chan int, 4)
var results = make(chan int, 3)
var quit = make(chan struct{})

func worker() {
	for j := range jobs {
		results <- j * j
	}
	close(quit)
}

func main() {
	go worker()
	sum, got := 0, 0
	for i := 1; i <= 10; i++ {
		jobs <- i
		for len(results) > 0 {
			sum += <-results
			got++
		}
	}
	close(jobs)
	for got < 10 {
		sum += <-results
		got++
	}
	<-quit
	println("sum of squares", sum, "results left", len(results))
}
