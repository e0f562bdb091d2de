// atomic.Pointer[T], the one parameterised type corogo knows: a package variable and locals
// (zero value, composite literal, new), Load/Store/Swap/CompareAndSwap, a recursive node type
// (node holds atomic.Pointer[node]), *int, one type per T across spellings (in interfaces,
// assertions and type switches), a method value, a slice of them.
package main

import "sync/atomic"

type config struct {
	name string
	n    int
}

type node struct {
	v    int
	next atomic.Pointer[node]
}

var current atomic.Pointer[config]

func swapIn(c *config) *config { return current.Swap(c) }

func main() {
	println(current.Load() == nil)
	a := &config{"a", 1}
	current.Store(a)
	println(current.Load().name, current.Load() == a)
	b := &config{"b", 2}
	old := swapIn(b)
	println(old.name, current.Load().name)
	println(current.CompareAndSwap(a, nil), current.CompareAndSwap(b, a), current.Load().name)
	p := atomic.Pointer[config]{}
	println(p.Load() == nil)
	var q = new(atomic.Pointer[config])
	q.Store(b)
	println(q.Load().n)
	head := &node{v: 1}
	head.next.Store(&node{v: 2})
	head.next.Load().next.Store(&node{v: 3})
	s := 0
	for n := head; n != nil; n = n.next.Load() {
		s += n.v
	}
	println(s)
	var ip atomic.Pointer[int]
	x := 5
	ip.Store(&x)
	*ip.Load() += 1
	println(x, *ip.Swap(nil), ip.Load() == nil)
	asserts()
}

func asserts() {
	var p atomic.Pointer[config]
	p.Store(&config{"d", 4})
	var x any = &p
	if q, ok := x.(*atomic.Pointer[config]); ok {
		println(q.Load().n, q.Load().name)
	}
	switch v := x.(type) {
	case *atomic.Pointer[int]:
		println("int", v == nil)
	case *atomic.Pointer[config]:
		println("config", v.Load().n)
	}
	load := p.Load
	println(load().n)
	ps := []atomic.Pointer[config]{{}, {}}
	ps[1].Store(p.Load())
	println(ps[0].Load() == nil, ps[1].Load().n)
}
