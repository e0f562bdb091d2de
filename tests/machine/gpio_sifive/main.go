// corogo:no-oracle (machine is corogo's package)
// sifive_e GPIO through QEMU's model of the FE310's GPIO0: outputs read back through the input
// value register, an undriven input reads its pull-up (and low without it), and pin interrupts
// raised by the program itself (an output with its input enabled sees its own edges): rising,
// falling and both, each callback run by the pin's goroutine after the interrupt woke it; disarming
// ends that goroutine, so the program ends.
package main

import (
	"interrupt"
	"machine"
)

var (
	done  interrupt.Signal
	edges int
	last  machine.Pin
)

func count(p machine.Pin) {
	edges++
	last = p
	done.Notify()
}

func pulses(p machine.Pin, change machine.PinChange, n int) int {
	edges = 0
	if err := p.SetInterrupt(change, count); err != nil {
		println("SetInterrupt:", err.Error())
	}
	for i := 0; i < n; i++ {
		p.High()
		p.Low()
	}
	for got := 0; got < expected(change, n); got++ {
		done.Wait()
	}
	p.SetInterrupt(0, nil)
	return edges
}

func expected(change machine.PinChange, n int) int {
	if change == machine.PinToggle {
		return 2 * n
	}
	return n
}

func main() {
	led := machine.LED
	led.Configure(machine.PinConfig{Mode: machine.PinOutput})
	led.Low()
	println("LED low:", led.Get())
	led.High()
	println("LED high:", led.Get())
	led.Toggle()
	println("LED toggled:", led.Get())

	in := machine.D2
	in.Configure(machine.PinConfig{Mode: machine.PinInputPullup})
	println("input with pull-up:", in.Get())
	in.Configure(machine.PinConfig{Mode: machine.PinInput})
	println("input without:", in.Get())

	p := machine.D8
	p.Configure(machine.PinConfig{Mode: machine.PinOutput})
	p.Low()
	println("rising edges:", pulses(p, machine.PinRising, 3), last == p)
	println("falling edges:", pulses(p, machine.PinFalling, 4), last == p)
	println("both edges:", pulses(p, machine.PinToggle, 2), last == p)
	println("no interrupt on a bad pin:", machine.Pin(40).SetInterrupt(machine.PinRising, count) != nil)
	println("CPU frequency:", machine.CPUFrequency())
	println("UART pins:", machine.UART_TX_PIN, machine.UART_RX_PIN)
}
