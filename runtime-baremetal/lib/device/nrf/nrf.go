//go:build nrf51

// Package nrf is a part of TinyGo's device/nrf for the nRF51 (the micro:bit's nRF51822), written
// from Nordic's nRF51 reference manual: the GPIO port, UART0 and the three TIMERs as structs of
// runtime/volatile registers at their addresses (gaps between registers are blank fields), the
// bit fields the machine package's drivers use, and the peripherals' interrupt numbers. The
// runtime owns UART0's receive interrupt (the console) and TIMER1 (machine.TimerStart): a program
// that reprograms them takes the console or the test timer away.
package nrf

import (
	"runtime/volatile"
	_ "unsafe" // for //go:linkname (Go's compiler, under go vet)
)

// GPIO_Type is the GPIO port (P0) at 0x50000000.
type GPIO_Type struct {
	_       [321]uint32
	OUT     volatile.Register32
	OUTSET  volatile.Register32
	OUTCLR  volatile.Register32
	IN      volatile.Register32
	DIR     volatile.Register32
	DIRSET  volatile.Register32
	DIRCLR  volatile.Register32
	_       [120]uint32
	PIN_CNF [32]volatile.Register32
}

// UART_Type is a UART (UART0 at 0x40002000).
type UART_Type struct {
	TASKS_STARTRX volatile.Register32
	TASKS_STOPRX  volatile.Register32
	TASKS_STARTTX volatile.Register32
	TASKS_STOPTX  volatile.Register32
	_             [3]uint32
	TASKS_SUSPEND volatile.Register32
	_             [56]uint32
	EVENTS_CTS    volatile.Register32
	EVENTS_NCTS   volatile.Register32
	EVENTS_RXDRDY volatile.Register32
	_             [4]uint32
	EVENTS_TXDRDY volatile.Register32
	_             [1]uint32
	EVENTS_ERROR  volatile.Register32
	_             [7]uint32
	EVENTS_RXTO   volatile.Register32
	_             [46]uint32
	SHORTS        volatile.Register32
	_             [64]uint32
	INTENSET      volatile.Register32
	INTENCLR      volatile.Register32
	_             [93]uint32
	ERRORSRC      volatile.Register32
	_             [31]uint32
	ENABLE        volatile.Register32
	_             [1]uint32
	PSELRTS       volatile.Register32
	PSELTXD       volatile.Register32
	PSELCTS       volatile.Register32
	PSELRXD       volatile.Register32
	RXD           volatile.Register32
	TXD           volatile.Register32
	_             [1]uint32
	BAUDRATE      volatile.Register32
	_             [17]uint32
	CONFIG        volatile.Register32
}

// TIMER_Type is a timer/counter (TIMER0, TIMER1, TIMER2 at 0x40008000, 0x40009000, 0x4000A000).
type TIMER_Type struct {
	TASKS_START    volatile.Register32
	TASKS_STOP     volatile.Register32
	TASKS_COUNT    volatile.Register32
	TASKS_CLEAR    volatile.Register32
	TASKS_SHUTDOWN volatile.Register32
	_              [11]uint32
	TASKS_CAPTURE  [4]volatile.Register32
	_              [60]uint32
	EVENTS_COMPARE [4]volatile.Register32
	_              [44]uint32
	SHORTS         volatile.Register32
	_              [64]uint32
	INTENSET       volatile.Register32
	INTENCLR       volatile.Register32
	_              [126]uint32
	MODE           volatile.Register32
	BITMODE        volatile.Register32
	_              [1]uint32
	PRESCALER      volatile.Register32
	_              [11]uint32
	CC             [4]volatile.Register32
}

//go:linkname gpioAt rt_mmio
func gpioAt(addr uintptr) *GPIO_Type

//go:linkname uartAt rt_mmio
func uartAt(addr uintptr) *UART_Type

//go:linkname timerAt rt_mmio
func timerAt(addr uintptr) *TIMER_Type

// The peripherals (set by init, as device/arm's SCB is).
var (
	GPIO   *GPIO_Type
	UART0  *UART_Type
	TIMER0 *TIMER_Type
	TIMER1 *TIMER_Type
	TIMER2 *TIMER_Type
)

func init() {
	GPIO = gpioAt(0x50000000)
	UART0 = uartAt(0x40002000)
	TIMER0 = timerAt(0x40008000)
	TIMER1 = timerAt(0x40009000)
	TIMER2 = timerAt(0x4000A000)
}

// Interrupt numbers (NVIC external IRQs).
const (
	IRQ_POWER_CLOCK = 0
	IRQ_RADIO       = 1
	IRQ_UART0       = 2
	IRQ_SPI0_TWI0   = 3
	IRQ_SPI1_TWI1   = 4
	IRQ_GPIOTE      = 6
	IRQ_ADC         = 7
	IRQ_TIMER0      = 8
	IRQ_TIMER1      = 9
	IRQ_TIMER2      = 10
	IRQ_RTC0        = 11
	IRQ_TEMP        = 12
	IRQ_RNG         = 13
	IRQ_ECB         = 14
	IRQ_CCM_AAR     = 15
	IRQ_WDT         = 16
	IRQ_RTC1        = 17
	IRQ_QDEC        = 18
	IRQ_LPCOMP      = 19
)

// Bit fields of GPIO.PIN_CNF.
const (
	GPIO_PIN_CNF_DIR_Pos          = 0
	GPIO_PIN_CNF_DIR_Input        = 0
	GPIO_PIN_CNF_DIR_Output       = 1
	GPIO_PIN_CNF_INPUT_Pos        = 1
	GPIO_PIN_CNF_INPUT_Connect    = 0
	GPIO_PIN_CNF_INPUT_Disconnect = 1
	GPIO_PIN_CNF_PULL_Pos         = 2
	GPIO_PIN_CNF_PULL_Msk         = 3 << 2
	GPIO_PIN_CNF_PULL_Disabled    = 0
	GPIO_PIN_CNF_PULL_Pulldown    = 1
	GPIO_PIN_CNF_PULL_Pullup      = 3
	GPIO_PIN_CNF_DRIVE_Pos        = 8
	GPIO_PIN_CNF_SENSE_Pos        = 16
	GPIO_PIN_CNF_SENSE_Disabled   = 0
	GPIO_PIN_CNF_SENSE_High       = 2
	GPIO_PIN_CNF_SENSE_Low        = 3
)

// UART0.ENABLE and UART0.BAUDRATE values.
const (
	UART_ENABLE_ENABLE_Disabled       = 0
	UART_ENABLE_ENABLE_Enabled        = 4
	UART_BAUDRATE_BAUDRATE_Baud1200   = 0x0004F000
	UART_BAUDRATE_BAUDRATE_Baud2400   = 0x0009D000
	UART_BAUDRATE_BAUDRATE_Baud4800   = 0x0013B000
	UART_BAUDRATE_BAUDRATE_Baud9600   = 0x00275000
	UART_BAUDRATE_BAUDRATE_Baud19200  = 0x004EA000
	UART_BAUDRATE_BAUDRATE_Baud38400  = 0x009D5000
	UART_BAUDRATE_BAUDRATE_Baud57600  = 0x00EBF000
	UART_BAUDRATE_BAUDRATE_Baud115200 = 0x01D7E000
	UART_BAUDRATE_BAUDRATE_Baud230400 = 0x03AFB000
	UART_BAUDRATE_BAUDRATE_Baud460800 = 0x075F7000
	UART_BAUDRATE_BAUDRATE_Baud921600 = 0x0EBED000
	UART_BAUDRATE_BAUDRATE_Baud1M     = 0x10000000
	UART_INTENSET_RXDRDY              = 1 << 2
	UART_INTENSET_TXDRDY              = 1 << 7
)

// TIMER MODE, BITMODE, SHORTS and INTENSET values.
const (
	TIMER_MODE_MODE_Timer       = 0
	TIMER_MODE_MODE_Counter     = 1
	TIMER_BITMODE_BITMODE_16Bit = 0
	TIMER_BITMODE_BITMODE_08Bit = 1
	TIMER_BITMODE_BITMODE_24Bit = 2
	TIMER_BITMODE_BITMODE_32Bit = 3
	TIMER_SHORTS_COMPARE0_CLEAR = 1 << 0
	TIMER_SHORTS_COMPARE0_STOP  = 1 << 8
	TIMER_INTENSET_COMPARE0     = 1 << 16
	TIMER_INTENSET_COMPARE1     = 1 << 17
	TIMER_INTENSET_COMPARE2     = 1 << 18
	TIMER_INTENSET_COMPARE3     = 1 << 19
)
