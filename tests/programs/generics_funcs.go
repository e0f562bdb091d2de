// Generic functions: explicit instantiation and inference from arguments, type-set constraints
// (~int | ~float64, comparable, methods), constraint type inference (S ~[]E), var zero T,
// conversions and type switches on type parameters, func values of instances, variadic T.
package main

type Number interface {
	~int | ~int32 | ~float64
}

type Ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float32 | ~float64 | ~string
}

type Celsius int

type Stringer interface {
	String() string
}

type Point struct{ X, Y int }

func (p Point) String() string { return "P" }

func Max[T Ordered](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Index[T comparable](xs []T, v T) int {
	for i, x := range xs {
		if x == v {
			return i
		}
	}
	return -1
}

func Map[T, U any](xs []T, f func(T) U) []U {
	r := make([]U, 0, len(xs))
	for _, x := range xs {
		r = append(r, f(x))
	}
	return r
}

func Scale[S ~[]E, E Number](s S, c E) S {
	r := make(S, len(s))
	for i, v := range s {
		r[i] = v * c
	}
	return r
}

type Vec []int

func (v Vec) Len() int { return len(v) }

func Zero[T any]() T {
	var z T
	return z
}

func Names[T Stringer](xs []T) string {
	s := ""
	for _, x := range xs {
		s += x.String()
	}
	return s
}

func Kind[T any](x T) string {
	switch any(x).(type) {
	case int:
		return "int"
	case string:
		return "string"
	case Point:
		return "Point"
	}
	return "other"
}

func Conv[T ~int | ~float64](x int) T {
	return T(x) / 2
}

func Pair[K comparable, V any](k K, v V) map[K]V {
	return map[K]V{k: v}
}

func main() {
	println(Max(3, 7), Max(2.5, 1.5), Max("a", "b"), Max[int8](-3, -4))
	println(Max(Celsius(10), 4))
	println(Sum(1, 2, 3), Sum(1.5, 2.5), Sum[int32]())
	println(Index([]string{"x", "y", "z"}, "z"), Index([]int{1, 2}, 5))
	ls := Map([]int{1, 2, 3}, func(i int) string { return string(rune('a' + i)) })
	println(len(ls), ls[0], ls[2])
	v := Scale(Vec{1, 2, 3}, 10)
	println(v.Len(), v[0], v[1], v[2])
	println(Zero[int](), Zero[string]() == "", Zero[*int]() == nil, Zero[Point]().X)
	println(Names([]Point{{1, 2}, {3, 4}}))
	println(Kind(1), Kind("s"), Kind(Point{}), Kind(2.5))
	println(Conv[int](7), Conv[float64](7))
	f := Max[string]
	println(f("q", "p"))
	m := Pair("k", 42)
	println(len(m), m["k"])
	g := Sum[float64]
	println(g(0.25, 0.5))
}
