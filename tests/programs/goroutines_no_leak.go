package main

import "runtime"

// 10,000 goroutines started over time, 50 alive at once (more than the 8 slots of worker's pool,
// so most frames come from the heap), each finishing: the heap is as it was after the first
// round (docs/memory.md, "Overflow to the heap": a heap frame goes back when its goroutine ends,
// and the collector never frees a live one).

func worker(in <-chan int, out chan<- int) {
	v := <-in
	out <- v * 2
}

const perRound = 50

func round(in, out chan int, base int) int {
	for i := 0; i < perRound; i++ {
		go worker(in, out)
	}
	for i := 0; i < perRound; i++ {
		in <- base + i
	}
	sum := 0
	for i := 0; i < perRound; i++ {
		sum += <-out
	}
	return sum
}

func main() {
	in := make(chan int)
	out := make(chan int)
	total := round(in, out, 0)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for r := 1; r < 200; r++ {
		total += round(in, out, r*perRound)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	println("total", total)
	println("goroutines <= 51:", runtime.NumGoroutine() <= perRound+1)
	println("heap grew less than 128 KiB:", after.HeapAlloc < before.HeapAlloc+128*1024)
}
