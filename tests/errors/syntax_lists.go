package main

func f(a int, b int) int { return a + b }

func main() {
	f(1, 2
	x := []int{1, 2
	}
	println(x)
}

func g(a int b int) {
}
