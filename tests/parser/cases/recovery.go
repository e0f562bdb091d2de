package main

import (
	"time"
	42
)

func f(a int, b) int {
	x := [3]int{1, 2, 3
	y := x[1:2:]
	z := a +* b
	if x := 1; {
	}
	for i := range {
	}
	switch x {
	case 1:
	what
	}
	go (g())
	defer h
	return x
}

type T struct {
	a int
	(b) int
}

var v = ;

func (a, b T) two() {}

func () none() {}

func g() {
	L:
}
