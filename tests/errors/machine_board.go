// What a board lacks is a compile-time error naming the board: sifive_e has no test timer
// (machine.TimerStart) and no BUTTON (machine.flags: -target=sifive_e).
package main

import (
	"machine"
	"time"
)

func main() {
	machine.TimerStart(time.Millisecond)
	machine.BUTTON.Configure(machine.PinConfig{Mode: machine.PinInputPullup})
	machine.LED.High() // the board has this one
}
