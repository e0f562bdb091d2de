package led

const name = "linux"
