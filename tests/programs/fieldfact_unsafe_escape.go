// Field facts (src/codegen/cg_params.c) against unsafe arithmetic in a function given the address
// of one integer field: it reaches the other fields of the object. Before the fix gout.J.W read 0
// at every -O level (the differential tester's gen_fill.py, seed 8 of --fill-noalloc).
package main

import "unsafe"

type Q struct {
	B0, B1, B2, B3 uint8
	W              uint32
}

type O struct {
	K int32
	J Q
}

var gout O

//go:noinline
func poke(p *uint8, off uintptr, b uint8) { *(*uint8)(unsafe.Add(unsafe.Pointer(p), off)) = b }

func main() {
	poke(&gout.J.B2, unsafe.Offsetof(gout.J.W)-unsafe.Offsetof(gout.J.B2), 25)
	println(gout.J.W, gout.K)
	var l O
	poke(&l.J.B1, unsafe.Offsetof(l.J.W)-unsafe.Offsetof(l.J.B1)+1, 3)
	println(l.J.W, l.J.B3)
}
