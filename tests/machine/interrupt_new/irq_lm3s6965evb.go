//go:build lm3s6965evb

package main

const timerIRQ = 19 // GPTM timer 0, timer A
