package main

// Go's errors package from GOROOT over corogo's internal/reflectlite: New, Unwrap, Is (==, Is
// methods, comparable and uncomparable targets), As (pointer, struct and interface targets, As
// methods) and its panics on a bad target.

import "errors"

type MyErr struct{ code int }

func (e *MyErr) Error() string { return "myerr" }

type wrap struct {
	msg string
	err error
}

func (w wrap) Error() string { return w.msg + ": " + w.err.Error() }
func (w wrap) Unwrap() error { return w.err }

type coded interface {
	error
	Code() int
}

type codeErr int

func (c codeErr) Error() string { return "code" }
func (c codeErr) Code() int     { return int(c) }

// anyTimeout is "equal" to every timeout error (an Is method)
type anyTimeout struct{}

func (anyTimeout) Error() string { return "timeout" }
func (anyTimeout) Is(target error) bool {
	_, ok := target.(anyTimeout)
	return ok
}

// sliceErr is not comparable: Is must not compare it with ==
type sliceErr []int

func (s sliceErr) Error() string { return "slice" }

// asser fills any *string target (an As method)
type asser struct{}

func (asser) Error() string { return "asser" }
func (asser) As(target any) bool {
	if p, ok := target.(**MyErr); ok {
		*p = &MyErr{99}
		return true
	}
	return false
}

var ErrBase = errors.New("base")

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			println(name, "panics:", r.(string))
		}
	}()
	f()
}

func main() {
	e := wrap{"outer", wrap{"inner", &MyErr{7}}}
	var me *MyErr
	println(errors.As(e, &me), me != nil && me.code == 7)
	println(errors.Is(wrap{"x", ErrBase}, ErrBase), errors.Is(e, ErrBase), errors.Is(nil, nil), errors.Is(ErrBase, nil))
	println(errors.Unwrap(e) != nil, errors.Unwrap(ErrBase) == nil)
	var w wrap
	println(errors.As(e, &w), w.msg)
	var c coded
	println(errors.As(wrap{"c", codeErr(42)}, &c), c != nil && c.Code() == 42)
	println(errors.As(e, &c))
	var target error
	println(errors.As(e, &target), target.Error())
	println(errors.Is(wrap{"t", anyTimeout{}}, anyTimeout{}), errors.Is(sliceErr{1}, sliceErr{1}))
	me = nil
	println(errors.As(wrap{"a", asser{}}, &me), me != nil && me.code == 99)
	println(errors.New("a") == errors.New("a"), ErrBase.Error())
	try("nil", func() { errors.As(e, nil) })
	try("non-pointer", func() { errors.As(e, me) })
	try("non-error", func() { var n *int; errors.As(e, &n) })
}
