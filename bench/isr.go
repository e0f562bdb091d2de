package main

// isr.go - the corogo side of bench/bench.sh's interrupt row (riscv32-virt): a periodic hardware
// timer (machine.TimerStart; the goldfish RTC alarm, PLIC source 11) interrupts every 100 us while
// the scheduler idles (the CPU in WFI); the handler, written in Go, takes the instruction
// count as its first statement and notifies a Signal a goroutine waits on. The goroutine takes the
// count again as its first statement after Wait: the difference is the path from the handler to
// the woken goroutine (notify, interrupt return, idle exit, scheduler, resume). Prints
// "isr <instructions> <wakeups>".

import (
	"interrupt"
	"machine"
	"time"
)

//go:linkname bench_instret bench_instret
func bench_instret() int

const timerIRQ = 11
const NI = 100

var sig interrupt.Signal
var t0, total int

//corogo:interrupt 11
func tick() {
	t0 = bench_instret()
	machine.TimerAck()
	sig.Notify()
}

func waiter() {
	for i := 0; i < NI; i++ {
		sig.Wait()
		total += bench_instret() - t0
	}
	machine.TimerStop()
	interrupt.Disable(timerIRQ)
	println("isr", total, NI)
}

// main starts the waiter and the timer and returns: the scheduler idles with nothing blocked in
// sync code (a waiter on an enabled interrupt keeps it running), as in most firmware
func main() {
	interrupt.SetPriority(timerIRQ, 1)
	interrupt.Enable(timerIRQ)
	go waiter()
	machine.TimerStart(100 * time.Microsecond)
}
