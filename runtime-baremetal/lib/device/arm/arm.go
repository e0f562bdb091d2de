//go:build cortexm

// Package arm is the part of TinyGo's device/arm that corogo's Cortex-M boards have: the system
// control block (SCB: CPUID, ICSR, VTOR, AIRCR, ...) and SysTick (SYST) as runtime/volatile
// registers, the NVIC's EnableIRQ, DisableIRQ and SetPriority (through the runtime's interrupt
// functions, so that an IRQ without a handler is refused as interrupt.Enable refuses it), and
// SystemReset, SemihostingCall, and Asm and AsmFull: inline assembly from a constant string.
package arm

import (
	"interrupt"
	"runtime/volatile"
	_ "unsafe" // for //go:linkname (Go's compiler, under go vet)
)

// SCB_Type is the system control block at 0xE000ED00.
type SCB_Type struct {
	CPUID, ICSR, VTOR, AIRCR, SCR, CCR, SHPR1, SHPR2, SHPR3, SHCSR, CFSR, HFSR, DFSR, MMFAR, BFAR, AFSR volatile.Register32
}

// SYST_Type is the SysTick timer at 0xE000E010.
type SYST_Type struct {
	SYST_CSR, SYST_RVR, SYST_CVR, SYST_CALIB volatile.Register32
}

//go:linkname scbAt rt_mmio
func scbAt(addr uintptr) *SCB_Type

//go:linkname systAt rt_mmio
func systAt(addr uintptr) *SYST_Type

// SCB and SYST are set by init (an initialiser calling an intrinsic crashed the call graph's
// taint pass: a package-level var of a library package initialised by a body-less function)
var (
	SCB  *SCB_Type
	SYST *SYST_Type
)

func init() {
	SCB = scbAt(0xE000ED00)
	SYST = systAt(0xE000E010)
}

const (
	SCB_AIRCR_VECTKEY     = 0x05FA << 16
	SCB_AIRCR_SYSRESETREQ = 1 << 2
	SYST_CSR_ENABLE       = 1 << 0
	SYST_CSR_TICKINT      = 1 << 1
	SYST_CSR_CLKSOURCE    = 1 << 2
	SYST_CSR_COUNTFLAG    = 1 << 16
)

// EnableIRQ enables the external interrupt irq in the NVIC.
func EnableIRQ(irq uint32) { interrupt.Enable(int(irq)) }

// DisableIRQ disables it.
func DisableIRQ(irq uint32) { interrupt.Disable(int(irq)) }

// SetPriority sets irq's priority, 0 the most urgent, as the NVIC's 8-bit field: the runtime
// keeps its top 3 bits (0x00, 0x20, ... 0xE0).
func SetPriority(irq uint32, priority uint32) { interrupt.SetPriority(int(irq), int(priority>>5)) }

// Asm inserts the assembly asm, a constant string, where it is called (an instruction with side
// effects that the compiler neither moves nor removes).
//
//go:linkname Asm corogo_asm
func Asm(asm string)

// AsmFull inserts the assembly asm, a constant string, in which {name} is a register holding
// regs[name] (regs is a map literal of integers and pointers) and {} a register whose value
// AsmFull returns.
//
//go:linkname AsmFull corogo_asm_full
func AsmFull(asm string, regs map[string]interface{}) uintptr

// Arm semihosting operations (the numbers of Arm's semihosting specification).
const (
	SemihostingOpen       = 0x01
	SemihostingClose      = 0x02
	SemihostingWriteC     = 0x03
	SemihostingWrite0     = 0x04
	SemihostingWrite      = 0x05
	SemihostingRead       = 0x06
	SemihostingReadC      = 0x07
	SemihostingIsError    = 0x08
	SemihostingIsTTY      = 0x09
	SemihostingSeek       = 0x0A
	SemihostingFileLen    = 0x0C
	SemihostingTmpNam     = 0x0D
	SemihostingRemove     = 0x0E
	SemihostingRename     = 0x0F
	SemihostingClock      = 0x10
	SemihostingTime       = 0x11
	SemihostingSystem     = 0x12
	SemihostingErrno      = 0x13
	SemihostingGetCmdline = 0x15
	SemihostingHeapInfo   = 0x16
	SemihostingElapsed    = 0x30
	SemihostingTickFreq   = 0x31
)

// SemihostingCall makes the semihosting request num with its argument (a value, or the address
// of the request's parameter block) and returns the host's answer: a debugger's, or QEMU's with
// -semihosting (every Cortex-M board's emulator line); without either the core faults.
//
//go:linkname SemihostingCall rt_arm_semihosting_call
func SemihostingCall(num int, arg uintptr) int

// SystemReset asks the core for a system reset and waits for it.
func SystemReset() {
	SCB.AIRCR.Set(SCB_AIRCR_VECTKEY | SCB_AIRCR_SYSRESETREQ)
	for {
	}
}
