package main

func two() (int, int) { return 1, 2 }

func none() {}

func main() {
	println(two())
	println(none())
	print(two(), 3)
	println(nil)
}
