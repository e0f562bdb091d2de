// Integer parameters that every live call passes one constant become that constant at compile
// time (src/codegen/cg_params.c); these calls must keep Go's results: two call sites with
// different constants, a parameter reassigned in its function, functions also used as func
// values, method values, interface methods, defer and go targets, closures capturing a
// parameter, recursion passing a parameter on, signed compares of narrow integers.
package main

import "fmt"

func kind(v rune) string {
	switch v {
	case 'a':
		return "A"
	case 'b':
		return "B"
	}
	return "other"
}

func twoSites(n int) int {
	if n == 1 {
		return 10
	}
	return 20
}

func reassigned(n int) int {
	if n == 3 {
		n = 4
	}
	if n == 4 {
		return 40
	}
	return n
}

func asValue(n int) int {
	if n == 5 {
		return 50
	}
	return -n
}

type S struct{ k int }

func (s S) m(n int) int {
	if n == 6 {
		return 60 + s.k
	}
	return n
}

type I interface{ m(n int) int }

func deferred(n int) {
	if n == 7 {
		println("deferred seven")
		return
	}
	println("deferred", n)
}

func spawned(n int, done chan bool) {
	if n == 8 {
		println("spawned eight")
	} else {
		println("spawned", n)
	}
	done <- true
}

func captured(n int) func() int {
	return func() int {
		if n == 9 {
			return 90
		}
		return n
	}
}

func rec(n int, depth int) int {
	if depth == 0 {
		return n
	}
	if n == 11 {
		return rec(n, depth-1) + 1
	}
	return -1000
}

func signed(x int8, limit int8) string {
	if x < limit {
		return "below"
	}
	return "not below"
}

func flag(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func chain(v rune) string { return kind(v) }

func unsignedWide(x uint64) string {
	if x > 1<<63 {
		return "huge"
	}
	return "small"
}

func main() {
	println(kind('a'), chain('a'))
	println(twoSites(1), twoSites(2))
	println(reassigned(3))
	f := asValue
	println(asValue(5), f(7))
	s := S{1}
	mv := s.m
	var i I = S{2}
	println(s.m(6), mv(3), i.m(4), S.m(S{3}, 6))
	defer deferred(12)
	done := make(chan bool)
	go spawned(13, done)
	<-done
	println(captured(9)(), captured(9)())
	println(rec(11, 3))
	println(signed(-1, 0), signed(-1, 0))
	println(flag(true))
	println(unsignedWide(1<<63 + 1))
	fmt.Println(kind('a'), twoSites(1))
}
