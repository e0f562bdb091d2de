package main

// doc comment for x
// second line
var x = 0x1F + 0o17 + 017 + 0b1010 + 1_000_000 + 0X_ff
var f = 1.5 + .5 + 1e3 + 0x1p-2 + 2i
var s = "a\tb\n\\\"\x41\u00e9\U0001F600\101" + `raw
line` // trailing
var r = 'a' + '\n' + '\'' + '\x7f' + '\u263A' + 'é'

/* block */ func f() int { return x }

func g() {
	x++ /* multi
	line */ y--
	return
}
