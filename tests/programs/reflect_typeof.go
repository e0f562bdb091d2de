package main

// reflect's types made at run time: SliceOf, ArrayOf, MapOf, ChanOf, PointerTo and StructOf give
// the program's own type where it has one (identity: Interface() asserts to it) and make one
// otherwise (its String, Size, fields, zero values through New, maps over MakeMap, slices over
// MakeSlice), with Go's panics for bad arguments.

import (
	"fmt"
	"reflect"
)

type K struct {
	a, b int32
	c    float64
}

type M map[K]bool

func main() {
	st := reflect.TypeOf("")
	at := reflect.ArrayOf(8, st)
	a := reflect.New(at).Elem()
	a.Index(2).SetString("two")
	arr := a.Interface().([8]string)
	fmt.Println(at, at.Len(), arr[2], at == reflect.TypeOf([8]string{}))

	sl := reflect.MakeSlice(reflect.SliceOf(reflect.TypeOf(0)), 2, 4)
	sl.Index(1).SetInt(7)
	fmt.Println(sl.Type(), sl.Interface().([]int), sl.Cap())

	mt := reflect.MapOf(reflect.TypeOf(K{}), reflect.TypeOf(true))
	m := reflect.MakeMap(mt)
	k := K{1, 2, 3}
	m.SetMapIndex(reflect.ValueOf(k), reflect.ValueOf(true))
	var x M
	reflect.ValueOf(&x).Elem().Set(m)
	fmt.Println(mt, x[k], x[K{}], len(x), mt.Key(), mt.Elem())

	ct := reflect.ChanOf(reflect.BothDir, reflect.TypeOf(int16(0)))
	rt := reflect.ChanOf(reflect.RecvDir, reflect.TypeOf(int16(0)))
	fmt.Println(ct, rt, ct.ChanDir(), rt.ChanDir(), reflect.ChanOf(reflect.SendDir, rt))
	fmt.Println(ct == reflect.TypeOf(make(chan int16)))

	pt := reflect.PointerTo(reflect.TypeOf(&k))
	fmt.Println(pt, pt.Elem().Elem() == reflect.TypeOf(k))

	s := reflect.StructOf([]reflect.StructField{
		{Name: "A", Type: reflect.TypeOf(int32(0))},
		{Name: "N", Type: reflect.TypeOf(uint8(0))},
		{Name: "Name", Type: st, Tag: `json:"name"`},
		{Name: "V", Type: reflect.TypeOf(int64(0))},
		{Name: "L", Type: reflect.SliceOf(reflect.ArrayOf(3, reflect.TypeOf(uint16(0))))},
	})
	fmt.Println(s, s.NumField(), s.Comparable(), s.Kind())
	f, _ := s.FieldByName("N")
	fmt.Println(f.Name, f.Type, f.Offset, f.Index, s.Field(2).Tag.Get("json"))
	p := reflect.New(s)
	p.Elem().Field(2).SetString("made")
	p.Elem().Field(3).SetInt(-5)
	p.Elem().Field(4).Set(reflect.ValueOf([][3]uint16{{1, 2, 3}}))
	fmt.Printf("%v %+v\n", p.Type(), p.Elem().Interface())
	same := reflect.StructOf([]reflect.StructField{{Name: "A", Type: reflect.TypeOf(0)}, {Name: "B", Type: st}})
	fmt.Println(same == reflect.TypeOf(struct {
		A int
		B string
	}{}), reflect.StructOf(nil))
	fmt.Println(reflect.SliceOf(s) == reflect.SliceOf(s), reflect.ArrayOf(2, s) == reflect.ArrayOf(2, s))

	for _, bad := range []func(){
		func() { reflect.ArrayOf(-1, st) },
		func() { reflect.MapOf(reflect.TypeOf([]int{}), st) },
		func() { reflect.ChanOf(0, st) },
		func() { reflect.StructOf([]reflect.StructField{{Name: "", Type: st}}) },
		func() { reflect.StructOf([]reflect.StructField{{Name: "a b", Type: st}}) },
		func() { reflect.StructOf([]reflect.StructField{{Name: "A"}}) },
		func() { reflect.StructOf([]reflect.StructField{{Name: "x", Type: st}}) },
		func() { reflect.StructOf([]reflect.StructField{{Name: "A", Type: st}, {Name: "A", Type: st}}) },
	} {
		func() {
			defer func() { fmt.Println(recover()) }()
			bad()
		}()
	}
}
