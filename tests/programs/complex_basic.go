// complex64 and complex128: literals, complex/real/imag, + - * / (Go's division with its infinity
// corrections), ==, unary minus, ++, op-assign, constants folded exactly, conversions between the
// complex types, fields, slices, parameters and results, and println's (+1.000000e+000+2.000000e+000i).
package main

type Z struct {
	a complex128
	b complex64
}

func mul(x, y complex128) complex128 { return x * y }

func main() {
	z := 1 + 2i
	w := complex(3.5, -1)
	println(z, w, z+w, z-w, z*w, z/w, -z)
	println(real(z), imag(w), z == w, z != w, z == 1+2i)
	var c64 complex64 = complex(float32(0.1), 2)
	c64 *= c64
	println(c64, complex128(c64), real(c64))
	zero := 0.0
	inf := 1 / zero
	println(complex(inf, 1)/complex(2, 3), complex(1, 1)/complex(zero, 0), complex(1, 2)/complex(inf, inf))
	const k = (1 + 2i) * (3 - 4i) / 5i
	println(k, real(k), imag(k))
	var s Z
	s.a = mul(z, w)
	s.b = complex64(s.a)
	s.a++
	println(s.a, s.b)
	arr := []complex128{1, 2i, 3 + 3i}
	sum := 0i
	for _, v := range arr {
		sum += v
	}
	println(sum, len(arr))
	f := 2.5
	println(complex(f, f*2), complex(float32(f), 1))
}
