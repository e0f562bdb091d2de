// []rune(s) and string(runes): UTF-8 decoded and encoded like Go (invalid bytes and runes become
// U+FFFD), with len, indexing and a round trip.
// corogo:oracle
package main

func main() {
	s := "héllo, 世界!"
	r := []rune(s)
	println(len(s), len(r), r[1], r[7], string(r[7:9]))
	r[0] = 'H'
	println(string(r))
	bad := []rune("a\xffb\xe2\x82")
	println(len(bad), bad[1], bad[3])
	out := []rune{0x48, -1, 0xD800, 0x10FFFF + 1, 0x1F600, 'z'}
	t := string(out)
	println(len(t), t == "H\uFFFD\uFFFD\uFFFD\U0001F600z")
	var empty []rune
	println(len(string(empty)), len([]rune("")))
	println(string([]rune(s)) == s)
}
