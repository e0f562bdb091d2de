// Generic types: methods on pointer and value receivers, recursive generic types (a linked list
// and a tree), two type parameters, instances in fields, embedded fields, maps, channels, func
// types and interfaces, instances satisfying interfaces, method values, generic closures.
package main

type List[T any] struct {
	head *node[T]
	size int
}

type node[T any] struct {
	val  T
	next *node[T]
}

func (l *List[T]) Push(v T) {
	l.head = &node[T]{v, l.head}
	l.size++
}

func (l *List[T]) Each(f func(T)) {
	for n := l.head; n != nil; n = n.next {
		f(n.val)
	}
}

func (l List[T]) Len() int { return l.size }

type Tree[K interface{ ~int | ~string }, V any] struct {
	root *tnode[K, V]
}

type tnode[K interface{ ~int | ~string }, V any] struct {
	k           K
	v           V
	left, right *tnode[K, V]
}

func (t *Tree[K, V]) Put(k K, v V) {
	p := &t.root
	for *p != nil {
		if k < (*p).k {
			p = &(*p).left
		} else if k > (*p).k {
			p = &(*p).right
		} else {
			(*p).v = v
			return
		}
	}
	*p = &tnode[K, V]{k: k, v: v}
}

func (t *Tree[K, V]) Walk(f func(K, V)) { walk(t.root, f) }

func walk[K interface{ ~int | ~string }, V any](n *tnode[K, V], f func(K, V)) {
	if n == nil {
		return
	}
	walk(n.left, f)
	f(n.k, n.v)
	walk(n.right, f)
}

type Pair[A, B any] struct {
	First  A
	Second B
}

func MakePair[A, B any](a A, b B) Pair[A, B] { return Pair[A, B]{a, b} }

type Counter[K comparable] struct {
	m map[K]int
}

func NewCounter[K comparable]() *Counter[K] { return &Counter[K]{m: map[K]int{}} }

func (c *Counter[K]) Add(k K) int {
	c.m[k]++
	return c.m[k]
}

type Sizer interface{ Len() int }

type Named struct {
	List[string] // an embedded instance
	name string
}

type Stack[T any] []T

func (s *Stack[T]) Push(v T) { *s = append(*s, v) }
func (s *Stack[T]) Pop() T {
	old := *s
	v := old[len(old)-1]
	*s = old[:len(old)-1]
	return v
}

func Adder[T ~int | ~float64](base T) func(T) T {
	return func(x T) T {
		base += x
		return base
	}
}

func Filter[T any](xs []T, keep func(T) bool) []T {
	var r []T
	for _, x := range xs {
		if keep(x) {
			r = append(r, x)
		}
	}
	return r
}

func main() {
	var l List[int]
	for i := 1; i <= 4; i++ {
		l.Push(i * i)
	}
	l.Each(func(v int) { print(v, " ") })
	println(l.Len())

	var ls List[string]
	ls.Push("a")
	ls.Push("b")
	var s Sizer = ls
	println(s.Len())

	var t Tree[string, int]
	for i, w := range []string{"m", "c", "x", "a", "c"} {
		t.Put(w, i)
	}
	t.Walk(func(k string, v int) { print(k, "=", v, " ") })
	println()

	p := MakePair("x", 1.5)
	q := Pair[int, bool]{3, true}
	println(p.First, p.Second, q.First, q.Second)

	c := NewCounter[string]()
	c.Add("a")
	println(c.Add("a"), c.Add("b"))

	n := Named{name: "n"}
	n.Push("z")
	println(n.Len(), n.name)

	var st Stack[Pair[int, string]]
	st.Push(Pair[int, string]{1, "one"})
	st.Push(Pair[int, string]{2, "two"})
	top := st.Pop()
	println(top.First, top.Second, len(st))

	ch := make(chan Pair[int, int], 1)
	ch <- Pair[int, int]{4, 5}
	r := <-ch
	println(r.First + r.Second)

	add := Adder(10)
	add(5)
	println(add(1))
	fadd := Adder(0.5)
	println(fadd(0.25))

	push := l.Push // a method value of an instance
	push(100)
	println(l.Len())

	evens := Filter([]int{1, 2, 3, 4, 5, 6}, func(x int) bool { return x%2 == 0 })
	println(len(evens), evens[0], evens[2])

	m := map[string]List[int]{}
	var li List[int]
	li.Push(7)
	m["k"] = li
	println(m["k"].head.val)
}
