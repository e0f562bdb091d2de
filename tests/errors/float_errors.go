// Constant float errors with Go's messages: truncation to an integer type, overflow of float32
// and float64, division by a constant zero, operators integers only have.
package main

func main() {
	var a int = 2.5
	b := int(2.5)
	var x int
	c := x + 2.5
	const big = 1e400
	var f float64 = big
	var g float32 = 1e39
	d := float32(1e39)
	e := 5 % 2.0
	var i int8 = 300.0
	j := int8(300.0)
	const k float64 = 2.5
	l := int(k)
	m := 1.0 / 0
	var o uint = -1.0
	var p string = 2.5
	var q float64 = "s"
	var v float64
	w := v % 2
	y := ^v
	z := v << 1
	const h float32 = 3e38
	n := h * 10
	println(a, b, c, f, g, d, e, i, j, l, m, o, p, q, w, y, z, n)
}

func shifts(s uint) {
	x := float64(5 << s)
	var y float64 = 1 << s
	println(x, y)
}

func indices() {
	a := []int{1, 2, 3}
	b := make([]int, 2, 3.5)
	println(a[2.5], b)
}
