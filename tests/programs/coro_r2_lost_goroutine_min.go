// Regression test (../shared/repros/r2_lost_goroutine_min.go): found by the differential tester; fixed in
// the coroutine lowering (docs/coroutines.md, invariants I1-I3). Expected output is Go's.
package main

func leaf(n int) int {
	if n == 0 {
		coroSuspend()
		return 1
	}
	return leaf(n-1) + 1
}

func mid(a int) int {
	if a%2 == 1 {
		coroSuspend()
		return 0
	}
	return leaf(a)
}

func g(id int) {
	println(id, mid(id))
}

func main() {
	go g(1)
	go g(2)
	println(0, "main end")
}
