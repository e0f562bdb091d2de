package main

func main() {
	var s uint = 3
	var str string
	println(1 << -1)
	println(str << 2)
	println(1 << "x")
	var i8 int8 = 1 << s
	var b int8 = 1000 << s
	println(i8, b)
	println(1 << 10000)
}
