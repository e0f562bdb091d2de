// corogo:no-oracle (machine is corogo's package)
// ADC through TinyGo's API on the STM32F405 (ADC1): Configure an analog pin, Get a few readings,
// each scaled to 16 bits. QEMU 7.2's model does not sample a voltage: each conversion returns its
// previous result plus 7 (12 bits: 7, 14, 21, ... shifted up by 4), which is what this checks,
// together with a second pin sharing the converter and a change of resolution (8 bits: the
// counter masked to 8 bits, shifted up by 8).
package main

import "machine"

func main() {
	machine.InitADC()
	a := machine.ADC{Pin: machine.ADC0}
	a.Configure(machine.ADCConfig{})
	for i := 0; i < 3; i++ {
		println("ADC0", a.Get())
	}
	b := machine.ADC{Pin: machine.ADC3}
	b.Configure(machine.ADCConfig{Resolution: 8})
	println("ADC3 8 bits", b.Get())
}
