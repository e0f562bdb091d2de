// runtime.Caller(1) from a deferred call run where the function falls off its end reports the
// line of the function's closing brace, as Go's does (Go's test/fixedbugs/issue14646.go): not
// the line of the function's start or of its last call.
package main

import "runtime"

func main() {
	var line int
	func() {
		defer func() {
			_, _, line, _ = runtime.Caller(1)
		}()
	}()
	println(line)
	var l2 int
	func() {
		defer func() {
			_, _, l2, _ = runtime.Caller(1)
		}()
		println("body", l2)
	}()
	println(l2)
	var l3 int
	func() {
		l3++
		defer func() {
			_, _, l3, _ = runtime.Caller(1)
		}()
		if l3 > 5 {
			return
		}
	}()
	println(l3)
}
