// Maps: literals (elided struct and map values, composite keys), m[k] with the zero value when
// absent, v, ok := m[k], assignment, op-assign and ++ (also of absent keys), delete, len, nested
// maps, struct, array and padded struct keys, a 1,000-entry map, and nil maps (reads, len, delete,
// range). Nothing prints in map order.
// corogo:oracle
package main

type Point struct {
	X, Y int
}

type Key struct {
	name string
	id   int8
	n    int32
}

func sum(m map[string]int) int {
	t := 0
	for _, v := range m {
		t += v
	}
	return t
}

func build(n int) map[int]int {
	m := make(map[int]int)
	for i := 0; i < n; i++ {
		m[i*3] = i
	}
	return m
}

func main() {
	m := map[string]int{"one": 1, "two": 2, "three": 3}
	println(len(m), m["one"], m["two"], m["four"])
	v, ok := m["three"]
	println(v, ok)
	v, ok = m["zero"]
	println(v, ok)
	m["four"] = 4
	m["one"] += 10
	m["two"]++
	m["new"]++
	println(len(m), m["one"], m["two"], m["new"], sum(m))
	delete(m, "one")
	delete(m, "nothere")
	println(len(m), m["one"])

	b := build(1000)
	println(len(b), b[2997], b[3], b[4])
	t := 0
	for k, v := range b {
		t += k - v
	}
	println(t)

	pts := map[Point]string{{1, 2}: "a", {3, 4}: "b"}
	println(pts[Point{1, 2}], pts[Point{3, 4}], pts[Point{5, 6}] == "")
	keys := map[Key][2]int{}
	keys[Key{"x", 1, 2}] = [2]int{7, 8}
	keys[Key{"x", 1, 3}] = [2]int{9, 10}
	println(len(keys), keys[Key{"x", 1, 2}][1], keys[Key{"x", 1, 3}][0])

	var nm map[string]int
	println(nm == nil, len(nm), nm["a"])
	delete(nm, "a")
	for range nm {
		println("never")
	}
	arr := map[[3]byte]bool{}
	arr[[3]byte{1, 2, 3}] = true
	println(arr[[3]byte{1, 2, 3}], arr[[3]byte{1, 2, 4}])
	nested := map[string]map[string]int{"a": {"x": 1}}
	nested["b"] = map[string]int{}
	nested["b"]["y"] = 2
	println(nested["a"]["x"], nested["b"]["y"], nested["c"]["z"])
}
