package main

func f(a, b int) int { return a + b }

func g() (int, string) { return 1, "a" }

func main() {
	f(1)
	f(1, 2, 3)
	f()
	f(g())
	println(f(1, "x"))
}
