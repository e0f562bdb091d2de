// panic_line_far: the panic-position table (src/transform/panicsites.c, its compact form) with a
// line past 16 bits and a second file name from a //line directive: Go's first frame of the
// traceback, the function and its file:line, as go run prints them
package main

func pick(a []int, i int) int {
	return a[i]
}

//line far.go:100000
func far(a []int, i int) int {
	return a[i] + pick(a, i-1)
}

func main() {
	a := []int{1, 2, 3}
	println(far(a, 1), pick(a, 2))
	println(far(a, 3))
}
