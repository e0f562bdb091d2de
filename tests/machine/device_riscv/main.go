// corogo:no-oracle (device/riscv is corogo's package)
// device/riscv on the RISC-V boards: MISA says RV32 with the I, M, A and C extensions, MHARTID is
// hart 0, MSTATUS.MIE is set while main runs (the runtime unmasked interrupts) and ClearBits /
// SetBits mask and unmask them (returning the previous value), MCYCLE and MINSTRET advance, MTIME
// advances by at least the 10 MHz count of a 2 ms sleep, Asm and AsmFull insert inline assembly
// (a csrci/csrsi pair seen in MSTATUS, an add of two registers, a store through a pointer), and an
// unknown CSR panics.
package main

import (
	"device/riscv"
	"time"
)

func has(misa uintptr, ext byte) bool { return misa>>(ext-'A')&1 != 0 }

func main() {
	misa := riscv.MISA.Get()
	println("RV32:", misa>>30 == 1, "I M A C:", has(misa, 'I'), has(misa, 'M'), has(misa, 'A'), has(misa, 'C'))
	println("hart", riscv.MHARTID.Get())
	old := riscv.MSTATUS.ClearBits(riscv.MSTATUS_MIE)
	println("MIE was set:", old&riscv.MSTATUS_MIE != 0, "now clear:", riscv.MSTATUS.Get()&riscv.MSTATUS_MIE == 0)
	old = riscv.MSTATUS.SetBits(riscv.MSTATUS_MIE)
	println("MIE was clear:", old&riscv.MSTATUS_MIE == 0, "now set:", riscv.MSTATUS.Get()&riscv.MSTATUS_MIE != 0)
	c0, i0 := riscv.MCYCLE.Get(), riscv.MINSTRET.Get()
	sum := 0
	for i := 0; i < 1000; i++ {
		sum += i
	}
	println("sum", sum, "cycles advance:", riscv.MCYCLE.Get() != c0, "instret advances:", riscv.MINSTRET.Get() != i0)
	t0 := riscv.MTIME()
	time.Sleep(2 * time.Millisecond)
	println("mtime advances by a 2 ms sleep:", riscv.MTIME()-t0 >= 20000)
	riscv.Asm("nop")
	riscv.Asm("csrci mstatus, 8")
	masked := riscv.MSTATUS.Get()&riscv.MSTATUS_MIE == 0
	riscv.Asm("csrsi mstatus, 8")
	println("asm masks:", masked, "unmasks:", riscv.MSTATUS.Get()&riscv.MSTATUS_MIE != 0)
	b32 := uint32(2)
	println("add:", riscv.AsmFull("add {}, {a}, {b}", map[string]interface{}{"a": 40, "b": b32}))
	var x uint32
	riscv.AsmFull("sw {v}, 0({p})", map[string]interface{}{"v": 7 * b32, "p": &x})
	println("stored:", x)
	defer func() { println("recovered:", recover() != nil) }()
	riscv.CSR(0x7C0).Get()
}
