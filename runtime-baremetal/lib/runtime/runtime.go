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

// The platform, as the standard library sees it: corogo's boards build Go's packages as
// linux/arm (docs/language.md, "Packages"), and the compiler is corogo.
const (
	GOOS     = "linux"
	GOARCH   = "arm"
	Compiler = "corogo"
)

// MemProfileRate is Go's memory profiling rate: 0, as Go's linker sets it in a program that never
// reads a memory profile (corogo has no profiler).
var MemProfileRate int = 0

// NumCPU is the number of CPUs goroutines run on: one.
func NumCPU() int { return 1 }

// GOMAXPROCS returns the previous setting, always 1: the scheduler runs one goroutine at a time on
// the one CPU, whatever n asks for.
func GOMAXPROCS(n int) int { return 1 }

// KeepAlive marks x as reachable up to this call. corogo's collector is conservative and runs no
// finalizers, so nothing is freed early and there is nothing to do.
func KeepAlive(x interface{}) {}

// SetFinalizer is accepted and its finalizer never runs: corogo's collector runs no finalizers
// (Go itself does not promise that a finalizer runs before the program exits).
func SetFinalizer(obj interface{}, finalizer interface{}) {}

// Caller cannot say where a call came from: goroutines are stackless coroutines with no frame
// chain to walk, and firmware keeps no table from code addresses to source lines. It returns
// ok false, as Go does when it cannot recover the information; Go's log then prints "???:0" for
// Lshortfile and Llongfile.
func Caller(skip int) (pc uintptr, file string, line int, ok bool) { return 0, "", 0, false }

// Callers fills no program counters (see Caller) and returns 0.
func Callers(skip int, pc []uintptr) int { return 0 }

// A Func describes a function; corogo knows none (FuncForPC returns nil), and its methods accept
// a nil *Func as Go's do.
type Func struct{ name string }

// FuncForPC returns nil: no table from addresses to functions (see Caller).
func FuncForPC(pc uintptr) *Func { return nil }

func (f *Func) Name() string {
	if f == nil {
		return ""
	}
	return f.name
}

func (f *Func) Entry() uintptr { return 0 }

func (f *Func) FileLine(pc uintptr) (file string, line int) { return "", 0 }

// A Frame is what CallersFrames yields for a program counter, with Go's fields.
type Frame struct {
	PC       uintptr
	Func     *Func
	Function string
	File     string
	Line     int
	Entry    uintptr
}

// Frames iterates over the frames of Callers' counters: there are none (see Callers).
type Frames struct{}

func CallersFrames(callers []uintptr) *Frames { return &Frames{} }

// Next returns the zero Frame and false.
func (ci *Frames) Next() (frame Frame, more bool) { return Frame{}, false }
