package main

func main() {
	var i int
	var s string
	var b int8
	var u uint
	println(i + s)
	println(b == i)
	println(i < u)
	println(1 + "a")
	println(s - s)
	println(!i)
}
