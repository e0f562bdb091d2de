//go:build riscv32

package main

// riscv32-virt: the test timer's interrupt is the goldfish RTC alarm, PLIC source 11.
const timerIRQ = 11

//corogo:interrupt 11
func handler() { tick() }
