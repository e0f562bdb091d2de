// corogo:no-oracle (machine is corogo's package)
// A button toggling the LED from its pin interrupt, as TinyGo programs write it: builds for the
// micro:bit, whose GPIOTE driver (boards/microbit/gpiote.c) QEMU cannot run (tests/runtime/
// gpiote_test.c checks it on the host). Never ends: built, not run.
package main

import "machine"

func main() {
	led := machine.LED
	led.Configure(machine.PinConfig{Mode: machine.PinOutput})
	button := machine.BUTTON
	button.Configure(machine.PinConfig{Mode: machine.PinInputPullup})
	button.SetInterrupt(machine.PinFalling, func(machine.Pin) {
		led.Toggle()
	})
	select {}
}
