package main

func main() {
	a := 1
	var b int
	c, d := 2, 3
	b = 4
	println(c)
	for i, v := range "abc" {
		println(v)
	}
	if e := 5; true {
	}
}
