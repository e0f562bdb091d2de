package main

// The Go specification's own initialisation-order example (a = c + b, b = f(), c = f(), d = 3),
// plus a spec initialised from one multi-valued call and a variable depending on it.

var (
	a = c + b // == 9
	b = f()   // == 4
	c = f()   // == 5
	d = 3     // == 5 after initialization has finished
)

func f() int {
	d++
	return d
}

var x, y = pair()
var z = x * 10

func pair() (int, int) { return a, d }

func main() {
	println(a, b, c, d, x, y, z)
}
