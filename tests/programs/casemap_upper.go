// unicode.ToUpper over every rune 0..0x10FFFF against Go: the only case mapping the program
// calls, so unicode's CaseRanges is read through Lo, Hi and Delta[UpperCase] alone and packed
// (src/transform/tablecut.c, tablepack.c: Lo split at the first astral record, Hi relative to
// Lo, the delta through a dictionary). A checksum of the mapping, the number of runes it
// changes, and the last rune of each kind of record (a delta, an Upper-Lower run, astral).
package main

import "unicode"

func main() {
	var sum, changed uint32
	for r := rune(0); r <= unicode.MaxRune; r++ {
		u := unicode.ToUpper(r)
		sum = sum*16777619 ^ uint32(u)
		if u != r {
			changed++
		}
	}
	println(sum, changed)
	for _, r := range []rune{'a', 0xff, 0x101, 0x1c5, 0x3c2, 0x1e9b, 0x2c65, 0xa7c8, 0x10428, 0x1e943, 0x1e944, -1, 0x110000} {
		println(r, unicode.ToUpper(r))
	}
}
