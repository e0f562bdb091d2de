// A program that converts no float or complex value to an interface itself: its floats reach
// fmt only through reflect (a struct's fields, a map's values, reflect.New of a field's type, a
// field's Value.Interface), which keeps fmt's float printing and the type switch cases on float
// types; the cases on types nothing converts (uint16, int8) and assertions to interfaces no type
// implements are never taken (src/codegen/cg_prune.c: type tests of descriptors not reached).
package main

import (
	"errors"
	"fmt"
	"reflect"
)

type reading struct {
	Name string
	T    float64
	Z    complex64
}

type notFound struct{ key string }

func (e notFound) Error() string { return "not found: " + e.key }

// what a dynamic type is, by a type switch with cases of types only reflect makes
func kind(v any) string {
	switch x := v.(type) {
	case float64:
		if x > 21 {
			return "float64 above 21"
		}
		return "float64"
	case complex64:
		return "complex64 " + fmt.Sprint(real(x) > 0)
	case uint16:
		return "uint16"
	case string:
		return "string " + x
	}
	return "other"
}

// a run-time error recovered is a runtime.Error: an interface of the run-time errors' methods
// only is found (the interface below is implemented by no type of the program)
func recovered(a []int, i int) {
	defer func() {
		r := recover()
		_, rt := r.(interface{ RuntimeError() })
		_, tm := r.(interface{ Timeout() bool })
		fmt.Println("recovered", rt, tm, r)
	}()
	fmt.Println(a[i])
}

func main() {
	r := reading{"t1", 21.5, 1 + 2i}
	fmt.Printf("%v %+v\n", r, r)
	fmt.Printf("%.3f|%6.1f|%g\n", r, r, r)
	fmt.Println(map[string]float32{"b": 2.5, "a": -1.25, "c": 0})
	v := reflect.ValueOf(r)
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i).Interface()
		_, small := f.(int8)
		fmt.Println(i, kind(f), small)
	}
	z := reflect.New(v.Type().Field(2).Type).Elem()
	z.SetComplex(-3 + 0.5i)
	fmt.Println(z.Interface(), kind(z.Interface()), z.Complex() == -3+0.5i)
	fmt.Println(kind(true), kind(7))
	err := fmt.Errorf("lookup: %w", notFound{"k"})
	var nf notFound
	fmt.Println(errors.As(err, &nf), nf.key, err)
	switch e := errors.Unwrap(err).(type) {
	case interface{ Timeout() bool }:
		fmt.Println("timeout", e.Timeout())
	case notFound:
		fmt.Println("notFound", e.key)
	}
	recovered(nil, 5)
}
