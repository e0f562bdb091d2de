// runtime.SetFinalizer's misuse is Go's fatal error (exit status 2): a finalizer whose parameter
// cannot take the object. (The first line is Go's; Go then prints its goroutines.)
package main

import "runtime"

type T struct{ n int }

func main() {
	t := &T{1}
	runtime.SetFinalizer(t, func(t *T) {})
	runtime.SetFinalizer(t, nil)
	println("removed")
	runtime.SetFinalizer(t, func(p *int) {})
	println("not reached")
}
