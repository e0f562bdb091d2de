// reflect.New, NewAt and Value.Addr of pointer types, whose own pointer type the compiler does not
// describe: the type is made at run time, as PointerTo's (found by the differential tester's
// interface flows: New of a struct field's *D type panicked).
package main

import (
	"reflect"
	"unsafe"
)

type D struct{ N int }

type Rec struct {
	F1 int
	F0 *D
}

func main() {
	ft := reflect.TypeOf(Rec{F1: 1}).Field(1).Type
	nv := reflect.New(ft)
	println(nv.Type().String(), nv.Kind() == reflect.Pointer, nv.Type() == reflect.PointerTo(ft))
	z := nv.Elem().Interface()
	p, ok := z.(*D)
	println(ok, p == nil)

	nv.Elem().Set(reflect.ValueOf(&D{7}))
	pp := nv.Interface().(**D)
	println((*pp).N)

	r := Rec{F0: &D{3}}
	a := reflect.ValueOf(&r).Elem().Field(1).Addr()
	println(a.Type().String(), (*a.Interface().(**D)).N)

	d := &D{5}
	at := reflect.NewAt(reflect.TypeOf(d), unsafe.Pointer(&d))
	println(at.Elem().Elem().Field(0).Int())

	fn := reflect.New(reflect.TypeOf(func() int { return 1 }))
	println(fn.Type().String(), fn.Elem().IsNil())
}
