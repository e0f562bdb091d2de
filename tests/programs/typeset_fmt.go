// fmt.Println's type switch (printArg) on values that reach it by many ways, its default and the
// reflect behind it kept (cg_prune.c: the types interface{} values can have): struct fields,
// slices, maps, channels, closures, method values, generics, values of non-empty interfaces,
// recovered panic values and run-time errors, errors.As/Is, a sync.Pool, reflect's
// Field(i).Interface() and New(t).Elem().Interface() in type switches, a nil interface.
package main

import (
	"errors"
	"fmt"
	"reflect"
	"sync"
)

type point struct{ X, Y int }

type celsius float64

func (c celsius) String() string { return fmt.Sprintf("%.1f°C", float64(c)) }

type notFound struct{ name string }

func (e *notFound) Error() string { return e.name + " not found" }

type box struct {
	v any
	s fmt.Stringer
}

type getter struct{ p point }

func (g getter) get() any { return g.p }

func pair[T any](a, b T) []any { return []any{a, b} }

func describe(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case int:
		return fmt.Sprint("int ", x)
	case string:
		return "string " + x
	case error:
		return "error " + x.Error()
	case fmt.Stringer:
		return "stringer " + x.String()
	default:
		return fmt.Sprintf("other %T", x)
	}
}

func noNilCase(v any) string {
	switch v.(type) {
	case int:
		return "int"
	default:
		return "default"
	}
}

func recovered(f func()) (v any) {
	defer func() { v = recover() }()
	f()
	return nil
}

var pool = sync.Pool{New: func() any { return new(point) }}

func main() {
	b := box{v: point{1, 2}, s: celsius(21.5)}
	fmt.Println(b.v, b.s, describe(b.v), describe(b.s))
	s := []any{uint16(3), [2]bool{true}, &point{3, 4}}
	fmt.Println(s...)
	m := map[string]any{"a": int8(-1), "b": 2.5}
	fmt.Println(m, describe(m["a"]))
	c := make(chan fmt.Stringer, 1)
	c <- celsius(-3)
	fmt.Printf("%v %T\n", <-c, celsius(0))
	f := func() any { return struct{ A, B int }{5, 6} }
	fmt.Printf("%+v\n", f())
	g := getter{point{7, 8}}.get
	fmt.Println(g(), describe(g()))
	fmt.Println(pair(1, 2), pair[fmt.Stringer](celsius(1), celsius(2)))

	e := recovered(func() {
		var a []int
		i := 4
		a[i]++
	})
	fmt.Println(e, describe(e))
	p := recovered(func() { panic(point{9, 9}) })
	fmt.Printf("%v %T %s\n", p, p, describe(p))
	p = recovered(func() { panic(fmt.Errorf("wrapped: %w", &notFound{"key"})) })
	fmt.Println(p, describe(p))

	err := fmt.Errorf("lookup: %w", &notFound{"x"})
	var nf *notFound
	fmt.Println(errors.As(err, &nf), nf.name, errors.Is(err, nf), describe(errors.Unwrap(err)))
	var target error
	fmt.Println(errors.As(err, &target), describe(target))

	q := pool.Get().(*point)
	q.X = 11
	fmt.Println(*q)
	pool.Put(q)

	type rec struct {
		N  int
		T  celsius
		P  point
		Bs []byte
	}
	rv := reflect.ValueOf(rec{1, 36.6, point{2, 3}, []byte("hi")})
	for i := 0; i < rv.NumField(); i++ {
		fmt.Println(i, describe(rv.Field(i).Interface()))
	}
	nv := reflect.New(reflect.TypeOf(point{})).Elem()
	nv.Field(0).SetInt(12)
	fmt.Println(describe(nv.Interface()), nv.Interface())
	var any1 any
	reflect.ValueOf(&any1).Elem().Set(reflect.ValueOf(celsius(5)))
	fmt.Println(describe(any1))

	var none any
	fmt.Println(describe(none), noNilCase(none), noNilCase(3), noNilCase(int64(3)), none)
}
