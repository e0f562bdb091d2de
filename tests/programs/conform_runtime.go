// Run-time corners found by Go's own test suite: interface values converted between interface
// types with the same methods compare by dynamic type (issue18595.go), append past the int range
// panics (issue7550.go, issue29190.go) and deferring a method of a nil interface panics at the defer
// statement (issue15975.go), struct and array == stops at the first different element
// (issue8606.go), an assertion to another local type of the same name says so (issue26094.go) and
// a function that may suspend and starts itself with go (powser1.go: it crashed the inliner) and
// defer delete(m, k) (issue19710.go), print and println of a multi-valued call (issue35576.go) and
// the nil and bounds checks of an assignment of several values made at each store, left to right
// (issue23017.go), a value method called through a nil pointer in an interface (issue19040.go)
// and runtime.Breakpoint, which Go's tests reference for failures (rename.go); bounds panics show
// an index or bound of a 64-bit or unsigned type whole and an array's bound as its length
// (issue30116.go, issue30116u.go).
package main

import "runtime"

type I interface{ M() }

type T struct{ n int }

func (*T) M() {}

type J interface{ M() }

func catch(name string, f func()) {
	defer func() {
		r := recover()
		if e, ok := r.(error); ok {
			println(name, "panics:", e.Error())
		} else {
			println(name, "returns", r == nil)
		}
	}()
	f()
}

var reached bool

type Closer interface{ Close() }

func deferNil() {
	var x Closer
	defer x.Close()
	reached = true
}

var X interface{}

type Val int

func (v Val) Get() int { return int(v) }

type Getter interface{ Get() int }

var die = runtime.Breakpoint

func panicwrap() {
	var p *Val
	var g Getter = p
	catch("nil *Val", func() { println(g.Get()) })
	f := (*Val).Get
	catch("(*Val).Get(nil)", func() { println(f(nil)) })
	if die == nil {
		println("no Breakpoint")
	}
}

type P struct{ i int }

func stores() {
	m := map[int]int{}
	var p *int
	var q *P
	var s []int
	catch("m[1], *p", func() { m[1], *p = 1, 2 })
	catch("m[2], q.i", func() { m[2], q.i = 3, 4 })
	catch("m[3], s[1]", func() { m[3], s[1] = 5, 6 })
	catch("s[0], m[4]", func() { s[0], m[4] = 7, 8 })
	println(len(m), m[1], m[2], m[3], m[4])
	x := &P{1}
	r := x
	r, r.i = nil, 9
	println(x.i, r == nil)
}

func three() (int, float64, string) { return -42, 42, "x" }

func deferDelete() map[int]bool {
	m := map[int]bool{}
	for i := 0; i < 3; i++ {
		m[i] = true
		defer delete(m, i)
	}
	defer println("deferred delete: len", len(m))
	return m
}

func relay(n int, in, done chan int) {
	v := <-in
	if n == 0 {
		done <- v
		return
	}
	next := make(chan int)
	go relay(n-1, next, done)
	next <- v + 1
}

func setLocal() {
	type L struct{}
	X = L{}
}

func assertLocal() {
	type L struct{}
	_ = X.(L)
}

func compares() {
	type A [2]interface{}
	type S struct {
		i interface{}
		n int
		j interface{}
	}
	b := []byte{1}
	catch("A{1, b} == A{2, b}", func() { println(interface{}(A{1, b}) == interface{}(A{2, b})) })
	catch("A{b, 1} == A{b, 2}", func() { println(A{b, 1} == A{b, 2}) })
	catch("S{n: 1, j: b} == S{n: 2, j: b}", func() { println(S{n: 1, j: b} == S{n: 2, j: b}) })
	catch("S{i: b} == S{i: b}", func() { println(S{i: b} == S{i: b}) })
	catch("S{n: 1} == S{n: 1}", func() { println(S{i: 1, n: 1, j: "x"} == S{i: 1, n: 1, j: "x"}) })
}

func main() {
	in, done := make(chan int), make(chan int)
	go func() { relay(3, in, done) }()
	in <- 10
	println("relay", <-done)
	compares()
	panicwrap()
	stores()
	print(three())
	println(three())
	println("after return: len", len(deferDelete()))
	setLocal()
	catch("assert local", assertLocal)
	t := new(T)
	var i1, i2 I
	var j interface{ M() }
	i1 = t
	j = t
	i2 = j
	i3 := I(J(t))
	println(i1 == i2, i2 == i3, i1 == I(new(T)), i2 != nil)
	type E struct{}
	const maxInt = int(^uint(0) >> 1)
	s := make([]E, maxInt)
	catch("append one", func() { s = append(s, E{}) })
	catch("append many", func() { s = append(s, make([]E, 1)...) })
	catch("append none", func() { s = append(s, make([]E, 0)...) })
	println(len(s) == maxInt)
	catch("defer nil", deferNil)
	println(reached)
	bounds()
}

func bounds() {
	a, arr, str := []int{1, 2, 3}, [3]int{1, 2, 3}, "123"
	big, neg, u64, u32 := int64(9876543210), int64(-9876543210), ^uint64(0), ^uint32(0)
	catch("a[big]", func() { _ = a[big] })
	catch("arr[neg]", func() { _ = arr[neg] })
	catch("str[u64]", func() { _ = str[u64] })
	catch("a[u32]", func() { _ = a[u32] })
	catch("a[u32], x", func() { var x int; a[u32], x = 1, 2; _ = x })
	catch("a[neg:]", func() { _ = a[neg:] })
	catch("a[big:1]", func() { _ = a[big:1] })
	catch("a[:big]", func() { _ = a[:big] })
	four := 4
	catch("arr[:four]", func() { _ = arr[:four] })
	catch("arr[1:2:u64]", func() { _ = arr[1:2:u64] })
	catch("a[0:u32:3]", func() { _ = a[0:u32:3] })
	catch("str[u32:]", func() { _ = str[u32:] })
}
