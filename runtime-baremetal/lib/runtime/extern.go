package runtime

// GOOS is the operating system the go command selected the library's files for: "linux" on every
// board (GOOS=linux GOARCH=arm, as corogo env prints; the firmware itself runs on bare metal).
const GOOS = "linux"

// GOARCH is the architecture the go command selected the library's files for: "arm" on every
// board (a 32-bit little-endian GOARCH whose portable files Go's library builds).
const GOARCH = "arm"

// Compiler is the name of the compiler that built the program.
const Compiler = "corogo"

// NumCPU is 1: one core runs every goroutine.
func NumCPU() int { return 1 }

// GOMAXPROCS reports 1, the number of cores goroutines run on; the setting cannot change.
func GOMAXPROCS(n int) int { return 1 }

// KeepAlive marks x as in use up to this call: it does nothing, and the collector, which scans
// the caller's frame conservatively, keeps x anyway.
func KeepAlive(x any) {}

// SetFinalizer is accepted for Go code that sets finalizers; corogo's collector never runs them.
func SetFinalizer(obj any, finalizer any) {}

// Caller reports no caller: corogo keeps no program counters to file and line tables (ok is
// false, as Go reports when it cannot tell).
func Caller(skip int) (pc uintptr, file string, line int, ok bool) { return 0, "", 0, false }

// Callers fills nothing: corogo keeps no return addresses for the program to inspect.
func Callers(skip int, pc []uintptr) int { return 0 }
