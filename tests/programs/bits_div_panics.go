// math/bits's Div32 and Div64 panic with Go's run-time errors on overflow and division by zero:
// math/bits declares them with //go:linkname of runtime.overflowError and divideError, which
// corogo's runtime has (they were nil errors: `panic: nil`).
package main

import (
	"math/bits"
	"runtime"
)

func div(hi, lo, y uint32) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(runtime.Error)
			println("recovered", ok, e.Error())
		}
	}()
	q, rem := bits.Div32(hi, lo, y)
	println(q, rem)
}

func main() {
	div(1, 0, 1)
	div(0, 7, 2)
	defer func() {
		println(recover().(error).Error())
	}()
	var zero uint64
	println(bits.Div64(0, 1, zero))
}
