package main

// corogo:oracle
// Go's panic lines for each kind of value: a value of a named type prints its type
// (main.T(-5), main.S("boom"), main.B(true), main.U(200)); a panic recovered and followed by
// another in the same deferred call is printed with " [recovered]", the later ones after a tab.

type T int
type S string
type B bool
type U uint8

func r3() {
	recover()
	panic(U(200))
}

func r2() {
	recover()
	defer r3()
	panic(B(true))
}

func r1() {
	recover()
	defer r2()
	panic(S("boom"))
}

func main() {
	defer r1()
	panic(T(-5))
}
