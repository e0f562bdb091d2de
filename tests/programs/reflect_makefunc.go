package main

// reflect.MakeFunc (func values of any func type over []Value: a swap used at two types, a large
// struct and an interface result, called directly and through Value.Call), Method.Func of a
// Type's method (value and pointer receivers, variadic), Value.CallSlice, and Go's panics for
// MakeFunc of a non-func type, a wrong result count, type or a zero result, and CallSlice misuse.

import (
	"fmt"
	"reflect"
)

type M int

func (m M) Twice(k int) int { return int(m) * 2 * k }

func (m *M) Inc(by ...int) {
	for _, b := range by {
		*m += M(b)
	}
}

type big struct {
	A, B, C int64
	S      string
}

func main() {
	swap := func(in []reflect.Value) []reflect.Value { return []reflect.Value{in[1], in[0]} }
	var intSwap func(int, int) (int, int)
	fn := reflect.MakeFunc(reflect.TypeOf(intSwap), swap)
	reflect.ValueOf(&intSwap).Elem().Set(fn)
	fmt.Println(intSwap(1, 2))
	var strSwap func(string, string) (string, string)
	reflect.ValueOf(&strSwap).Elem().Set(reflect.MakeFunc(reflect.TypeOf(strSwap), swap))
	fmt.Println(strSwap("a", "b"))
	bf := reflect.MakeFunc(reflect.TypeOf(func(big, float64) (big, error) { return big{}, nil }),
		func(in []reflect.Value) []reflect.Value {
			b := in[0].Interface().(big)
			b.A += int64(in[1].Float())
			b.S += "!"
			return []reflect.Value{reflect.ValueOf(b), reflect.Zero(reflect.TypeOf((*error)(nil)).Elem())}
		}).Interface().(func(big, float64) (big, error))
	fmt.Println(bf(big{1, 2, 3, "x"}, 2.5))
	r := reflect.ValueOf(bf).Call([]reflect.Value{reflect.ValueOf(big{S: "y"}), reflect.ValueOf(1.0)})
	fmt.Println(r[0], r[1])
	t := reflect.TypeOf(M(0))
	m, ok := t.MethodByName("Twice")
	fmt.Println(m.Name, m.Type, ok)
	fmt.Println(m.Func.Interface().(func(M, int) int)(M(5), 3))
	fmt.Println(m.Func.Call([]reflect.Value{reflect.ValueOf(M(7)), reflect.ValueOf(2)})[0].Int())
	pm, ok := reflect.PointerTo(t).MethodByName("Inc")
	x := M(1)
	pm.Func.Call([]reflect.Value{reflect.ValueOf(&x), reflect.ValueOf(2), reflect.ValueOf(3)})
	pm.Func.Interface().(func(*M, ...int))(&x, 10)
	fmt.Println(x, ok, reflect.PointerTo(t).NumMethod(), reflect.PointerTo(t).Method(0).Name)
	vf := reflect.ValueOf(&x).MethodByName("Inc")
	vf.CallSlice([]reflect.Value{reflect.ValueOf([]int{100, 200})})
	fmt.Println(x)
	for _, bad := range []func(){
		func() { reflect.MakeFunc(reflect.TypeOf(0), swap) },
		func() {
			f := reflect.MakeFunc(reflect.TypeOf(func() int { return 0 }), func([]reflect.Value) []reflect.Value { return nil })
			f.Interface().(func() int)()
		},
		func() {
			f := reflect.MakeFunc(reflect.TypeOf(func() int { return 0 }), func([]reflect.Value) []reflect.Value { return []reflect.Value{reflect.ValueOf("s")} })
			f.Interface().(func() int)()
		},
		func() {
			f := reflect.MakeFunc(reflect.TypeOf(func() int { return 0 }), func([]reflect.Value) []reflect.Value { return []reflect.Value{{}} })
			f.Interface().(func() int)()
		},
		func() { reflect.ValueOf(fmt.Println).CallSlice(nil) },
		func() { reflect.ValueOf(strSwap).CallSlice(nil) },
	} {
		func() {
			defer func() { fmt.Println(recover()) }()
			bad()
		}()
	}
}
