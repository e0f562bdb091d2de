package main

func main() {
	s := make([]int, 3)
	s = append(s, 1)
	n := copy(s, s)
	println(len(s), n)
}
