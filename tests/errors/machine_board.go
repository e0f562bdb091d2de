// What a board lacks is a compile-time error naming the board: sifive_e has no I2C bus
// (machine.I2C0) and no BUTTON (machine.flags: -target=sifive_e).
package main

import "machine"

func main() {
	machine.I2C0.Tx(0x1D, nil, nil)
	machine.BUTTON.Configure(machine.PinConfig{Mode: machine.PinInputPullup})
	machine.LED.High() // the board has this one
}
