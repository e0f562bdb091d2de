package main

func two() (int, int) { return 1, 2 }

func none() {}

func main() {
	println(none())
	println(two())
	print(two(), 3)
	println(nil)
}
