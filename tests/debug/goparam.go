// The program tests/debug/goparam.gdb debugs (run-gdb.sh, at -O1: goparam.flags): a goroutine
// started with go whose array parameter lives in a stack slot (indexed at run time) and is dead
// after the goroutine's first statement. Its ramp stops at its start (src/transform/gostart.c), so
// the parameter's slot is in the resume function's stack: after a resume the debugger must say
// <optimized out> for it, not show what the stack holds there.
package main

var c = make(chan int)

var total int

//go:noinline
func use(v int) {
	total += v
}

func producer(a [4]int, k int) {
	v := a[k&3]
	for {
		use(v)
		c <- v
		v++
	}
}

func main() {
	go producer([4]int{1, 2, 3, 4}, 1)
	go producer([4]int{10, 20, 30, 40}, 2)
	for i := 0; i < 6; i++ {
		total += <-c
	}
}
