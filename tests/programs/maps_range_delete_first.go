// The range-and-delete idiom (Go's test/maplinear.go "iterdelete"): each round ranges over the
// map, deletes the first key it produces and breaks. corogo's range starts at the table's first
// live entry (runtime-baremetal/map.c), which each such delete moves on; the map must still hold
// exactly the keys not deleted, keep producing them after inserts, deletes in the middle, an
// emptying and a clear, and a compile-time map (its table from src/interp) must range the same.
package main

var static = map[int]string{1: "a", 2: "b", 3: "c"}

func sum(m map[int]int) (n, s int) {
	for k, v := range m {
		n++
		s += k + v
	}
	return
}

func main() {
	m := map[int]int{}
	for i := 0; i < 2500; i++ {
		m[i] = i
	}
	deleted := 0
	for i := 0; i < 2000; i++ {
		for k := range m {
			delete(m, k)
			deleted += k
			break
		}
	}
	n, s := sum(m)
	println(len(m), n, deleted+s/2 == 2499*2500/2)
	// deletes in the middle, then more first-key deletes and inserts
	for i := 20000; i < 20100; i++ {
		m[i] = i
	}
	for i := 20040; i < 20060; i++ {
		delete(m, i)
	}
	for i := 0; i < 50; i++ {
		for k := range m {
			delete(m, k)
			break
		}
		m[10000+i] = 1
	}
	n, _ = sum(m)
	println(len(m), n)
	// empty it by ranging, then fill again
	for len(m) > 0 {
		for k := range m {
			delete(m, k)
		}
	}
	m[7] = 3
	m[8] = 4
	n, s = sum(m)
	println(len(m), n, s)
	for k := range m {
		delete(m, k)
		break
	}
	clear := func() {
		for k := range m {
			delete(m, k)
		}
	}
	clear()
	m[1] = 1
	n, s = sum(m)
	println(len(m), n, s)
	delete(static, 1)
	cnt := 0
	for k, v := range static {
		cnt += k
		_ = v
	}
	println(len(static), cnt)
}
