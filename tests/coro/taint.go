package main

// Taint analysis cases; taint.expected is what `corogo build -print-taint` must print.

import "runtime"

// a cycle with no suspend point stays clean (no $coro versions)
func ping(n int) int {
	if n <= 0 {
		return 0
	}
	return pong(n-1) + 1
}

func pong(n int) int {
	if n <= 0 {
		return 0
	}
	return ping(n-1) + 1
}

// a three-function cycle where only the last member suspends: the whole cycle is tainted
func a(n int) {
	if n > 0 {
		b(n - 1)
	}
}

func b(n int) { c(n) }

func c(n int) {
	runtime.Gosched()
	a(n)
}

// a chain: only callers of tainted functions are tainted
func leaf() { coroSuspend() }
func mid() { leaf() }
func top() { mid() }

// go is the colouring boundary: starting a tainted function does not taint the starter
func starter() { go top() }

// self recursion reaching a suspend in the base case
func rec(n int) {
	if n == 0 {
		coroSuspend()
		return
	}
	rec(n - 1)
}

func main() {
	println(ping(4))
	starter()
	go a(3)
	go rec(2)
}
