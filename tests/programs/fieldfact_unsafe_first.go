// The address of a first field (or a first element) is its variable's own address: a function
// given it that reaches the other fields by unsafe arithmetic writes them (field facts,
// src/codegen/cg_params.c; the types differ so that no case hides another)
package main

import "unsafe"

type G struct {
	B0, B1 uint8
	W      uint32
}

type A struct {
	A [4]uint8
	W uint32
}

type L struct {
	B0 uint16
	W  uint32
}

type N struct {
	In struct{ B0, B1 uint8 }
	W  uint32
}

var g G
var a A
var n N

//go:noinline
func poke8(p *uint8, off uintptr, b uint8) { *(*uint8)(unsafe.Add(unsafe.Pointer(p), off)) = b }

//go:noinline
func poke16(p *uint16, off uintptr, b uint8) { *(*uint8)(unsafe.Add(unsafe.Pointer(p), off)) = b }

func main() {
	poke8(&g.B0, unsafe.Offsetof(g.W), 25)
	println(g.W, g.B1)
	poke8(&a.A[0], unsafe.Offsetof(a.W), 26)
	println(a.W)
	poke8(&(n.In.B0), unsafe.Offsetof(n.W), 27)
	println(n.W)
	var l L
	poke16(&l.B0, unsafe.Offsetof(l.W), 28)
	println(l.W)
}
