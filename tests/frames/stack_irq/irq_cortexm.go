//go:build cortexm

package main

// mps2-an385: the test timer's interrupt is CMSDK TIMER1, IRQ 9.
const timerIRQ = 9

//corogo:interrupt 9
func handler() { tick() }
