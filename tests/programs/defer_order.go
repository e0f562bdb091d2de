package main

// corogo:oracle
// defer of functions, value and pointer methods and builtins: receiver and arguments evaluated at
// the defer statement, run newest first at every return (bare returns with named results too), a
// defer in a loop once per iteration.

type T struct{ n int }

func (t T) show(tag string)   { println("value recv", tag, t.n) }
func (t *T) bump(tag string)  { t.n++; println("ptr recv", tag, t.n) }
func f(a int) { println("f", a) }

func named() (r int) {
	defer f(r)
	r = 5
	return r * 2
}

func loops() {
	for i := 0; i < 3; i++ {
		defer println("loop", i)
	}
	println("loops body done")
}

func main() {
	t := T{1}
	defer t.show("first")
	defer t.bump("second")
	t.n = 10
	x := 1
	defer f(x)
	x = 2
	defer println("builtin", x, "end")
	println("named", named())
	loops()
	println("main body done")
}
