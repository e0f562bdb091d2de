package main

// The test's side, beside the example left as TinyGo has it (-icount: deterministic): at 50 ms the
// released button (its pull-up) has the LED low; then the button is "pressed" (QEMU drives no
// pin from outside: its pull-up becomes a pull-down, so the line reads low) and 50 ms later the
// LED is high; then the program exits.

import (
	"machine"
	"os"
	"time"
)

func init() { go stop() }

func stop() {
	time.Sleep(50 * time.Millisecond)
	println("released: LED high:", machine.LED.Get())
	machine.BUTTON.Configure(machine.PinConfig{Mode: machine.PinInputPulldown})
	time.Sleep(50 * time.Millisecond)
	println("pressed: LED high:", machine.LED.Get())
	os.Exit(0)
}
