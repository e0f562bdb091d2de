// Variadic functions: f(), f(1, 2, 3), f(s...), f(nil...), a variadic method chained, the callee
// writing through a spread slice, goroutines of a suspending variadic function (go) and awaited
// calls of one (its elements live in the arena, its frame across time.Sleep).
// corogo:oracle
package main

import "time"

func sum(xs ...int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

func describe(name string, xs ...int) {
	println(name, len(xs), cap(xs), xs == nil, sum(xs...))
}

type Acc struct{ total float64 }

func (a *Acc) Add(vs ...float64) *Acc {
	for _, v := range vs {
		a.total += v
	}
	return a
}

func slowSum(done chan int, xs ...int) {
	t := 0
	for _, x := range xs {
		time.Sleep(time.Millisecond)
		t += x
	}
	done <- t
}

func slowMax(xs ...int) int {
	m := xs[0]
	for _, x := range xs {
		time.Sleep(time.Millisecond)
		if x > m {
			m = x
		}
	}
	return m
}

func modify(xs ...int) {
	if len(xs) > 0 {
		xs[0] = 99
	}
}

func main() {
	println(sum(), sum(1), sum(1, 2, 3))
	describe("none")
	describe("three", 4, 5, 6)
	s := []int{10, 20, 30}
	describe("spread", s...)
	describe("nil", nil...)
	modify(s...)
	println(s[0])
	modify(1, 2)
	var a Acc
	a.Add(1.5).Add().Add(2, 3.25)
	println(a.total)
	done := make(chan int)
	go slowSum(done, 1, 2, 3, 4)
	go slowSum(done)
	go slowSum(done, s...)
	println(<-done + <-done + <-done)
	println(slowMax(3, 9, 2), slowMax(s[1:]...))
}
