//go:build fe310

// Package sifive is a part of TinyGo's device/sifive for the FE310 (the HiFive1's chip, QEMU's
// sifive_e), written from SiFive's FE310 manual: GPIO0, UART0/1, the PLIC, the CLINT, the PRCI
// (clock generation) and the always-on block (watchdog, RTC, backup registers, PMU) as structs of
// runtime/volatile registers at their addresses (gaps between registers are blank fields), their
// bit fields and the PLIC's interrupt sources. QEMU 7.2 models GPIO0, UART0, the PLIC, the CLINT
// and the PRCI; UART1 and the always-on block are not modelled (their accesses are ignored). The
// runtime owns UART0 (the console), the PLIC and the CLINT's timer compare register (its timer
// queue): a program that reprograms them takes the console or the scheduler's time away.
package sifive

import (
	"runtime/volatile"
	_ "unsafe" // for //go:linkname (Go's compiler, under go vet)
)

// GPIO_Type is the GPIO controller (GPIO0 at 0x10012000), one bit a pin in each register.
type GPIO_Type struct {
	VALUE     volatile.Register32
	INPUT_EN  volatile.Register32
	OUTPUT_EN volatile.Register32
	PORT      volatile.Register32
	PUE       volatile.Register32
	DS        volatile.Register32
	RISE_IE   volatile.Register32
	RISE_IP   volatile.Register32
	FALL_IE   volatile.Register32
	FALL_IP   volatile.Register32
	HIGH_IE   volatile.Register32
	HIGH_IP   volatile.Register32
	LOW_IE    volatile.Register32
	LOW_IP    volatile.Register32
	IOF_EN    volatile.Register32
	IOF_SEL   volatile.Register32
	OUT_XOR   volatile.Register32
}

// UART_Type is a UART (UART0 at 0x10013000, UART1 at 0x10023000).
type UART_Type struct {
	TXDATA volatile.Register32
	RXDATA volatile.Register32
	TXCTRL volatile.Register32
	RXCTRL volatile.Register32
	IE     volatile.Register32
	IP     volatile.Register32
	DIV    volatile.Register32
}

// PLIC_Type is the platform-level interrupt controller at 0x0C000000: a priority per source
// (source 0 is none), the pending and enable bits of sources 1-52, and hart 0's machine-mode
// threshold and claim/complete register.
type PLIC_Type struct {
	PRIORITY  [53]volatile.Register32
	_         [971]uint32
	PENDING   [2]volatile.Register32
	_         [1022]uint32
	ENABLE    [2]volatile.Register32
	_         [522238]uint32
	THRESHOLD volatile.Register32
	CLAIM     volatile.Register32
}

// CLINT_Type is the core-local interruptor at 0x02000000: the software interrupt, the timer
// compare register and the timer (64 bits each, as low and high words).
type CLINT_Type struct {
	MSIP      volatile.Register32
	_         [4095]uint32
	MTIMECMP  volatile.Register32
	MTIMECMPH volatile.Register32
	_         [8188]uint32
	MTIME     volatile.Register32
	MTIMEH    volatile.Register32
}

// PRCI_Type is the power, reset, clock and interrupt block at 0x10008000 (the clock sources and
// the PLL).
type PRCI_Type struct {
	HFROSCCFG volatile.Register32
	HFXOSCCFG volatile.Register32
	PLLCFG    volatile.Register32
	PLLOUTDIV volatile.Register32
}

// AON_Type is the always-on block at 0x10000000: the watchdog, the real-time clock, the
// low-frequency oscillator, the backup registers and the power management unit.
type AON_Type struct {
	WDOGCFG    volatile.Register32
	_          [1]uint32
	WDOGCOUNT  volatile.Register32
	_          [1]uint32
	WDOGS      volatile.Register32
	_          [1]uint32
	WDOGFEED   volatile.Register32
	WDOGKEY    volatile.Register32
	WDOGCMP    volatile.Register32
	_          [7]uint32
	RTCCFG     volatile.Register32
	_          [1]uint32
	RTCLO      volatile.Register32
	RTCHI      volatile.Register32
	RTCS       volatile.Register32
	_          [3]uint32
	RTCCMP     volatile.Register32
	_          [3]uint32
	LFROSCCFG  volatile.Register32
	_          [3]uint32
	BACKUP     [32]volatile.Register32
	PMUWAKEUPI [8]volatile.Register32
	PMUSLEEPI  [8]volatile.Register32
	PMUIE      volatile.Register32
	PMUCAUSE   volatile.Register32
	PMUSLEEP   volatile.Register32
	PMUKEY     volatile.Register32
}

//go:linkname gpioAt rt_mmio
func gpioAt(addr uintptr) *GPIO_Type

//go:linkname uartAt rt_mmio
func uartAt(addr uintptr) *UART_Type

//go:linkname plicAt rt_mmio
func plicAt(addr uintptr) *PLIC_Type

//go:linkname clintAt rt_mmio
func clintAt(addr uintptr) *CLINT_Type

//go:linkname prciAt rt_mmio
func prciAt(addr uintptr) *PRCI_Type

//go:linkname aonAt rt_mmio
func aonAt(addr uintptr) *AON_Type

// The peripherals (set by init, as device/arm's SCB is).
var (
	GPIO0 *GPIO_Type
	UART0 *UART_Type
	UART1 *UART_Type
	PLIC  *PLIC_Type
	CLINT *CLINT_Type
	PRCI  *PRCI_Type
	AON   *AON_Type
)

func init() {
	GPIO0 = gpioAt(0x10012000)
	UART0 = uartAt(0x10013000)
	UART1 = uartAt(0x10023000)
	PLIC = plicAt(0x0C000000)
	CLINT = clintAt(0x02000000)
	PRCI = prciAt(0x10008000)
	AON = aonAt(0x10000000)
}

// PLIC interrupt sources (GPIO0 pin n is IRQ_GPIO0_0 + n).
const (
	IRQ_WDOG    = 1
	IRQ_RTC     = 2
	IRQ_UART0   = 3
	IRQ_UART1   = 4
	IRQ_QSPI0   = 5
	IRQ_QSPI1   = 6
	IRQ_QSPI2   = 7
	IRQ_GPIO0_0 = 8
	IRQ_PWM0_0  = 40
	IRQ_PWM1_0  = 44
	IRQ_PWM2_0  = 48
)

// UART register bits.
const (
	UART_TXDATA_FULL      = 1 << 31
	UART_RXDATA_EMPTY     = 1 << 31
	UART_RXDATA_DATA      = 0xFF
	UART_TXCTRL_TXEN      = 1 << 0
	UART_TXCTRL_NSTOP     = 1 << 1
	UART_TXCTRL_TXCNT_Pos = 16
	UART_RXCTRL_RXEN      = 1 << 0
	UART_RXCTRL_RXCNT_Pos = 16
	UART_IE_TXWM          = 1 << 0
	UART_IE_RXWM          = 1 << 1
	UART_IP_TXWM          = 1 << 0
	UART_IP_RXWM          = 1 << 1
	UART_DIV_Msk          = 0xFFFF
)

// PRCI register bits.
const (
	PRCI_HFROSCCFG_DIV_Msk  = 0x3F
	PRCI_HFROSCCFG_TRIM_Pos = 16
	PRCI_HFROSCCFG_TRIM_Msk = 0x1F << 16
	PRCI_HFROSCCFG_EN       = 1 << 30
	PRCI_HFROSCCFG_RDY      = 1 << 31
	PRCI_HFXOSCCFG_EN       = 1 << 30
	PRCI_HFXOSCCFG_RDY      = 1 << 31
	PRCI_PLLCFG_R_Msk       = 0x7
	PRCI_PLLCFG_F_Pos       = 4
	PRCI_PLLCFG_F_Msk       = 0x3F << 4
	PRCI_PLLCFG_Q_Pos       = 10
	PRCI_PLLCFG_Q_Msk       = 3 << 10
	PRCI_PLLCFG_SEL         = 1 << 16
	PRCI_PLLCFG_REFSEL      = 1 << 17
	PRCI_PLLCFG_BYPASS      = 1 << 18
	PRCI_PLLCFG_LOCK        = 1 << 31
	PRCI_PLLOUTDIV_DIV_Msk  = 0x3F
	PRCI_PLLOUTDIV_DIV_BY_1 = 1 << 8
)

// Always-on block bits: the watchdog's and the RTC's configuration registers, and the key that
// unlocks one write to a watchdog or PMU register.
const (
	AON_WDOGCFG_SCALE_Msk   = 0xF
	AON_WDOGCFG_RSTEN       = 1 << 8
	AON_WDOGCFG_ZEROCMP     = 1 << 9
	AON_WDOGCFG_ENALWAYS    = 1 << 12
	AON_WDOGCFG_ENCOREAWAKE = 1 << 13
	AON_WDOGCFG_CMPIP       = 1 << 28
	AON_RTCCFG_SCALE_Msk    = 0xF
	AON_RTCCFG_ENALWAYS     = 1 << 12
	AON_RTCCFG_CMPIP        = 1 << 28
	AON_KEY                 = 0x51F15E
)
