// The shape of TinyGo's blinky1 example (the board's LED configured as an output, toggled every
// half second forever), written for this test: it builds unchanged for every board that has an
// LED. It never ends: stop.go reads the LED back and ends the run.
package main

import (
	"machine"
	"time"
)

func main() {
	led := machine.LED
	led.Configure(machine.PinConfig{Mode: machine.PinOutput})
	for {
		led.Low()
		time.Sleep(500 * time.Millisecond)
		led.High()
		time.Sleep(500 * time.Millisecond)
	}
}
