package main

import "runtime"

// With -heap=none (the .flags) a goroutine pool is all the memory its goroutines get. Each square
// goroutine's last statement is the send its spawner receives, which ends the goroutine and frees
// its slot, so 50 of them, one after another, fit square's 8 default slots without a panic
// (docs/memory.md, "Finished means freed"). The channel is a package variable: static, no heap.

var results = make(chan int)

func square(n int) {
	sq := n * n
	results <- sq
}

func main() {
	total := 0
	for n := 1; n <= 50; n++ {
		go square(n)
		total += <-results
		if n%10 == 0 {
			println(n, total, runtime.NumGoroutine() <= 2)
		}
	}
}
