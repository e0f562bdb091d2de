package main

// A slice of a local array kept across a suspend, in two goroutines (found by the differential
// tester, seed 3007 of its large programs): at -O0 the array stayed on the stack, since CoroSplit
// follows no pointer put into a slice header, and the other goroutine reused the slot. Invariant I6
// of docs/coroutines.md: every variable whose address leaves lives in the coroutine frame.

type P struct{ a, b int }

func (p *P) bump() { p.a++ }

func f(a int) int {
	arr := [3]int{a, a, a}
	s := arr[1:]
	coroSuspend()
	return s[0]
}

func g2(a int) int {
	x := a
	p := &x
	v := P{a, a}
	v.bump()
	coroSuspend()
	v.bump()
	return *p + v.a
}

func g(id int) {
	println(id, f(7), f(9), g2(id))
}

func main() {
	go g(1)
	go g(2)
}
