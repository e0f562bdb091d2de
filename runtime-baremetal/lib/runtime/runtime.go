// Package runtime is corogo's runtime package: the Go heap's statistics and collection (GC,
// ReadMemStats, MemStats), bound by //go:linkname to runtime-baremetal/gc.c (-gc=conservative) or
// arena.c (-gc=leaking). Gosched and NumGoroutine are compiler builtins the checker adds to this
// package (src/check/check_pkg.c): Gosched is a suspend point.
package runtime

// MemStats is the subset of Go's runtime.MemStats that corogo keeps, with Go's field types. Its
// layout is rt_memstats in runtime-baremetal/include/rt.h (the same fields in the same order).
type MemStats struct {
	Alloc       uint64 // bytes of allocated heap objects (as HeapAlloc)
	TotalAlloc  uint64 // bytes allocated in total (never decreases)
	Sys         uint64 // bytes of the heap (as HeapSys)
	Mallocs     uint64 // objects allocated in total
	Frees       uint64 // objects freed in total
	HeapAlloc   uint64 // bytes of allocated heap objects (16-byte blocks under -gc=conservative)
	HeapSys     uint64 // bytes of the heap
	HeapIdle    uint64 // bytes of the heap not in use
	HeapInuse   uint64 // bytes of the heap in use
	HeapObjects uint64 // allocated objects
	NumGC       uint32 // completed collections
}

// GC runs a full collection (under -gc=leaking it does nothing). Not from an interrupt handler:
// the compiler rejects that.
//
//go:linkname GC rt_gc
func GC()

// ReadMemStats fills m with the heap's statistics.
//
//go:linkname ReadMemStats rt_read_mem_stats
func ReadMemStats(m *MemStats)
