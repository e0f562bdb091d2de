//go:build !(cortexm || riscv32 && blinky)

package led

const prec = ""
