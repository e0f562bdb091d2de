// corogo:no-oracle (machine is corogo's package)
// I2C through TinyGo's API on the micro:bit's internal bus, in the tinygo-org/drivers style: the
// driver holds its bus as an interface of the three I2C methods (drivers.I2C's shape), so
// machine.I2C0 (a *machine.I2C) is passed as an interface value: Configure with the board's
// SCL/SDA, ReadRegister of the accelerometer's WHO_AM_I (MMA8653 at 0x1D, register 0x0D: 0x5A,
// what the chip answers and what QEMU's TWI stub returns), WriteRegister of its control register,
// and a Tx writing one byte and reading one back (QEMU's stub answers its fixed sequence: 0x5A
// again). Each transfer must end without an error.
package main

import "machine"

// bus is what a driver needs of an I2C bus
type bus interface {
	ReadRegister(addr uint8, r uint8, buf []byte) error
	WriteRegister(addr uint8, r uint8, buf []byte) error
	Tx(addr uint16, w, r []byte) error
}

// accelerometer is a driver of the MMA8653
type accelerometer struct {
	bus  bus
	addr uint8
}

func newAccelerometer(b bus) accelerometer { return accelerometer{bus: b, addr: 0x1D} }

func (d accelerometer) whoAmI() (byte, error) {
	var id [1]byte
	err := d.bus.ReadRegister(d.addr, 0x0D, id[:])
	return id[0], err
}

func (d accelerometer) activate() error { return d.bus.WriteRegister(d.addr, 0x2A, []byte{0x01}) }

func main() {
	i2c := machine.I2C0
	err := i2c.Configure(machine.I2CConfig{Frequency: 400000})
	println("configure", err == nil)
	acc := newAccelerometer(i2c)
	id, err := acc.whoAmI()
	println("who am i", id, err == nil)
	println("write ctrl", acc.activate() == nil)
	var r [1]byte
	err = acc.bus.Tx(uint16(acc.addr), []byte{0x0D}, r[:])
	println("tx", r[0], err == nil)
}
