// corogo:no-oracle (machine is corogo's package)
// SPI through TinyGo's API on the STM32F405 (SPI1), driver style (a function taking a *machine.SPI):
// Configure programs the controller, read back from its CR1 through runtime/volatile (mode 3: CPOL
// and CPHA; 1 MHz: the 84 MHz bus divided by 128, BR 6; master, LSB first, software slave select,
// enabled); Transfer and Tx complete their handshake for every byte. Nothing is attached to QEMU's
// SPI bus on the netduinoplus2, so every byte reads back 0 (what Tx leaves in r).
package main

import (
	"machine"
	"runtime/volatile"
	"unsafe"
)

func command(bus *machine.SPI, cmd byte, r []byte) error {
	if _, err := bus.Transfer(cmd); err != nil {
		return err
	}
	return bus.Tx(nil, r)
}

func main() {
	spi := machine.SPI0
	err := spi.Configure(machine.SPIConfig{Frequency: 1000000, Mode: machine.Mode3, LSBFirst: true})
	println("configure", err == nil)
	cr1 := (*volatile.Register32)(unsafe.Pointer(uintptr(0x40013000))).Get()
	println("CPHA", cr1&1, "CPOL", cr1>>1&1, "MSTR", cr1>>2&1, "BR", cr1>>3&7, "SPE", cr1>>6&1,
		"LSBFIRST", cr1>>7&1, "SSM", cr1>>9&1)
	r := []byte{9, 9, 9}
	err = command(spi, 0x9F, r)
	println("read id", r[0], r[1], r[2], err == nil)
	err = spi.Tx([]byte{1, 2, 3}, r[:2])
	println("mismatched Tx is an error:", err != nil)
	err = spi.Tx([]byte{1, 2, 3}, nil)
	println("write only", err == nil)
}
