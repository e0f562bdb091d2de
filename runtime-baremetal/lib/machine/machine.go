// Package machine is the board's peripherals with TinyGo's API where the board has the hardware:
// digital pins (Pin: Configure, Set, Get, High, Low, Toggle, SetInterrupt), the console UART
// (Serial: Configure, Write, WriteByte, ReadByte, Buffered), CPUFrequency, and on the boards that
// have one a periodic hardware timer interrupt for tests and demos (TimerStart, timer.go). Named pins (LED, BUTTON, UART_TX_PIN, ...) are in board_<board>.go,
// picked by the board's build tag; a name a board lacks is undefined there. The register work is
// the board's machine.c, bound here by //go:linkname (compiler intrinsics, docs/language.md).
// UART.ReadByte and a pin interrupt's wait are suspend points woken by the interrupt.
package machine

import (
	"interrupt"
	_ "unsafe" // for //go:linkname (Go's compiler, under go vet)
)

// ---------------------------------------------------------------- errors (no allocation)

type machineError int

const (
	errNoPinInterrupt machineError = iota
	errBadPin
	errPWMPin
	errPWMPeriod
)

var errs = [...]machineError{errNoPinInterrupt, errBadPin, errPWMPin, errPWMPeriod}

func (e *machineError) Error() string {
	switch *e {
	case errNoPinInterrupt:
		return "machine: pin has no interrupt on this board"
	case errPWMPin:
		return "machine: the timer cannot drive this pin"
	case errPWMPeriod:
		return "machine: PWM period too long"
	}
	return "machine: no such pin"
}

// ErrInvalidOutputPin is a PWM's Channel error for a pin the timer cannot drive.
var ErrInvalidOutputPin error = &errs[errPWMPin]

// ErrPWMPeriodTooLong is a PWM's SetPeriod error for a period beyond the timer's prescaler.
var ErrPWMPeriodTooLong error = &errs[errPWMPeriod]

// ErrNoPinChangeChannel is SetInterrupt's error for a pin the board cannot interrupt on.
var ErrNoPinChangeChannel error = &errs[errNoPinInterrupt]

// ---------------------------------------------------------------- UART

// A UART is a serial port; Serial (UART0) is the console.
type UART int

const (
	Serial UART = 0
	UART0  UART = 0
)

// UARTConfig configures a UART: BaudRate 0 keeps the board's (115200), TX and RX name the pins
// (the console's own are UART_TX_PIN and UART_RX_PIN: the only ones there are).
type UARTConfig struct {
	BaudRate uint32
	TX, RX   Pin
}

//go:linkname uartConfigure rt_uart_configure
func uartConfigure(u UART, baud uint32)

// Configure sets the baud rate (where the board's UART has a divisor).
func (u UART) Configure(config UARTConfig) error {
	uartConfigure(u, config.BaudRate)
	return nil
}

//go:linkname uartReadByte rt_uart_read_byte_block
func uartReadByte(u UART) byte

// ReadByte waits for the next received byte (a suspend point in a goroutine: the receive interrupt
// wakes it); the error is always nil. Code written for TinyGo, which polls Buffered first, works
// unchanged.
func (u UART) ReadByte() (byte, error) {
	return uartReadByte(u), nil
}

//go:linkname uartBuffered rt_uart_buffered
func uartBuffered(u UART) int

// Buffered is the number of received bytes waiting.
func (u UART) Buffered() int { return uartBuffered(u) }

//go:linkname uartWriteByte rt_uart_write_byte
func uartWriteByte(u UART, c byte)

//go:linkname uartWrite rt_uart_write
//go:noescape
func uartWrite(u UART, b []byte)

// WriteByte sends one byte.
func (u UART) WriteByte(c byte) error {
	uartWriteByte(u, c)
	return nil
}

// Write sends b.
func (u UART) Write(b []byte) (int, error) {
	uartWrite(u, b)
	return len(b), nil
}

// ---------------------------------------------------------------- pins

// A Pin is a digital pin, numbered as on the chip (board_<board>.go names them).
type Pin int

// NoPin is no pin at all.
const NoPin Pin = -1

// A PinMode is what Configure makes of a pin.
type PinMode uint8

const (
	PinOutput PinMode = iota
	PinInput
	PinInputPullup
	PinInputPulldown
)

// PinConfig configures a pin.
type PinConfig struct {
	Mode PinMode
}

// A PinChange selects the edges SetInterrupt reacts to.
type PinChange uint8

const (
	PinRising PinChange = 1 << iota
	PinFalling
	PinToggle = PinRising | PinFalling
)

//go:linkname pinConfigure rt_pin_configure
func pinConfigure(p Pin, mode PinMode)

// Configure makes the pin an output or an input (with a pull-up or pull-down where the chip has
// one).
func (p Pin) Configure(config PinConfig) { pinConfigure(p, config.Mode) }

//go:linkname pinHigh rt_pin_high
func pinHigh(p Pin)

//go:linkname pinLow rt_pin_low
func pinLow(p Pin)

//go:linkname pinSet rt_pin_set
func pinSet(p Pin, on bool)

//go:linkname pinGet rt_pin_get
func pinGet(p Pin) bool

//go:linkname pinToggle rt_pin_toggle
func pinToggle(p Pin)

func (p Pin) High()       { pinHigh(p) }
func (p Pin) Low()        { pinLow(p) }
func (p Pin) Set(on bool) { pinSet(p, on) }

// Get is the pin's level: an input's, or what an output drives.
func (p Pin) Get() bool { return pinGet(p) }
func (p Pin) Toggle()   { pinToggle(p) }

// pinInterrupt arms (change != 0) or disarms the pin's edge interrupt, notifying sig from the
// interrupt handler; false when the board cannot interrupt on the pin.
//
//go:linkname pinInterrupt rt_pin_interrupt
func pinInterrupt(p Pin, change PinChange, sig *interrupt.Signal) bool

type pinHandler struct {
	sig         interrupt.Signal
	callback    func(Pin)
	pin         Pin
	on, running bool
	stops       int // SetInterrupt's own notifications, not yet seen by run
}

// pinSlots is how many pins can have an interrupt armed at once (the nRF51's GPIOTE has 4 channels,
// the STM32's EXTI one line per pin number).
const pinSlots = 8

var pinHandlers [pinSlots]pinHandler

// run is the goroutine of an armed pin: it waits for the handler's signal and calls the callback
// (in a goroutine, not in the interrupt: the callback may block). Disarming notifies it once
// (stops) and it ends, unless the pin was armed again before it ran.
func (h *pinHandler) run() {
	for {
		h.sig.Wait()
		if h.stops > 0 {
			h.stops--
			if !h.on {
				h.running = false
				return
			}
			continue
		}
		h.callback(h.pin)
	}
}

// slot is the handler of p: the one it has, else a free one (nil: all are taken).
func slot(p Pin) *pinHandler {
	var free *pinHandler
	for i := range pinHandlers {
		h := &pinHandlers[i]
		if h.on || h.running {
			if h.pin == p {
				return h
			}
		} else if free == nil {
			free = h
		}
	}
	return free
}

// SetInterrupt calls callback after each change of the pin's level of the kind asked for; a nil
// callback (or change 0) disarms it. The callback runs in a goroutine of its own woken by the
// pin's interrupt, so it may block, and the program does not end while a pin is armed.
// ErrNoPinChangeChannel: the board cannot interrupt on the pin, or pinSlots pins are armed.
func (p Pin) SetInterrupt(change PinChange, callback func(Pin)) error {
	if p < 0 {
		return &errs[errBadPin]
	}
	h := slot(p)
	if callback == nil || change == 0 {
		if h != nil && h.pin == p && h.on {
			pinInterrupt(p, 0, &h.sig)
			h.on = false
			h.stops++
			h.sig.Notify()
		}
		return nil
	}
	if h == nil || !pinInterrupt(p, change, &h.sig) {
		return ErrNoPinChangeChannel
	}
	h.callback = callback
	h.pin = p
	h.on = true
	if !h.running {
		h.running = true
		go h.run()
	}
	return nil
}

// ---------------------------------------------------------------- clock

// CPUFrequency is the core clock in Hz.
//
//go:linkname CPUFrequency rt_cpu_frequency
func CPUFrequency() uint32
