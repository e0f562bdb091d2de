// recover() in a deferred interface method or func value (Go's recover.go tests 9 to 16): the
// thunk names the function it calls, the thunks on the way (itab entries, func value records of
// named functions and method values, reflect's MakeFunc, Method and Type.Method(i).Func) pass the
// name on, and only the named function's recover() stops the panic. A deferred value whose function
// does not recover but calls one that does leaves the panic going (recover() returns nil there).
// The method value's thunk passes a go statement's start on too: runtime.Goexit in a goroutine
// started through a method value ends that goroutine.
package main

import (
	"reflect"
	"runtime"
)

type I interface{ M() }

type P struct{ n int } // pointer receiver

func (p *P) M() { println("P.M", p.n, show(recover())) }

type W uintptr // word-sized value receiver

func (w W) M() { println("W.M", uint(w), show(recover())) }

type Big [64]int // a value receiver the itab entry copies

func (b Big) M() { println("Big.M", b[63], show(recover())) }

type Outer struct{ *P } // a promoted method

type Quiet struct{}

// not the deferred function's own recover() (noinline: go1.19's inliner lets deep's recover()
// stop the panic once deep is inlined into M)
//
//go:noinline
func (Quiet) M() { deep() }

//go:noinline
func deep() {
	if r := recover(); r != nil {
		println("deep recovered (wrong)")
	}
}

func show(r interface{}) int {
	if r == nil {
		return -1
	}
	return r.(int)
}

func named() { println("named", show(recover())) }

func viaIface(i I, v int) {
	defer i.M()
	panic(v)
}

func viaFunc(f func(), v int) {
	defer f()
	panic(v)
}

func quietly(f func()) (r interface{}) {
	defer func() { r = recover() }()
	f()
	return nil
}

func byReflect(v reflect.Value, n int) {
	f := v.Interface().(func())
	defer f()
	panic(n)
}

func made(args []reflect.Value) []reflect.Value {
	println("made", show(recover()))
	return nil
}

func methodFunc(n int) {
	f := reflect.TypeOf(&P{}).Method(0).Func.Interface().(func(*P))
	defer f(&P{n})
	panic(n)
}

type G struct{ c chan int }

func (g *G) run() {
	defer func() { g.c <- 1 }()
	runtime.Goexit()
	println("not reached")
}

func main() {
	viaIface(&P{1}, 10)
	viaIface(W(2), 20)
	var b Big
	b[63] = 3
	viaIface(b, 30)
	viaIface(Outer{&P{4}}, 40)
	viaFunc(named, 50)
	viaFunc((&P{6}).M, 60)
	viaFunc(W(7).M, 70)
	k := 8
	viaFunc(func() { println("closure", k, show(recover())) }, 80)
	println("quiet iface:", show(quietly(func() { viaIface(Quiet{}, 90) })))
	println("quiet func:", show(quietly(func() { viaFunc(Quiet{}.M, 100) })))
	println("quiet closure:", show(quietly(func() { viaFunc(func() { deep() }, 110) })))
	byReflect(reflect.ValueOf(&P{12}).Method(0), 120)
	byReflect(reflect.MakeFunc(reflect.TypeOf(func() {}), made), 130)
	methodFunc(14)
	// called normally, not deferred: nil
	(&P{15}).M()
	named()
	g := &G{make(chan int)}
	f := g.run
	go f()
	println("goexit", <-g.c)
	println("done")
}
