// go1.19 takes no type declaration in a generic function, a method of a generic type or a
// function literal inside them; a generic type declared inside an ordinary function is fine.
package main

type S[T any] struct{}

func g[T any]() {
	type U []T
	type (
		V []int
		W struct{}
	)
	_ = func() {
		type X int
	}
}

func (S[T]) m() {
	type U []T
}

func f() {
	type G[T any] []T
	var _ G[int]
}

func main() {
	g[int]()
	S[int]{}.m()
	f()
}
