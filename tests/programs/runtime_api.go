// runtime and runtime/debug calls Go code makes on a board, where their results agree with Go's
// on a host: GOOS, counts of CPUs at least 1, KeepAlive and SetFinalizer accepted, SetGCPercent
// returning the previous setting (100 at start), FreeOSMemory.
package main

import (
	"runtime"
	"runtime/debug"
)

type res struct{ n int }

func main() {
	println(runtime.GOOS, runtime.NumCPU() >= 1, runtime.GOMAXPROCS(0) >= 1, len(runtime.Compiler) > 0)
	r := &res{n: 7}
	runtime.SetFinalizer(r, func(*res) {})
	runtime.KeepAlive(r)
	println(debug.SetGCPercent(50), debug.SetGCPercent(100))
	debug.FreeOSMemory()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	println(r.n, m.NumGC >= 1)
}
