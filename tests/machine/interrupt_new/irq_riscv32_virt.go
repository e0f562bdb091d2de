//go:build riscv32_virt

package main

const timerIRQ = 11 // the goldfish RTC (PLIC source 11)
