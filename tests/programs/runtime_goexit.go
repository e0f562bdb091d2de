// runtime.Goexit from main's goroutine: its deferred calls run (recover returns nil in them), the
// other goroutines run until none can, then Go's fatal error (docs/language.md, runtime).
package main

import "runtime"

func main() {
	c := make(chan int, 1)
	done := make(chan bool, 1)
	go func() {
		v := <-c
		println("goroutine got", v, "after main's Goexit")
		done <- true
	}()
	defer func() {
		println("deferred, recover:", recover() == nil)
		c <- 1
	}()
	defer println("deferred first")
	runtime.Goexit()
	println("not reached")
}
