// runtime.NumGoroutine: main plus every goroutine that has not finished (blocked ones count, a
// goroutine that finished, even within its go statement, does not).
// corogo:oracle
package main

import (
	"runtime"
	"time"
)

func wait(c chan int) {
	<-c
}

func quick() {}

func main() {
	println(runtime.NumGoroutine())
	c := make(chan int)
	for i := 0; i < 3; i++ {
		go wait(c)
	}
	go quick()
	time.Sleep(time.Millisecond)
	println(runtime.NumGoroutine())
	close(c)
	time.Sleep(10 * time.Millisecond)
	println(runtime.NumGoroutine())
}
