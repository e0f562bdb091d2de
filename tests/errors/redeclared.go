package main

var v int
var v string

func h() {}
func h() {}

func main() {
	a := 1
	var a int
	a, b := 2, 3
	a, b := 4, 5
	println(a, b)
}
