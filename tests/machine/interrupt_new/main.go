// corogo:no-oracle (interrupt is corogo's package)
// TinyGo's interrupt.New: a function literal (capturing nothing) becomes the board's test timer
// interrupt handler (timerIRQ: irq_<board>.go), called with the Interrupt New returned; Enable
// and SetPriority on that value; three periods of machine.TimerStart each notify a signal main
// waits on; Disable stops them reaching the handler.
package main

import (
	"interrupt"
	"machine"
	"time"
)

var (
	ticks interrupt.Signal
	count int
	last  interrupt.Interrupt
)

func main() {
	irq := interrupt.New(timerIRQ, func(i interrupt.Interrupt) {
		machine.TimerAck()
		last = i
		count++
		ticks.Notify()
	})
	irq.SetPriority(0xC0)
	irq.Enable()
	machine.TimerStart(2 * time.Millisecond)
	for i := 0; i < 3; i++ {
		ticks.Wait()
	}
	irq.Disable()
	machine.TimerStop()
	n := count
	println("handled at least 3:", n >= 3, "with its Interrupt:", last == irq)
	time.Sleep(10 * time.Millisecond)
	println("none after Disable:", count == n)
}
