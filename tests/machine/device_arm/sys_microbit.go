//go:build microbit

package main

// Thumb-1 (ARMv6-M) has no add of three registers that leaves the flags alone
const addAsm = "adds {}, {a}, {b}"

// SysTick is the runtime's time base on the micro:bit (docs/boards.md): it runs already, and the
// program must not reprogram it.
func startSysTick() {}

func stopSysTick() {}
