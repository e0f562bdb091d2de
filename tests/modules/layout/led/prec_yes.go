//go:build cortexm || riscv32 && blinky

package led

// && binds tighter than ||: on Cortex-M whatever the tags (gofmt would add the parentheses
// that this file checks corogo does not need)
const prec = "!"
