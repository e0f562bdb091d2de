// f(g()) with a multi-valued g and a variadic f, with values of the wrong types or too few of
// them: Go 1.19's messages (every value of g worded "as type T", like a ... argument).
package main

func two() (int, int) { return 3, 4 }

func strs(xs ...string)             {}
func three(a, b, c int, xs ...int) {}
func mixed(a string, xs ...int)    {}

func main() {
	strs(two())
	three(two())
	mixed(two())
}
