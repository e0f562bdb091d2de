// runtime.ReadMemStats: after runtime.GC() NumGC has grown and the objects dropped before it are
// counted in Frees; Mallocs and TotalAlloc only grow; HeapAlloc never exceeds HeapSys.
package main

import "runtime"

type node struct {
	next *node
	val  int
}

var keep, drop *node

func main() {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := 0; i < 100; i++ {
		keep = &node{next: keep, val: i}
	}
	for i := 0; i < 100; i++ {
		drop = &node{next: drop, val: i}
	}
	drop = nil
	runtime.GC()
	runtime.ReadMemStats(&after)
	println("NumGC grew:", after.NumGC > before.NumGC)
	println("Mallocs grew by at least 200:", after.Mallocs >= before.Mallocs+200)
	println("Frees grew:", after.Frees > before.Frees)
	println("TotalAlloc grew:", after.TotalAlloc > before.TotalAlloc)
	println("HeapAlloc <= HeapSys:", after.HeapAlloc <= after.HeapSys, after.HeapAlloc > 0)
	println("live objects counted:", after.Mallocs-after.Frees >= 100)
	sum := 0
	for p := keep; p != nil; p = p.next {
		sum += p.val
	}
	println(sum)
}
