//go:build cortexm && !riscv32

package driver

// Board names the CPU family this file was chosen for.
const Board = "cortex-m"
