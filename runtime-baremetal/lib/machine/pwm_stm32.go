//go:build netduinoplus2

// PWM on the STM32F405's general-purpose timers TIM2-TIM5 with TinyGo's API for the STM32 chips:
// TIM3.Configure(PWMConfig{Period: ns}), ch, err := TIM3.Channel(pin), TIM3.Set(ch, TIM3.Top()/2),
// SetPeriod, SetInverting, Top, Counter, Period. Each timer counts up to Top()-1 and drives its four
// channels in PWM mode 1 (high while the count is below the channel's value), its pins switched to
// the timer's alternate function. The timers run on APB1's timer clock, CPUFrequency()/2 (84 MHz
// with the 168 MHz the board assumes). Written in Go on runtime/volatile: the register layout and
// the pin table are the reference manual's (RM0090). QEMU 7.2 models the timers' registers and
// counter but not their outputs (nor the GPIO): tests/machine/pwm_stm32 checks the registers.
package machine

import "runtime/volatile"

// PWMConfig configures a PWM timer: Period is the length of one cycle in nanoseconds (0: 1 ms).
type PWMConfig struct {
	Period uint64
}

// A TIM is one of the chip's timers used for PWM.
type TIM struct {
	base   uintptr
	enable uint32 // its bit in RCC_APB1ENR
	af     uint32 // the alternate function of its pins
	bits32 bool   // a 32-bit counter (TIM2, TIM5); the others have 16
	pins   [4][3]Pin
}

var (
	TIM2 = &TIM{base: 0x40000000, enable: 1 << 0, af: 1, bits32: true,
		pins: [4][3]Pin{{PA0, PA5, PA15}, {PA1, PB3, NoPin}, {PA2, PB10, NoPin}, {PA3, PB11, NoPin}}}
	TIM3 = &TIM{base: 0x40000400, enable: 1 << 1, af: 2,
		pins: [4][3]Pin{{PA6, PB4, PC6}, {PA7, PB5, PC7}, {PB0, PC8, NoPin}, {PB1, PC9, NoPin}}}
	TIM4 = &TIM{base: 0x40000800, enable: 1 << 2, af: 2,
		pins: [4][3]Pin{{PB6, PD12, NoPin}, {PB7, PD13, NoPin}, {PB8, PD14, NoPin}, {PB9, PD15, NoPin}}}
	TIM5 = &TIM{base: 0x40000C00, enable: 1 << 3, af: 2, bits32: true,
		pins: [4][3]Pin{{PA0, NoPin, NoPin}, {PA1, NoPin, NoPin}, {PA2, NoPin, NoPin}, {PA3, NoPin, NoPin}}}
)

const (
	timCR1   = 0x00
	timEGR   = 0x14
	timCCMR1 = 0x18
	timCCER  = 0x20
	timCNT   = 0x24
	timPSC   = 0x28
	timARR   = 0x2C
	timCCR1  = 0x34

	rccAHB1ENR = 0x40023830
	rccAPB1ENR = 0x40023840
	gpioBase   = 0x40020000
)

func (t *TIM) reg(off uintptr) *volatile.Register32 { return volatile.Register32At(t.base + off) }

// Configure starts the timer with the period asked for.
func (t *TIM) Configure(config PWMConfig) error {
	volatile.Register32At(rccAPB1ENR).SetBits(t.enable)
	if err := t.SetPeriod(config.Period); err != nil {
		return err
	}
	t.reg(timCR1).Set(1<<7 | 1) // ARPE (ARR buffered), CEN
	return nil
}

// SetPeriod changes the length of a cycle (nanoseconds; 0: 1 ms): the largest count the counter's
// width allows with the smallest prescaler. The channels' values keep their counts, so their duty
// cycles change with Top.
func (t *TIM) SetPeriod(period uint64) error {
	if period == 0 {
		period = 1000000
	}
	cycles := period * uint64(CPUFrequency()/2) / 1000000000
	max := uint64(1) << 16
	if t.bits32 {
		max = 1 << 32
	}
	prescale := cycles/max + 1
	if prescale > 1<<16 {
		return ErrPWMPeriodTooLong
	}
	top := cycles / prescale
	if top < 1 {
		top = 1
	}
	t.reg(timPSC).Set(uint32(prescale - 1))
	t.reg(timARR).Set(uint32(top - 1))
	t.reg(timEGR).Set(1) // UG: load the prescaler and ARR now
	return nil
}

// Top is the count of one cycle: Set(ch, Top()) keeps the output high.
func (t *TIM) Top() uint32 { return t.reg(timARR).Get() + 1 }

// Counter is the counter's current value.
func (t *TIM) Counter() uint32 { return t.reg(timCNT).Get() }

// Period is the length of a cycle in nanoseconds.
func (t *TIM) Period() uint64 {
	clocks := uint64(t.Top()) * uint64(t.reg(timPSC).Get()+1)
	return clocks * 1000000000 / uint64(CPUFrequency()/2)
}

// Channel makes pin an output of the timer and returns its channel (0-3), or ErrInvalidOutputPin
// when the timer cannot drive the pin.
func (t *TIM) Channel(pin Pin) (uint8, error) {
	for ch := range t.pins {
		for _, p := range t.pins[ch] {
			if p != pin || p == NoPin {
				continue
			}
			port, bit := uint32(pin)>>4, uint32(pin)&15
			volatile.Register32At(rccAHB1ENR).SetBits(1 << port)
			gpio := uintptr(gpioBase + 0x400*port)
			volatile.Register32At(gpio).ReplaceBits(2, 3, uint8(2*bit)) // MODER: alternate function
			volatile.Register32At(gpio+0x20+uintptr(bit/8)*4).ReplaceBits(t.af, 15, uint8(4*(bit%8)))
			// CCMRx: OCxM = 110 (PWM mode 1), OCxPE (the value buffered to the next cycle)
			t.reg(timCCMR1+uintptr(ch/2)*4).ReplaceBits(0x68, 0xFF, uint8(8*(ch%2)))
			t.reg(timCCER).SetBits(1 << (4 * uint(ch))) // CCxE
			return uint8(ch), nil
		}
	}
	return 0, ErrInvalidOutputPin
}

// Set makes the channel's output high for value counts of each cycle (of Top()).
func (t *TIM) Set(channel uint8, value uint32) {
	t.reg(timCCR1 + uintptr(channel&3)*4).Set(value)
}

// SetInverting makes the channel's output low for its value's counts instead of high.
func (t *TIM) SetInverting(channel uint8, inverting bool) {
	bit := uint32(2) << (4 * uint(channel&3)) // CCxP
	if inverting {
		t.reg(timCCER).SetBits(bit)
	} else {
		t.reg(timCCER).ClearBits(bit)
	}
}
