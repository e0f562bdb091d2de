// More of Go 1.19's generics: constraints whose methods mention the type parameter
// (Lesser[T]), a generic func type matched by a function literal in inference (Func2[A, B, R]),
// unnamed instantiated parameters (func (List[T]) ...), struct and map constraints, a switch on
// an interface value with concrete and interface cases, and what a generic body may do because a
// type parameter is involved: case T(0), int(0) in one switch, {int(0): 0, T(0): 1} in one map
// literal (the later key wins), and an assertion to a type argument that cannot implement the
// interface (it fails at run time); a switch on a concrete value with an interface case (compared
// as interfaces).
package main

type Lesser[T any] interface {
	Less(T) bool
}

type Age int

func (a Age) Less(b Age) bool { return a < b }

func Min[T Lesser[T]](xs ...T) T {
	m := xs[0]
	for _, x := range xs[1:] {
		if x.Less(m) {
			return x
		}
	}
	return m
}

type Func2[A, B, R any] func(A, B) R

func Apply[A, B, R any](f Func2[A, B, R], a A, b B) R { return f(a, b) }

type Set[T comparable] map[T]struct{}

func (Set[T]) Kind() string { return "set" }

func (s Set[T]) Add(v T) Set[T] {
	s[v] = struct{}{}
	return s
}

func Len[M ~map[K]V, K comparable, V any](m M) int { return len(m) }

type Pt struct{ X, Y int }

func Origin[P ~struct{ X, Y int }]() P { return P{} }

func Cases[T ~int](v T) string {
	switch any(v) {
	case int(0), T(0):
		return "zero"
	}
	m := map[any]int{int(0): 0, T(0): 1}
	return string(rune('0' + len(m)))
}

type Namer interface{ Name() string }

func NameOf[T any](x T) string {
	if n, ok := any(x).(Namer); ok {
		_, isT := n.(T)
		return n.Name() + "/" + string(rune('0'+b2i(isT)))
	}
	return "none"
}

type Dog struct{}

func (Dog) Name() string { return "dog" }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func Is[T comparable](t T, i any) bool {
	switch t {
	case i:
		return true
	}
	return false
}

type Shape interface{ Area() int }

type Sq int

func (s Sq) Area() int { return int(s * s) }

func main() {
	println(Min[Age](30, 4, 50))
	println(Apply(func(a int, b string) string { return b + string(rune('0'+a)) }, 7, "n"))
	s := Set[string]{}
	s.Add("a").Add("b").Add("a")
	println(s.Kind(), Len(s))
	println(Origin[Pt]().X)
	println(Cases(0), Cases(Age(3)), Cases(5))
	println(NameOf(Dog{}), NameOf(3))

	var v any = 3
	switch v {
	case "x":
		println("string")
	case 3:
		println("three")
	}
	var sh Shape = Sq(2)
	var e any = sh
	switch e {
	case sh:
		println("same shape", sh.Area())
	}
	println(Is(3, v), Is("3", v), Is(Sq(2), e), Is(Sq(3), e))
	switch k := 3; k {
	case 4:
		println("four")
	case v:
		println("k is v")
	}
}
