// corogo:no-oracle (device/arm is corogo's package)
// device/arm on the MPS2 images: SCB.CPUID names the core QEMU models for the board (cpu_<board>.go:
// Cortex-M3, M4, M7), EnableIRQ/DisableIRQ/SetPriority show in the NVIC's registers (read through
// runtime/volatile), SysTick counts down once enabled, and Asm/AsmFull insert inline assembly:
// cpsid/cpsie seen in PRIMASK, an add of two registers, a store through a pointer operand.
package main

import (
	"device/arm"
	"machine"
	"runtime/volatile"
	"time"
)

var ticks int

//corogo:interrupt 9
func tick() {
	machine.TimerAck()
	ticks++
}

func main() {
	part := arm.SCB.CPUID.Get() >> 4 & 0xFFF
	println("CPUID part is the board's core:", part == corePart)

	iser := volatile.Register32At(0xE000E100)
	ipr := volatile.Register8At(0xE000E400 + 9)
	arm.EnableIRQ(9)
	println("enabled:", iser.HasBits(1<<9))
	arm.SetPriority(9, 0xC0)
	println("priority:", ipr.Get())
	arm.DisableIRQ(9)
	println("disabled:", iser.HasBits(1<<9))

	arm.SYST.SYST_RVR.Set(0xFFFFFF)
	arm.SYST.SYST_CVR.Set(0)
	arm.SYST.SYST_CSR.Set(arm.SYST_CSR_ENABLE | arm.SYST_CSR_CLKSOURCE)
	a := arm.SYST.SYST_CVR.Get()
	time.Sleep(time.Millisecond)
	b := arm.SYST.SYST_CVR.Get()
	arm.SYST.SYST_CSR.Set(0)
	println("SysTick counts down:", a != b)
	_ = ticks

	arm.Asm("nop")
	arm.Asm("cpsid i")
	masked := arm.AsmFull("mrs {}, PRIMASK", nil)
	arm.Asm("cpsie i")
	println("PRIMASK after cpsid:", masked, "after cpsie:", arm.AsmFull("mrs {}, PRIMASK", nil))
	b32 := uint32(2)
	println("add:", arm.AsmFull("add {}, {a}, {b}", map[string]interface{}{"a": 40, "b": b32}))
	var x uint32
	arm.AsmFull("str {v}, [{p}]", map[string]interface{}{"v": 7 * b32, "p": &x})
	println("stored:", x)
}
