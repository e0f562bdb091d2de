package main

func main() {
	x := y + 1
	println(x)
	undefinedFunc(2)
	var t T
	_ = t
	println(z.f)
}
