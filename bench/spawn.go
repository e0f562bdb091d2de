package main

// spawn.go - the corogo side of bench/bench.sh's spawn row: main starts NS goroutines that each
// suspend once (runtime.Gosched) and finish; the last to finish prints the instructions since the
// first go statement (minstret, bench/instret.c): "spawn <instructions> <goroutines>". Built with
// -pool=NS (every goroutine holds its slot at once).

import "runtime"

//go:linkname bench_instret bench_instret
func bench_instret() int

const NS = 50

var t0, finished int

func child() {
	runtime.Gosched()
	finished++
	if finished == NS {
		println("spawn", bench_instret()-t0, NS)
	}
}

func main() {
	t0 = bench_instret()
	for i := 0; i < NS; i++ {
		go child()
	}
}
