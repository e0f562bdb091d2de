// The package is ./cmd/app of the module (go.mod two levels up); led picks its files by
// file-name suffix (_linux_arm: every board is GOOS=linux GOARCH=arm) and by //go:build with the
// board's tags and a -tags tag.
package main

import "example.com/layout/led"

func main() {
	println("led:", led.Name())
}
