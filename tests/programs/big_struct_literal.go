// corogo:oracle
// Struct literals and results over 64 bytes built member by member (src/transform/bigcopy.c splits a store
// of an insertvalue chain into field stores): the literal's zero base must be stored before its
// members, not after them (difftest: BigS{a, k} came out all zero), and several big results
// (a BigA, a BigS and an int) go through the caller's temporary; in main and in a goroutine, with
// and without a suspend in the callee.
package main

import "runtime"

type BigA [24]int

type BigS struct {
	a BigA
	n int
}

func bfill(k int) (r BigA) {
	for i := range r {
		r[i] = (k*7 + i*3) % 10007
	}
	return
}

func bmix(a BigA, s BigS, k int) (BigA, BigS, int) {
	i := (k%24 + 24) % 24
	a[i] = (a[i] + s.n) % 10007
	s.a[(i+1)%24]++
	if k%3 == 0 {
		runtime.Gosched()
	}
	return s.a, BigS{a, k % 10007}, a[0] + s.a[1]
}

func bsum(a BigA) int {
	s := 0
	for i, v := range a {
		s = (s*3 + v + i) % 10007
	}
	return s
}

func run(id int) int {
	b30 := bfill(id + 5)
	b31 := b30
	b31[11] = 77
	s32 := BigS{b30, 70}
	x33, y34, z35 := bmix(b31, s32, id)
	println(bsum(b30), bsum(b31), bsum(x33), bsum(y34.a), y34.n, z35)
	return 0
}

func main() {
	run(1)
	run(3)
	done := make(chan int)
	go func() { run(1); run(3); done <- 1 }()
	<-done
}
