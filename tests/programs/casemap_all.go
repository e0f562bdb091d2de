// unicode's case mappings over every rune 0..0x10FFFF against Go: ToUpper, ToLower, ToTitle
// and SimpleFold read every field of CaseRanges' records (src/transform/tablecut.c and
// tablepack.c pack them when that is smaller: the three deltas each through a dictionary).
// A checksum of each mapping and the number of runes it changes; and unicode.IsLetter, whose
// range tables (_L's Range16 and Range32 records, read field by field) are packed too.
package main

import "unicode"

func check(name string, f func(rune) rune) {
	var sum, changed uint32
	for r := rune(0); r <= unicode.MaxRune; r++ {
		u := f(r)
		sum = sum*16777619 ^ uint32(u)
		if u != r {
			changed++
		}
	}
	println(name, sum, changed)
}

func main() {
	check("upper", unicode.ToUpper)
	check("lower", unicode.ToLower)
	check("title", unicode.ToTitle)
	check("fold", unicode.SimpleFold)
	check("letter", func(r rune) rune {
		if unicode.IsLetter(r) {
			return r
		}
		return 0
	})
	for _, r := range []rune{'k', 0x1c5, 0x3c2, 0x1e9e, 0x212a, 0x10428, 0x1e921} {
		println(r, unicode.ToUpper(r), unicode.ToLower(r), unicode.ToTitle(r), unicode.SimpleFold(r))
	}
}
