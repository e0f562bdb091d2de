// corogo:no-oracle (what a stack overflow does depends on the board's stack)
// The micro:bit's Cortex-M0 has no MPU: the stack guard is a canary (runtime-baremetal/port/
// cortex-m/vectors.c). A bounded recursion of about 4 KiB, twice the board's 2 KiB stack, runs past
// the stack's end into free RAM below the guard and returns without a fault; the next SysTick
// exception (the time base's, here the sleep's deadline) finds the canary overwritten and ends the
// program with "fatal error: stack overflow", exit status 2. (An unbounded recursion runs on to the
// RAM's start and faults; the HardFault handler checks the canary: tests/programs/stack_overflow_*.)
package main

import "time"

//go:noinline
func down(n int) int {
	var pad [12]int
	for i := range pad {
		pad[i] = n * i
	}
	if n == 0 {
		return pad[3]
	}
	return down(n-1) + pad[n%12]
}

func main() {
	println("deep:", down(60))
	time.Sleep(10 * time.Millisecond)
	println("not reached")
}
