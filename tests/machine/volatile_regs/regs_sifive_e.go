//go:build sifive_e

package main

import (
	"machine"
	"runtime/volatile"
)

// GPIO0's output value register (port): bit 19 is the green LED (P19)
const (
	ledRegister = 0x1001200c
	ledShift    = 19
	ledBit      = 1 << ledShift
	led         = machine.LED_GREEN
)

// clearByte: the FE310's GPIO takes 32-bit accesses only (QEMU's model too), so the bit is cleared
// with one
func clearByte(r *volatile.Register32) { r.ClearBits(ledBit) }
