// corogo:no-oracle (device/virt is corogo's package)
// device/virt on the riscv32-virt board: the UART's scratch register keeps a byte, its divisor
// latch reads back what was written behind LCR's DLAB (then restored), the transmitter is idle and no
// interrupt is pending; a PLIC source's priority and its supervisor-mode enable bit read back (the
// runtime uses machine mode only); the CLINT's software interrupt bit sets and clears and MTIME
// advances by the 10 MHz count of a 2 ms sleep, the RTC by its nanoseconds; the first virtio-mmio
// transport answers with its magic value and no device; and the test finisher ends the program with
// exit status 3.
package main

import (
	"device/virt"
	"time"
)

func main() {
	u := virt.UART0
	u.SCR.Set(0xA5)
	println("scratch:", u.SCR.Get() == 0xA5)
	lcr := u.LCR.Get()
	u.LCR.Set(lcr | virt.UART_LCR_DLAB)
	dll, dlm := u.RBR.Get(), u.IER.Get()
	u.RBR.Set(0x34)
	u.IER.Set(0x12)
	div := uint16(u.IER.Get())<<8 | uint16(u.RBR.Get())
	u.RBR.Set(dll)
	u.IER.Set(dlm)
	u.LCR.Set(lcr)
	println("divisor latch:", div == 0x1234, "LCR back:", u.LCR.Get() == lcr)
	println("transmitter idle:", u.LSR.HasBits(virt.UART_LSR_THRE|virt.UART_LSR_TEMT),
		"no interrupt:", u.IIR.HasBits(virt.UART_IIR_NOINT))

	p := virt.PLIC
	src := virt.IRQ_VIRTIO0 + 7
	p.PRIORITY[src].Set(5)
	p.ENABLE[1].ENABLE[0].SetBits(1 << src)
	println("PLIC priority:", p.PRIORITY[src].Get(), "S-mode enable:", p.ENABLE[1].ENABLE[0].HasBits(1<<src),
		"M-mode enable:", p.ENABLE[0].ENABLE[0].HasBits(1<<src))
	p.ENABLE[1].ENABLE[0].ClearBits(1 << src)
	p.PRIORITY[src].Set(0)

	c := virt.CLINT
	c.MSIP.Set(1)
	set := c.MSIP.Get()
	c.MSIP.Set(0)
	println("MSIP set:", set, "cleared:", c.MSIP.Get())
	m1 := c.MTIME.Get()
	r1 := virt.RTC.TIME_LOW.Get()
	time.Sleep(2 * time.Millisecond)
	m2 := c.MTIME.Get()
	r2 := virt.RTC.TIME_LOW.Get()
	println("MTIME advanced:", m2-m1 >= 20000 && m2-m1 < 21000, "RTC advanced:", r2-r1 >= 2000000 && r2-r1 < 2100000)

	v := virt.VIRTIO[0]
	println("virtio magic:", v.MAGIC_VALUE.Get() == virt.VIRTIO_MAGIC, "device:", v.DEVICE_ID.Get())

	println("exit 3 through the finisher")
	virt.TEST.Set(3<<16 | virt.TEST_FAIL)
	println("not reached")
}
