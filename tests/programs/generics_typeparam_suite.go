// Constructs of Go's test/typeparam programs that corogo once rejected: an instance's func value
// (Abs[T]) passed to a generic call inside another generic body, generic types that refer to each
// other through a pointer (a list holding its sentinel element by value, the element pointing back
// at its list), and println of a generic function's two results.
package main

type Number interface{ ~int | ~int64 | ~float64 }

func Abs[T Number](a T) T {
	if a < 0 {
		return -a
	}
	return a
}

func apply[T any](a, b T, sub func(T, T) T, f func(T) T) T { return f(sub(a, b)) }

func sub[T Number](a, b T) T { return a - b }

func AbsDiff[T Number](a, b T) T {
	return apply(a, b, sub[T], Abs[T])
}

type Element[T any] struct {
	next, prev *Element[T]
	list       *List[T]
	Value      T
}

type List[T any] struct {
	root Element[T]
	len  int
}

func (l *List[T]) Init() *List[T] {
	l.root.next = &l.root
	l.root.prev = &l.root
	l.len = 0
	return l
}

func (l *List[T]) PushBack(v T) {
	e := &Element[T]{Value: v, list: l}
	at := l.root.prev
	e.prev, e.next = at, at.next
	at.next.prev = e
	at.next = e
	l.len++
}

func (l *List[T]) Each(f func(T)) {
	for e := l.root.next; e != &l.root; e = e.next {
		if e.list != l {
			panic("element of another list")
		}
		f(e.Value)
	}
}

func split[T any](x any) (T, bool) {
	v, ok := x.(T)
	return v, ok
}

type myint int

func main() {
	println(AbsDiff(3, 10), AbsDiff(int64(-4), 4), AbsDiff(1.5, 0.25))
	println(AbsDiff[myint](7, 2))

	l := new(List[string]).Init()
	l.PushBack("a")
	l.PushBack("b")
	l.PushBack("c")
	l.Each(func(s string) { print(s, " ") })
	println(l.len)
	var fl List[float64]
	fl.Init().PushBack(2.5)
	fl.Each(func(f float64) { println(f) })

	println(split[int](3))
	println(split[string](3))
	println(split[myint](myint(4)))
}
