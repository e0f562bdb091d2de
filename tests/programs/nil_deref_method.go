package main

// A value-receiver method called through a nil pointer panics like Go; a pointer-receiver method
// may be called with nil.

type T struct{ n int }

func (t *T) isNil() bool { return t == nil }
func (t T) get() int     { return t.n }

var p *T

func main() {
	println("isNil", p.isNil())
	println(p.get())
	println("unreachable")
}
