//go:build microbit

// The I2C controllers of the boards whose machine.c has one (TinyGo's API): I2C0.Configure, Tx,
// ReadRegister and WriteRegister, the shape the tinygo-org/drivers packages take a *machine.I2C in.
// A transfer polls the controller (it is short); a device that does not answer is an error.
package machine

import _ "unsafe" // for //go:linkname (Go's compiler, under go vet)

// I2CConfig configures an I2C bus: Frequency 0 is 100 kHz; SCL and SDA 0 are the board's pins.
type I2CConfig struct {
	Frequency uint32
	SCL, SDA  Pin
}

// An I2C is an I2C controller (master).
type I2C struct {
	bus int32
}

// I2C0 is the board's first I2C controller.
var I2C0 = &I2C{0}

type i2cError int

func (e *i2cError) Error() string { return "machine: I2C device did not acknowledge" }

var errI2CNack = new(i2cError)

//go:linkname i2cConfigure rt_i2c_configure
func i2cConfigure(bus int32, freq uint32, scl, sda Pin)

//go:linkname i2cTx rt_i2c_tx
//go:noescape
func i2cTx(bus int32, addr uint16, w, r []byte) bool

// Configure sets the bus up.
func (i2c *I2C) Configure(config I2CConfig) error {
	scl, sda := config.SCL, config.SDA
	if scl == 0 && sda == 0 {
		scl, sda = SCL_PIN, SDA_PIN
	}
	i2cConfigure(i2c.bus, config.Frequency, scl, sda)
	return nil
}

// Tx writes w to the device at addr (7 bits), then reads len(r) bytes into r (a repeated start
// between the two); either may be empty.
func (i2c *I2C) Tx(addr uint16, w, r []byte) error {
	if !i2cTx(i2c.bus, addr, w, r) {
		return errI2CNack
	}
	return nil
}

// ReadRegister reads len(data) bytes from the device's register reg.
func (i2c *I2C) ReadRegister(addr uint8, reg uint8, data []byte) error {
	return i2c.Tx(uint16(addr), []byte{reg}, data)
}

// WriteRegister writes data (at most 16 bytes) to the device's register reg.
func (i2c *I2C) WriteRegister(addr uint8, reg uint8, data []byte) error {
	var buf [17]byte
	if len(data) > len(buf)-1 {
		return errI2CNack
	}
	buf[0] = reg
	n := copy(buf[1:], data)
	return i2c.Tx(uint16(addr), buf[:n+1], nil)
}
