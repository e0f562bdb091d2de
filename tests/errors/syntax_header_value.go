package main

// A simple statement used as an if condition is quoted in full, as Go prints it.

func f(a, b int) int { return a }

func main() {
	if x := f(1, 2) {
	}
	if y = []int{1, 2}[0] {
	}
	if z := "a string literal longer than forty bytes, quoted in full" {
	}
}
