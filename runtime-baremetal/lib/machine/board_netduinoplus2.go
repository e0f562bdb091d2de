//go:build netduinoplus2

// The Netduino Plus 2 (STM32F405): the console is USART1 on PA9 (TX) and PA10 (RX); the board's
// blue LED is on PA10 too (lit when high: a program that drives it gives up the console's
// receive pin on real hardware). QEMU 7.2 models no STM32F4 GPIO (it ignores the writes and reads
// the pins as 0): the pins are named for the peripherals that use them (PWM, ADC, SPI) and the LED,
// which programs can drive but not read back there; BUTTON is undefined on this board.
package machine

// Pin = port*16 + bit (PA0-PA7: pins_porta.go).
const (
	PA8 Pin = 8 + iota
	PA9
	PA10
	PA11
	PA12
	PA13
	PA14
	PA15
	PB0
	PB1
	PB2
	PB3
	PB4
	PB5
	PB6
	PB7
	PB8
	PB9
	PB10
	PB11
	PB12
	PB13
	PB14
	PB15
	PC0
	PC1
	PC2
	PC3
	PC4
	PC5
	PC6
	PC7
	PC8
	PC9
	PC10
	PC11
	PC12
	PC13
	PC14
	PC15
)

const (
	PD12 Pin = 3*16 + 12 + iota
	PD13
	PD14
	PD15
)

const (
	LED         Pin = PA10
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
