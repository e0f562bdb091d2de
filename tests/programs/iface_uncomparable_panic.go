// Asserting an interface type of a value that lacks a method, and comparing interfaces holding
// values of an uncomparable type, panic like Go; so does asserting on a nil interface.
package main

type Named interface{ Name() string }

type A struct{}

func (A) Name() string { return "a" }

type B struct{ xs []int }

func main() {
	var x any = A{}
	println(x.(Named).Name())
	var a1, a2 any = A{}, A{}
	println(a1 == a2)
	var y any = B{}
	if _, ok := y.(Named); !ok {
		println("B is not Named")
	}
	var b1, b2 any = B{}, B{}
	println(b1 == b2)
}
