package main

// gc_pause.go - the corogo side of bench/bench.sh's GC pause row: built with -heap=16K, it keeps
// a list of 32-byte nodes holding about half the heap (8 KiB) alive, fills the rest with garbage,
// and counts the instructions of one runtime.GC(): the whole collection, the mark (interrupts
// masked) and the sweep. Prints
// "<row> <instructions> 1" and the heap's use before and after as a check.

import "runtime"

//go:linkname bench_instret bench_instret
func bench_instret() int

type node struct {
	next *node
	pad  [6]int32
}

var live *node
var junk *node

func main() {
	for i := 0; i < 8192/32; i++ {
		live = &node{next: live}
	}
	for i := 0; i < 7000/32; i++ {
		junk = &node{next: junk}
	}
	junk = nil
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	before := m.HeapAlloc
	t0 := bench_instret()
	runtime.GC()
	t1 := bench_instret()
	runtime.ReadMemStats(&m)
	println("gc_pause", t1-t0, 1)
	println("heap", m.HeapSys, "in use before", before, "after", m.HeapAlloc)
}
