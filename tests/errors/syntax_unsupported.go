package main

func Map[T any](x T) T { return x }

func main() {
	println(Map(1))
}
