// A conversion of a value assignable to the type (Go's first conversion rule): a bidirectional
// channel to a send-only and a receive-only one.
package main

func main() {
	c := make(chan int, 1)
	s := (chan<- int)(c)
	s <- 4
	r := (<-chan int)(c)
	println(<-r)
}
