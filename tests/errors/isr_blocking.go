// An interrupt handler runs in sync mode and must never block: a handler that can reach a
// blocking operation (time.Sleep, Signal.Wait, UART.ReadByte), directly or through calls, is
// rejected at compile time with the call chain. Notify and the other non-blocking package
// functions are fine in a handler.
package main

import (
	"interrupt"
	"machine"
	"time"
)

var sig interrupt.Signal

func pause() { time.Sleep(time.Millisecond) }

func settle() { pause() }

//corogo:interrupt 3
func sleepy() {
	settle()
}

//corogo:interrupt 4
func waiter() {
	sig.Wait()
}

//corogo:interrupt 5
func reader() {
	_, _ = machine.Serial.ReadByte()
}

//corogo:interrupt 6
func fine() {
	sig.Notify()
	machine.LED.Toggle()
	_ = time.Now()
}

func main() {
	interrupt.Enable(3)
}
