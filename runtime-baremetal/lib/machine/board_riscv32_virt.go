//go:build riscv32_virt

// QEMU's RISC-V virt machine has no GPIO: LED1 and LED2 are kept in RAM (Get reads back Set).
package machine

const (
	LED         Pin = LED1
	LED1        Pin = 0
	LED2        Pin = 1
	UART_TX_PIN Pin = NoPin
	UART_RX_PIN Pin = NoPin
)
