// A map key whose dynamic type is not comparable panics like Go, on a lookup in an empty map too
// (Go hashes the key before looking): "panic: runtime error: hash of unhashable type []int".
// corogo:oracle
package main

type K struct {
	name string
	v    any
}

func main() {
	m := map[K]int{{"a", 1}: 1}
	println(m[K{"a", 1}], m[K{"b", "x"}])
	e := map[any]bool{}
	println(len(e))
	println(e[[]int{1, 2}])
	println("not reached")
}
