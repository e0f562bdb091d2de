// runtime.SetFinalizer and runtime.GC under -heap=none: accepted and linked without a heap (no
// allocation in either), and the finalizer of a package variable never runs, in Go too (it is
// never freed).
package main

import "runtime"

type T struct{ n int }

var g T

func fin(t *T) { println("finalizer ran") }

func main() {
	runtime.SetFinalizer(&g, fin)
	for i := 0; i < 3; i++ {
		runtime.GC()
	}
	runtime.SetFinalizer(&g, nil)
	println("ok")
}
