package main

type List struct {
	next *List
	val  int
}

type Bad struct {
	inner Bad
}

type A struct{ b B }
type B struct{ a [2]A }

var x = y
var y = f()

func f() int { return x }

const k = k + 1

func main() {
	var l List
	println(l.val, x)
}
