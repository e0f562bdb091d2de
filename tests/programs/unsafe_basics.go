// unsafe: Pointer conversions to and from *T and uintptr, Sizeof/Alignof/Offsetof as constants
// (values that are the same on 32- and 64-bit targets), Add and Slice, and a float's bits read
// through a pointer conversion the way math.Float64bits does it; unsafe.Slice's run-time panics;
// the pointer of an empty slicing result.
package main

import "unsafe"

type hdr struct {
	a uint8
	b uint16
	c uint32
	d [3]uint8
	e uint8
}

type outer struct {
	tag uint8
	hdr
}

const sz = unsafe.Sizeof(hdr{}) // a constant: usable as an array length

var table [sz]byte

func bits64(f float64) uint64 { return *(*uint64)(unsafe.Pointer(&f)) }

func frombits(b uint64) float64 { return *(*float64)(unsafe.Pointer(&b)) }

func main() {
	var h hdr
	println(unsafe.Sizeof(h), unsafe.Alignof(h.c), len(table))
	println(unsafe.Offsetof(h.a), unsafe.Offsetof(h.b), unsafe.Offsetof(h.c), unsafe.Offsetof(h.d), unsafe.Offsetof(h.e))
	var o outer
	println(unsafe.Sizeof(o), unsafe.Offsetof(o.hdr), unsafe.Offsetof(o.c))
	println(unsafe.Sizeof(int32(0)), unsafe.Sizeof(uint16(0)), unsafe.Alignof(uint16(0)), unsafe.Sizeof([5]byte{}))

	// *T -> Pointer -> *U
	x := uint32(0x11223344)
	p := unsafe.Pointer(&x)
	b := (*[4]byte)(p)
	println(b[0], b[3])
	b[0] = 0xff
	println(x == 0x112233ff)

	// Pointer <-> uintptr, and Add
	arr := [4]uint16{10, 20, 30, 40}
	base := unsafe.Pointer(&arr[0])
	third := (*uint16)(unsafe.Pointer(uintptr(base) + 2*unsafe.Sizeof(arr[0])))
	println(*third)
	fourth := (*uint16)(unsafe.Add(base, 6))
	*fourth = 44
	println(arr[3])

	// Slice over an array's memory
	s := unsafe.Slice(&arr[1], 2)
	println(len(s), cap(s), s[0], s[1])
	s[1] = 33
	println(arr[2])

	// a float's bits
	println(bits64(1.0) == 0x3ff0000000000000, bits64(-2.5) == 0xc004000000000000)
	println(frombits(0x4008000000000000) == 3)

	var np unsafe.Pointer
	println(np == nil, p != nil)

	// Slice's checks: length negative or too large, nil pointer, past the end of memory
	neg, big := -1, uint64(1)<<63
	sliceErr(func() { _ = unsafe.Slice(new(byte), neg) })
	sliceErr(func() { _ = unsafe.Slice(new(byte), big) })
	sliceErr(func() { _ = unsafe.Slice((*int32)(nil), 1) })
	println(unsafe.Slice((*int)(nil), 0) == nil)
	last := (*uint16)(unsafe.Pointer(^uintptr(0) - 3))
	println(len(unsafe.Slice(last, 2)))
	sliceErr(func() { _ = unsafe.Slice(last, 3) })

	// an empty result of slicing keeps the operand's pointer: never one past its end (slicecap.go)
	str, five := "hello", 5
	println(strBase(str[five:]) == strBase(str), strBase(str[5:five]) == strBase(str), strBase(str[2:]) == strBase(str)+2)
	ws := []int32{1, 2, 3, 4}
	println(sliceBase(ws[4:]) == sliceBase(ws), sliceBase(ws[1:2:2]) == sliceBase(ws)+4, sliceBase(ws[3:3:3]) == sliceBase(ws))
	arr4 := [4]byte{}
	println(sliceBase(arr4[five-1:]) == uintptr(unsafe.Pointer(&arr4)), len(ws[1:][3:]))
}

func strBase(s string) uintptr { return *(*uintptr)(unsafe.Pointer(&s)) }

func sliceBase[T any](s []T) uintptr { return *(*uintptr)(unsafe.Pointer(&s)) }

func sliceErr(f func()) {
	defer func() { println(recover().(error).Error()) }()
	f()
}
