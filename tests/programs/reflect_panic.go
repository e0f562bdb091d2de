package main

// reflect's panics carry Go's messages: a *reflect.ValueError for a method called on the wrong
// kind ("reflect: call of reflect.Value.Int on string Value", "... on zero Value"), and Go's
// strings for unaddressable and unexported values, bad Set types, out-of-range indexes and Type
// methods on the wrong kind.

import "reflect"

type T struct {
	A int
	b string
}

func try(name string, f func()) {
	defer func() {
		r := recover()
		switch x := r.(type) {
		case *reflect.ValueError:
			println(name, "ValueError:", x.Error(), x.Method, x.Kind.String())
		case error:
			println(name, "error:", x.Error())
		case string:
			println(name, "string:", x)
		default:
			println(name, "no panic")
		}
	}()
	f()
}

func main() {
	try("Int", func() { reflect.ValueOf("s").Int() })
	try("Uint", func() { reflect.ValueOf(1).Uint() })
	try("Float", func() { reflect.ValueOf(1).Float() })
	try("Bool", func() { reflect.ValueOf(1).Bool() })
	try("Len", func() { reflect.ValueOf(1).Len() })
	try("Elem", func() { reflect.ValueOf(1).Elem() })
	try("IsNil", func() { reflect.ValueOf(1).IsNil() })
	try("Field", func() { reflect.ValueOf(1).Field(0) })
	try("NumField", func() { reflect.ValueOf([]int{}).NumField() })
	try("MapKeys", func() { reflect.ValueOf(1).MapKeys() })
	try("zero Type", func() { reflect.Value{}.Type() })
	try("zero Interface", func() { reflect.Value{}.Interface() })
	try("zero IsZero", func() { reflect.Value{}.IsZero() })
	try("SetInt unaddressable", func() { reflect.ValueOf(1).SetInt(2) })
	try("Set unaddressable", func() { reflect.ValueOf(1).Set(reflect.ValueOf(2)) })
	var t T
	try("Set unexported", func() { reflect.ValueOf(&t).Elem().Field(1).SetString("x") })
	try("Interface unexported", func() { reflect.ValueOf(t).Field(1).Interface() })
	try("Set wrong type", func() { reflect.ValueOf(&t).Elem().Field(0).Set(reflect.ValueOf("x")) })
	try("SetString on int", func() { reflect.ValueOf(&t).Elem().Field(0).SetString("x") })
	try("Index", func() { reflect.ValueOf([]int{1}).Index(5) })
	try("Addr", func() { reflect.ValueOf(1).Addr() })
	try("Type.Elem", func() { reflect.TypeOf(1).Elem() })
	try("Type.Key", func() { reflect.TypeOf(1).Key() })
	try("Type.Len", func() { reflect.TypeOf([]int{}).Len() })
	try("Type.NumField", func() { reflect.TypeOf(1).NumField() })
	try("Type.In", func() { reflect.TypeOf(1).In(0) })
	try("Convert", func() { reflect.ValueOf("x").Convert(reflect.TypeOf(1)) })
	try("MakeSlice", func() { reflect.MakeSlice(reflect.TypeOf([]int{}), 3, 2) })
	try("ok", func() { reflect.ValueOf(1).Int() })
	println(reflect.ValueOf(T{}).String(), reflect.Value{}.String(), reflect.Value{}.Kind().String())
}
