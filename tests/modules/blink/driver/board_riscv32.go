//go:build riscv32 || (riscv && !cortexm)

package driver

// Board names the CPU family this file was chosen for.
const Board = "riscv32"
