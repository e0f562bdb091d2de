// The board's periodic test timer (machine.TimerStart, TimerAck, TimerStop) at a period of 32 bits
// of nanoseconds or more (5 s: riscv32-virt's TimerAck re-arms the RTC alarm on its 64-bit path)
// and at short ones (1 ms, 100 us: its 32-bit path): the handler stamps each tick with time.Now
// and notifies a Signal main waits on; each tick comes one period (within a tenth of one) after
// the one before, the first one period after TimerStart, and none comes after TimerStop (called by
// the handler at the last tick). Under -icount (.flags): deterministic, and the 5 s periods pass
// in virtual time while the CPU idles.
// The handler's IRQ is the board's test timer, in irq_<cpu>.go (as in chan_feed), with the
// periods a tick may come late by under -icount (late: 1 on mps2-an385, QEMU issue #2703).
package main

import (
	"interrupt"
	"machine"
	"time"
)

var sig interrupt.Signal
var stamps [4]int64 // nanoseconds since start, per tick
var start time.Time
var fired, limit int

// tick is the timer interrupt's handler (irq_<cpu>.go calls it)
func tick() {
	machine.TimerAck()
	if fired < limit {
		stamps[fired] = int64(time.Since(start))
	}
	fired++
	if fired == limit {
		machine.TimerStop()
	}
	sig.Notify()
}

func run(period time.Duration, ticks int) {
	fired, limit = 0, ticks
	start = time.Now()
	machine.TimerStart(period)
	for i := 0; i < ticks; i++ {
		sig.Wait()
	}
	ok := true
	var prev int64
	for i := 0; i < ticks; i++ {
		d := time.Duration(stamps[i] - prev)
		if d < period || d > (1+late)*period+period/10 {
			ok = false
			println("  tick", i, "came", int64(d), "ns after the one before")
		}
		prev = stamps[i]
	}
	time.Sleep(3 * period)
	println("period", period.Microseconds(), "us:", fired, "ticks, each one period after the one before:", ok)
}

func main() {
	interrupt.SetPriority(timerIRQ, 1)
	interrupt.Enable(timerIRQ)
	run(5*time.Second, 3)
	run(time.Millisecond, 4)
	run(100*time.Microsecond, 4)
	run(5*time.Second, 2)
	interrupt.Disable(timerIRQ)
}
