// corogo:no-oracle (machine and interrupt are corogo's packages)
// machine.TimerStart on the netduinoplus2: the STM32F405's TIM5 (QEMU models its update interrupt),
// IRQ 50, every 500 us; a Go handler acknowledges it and notifies main, which counts 20 wake-ups
// (not sooner than 20 periods: the period is not too short) and stops the timer.
package main

import (
	"interrupt"
	"machine"
	"time"
)

const timerIRQ = 50

var tick interrupt.Signal

//corogo:interrupt 50
func handler() {
	machine.TimerAck()
	tick.Notify()
}

func main() {
	interrupt.Enable(timerIRQ)
	start := time.Now()
	machine.TimerStart(500 * time.Microsecond)
	n := 0
	for n < 20 {
		tick.Wait()
		n++
	}
	machine.TimerStop()
	interrupt.Disable(timerIRQ)
	println("ticks", n, "not before 20 periods:", time.Since(start) >= 10*time.Millisecond)
}
