// Package debug is corogo's runtime/debug: the settings Go programs make of the collector, kept
// and returned as Go does, over corogo's one-generation collector (runtime-baremetal/gc.c), which
// collects when its heap is full whatever the percentage says.
package debug

import "runtime"

var gcPercent = 100

// SetGCPercent records the collection target percentage and returns the previous one (100 at
// start, as in Go). A negative percentage does not turn the collector off: it runs when the heap
// is full, because a microcontroller has no more memory to grow into.
func SetGCPercent(percent int) int {
	old := gcPercent
	gcPercent = percent
	return old
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
