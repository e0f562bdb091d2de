// Regression test (../shared/repros/r6_riscv_O1_wrong_bool.go): found by the differential tester; fixed in
// the coroutine lowering (docs/coroutines.md, invariants I1-I3). Expected output is Go's.
package main

func f2(d, id int, arr [3]int) [3]int {
	if d <= 0 {
		return arr
	}
	f6(d-1, id, 1)
	f2(d-1, id, arr)
	return arr
}
func f5(d, id, a int) int {
	if d <= 0 {
		return a % 10007
	}
	acc := 0
	arr15 := f2(d-1, id, [3]int{a, 1, 2})
	for k16, e17 := range arr15 {
		for k18, e19 := range arr15 {
			arr20 := [3]int{(f2(d-1, id, arr15)[2]*5 - k16*e17) % 10007, 8, 1}
			println(d%2 == 1 || k18%3 == 1, e19%2 == 1 || arr15[2]%4 == 0 || a%3 == 1 && k18%4 == 1)
			acc = (acc + arr20[0] + arr20[2]) % 10007
		}
	}
	return 1
}
func f6(d, id, a int) {
	f2(d-1, id, [3]int{1, 9, 7})
	coroSuspend()
}
func g0(id int) {
	const d = 3
	println(f5(d-1, id, d))
}
func main() {
	go g0(1)
}
