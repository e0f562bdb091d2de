//go:build riscv32

package boards

// riscv32-virt: the test timer's interrupt is the goldfish RTC alarm, PLIC source 11.
const timerIRQ = 11
