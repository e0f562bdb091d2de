// lang_print_const.go - print and println with constant strings next to values: the compiler merges
// constant strings, println's spaces and its newline into one piece per run (fewer runtime calls);
// the output must be exactly Go's, empty strings, named string types and no arguments included.
package main

type S string

const k = "const"

func main() {
	x := 3
	var s S = "named"
	println()
	println("a")
	println("a", "b", x, "c", "d")
	println(x, x)
	print("p", "q", x, "\n")
	print()
	println(k+"!", s, "", x)
	println("", "")
	print(x, x, "\n")
}
