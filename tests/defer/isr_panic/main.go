// A panic in an interrupt handler: the handler's own deferred call runs, none of main's (which the
// interrupt stopped in the middle of a receive), and the program ends with exit status 2 and
// "panic: <value> [in interrupt N]", N the board's test-timer IRQ (irq_<cpu>.go).
package main

import (
	"interrupt"
	"machine"
	"time"
)

var done = make(chan bool) // fed by the handler: main's receive waits on the interrupt
var never bool

func tick() {
	machine.TimerAck()
	machine.TimerStop()
	defer println("handler deferred")
	if never {
		select {
		case done <- true:
		default:
		}
	}
	panic("in handler")
}

func main() {
	defer println("main deferred, must not run")
	interrupt.SetPriority(timerIRQ, 1)
	interrupt.Enable(timerIRQ)
	machine.TimerStart(100 * time.Microsecond)
	<-done
}
