// corogo:no-oracle (device/mps2 is corogo's package)
// device/mps2 on the MPS2 images: the SCC identifies an ARM FPGA image of one of the three
// application notes, FPGAIO's LED0 agrees with the machine package both ways, UART0's BAUDDIV is what
// machine.Serial.Configure set (the 25 MHz clock over the baud rate) and UART1's reads back, timer 1
// counts down from its reload value and sets its interrupt status at zero (its interrupt enabled in
// the timer, not in the NVIC; cleared through INTCLEAR), the dual timer's second counter runs one
// shot to zero and raises its raw interrupt but not the masked one, the watchdog's lock ignores
// writes until unlocked, and FPGAIO's prescaled counter and 100 Hz clock advance (the latter by the
// two ticks of a 20 ms sleep under -icount).
package main

import (
	"device/mps2"
	"machine"
	"time"
)

func main() {
	id := mps2.SCC.ID.Get()
	an := id >> 4 & 0xFFF
	println("SCC: ARM:", id>>24 == 0x41, "an MPS2 image:", an == 0x385 || an == 0x386 || an == 0x500)

	led := machine.LED
	led.Configure(machine.PinConfig{Mode: machine.PinOutput})
	led.High()
	machine.LED2.Low()
	println("LED0 after High:", mps2.FPGAIO.LED0.Get() == mps2.FPGAIO_LED0_LED0)
	mps2.FPGAIO.LED0.Set(mps2.FPGAIO_LED0_LED1)
	println("after a write of LED1 only, Get:", led.Get(), machine.LED2.Get())
	mps2.FPGAIO.LED0.Set(0)

	for _, baud := range []uint32{9600, 115200} {
		machine.Serial.Configure(machine.UARTConfig{BaudRate: baud})
		println(baud, "baud:", mps2.UART0.BAUDDIV.Get() == mps2.SYSCLK_HZ/baud)
	}
	println("UART0 on:", mps2.UART0.CTRL.HasBits(mps2.UART_CTRL_TXEN|mps2.UART_CTRL_RXEN))
	u1 := mps2.UART1
	u1.BAUDDIV.Set(mps2.SYSCLK_HZ / 38400)
	u1.CTRL.Set(mps2.UART_CTRL_TXEN)
	println("UART1 divisor:", u1.BAUDDIV.Get(), "on:", u1.CTRL.Get() == mps2.UART_CTRL_TXEN)
	u1.CTRL.Set(0)

	t := mps2.TIMER1
	t.CTRL.Set(0)
	t.INTSTATUS.Set(mps2.TIMER_INTCLEAR_INT)
	t.RELOAD.Set(20000)
	t.VALUE.Set(20000)
	println("timer 1 reload:", t.RELOAD.Get(), "no interrupt yet:", !t.INTSTATUS.HasBits(mps2.TIMER_INTSTATUS_INT))
	t.CTRL.Set(mps2.TIMER_CTRL_EN | mps2.TIMER_CTRL_IRQEN) // IRQ 9 stays disabled in the NVIC
	v1 := t.VALUE.Get()
	v2 := t.VALUE.Get()
	for i := 0; i < 1000 && v2 == v1; i++ {
		v2 = t.VALUE.Get()
	}
	println("timer 1 counts down:", v1 <= 20000 && v2 < v1)
	for i := 0; i < 10000000 && !t.INTSTATUS.HasBits(mps2.TIMER_INTSTATUS_INT); i++ {
	}
	println("timer 1 reached zero:", t.INTSTATUS.HasBits(mps2.TIMER_INTSTATUS_INT))
	t.CTRL.Set(0)
	t.INTSTATUS.Set(mps2.TIMER_INTCLEAR_INT)
	println("cleared:", !t.INTSTATUS.HasBits(mps2.TIMER_INTSTATUS_INT))

	d := &mps2.DUALTIMER.TIMER2
	d.CONTROL.Set(0)
	d.INTCLR.Set(1)
	d.LOAD.Set(5000)
	println("dual timer load:", d.LOAD.Get(), "no interrupt yet:", !d.RIS.HasBits(mps2.DUALTIMER_RIS_INT))
	d.CONTROL.Set(mps2.DUALTIMER_CONTROL_EN | mps2.DUALTIMER_CONTROL_SIZE32 | mps2.DUALTIMER_CONTROL_ONESHOT)
	for i := 0; i < 10000000 && !d.RIS.HasBits(mps2.DUALTIMER_RIS_INT); i++ {
	}
	println("dual timer raw interrupt:", d.RIS.HasBits(mps2.DUALTIMER_RIS_INT), "masked:", d.MIS.Get(), "value:", d.VALUE.Get())
	d.INTCLR.Set(1)
	d.CONTROL.Set(0)
	println("cleared:", !d.RIS.HasBits(mps2.DUALTIMER_RIS_INT))

	w := mps2.WATCHDOG
	w.LOCK.Set(mps2.WATCHDOG_UNLOCK)
	w.LOAD.Set(0x1234)
	w.LOCK.Set(0)
	w.LOAD.Set(0x5678)
	println("watchdog locked:", w.LOCK.Get(), "load:", w.LOAD.Get() == 0x1234)
	w.LOCK.Set(mps2.WATCHDOG_UNLOCK)
	w.LOAD.Set(0x5678)
	println("unlocked:", w.LOCK.Get(), "load:", w.LOAD.Get() == 0x5678)

	f := mps2.FPGAIO
	f.PRESCALE.Set(24) // one count a microsecond
	c1 := f.COUNTER.Get()
	h1 := f.CLK100HZ.Get()
	time.Sleep(20 * time.Millisecond)
	c2 := f.COUNTER.Get()
	h2 := f.CLK100HZ.Get()
	println("prescale:", f.PRESCALE.Get(), "counter advanced:", c2-c1 >= 20000 && c2-c1 <= 21000,
		"100 Hz ticks:", h2-h1 == 2 || h2-h1 == 3)
}
