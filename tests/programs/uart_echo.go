// corogo:no-oracle (machine is corogo's package)
// UART echo round trip: a goroutine blocks in machine.Serial.ReadByte until the UART's receive
// interrupt delivers a byte (the harness pipes uart_echo.stdin into the emulator's console), and
// echoes each line back in brackets with its length; a '.' line ends it. main waits on a signal.
package main

import (
	"interrupt"
	"machine"
)

var finished interrupt.Signal

func readLine(buf []byte) int {
	n := 0
	for {
		c, _ := machine.Serial.ReadByte()
		if c == '\n' {
			return n
		}
		if n < len(buf) {
			buf[n] = c
			n++
		}
	}
}

func echo() {
	var buf [64]byte
	lines := 0
	for {
		n := readLine(buf[:])
		if n == 1 && buf[0] == '.' {
			break
		}
		lines++
		machine.Serial.WriteByte('[')
		machine.Serial.Write(buf[:n])
		machine.Serial.WriteByte(']')
		println("", n)
	}
	println("echoed", lines, "lines")
	finished.Notify()
}

func main() {
	println("echo: type lines, '.' ends")
	go echo()
	finished.Wait()
	c, _ := machine.Serial.ReadByte() // sync reads of what follows the '.' line
	nl, _ := machine.Serial.ReadByte()
	println("after the end:", string(rune(c)), nl == '\n', machine.Serial.Buffered())
}
