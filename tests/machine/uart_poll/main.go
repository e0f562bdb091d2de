// corogo:no-oracle (machine is corogo's package)
// The console UART through TinyGo's API: Configure with the board's UART pins, Write and
// WriteByte, and a read loop that polls Buffered and sleeps between polls (the style of TinyGo's
// examples, which compiles unchanged), echoing each line back with its length; a "." line ends it.
// The harness pipes uart_poll.stdin into the console.
package main

import (
	"machine"
	"time"
)

func main() {
	uart := machine.Serial
	uart.Configure(machine.UARTConfig{BaudRate: 115200, TX: machine.UART_TX_PIN, RX: machine.UART_RX_PIN})
	n, err := uart.Write([]byte("type a line:\r\n"))
	println("wrote", n, err == nil)
	var line [32]byte
	i := 0
	for {
		if uart.Buffered() == 0 {
			time.Sleep(time.Millisecond)
			continue
		}
		c, err := uart.ReadByte()
		if err != nil {
			println("error")
			return
		}
		if c != '\n' {
			if i < len(line) {
				line[i] = c
				i++
			}
			continue
		}
		if i == 1 && line[0] == '.' {
			println("bye")
			return
		}
		uart.WriteByte('<')
		uart.Write(line[:i])
		uart.WriteByte('>')
		println("", i)
		i = 0
	}
}
