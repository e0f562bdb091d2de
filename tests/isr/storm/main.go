// Interrupt storm: a periodic hardware timer (machine.TimerStart; on riscv32-virt the goldfish RTC
// alarm, PLIC source 11; on mps2-an385 CMSDK TIMER1, IRQ 9) interrupts every 20 us and its handler, written in Go, notifies an interrupt.Signal
// 100,000 times. Phase A: a goroutine keeps up (waits for every token): all received, no drops.
// Phase B: nobody waits until the storm is over: the signal saturates at 65535 pending tokens and
// counts the rest as drops; tokens received + drops = interrupts fired, exactly.
// The handler's IRQ is the board's test timer, in irq_<cpu>.go (selected by the file name's
// build tag); this file is the same for both boards.
package main

import (
	"interrupt"
	"machine"
	"time"
)

var sig, done, stopped interrupt.Signal
var fired, limit, got int

// tick is the timer interrupt's handler (irq_<cpu>.go calls it)
func tick() {
	machine.TimerAck()
	if fired < limit {
		fired++
		sig.Notify()
		if fired == limit {
			machine.TimerStop()
			stopped.Notify()
		}
	}
}

func consumer(n int) {
	for got+sig.Drops() < n {
		sig.Wait()
		got++
	}
	done.Notify()
}

func main() {
	interrupt.SetPriority(timerIRQ, 1)
	interrupt.Enable(timerIRQ)

	limit = 100000
	go consumer(limit)
	machine.TimerStart(20 * time.Microsecond)
	done.Wait()
	stopped.Wait()
	println("phase A: fired", fired, "received", got, "dropped", sig.Drops())
	println("received + dropped == fired:", got+sig.Drops() == fired, "no drops:", sig.Drops() == 0)

	fired, got = 0, 0
	machine.TimerStart(20 * time.Microsecond)
	stopped.Wait()
	println("phase B: fired", fired, "pending", sig.Pending(), "dropped", sig.Drops())
	go consumer(limit)
	done.Wait()
	println("phase B: received", got, "dropped", sig.Drops(), "pending", sig.Pending())
	println("received + dropped == fired:", got+sig.Drops() == fired)
	interrupt.Disable(timerIRQ)
}
