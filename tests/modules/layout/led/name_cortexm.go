package led

const name = "cortexm"
