//go:build blinky

package led

const extra = "+blinky"
