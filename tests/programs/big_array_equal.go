// corogo:oracle
// == and != on big arrays (#11 item 10): compared in memory element by element, stopping at the
// first difference, with each element's own == (floats: +0 == -0, NaN != NaN; strings by value),
// for variables, a struct field, a function result and a switch tag. [8192]int compiles in well
// under a second at -Os (element-wise code for each element took minutes before).
package main

var x, y [1 << 13]int
var fa, fb [100]float64
var sa, sb [40]string

type rec struct {
	id   int
	data [200]int32
}

func mk(k int) (r [300]uint16) {
	r[k] = uint16(k)
	return
}

func main() {
	y[7] = 1
	println(x == y)
	y[7] = 0
	println(x == y, x != y)
	y[8191] = 5
	println(x == y)
	fa[3] = 0.0
	z := 0.0
	fb[3] = -z
	println(fa == fb)
	nan := z / z
	fa[99] = nan
	fb[99] = nan
	println(fa == fb, fa != fb)
	sa[39] = "a" + string(rune('b'))
	sb[39] = "ab"
	println(sa == sb)
	var r1, r2 rec
	r2.data[150] = 1
	println(r1 == r2)
	r1.data[150] = 1
	println(r1 == r2)
	println(mk(4) == mk(4), mk(4) == mk(5))
	switch mk(9) {
	case mk(8):
		println("8")
	case mk(9):
		println("9")
	}
}
