//go:build mps2_an385 || mps2_an386 || mps2_an500

package main

const timerIRQ = 9 // CMSDK TIMER1
