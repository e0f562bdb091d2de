// Go 1.19's messages for generic code used wrongly: a type argument outside the constraint's type
// set (named and implicit constraints), without a method, not comparable; a generic function or
// type used without instantiation; the number of type arguments; constraints as types of values.
package main

type Number interface {
	~int | ~float64
}

type Stringer interface{ String() string }

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Zero[T any]() T {
	var z T
	return z
}

func Eq[T comparable](a, b T) bool { return a == b }

func Str[T Stringer](x T) string { return x.String() }

func Max[T int | float64](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func Map[T, U any](xs []T, f func(T) U) []U { return nil }

type Box[T any] struct{ v T }

func main() {
	_ = Sum([]string{"a"})
	f := Sum
	_ = f
	_ = Eq[any](1, 2)
	_ = Str(3)
	var b Box
	_ = b
	var y Box[int, int]
	_ = y
	_ = Max[int, int](1, 2)
	_ = Max[string]
	var c comparable
	var n Number
	_, _ = c, n
}
