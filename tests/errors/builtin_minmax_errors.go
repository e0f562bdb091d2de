// min, max and clear used wrongly: Go 1.21's messages.
package main

func main() {
	var i int
	var f float64
	var b bool
	var s []int
	var i8 int8
	_ = min()
	_ = max(b, true)
	_ = min(i, f)
	_ = max(1, "a")
	_ = min(i, 1.5)
	_ = max(i8, 300)
	_ = min(s...)
	_ = max(s)
	min(1, 2)
	max(i, 2)
	clear(i)
	clear()
	clear(s, s)
	var x int = max(1.5, 2.5)
	_ = x
}
