// corogo:no-oracle (machine is corogo's package)
// The shape of TinyGo's blinky2 example, written for this test: two LEDs, each blinked by its own
// goroutine at its own period (1 s and 0.42 s), each printing its change ("+" low, "-" high,
// indented for the second LED). It never ends: stop.go ends the run.
package main

import (
	"machine"
	"time"
)

func main() {
	go blinkFirst()
	blinkSecond()
}

func blinkFirst() {
	led := machine.LED1
	led.Configure(machine.PinConfig{Mode: machine.PinOutput})
	for {
		println("+")
		led.Low()
		time.Sleep(time.Millisecond * 1000)

		println("-")
		led.High()
		time.Sleep(time.Millisecond * 1000)
	}
}

func blinkSecond() {
	led := machine.LED2
	led.Configure(machine.PinConfig{Mode: machine.PinOutput})
	for {
		println("  +")
		led.Low()
		time.Sleep(time.Millisecond * 420)

		println("  -")
		led.High()
		time.Sleep(time.Millisecond * 420)
	}
}
