package main

import (
	"interrupt"
	"sync"
)

type counter struct {
	mu sync.Mutex
	n  int
}

var sig interrupt.Signal

func byValue(m sync.Mutex) {}

func get(c *counter) counter {
	return *c
}

func main() {
	var a sync.Mutex
	b := a
	var c = a
	var wg sync.WaitGroup
	wg2 := wg
	s := sig
	var x counter
	y := x
	byValue(a)
	arr := [2]counter{}
	for _, v := range arr {
		println(v.n)
	}
	for i := range arr { // the index alone copies nothing
		println(i)
	}
	p := &x     // a pointer: fine
	q := counter{} // a fresh value: fine
	z := get(p) // a call's result: fine (the copy is the return's)
	ch := make(chan sync.Mutex, 1)
	ch <- a
	println(&b, &c, &wg2, &s, &y, &q, &z)
}

func (c counter) value() int { return c.n }

var use = func(m sync.Mutex, n int) int { return n }

func fine(p *sync.Mutex, n int) {}
