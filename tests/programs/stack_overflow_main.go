// Unbounded recursion in main: the stack runs into its guard and the program ends with
// "fatal error: stack overflow" and exit status 2 (Go prints the same line, then a traceback),
// never corrupting .bss: the counter printed first is a package variable, and every frame keeps a
// local array alive across its call so that no -O level can turn the recursion into a loop.
package main

var calls, limit = 0, 1 << 30 // the limit is never reached: the stack ends first

func down(n int) int {
	var pad [8]int
	for i := range pad {
		pad[i] = n * i
	}
	calls++
	if n == limit {
		return 0
	}
	return down(n+1) + pad[n%8]
}

func main() {
	println("calls before:", calls)
	println(down(0))
	println("not reached")
}
