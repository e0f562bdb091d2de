// Package debug is corogo's runtime/debug: the settings Go programs make of the collector, kept
// and returned as Go does, over corogo's one-generation collector (runtime-baremetal/gc.c).
package debug

import (
	"runtime"
	_ "unsafe"
)

var gcPercent int32 = 100

//go:linkname setPercent rt_gc_set_percent
func setPercent(percent int32)

// SetGCPercent sets the collection target percentage (GOGC: collect when the heap in use has grown
// by that much since the last collection, 100 at start) and returns the previous one, as Go does:
// the value is taken as an int32 and a negative one is kept as -1. A negative percentage turns the
// automatic collection off until the heap is full: a microcontroller has no more memory to grow
// into, so the collector still runs then instead of ending the program.
func SetGCPercent(percent int) int {
	old := gcPercent
	p := int32(percent)
	if p < 0 {
		p = -1
	}
	gcPercent = p
	setPercent(p)
	return int(old)
}

// FreeOSMemory runs a collection; there is no operating system to return memory to.
func FreeOSMemory() {
	runtime.GC()
}

// Stack returns the calling goroutine's traceback as runtime.Stack writes it (function names and
// file:line from corogo's call positions: docs/debugging.md).
func Stack() []byte {
	buf := make([]byte, 1024)
	for {
		n := runtime.Stack(buf, false)
		if n < len(buf) {
			return buf[:n]
		}
		buf = make([]byte, 2*len(buf))
	}
}

// PrintStack prints Stack's traceback on the console (Go's standard error).
func PrintStack() { print(string(Stack())) }

var maxStack = 1000000000

// SetMaxStack records the limit and returns the previous one; corogo's one stack is sized at link
// time (-stack-size) and its overflow is caught by the stack guard (docs/memory.md).
func SetMaxStack(bytes int) int {
	old := maxStack
	maxStack = bytes
	return old
}
