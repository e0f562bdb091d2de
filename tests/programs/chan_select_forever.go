// select {} blocks forever: with nothing left to run, a deadlock (exit 2); goroutines run first.
package main

func hello(done chan<- bool) {
	println("hello from a goroutine")
	done <- true
}

func main() {
	done := make(chan bool, 1)
	go hello(done)
	select {}
}
