// Package debug is corogo's runtime/debug: the few calls Go code makes of it on a board.
// SetGCPercent keeps the setting (the collector runs when the heap is full, whatever it is);
// FreeOSMemory is a full collection (there is no operating system to return memory to); Stack
// is empty: corogo keeps no stack traces.
package debug

import "runtime"

var gcPercent = 100

// SetGCPercent sets the collection target percentage and returns the previous one (100 at start,
// Go's default).
func SetGCPercent(percent int) int {
	old := gcPercent
	gcPercent = percent
	return old
}

// FreeOSMemory runs a full collection.
func FreeOSMemory() { runtime.GC() }

// Stack returns an empty trace.
func Stack() []byte { return nil }
