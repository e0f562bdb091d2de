package main

import "unsafe"

type S struct{ f int }

func (S) mS() {}

// a named pointer type has no methods, and its method-hidden fields are not reachable either
type P *S

type E struct{ g int }
type T struct{ E }

func (*T) g() int { return 0 }

type Q *T

type I interface{ mS() }

// an error in an implicitly repeated constant expression is reported at the constant
const (
	ok = byte(iota + 255)
	bad
)

const (
	c0 = len([1 - iota]int{})
	c1
	c2
)

type J interface{}

func (J) val() int { return 1 }

func (*J) val2() int { return 1 }

type D interface {
	m()
	m()
}

type B interface {
	_()
}

// checked though never instantiated: a type parameter declared twice
type _[T, T any] struct{}

func _[V, V any]() {}

type U struct {
	_ string
}

func main() {
	var s S
	var p P = &s
	p.mS()
	var i I = p
	var q Q
	_ = q.g
	unsafe.Sizeof(s)
	unsafe.Offsetof(s.f)
	defer unsafe.Alignof(s)
	var e interface{}
	var sl []int
	var f func()
	println(e == sl, f == e, e >= 1, len(sl) >= e)
	_ = U{_: "x"}
	switch _ := e.(type) {
	}
	_ = i
	type NewInt int
	type PN *NewInt
	var pn PN
	_ = (*int)(pn)    // a named pointer type: its base type's underlying type must match
	_ = []int64("ab") // only []byte and []rune convert to and from string
	_ = (*S)(&struct{ f int }{})
	_ = U{}._ // a blank field is never selected
}
