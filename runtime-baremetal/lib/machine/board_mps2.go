//go:build mps2_an385 || mps2_an386 || mps2_an500

// The MPS2 FPGA images (AN385, AN386, AN500): the two user LEDs of the FPGA I/O block and the
// console UART's pins.
package machine

const (
	LED         Pin = LED1
	LED1        Pin = 0
	LED2        Pin = 1
	UART_TX_PIN Pin = NoPin // the console UART's pins are not GPIOs on these images
	UART_RX_PIN Pin = NoPin
)
