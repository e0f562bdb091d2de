// corogo:no-oracle (machine is corogo's package)
// The micro:bit's GPIO (nRF51822, modelled by QEMU): an output reads back what it drives (Set,
// High, Low, Toggle), an input with nothing driving it reads its pull (up: high, down: low), and a
// pin made an input again stops driving (BUTTONA with the pull-up the board's button needs).
package main

import "machine"

func main() {
	led := machine.LED2
	led.Configure(machine.PinConfig{Mode: machine.PinOutput})
	led.High()
	println("output high:", led.Get())
	led.Toggle()
	println("toggled:", led.Get())
	led.Set(true)
	println("set:", led.Get())
	led.Low()
	println("low:", led.Get())
	up := machine.P0_03
	up.Configure(machine.PinConfig{Mode: machine.PinInputPullup})
	println("pull-up reads", up.Get())
	down := machine.P0_04
	down.Configure(machine.PinConfig{Mode: machine.PinInputPulldown})
	println("pull-down reads", down.Get())
	led.High()
	led.Configure(machine.PinConfig{Mode: machine.PinInputPulldown})
	println("an output made an input reads its pull:", led.Get())
	button := machine.BUTTONA
	button.Configure(machine.PinConfig{Mode: machine.PinInputPullup})
	println("button A released (pulled up):", button.Get())
}
