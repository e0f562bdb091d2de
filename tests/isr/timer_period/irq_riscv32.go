//go:build riscv32

package main

// riscv32-virt: the test timer's interrupt is the goldfish RTC alarm, PLIC source 11.
const timerIRQ = 11

// periods a tick may come late by: none (TimerAck re-arms the alarm one period from the tick)
const late = 0

//corogo:interrupt 11
func handler() { tick() }
