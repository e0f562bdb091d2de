// Complex numbers used wrongly, Go's messages: a complex constant with an imaginary part given a
// float or integer type, ordered comparison, %, conversions between complex and real types of
// non-constants, complex() of mismatched or non-float arguments, real() of a float.
package main

func main() {
	var f float64 = 1 + 2i
	var i int = 3 + 0i
	z := 1 + 2i
	w := 2i
	b := z < w
	m := z % w
	x := 2.5
	c := complex128(x)
	r := float64(z)
	k := complex(x, float32(1))
	n := complex(1, 2) * 3
	q := real(x)
	var o complex64 = 1e40i
	var p int = 1 + 2i
	var u uint8 = 1.5 + 1i
	var s string = 1i
	println(f, i, b, m, c, r, k, n, q, o, p, u, s)
}
