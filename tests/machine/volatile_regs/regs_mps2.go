//go:build mps2_an385 || mps2_an386 || mps2_an500

package main

import (
	"machine"
	"runtime/volatile"
)

// the FPGA I/O block's LED0 register: bit 1 is LED2
const (
	ledRegister = 0x40028000
	ledShift    = 1
	ledBit      = 1 << ledShift
	led         = machine.LED2
)

// clearByte clears the LED's bit with a byte store (the FPGA I/O block takes byte accesses)
func clearByte(r *volatile.Register32) {
	volatile.Register8At(ledRegister + ledShift/8).ClearBits(uint8(ledBit >> (ledShift / 8 * 8)))
}
