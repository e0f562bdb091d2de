package main

func f() int {
	return "one"
}

func g(x int) string {
	return x
}

func main() {
	var a int = "s"
	b := undefinedName
	println(a + true)
	println(f(1))
	println(g("x"), b)
}
