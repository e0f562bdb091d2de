// Constructs of Go's test/typeparam programs that corogo once rejected: an instance's func value
// (Abs[T]) passed to a generic call inside another generic body, generic types that refer to each
// other through a pointer (a list holding its sentinel element by value, the element pointing back
// at its list), println of a generic function's two results, and method expressions of interface
// types (I.M, T.M with T an interface type argument, interface{ Abs() myint }.Abs; a nil receiver
// panics), elided &T in literals returned (checked twice) of []*S, []PS and []P with P's core *S,
// and type switches whose case an instance's interface cannot hold (it never matches).
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

type Getter[T any] interface{ Get() T }

type byteGetter struct{}

func (byteGetter) Get() byte { return 7 }

func kind[T, A any](x Getter[T]) string {
	switch x.(type) {
	case A:
		return "A"
	case nil:
		return "nil"
	}
	_, ok := x.(A)
	if ok {
		return "assert"
	}
	return "other"
}

type (
	S  struct{ f int }
	PS *S
)

func lits() ([]*S, []PS, map[string]*S) {
	return []*S{{f: 1}, {2}}, []PS{{f: 3}}, map[string]*S{"a": {f: 4}}
}

func plits[P *S]() []P { return []P{{f: 5}, nil} }

func pslits[P PS]() [2]P { return [2]P{{f: 6}} }

type Mer interface{ M() int }

type Abser[T any] interface{ Abs() T }

func (m myint) M() int { return int(m) * 10 }

func (m myint) Abs() myint { return Abs(m) }

func callM[T Mer](t T) int { return T.M(t) + t.M() }

func callAbs[T Abser[U], U any](t T) U { return T.Abs(t) }

func nilM[T Mer]() (r string) {
	defer func() {
		if e, ok := recover().(error); ok {
			r = e.Error()
		}
	}()
	T.M(*new(T))
	return "not reached"
}

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

	f := Mer.M
	println(f(myint(2)), Mer.M(myint(3)), callM[Mer](myint(4)), callM(myint(5)))
	println(callAbs[Abser[myint], myint](myint(-6)), callAbs[myint, myint](-7))
	println(kind[byte, byteGetter](byteGetter{}), kind[byte, string](byteGetter{}), kind[byte, int](nil))
	a, b, m := lits()
	println(a[0].f, a[1].f, b[0].f, m["a"].f, plits[*S]()[0].f, pslits[PS]()[0].f, pslits[PS]()[1] == nil)
	println(interface{ Abs() myint }.Abs(myint(-8)), nilM[Mer]())
}
