// The runtime and runtime/debug functions Go programs call for their environment: their results
// where they are the same on every platform, and that the calls are accepted (docs/language.md).
package main

import (
	"runtime"
	"runtime/debug"
)

type obj struct{ n int }

func main() {
	println("GOOS linux:", runtime.GOOS == "linux")
	println("GOARCH set:", runtime.GOARCH != "")
	println("Compiler set:", runtime.Compiler != "")
	println("NumCPU >= 1:", runtime.NumCPU() >= 1)
	prev := runtime.GOMAXPROCS(0)
	println("GOMAXPROCS >= 1:", prev >= 1, runtime.GOMAXPROCS(prev) == prev)
	o := &obj{7}
	runtime.SetFinalizer(o, func(*obj) {})
	runtime.SetFinalizer(o, nil)
	runtime.KeepAlive(o)
	println("obj", o.n)
	pcs := make([]uintptr, 4)
	println("Callers <= 4:", runtime.Callers(0, pcs) <= 4)
	println("FuncForPC(0):", runtime.FuncForPC(0) == nil, runtime.FuncForPC(0).Name() == "")
	fr, more := runtime.CallersFrames(pcs[:0]).Next()
	println("CallersFrames(none):", fr.Line, fr.Function == "", more)
	println("SetGCPercent:", debug.SetGCPercent(50), debug.SetGCPercent(100))
	debug.FreeOSMemory()
	println("SetMaxStack:", debug.SetMaxStack(1<<20) > 0, debug.SetMaxStack(1<<20))
	println("MemProfileRate:", runtime.MemProfileRate)
}
