// corogo:no-oracle (machine is corogo's package)
// lm3s6965evb GPIO through QEMU's model of the PL061 ports: an output reads back what it drives
// (QEMU's data register does not show a pull-up or pull-down, so they are not checked), and pin
// interrupts on rising, falling and both edges, each callback run by the pin's goroutine after the port's interrupt woke it. No
// outside device drives a pin in QEMU; the model keeps a pin's last output level as its input level
// when the pin turns into an input, so each edge here is made that way (drive, then Configure as
// an input): the edge detector, the port interrupt (IRQ 0, port A) and the handler are QEMU's and
// corogo's as they are. Disarming ends the pins' goroutines, so the program ends.
package main

import (
	"interrupt"
	"machine"
)

var (
	woke  interrupt.Signal
	calls int
	seen  machine.Pin
)

func onEdge(p machine.Pin) {
	calls++
	seen = p
	woke.Notify()
}

// edge drives p to level, then makes it an input: one edge when the level changed
func edge(p machine.Pin, level bool) {
	p.Configure(machine.PinConfig{Mode: machine.PinOutput})
	p.Set(level)
	p.Configure(machine.PinConfig{Mode: machine.PinInput})
}

// run arms p for change, makes n high and n low levels, and counts the callbacks
func run(p machine.Pin, change machine.PinChange, n int) int {
	edge(p, false)
	calls = 0
	if err := p.SetInterrupt(change, onEdge); err != nil {
		println("SetInterrupt:", err.Error())
		return 0
	}
	want := n
	if change == machine.PinToggle {
		want = 2 * n
	}
	for i := 0; i < n; i++ {
		edge(p, true)
		edge(p, false)
	}
	for got := 0; got < want; got++ {
		woke.Wait()
	}
	p.SetInterrupt(0, nil)
	return calls
}

func main() {
	led := machine.LED
	led.Configure(machine.PinConfig{Mode: machine.PinOutput})
	led.High()
	println("LED high:", led.Get())
	led.Low()
	println("LED low:", led.Get())

	println("PA2 rising:", run(machine.PA2, machine.PinRising, 3), seen == machine.PA2)
	println("PA3 falling:", run(machine.PA3, machine.PinFalling, 2), seen == machine.PA3)
	println("PF1 both:", run(machine.LED2, machine.PinToggle, 2), seen == machine.LED2)
	println("no such pin:", machine.Pin(60).SetInterrupt(machine.PinRising, onEdge) != nil)
}
