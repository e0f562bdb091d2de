// corogo:no-oracle (machine is corogo's package)
// machine LEDs: Set/High/Low/Toggle and Get (on mps2-an385 read back from the FPGA I/O LED
// register QEMU models; riscv32-virt keeps them in RAM), each LED independent.
package main

import "machine"

func show(what string) {
	println(what, machine.LED1.Get(), machine.LED2.Get())
}

func main() {
	show("reset")
	machine.LED.High()
	show("LED high")
	machine.LED2.Set(true)
	show("LED2 set")
	machine.LED1.Toggle()
	show("LED1 toggled")
	machine.LED2.Low()
	machine.LED1.Toggle()
	show("LED2 low, LED1 toggled")
	machine.LED1.Set(false)
	show("off")
}
