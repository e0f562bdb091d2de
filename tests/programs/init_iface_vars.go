// corogo:oracle
// Package variables initialised with a value converted to an interface (codegen folds such a
// conversion of a constant to a constant, which is still stored at start-up), and the
// initialisation order around them (Go spec, "Package initialization"): a reference to a method
// counts only as t.m with t not of interface type, so converting a value to an interface is no
// reference to its methods: x.M() through an interface does not make a depend on what M reads
// (a is computed before b and sees it zero), and a loop through an interface call is no
// initialisation loop. A direct call t.M() is a reference.
package main

type I interface{ M() int }

type T struct{}

func (T) M() int { return b }

type K struct{ k int }

func (k K) M() int { return k.k * 10 }

func five() int { println("five"); return 5 }

var x I = T{}

var xk I = K{4}

var a = x.M()

var a2 = I(T{}).M()

var c = T{}.M() + 1

var b = five()

type U struct{}

func (U) M() int { return tab[0] + 1 }

var tab = [2]int{I(U{}).M(), 7}

var (
	e1, e2 interface{} = 3, "s"
	p      *int        = nil
	ek     error       = nil
)

func main() {
	println(a, a2, b, c, tab[0], tab[1])
	println(x.M(), xk.M(), x == I(T{}), xk == I(K{4}))
	println(e1.(int), e2.(string), p == nil, ek == nil)
}
