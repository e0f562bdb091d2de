package main

// Package-level variables initialised in dependency order (not source order), init functions
// in source order, constants and types declared after their use.

var total = a + b

var a = double(b)

var b = start

var order [4]int

var counter int

func double(x int) int {
	counter++
	order[counter] = x
	return x * 2
}

func init() {
	println("init 1:", total, a, b, counter)
	total++
}

func init() {
	println("init 2:", total, order[1])
}

const start = limit / 4

const limit = 40

func main() {
	var t tree
	t.left = &tree{val: 3}
	t.val = 4
	println("main:", total, t.val+t.left.val)
}

type tree struct {
	left, right *tree
	val         int
}
