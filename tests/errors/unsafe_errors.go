package main

import "unsafe"

type pt struct{ x, y int32 }

func main() {
	var v pt
	p := unsafe.Pointer(&v)
	_ = *p
	_ = unsafe.Offsetof(v)
	_ = unsafe.Slice(p, 2)
	var f float32
	_ = (*uint64)(f)
	_ = unsafe.Pointer(f)
	println(unsafe.Sizeof(v))
}
