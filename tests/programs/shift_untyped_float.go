// A non-constant shift of an untyped constant that is an integer value (1.0, 2.0): the constant
// takes the type the context gives the shift (Go's spec), so 1.0<<s is an int where an int is
// wanted: a comparison, an index, a make size, a conversion, arithmetic on it.
package main

func main() {
	var s uint = 3
	var i int = 8
	n := 1.0<<s != i
	var k int64 = 2.0 << s
	var m = 1.0<<s + i
	const c = 1.0 << 4
	println(n, k, m, c)
	println(uint8(4.0 << s))
	a := make([]int, 1.<<s)
	a[1.<<s-1] = 5
	var u uint16 = 1 << (1. << (s - 2))
	println(len(a), a[7], u)
}
