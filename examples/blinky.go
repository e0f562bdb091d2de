// blinky.go - a goroutine toggles an LED on a timer and prints it (make demo-blinky). On
// mps2-an385 the LED is the FPGA I/O user LED0, which QEMU models (the state printed is read
// back from the hardware register); riscv32-virt has no LEDs, its pins are kept in RAM. While
// both goroutines sleep, the CPU sleeps in WFI until the timer interrupt. Heap-free.
package main

import (
	"machine"
	"time"
)

func blink(led machine.Pin, period time.Duration, times int) {
	for i := 0; i < times; i++ {
		led.Toggle()
		println("t =", int64(time.Since(start)/time.Millisecond), "ms: LED", int(led), "on:", led.Get())
		time.Sleep(period)
	}
	led.Low()
}

var start time.Time

func main() {
	start = time.Now()
	go blink(machine.LED1, 250*time.Millisecond, 8)
	go blink(machine.LED2, 500*time.Millisecond, 4)
	time.Sleep(2100 * time.Millisecond)
	println("done after", int64(time.Since(start)/time.Millisecond), "ms")
}
