//go:build riscv32

package led

const name = "riscv32"
