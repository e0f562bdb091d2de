//go:build mps2_an385 || mps2_an386 || mps2_an500

// Package mps2 is the register package of ARM's MPS2 FPGA images AN385 (Cortex-M3), AN386
// (Cortex-M4) and AN500 (Cortex-M7), QEMU's mps2-an385, mps2-an386 and mps2-an500, written from the
// application notes and the Cortex-M System Design Kit's peripheral descriptions in the shape of
// TinyGo's device packages: the CMSDK APB timers 0 and 1, the dual timer, UARTs 0-4, the watchdog,
// the AHB GPIO ports, the FPGA system control and I/O block (FPGAIO) and the serial communication
// controller (SCC), as structs of runtime/volatile registers at their addresses, their bit fields
// and the interrupt numbers. QEMU 7.2 models all of them but the AHB GPIO ports (addresses only: they
// read as 0 and ignore writes). The runtime owns UART0 (the console), timer 0 (its deadline timer),
// the dual timer's first counter (its time base) and, while machine.TimerStart runs, timer 1: a
// program that reprograms them takes the console, the clock and sleeps, or the test timer away. The
// system clock is 25 MHz.
package mps2

import (
	"runtime/volatile"
	_ "unsafe" // for //go:linkname (Go's compiler, under go vet)
)

// TIMER_Type is a CMSDK APB timer (TIMER0 at 0x40000000, TIMER1 at 0x40001000): a 32-bit down
// counter on the system clock that reloads from RELOAD when it reaches zero and then, if CTRL's IRQEN
// is set, sets INTSTATUS and raises its interrupt. Writing INTSTATUS (INTCLEAR) with bit 0 clears it.
type TIMER_Type struct {
	CTRL      volatile.Register32
	VALUE     volatile.Register32
	RELOAD    volatile.Register32
	INTSTATUS volatile.Register32 // INTCLEAR when written
}

// DUALTIMER_COUNTER_Type is one of the dual timer's two counters.
type DUALTIMER_COUNTER_Type struct {
	LOAD    volatile.Register32
	VALUE   volatile.Register32
	CONTROL volatile.Register32
	INTCLR  volatile.Register32
	RIS     volatile.Register32
	MIS     volatile.Register32
	BGLOAD  volatile.Register32
	_       [1]uint32
}

// DUALTIMER_Type is the CMSDK APB dual timer at 0x40002000 (two SP804-style counters, one interrupt):
// RIS is set when a counter reaches zero, MIS and the interrupt only if CONTROL's INTEN is set. The
// runtime's time base is TIMER1, free-running over 32 bits; TIMER2 is free for programs.
type DUALTIMER_Type struct {
	TIMER1 DUALTIMER_COUNTER_Type
	TIMER2 DUALTIMER_COUNTER_Type
	_      [944]uint32
	ITCR   volatile.Register32
	ITOP   volatile.Register32
}

// UART_Type is a CMSDK APB UART (UART0 at 0x40004000, UART1-3 at 0x40005000-0x40007000, UART4 at
// 0x40009000): one-byte buffers each way, BAUDDIV the system clock divided by the baud rate (at
// least 16). Writing INTSTATUS (INTCLEAR) clears the bits written.
type UART_Type struct {
	DATA      volatile.Register32
	STATE     volatile.Register32
	CTRL      volatile.Register32
	INTSTATUS volatile.Register32 // INTCLEAR when written
	BAUDDIV   volatile.Register32
}

// WATCHDOG_Type is the CMSDK APB watchdog at 0x40008000 (SP805-style): VALUE counts down from LOAD
// while CTRL's INTEN is set, interrupts (the NMI on the MPS2) at zero and resets at the second zero
// if RESEN is set. Its registers ignore writes while locked: LOCK written with WATCHDOG_UNLOCK
// unlocks, anything else locks; LOCK reads 1 while locked.
type WATCHDOG_Type struct {
	LOAD   volatile.Register32
	VALUE  volatile.Register32
	CTRL   volatile.Register32
	INTCLR volatile.Register32
	RIS    volatile.Register32
	MIS    volatile.Register32
	_      [762]uint32
	LOCK   volatile.Register32
	_      [191]uint32
	ITCR   volatile.Register32
	ITOP   volatile.Register32
}

// GPIO_Type is a CMSDK AHB GPIO port (GPIO0-GPIO3 at 0x40010000-0x40013000), sixteen pins a port.
// MASKLOWBYTE and MASKHIGHBYTE are address-masked: entry m reads and writes only the pins of the low
// (high) byte whose bits are set in m. Not modelled by QEMU 7.2.
type GPIO_Type struct {
	DATA         volatile.Register32
	DATAOUT      volatile.Register32
	_            [2]uint32
	OUTENSET     volatile.Register32
	OUTENCLR     volatile.Register32
	ALTFUNCSET   volatile.Register32
	ALTFUNCCLR   volatile.Register32
	INTENSET     volatile.Register32
	INTENCLR     volatile.Register32
	INTTYPESET   volatile.Register32
	INTTYPECLR   volatile.Register32
	INTPOLSET    volatile.Register32
	INTPOLCLR    volatile.Register32
	INTSTATUS    volatile.Register32 // INTCLEAR when written
	_            [241]uint32
	MASKLOWBYTE  [256]volatile.Register32
	MASKHIGHBYTE [256]volatile.Register32
}

// FPGAIO_Type is the FPGA system control and I/O block at 0x40028000: the user LEDs (LED0, one bit a
// LED), the user push buttons (BUTTON), free-running counters of 1 Hz and 100 Hz (CLK1HZ, CLK100HZ),
// and COUNTER, which counts once each time the prescale counter PSCNTR, counting down on the 25 MHz
// clock, passes zero and reloads from PRESCALE. MISC drives the peripherals' chip selects.
type FPGAIO_Type struct {
	LED0     volatile.Register32
	_        [1]uint32
	BUTTON   volatile.Register32
	_        [1]uint32
	CLK1HZ   volatile.Register32
	CLK100HZ volatile.Register32
	COUNTER  volatile.Register32
	PRESCALE volatile.Register32
	PSCNTR   volatile.Register32
	_        [10]uint32
	MISC     volatile.Register32
}

// SCC_Type is the serial communication controller at 0x4002F000, the FPGA's configuration registers
// as the board's microcontroller sees them: CFG_REG0-4 (CFG_REG4 the board revision), the
// configuration data transfer registers, the DLL lock status and the image's identification (ID:
// implementer 0x41, ARM, in bits 31-24 and the application note's number in bits 15-4).
type SCC_Type struct {
	CFG_REG0        volatile.Register32
	CFG_REG1        volatile.Register32
	CFG_REG2        volatile.Register32
	CFG_REG3        volatile.Register32
	CFG_REG4        volatile.Register32
	_               [35]uint32
	SYS_CFGDATA_RTN volatile.Register32
	SYS_CFGDATA_OUT volatile.Register32
	SYS_CFGCTRL     volatile.Register32
	SYS_CFGSTAT     volatile.Register32
	_               [20]uint32
	DLL             volatile.Register32
	_               [957]uint32
	AID             volatile.Register32
	ID              volatile.Register32
}

//go:linkname timerAt rt_mmio
func timerAt(addr uintptr) *TIMER_Type

//go:linkname dualtimerAt rt_mmio
func dualtimerAt(addr uintptr) *DUALTIMER_Type

//go:linkname uartAt rt_mmio
func uartAt(addr uintptr) *UART_Type

//go:linkname watchdogAt rt_mmio
func watchdogAt(addr uintptr) *WATCHDOG_Type

//go:linkname gpioAt rt_mmio
func gpioAt(addr uintptr) *GPIO_Type

//go:linkname fpgaioAt rt_mmio
func fpgaioAt(addr uintptr) *FPGAIO_Type

//go:linkname sccAt rt_mmio
func sccAt(addr uintptr) *SCC_Type

// The peripherals (set by init, as device/arm's SCB is).
var (
	TIMER0    *TIMER_Type
	TIMER1    *TIMER_Type
	DUALTIMER *DUALTIMER_Type
	UART0     *UART_Type
	UART1     *UART_Type
	UART2     *UART_Type
	UART3     *UART_Type
	UART4     *UART_Type
	WATCHDOG  *WATCHDOG_Type
	GPIO0     *GPIO_Type
	GPIO1     *GPIO_Type
	GPIO2     *GPIO_Type
	GPIO3     *GPIO_Type
	FPGAIO    *FPGAIO_Type
	SCC       *SCC_Type
)

func init() {
	TIMER0 = timerAt(0x40000000)
	TIMER1 = timerAt(0x40001000)
	DUALTIMER = dualtimerAt(0x40002000)
	UART0 = uartAt(0x40004000)
	UART1 = uartAt(0x40005000)
	UART2 = uartAt(0x40006000)
	UART3 = uartAt(0x40007000)
	UART4 = uartAt(0x40009000)
	WATCHDOG = watchdogAt(0x40008000)
	GPIO0 = gpioAt(0x40010000)
	GPIO1 = gpioAt(0x40011000)
	GPIO2 = gpioAt(0x40012000)
	GPIO3 = gpioAt(0x40013000)
	FPGAIO = fpgaioAt(0x40028000)
	SCC = sccAt(0x4002F000)
}

// The system clock of the timers, UARTs and watchdog.
const SYSCLK_HZ = 25000000

// Interrupt numbers (NVIC external IRQs). Each UART has a receive and a transmit interrupt; the
// overflow interrupts of UARTs 0-2 share IRQ_UART_OVERFLOW. The watchdog interrupts through the NMI.
const (
	IRQ_UART0_RX      = 0
	IRQ_UART0_TX      = 1
	IRQ_UART1_RX      = 2
	IRQ_UART1_TX      = 3
	IRQ_UART2_RX      = 4
	IRQ_UART2_TX      = 5
	IRQ_GPIO0         = 6
	IRQ_GPIO1         = 7
	IRQ_TIMER0        = 8
	IRQ_TIMER1        = 9
	IRQ_DUALTIMER     = 10
	IRQ_SPI           = 11
	IRQ_UART_OVERFLOW = 12
	IRQ_ETHERNET      = 13
	IRQ_I2S           = 14
	IRQ_TOUCHSCREEN   = 15
	IRQ_GPIO2         = 16
	IRQ_GPIO3         = 17
	IRQ_UART3_RX      = 18
	IRQ_UART3_TX      = 19
	IRQ_UART4_RX      = 20
	IRQ_UART4_TX      = 21
)

// Timer CTRL and INTSTATUS bits.
const (
	TIMER_CTRL_EN       = 1 << 0
	TIMER_CTRL_EXTIN    = 1 << 1 // external input as enable
	TIMER_CTRL_EXTCLK   = 1 << 2 // external input as clock
	TIMER_CTRL_IRQEN    = 1 << 3
	TIMER_INTSTATUS_INT = 1 << 0
	TIMER_INTCLEAR_INT  = 1 << 0
)

// Dual timer CONTROL bits and RIS.
const (
	DUALTIMER_CONTROL_ONESHOT     = 1 << 0
	DUALTIMER_CONTROL_SIZE32      = 1 << 1
	DUALTIMER_CONTROL_PRESCALE1   = 0 << 2
	DUALTIMER_CONTROL_PRESCALE16  = 1 << 2
	DUALTIMER_CONTROL_PRESCALE256 = 2 << 2
	DUALTIMER_CONTROL_INTEN       = 1 << 5
	DUALTIMER_CONTROL_PERIODIC    = 1 << 6
	DUALTIMER_CONTROL_EN          = 1 << 7
	DUALTIMER_RIS_INT             = 1 << 0
)

// UART STATE, CTRL and INTSTATUS bits.
const (
	UART_STATE_TXFULL    = 1 << 0
	UART_STATE_RXFULL    = 1 << 1
	UART_STATE_TXOVERRUN = 1 << 2
	UART_STATE_RXOVERRUN = 1 << 3
	UART_CTRL_TXEN       = 1 << 0
	UART_CTRL_RXEN       = 1 << 1
	UART_CTRL_TXINTEN    = 1 << 2
	UART_CTRL_RXINTEN    = 1 << 3
	UART_CTRL_TXOVINTEN  = 1 << 4
	UART_CTRL_RXOVINTEN  = 1 << 5
	UART_CTRL_HSTEST     = 1 << 6
	UART_INT_TX          = 1 << 0
	UART_INT_RX          = 1 << 1
	UART_INT_TXOVERRUN   = 1 << 2
	UART_INT_RXOVERRUN   = 1 << 3
)

// Watchdog CTRL bits and the LOCK key.
const (
	WATCHDOG_CTRL_INTEN = 1 << 0
	WATCHDOG_CTRL_RESEN = 1 << 1
	WATCHDOG_RIS_INT    = 1 << 0
	WATCHDOG_UNLOCK     = 0x1ACCE551
)

// FPGAIO LED0 and BUTTON bits.
const (
	FPGAIO_LED0_LED0      = 1 << 0
	FPGAIO_LED0_LED1      = 1 << 1
	FPGAIO_BUTTON_BUTTON0 = 1 << 0
	FPGAIO_BUTTON_BUTTON1 = 1 << 1
)
