// Unbounded (mutual) recursion in an interrupt handler written in Go: handlers run on the main stack (the
// test timer's interrupt: IRQ 11 on riscv32-virt, 9 on mps2-an385), and the stack guard ends the program with
// "fatal error: stack overflow" and exit status 2 from interrupt context too.
// The handler's IRQ is the board's test timer, in irq_<cpu>.go (selected by the file name's
// build tag); this file is the same for both boards.
package main

import (
	"interrupt"
	"machine"
	"time"
)

var limit = 1 << 30 // never reached
var sig interrupt.Signal

// ping and pong recurse into each other, each keeping a local array alive across the call
func ping(n int) int {
	var a [6]int
	for i := range a {
		a[i] = n - i
	}
	if n == limit {
		return 1
	}
	return pong(n+1) * a[n%6]
}

func pong(n int) int {
	var b [10]int
	for i := range b {
		b[i] = n ^ i
	}
	return ping(n+1) - b[n%10]
}

// tick is the timer interrupt's handler (irq_<cpu>.go calls it)
func tick() {
	machine.TimerAck()
	machine.TimerStop()
	println("in the handler")
	println(ping(0))
	sig.Notify()
}

func main() {
	interrupt.SetPriority(timerIRQ, 1)
	interrupt.Enable(timerIRQ)
	machine.TimerStart(100 * time.Microsecond)
	sig.Wait()
	println("not reached")
}
