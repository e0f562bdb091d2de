// chan_once_static.go - channels made by make(chan T[, constant]) that runs at most once (in main
// outside loops, in init) are static channels (src/analysis/poolsize.c marks them): the program
// builds with -heap=none (its .flags) and behaves as Go's, buffered and unbuffered, with close
// and range, select, and a channel handed to goroutines and returned through another channel.
package main

var ready chan string

func init() {
	ready = make(chan string, 2)
	ready <- "init"
}

func produce(n int, out chan<- int) {
	for i := 1; i <= n; i++ {
		out <- i * i
	}
	close(out)
}

func relay(in <-chan int, out chan int, back chan chan int) {
	s := 0
	for v := range in {
		s += v
	}
	out <- s
	back <- out
}

func main() {
	println(<-ready)
	nums, sums := make(chan int), make(chan int, 1)
	back := make(chan chan int)
	go produce(5, nums)
	go relay(nums, sums, back)
	c := <-back
	println("sum", <-c, len(c), cap(c))
	quit := make(chan struct{})
	go func(q chan struct{}) { close(q) }(quit)
	<-quit
	for i := 0; i < 3; i++ {
		select {
		case ready <- "again":
			println("sent", i)
		default:
			println("full", i)
		}
	}
	println(<-ready)
}
