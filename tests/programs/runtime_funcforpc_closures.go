// runtime.FuncForPC of a reflect.Value.Pointer() of func values whose records are built at run
// time: method values (Go's "T.m-fm" names, a promoted method's by its own type), capturing
// closures (nested ones too), and method expressions of a pointer type; a Func's Entry gives the
// same Func back. (It returned nil for all of them; tests/programs/runtime_funcforpc has the
// named functions and literals without captures.) counter and outer are not inlined, as go names
// a closure inlined into main after main.
package main

import (
	"reflect"
	"runtime"
)

type T struct{ n int }

func (t T) Val() int  { return t.n }
func (t *T) Ptr() int { return t.n }

type U struct{ T }

func name(f interface{}) string {
	fn := runtime.FuncForPC(reflect.ValueOf(f).Pointer())
	if fn == nil {
		return "nil"
	}
	return fn.Name()
}

//go:noinline
func counter() func() int {
	n := 0
	return func() int { n++; return n }
}

//go:noinline
func outer(k int) func() func() int {
	return func() func() int {
		return func() int { return k }
	}
}

func main() {
	t := T{3}
	println(name(t.Val), name(t.Ptr), name((&t).Val))
	println(name(T.Val), name((*T).Ptr))
	c := counter()
	println(name(c), c())
	x := 5
	g := func() int { return x }
	println(name(g), g())
	println(name(outer(1)), name(outer(2)()))
	f := runtime.FuncForPC(reflect.ValueOf(c).Pointer())
	println(f == runtime.FuncForPC(reflect.ValueOf(counter()).Pointer()), f == runtime.FuncForPC(f.Entry()))
	println(name((*T).Val))
	u := U{T{4}}
	println(name(u.Val), name(U.Val))
}
