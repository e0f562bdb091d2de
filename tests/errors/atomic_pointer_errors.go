// atomic.Pointer[T] (a generic type of the library) used wrongly: without [T], another package's
// type that is not generic with [T], an undefined T, a value of the wrong type, two instances
// being different types, its unexported field.
package main

import "sync/atomic"

type T struct{}

var a atomic.Pointer
var b atomic.Int32[int]
var c atomic.Pointer[undefinedT]

func main() {
	var p atomic.Pointer[T]
	p.Store(5)
	var q atomic.Pointer[int]
	q = p
	_ = atomic.Pointer[T]{v: nil}
	_, _, _ = a, b, c
	_ = q
}
