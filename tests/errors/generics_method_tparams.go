// A method cannot have type parameters of its own (Go 1.19 reports it as a syntax error).
package main

type Box[T any] struct{ v T }

func (b Box[T]) Map[U any](f func(T) U) U { return f(b.v) }

func main() {
	println(Box[int]{1}.v)
}
