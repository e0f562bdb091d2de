// The package is ./cmd/app of the module (go.mod two levels up); led picks its files by
// file-name suffix (the board's CPU family) and by //go:build with a -tags tag.
package main

import "example.com/layout/led"

func main() {
	println("led:", led.Name())
}
