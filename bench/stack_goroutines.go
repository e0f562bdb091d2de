package main

// stack_goroutines.go - bench/stack.sh: worst-case stack reported vs used with goroutines: the
// scheduler resumes each worker on the main stack, and a worker's sync call (sum, with a 1 KiB
// array) runs on top of the scheduler's frames. Measures what it used (tests/frames/stackpaint.c).

//go:linkname stack_paint stack_paint
func stack_paint()

//go:linkname stack_used stack_used
func stack_used() int32

//go:noinline
func sum(n int) int32 {
	var a [256]int32
	for i := range a {
		a[i] = int32(n ^ i)
	}
	var s int32
	for i := range a {
		s += a[i]
	}
	return s
}

func worker(id int, out chan<- int32) {
	for i := 0; i < 3; i++ {
		out <- sum(id*10 + i)
	}
}

func main() {
	stack_paint()
	out := make(chan int32)
	for id := 0; id < 4; id++ {
		go worker(id, out)
	}
	var total int32
	for i := 0; i < 12; i++ {
		total += <-out
	}
	println("total", total)
	println("stack used", stack_used())
}
