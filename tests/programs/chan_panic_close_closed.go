// Closing a closed channel panics with Go's message, after the values already sent are still
// received.
package main

func main() {
	c := make(chan int, 2)
	c <- 1
	close(c)
	println(<-c)
	close(c)
	println("not reached")
}
