// runtime/debug.SetGCPercent: it returns the previous setting (100 at start; a negative one reads
// back as -1), -1 turns the automatic collection off (1 MB of garbage and no collection), and at
// 100 a program that churns 16 MB with little live data is collected on the way, keeping the heap
// in use near Go's 4 MB minimum (corogo's GOGC trigger, docs/memory.md; before it, riscv32-virt's
// 124 MiB heap held all 16 MB). The bound is 12 MB: go run's concurrent collector, on a loaded
// host, once let the heap pass 8 MB before its background marking caught up.
package main

import (
	"runtime"
	"runtime/debug"
)

var sink []byte

func churn(bytes int) {
	for i := 0; i < bytes/256; i++ {
		sink = make([]byte, 256)
	}
	sink = nil
}

func main() {
	println("SetGCPercent(50):", debug.SetGCPercent(50))
	println("SetGCPercent(-5):", debug.SetGCPercent(-5))
	println("SetGCPercent(200):", debug.SetGCPercent(200))
	println("SetGCPercent(-1):", debug.SetGCPercent(-1))

	var m runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m)
	gcs, inUse := m.NumGC, m.HeapAlloc
	churn(1 << 20)
	runtime.ReadMemStats(&m)
	println("off: collections", m.NumGC-gcs, "grew by 1 MB:", m.HeapAlloc >= inUse+1<<20)

	println("SetGCPercent(100):", debug.SetGCPercent(100))
	runtime.GC()
	runtime.ReadMemStats(&m)
	gcs = m.NumGC
	churn(16 << 20)
	runtime.ReadMemStats(&m)
	println("on: collected:", m.NumGC > gcs, "in use below 12 MB:", m.HeapAlloc < 12<<20)
}
