package main

// p.f through a nil *struct panics like Go, reading and writing.

type T struct{ a, b int }

var p *T

func read(t *T) int { return t.b }

func main() {
	t := T{1, 2}
	println("before", read(&t))
	p.a = 3
	println("unreachable")
}
