package main

func sum(xs ...int) int { return 0 }

func main() {
	println(sum(1, 2))
}
