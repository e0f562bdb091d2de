package led

const name = "riscv32"
