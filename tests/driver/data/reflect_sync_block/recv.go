// The function the three programs' goroutines call: made by reflect.MakeFunc, so called through
// its sync entry, which cannot suspend; it blocks in reflect's Recv on ch.
package main

import "reflect"

func makeRecv(ch chan int) func() int {
	var f func() int
	fv := reflect.MakeFunc(reflect.TypeOf(f), func([]reflect.Value) []reflect.Value {
		x, _ := reflect.ValueOf(ch).Recv()
		return []reflect.Value{x}
	})
	reflect.ValueOf(&f).Elem().Set(fv)
	return f
}
