// Go 1.21's clear: clear(s) zeroes s[:len(s)] (not beyond, and through every slice sharing the
// array), clear(m) deletes every entry (len 0, lookups miss, the map is usable again), a nil map
// or slice is left alone, and clear during a range over a map stops the range's entries.
// corogo:no-oracle
package main

type pt struct {
	x, y int
	name string
}

func main() {
	arr := [6]int{1, 2, 3, 4, 5, 6}
	s := arr[1:4]
	clear(s)
	for _, v := range arr {
		print(v, " ")
	}
	println(len(s), cap(s))
	ps := []pt{{1, 2, "a"}, {3, 4, "b"}}
	clear(ps[:1])
	println(ps[0].x, ps[0].y, ps[0].name == "", ps[1].x, ps[1].name)
	var ns []string
	clear(ns)
	println(ns == nil)

	m := map[string]int{"a": 1, "b": 2, "c": 3}
	clear(m)
	v, ok := m["a"]
	println(len(m), v, ok)
	m["d"] = 4
	m["a"] = 5
	println(len(m), m["a"], m["d"], m["b"])
	var nm map[int]bool
	clear(nm)
	println(len(nm), nm == nil)

	big := map[int]int{}
	for i := 0; i < 100; i++ {
		big[i] = i * i
	}
	seen := 0
	for k := range big {
		seen++
		if k >= 0 {
			clear(big)
		}
	}
	println(seen, len(big))
	for i := 0; i < 20; i++ {
		big[i*7] = i
	}
	sum := 0
	for k, v := range big {
		sum += k + v
	}
	println(len(big), sum, big[133], big[7])
	defer func() { println("after the deferred clear", len(m)) }()
	defer println("deferred clear", len(m))
	defer clear(m)
}
