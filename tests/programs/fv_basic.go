// Func values and closures in sync code: a named function as a value, func-typed parameters,
// named func types in a package-level array, nil comparison, closures that keep state (a counter
// that outlives its maker: its variable is boxed), closures that share a variable with their
// function, a literal called where it stands, a recursive closure through a variable, func values
// in struct fields and slices, and multiple results through a func value.
package main

func double(x int) int { return x * 2 }

func apply(f func(int) int, v int) int { return f(v) }

func counter() func() int {
	n := 0
	return func() int {
		n++
		return n
	}
}

type op func(a, b int) int

var ops = [2]op{func(a, b int) int { return a + b }, func(a, b int) int { return a - b }}

type button struct {
	name    string
	onPress func(string) string
}

func divmod(a, b int) (int, int) { return a / b, a % b }

func compose(f, g func(int) int) func(int) int {
	return func(x int) int { return g(f(x)) }
}

func main() {
	f := double
	println(f(21), apply(double, 5), apply(func(x int) int { return x - 1 }, 5))
	var g func(int) int
	println(g == nil, f != nil, g != nil)
	g = f
	println(g(4), g != nil)
	c1, c2 := counter(), counter()
	c1()
	c1()
	println(c1(), c2())
	total := 0
	add := func(k int) { total += k }
	for i := 0; i < 5; i++ {
		add(i)
	}
	println("total", total)
	println(ops[0](7, 3), ops[1](7, 3))
	x := func(a int) int { return a + 100 }(5)
	println(x)
	var fib func(int) int
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		return fib(n-1) + fib(n-2)
	}
	println("fib", fib(15))
	b := button{"ok", func(s string) string { return "pressed " + s }}
	println(b.onPress(b.name))
	handlers := []func(int) int{double, compose(double, func(v int) int { return v + 1 })}
	for _, h := range handlers {
		println(h(10))
	}
	dm := divmod
	q, r := dm(17, 5)
	println(q, r)
	acc := 1
	scale := func(k int) func() {
		return func() { acc *= k }
	}
	s2, s3 := scale(2), scale(3)
	s2()
	s3()
	s2()
	println("acc", acc)
}
