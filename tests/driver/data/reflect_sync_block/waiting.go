// The same call after the goroutine's first suspend: main already waits in its send when the
// goroutine's Recv runs, which takes main's value (prints 5, as Go).
package main

func main() {
	ch, res, start := make(chan int), make(chan int), make(chan bool)
	f := makeRecv(ch)
	go func() { <-start; res <- f() }()
	start <- true
	ch <- 5
	println(<-res)
}
