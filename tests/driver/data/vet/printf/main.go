// A program with a Printf format mismatch: go vet under corogo env reports it.
package main

import (
	"fmt"
	"machine"
)

func main() {
	machine.LED.High()
	fmt.Printf("%d\n", "led on")
}
