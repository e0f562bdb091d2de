// Regression test (../shared/repros/r1_task1_lost_goroutine.go): found by the differential tester; fixed in
// the coroutine lowering (docs/coroutines.md, invariants I1-I3). Expected output is Go's.
package main

func even(n int) bool {
	if n == 0 {
		coroSuspend()
		return true
	}
	return odd(n - 1)
}

func odd(n int) bool {
	if n == 0 {
		return false
	}
	return even(n - 1)
}

func run(id int) {
	println(id, even(7), odd(7))
}

func main() {
	go run(1)
	println("main")
}
