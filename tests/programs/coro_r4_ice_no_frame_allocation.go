// Regression test (../shared/repros/r4_ice_no_frame_allocation.go): found by the differential tester; fixed in
// the coroutine lowering (docs/coroutines.md, invariants I1-I3). Expected output is Go's.
package main

func g(id int) {
	if id < id {
		coroSuspend()
	}
	println(id)
}

func main() {
	go g(2)
}
