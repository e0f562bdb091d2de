//go:build windows

package only

const X = 1
