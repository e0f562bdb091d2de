package main

type S struct{ a []int }

type R struct {
	m map[R]int
}

func main() {
	var a map[[]int]int
	var b map[S]bool
	m1 := map[string]int{}
	m2 := map[string]int{}
	println(m1 == m2)
	println(m1 == nil, a == nil, b == nil)
	m1[1] = 2
	_ = m1["a"]["b"]
	delete(m1)
	delete(m1, 1)
	delete(m2, "a", "b")
	var x int
	delete(x, 1)
	_ = &m1["a"]
	m3 := map[string]S{}
	m3["a"].a = nil
	_ = map[string]int{"a": 1, "a": 2}
	_ = map[string]int{1}
	_ = make(map[string]int, 1, 2)
	_ = make(map[string]int, -1)
	_ = make(map[string]int, "a")
	_ = cap(m1)
	_ = m1 < m2
	_ = map[int]int{1: 2, 1: 3}
	_ = x
}
