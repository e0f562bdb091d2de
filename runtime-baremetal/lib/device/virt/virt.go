//go:build riscv32_virt

// Package virt is the register package of QEMU's RISC-V virt machine (riscv32-virt), written from
// the machine's documented memory map and the devices' specifications (the NS16550A UART, the RISC-V
// PLIC and CLINT, SiFive's test finisher, the Goldfish RTC, virtio-mmio) in the shape of TinyGo's
// device packages: structs of runtime/volatile registers at their addresses (gaps between registers
// are blank fields), their bit fields and the PLIC's interrupt sources. QEMU models all of them. The
// runtime owns the UART (the console), the PLIC's hart 0 machine-mode context, the CLINT's timer
// compare register (its timer queue), the RTC while machine.TimerStart runs, and the finisher (its
// exit): a program that reprograms them takes the console, interrupts or the scheduler's time away,
// and a write to TEST ends the program.
package virt

import (
	"runtime/volatile"
	_ "unsafe" // for //go:linkname (Go's compiler, under go vet)
)

// UART_Type is the NS16550A UART at 0x10000000, its byte-wide registers at consecutive addresses.
// While LCR's DLAB bit is set, RBR and IER are the divisor's low and high bytes (DLL, DLM).
type UART_Type struct {
	RBR volatile.Register8 // THR when written; DLL while LCR.DLAB
	IER volatile.Register8 // DLM while LCR.DLAB
	IIR volatile.Register8 // FCR when written
	LCR volatile.Register8
	MCR volatile.Register8
	LSR volatile.Register8
	MSR volatile.Register8
	SCR volatile.Register8
}

// PLIC_ENABLE_Type is one context's enable bits, one a source.
type PLIC_ENABLE_Type struct {
	ENABLE [32]volatile.Register32
}

// PLIC_CONTEXT_Type is one context's priority threshold and claim/complete register.
type PLIC_CONTEXT_Type struct {
	THRESHOLD volatile.Register32
	CLAIM     volatile.Register32 // COMPLETE when written
	_         [1022]uint32
}

// PLIC_Type is the platform-level interrupt controller at 0x0C000000: a priority per source (source
// 0 is none), the pending bits, and per context (context 0 hart 0's machine mode, context 1 its
// supervisor mode) the enable bits, the threshold and the claim/complete register.
type PLIC_Type struct {
	PRIORITY [1024]volatile.Register32
	PENDING  [32]volatile.Register32
	_        [992]uint32
	ENABLE   [2]PLIC_ENABLE_Type
	_        [522176]uint32
	CONTEXT  [2]PLIC_CONTEXT_Type
}

// CLINT_Type is the core-local interruptor at 0x02000000: hart 0's software interrupt (MSIP), its
// timer compare register and the timer (64 bits each, as low and high words), counting at 10 MHz.
type CLINT_Type struct {
	MSIP      volatile.Register32
	_         [4095]uint32
	MTIMECMP  volatile.Register32
	MTIMECMPH volatile.Register32
	_         [8188]uint32
	MTIME     volatile.Register32
	MTIMEH    volatile.Register32
}

// RTC_Type is the Goldfish real-time clock at 0x101000: TIME in nanoseconds (reading TIME_LOW
// latches TIME_HIGH), an alarm interrupting at ALARM when IRQ_ENABLED is set.
type RTC_Type struct {
	TIME_LOW        volatile.Register32
	TIME_HIGH       volatile.Register32
	ALARM_LOW       volatile.Register32 // writing it arms the alarm
	ALARM_HIGH      volatile.Register32
	IRQ_ENABLED     volatile.Register32
	CLEAR_ALARM     volatile.Register32
	ALARM_STATUS    volatile.Register32
	CLEAR_INTERRUPT volatile.Register32
}

// VIRTIO_Type is the header of a virtio-mmio transport (eight at 0x10001000-0x10008000, one every
// 0x1000); DEVICE_ID 0 means no device behind it.
type VIRTIO_Type struct {
	MAGIC_VALUE volatile.Register32
	VERSION     volatile.Register32
	DEVICE_ID   volatile.Register32
	VENDOR_ID   volatile.Register32
}

//go:linkname uartAt rt_mmio
func uartAt(addr uintptr) *UART_Type

//go:linkname plicAt rt_mmio
func plicAt(addr uintptr) *PLIC_Type

//go:linkname clintAt rt_mmio
func clintAt(addr uintptr) *CLINT_Type

//go:linkname rtcAt rt_mmio
func rtcAt(addr uintptr) *RTC_Type

//go:linkname virtioAt rt_mmio
func virtioAt(addr uintptr) *VIRTIO_Type

//go:linkname registerAt rt_mmio
func registerAt(addr uintptr) *volatile.Register32

// The peripherals (set by init, as device/arm's SCB is).
var (
	UART0  *UART_Type
	PLIC   *PLIC_Type
	CLINT  *CLINT_Type
	RTC    *RTC_Type
	TEST   *volatile.Register32 // the SiFive test finisher at 0x100000
	VIRTIO [8]*VIRTIO_Type
)

func init() {
	UART0 = uartAt(0x10000000)
	PLIC = plicAt(0x0C000000)
	CLINT = clintAt(0x02000000)
	RTC = rtcAt(0x101000)
	TEST = registerAt(0x100000)
	for i := range VIRTIO {
		VIRTIO[i] = virtioAt(0x10001000 + uintptr(i)*0x1000)
	}
}

// The CLINT's timer frequency.
const MTIME_HZ = 10000000

// PLIC interrupt sources (virtio-mmio transport n is IRQ_VIRTIO0 + n).
const (
	IRQ_VIRTIO0 = 1
	IRQ_UART0   = 10
	IRQ_RTC     = 11
	IRQ_PCIE0   = 32 // INTA-INTD: 32-35
)

// The test finisher's commands: TEST_FAIL | status<<16 ends QEMU with that exit status.
const (
	TEST_FAIL  = 0x3333
	TEST_PASS  = 0x5555
	TEST_RESET = 0x7777
)

// UART IER, IIR, FCR, LCR, MCR and LSR bits.
const (
	UART_IER_ERBFI   = 1 << 0 // received data available
	UART_IER_ETBEI   = 1 << 1 // transmitter holding register empty
	UART_IER_ELSI    = 1 << 2 // receiver line status
	UART_IER_EDSSI   = 1 << 3 // modem status
	UART_IIR_NOINT   = 1 << 0
	UART_IIR_ID      = 7 << 1
	UART_IIR_FIFO    = 3 << 6
	UART_FCR_FIFOEN  = 1 << 0
	UART_FCR_RXRESET = 1 << 1
	UART_FCR_TXRESET = 1 << 2
	UART_LCR_WLEN8   = 3 << 0
	UART_LCR_STOP2   = 1 << 2
	UART_LCR_PARITY  = 1 << 3
	UART_LCR_DLAB    = 1 << 7
	UART_MCR_DTR     = 1 << 0
	UART_MCR_RTS     = 1 << 1
	UART_MCR_OUT2    = 1 << 3
	UART_MCR_LOOP    = 1 << 4
	UART_LSR_DR      = 1 << 0
	UART_LSR_OE      = 1 << 1
	UART_LSR_THRE    = 1 << 5
	UART_LSR_TEMT    = 1 << 6
)

// The virtio-mmio magic value, "virt" in little-endian ASCII.
const VIRTIO_MAGIC = 0x74726976
