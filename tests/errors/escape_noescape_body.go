package main

// //go:noescape promises what a body-less function does with its arguments; on a function with a
// body the compiler sees for itself (escape analysis), so the directive is an error there.

//go:noescape
func f(p *int) int { return *p }

func main() {
	x := 1
	println(f(&x))
}
