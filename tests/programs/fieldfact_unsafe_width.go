// Field facts (src/codegen/cg_params.c) against unsafe stores that cover fields of other integer
// types: a uint32 stored at a variable's first field sets the uint8 and uint16 fields after it,
// through the address itself and through a parameter; an int32 stored through an *int8
// parameter sets the int16 after it; a byte stored at an offset from a field's address
// reaches another field of its object. Before the fix each of these fields read 0
// at every -O level (found by the differential tester's fill programs, gen_fill.py).
package main

import "unsafe"

type T struct {
	x uint8
	y uint8
	z uint16
	w int32
}

type S struct {
	a    int8
	b    int16
	c    int64
	d, e uint8
}

var gt, gu T

type V struct {
	x uint8
	w int64
}

var gv V

//go:noinline
func put(p unsafe.Pointer, v uint32) { *(*uint32)(p) = v }

//go:noinline
func put32(p *int8, v int32) { *(*int32)(unsafe.Pointer(p)) = v }

func main() {
	*(*uint32)(unsafe.Pointer(&gt.x)) = 0x01020304
	println(gt.x, gt.y, gt.z, gt.w)
	put(unsafe.Pointer(&gu.x), 0x0a0b0c0d)
	println(gu.x, gu.y, gu.z, gu.w)
	*(*uint8)(unsafe.Add(unsafe.Pointer(&gv.x), unsafe.Offsetof(gv.w))) = 9
	println(gv.x, gv.w)
	var s S
	put32(&s.a, 0x00050007)
	println(s.a, s.b, s.c, s.d, s.e)
}
