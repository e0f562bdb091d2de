package main

// recover()'s value is an interface{}; runtime.Error is an interface with Error() and
// RuntimeError(): an error that lacks RuntimeError does not implement it, and it has no other
// methods.

import (
	"errors"
	"runtime"
)

type plain struct{}

func main() {
	var e runtime.Error = errors.New("x")
	r := recover()
	_ = r.(runtime.Error).Foo()
	_ = r + 1
	var p runtime.Error = plain{}
	_, _ = e, p
}
