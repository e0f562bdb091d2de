//go:build cortexm

package main

// mps2-an385: the test timer's interrupt is CMSDK TIMER1, IRQ 9.
const timerIRQ = 9

// periods a tick may come late by: one. TIMER1 is periodic, and under -icount QEMU 7.2 warps the
// idle CPU's clock over the whole next period when it reloads (QEMU issue #2703,
// docs/interrupts.md), so each tick comes two periods after the one before.
const late = 1

//corogo:interrupt 9
func handler() { tick() }
