// corogo:no-oracle (machine is corogo's package)
// I2C through TinyGo's API on the micro:bit's internal bus, driver style (a function taking a
// *machine.I2C): Configure with the board's SCL/SDA, ReadRegister of the accelerometer's WHO_AM_I
// (MMA8653 at 0x1D, register 0x0D: 0x5A, what the chip answers and what QEMU's TWI stub returns),
// WriteRegister of its control register, and a Tx writing one byte and reading one back (QEMU's
// stub answers its fixed sequence: 0x5A again). Each transfer must end without an error.
package main

import "machine"

const accel = 0x1D

func whoAmI(bus *machine.I2C) (byte, error) {
	var id [1]byte
	err := bus.ReadRegister(accel, 0x0D, id[:])
	return id[0], err
}

func main() {
	bus := machine.I2C0
	err := bus.Configure(machine.I2CConfig{Frequency: 400000})
	println("configure", err == nil)
	id, err := whoAmI(bus)
	println("who am i", id, err == nil)
	err = bus.WriteRegister(accel, 0x2A, []byte{0x01})
	println("write ctrl", err == nil)
	var r [1]byte
	err = bus.Tx(accel, []byte{0x0D}, r[:])
	println("tx", r[0], err == nil)
}
