//go:build lm3s6965evb

// The Stellaris LM3S6965 evaluation board: GPIO ports A-G by chip name (pin = port*8 + bit), the
// status LED (PF0; LED2 is PF1, a header pin) and UART0's pins.
package machine

const (
	PF0 Pin = 40 + iota
	PF1
	PF2
	PF3
)

const (
	LED         Pin = LED1
	LED1        Pin = PF0
	LED2        Pin = PF1
	UART_TX_PIN Pin = PA1
	UART_RX_PIN Pin = PA0
)
