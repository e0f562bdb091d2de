// Ordering untyped complex constants: go1.19 names the operands' untyped type.
package main

const x = 1i

const y = x < 2i

func main() {
	_ = 1 < 2i
	var c complex128
	_ = c < 2i
}
