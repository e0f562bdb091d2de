package main

var a

const b := 1

func main() {
	s := []int{1, 2, 3}
	t := s[1::3]
	u := s[1:2:]
	for i := 0; i < 3 {
	}
	var v int = 1, 2 3
	x.y.(
}
