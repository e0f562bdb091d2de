// runtime.FuncForPC of a func value's reflect.Value.Pointer(): the function's Go name (named
// functions of this and other packages, a function literal), one *Func per function (the same
// one from a Caller pc inside it and from its Entry), and the walk of Go's inline_literal test
// (pc++ from the entry while FuncForPC stays the same) ends.
package main

import (
	"reflect"
	"runtime"
	"strings"
)

func hello() string { return "Hello" }

func foo() string {
	pc, _, _, _ := runtime.Caller(0)
	_ = pc
	return hello() + hello()
}

func where() *runtime.Func {
	pc, _, _, _ := runtime.Caller(0)
	return runtime.FuncForPC(pc)
}

func name(f interface{}) string {
	fn := runtime.FuncForPC(reflect.ValueOf(f).Pointer())
	if fn == nil {
		return "nil"
	}
	return fn.Name()
}

func main() {
	println(name(foo), name(hello), name(strings.ToUpper), name(where))
	println(name(func() int { return 1 }))
	w := runtime.FuncForPC(reflect.ValueOf(where).Pointer())
	println(w == where(), w == runtime.FuncForPC(w.Entry()), w == runtime.FuncForPC(reflect.ValueOf(foo).Pointer()))
	pc := reflect.ValueOf(foo).Pointer()
	f := runtime.FuncForPC(pc)
	n := 0
	for ; runtime.FuncForPC(pc) == f; pc++ {
		if _, line := f.FileLine(pc); line != 0 && (line < 15 || line > 19) {
			println("unexpected line", line)
		}
		n++
	}
	println(n > 0, foo())
}
