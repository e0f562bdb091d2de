package main

const Zero = 0

func main() {
	x := 10
	println(x / 0)
	println(x % Zero)
	println(1 / Zero)
	const y = 5 % (3 - 3)
}
