// corogo:no-oracle (machine is corogo's package)
// The shape of TinyGo's echo example, written for this test: the console UART configured on the
// board's UART pins, a prompt, then every 10 ms a byte taken if one is buffered: echoed back, kept
// in a 64-byte line, and at a carriage return the line repeated after "You typed: ". The harness
// pipes tinygo_echo.stdin into the console; it never ends: stop.go ends the run.
package main

import (
	"machine"
	"time"
)

var (
	uart = machine.Serial
	tx   = machine.UART_TX_PIN
	rx   = machine.UART_RX_PIN
)

func main() {
	uart.Configure(machine.UARTConfig{TX: tx, RX: rx})
	uart.Write([]byte("Echo console enabled. Type something then press enter:\r\n"))

	input := make([]byte, 64)
	i := 0
	for {
		if uart.Buffered() > 0 {
			data, _ := uart.ReadByte()

			switch data {
			case 13:
				uart.Write([]byte("\r\n"))
				uart.Write([]byte("You typed: "))
				uart.Write(input[:i])
				uart.Write([]byte("\r\n"))
				i = 0
			default:
				uart.WriteByte(data)
				input[i] = data
				i++
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
}
