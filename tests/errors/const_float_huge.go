// Float constants past float64's range are constants all the same (Go keeps a 32-bit binary
// exponent): the errors come where a value must fit a type, in Go's words, and a complex division
// whose divisor's squares underflow is a division by zero (types2).
package main

var _ = 1e646456992
var _ int64 = 1e-10000
var _ = 1 / 1e-600000000
var _ = 1i / 1e-600000000
var _ = 1e646456993

func main() {}
