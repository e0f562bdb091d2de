// corogo:no-oracle (device/lm3s is corogo's package)
// device/lm3s on the lm3s6965evb: SYSCTL identifies the part (DID1's part number of the LM3S6965)
// and shows the clock gates the runtime opened, the status LED's port agrees with the machine
// package (PF0 configured as an output shows in DIR, DEN and the masked DATA register, a write
// through DATA[1] turns it off as Get sees it while a write masked to PF1 leaves PF0 alone),
// UART0's divisor is what machine.Serial.Configure set (the clock * 4 / baud, integer and sixty-fourths),
// and timer 0 programmed through the package as a 32-bit periodic timer keeps its load value and times
// out (QEMU 7.2 reads its counter, TAR, as 0: not checked).
package main

import (
	"device/lm3s"
	"machine"
)

func main() {
	println("part number:", lm3s.SYSCTL.DID1.Get()>>16&0xFF == 0x73,
		"UART0 clocked:", lm3s.SYSCTL.RCGC1.HasBits(lm3s.SYSCTL_RCGC1_UART0))

	led := machine.LED
	led.Configure(machine.PinConfig{Mode: machine.PinOutput})
	led.High()
	f := lm3s.GPIOF
	println("LED output:", f.DIR.HasBits(1), "digital:", f.DEN.HasBits(1), "high:", f.DATA[0xFF].HasBits(1),
		"port F clocked:", lm3s.SYSCTL.RCGC2.HasBits(lm3s.SYSCTL_RCGC2_GPIOF))
	f.DATA[0x02].Set(0) // masked to PF1: PF0 stays high
	println("after a write masked to PF1, Get:", led.Get())
	f.DATA[0x01].Set(0)
	println("after a write masked to PF0, Get:", led.Get())

	clock := machine.CPUFrequency()
	for _, baud := range []uint32{9600, 115200} {
		machine.Serial.Configure(machine.UARTConfig{BaudRate: baud})
		d64 := (clock*4 + baud/2) / baud
		println(baud, "baud:", lm3s.UART0.IBRD.Get() == d64>>6 && lm3s.UART0.FBRD.Get() == d64&63)
	}
	println("UART0 on:", lm3s.UART0.CTL.HasBits(lm3s.UART_CTL_UARTEN|lm3s.UART_CTL_TXE|lm3s.UART_CTL_RXE))

	lm3s.SYSCTL.RCGC1.SetBits(lm3s.SYSCTL_RCGC1_TIMER0)
	t := lm3s.TIMER0
	t.CTL.Set(0)
	t.CFG.Set(lm3s.TIMER_CFG_32BIT)
	t.TAMR.Set(lm3s.TIMER_TAMR_PERIODIC)
	t.TAILR.Set(10000)
	t.ICR.Set(lm3s.TIMER_ICR_TATOCINT)
	println("timer 0 load:", t.TAILR.Get(), "no time-out yet:", !t.RIS.HasBits(lm3s.TIMER_RIS_TATORIS))
	t.CTL.Set(lm3s.TIMER_CTL_TAEN)
	for i := 0; i < 1000000 && !t.RIS.HasBits(lm3s.TIMER_RIS_TATORIS); i++ {
	}
	println("timer 0 timed out:", t.RIS.HasBits(lm3s.TIMER_RIS_TATORIS))
	t.CTL.Set(0)
	t.ICR.Set(lm3s.TIMER_ICR_TATOCINT)
	println("cleared:", !t.RIS.HasBits(lm3s.TIMER_RIS_TATORIS))
}
