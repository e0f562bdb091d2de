// corogo:no-oracle (device/arm is corogo's package)
// device/arm on the MPS2 images and the micro:bit: SCB.CPUID names the core QEMU models for the
// board (cpu_<board>.go: Cortex-M3, M4, M7, M0), EnableIRQ/DisableIRQ/SetPriority show in the
// NVIC's registers (read through runtime/volatile, a word at a time as ARMv6-M requires), SysTick
// counts down (started by the program on the MPS2 images; on the micro:bit the runtime's time base
// runs it: sys_<board>.go), and Asm/AsmFull insert inline assembly: cpsid/cpsie seen in PRIMASK, an
// add of two registers (Thumb-1 has only the flag-setting adds), a sequence of flag-setting
// instructions on four operands (low registers on the Cortex-M0), loads and stores through
// pointer operands; SemihostingCall asks QEMU (-semihosting) for the host's time.
package main

import (
	"device/arm"
	"machine"
	"runtime/volatile"
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
	ipr := volatile.Register32At(0xE000E400 + 8) // IRQ 9's priority: byte 1 of IPR2
	arm.EnableIRQ(9)
	println("enabled:", iser.HasBits(1<<9))
	arm.SetPriority(9, 0xC0)
	println("priority:", ipr.Get()>>8&0xFF)
	arm.DisableIRQ(9)
	println("disabled:", iser.HasBits(1<<9))

	startSysTick()
	a := arm.SYST.SYST_CVR.Get()
	b := a
	for i := 0; i < 100000 && b == a; i++ { // (a sleep on the micro:bit would restart its period)
		b = arm.SYST.SYST_CVR.Get()
	}
	stopSysTick()
	println("SysTick counts down:", a != b)
	_ = ticks

	arm.Asm("nop")
	arm.Asm("cpsid i")
	masked := arm.AsmFull("mrs {}, PRIMASK", nil)
	arm.Asm("cpsie i")
	println("PRIMASK after cpsid:", masked, "after cpsie:", arm.AsmFull("mrs {}, PRIMASK", nil))
	b32 := uint32(2)
	println("add:", arm.AsmFull(addAsm, map[string]interface{}{"a": 40, "b": b32}))
	println("sequence:", arm.AsmFull(`movs {}, {a}
	adds {}, {}, {b}
	lsls {}, {}, #2
	subs {}, {}, {c}
	adds {}, {}, {d}`, map[string]interface{}{"a": 5, "b": b32, "c": 3, "d": int32(-1)}))
	var x uint32
	arm.AsmFull("str {v}, [{p}]", map[string]interface{}{"v": 7 * b32, "p": &x})
	println("stored:", x)
	w := [2]uint32{11, 22}
	println("loaded:", arm.AsmFull("ldr {}, [{p}, #4]", map[string]interface{}{"p": &w}))
	println("semihosting: host time after 2020:", arm.SemihostingCall(arm.SemihostingTime, 0) > 1577836800)
}
