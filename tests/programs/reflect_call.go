package main

// reflect's Value.Call through the sync entry of func values (named functions, closures,
// variadic functions, several results, struct and interface parameters) and Value.Method /
// MethodByName bound to the receiver (value and pointer receivers, through an interface), with
// Go's panics for a wrong argument count and type.

import (
	"errors"
	"reflect"
)

type Pt struct{ X, Y int }

func (p Pt) Sum(k int) int      { return (p.X + p.Y) * k }
func (p *Pt) Move(dx int)       { p.X += dx }
func (p Pt) Pair() (int, string) { return p.X, "pair" }

type Adder interface{ Sum(int) int }

func add(a, b int) int { return a + b }

func divmod(a, b int64) (int64, int64, error) {
	if b == 0 {
		return 0, 0, errors.New("divide by zero")
	}
	return a / b, a % b, nil
}

func join(sep string, parts ...string) string {
	s := ""
	for i, p := range parts {
		if i > 0 {
			s += sep
		}
		s += p
	}
	return s
}

func describe(p Pt, a any) string {
	if s, ok := a.(string); ok {
		return s + "!"
	}
	return "other"
}

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			println(name, "panics:", r.(string))
		}
	}()
	f()
}

func main() {
	r := reflect.ValueOf(add).Call([]reflect.Value{reflect.ValueOf(2), reflect.ValueOf(40)})
	println(len(r), r[0].Int())
	r = reflect.ValueOf(divmod).Call([]reflect.Value{reflect.ValueOf(int64(17)), reflect.ValueOf(int64(5))})
	println(r[0].Int(), r[1].Int(), r[2].IsNil())
	r = reflect.ValueOf(divmod).Call([]reflect.Value{reflect.ValueOf(int64(1)), reflect.ValueOf(int64(0))})
	println(r[2].Interface().(error).Error())
	r = reflect.ValueOf(join).Call([]reflect.Value{reflect.ValueOf("-"), reflect.ValueOf("a"), reflect.ValueOf("b"), reflect.ValueOf("c")})
	println(r[0].String())
	println(reflect.ValueOf(join).Call([]reflect.Value{reflect.ValueOf(",")})[0].String() == "")
	n := 10
	closure := func(k int) int { n += k; return n }
	println(reflect.ValueOf(closure).Call([]reflect.Value{reflect.ValueOf(5)})[0].Int(), n)
	println(reflect.ValueOf(describe).Call([]reflect.Value{reflect.ValueOf(Pt{1, 2}), reflect.ValueOf("hey")})[0].String())

	p := Pt{3, 4}
	m := reflect.ValueOf(p).MethodByName("Sum")
	println(m.Type().String(), m.Call([]reflect.Value{reflect.ValueOf(10)})[0].Int())
	pv := reflect.ValueOf(&p)
	println(pv.NumMethod(), reflect.ValueOf(p).NumMethod())
	pv.MethodByName("Move").Call([]reflect.Value{reflect.ValueOf(7)})
	println(p.X, pv.Method(2).Call([]reflect.Value{reflect.ValueOf(1)})[0].Int())
	pr := reflect.ValueOf(p).Method(0).Call(nil)
	println(pr[0].Int(), pr[1].String())
	var a Adder = Pt{1, 1}
	av := reflect.ValueOf(&a).Elem()
	println(av.Kind().String(), av.Method(0).Call([]reflect.Value{reflect.ValueOf(3)})[0].Int())
	println(reflect.ValueOf(p).MethodByName("Nope").IsValid())

	try("few", func() { reflect.ValueOf(add).Call([]reflect.Value{reflect.ValueOf(1)}) })
	try("many", func() { reflect.ValueOf(add).Call([]reflect.Value{reflect.ValueOf(1), reflect.ValueOf(2), reflect.ValueOf(3)}) })
	try("type", func() { reflect.ValueOf(add).Call([]reflect.Value{reflect.ValueOf(1), reflect.ValueOf("2")}) })
	var nilf func()
	try("nil", func() { reflect.ValueOf(nilf).Call(nil) })
}
