package main

func main() {
	x := 1 @ 2
	s := "abc\q"
	r := 'ab'
	e := ''
	n := 0b102 + 09 + 0x + 1__0 + 0x1.8
	u := "\xZZ" + "\U00110000" + "\400"
	v := "unterminated
	w := 5
}
