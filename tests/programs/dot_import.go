// import . "p": p's exported names in the file's scope (functions, types, constants, variables,
// func values), shadowed by local names, and a struct field named like one of them.
package main

import (
	. "container/list"
	. "math"
	. "strings"
	. "unicode/utf8"
)

type S struct {
	List int // a field named like a dot-imported type
}

func main() {
	println(ToUpper("dot"), Repeat("ab", 3), RuneLen('é'), MaxInt8, Pi > 3)
	l := New()
	l.PushBack(1)
	l.PushFront(0)
	var e *Element = l.Front()
	println(e.Value.(int), l.Len())
	var b Builder
	b.WriteString("built")
	println(b.String(), MaxRune, Sqrt(16))
	f := HasPrefix
	println(f("prefix", "pre"))
	s := S{List: 3}
	println(s.List)
	ToLower := func(s string) string { return "local " + s }
	println(ToLower("X"))
	var Inf = "shadowed"
	println(Inf, IsInf(Inf2(), 1))
}

func Inf2() float64 { return Inf(1) }
