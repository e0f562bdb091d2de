package main

// runtime.Gosched(): a suspend point in goroutines; in main (sync) one pass of the ready queue.

import "runtime"

func w(id int) {
	for i := 0; i < 2; i++ {
		println("w", id, i)
		runtime.Gosched()
	}
}

func main() {
	go w(1)
	go w(2)
	println("main 1")
	runtime.Gosched()
	println("main 2")
}
