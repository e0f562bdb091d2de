//go:build lm3s6965

// Package lm3s is the register package of the Stellaris LM3S6965 (QEMU's lm3s6965evb), written from
// TI's LM3S6965 data sheet in the shape of TinyGo's device packages: the system control block, the
// GPIO ports A-G, UART0 and general-purpose timer 0 as structs of runtime/volatile registers at their
// addresses (gaps between registers are blank fields), their bit fields and the interrupt numbers.
// QEMU models all of them. The runtime owns UART0 (the console) and, while machine.TimerStart runs,
// timer 0: a program that reprograms them takes the console or the test timer away.
package lm3s

import (
	"runtime/volatile"
	_ "unsafe" // for //go:linkname (Go's compiler, under go vet)
)

// SYSCTL_Type is the system control block at 0x400FE000 (identification, reset, clocks and the
// run-mode clock gates of the peripherals).
type SYSCTL_Type struct {
	DID0       volatile.Register32
	DID1       volatile.Register32
	DC0        volatile.Register32
	_          [1]uint32
	DC1        volatile.Register32
	DC2        volatile.Register32
	DC3        volatile.Register32
	DC4        volatile.Register32
	_          [4]uint32
	PBORCTL    volatile.Register32
	LDOPCTL    volatile.Register32
	_          [2]uint32
	SRCR0      volatile.Register32
	SRCR1      volatile.Register32
	SRCR2      volatile.Register32
	_          [1]uint32
	RIS        volatile.Register32
	IMC        volatile.Register32
	MISC       volatile.Register32
	RESC       volatile.Register32
	RCC        volatile.Register32
	PLLCFG     volatile.Register32
	_          [2]uint32
	RCC2       volatile.Register32
	_          [35]uint32
	RCGC0      volatile.Register32
	RCGC1      volatile.Register32
	RCGC2      volatile.Register32
	_          [1]uint32
	SCGC0      volatile.Register32
	SCGC1      volatile.Register32
	SCGC2      volatile.Register32
	_          [1]uint32
	DCGC0      volatile.Register32
	DCGC1      volatile.Register32
	DCGC2      volatile.Register32
	_          [6]uint32
	DSLPCLKCFG volatile.Register32
}

// GPIO_Type is a GPIO port (an ARM PL061: GPIOA-GPIOD at 0x40004000-0x40007000, GPIOE-GPIOG at
// 0x40024000-0x40026000), one bit a pin in each register. DATA is address-masked: DATA[m] reads and
// writes only the pins whose bits are set in m, DATA[0xFF] all eight.
type GPIO_Type struct {
	DATA  [256]volatile.Register32
	DIR   volatile.Register32
	IS    volatile.Register32
	IBE   volatile.Register32
	IEV   volatile.Register32
	IM    volatile.Register32
	RIS   volatile.Register32
	MIS   volatile.Register32
	ICR   volatile.Register32
	AFSEL volatile.Register32
	_     [55]uint32
	DR2R  volatile.Register32
	DR4R  volatile.Register32
	DR8R  volatile.Register32
	ODR   volatile.Register32
	PUR   volatile.Register32
	PDR   volatile.Register32
	SLR   volatile.Register32
	DEN   volatile.Register32
	LOCK  volatile.Register32
	CR    volatile.Register32
}

// UART_Type is a UART (an ARM PL011: UART0 at 0x4000C000).
type UART_Type struct {
	DR   volatile.Register32
	RSR  volatile.Register32
	_    [4]uint32
	FR   volatile.Register32
	_    [1]uint32
	ILPR volatile.Register32
	IBRD volatile.Register32
	FBRD volatile.Register32
	LCRH volatile.Register32
	CTL  volatile.Register32
	IFLS volatile.Register32
	IM   volatile.Register32
	RIS  volatile.Register32
	MIS  volatile.Register32
	ICR  volatile.Register32
}

// TIMER_Type is a general-purpose timer module (TIMER0 at 0x40030000): one 32-bit timer A, or two
// 16-bit timers A and B.
type TIMER_Type struct {
	CFG      volatile.Register32
	TAMR     volatile.Register32
	TBMR     volatile.Register32
	CTL      volatile.Register32
	_        [2]uint32
	IMR      volatile.Register32
	RIS      volatile.Register32
	MIS      volatile.Register32
	ICR      volatile.Register32
	TAILR    volatile.Register32
	TBILR    volatile.Register32
	TAMATCHR volatile.Register32
	TBMATCHR volatile.Register32
	TAPR     volatile.Register32
	TBPR     volatile.Register32
	TAPMR    volatile.Register32
	TBPMR    volatile.Register32
	TAR      volatile.Register32
	TBR      volatile.Register32
}

//go:linkname sysctlAt rt_mmio
func sysctlAt(addr uintptr) *SYSCTL_Type

//go:linkname gpioAt rt_mmio
func gpioAt(addr uintptr) *GPIO_Type

//go:linkname uartAt rt_mmio
func uartAt(addr uintptr) *UART_Type

//go:linkname timerAt rt_mmio
func timerAt(addr uintptr) *TIMER_Type

// The peripherals (set by init, as device/arm's SCB is).
var (
	SYSCTL *SYSCTL_Type
	GPIOA  *GPIO_Type
	GPIOB  *GPIO_Type
	GPIOC  *GPIO_Type
	GPIOD  *GPIO_Type
	GPIOE  *GPIO_Type
	GPIOF  *GPIO_Type
	GPIOG  *GPIO_Type
	UART0  *UART_Type
	TIMER0 *TIMER_Type
)

func init() {
	SYSCTL = sysctlAt(0x400FE000)
	GPIOA = gpioAt(0x40004000)
	GPIOB = gpioAt(0x40005000)
	GPIOC = gpioAt(0x40006000)
	GPIOD = gpioAt(0x40007000)
	GPIOE = gpioAt(0x40024000)
	GPIOF = gpioAt(0x40025000)
	GPIOG = gpioAt(0x40026000)
	UART0 = uartAt(0x4000C000)
	TIMER0 = timerAt(0x40030000)
}

// Interrupt numbers (NVIC external IRQs), the ones of the peripherals above.
const (
	IRQ_GPIOA   = 0
	IRQ_GPIOB   = 1
	IRQ_GPIOC   = 2
	IRQ_GPIOD   = 3
	IRQ_GPIOE   = 4
	IRQ_UART0   = 5
	IRQ_TIMER0A = 19
	IRQ_TIMER0B = 20
	IRQ_SYSCTL  = 28
	IRQ_GPIOF   = 30
	IRQ_GPIOG   = 31
)

// SYSCTL clock gate bits.
const (
	SYSCTL_RCGC1_UART0  = 1 << 0
	SYSCTL_RCGC1_UART1  = 1 << 1
	SYSCTL_RCGC1_SSI0   = 1 << 4
	SYSCTL_RCGC1_I2C0   = 1 << 12
	SYSCTL_RCGC1_TIMER0 = 1 << 16
	SYSCTL_RCGC1_TIMER1 = 1 << 17
	SYSCTL_RCGC2_GPIOA  = 1 << 0
	SYSCTL_RCGC2_GPIOB  = 1 << 1
	SYSCTL_RCGC2_GPIOC  = 1 << 2
	SYSCTL_RCGC2_GPIOD  = 1 << 3
	SYSCTL_RCGC2_GPIOE  = 1 << 4
	SYSCTL_RCGC2_GPIOF  = 1 << 5
	SYSCTL_RCGC2_GPIOG  = 1 << 6
)

// UART FR, LCRH, CTL and interrupt bits.
const (
	UART_FR_BUSY     = 1 << 3
	UART_FR_RXFE     = 1 << 4
	UART_FR_TXFF     = 1 << 5
	UART_FR_RXFF     = 1 << 6
	UART_FR_TXFE     = 1 << 7
	UART_LCRH_FEN    = 1 << 4
	UART_LCRH_WLEN_8 = 3 << 5
	UART_CTL_UARTEN  = 1 << 0
	UART_CTL_LBE     = 1 << 7
	UART_CTL_TXE     = 1 << 8
	UART_CTL_RXE     = 1 << 9
	UART_IM_RXIM     = 1 << 4
	UART_IM_TXIM     = 1 << 5
	UART_IM_RTIM     = 1 << 6
)

// Timer CFG, TAMR, CTL and interrupt bits.
const (
	TIMER_CFG_32BIT     = 0
	TIMER_CFG_16BIT     = 4
	TIMER_TAMR_ONESHOT  = 1
	TIMER_TAMR_PERIODIC = 2
	TIMER_TAMR_CAPTURE  = 3
	TIMER_CTL_TAEN      = 1 << 0
	TIMER_CTL_TASTALL   = 1 << 1
	TIMER_CTL_TBEN      = 1 << 8
	TIMER_IMR_TATOIM    = 1 << 0
	TIMER_RIS_TATORIS   = 1 << 0
	TIMER_ICR_TATOCINT  = 1 << 0
)
