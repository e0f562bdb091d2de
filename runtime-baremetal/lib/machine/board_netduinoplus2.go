//go:build netduinoplus2

// The Netduino Plus 2 (STM32F405): the console is USART1 on PA9 (TX) and PA10 (RX). QEMU 7.2
// models no STM32F4 GPIO, so no pin is named here yet (LED, BUTTON: undefined on this board).
package machine

const (
	PA9  Pin = 9
	PA10 Pin = 10

	UART_TX_PIN Pin = PA9
	UART_RX_PIN Pin = PA10
)
