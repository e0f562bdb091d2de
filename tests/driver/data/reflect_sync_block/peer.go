// The same call after the goroutine's first suspend, the sender another goroutine: the Recv drives
// the scheduler from inside the goroutine, which runs the sender (prints 5, as Go).
package main

func main() {
	ch, res, start := make(chan int), make(chan int), make(chan bool)
	f := makeRecv(ch)
	go func() { <-start; res <- f() }()
	go func() { start <- true; ch <- 5 }()
	println(<-res)
}
