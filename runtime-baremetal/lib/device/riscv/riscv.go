//go:build riscv32

// Package riscv is the part of TinyGo's device/riscv that corogo's RISC-V boards have: the
// machine-mode control and status registers as CSR values with Get, Set, SetBits and ClearBits
// (each a single csrr/csrw/csrrs/csrrc instruction in the runtime, port/riscv/csr.c: the CSR
// number is part of the instruction, so only the registers named here are reachable, another one
// panics), and the CLINT's machine timer (MTIME). The runtime owns mtvec, mie, mscratch, the PMP
// and mtimecmp: a program that writes them takes the runtime's traps, interrupts or time away.
// Asm and AsmFull insert inline assembly from a constant string, as device/arm's do.
package riscv

import _ "unsafe" // for //go:linkname (Go's compiler, under go vet)

// A CSR is a control and status register, by its number.
type CSR uint32

const (
	MSTATUS   CSR = 0x300
	MISA      CSR = 0x301
	MIE       CSR = 0x304
	MTVEC     CSR = 0x305
	MSCRATCH  CSR = 0x340
	MEPC      CSR = 0x341
	MCAUSE    CSR = 0x342
	MTVAL     CSR = 0x343
	MIP       CSR = 0x344
	MCYCLE    CSR = 0xB00
	MINSTRET  CSR = 0xB02
	MCYCLEH   CSR = 0xB80
	MINSTRETH CSR = 0xB82
	MVENDORID CSR = 0xF11
	MARCHID   CSR = 0xF12
	MIMPID    CSR = 0xF13
	MHARTID   CSR = 0xF14
)

// Bits of MSTATUS, MIE and MIP.
const (
	MSTATUS_MIE = 1 << 3
	MIE_MSIE    = 1 << 3
	MIE_MTIE    = 1 << 7
	MIE_MEIE    = 1 << 11
)

// Get reads the register.
func (csr CSR) Get() uintptr { return csrGet(csr) }

//go:linkname csrGet rt_csr_read
func csrGet(csr CSR) uintptr

// Set writes it.
func (csr CSR) Set(value uintptr) { csrSet(csr, value) }

//go:linkname csrSet rt_csr_write
func csrSet(csr CSR, value uintptr)

// SetBits sets the bits of mask, returning the register's previous value.
func (csr CSR) SetBits(mask uintptr) uintptr { return csrSetBits(csr, mask) }

//go:linkname csrSetBits rt_csr_set
func csrSetBits(csr CSR, mask uintptr) uintptr

// ClearBits clears them, returning the previous value.
func (csr CSR) ClearBits(mask uintptr) uintptr { return csrClearBits(csr, mask) }

//go:linkname csrClearBits rt_csr_clear
func csrClearBits(csr CSR, mask uintptr) uintptr

//go:linkname mtime rt_csr_mtime
func mtime() uint64

// MTIME is the CLINT's machine timer, 64 bits (10 MHz on QEMU's virt and sifive_e).
func MTIME() uint64 { return mtime() }

// Asm inserts the assembly asm, a constant string, where it is called.
//
//go:linkname Asm corogo_asm
func Asm(asm string)

// AsmFull inserts the assembly asm, a constant string, in which {name} is a register holding
// regs[name] (a map literal of integers and pointers) and {} a register whose value it returns.
//
//go:linkname AsmFull corogo_asm_full
func AsmFull(asm string, regs map[string]interface{}) uintptr
