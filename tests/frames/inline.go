package main

// Inlined awaits (cg_inline.c): chain.go's top -> mid -> leaf without //go:noinline. mid and leaf
// are small, so their bodies go into top's coroutine: top's frame is the only one, leaf's suspend
// is top's own, and the report says where each body went (inline.expected). twice awaits big,
// too large to inline at its two await sites, so big keeps a coroutine, elided into twice's frame;
// the same for once (below).
// tests/programs/await_inline.go runs inlined awaits against Go.

import "runtime"

func leaf(n int) int {
	runtime.Gosched()
	return n + 1
}

func mid(n int) int {
	return leaf(n) * 2
}

//corogo:pool 2
func top(n int) {
	println("top", n, mid(n))
}

func big(n int) int {
	a := n
	for i := 0; i < 3; i++ {
		a += i
		runtime.Gosched()
		a *= 2
	}
	if a > 100 {
		a -= 100
	}
	for j := 0; j < 2; j++ {
		a += j * 3
	}
	if a%7 == 0 {
		a++
	}
	println("big", n, a)
	return a
}

func twice(n int) {
	println("twice", big(n)+big(n+1))
}

// once is as large as big but awaited at one place only, in small; small is inlined at both of its
// awaits in pair, so inlining once would copy its body twice: once keeps a coroutine of its own
func once(n int) int {
	total, step := n, 1
	for total < 40 {
		runtime.Gosched()
		total += step
		step *= 3
	}
	switch {
	case total%2 == 0:
		total /= 2
	default:
		total++
	}
	if total > 30 {
		total -= 7
	}
	for i := 0; i < 2; i++ {
		total += i
	}
	println("once", n, total)
	return total
}

func small(n int) int { return once(n) + 1 }

func pair(n int) {
	println("pair", small(n)+small(n+1))
}

func main() {
	go top(1)
	go top(2)
	go twice(3)
	go pair(4)
}
