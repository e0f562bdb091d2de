package main

// A bounds check that fails at run time panics like Go (exit status 2).

func pick(xs []int, i int) int { return xs[i] }

func main() {
	a := [3]int{1, 2, 3}
	println(pick(a[:], 2))
	println(pick(a[:], 5))
	println("not reached")
}
