package main

// defer_calls.go - bench/defer.sh: the instructions of 1000 calls of a function with one defer
// (bench/defer.sh builds a copy where the deferred call is a plain call before the return: the
// same work without defer), and of 1000 calls of a function that can panic (a bounds check) and
// of one that cannot (the index is masked into an array's range: no check is left). Prints
// "call <instructions>", "bounds <instructions>" and "nobounds <instructions>".

//go:linkname bench_instret bench_instret
func bench_instret() int

var sink int

func cleanup() { sink = sink*5 + 1 }

func with(n int) int {
	defer cleanup()
	return n * 3
}

func idx(a []int, i int) int { return a[i] }

func idxSafe(a *[4]int, i int) int { return a[i&3] }

func main() {
	t := bench_instret()
	s := 0
	for i := 0; i < 1000; i++ {
		s += with(i)
	}
	println("call", bench_instret()-t, s, sink)
	lim := 4 // unknown to the optimiser: the slice's bounds check stays
	if bench_instret() < 0 {
		lim = 3
	}
	a := []int{1, 2, 3, 4}[:lim]
	b := [4]int{1, 2, 3, 4}
	t = bench_instret()
	for i := 0; i < 1000; i++ {
		s += idx(a, i&3)
	}
	println("bounds", bench_instret()-t, s)
	t = bench_instret()
	for i := 0; i < 1000; i++ {
		s += idxSafe(&b, i)
	}
	println("nobounds", bench_instret()-t, s)
}
