//go:build microbit

package main

const timerIRQ = 9 // the nRF51's TIMER1
