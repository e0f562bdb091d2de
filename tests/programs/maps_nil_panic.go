// Writing to a nil map panics with Go's message, after reads, len and delete of it worked.
package main

type T struct {
	m map[string]int
}

func main() {
	var t T
	println(t.m == nil, len(t.m), t.m["x"])
	delete(t.m, "x")
	t.m["x"]++
	println("not reached")
}
