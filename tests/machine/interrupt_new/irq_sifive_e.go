//go:build sifive_e

package main

const timerIRQ = 2 // the runtime's timer queue, delivered to PLIC source 2's handler (the AON RTC's)
