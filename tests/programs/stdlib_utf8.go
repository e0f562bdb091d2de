// unicode/utf8 from the installed Go's GOROOT: encoding, decoding (forwards and backwards),
// counting and validating, with invalid bytes and runes.
package main

import "unicode/utf8"

func main() {
	s := "héllo, 世界 🙂"
	println(len(s), utf8.RuneCountInString(s), utf8.ValidString(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		print(r, ":", n, " ")
		i += n
	}
	println()
	r, n := utf8.DecodeLastRuneInString(s)
	println(r, n)
	buf := make([]byte, 0, 16)
	for _, r := range []rune{'a', 'é', '世', 0x1F642, -1, 0xD800, utf8.MaxRune + 1} {
		buf = utf8.AppendRune(buf, r)
		println(r, utf8.RuneLen(r), utf8.ValidRune(r), len(buf))
	}
	bad := []byte{0xff, 'a', 0xe4, 0xb8}
	println(utf8.Valid(bad), utf8.RuneCount(bad), utf8.FullRune(bad[2:]))
	r, n = utf8.DecodeRune(bad)
	println(r == utf8.RuneError, n)
	var p [4]byte
	println(utf8.EncodeRune(p[:], '界'), p[0], p[1], p[2], utf8.RuneStart(p[1]))
	println(utf8.UTFMax, utf8.RuneSelf)
}
