// Package machine is the board's peripherals: the console UART, LEDs as pins, and a periodic
// hardware timer interrupt. Every function is a runtime function bound by //go:linkname
// (compiler intrinsics, docs/language.md); UART.ReadByte is a suspend point.
package machine

import "time"

// A UART is a serial port; Serial (UART0) is the console.
type UART int

const (
	Serial UART = 0
	UART0  UART = 0
)

// ReadByte waits for the next received byte.
//
//go:linkname ReadByte rt_uart_read_byte_block
func (u UART) ReadByte() byte

// readByteValue is ReadByte as a method value or expression, with a $coro entry.
//
//corogo:funcvalue ReadByte
func (u UART) readByteValue() byte { return u.ReadByte() }

//go:linkname Buffered rt_uart_buffered
func (u UART) Buffered() int

//go:linkname WriteByte rt_uart_write_byte
func (u UART) WriteByte(c byte)

//go:linkname Write rt_uart_write
//go:noescape
func (u UART) Write(b []byte)

// A Pin is a digital output; LED (LED1) and LED2 are the board's LEDs.
type Pin int

const (
	LED  Pin = 0
	LED1 Pin = 0
	LED2 Pin = 1
)

//go:linkname High rt_pin_high
func (p Pin) High()

//go:linkname Low rt_pin_low
func (p Pin) Low()

//go:linkname Set rt_pin_set
func (p Pin) Set(on bool)

//go:linkname Get rt_pin_get
func (p Pin) Get() bool

//go:linkname Toggle rt_pin_toggle
func (p Pin) Toggle()

// TimerStart makes the board's timer interrupt fire every d (TimerAck acknowledges it).
//
//go:linkname TimerStart rt_machine_timer_start
func TimerStart(d time.Duration)

//go:linkname TimerStop rt_machine_timer_stop
func TimerStop()

//go:linkname TimerAck rt_machine_timer_ack
func TimerAck()
