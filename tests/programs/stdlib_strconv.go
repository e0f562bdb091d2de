// strconv from the installed Go's GOROOT: integers and floats both ways (shortest and fixed
// formatting, exact parsing), quoting, booleans, and its errors.
package main

import "strconv"

func main() {
	println(strconv.Itoa(-1234), strconv.FormatInt(255, 16), strconv.FormatUint(1<<63, 2), strconv.FormatInt(-8, 36))
	for _, s := range []string{"42", "-0x1f", "0b101", "1_000", "99999999999999999999", "abc", ""} {
		n, err := strconv.ParseInt(s, 0, 64)
		if err != nil {
			println(s, "->", err.Error())
		} else {
			println(s, "->", n)
		}
	}
	u, err := strconv.ParseUint("300", 10, 8)
	println(u, err.Error())
	a, err := strconv.Atoi("77")
	println(a, err == nil)
	for _, f := range []float64{0, 1, -2.5, 3.14159, 1e21, 1e-7, 123456789.125, 0.1 + 0.2} {
		println(strconv.FormatFloat(f, 'g', -1, 64), strconv.FormatFloat(f, 'e', 3, 64), strconv.FormatFloat(f, 'f', 2, 64))
	}
	println(strconv.FormatFloat(1.0/3, 'g', -1, 32), strconv.FormatFloat(2.5e-8, 'G', 4, 64))
	for _, s := range []string{"3.25", "1e10", "-0.0001", "0x1p-2", "inf", "NaN", "1e400", "x1"} {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			println(s, "->", err.Error())
		} else {
			println(s, "->", strconv.FormatFloat(f, 'g', -1, 64))
		}
	}
	println(strconv.Quote("héllo\n\t\"x\"\x00"), strconv.QuoteToASCII("日本"), strconv.QuoteRune('☺'))
	q, err := strconv.Unquote(`"a\tb\u00e9"`)
	println(q, err == nil)
	_, err = strconv.Unquote(`"bad`)
	println(err.Error())
	b, _ := strconv.ParseBool("true")
	println(b, strconv.FormatBool(false))
	buf := strconv.AppendInt([]byte("n="), 12, 10)
	buf = strconv.AppendQuote(append(buf, ' '), "q")
	println(string(buf))
}
