// corogo:no-oracle (runtime/volatile and machine are corogo's packages)
// runtime/volatile on a register QEMU models, named by its address (regs_<board>.go): Set, Get,
// SetBits, ClearBits, HasBits and ReplaceBits through Register32, and (clearByte) an 8-bit access
// of the same register through Register8 where the device takes one; machine's view of the pin
// agrees with the register.
package main

import (
	"machine"
	"runtime/volatile"
)

func main() {
	r := volatile.Register32At(ledRegister)
	led.Configure(machine.PinConfig{Mode: machine.PinOutput})
	r.Set(0)
	println("cleared:", r.Get(), led.Get())
	r.SetBits(ledBit)
	println("SetBits:", r.HasBits(ledBit), led.Get())
	r.ClearBits(ledBit)
	println("ClearBits:", r.HasBits(ledBit), led.Get())
	r.ReplaceBits(1, 1, ledShift)
	println("ReplaceBits:", r.Get() == ledBit, led.Get())
	clearByte(r)
	println("byte access:", r.HasBits(ledBit), led.Get())
	volatile.StoreUint32(&r.Reg, ledBit)
	println("StoreUint32:", volatile.LoadUint32(&r.Reg) == ledBit, led.Get())
}
