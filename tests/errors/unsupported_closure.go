package main

func main() {
	f := func(x int) int { return x + 1 }
	println(f(1))
	func() { println("now") }()
}
