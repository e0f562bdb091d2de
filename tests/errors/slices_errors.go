package main

func main() {
	var n int
	var s []int
	var b []byte
	s = append(n, 1)
	s = append(s, "x")
	s = append(s, b...)
	c := copy(s, b)
	d := copy(n, s)
	m := make([]int)
	m2 := make([]int, 5, 2)
	m3 := make([]int, -1)
	append(s, 1)
	println(c, d, len(m), len(m2), len(m3))
}
