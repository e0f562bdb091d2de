// runtime.MemProfile and MemProfileRecord (Go's test/finprofiled.go and heapsampling.go read a
// profile with them): the loop that grows the slice until the records fit ends, and a record's
// methods compute what Go's do. How many records there are is Go's sampling (corogo has none).
package main

import "runtime"

func main() {
	var prof []runtime.MemProfileRecord
	for {
		if n, ok := runtime.MemProfile(prof, false); ok {
			prof = prof[:n]
			break
		} else {
			prof = make([]runtime.MemProfileRecord, n+10)
		}
	}
	for _, p := range prof {
		if p.InUseBytes() < 0 || p.InUseObjects() < 0 || len(p.Stack()) > 32 {
			panic("bad record")
		}
	}
	println("profile read")
	var r runtime.MemProfileRecord
	r.AllocBytes, r.FreeBytes, r.AllocObjects, r.FreeObjects = 100, 40, 7, 2
	r.Stack0[0], r.Stack0[1] = 5, 9
	println(r.InUseBytes(), r.InUseObjects(), len(r.Stack()), r.Stack()[1])
	r.Stack0 = [32]uintptr{}
	println(len(r.Stack()))
	for i := range r.Stack0 {
		r.Stack0[i] = uintptr(i + 1)
	}
	println(len(r.Stack()), r.Stack()[31])
}
