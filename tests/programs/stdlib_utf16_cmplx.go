// unicode/utf16 and math/cmplx from the installed Go's GOROOT.
package main

import (
	"math/cmplx"
	"unicode/utf16"
)

func main() {
	s := []rune("a€𝄞😀")
	u := utf16.Encode(s)
	for _, x := range u {
		print(x, " ")
	}
	println(len(u))
	d := utf16.Decode(u)
	println(string(d) == string(s), len(d))
	r1, r2 := utf16.EncodeRune(0x1D11E)
	println(r1, r2, utf16.DecodeRune(r1, r2), utf16.IsSurrogate(r1), utf16.IsSurrogate('a'))
	println(utf16.Decode([]uint16{0xD800, 'x'})[0])

	z := complex(3, 4)
	println(cmplx.Abs(z), real(cmplx.Conj(z)), imag(cmplx.Conj(z)))
	println(cmplx.Sqrt(-4) == complex(0, 2), cmplx.IsNaN(cmplx.NaN()), cmplx.IsInf(cmplx.Inf()))
	r, th := cmplx.Polar(complex(0, 2))
	println(r, th)
	e := cmplx.Exp(complex(0, 0))
	println(real(e), imag(e))
	p := cmplx.Pow(complex(2, 0), complex(3, 0))
	println(real(p), imag(p) == 0)
}
