// corogo:no-oracle (machine is corogo's package)
// machine LEDs: Configure as outputs (TinyGo's API), Set/High/Low/Toggle and Get (on the MPS2
// boards read back from the FPGA I/O LED register QEMU models; riscv32-virt keeps them in RAM; on
// sifive_e GPIO0's pins), each LED independent.
package main

import "machine"

func show(what string) {
	println(what, machine.LED1.Get(), machine.LED2.Get())
}

func main() {
	machine.LED1.Configure(machine.PinConfig{Mode: machine.PinOutput})
	machine.LED2.Configure(machine.PinConfig{Mode: machine.PinOutput})
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
