package main

type Celsius int

func main() {
	var x int
	var s string
	var c Celsius
	x = s
	c = x
	s = 'a'
	var p *int = &s
	var b bool = 1
	println(x, s, c, p, b)
}
