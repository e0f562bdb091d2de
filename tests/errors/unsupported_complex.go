package main

func main() {
	var f float32
	x := 1.5
	c := 2i
	println(f, x, c)
}
