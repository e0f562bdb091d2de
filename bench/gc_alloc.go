package main

// gc_alloc.go - the corogo side of bench/bench.sh's heap rows (default heap: the RAM left, so no
// collection runs while measuring): instructions per small allocation (a 16-byte object kept in
// a package variable, so it is a heap allocation whatever escape analysis decides) and per append
// of one element (a slice grown from nil to 1,000 ints, Go's growth policy, amortised). Prints
// "<row> <instructions> <operations>".

//go:linkname bench_instret bench_instret
func bench_instret() int

type small struct{ a, b, c, d int32 }

var sink *small
var ints []int

func main() {
	const n = 2000
	sink = &small{} // the first allocation sets the heap up (its state bytes zeroed): not counted
	t0 := bench_instret()
	for i := 0; i < n; i++ {
		sink = &small{a: int32(i)}
	}
	t1 := bench_instret()
	println("gc_alloc", t1-t0, n)
	const rounds, elems = 10, 1000
	t0 = bench_instret()
	for r := 0; r < rounds; r++ {
		ints = nil
		for i := 0; i < elems; i++ {
			ints = append(ints, i)
		}
	}
	t1 = bench_instret()
	println("gc_append", t1-t0, rounds*elems)
}
