// `defer delete(m, k)` (encoding/json's cycle check does it): the map and the key are evaluated at
// the defer statement, the key converted to the map's key type there (an interface key, a struct
// key), and the entry goes when the function returns, also from a loop's records and on a panic.
package main

type K struct{ a, b int }

func mark(m map[any]struct{}, p *int) {
	m[p] = struct{}{}
	defer delete(m, p)
	println("inside", len(m))
}

func drop(m map[K]string, k K) {
	defer delete(m, k)
	for i := 0; i < 2; i++ {
		defer delete(m, K{i, i})
	}
	k.a = 100 // the deferred call keeps the key of the defer statement
	println("before return", len(m))
}

func panicky(m map[string]int) {
	defer func() { println("recovered:", recover().(string), len(m)) }()
	defer delete(m, "x")
	panic("boom")
}

func main() {
	m := map[any]struct{}{}
	x := 1
	mark(m, &x)
	println("after", len(m))
	m2 := map[K]string{{1, 2}: "a", {0, 0}: "z", {1, 1}: "o", {5, 5}: "f"}
	drop(m2, K{1, 2})
	_, ok := m2[K{5, 5}]
	println(len(m2), ok)
	m3 := map[string]int{"x": 1, "y": 2}
	panicky(m3)
	println(len(m3), m3["y"])
}
