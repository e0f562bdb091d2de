// time.Since after time.Sleep(20ms) inside goroutines ($coro code, at two await depths) is at
// least 20 ms and less than 40 ms on the hardware timer; main's own sync sleep meanwhile.
package main

import "time"

func measure(id int) {
	start := time.Now()
	time.Sleep(20 * time.Millisecond)
	e := time.Since(start)
	println("goroutine", id, e >= 20*time.Millisecond, e < 40*time.Millisecond)
}

func outer(id int) {
	measure(id)
	measure(id + 10)
}

func main() {
	go measure(1)
	go outer(2)
	start := time.Now()
	time.Sleep(10 * time.Millisecond)
	e := time.Since(start)
	println("main", e >= 10*time.Millisecond, e < 30*time.Millisecond)
}
