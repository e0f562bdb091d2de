package main

// reflect misuse that Go rejects at compile time stays a positioned error: a method reflect does
// not have, a reflect.Value used as the value it holds, a Kind compared with a string, and a Type
// assigned from a Value.

import (
	"reflect"
)

func main() {
	v := reflect.ValueOf(3)
	_ = v.Integer()
	var n int = v
	_ = v.Kind() == "int"
	var t reflect.Type = v
	_, _ = n, t
}
