package main

import "unsafe"

type s struct {
	unsafe.Pointer // the spec: an embedded field cannot be unsafe.Pointer
}

type t struct {
	n int
	*unsafe.Pointer
}

type ok struct{ p unsafe.Pointer }

func main() {}
