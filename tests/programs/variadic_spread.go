// Variadic functions called with a multi-valued call: f(g()) spreads g's results over f's fixed
// parameters and packs the rest into its ... parameter (converted to interfaces where needed),
// for direct calls, methods, func values, interface methods and go statements.
// corogo:oracle
package main

type pair struct{ a, b int }

func two() (int, int)            { return 3, 4 }
func three() (int, string, bool) { return 7, "x", true }
func one() (int, int)            { return 1, 2 }

var calls int

func counted() (int, int, int) {
	calls++
	return calls, calls * 10, calls * 100
}

func sum(xs ...int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

func head(a int, xs ...any) {
	println("head", a, len(xs))
	for _, x := range xs {
		switch v := x.(type) {
		case int:
			println(" int", v)
		case string:
			println(" string", v)
		case bool:
			println(" bool", v)
		}
	}
}

func fixed2(a, b int, rest ...int) int { return a*100 + b*10 + len(rest) }

func (p pair) add(xs ...int) int { return p.a + p.b + sum(xs...) }

type adder interface{ add(xs ...int) int }

func main() {
	println(sum(two()))
	println(sum(counted()), calls)
	head(two())
	head(three())
	println(fixed2(two()))
	println(fixed2(counted()))
	p := pair{1, 2}
	println(p.add(two()))
	var a adder = p
	println(a.add(counted()))
	f := sum
	println(f(two()))
	g := func(xs ...int) int { return len(xs) }
	println(g(counted()))
	done := make(chan bool)
	go func(xs ...int) {
		println("go", len(xs), sum(xs...))
		done <- true
	}(two())
	<-done
	defer head(three())
	println(sum(one()) + sum(two()))
}
