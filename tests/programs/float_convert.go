// Run-time float -> integer conversions at the edges: NaN, infinities, values out of the target's
// range. The Go specification leaves these results implementation-dependent; corogo gives what Go
// on amd64 gives (docs/language.md): INT32_MIN / INT64_MIN for a value that does not fit, the 8-
// and 16-bit types truncate the 32-bit result, uint32 the 64-bit one, uint64 Go's two-range
// sequence. int and uint are 32-bit on the boards (64-bit on amd64), so they are left out here.
// corogo:oracle
package main

func conv(f float64) {
	println(int8(f), int16(f), int32(f), int64(f), uint8(f), uint16(f), uint32(f), uint64(f))
}

func conv32(f float32) {
	println(int8(f), int16(f), int32(f), int64(f), uint8(f), uint16(f), uint32(f), uint64(f))
}

func main() {
	zero := 0.0
	vals := []float64{zero / zero, 1 / zero, -1 / zero, -1.5, 0.99, -0.99, 300.7, 70000.5, -70000.5,
		3e9, -3e9, 5e9, 1e10, 1e19, 1e20, -1e20, 9223372036854775807, -9223372036854775808,
		18446744073709551615, 4294967295.9, 2147483647.5, -2147483648.9}
	for _, f := range vals {
		println(f)
		conv(f)
		conv32(float32(f))
	}
	// and back: integers to floats, rounding to nearest even
	var big uint64 = 1<<53 + 1
	var bigs int64 = -(1<<24 + 1)
	println(float64(big), float32(big), float64(bigs), float32(bigs), float32(int32(16777217)))
	var u32 uint32 = 4294967295
	println(float32(u32), float64(u32), float64(int8(-128)), float32(uint16(65535)))
}
