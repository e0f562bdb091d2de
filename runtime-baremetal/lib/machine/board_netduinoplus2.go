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

// The analog inputs: ADC1's channels 0-15 on PA0-PA7, PB0-PB1, PC0-PC5 (pin = port*16 + bit).
const (
	ADC0 Pin = PA0
	ADC1 Pin = PA1
	ADC2 Pin = PA2
	ADC3 Pin = PA3
)

// SPI1 (SPI0 in TinyGo's numbering) on PA5 (SCK), PA6 (MISO), PA7 (MOSI).
const (
	SPI0_SCK_PIN Pin = PA5
	SPI0_SDI_PIN Pin = PA6
	SPI0_SDO_PIN Pin = PA7
)
