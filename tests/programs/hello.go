package main

func main() {
	println("hello", 42)
}
