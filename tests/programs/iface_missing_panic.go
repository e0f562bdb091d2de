// Asserting an interface type the dynamic type does not implement panics naming the missing method.
package main

type Named interface {
	Name() string
	Size() int
}

type A struct{}

func (A) Name() string { return "a" }

func main() {
	var x any = A{}
	_, ok := x.(Named)
	println(ok)
	println(x.(Named).Name())
}
