package main

import (
	. "container/list"
	. "container/ring"
	. "strings"
	. "unicode/utf8"
)

func ToUpper(s string) string { return s }

func main() {
	_ = List{}
	println(ToUpper("x"))
}
