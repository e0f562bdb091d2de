// make([]T, n) with a negative length computed at run time panics with Go's message.
package main

func size(k int) int { return 3 - k }

func main() {
	a := make([]int, size(1))
	println(len(a))
	b := make([]int, size(5))
	println(len(b))
}
