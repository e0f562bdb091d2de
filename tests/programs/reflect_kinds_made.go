// Kinds that only reflect's type constructors or type data give a value (cg_kinds.c): no map,
// channel, func, array, slice or pointer of these types is ever converted to an interface, and
// complex128 is only a struct field's type, yet fmt prints them and comparisons of Kind() hold.
package main

import (
	"fmt"
	"reflect"
)

type holder struct {
	C complex128
	N int
}

func describe(v reflect.Value) string {
	switch v.Kind() {
	case reflect.Map:
		return "map"
	case reflect.Chan:
		return "chan"
	case reflect.Func:
		return "func"
	case reflect.Array:
		return "array"
	case reflect.Slice:
		return "slice"
	case reflect.Pointer:
		return "pointer"
	case reflect.Complex128:
		return "complex128"
	case reflect.Struct:
		return "struct"
	}
	return "other " + v.Kind().String()
}

func main() {
	str, num := reflect.TypeOf(""), reflect.TypeOf(0)
	c := reflect.ValueOf(holder{1 + 2i, 3})
	fmt.Printf("%v %+v\n", c.Interface(), c.Interface())
	cplx := c.Field(0)
	fmt.Println(describe(cplx), cplx.Complex(), cplx.Kind() == reflect.Complex128)

	m := reflect.MakeMap(reflect.MapOf(str, cplx.Type()))
	m.SetMapIndex(reflect.ValueOf("b"), cplx)
	m.SetMapIndex(reflect.ValueOf("a"), reflect.Zero(cplx.Type()))
	fmt.Println(describe(m), m.Len(), m.Kind() == reflect.Map)
	fmt.Printf("%v %d\n", m.Interface(), m.Interface())
	fmt.Println(m)

	ch := reflect.MakeChan(reflect.ChanOf(reflect.BothDir, num), 2)
	ch.Send(reflect.ValueOf(5))
	fmt.Println(describe(ch), ch.Len(), ch.Cap(), ch.Type(), ch.Kind() == reflect.Chan)

	fn := reflect.Zero(reflect.FuncOf([]reflect.Type{num}, []reflect.Type{str}, false))
	fmt.Println(describe(fn), fn.IsNil(), fn.Type())
	fmt.Printf("%v\n", fn.Interface())

	arr := reflect.New(reflect.ArrayOf(3, num)).Elem()
	arr.Index(1).SetInt(7)
	fmt.Println(describe(arr), arr.Len(), arr.Interface())

	sl := reflect.MakeSlice(reflect.SliceOf(str), 2, 4)
	sl.Index(0).SetString("x")
	fmt.Printf("%s %v %q %d\n", describe(sl), sl.Interface(), sl.Interface(), sl.Cap())

	b := reflect.MakeSlice(reflect.SliceOf(reflect.TypeOf(uint8(0))), 3, 3)
	b.Index(2).SetUint(65)
	fmt.Printf("%s %v %x %s\n", describe(b), b.Interface(), b.Interface(), b.Bytes())

	p := reflect.New(reflect.PointerTo(num))
	fmt.Println(describe(p), describe(p.Elem()), p.Elem().IsNil(), p.Type())
	fmt.Printf("%v\n", p.Elem().Interface())

	st := reflect.New(reflect.StructOf([]reflect.StructField{{Name: "A", Type: num}, {Name: "B", Type: str}})).Elem()
	st.Field(0).SetInt(9)
	fmt.Printf("%s %v %+v\n", describe(st), st.Interface(), st.Interface())
}
