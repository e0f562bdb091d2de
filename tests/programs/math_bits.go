// Package math/bits (Go's own source): counts, lengths, rotations, reversals and the 64-bit
// multiply/add/divide with carries, against go run.
// corogo:oracle
package main

import "math/bits"

func main() {
	vs := []uint64{0, 1, 2, 3, 0x80, 0xff00, 0x12345678, 0x8000000000000000, 0xffffffffffffffff, 0x0123456789abcdef}
	for _, v := range vs {
		println(bits.OnesCount64(v), bits.LeadingZeros64(v), bits.TrailingZeros64(v), bits.Len64(v),
			bits.Reverse64(v), bits.ReverseBytes64(v), bits.RotateLeft64(v, 13), bits.RotateLeft64(v, -7))
		w := uint32(v)
		println(bits.OnesCount32(w), bits.LeadingZeros32(w), bits.TrailingZeros32(w), bits.Len32(w),
			bits.Reverse32(w), bits.ReverseBytes32(w), bits.RotateLeft32(w, 5), bits.Len8(uint8(v)), bits.Len16(uint16(v)))
		hi, lo := bits.Mul64(v, 0xfedcba9876543210)
		s, c := bits.Add64(v, 0xfedcba9876543210, 1)
		d, b := bits.Sub64(v, 0xfedcba9876543210, 1)
		println(hi, lo, s, c, d, b)
		if v != 0 {
			q, r := bits.Div64(v>>1, 0x1234, v)
			println(q, r, bits.Rem64(hi, lo, v))
		}
	}
}
