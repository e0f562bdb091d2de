package main

// map.go - the corogo side of bench/bench.sh's map rows: instructions per insertion of a new key
// and per lookup of a present key, with int and string keys, in maps of 10 and 1,000 entries.
// An insertion row builds fresh maps from make(map[K]int) (the rebuilds as the table grows are
// included, amortised); a lookup row reads every key of a built map. String keys ("k0", "k1", ...)
// are made before measuring. Prints "<row> <instructions> <operations>".

//go:linkname bench_instret bench_instret
func bench_instret() int

func name(i int) string {
	b := []byte{'k'}
	if i == 0 {
		return "k0"
	}
	var d []byte
	for ; i > 0; i /= 10 {
		d = append(d, byte('0'+i%10))
	}
	for j := len(d) - 1; j >= 0; j-- {
		b = append(b, d[j])
	}
	return string(b)
}

var sink int

func ints(n, rounds int) {
	var m map[int]int
	t0 := bench_instret()
	for r := 0; r < rounds; r++ {
		m = make(map[int]int)
		for i := 0; i < n; i++ {
			m[i*7919] = i
		}
	}
	t1 := bench_instret()
	s := 0
	for r := 0; r < rounds; r++ {
		for i := 0; i < n; i++ {
			s += m[i*7919]
		}
	}
	t2 := bench_instret()
	sink += s
	println("map_insert_int"+name(n)[1:], t1-t0, n*rounds)
	println("map_lookup_int"+name(n)[1:], t2-t1, n*rounds)
}

func strs(keys []string, rounds int) {
	n := len(keys)
	var m map[string]int
	t0 := bench_instret()
	for r := 0; r < rounds; r++ {
		m = make(map[string]int)
		for i, k := range keys {
			m[k] = i
		}
	}
	t1 := bench_instret()
	s := 0
	for r := 0; r < rounds; r++ {
		for _, k := range keys {
			s += m[k]
		}
	}
	t2 := bench_instret()
	sink += s
	println("map_insert_str"+name(n)[1:], t1-t0, n*rounds)
	println("map_lookup_str"+name(n)[1:], t2-t1, n*rounds)
}

func main() {
	keys := make([]string, 1000)
	for i := range keys {
		keys[i] = name(i)
	}
	ints(10, 100)
	ints(1000, 1)
	strs(keys[:10], 100)
	strs(keys, 1)
}
