// corogo:oracle
// A map key whose dynamic type is not comparable panics with Go's run-time error, which a deferred
// call recovers as a runtime.Error like any other (map.c raises it through rt_gopanic): on an
// assignment, and on a lookup or delete in a nil map too (the key is hashed anyway, like Go).
package main

func try(what string, f func()) {
	defer func() {
		r := recover()
		_, isErr := r.(error)
		println(what, "recovered:", isErr, r.(error).Error())
	}()
	f()
}

func main() {
	m := map[any]int{1: 2}
	try("assign", func() { m[[]int{1}] = 3 })
	var nm map[any]int
	try("nil lookup", func() { println(nm[map[int]int{}]) })
	try("nil delete", func() { delete(nm, func() {}) })
	type pair struct {
		a int
		b any
	}
	var np map[pair]bool
	try("nil struct key", func() { _, ok := np[pair{1, []byte("x")}]; println(ok) })
	println(len(m), nm[1], np[pair{2, 3}])
}
