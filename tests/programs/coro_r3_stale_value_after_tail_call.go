// Regression test (../shared/repros/r3_stale_value_after_tail_call.go): found by the differential tester; fixed in
// the coroutine lowering (docs/coroutines.md, invariants I1-I3). Expected output is Go's.
package main

var gp *int

func bump(n int) {
	if n > 0 {
		bump(n - 1)
	}
	*gp = *gp + 1
}

func f(k int) int {
	x := k
	gp = &x
	bump(2)
	y := x
	coroSuspend()
	return x + y
}

func run(id int) {
	println(id, f(10))
}

func main() {
	println(f(10))
	go run(1)
	println("main")
}
