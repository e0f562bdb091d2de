//go:build cortexm

package boards

// mps2-an385: the test timer's interrupt is CMSDK TIMER1, IRQ 9.
const timerIRQ = 9
