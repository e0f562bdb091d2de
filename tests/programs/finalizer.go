// Finalizers (runtime.SetFinalizer, docs/memory.md "Finalizers"): a finalizer runs once after a
// collection finds its object unreachable; SetFinalizer(x, nil) removes it; an object reachable
// from another finalizable one is finalized in a later cycle, after it; a finalizer may take
// interface{}, and may make its object reachable again (it is not run a second time).
package main

import (
	"runtime"
	"time"
)

type node struct {
	id   int
	next *node
	pad  [6]int
}

const n = 8

var (
	ran      [n]int
	count    int
	order    []int
	saved    *node
	removed  bool
	anyRan   int
	lastSeen int
)

//go:noinline
func setup() {
	for i := 0; i < n; i++ {
		x := &node{id: i}
		runtime.SetFinalizer(x, func(x *node) {
			ran[x.id]++
			count++
		})
	}
	// b is reachable from a: a's finalizer runs first, b's in a later cycle
	b := &node{id: 101}
	a := &node{id: 100, next: b}
	runtime.SetFinalizer(b, func(b *node) { order = append(order, b.id) })
	runtime.SetFinalizer(a, func(a *node) { order = append(order, a.id) })
	// removed before it could run
	r := &node{id: 200}
	runtime.SetFinalizer(r, func(r *node) { removed = true })
	runtime.SetFinalizer(r, nil)
	// a finalizer taking interface{}
	e := &node{id: 300}
	runtime.SetFinalizer(e, func(v interface{}) { anyRan = v.(*node).id })
	// a finalizer that makes its object reachable again
	s := &node{id: 400}
	runtime.SetFinalizer(s, func(s *node) { saved = s })
	// corogo's collector is conservative: a stale copy of a pointer left in a stack slot keeps
	// its object (Go does not promise that a finalizer runs); at -O0 a..s live in such slots
	a, b, r, e, s = nil, nil, nil, nil, nil
}

func main() {
	setup()
	for i := 0; i < 50 && (count < n || len(order) < 2 || anyRan == 0 || saved == nil); i++ {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	println("finalized:", count, "of", n)
	for i, r := range ran {
		if r != 1 {
			println("node", i, "finalized", r, "times")
		}
	}
	println("order:", len(order), order[0], order[1])
	println("interface{} finalizer saw", anyRan)
	println("removed finalizer ran:", removed)
	println("resurrected:", saved.id)
	saved.pad[0] = 7
	saved = nil
	for i := 0; i < 3; i++ {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	println("finalized again:", count, removed)
}
