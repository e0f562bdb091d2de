// Go 1.19's messages for type arguments that cannot be inferred: nothing to infer from, an
// argument that does not match the type inferred from an earlier one, untyped constants whose
// default types differ, a partial instantiation used as a value, a parameter the explicit type
// argument determines (its argument, untyped or not, infers nothing).
package main

func Zero[T any]() T {
	var z T
	return z
}

func Max[T int | float64](a, b T) T {
	if b > a {
		return b
	}
	return a
}

func Map[T, U any](xs []T, f func(T) U) []U { return nil }

func Conv[T, U any](x T) U {
	var u U
	return u
}

func main() {
	_ = Zero()
	_ = Max(1.5, 2)
	var i int
	var x float64
	_ = Max(i, x)
	_ = Map([]int{1}, []string{})
	g := Map[int]
	_ = g
	_ = Map[int]([]int{1}, func(int) bool { return true })
	_ = Conv[float64](1)
	_ = Conv[any](x)
}
