// a comment before the constraint

//go:build !blinky

package led

const extra = ""
