//go:build cortexm

package led

// a file of GOARCH arm (its _linux_arm suffix), the GOOS/GOARCH of every board: built on Cortex-M
const name = "cortexm"
