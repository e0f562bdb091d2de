// Package runtime is corogo's runtime package: the Go heap's statistics and collection (GC,
// ReadMemStats, MemStats), bound by //go:linkname to runtime-baremetal/gc.c (-gc=conservative) or
// arena.c (-gc=leaking). Gosched and NumGoroutine are compiler builtins the checker adds to this
// package (src/check/check_pkg.c): Gosched is a suspend point.
package runtime

import "unsafe"

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

// GC runs a full collection (under -gc=leaking it does nothing), then the finalizers of the
// objects found unreachable. Not from an interrupt handler: the compiler rejects that.
func GC() {
	gc()
	runFinalizers()
}

//go:linkname gc rt_gc
func gc()

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

// KeepAlive marks x as reachable up to this call. corogo's collector is conservative: a pointer
// still in a register, the stack or a frame keeps its object, so there is nothing to do.
func KeepAlive(x interface{}) {}

// eface is an interface{} value: its type descriptor (whose first words are its name as a Go
// string) and its data word (a pointer or a func value record itself)
type eface struct {
	tab  *string
	data unsafe.Pointer
}

// finalizer is a ready finalizer (rt_finalizer): the object, the func value and the object's type
// descriptor when the finalizer takes an interface{}
type finalizer struct {
	obj, fv, tab unsafe.Pointer
}

//go:linkname setFinalizer rt_set_finalizer
func setFinalizer(obj, fv, tab unsafe.Pointer) int32

//go:linkname nextFinalizer rt_next_finalizer
func nextFinalizer(f *finalizer) bool

// SetFinalizer sets the finalizer of obj, a pointer to the start of a heap object, to finalizer, a
// func taking obj's type or interface{} (nil removes it). When a collection finds obj unreachable,
// it keeps obj (and what it reaches) one more cycle and queues the finalizer, which runs at the
// end of the next runtime.GC() or SetFinalizer call, as a plain (sync) call; obj is freed by a
// later collection. Misuse ends the program with Go's fatal errors. Under -gc=leaking and
// -heap=none nothing is freed and no finalizer runs (docs/memory.md, "Finalizers").
func SetFinalizer(obj interface{}, finalizer interface{}) {
	runFinalizers()
	e := (*eface)(unsafe.Pointer(&obj))
	if e.tab == nil {
		fatal("runtime.SetFinalizer: first argument is nil")
	}
	ot := *e.tab
	if len(ot) == 0 || ot[0] != '*' {
		throw("first argument is ", ot, ", not pointer", "", "")
	}
	f := (*eface)(unsafe.Pointer(&finalizer))
	var tab unsafe.Pointer
	if f.tab != nil {
		ft := *f.tab
		if len(ft) < 5 || ft[:5] != "func(" {
			throw("second argument is ", ft, ", not a function", "", "")
		}
		depth, end := 0, -1
		for i := 4; i < len(ft) && end < 0; i++ {
			switch ft[i] {
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				depth--
				if depth == 0 {
					end = i
				}
			}
		}
		in := ft[5:end]
		if containsDots(in) {
			throw("cannot pass ", ot, " to finalizer ", ft, " because dotdotdot")
		}
		switch in {
		case ot:
		case "interface {}", "any":
			tab = unsafe.Pointer(e.tab)
		default:
			throw("cannot pass ", ot, " to finalizer ", ft, "")
		}
		if end+1 < len(ft) {
			// corogo calls a finalizer through a func value without results
			throw("corogo cannot run finalizer ", ft, ": it has results", "", "")
		}
	}
	switch setFinalizer(e.data, f.data, tab) {
	case 1:
		if e.data == nil {
			fatal("runtime.SetFinalizer: pointer not in allocated block")
		}
		// not on the heap (a package variable, or kept in a frame by the compiler): never freed
	case 2:
		fatal("runtime.SetFinalizer: pointer not at beginning of allocated block")
	case 3:
		fatal("runtime.SetFinalizer: finalizer already set")
	}
}

//go:linkname exit port_exit
func exit(code int32)

// throw ends the program with Go's "fatal error: runtime.SetFinalizer: " and the parts (printed
// one by one: no concatenation, so that -heap=none can link it), exit status 2
func throw(a, b, c, d, e string) {
	print("fatal error: runtime.SetFinalizer: ", a, b, c, d, e, "\n")
	exit(2)
}

// containsDots reports whether s has "..." (a variadic parameter)
func containsDots(s string) bool {
	for i := 0; i+3 <= len(s); i++ {
		if s[i:i+3] == "..." {
			return true
		}
	}
	return false
}

// runFinalizers runs every ready finalizer, one sync call each
func runFinalizers() {
	f := &ready
	for nextFinalizer(f) {
		fv := f.fv
		if f.tab == nil {
			(*(*func(unsafe.Pointer))(unsafe.Pointer(&fv)))(f.obj)
		} else {
			var x interface{}
			*(*eface)(unsafe.Pointer(&x)) = eface{(*string)(f.tab), f.obj}
			(*(*func(interface{}))(unsafe.Pointer(&fv)))(x)
		}
		*f = finalizer{}
	}
}

// ready is the finalizer runFinalizers is running (a package variable: no allocation, and it is
// cleared after each call so that it keeps nothing alive)
var ready finalizer

//go:linkname fatal rt_fatal_string
func fatal(s string)

// Goexit runs the calling goroutine's deferred calls (recover returns nil in them) and ends it.
// Called from main's goroutine, the other goroutines then run until none can, and the program
// dies as Go's does: "fatal error: no goroutines (main called runtime.Goexit) - deadlock!". In
// another goroutine, its top function's stop record ends it (docs/defer.md, "Goexit").
//
//go:linkname Goexit rt_goexit
func Goexit()

// Breakpoint stops the program, as Go's does when no debugger catches the trap (Go dies of
// SIGTRAP with exit status 2): "fatal error: breakpoint", exit status 2. Go's tests call it where
// a panic cannot be trusted.
func Breakpoint() { fatal("breakpoint") }

// The chain of call positions (runtime-baremetal/caller.c): a program that calls Caller, Callers
// or Stack keeps, per active Go function, the position of the call it is making, as a site of the
// compiler's position table (docs/debugging.md, "Call positions"). A pc is such a site in disguise.

//go:linkname callerSite rt_caller_site
func callerSite(skip int32) uint32

//go:linkname callerSites rt_caller_sites
//go:noescape
func callerSites(skip int32, out *uintptr, n int32) int32

//go:linkname pcSite rt_caller_pc_site
func pcSite(pc uintptr) uint32

//go:linkname siteFunc rt_caller_func
func siteFunc(site uint32) *byte

//go:linkname siteArgs rt_caller_args
func siteArgs(site uint32) *byte

//go:linkname siteFile rt_caller_file
func siteFile(site uint32) *byte

//go:linkname siteLine rt_caller_line
func siteLine(site uint32) int32

//go:linkname siteEntry rt_caller_entry
func siteEntry(site uint32) uintptr

// cstring is the NUL-terminated text at p, without a copy (the tables are in flash).
func cstring(p *byte) string {
	n := 0
	for *(*byte)(unsafe.Add(unsafe.Pointer(p), n)) != 0 {
		n++
	}
	h := stringHeader{p, n}
	return *(*string)(unsafe.Pointer(&h))
}

type stringHeader struct {
	p *byte
	n int
}

// funcName is the site's function, as Go names it.
func funcName(site uint32) string {
	return cstring(siteFunc(site))
}

func sitePC(site uint32) uintptr { return 0xc0000000 + uintptr(site)<<2 + 2 }

// Caller reports the function, file and line of the call skip frames up the calling goroutine's
// chain (0: the call of Caller itself), as Go's does; ok is false past the goroutine's first frame.
func Caller(skip int) (pc uintptr, file string, line int, ok bool) {
	site := callerSite(int32(skip) + 1) // past Caller's own record
	if site == 0 {
		return 0, "", 0, false
	}
	return sitePC(site), cstring(siteFile(site)), int(siteLine(site)), true
}

// Callers fills pc with the calling goroutine's call positions, skip frames up (0: Callers
// itself), and returns how many it wrote.
func Callers(skip int, pc []uintptr) int {
	if len(pc) == 0 {
		return 0
	}
	return int(callerSites(int32(skip), &pc[0], int32(len(pc))))
}

//go:linkname funcRecordOf rt_func_record_of
func funcRecordOf(pc uintptr) uint32

//go:linkname funcRecordName rt_func_record_name
func funcRecordName(i uint32) *byte

//go:linkname funcRecordEntry rt_func_record_entry
func funcRecordEntry(i uint32) uintptr

// A Func describes a function of the position table, or one whose func value's record a pc
// points into (reflect.Value.Pointer of a func value).
type Func struct {
	name   string
	site   uint32
	record uint32
}

// funcs: every Func FuncForPC returned, one per function, so that two pcs of the same function
// give the same *Func, as Go's do
var funcs []*Func

// FuncForPC describes the function a pc of Caller, Callers, Func.Entry or reflect.Value.Pointer
// of a func value is in, else nil.
func FuncForPC(pc uintptr) *Func {
	var name string
	site, record := pcSite(pc), uint32(0)
	if site != 0 {
		name = funcName(site)
	} else if record = funcRecordOf(pc); record != 0 {
		name = cstring(funcRecordName(record))
	} else {
		return nil
	}
	for _, f := range funcs {
		if f.name == name {
			if f.site == 0 {
				f.site = site
			}
			if f.record == 0 {
				f.record = record
			}
			return f
		}
	}
	f := &Func{name: name, site: site, record: record}
	funcs = append(funcs, f)
	return f
}

func (f *Func) Name() string {
	if f == nil {
		return ""
	}
	return f.name
}

func (f *Func) Entry() uintptr {
	if f == nil {
		return 0
	}
	if f.site == 0 {
		return funcRecordEntry(f.record)
	}
	return siteEntry(f.site)
}

// FileLine is the file and line of pc (a call position of f's).
func (f *Func) FileLine(pc uintptr) (file string, line int) {
	site := pcSite(pc)
	if site == 0 {
		return "", 0
	}
	return cstring(siteFile(site)), int(siteLine(site))
}

// A Frame is what CallersFrames yields for a program counter, with Go's fields.
type Frame struct {
	PC       uintptr
	Func     *Func
	Function string
	File     string
	Line     int
	Entry    uintptr
}

// Frames iterates over the frames of Callers' program counters.
type Frames struct{ pcs []uintptr }

func CallersFrames(callers []uintptr) *Frames { return &Frames{pcs: callers} }

// Next returns the next frame and whether more follow.
func (ci *Frames) Next() (frame Frame, more bool) {
	for len(ci.pcs) > 0 {
		pc := ci.pcs[0]
		ci.pcs = ci.pcs[1:]
		f := FuncForPC(pc)
		if f == nil {
			continue
		}
		file, line := f.FileLine(pc)
		return Frame{PC: pc, Func: f, Function: f.name, File: file, Line: line, Entry: f.Entry()}, len(ci.pcs) > 0
	}
	return Frame{}, false
}

//go:linkname goroutineNumber rt_goroutine_number
func goroutineNumber() int32

// Stack writes the calling goroutine's traceback into buf in Go's format, "goroutine N [running]:"
// then per frame "function(...)" and "\tfile:line +0x0" (Go prints the pc's offset in the function
// and the arguments' words), and returns the bytes written. all is ignored: the other goroutines'
// chains are not walked.
func Stack(buf []byte, all bool) int {
	n := 0
	put := func(s string) {
		n += copy(buf[n:], s)
	}
	put("goroutine ")
	put(itoa(int(goroutineNumber())))
	put(" [running]:\n")
	var pcs [32]uintptr
	k := Callers(1, pcs[:])
	for _, pc := range pcs[:k] {
		site := pcSite(pc)
		if site == 0 {
			continue
		}
		put(cstring(siteFunc(site)))
		put(cstring(siteArgs(site))) // "(...)" or "()", as Go's traceback writes them
		put("\n\t")
		put(cstring(siteFile(site)))
		put(":")
		put(itoa(int(siteLine(site))))
		put(" +0x0\n") // Go's offset of the pc in the function: corogo has none to give

	}
	return n
}

func itoa(v int) string {
	var b [12]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + v%10)
		v /= 10
		if v == 0 {
			break
		}
	}
	return string(b[i:])
}

// An errorString is a run-time error a library package raises itself, as Go's runtime's are:
// Error prefixes "runtime error: ".
type errorString string

func (e errorString) Error() string { return "runtime error: " + string(e) }

func (e errorString) RuntimeError() {}

// The run-time errors math/bits panics with, reached through its //go:linkname (Go's names;
// followed where package runtime is checked before math/bits, docs/language.md).
var (
	overflowError = error(errorString("integer overflow"))
	divideError   = error(errorString("integer divide by zero"))
)
