package main

// A struct literal's value for a blank field is evaluated and dropped: the field stays zero, in a
// package-level variable initialised at compile time and in a local one (reflect reads it);
// reflect.StringHeader and SliceHeader describe a string's and a slice's words.

import (
	"reflect"
	"unsafe"
)

var g = struct{ a, _, c int }{1, 2, 3}

func side(n int) int {
	println("evaluated", n)
	return n
}

func main() {
	l := struct {
		x int
		_ string
		y int
	}{4, "dropped", side(6)}
	println(reflect.ValueOf(g).Field(1).Int(), reflect.ValueOf(g).Field(2).Int())
	println(reflect.ValueOf(l).Field(1).String() == "", reflect.ValueOf(l).Field(2).Int())
	s := "hello"
	sh := (*reflect.StringHeader)(unsafe.Pointer(&s))
	b := []int{1, 2, 3}
	bh := (*reflect.SliceHeader)(unsafe.Pointer(&b))
	println(sh.Len, bh.Len, bh.Cap, sh.Data != 0, bh.Data != 0)
}
