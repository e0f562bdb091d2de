// Interrupt storm: a periodic hardware timer (machine.TimerStart; on riscv32-virt the goldfish RTC
// alarm, PLIC source 11; on mps2-an385 CMSDK TIMER1, IRQ 9) interrupts and its handler, written in
// Go, notifies an interrupt.Signal. Phase A: an interrupt every 20 us notifies once, 20,000 times,
// racing a goroutine that keeps up (waits for every token): all received, no drops. Phase B:
// nobody waits until the storm is over; an interrupt every 100 us notifies 10 times, 100,000
// notifications in 10,000 interrupts: the signal saturates at 65535 pending tokens and counts the
// rest as drops; tokens received + drops = notifications, exactly. (Phase B notified once per
// interrupt 20 us apart and phase A ran 100,000 interrupts: 200,000 interrupts, 8-14 s of host time
// per run, where QEMU's cost is per interrupt; now 30,000. The run still lasts longer than the
// micro:bit's SysTick period, 1.05 s: tests/isr/CMakeLists.txt.)
// The handler's IRQ is the board's test timer, in irq_<cpu>.go (selected by the file name's
// build tag); this file is the same for both boards.
package main

import (
	"interrupt"
	"machine"
	"time"
)

var sig, done, stopped interrupt.Signal
var fired, limit, burst, got int

// tick is the timer interrupt's handler (irq_<cpu>.go calls it): burst notifications
func tick() {
	machine.TimerAck()
	for i := 0; i < burst && fired < limit; i++ {
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

	limit, burst = 20000, 1
	go consumer(limit)
	machine.TimerStart(20 * time.Microsecond)
	done.Wait()
	stopped.Wait()
	println("phase A: fired", fired, "received", got, "dropped", sig.Drops())
	println("received + dropped == fired:", got+sig.Drops() == fired, "no drops:", sig.Drops() == 0)

	fired, got, limit, burst = 0, 0, 100000, 10
	machine.TimerStart(100 * time.Microsecond)
	stopped.Wait()
	println("phase B: fired", fired, "pending", sig.Pending(), "dropped", sig.Drops())
	go consumer(limit)
	done.Wait()
	println("phase B: received", got, "dropped", sig.Drops(), "pending", sig.Pending())
	println("received + dropped == fired:", got+sig.Drops() == fired)
	interrupt.Disable(timerIRQ)
}
