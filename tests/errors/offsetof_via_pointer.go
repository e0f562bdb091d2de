package main

import "unsafe"

type Inner struct{ F int32 }

type Mid struct {
	G int32
	*Inner
}

type Outer struct {
	H int32
	Mid
}

func main() {
	var o Outer
	println(unsafe.Offsetof(o.G), unsafe.Offsetof(o.Inner))
	println(unsafe.Offsetof(o.F))
	println(unsafe.Offsetof(o.Mid.F))
}
