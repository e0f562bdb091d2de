// A goroutine blocked in a send panics when the channel is closed under it (Go: the whole
// program ends with "panic: send on closed channel", exit 2).
package main

import "runtime"

func sender(c chan<- int) {
	println("sender blocks")
	c <- 1
	println("not reached")
}

func main() {
	c := make(chan int)
	go sender(c)
	runtime.Gosched()
	println("closing")
	close(c)
	runtime.Gosched()
	println("not reached either")
}
