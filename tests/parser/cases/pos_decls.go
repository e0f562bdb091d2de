package main

import (
	"time"
	m "machine"
)

const (
	A, B = iota, 2
	C
)

type Pair struct {
	a, b int
	*Inner
}

var grid = [][2]int{{1, 2}, {3}}

func (p *Pair) Sum(x, y int, rest ...int) (s int) {
	for i, v := range rest {
		s += i * v
	}
	switch x {
	case 1, 2:
		s++
	default:
	}
L:
	for {
		break L
	}
	go func() {}()
	defer done()
	return p.a + m.X + time.Y
}
