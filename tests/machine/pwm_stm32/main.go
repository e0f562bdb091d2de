// corogo:no-oracle (machine and runtime/volatile are corogo's packages)
// PWM and pin interrupts on the STM32F405 (netduinoplus2), checked at the register level. PWM
// through TinyGo's API on the general-purpose timers: QEMU 7.2 models their registers and counter
// but no output pin, so this checks what the driver wrote (prescaler and top from the period, PWM
// mode 1 and the output enable per channel, the duty values, the inverted polarity), that the
// counter runs, and the errors. Pin interrupts through EXTI: QEMU models EXTI and SYSCFG, but no
// GPIO drives their lines and its EXTI ignores the software trigger (SWIER), so no edge can be
// raised here: this checks the line's port (SYSCFG_EXTICR), its edges (RTSR, FTSR), its mask (IMR)
// and the NVIC enable of its IRQ as SetInterrupt arms and disarms pins, and a line held by another
// port's pin. The edge -> callback path is the one tests/machine/gpio_sifive and gpio_lm3s run.
package main

import (
	"machine"
	"runtime/volatile"
)

func reg(a uintptr) uint32 { return volatile.Register32At(a).Get() }

func hex(v uint32) string {
	const digits = "0123456789abcdef"
	var b [8]byte
	for i := 7; i >= 0; i-- {
		b[i] = digits[v&15]
		v >>= 4
	}
	return string(b[:])
}

func nop(machine.Pin) {}

// exti prints the EXTI and NVIC state of line n (its IRQ irq)
func exti(name string, n uint, irq uint) {
	bit := uint32(1) << n
	port := reg(0x40013808+uintptr(n/4)*4) >> (4 * (n % 4)) & 15
	println(name, "port", port, "rising", reg(0x40013C08)&bit != 0, "falling", reg(0x40013C0C)&bit != 0,
		"unmasked", reg(0x40013C00)&bit != 0, "IRQ enabled", reg(0xE000E100+uintptr(irq/32)*4)&(1<<(irq%32)) != 0)
}

func main() {
	const tim3 = 0x40000400
	t := machine.TIM3
	if err := t.Configure(machine.PWMConfig{Period: 1000000}); err != nil {
		println("Configure:", err.Error())
	}
	println("TIM3 1 ms: top", t.Top(), "prescaler", reg(tim3+0x28)+1, "period", t.Period())
	a, errA := t.Channel(machine.PA6)
	b, errB := t.Channel(machine.PC9)
	println("channels: PA6", a, errA == nil, "PC9", b, errB == nil)
	t.Set(a, t.Top()/4)
	t.Set(b, t.Top()*3/4)
	t.SetInverting(b, true)
	println("CCR1", reg(tim3+0x34), "CCR4", reg(tim3+0x40))
	println("CCMR1", hex(reg(tim3+0x18)), "CCMR2", hex(reg(tim3+0x1C)), "CCER", hex(reg(tim3+0x20)), "CR1", hex(reg(tim3)))
	t.SetInverting(b, false)
	println("CCER not inverted", hex(reg(tim3+0x20)))
	if _, err := t.Channel(machine.PA0); err != nil {
		println("PA0 on TIM3:", err.Error())
	}
	machine.TIM2.Configure(machine.PWMConfig{Period: 2000000000})
	println("TIM2 2 s (32 bits): top", machine.TIM2.Top(), "prescaler", reg(0x40000028)+1)
	if err := machine.TIM4.Configure(machine.PWMConfig{Period: 100000000000}); err != nil {
		println("TIM4 100 s:", err.Error())
	}
	c0 := t.Counter()
	for i := 0; i < 10000 && t.Counter() == c0; i++ {
	}
	println("counting:", t.Counter() != c0)

	println("PB3:", machine.PB3.SetInterrupt(machine.PinRising, nop) == nil)
	exti("line 3", 3, 9)
	println("PC7:", machine.PC7.SetInterrupt(machine.PinToggle, nop) == nil)
	exti("line 7", 7, 23)
	println("PA12:", machine.PA12.SetInterrupt(machine.PinFalling, nop) == nil)
	exti("line 12", 12, 40)
	println("PA3 while PB3 holds line 3:", machine.PA3.SetInterrupt(machine.PinRising, nop) != nil)
	machine.PB3.SetInterrupt(0, nil)
	machine.PC7.SetInterrupt(0, nil)
	machine.PA12.SetInterrupt(0, nil)
	exti("line 7 disarmed", 7, 23)
	exti("line 12 disarmed", 12, 40)
	println("PA3 after:", machine.PA3.SetInterrupt(machine.PinFalling, nop) == nil)
	exti("line 3", 3, 9)
	machine.PA3.SetInterrupt(0, nil)
	println("no such pin:", machine.Pin(200).SetInterrupt(machine.PinRising, nop) != nil)
}
