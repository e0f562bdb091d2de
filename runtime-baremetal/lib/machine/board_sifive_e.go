//go:build sifive_e

// The HiFive1 (FE310, QEMU's sifive_e): GPIO0's pins by their chip numbers, the RGB LED (LED is
// the red one; the LEDs light when the pin is low), the Arduino-style header D0-D19, and UART0's
// pins.
package machine

const (
	P00 Pin = iota
	P01
	P02
	P03
	P04
	P05
	P06
	P07
	P08
	P09
	P10
	P11
	P12
	P13
	P14
	P15
	P16
	P17
	P18
	P19
	P20
	P21
	P22
	P23
	P24
	P25
	P26
	P27
	P28
	P29
	P30
	P31
)

const (
	LED       = LED_RED
	LED1      = LED_RED
	LED2      = LED_GREEN
	LED3      = LED_BLUE
	LED_RED   = P22
	LED_GREEN = P19
	LED_BLUE  = P21

	D0  = P16
	D1  = P17
	D2  = P18
	D3  = P19
	D4  = P20
	D5  = P21
	D6  = P22
	D7  = P23
	D8  = P00
	D9  = P01
	D10 = P02
	D11 = P03
	D12 = P04
	D13 = P05
	D15 = P09
	D16 = P10
	D17 = P11
	D18 = P12
	D19 = P13

	UART_TX_PIN = P17
	UART_RX_PIN = P16
)
