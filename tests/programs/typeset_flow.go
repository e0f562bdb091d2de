// Type switches on interface{} whose default only some paths reach (cg_prune.c: the types
// interface{} values can have). Each value below reaches a switch by another way: a struct
// field, a slice, a map, a channel, a closure, a method value, a generic function, a value of a
// non-empty interface made interface{}, a panic value recovered, a run-time error recovered, a
// sync.Pool; a nil interface reaches the default where no case is nil.
package main

import "sync"

type Shape interface{ Area() int }

type Sq struct{ s int }

func (q Sq) Area() int { return q.s * q.s }

type Rect struct{ w, h int }

func (r *Rect) Area() int { return r.w * r.h }

type Named string

type Holder struct{ v any }

type boom struct{ code int }

func kind(v any) string {
	if v == nil {
		return "nil"
	}
	switch x := v.(type) {
	case int:
		return "int"
	case string:
		return "string:" + x
	case Shape:
		return "shape"
	}
	return "other"
}

// no nil check: nil reaches the default
func loose(v any) string {
	switch v.(type) {
	case int, string:
		return "int or string"
	default:
		return "default"
	}
}

// a nil case: the default only for types without a case
func withNil(v any) string {
	switch v.(type) {
	case nil:
		return "nil case"
	case bool:
		return "bool"
	default:
		return "default"
	}
}

func gen[T any](x T) any { return x }

type Getter struct{ n Named }

func (g Getter) Get() any { return g.n }

func viaField() any {
	h := Holder{v: uint8(7)}
	return h.v
}

func viaSlice() any {
	s := []any{int16(1), 2}
	return s[0]
}

func viaMap() any {
	m := map[string]any{"k": float32(1.5)}
	return m["k"]
}

func viaChan() any {
	c := make(chan any, 1)
	c <- [2]int{1, 2}
	return <-c
}

func viaClosure() any {
	y := int64(3)
	f := func() any { return y }
	return f()
}

func viaMethodValue() any {
	g := Getter{"n"}
	f := g.Get
	return f()
}

func viaIface() any {
	var s Shape = &Rect{2, 3}
	return s
}

func viaRecover() (v any) {
	defer func() { v = recover() }()
	panic(boom{4})
}

func viaRuntimeError() (v any) {
	defer func() { v = recover() }()
	var a []int
	i := 5
	_ = a[i]
	return nil
}

var pool = sync.Pool{New: func() any { return new(Rect) }}

func main() {
	println(kind(1), kind("a"), kind(Sq{2}), kind(nil))
	println(kind(viaField()), kind(viaSlice()), kind(viaMap()), kind(viaChan()))
	println(kind(viaClosure()), kind(viaMethodValue()), kind(viaIface()))
	println(kind(gen(true)), kind(gen[Shape](Sq{1})), kind(gen(Named("x"))))
	r := viaRecover()
	println(kind(r))
	if b, ok := r.(boom); ok {
		println("boom", b.code)
	}
	e := viaRuntimeError()
	println(kind(e))
	if err, ok := e.(error); ok {
		println(err.Error())
	}
	p := pool.Get().(*Rect)
	p.w, p.h = 3, 4
	println(p.Area())
	pool.Put(p)
	var none any
	println(loose(1), loose(none), loose(1.5))
	println(withNil(none), withNil(true), withNil(uint(1)))
}
