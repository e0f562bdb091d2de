// echo.go - UART echo (make demo-echo): a goroutine sleeps in machine.Serial.ReadByte until the
// UART's receive interrupt wakes it, then echoes the byte; a line is answered with its length.
// Input piped into QEMU's console works as typing does. Ctrl-D (or the end of the piped input
// followed by a '.' line) ends it. The CPU idles in WFI between interrupts. Heap-free.
package main

import (
	"interrupt"
	"machine"
)

var finished interrupt.Signal

func echo() {
	n, lines := 0, 0
	var prev byte
	for {
		c, _ := machine.Serial.ReadByte()
		if c == 4 { // Ctrl-D
			break
		}
		machine.Serial.WriteByte(c)
		if c == '\n' {
			lines++
			println("  ->", n, "bytes")
			if n == 1 && prev == '.' {
				break
			}
			n = 0
		} else {
			n++
		}
		prev = c
	}
	println("echoed", lines, "lines")
	finished.Notify()
}

func main() {
	println("corogo echo: type a line ('.' alone ends)")
	go echo()
	finished.Wait()
}
