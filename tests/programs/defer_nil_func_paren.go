// A deferred call of a nil func value written as a parenthesised conversion, ((func())(nil))():
// the call panics when the function returns, and an older deferred call recovers it.
package main

func deep(n int) int {
	if n == 0 {
		return 0
	}
	return deep(n-1) + 1
}

func run() (out int) {
	defer func() {
		r := recover()
		println("recovered:", r != nil)
		out = -1
	}()
	defer ((func())(nil))()
	return deep(50)
}

func main() {
	println(run())
}
