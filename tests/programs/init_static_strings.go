package main

// String operations in package initialisers run at compile time (interp.c): concatenation of
// variables (a new string, or the other operand when one is empty), comparisons, a switch on
// strings, string(rune) (UTF-8; U+FFFD for what is no code point), conversions between strings and
// byte slices, and a table of names built by a loop.

var prefix = "corogo"
var empty = ""
var name = prefix + ": " + version()
var same = prefix + empty
var other = empty + prefix
var less = prefix < "go"
var kind = classify("beta")
var raw = []byte(name)
var back = string(raw[:6])
var labels = makeLabels(4)
var runes = string(rune(0x3b1)) + string(rune(0x20ac)) + string(rune(0x1f600)) + string(rune(-1)) + string(rune(0xd800)) + string(rune(0x110000))

func version() string { return "v" + "0.1" }

func classify(s string) int {
	switch s {
	case "alpha":
		return 1
	case "beta":
		return 2
	}
	return 0
}

func makeLabels(n int) []string {
	var out [8]string
	s := ""
	for i := 0; i < n; i++ {
		s = s + string(rune('a'+i))
		out[i] = prefix[:i+1] + "-" + s
	}
	return out[:n]
}

func main() {
	println(name, same, other, less, kind, len(raw), back, back == prefix)
	for _, l := range labels {
		println(l, len(l))
	}
	println(runes, len(runes))
	raw[0] = 'C'
	println(string(raw), name)
}
