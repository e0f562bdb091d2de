// Variadic calls with the wrong arguments, Go's messages: too few before the ... parameter, an
// element of the wrong type, a spread slice of the wrong type, ... on a non-variadic function and
// ... before the final parameter.
package main

func f(name string, xs ...int) {}

func g(xs ...int, y int) {}

func h(x int) {}

func main() {
	x := []int{1}
	f()
	f("a", "b")
	f("a", 1, 2.5)
	s := []string{"x"}
	f("a", s...)
	h(x...)
	var u uint = 1
	f("a", 1, u)
}
