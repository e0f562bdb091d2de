// stack_irq - tests/frames/run-stack.sh: a program whose worst case is main's deepest chain with an
// interrupt handler on top. main's leaf waits, with its large frame live, until the test timer's
// interrupt (irq_<cpu>.go: IRQ 9 on mps2-an385, PLIC source 11 on riscv32-virt) has fired three
// times; the handler runs a call with a large frame of its own. The program measures what it used
// (../stackpaint.c) for comparison with the worst case the build reports.
package main

import (
	"interrupt"
	"machine"
	"sync/atomic"
	"time"
)

//go:linkname stack_paint stack_paint
func stack_paint()

//go:linkname stack_used stack_used
func stack_used() int32

var fired int32
var sink int32

//go:noinline
func work(n int) int32 {
	var w [150]int32
	for i := range w {
		w[i] = int32(n * i)
	}
	return w[n&127]
}

func tick() {
	machine.TimerAck()
	sink += work(int(fired))
	atomic.AddInt32(&fired, 1)
}

//go:noinline
func leaf(n int) int32 {
	var a [300]int32
	for i := range a {
		a[i] = int32(n + i)
	}
	for atomic.LoadInt32(&fired) < 3 {
		a[n&255]++
	}
	return a[n&255]
}

func main() {
	stack_paint()
	interrupt.SetPriority(timerIRQ, 1)
	interrupt.Enable(timerIRQ)
	machine.TimerStart(100 * time.Microsecond)
	println(leaf(3) > 0, atomic.LoadInt32(&fired) >= 3)
	machine.TimerStop()
	println("stack used", stack_used())
}
