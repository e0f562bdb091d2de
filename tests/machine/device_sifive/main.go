// corogo:no-oracle (device/sifive is corogo's package)
// device/sifive on the sifive_e, through what QEMU 7.2 models of the FE310: GPIO0's registers agree
// with the machine package (the LED configured as an output shows in OUTPUT_EN, its level in PORT
// and VALUE, clearing its PORT bit turns it off as Get sees it, a pull-up input reads high), UART0's
// DIV is the divisor machine.Serial.Configure set and its TXCTRL enables transmission, the PLIC keeps
// a source's priority and enable bit (GPIO pin 30's: nothing pending), the CLINT's MTIME counts, and the
// PRCI's oscillator reports ready. UART1 and the always-on block are not modelled, so only their
// addresses are checked.
package main

import (
	"device/sifive"
	"machine"
	"unsafe"
)

func main() {
	led := machine.LED
	led.Configure(machine.PinConfig{Mode: machine.PinOutput})
	led.High()
	bit := uint32(1) << uint32(led)
	println("LED is an output:", sifive.GPIO0.OUTPUT_EN.HasBits(bit),
		"high in PORT:", sifive.GPIO0.PORT.HasBits(bit), "and VALUE:", sifive.GPIO0.VALUE.HasBits(bit))
	sifive.GPIO0.PORT.ClearBits(bit)
	println("after clearing PORT, Get:", led.Get())
	in := machine.D2
	in.Configure(machine.PinConfig{Mode: machine.PinInputPullup})
	ib := uint32(1) << uint32(in)
	println("D2 pull-up:", sifive.GPIO0.PUE.HasBits(ib), "input enabled:", sifive.GPIO0.INPUT_EN.HasBits(ib),
		"reads high:", sifive.GPIO0.VALUE.HasBits(ib))

	machine.Serial.Configure(machine.UARTConfig{BaudRate: 9600})
	println("UART0 9600 baud:", sifive.UART0.DIV.Get() == machine.CPUFrequency()/9600-1)
	machine.Serial.Configure(machine.UARTConfig{BaudRate: 115200})
	println("UART0 115200 baud:", sifive.UART0.DIV.Get() == machine.CPUFrequency()/115200-1,
		"TXEN:", sifive.UART0.TXCTRL.HasBits(sifive.UART_TXCTRL_TXEN))

	const src = sifive.IRQ_GPIO0_0 + 30
	old := sifive.PLIC.PRIORITY[src].Get()
	sifive.PLIC.PRIORITY[src].Set(5)
	sifive.PLIC.ENABLE[src/32].SetBits(1 << (src % 32))
	println("PLIC priority of source 38:", sifive.PLIC.PRIORITY[src].Get(),
		"enabled:", sifive.PLIC.ENABLE[1].HasBits(1<<6), "pending:", sifive.PLIC.PENDING[1].HasBits(1<<6))
	sifive.PLIC.ENABLE[src/32].ClearBits(1 << (src % 32))
	sifive.PLIC.PRIORITY[src].Set(old)

	a := sifive.CLINT.MTIME.Get()
	b := a
	for i := 0; i < 100000 && b == a; i++ {
		b = sifive.CLINT.MTIME.Get()
	}
	println("MTIME counts:", b != a)
	println("HFROSC ready:", sifive.PRCI.HFROSCCFG.HasBits(sifive.PRCI_HFROSCCFG_RDY))

	println("UART1.DIV at", uintptr(unsafe.Pointer(&sifive.UART1.DIV)) == 0x10023018,
		"AON.RTCCFG at", uintptr(unsafe.Pointer(&sifive.AON.RTCCFG)) == 0x10000040,
		"AON.PMUKEY at", uintptr(unsafe.Pointer(&sifive.AON.PMUKEY)) == 0x1000014C,
		"PLIC.CLAIM at", uintptr(unsafe.Pointer(&sifive.PLIC.CLAIM)) == 0x0C200004,
		"CLINT.MTIME at", uintptr(unsafe.Pointer(&sifive.CLINT.MTIME)) == 0x0200BFF8)
}
