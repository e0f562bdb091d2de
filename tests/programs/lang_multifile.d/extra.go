package main

import "runtime"

var fromExtra = twice(5)

type Stack struct {
	items [8]int
	n     int
}

func (s *Stack) Push(v int) {
	s.items[s.n] = v
	s.n++
}

func (s *Stack) Pop() int {
	s.n--
	return s.items[s.n]
}

func twice(x int) int {
	runtime.Gosched()
	return 2 * x
}

func init() {
	println("init extra.go", fromExtra)
}
