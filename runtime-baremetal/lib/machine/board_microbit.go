//go:build microbit

// The BBC micro:bit (v1, nRF51822): the GPIO port's pins P0.00-P0.31 by chip number, the first two
// rows of the LED matrix as LED1 and LED2, the A and B buttons and the USB serial's UART pins.
package machine

const (
	P0_00 Pin = iota
	P0_01
	P0_02
	P0_03
	P0_04
	P0_05
	P0_06
	P0_07
	P0_08
	P0_09
	P0_10
	P0_11
	P0_12
	P0_13
	P0_14
	P0_15
	P0_16
	P0_17
	P0_18
	P0_19
	P0_20
	P0_21
	P0_22
	P0_23
	P0_24
	P0_25
	P0_26
	P0_27
	P0_28
	P0_29
	P0_30
	P0_31
)

const (
	LED         Pin = LED1
	LED1        Pin = P0_13 // LED matrix row 1
	LED2        Pin = P0_14 // LED matrix row 2
	BUTTONA     Pin = P0_17
	BUTTONB     Pin = P0_26
	BUTTON      Pin = BUTTONA
	UART_TX_PIN Pin = P0_24
	UART_RX_PIN Pin = P0_25
)

// The internal I2C bus of the accelerometer (MMA8653, 0x1D) and magnetometer (MAG3110, 0x0E).
const (
	SCL_PIN Pin = P0_00
	SDA_PIN Pin = P0_30
)
