// corogo:no-oracle (machine is corogo's package)
// The shape of TinyGo's button example, written for this test: the LED follows the button, polled
// every 10 ms (the button pulls its line low when pressed: LED on while it reads low). It never
// ends: stop.go presses the button and ends the run.
package main

import (
	"machine"
	"time"
)

const (
	led    = machine.LED
	button = machine.BUTTON
)

func main() {
	led.Configure(machine.PinConfig{Mode: machine.PinOutput})
	button.Configure(machine.PinConfig{Mode: machine.PinInputPullup})

	for {
		if button.Get() {
			led.Low()
		} else {
			led.High()
		}

		time.Sleep(time.Millisecond * 10)
	}
}
