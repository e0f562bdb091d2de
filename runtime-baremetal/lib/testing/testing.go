// Package testing is corogo's replacement of Go's testing package, for `corogo test` (docs/testing.md):
// Go's own pulls in flags, files and the OS. The driver (src/builder/test.c) compiles a
// package's tests with a generated main that calls CorogoMain with the tests and benchmarks it
// found; the options of its command line (-v, -run, -count, -failfast, -short, -bench,
// -benchtime) are in the image, written there before each run (imageFlags); the firmware prints what a
// Go test binary prints (=== RUN, --- PASS: TestX (0.00s), --- FAIL, PASS/FAIL) on the board's
// console and ends with exit status 1 when a test failed. Each test runs in a goroutine of its
// own, as Go's do (Parallel pauses it); its runner waits for it to end or pause; FailNow, Fatal and Skip end a test by a panic its runner recovers (deferred
// calls run, as with Go's runtime.Goexit). Messages are made by fmt as Go's testing makes them:
// Error, Fatal, Log and Skip with fmt.Sprintln, the f variants with fmt.Sprintf. A log line starts
// with the "file.go:12: " of its call (CorogoAt), a helper's that of its caller (CorogoHelper). TestMain returns (os.Exit is
// not there): the status is that of its last m.Run().
package testing

import (
	"fmt"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"
	_ "unsafe" // for //go:linkname (Go's compiler, under go vet)
)

//go:linkname exit port_exit
func exit(status int32)

// InternalTest is one test function the driver found: its name and the function.
type InternalTest struct {
	Name string
	F    func(*T)
}

// InternalBenchmark is one benchmark function the driver found.
type InternalBenchmark struct {
	Name string
	F    func(*B)
}

// InternalExample is one Example function with an output comment: the text it must print to
// os.Stdout (compared with the spaces at both ends trimmed; Unordered: its lines in any order).
type InternalExample struct {
	Name      string
	F         func()
	Output    string
	Unordered bool
}

// Options are the driver's command-line flags: the generated main passes the package's path,
// GOOS and GOARCH; the flags of the run are in the image (imageFlags).
type Options struct {
	Bench     string        // -bench: the benchmarks to run ("": none)
	BenchTime time.Duration // -benchtime as a duration (0: BenchN iterations)
	BenchN    int           // -benchtime Nx
	Pkg       string        // the package's import path, GOOS and GOARCH: the benchmarks' header
	GOOS      string
	GOARCH    string
	Verbose   bool
	Run       string // -run: a test runs when each '/'-separated element matches its name at its level
	Count     int
	FailFast  bool
	Short     bool
}

var opts Options

//go:linkname flagByte rt_test_flag_byte
func flagByte(i int32) int32

// imageFlags sets o's flags from the text the driver wrote into this run's copy of the image
// (runtime-baremetal/testflags.c): "name=value" fields, each ended by '\x1f' (v, run, count,
// failfast, short, bench, benchtime in nanoseconds, benchn), so that one build of the package
// runs with any flags.
func imageFlags(o *Options) {
	var text []byte
	for i := int32(0); ; i++ {
		c := flagByte(i)
		if c == 0 {
			break
		}
		text = append(text, byte(c))
	}
	for _, f := range strings.Split(string(text), "\x1f") {
		name, value, _ := strings.Cut(f, "=")
		n, _ := strconv.ParseInt(value, 10, 64)
		switch name {
		case "v":
			o.Verbose = value == "true"
		case "run":
			o.Run = value
		case "count":
			o.Count = int(n)
		case "failfast":
			o.FailFast = value == "true"
		case "short":
			o.Short = value == "true"
		case "bench":
			o.Bench = value
		case "benchtime":
			o.BenchTime = time.Duration(n)
		case "benchn":
			o.BenchN = int(n)
		}
	}
}

// Short reports whether -short was given.
func Short() bool { return opts.Short }

// Verbose reports whether -v was given.
func Verbose() bool { return opts.Verbose }

// TB is the interface common to T and B.
type TB interface {
	Error(args ...any)
	Errorf(format string, args ...any)
	Fail()
	FailNow()
	Failed() bool
	Fatal(args ...any)
	Fatalf(format string, args ...any)
	Helper()
	Log(args ...any)
	Logf(format string, args ...any)
	Name() string
	Skip(args ...any)
	SkipNow()
	Skipf(format string, args ...any)
	Skipped() bool
	Cleanup(func())

	// no type outside this package implements TB, as in Go
	private()
}

type common struct {
	name     string
	failed   bool
	skipped  bool
	finished bool
	level    int
	output   []byte // what the test logged, printed with its result
	cleanups []func()
	parent   *common
	start    time.Time
	pos      string // "file.go:12": where the next log line comes from (CorogoAt)
	helpers  []string // the positions of the calls of the helpers running (CorogoHelper)
	signal   chan bool // the test's goroutine to its runner: finished or paused (Parallel)
	resume   chan bool // Parallel waits here for its turn
	paused   []*T      // its subtests waiting in Parallel, resumed when its function has returned
	parallel bool
	bench    bool
}

// with -v, the test whose name the last "=== RUN", top-level result or log line printed: a log
// line of another test is headed by "=== CONT  name", as Go's chatty printer does
var lastName string

// T is the state of one test.
type T struct {
	common
}

// B is the state of one benchmark (-bench): b.N iterations timed by the board's clock.
type B struct {
	common
	N        int
	timerOn  bool
	began    time.Time
	elapsed  time.Duration
	allocs   bool // ReportAllocs
	mallocs0 uint64
	bytes0   uint64
	mallocs  uint64
	bytes    uint64
	units    []string // ReportMetric, in the order reported
	values   []float64
	hasSub   bool // it called Run: not measured itself, as Go's
}

// the heap's statistics: rt_memstats of runtime-baremetal/include/rt.h, as runtime.MemStats
// (lib/runtime) has them, read by the same runtime function
type memstats struct {
	Alloc, TotalAlloc, Sys, Mallocs, Frees               uint64
	HeapAlloc, HeapSys, HeapIdle, HeapInuse, HeapObjects uint64
	NumGC                                                uint32
}

//go:linkname readMemStats rt_read_mem_stats
func readMemStats(m *memstats)

func memStats() (uint64, uint64) {
	var m memstats
	readMemStats(&m)
	return m.Mallocs, m.TotalAlloc
}

// StartTimer starts timing (a benchmark starts with the timer on).
func (b *B) StartTimer() {
	if !b.timerOn {
		b.began = time.Now()
		b.mallocs0, b.bytes0 = memStats()
		b.timerOn = true
	}
}

// StopTimer stops timing; what runs until StartTimer does not count.
func (b *B) StopTimer() {
	if b.timerOn {
		b.elapsed += time.Since(b.began)
		m, by := memStats()
		b.mallocs += m - b.mallocs0
		b.bytes += by - b.bytes0
		b.timerOn = false
	}
}

// ResetTimer zeroes the time and allocations counted so far.
func (b *B) ResetTimer() {
	if b.timerOn {
		b.began = time.Now()
		b.mallocs0, b.bytes0 = memStats()
	}
	b.elapsed, b.mallocs, b.bytes = 0, 0, 0
}

// ReportAllocs adds B/op and allocs/op to the result.
func (b *B) ReportAllocs() { b.allocs = true }

// ReportMetric adds "n unit" to the result (a unit reported again replaces its value).
func (b *B) ReportMetric(n float64, unit string) {
	for i, u := range b.units {
		if u == unit {
			b.values[i] = n
			return
		}
	}
	b.units = append(b.units, unit)
	b.values = append(b.values, n)
}

func (b *B) runN(n int, f func(*B)) {
	b.N = n
	b.units, b.values = nil, nil
	b.hasSub = false
	b.elapsed, b.mallocs, b.bytes = 0, 0, 0
	b.timerOn = false
	b.StartTimer()
	run := func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(stop); !ok {
					panic(r)
				}
			}
		}()
		f(b)
	}
	run()
	b.StopTimer()
}

// the iterations of the next round, as Go predicts them: 1.2 times what reaches the goal at the
// last round's speed, at most 100 times more, at least one more, at most 1e9
func predictN(goal, last int64, took time.Duration) int {
	ns := int64(took)
	if ns <= 0 {
		ns = 1
	}
	n := goal * last / ns
	n += n / 5
	if n > 100*last {
		n = 100 * last
	}
	if n < last+1 {
		n = last + 1
	}
	if n > 1e9 {
		n = 1e9
	}
	return int(n)
}

// x with prec decimals, right-aligned in width: Go's "%*.*f"
func ftoa(x float64, width, prec int) string {
	neg := x < 0
	if neg {
		x = -x
	}
	scale := 1.0
	for i := 0; i < prec; i++ {
		scale *= 10
	}
	v := uint64(x*scale + 0.5)
	p := uint64(scale)
	s := itoa(int64(v / p))
	if prec > 0 {
		frac := itoa(int64(v % p))
		for len(frac) < prec {
			frac = "0" + frac
		}
		s += "." + frac
	}
	if neg {
		s = "-" + s
	}
	for len(s) < width {
		s = " " + s
	}
	return s
}

// Go's prettyPrint: the decimals a value's size calls for (none from 999.95 up, one more for each
// power of ten below, at most seven), in a column that widens with them
func pretty(x float64, unit string) string {
	y := x
	if y < 0 {
		y = -y
	}
	limit, prec := 999.95, 0
	for y != 0 && y < limit && prec < 7 {
		limit /= 10
		prec++
	}
	width := 10
	if prec > 0 {
		width = 11 + prec
	}
	return ftoa(x, width, prec) + " " + unit
}

func pad(s string, width int) string {
	for len(s) < width {
		s += " "
	}
	return s
}

func padLeft(s string, width int) string {
	for len(s) < width {
		s = " " + s
	}
	return s
}

// the result line after the name: N, ns/op, the reported metrics sorted by unit, the allocations
func (b *B) result() string {
	s := padLeft(itoa(int64(b.N)), 8)
	if b.N > 0 {
		if ns := float64(b.elapsed) / float64(b.N); ns != 0 {
			s += "\t" + pretty(ns, "ns/op")
		}
	}
	for done := 0; done < len(b.units); done++ { // selection by unit name
		min := -1
		for i, u := range b.units {
			if u != "" && (min < 0 || u < b.units[min]) {
				min = i
			}
		}
		s += "\t" + pretty(b.values[min], b.units[min])
		b.units[min] = ""
	}
	if b.allocs && b.N > 0 {
		s += "\t" + padLeft(itoa(int64(b.bytes/uint64(b.N))), 8) + " B/op\t" +
			padLeft(itoa(int64(b.mallocs/uint64(b.N))), 8) + " allocs/op"
	}
	return s
}

// the benchmarks' column width (Go's maxLen: the longest name matched plus one, widened by eight
// more when a longer name comes) and whether the header is out
var benchWidth int
var labelled bool

// the header, once, before the first result (or the first name with -v)
func labels() {
	if !labelled {
		labelled = true
		print("goos: ", opts.GOOS, "\ngoarch: ", opts.GOARCH, "\npkg: ", opts.Pkg, "\n")
	}
}

// Run runs f as a sub-benchmark of b named name (its name "b/name", selected by -bench's element at
// its level); b itself is then not measured, as in Go. It reports whether f succeeded.
func (b *B) Run(name string, f func(b *B)) bool {
	b.hasSub = true
	sub := &B{common: common{name: b.name + "/" + name, level: b.level + 1, parent: &b.common, bench: true}}
	if !matchPattern(opts.Bench, name, sub.level) {
		return true
	}
	runBenchmark(sub, f)
	return !sub.failed
}

// one benchmark as Go runs it: once with b.N = 1 (where its sub-benchmarks run), then, unless it
// has some, with b.N grown until -benchtime, and its result line
func runBenchmark(b *B, f func(*B)) {
	if opts.Verbose {
		labels()
		print(b.name, "\n")
	}
	if n := len(b.name) + 1; n > benchWidth {
		benchWidth = n + 8
	}
	b.runN(1, f)
	if b.failed {
		print("--- FAIL: ", b.name, "\n", string(b.output))
		return
	}
	if b.hasSub || b.finished {
		tag := "BENCH"
		if b.skipped {
			tag = "SKIP"
		}
		if opts.Verbose && (len(b.output) > 0 || b.finished) {
			print("--- ", tag, ": ", b.name, "\n", string(b.output))
		}
		return
	}
	labels()
	if !opts.Verbose {
		print(pad(b.name, benchWidth), "\t")
	}
	if opts.BenchTime == 0 {
		if opts.BenchN > 1 {
			b.runN(opts.BenchN, f)
		}
	} else {
		for b.elapsed < opts.BenchTime && b.N < 1e9 && !b.failed && !b.skipped {
			b.runN(predictN(int64(opts.BenchTime), int64(b.N), b.elapsed), f)
		}
	}
	if b.failed {
		print("--- FAIL: ", b.name, "\n", string(b.output))
		return
	}
	if opts.Verbose {
		print(pad(b.name, benchWidth), "\t")
	}
	print(b.result(), "\n")
	if len(b.output) > 0 {
		print("--- BENCH: ", b.name, "\n", string(b.output))
	}
}

func runBenchmarks(benchmarks []InternalBenchmark) bool {
	var run []InternalBenchmark
	for _, bm := range benchmarks {
		if matchPattern(opts.Bench, bm.Name, 0) {
			run = append(run, bm)
			if len(bm.Name)+1 > benchWidth {
				benchWidth = len(bm.Name) + 1
			}
		}
	}
	ok := true
	for _, bm := range run {
		b := &B{common: common{name: bm.Name, bench: true}}
		runBenchmark(b, bm.F)
		ok = ok && !b.failed
	}
	return ok
}

// M is what TestMain receives.
type M struct {
	tests      []InternalTest
	benchmarks []InternalBenchmark
	examples   []InternalExample
}

// stop is the value FailNow and SkipNow panic with; the test's runner recovers it.
type stop struct{}

func (c *common) Name() string { return c.name }

func (c *common) private() {}

// a call's position; "" for a call in a helper: that of the outermost helper's caller
func (c *common) setPos(pos string) {
	if pos == "" && len(c.helpers) > 0 {
		pos = c.helpers[len(c.helpers)-1]
	}
	c.pos = pos
}

// a helper starts: the position of its call is that of its log lines until it returns
func (c *common) enterHelper() func() {
	c.helpers = append(c.helpers, c.pos)
	return func() { c.helpers = c.helpers[:len(c.helpers)-1] }
}

// CorogoAt is how a log line gets its "file.go:12: ": `corogo test` rewrites a call t.Error(...)
// of a test file (t a parameter of type *testing.T, *testing.B or testing.TB) into
// testing.CorogoAt(t, "x_test.go:12").Error(...), since runtime.Caller knows no position yet; a
// call f(t, ...) passing t alone likewise (f may be a helper). In a helper the position is "".
func CorogoAt[X any](x X, pos string) X {
	if c, ok := any(x).(interface{ setPos(string) }); ok {
		c.setPos(pos)
	}
	return x
}

// CorogoHelper is what t.Helper() becomes in a test file: defer testing.CorogoHelper(t)(). While
// the helper runs, its log lines (and those of the helpers it calls) carry the position of its
// caller's call, as Go reports a helper's failures.
func CorogoHelper[X any](x X) func() {
	if c, ok := any(x).(interface{ enterHelper() func() }); ok {
		return c.enterHelper()
	}
	return func() {}
}

// Helper marks the caller as a helper; `corogo test` rewrites the calls of test files
// (CorogoHelper), so this one, from elsewhere, changes nothing.
func (c *common) Helper() {}
func (c *common) Failed() bool { return c.failed }
func (c *common) Skipped() bool {
	return c.skipped
}

func (c *common) Fail() {
	for p := c; p != nil; p = p.parent {
		p.failed = true
	}
}

func (c *common) FailNow() {
	c.Fail()
	c.finished = true
	panic(stop{})
}

func (c *common) SkipNow() {
	c.skipped = true
	c.finished = true
	panic(stop{})
}

func (c *common) Cleanup(f func()) { c.cleanups = append(c.cleanups, f) }

// the indentation of a test's lines: four spaces per level of subtest
func indent(level int) string {
	s := ""
	for i := 0; i < level; i++ {
		s += "    "
	}
	return s
}

// a log line: printed at once with -v (Go's "chatty" mode), else kept for the test's report
func (c *common) log(s string) {
	var b []byte
	ind := "    "
	if !opts.Verbose {
		ind = indent(c.level + 1)
	}
	b = append(b, ind...)
	if c.pos != "" {
		b = append(b, c.pos...)
		b = append(b, ": "...)
		c.pos = ""
	}
	for i := 0; i < len(s); i++ {
		b = append(b, s[i])
		if s[i] == '\n' && i+1 < len(s) {
			b = append(b, ind...)
			b = append(b, "    "...)
		}
	}
	if len(s) == 0 || s[len(s)-1] != '\n' {
		b = append(b, '\n')
	}
	if opts.Verbose {
		if !c.bench && lastName != "" && lastName != c.name {
			print("=== CONT  ", c.name, "\n")
		}
		if !c.bench {
			lastName = c.name
		}
		print(string(b))
	} else {
		c.output = append(c.output, b...)
	}
}

// the messages as Go's testing makes them: fmt.Sprintln of the arguments, fmt.Sprintf of the
// format (log drops the one newline at the end)
func (c *common) Log(args ...any)                 { c.log(fmt.Sprintln(args...)) }
func (c *common) Logf(format string, args ...any) { c.log(fmt.Sprintf(format, args...)) }
func (c *common) Error(args ...any)               { c.log(fmt.Sprintln(args...)); c.Fail() }
func (c *common) Errorf(format string, args ...any) {
	c.log(fmt.Sprintf(format, args...))
	c.Fail()
}
func (c *common) Fatal(args ...any) { c.log(fmt.Sprintln(args...)); c.FailNow() }
func (c *common) Fatalf(format string, args ...any) {
	c.log(fmt.Sprintf(format, args...))
	c.FailNow()
}
func (c *common) Skip(args ...any) { c.log(fmt.Sprintln(args...)); c.SkipNow() }
func (c *common) Skipf(format string, args ...any) {
	c.log(fmt.Sprintf(format, args...))
	c.SkipNow()
}

// the top-level tests waiting in Parallel
var pausedTop []*T

// Parallel pauses the test until its parent's function has returned (for a top-level test: until
// the sequential tests are done), as Go's does; "=== PAUSE" and "=== CONT" with -v. Paused tests
// then run one at a time, to their end, in the order Go 1.19 resumes them with one processor
// (resumePaused).
func (t *T) Parallel() {
	if t.parallel {
		panic("testing: t.Parallel called multiple times")
	}
	t.parallel = true
	if t.parent == nil {
		pausedTop = append(pausedTop, t)
	} else {
		t.parent.paused = append(t.parent.paused, t)
	}
	if opts.Verbose {
		print("=== PAUSE ", t.name, "\n")
		lastName = t.name
	}
	t.resume = make(chan bool)
	t.signal <- true
	<-t.resume
	if opts.Verbose {
		print("=== CONT  ", t.name, "\n")
		lastName = t.name
	}
	t.start = time.Now()
}

// the paused tests of one parent, each run to its end: the first paused first, then the others
// from the last paused to the second (the order in which Go's scheduler, with one processor,
// hands them the processor when their parent releases them)
func resumePaused(paused []*T) {
	for i := range paused {
		k := i
		if i > 0 {
			k = len(paused) - i
		}
		paused[k].resume <- true
		<-paused[k].signal
	}
}

// Setenv fails the test: the board has no environment.
func (t *T) Setenv(key, value string) { t.Fatal("testing: Setenv: the board has no environment") }

// TempDir fails the test: the board has no file system.
func (t *T) TempDir() string {
	t.Fatal("testing: TempDir: the board has no file system")
	return ""
}

func itoa(v int64) string {
	if v == 0 {
		return "0"
	}
	neg := v < 0
	var buf [20]byte
	i := len(buf)
	u := uint64(v)
	if neg {
		u = uint64(-v)
	}
	for u > 0 {
		i--
		buf[i] = byte('0' + u%10)
		u /= 10
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}

// seconds with two decimals, as Go's "%.2fs"
func seconds(d time.Duration) string {
	cs := (int64(d) + 5000000) / 10000000
	frac := itoa(cs % 100)
	if len(frac) < 2 {
		frac = "0" + frac
	}
	return itoa(cs/100) + "." + frac + "s"
}

// does name match the -run pattern's element at this level? Each '/'-separated element is a
// regular expression matched anywhere in the name, as Go's -run does, of a subset of Go's syntax:
// alternatives (a|b), ^ and $, '.', and the operators *, + and ? after a character or '.'.
func matches(name string, level int) bool {
	if opts.Run == "" {
		return true
	}
	return matchPattern(opts.Run, name, level)
}

// name against the element at this level of a '/'-separated pattern
func matchPattern(pattern, name string, level int) bool {
	elem, n := "", 0
	start := 0
	for i := 0; i <= len(pattern); i++ {
		if i == len(pattern) || pattern[i] == '/' {
			if n == level {
				elem = pattern[start:i]
				break
			}
			n++
			start = i + 1
		}
	}
	if n < level {
		return true // the pattern has no element this deep
	}
	alt := 0
	for i := 0; i <= len(elem); i++ {
		if i == len(elem) || elem[i] == '|' {
			if search(elem[alt:i], name) {
				return true
			}
			alt = i + 1
		}
	}
	return false
}

// re anywhere in s
func search(re, s string) bool {
	if len(re) > 0 && re[0] == '^' {
		return matchHere(re[1:], s)
	}
	for i := 0; i <= len(s); i++ {
		if matchHere(re, s[i:]) {
			return true
		}
	}
	return false
}

// re at the start of s
func matchHere(re, s string) bool {
	if re == "" {
		return true
	}
	if re == "$" {
		return s == ""
	}
	if len(re) >= 2 && (re[1] == '*' || re[1] == '+' || re[1] == '?') {
		c, op, rest := re[0], re[1], re[2:]
		if op == '?' {
			return (s != "" && (c == '.' || s[0] == c) && matchHere(rest, s[1:])) || matchHere(rest, s)
		}
		i := 0
		if op == '+' {
			if s == "" || (c != '.' && s[0] != c) {
				return false
			}
			i = 1
		}
		for ; ; i++ {
			if matchHere(rest, s[i:]) {
				return true
			}
			if i >= len(s) || (c != '.' && s[i] != c) {
				return false
			}
		}
	}
	if s != "" && (re[0] == '.' || re[0] == s[0]) {
		return matchHere(re[1:], s[1:])
	}
	return false
}

// the name's last element: a subtest's own name
func base(name string) string {
	for i := len(name) - 1; i >= 0; i-- {
		if name[i] == '/' {
			return name[i+1:]
		}
	}
	return name
}

// the test's result line and what it kept: printed for a top-level test, added to the parent's
// report for a subtest; with -v every result, else only failures
func (c *common) report() {
	status := "PASS"
	if c.failed {
		status = "FAIL"
	} else if c.skipped {
		status = "SKIP"
	}
	if !opts.Verbose && !c.failed {
		return
	}
	line := indent(c.level) + "--- " + status + ": " + c.name + " (" + seconds(time.Since(c.start)) + ")\n"
	if c.parent == nil {
		lastName = c.name
		print(line, string(c.output))
		return
	}
	c.parent.output = append(c.parent.output, line...)
	c.parent.output = append(c.parent.output, c.output...)
}

func (c *common) cleanup() {
	for i := len(c.cleanups) - 1; i >= 0; i-- {
		c.cleanups[i]()
	}
	c.cleanups = nil
}

func run(t *T, f func(*T)) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(stop); !ok {
				panic(r)
			}
		}
	}()
	f(t)
}

// the test in a goroutine of its own, as Go runs it (Parallel suspends it); returns when it has
// finished or paused
func runTest(t *T, f func(*T)) {
	if opts.Verbose {
		print("=== RUN   ", t.name, "\n")
		lastName = t.name
	}
	t.signal = make(chan bool, 1)
	go tRunner(t, f)
	<-t.signal
}

func tRunner(t *T, f func(*T)) {
	t.start = time.Now()
	run(t, f)
	resumePaused(t.paused)
	t.cleanup()
	t.report()
	t.signal <- true
}

// Run runs f as a subtest of t named name; it reports whether f succeeded.
func (t *T) Run(name string, f func(t *T)) bool {
	sub := &T{common{name: t.name + "/" + name, level: t.level + 1, parent: &t.common}}
	if !matches(name, sub.level) {
		return true
	}
	runTest(sub, f)
	return !sub.failed
}

var failed bool

func runTests(tests []InternalTest) bool {
	ok := true
run:
	for n := 0; n < opts.Count; n++ {
		for _, test := range tests {
			if !matches(test.Name, 0) {
				continue
			}
			t := &T{common{name: test.Name}}
			runTest(t, test.F)
			if t.failed {
				ok = false
				if opts.FailFast {
					break run // (the paused tests still run, as in Go)
				}
			}
		}
	}
	resumePaused(pausedTop)
	for _, t := range pausedTop {
		ok = ok && !t.failed
	}
	pausedTop = nil
	return ok
}

// the lines of s sorted
func sortLines(s string) string {
	lines := strings.Split(s, "\n")
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

// an example run as Go runs it: what it writes to os.Stdout captured (os.CorogoCapture, where Go
// uses a pipe), then compared with its output comment
func runExample(eg InternalExample) bool {
	if opts.Verbose {
		print("=== RUN   ", eg.Name, "\n")
	}
	var out []byte
	os.CorogoCapture(&out)
	start := time.Now()
	eg.F()
	os.CorogoCapture(nil)
	took := seconds(time.Since(start))
	got, want := strings.TrimSpace(string(out)), strings.TrimSpace(eg.Output)
	fail := ""
	if eg.Unordered {
		if sortLines(got) != sortLines(want) {
			fail = fmt.Sprintf("got:\n%s\nwant (unordered):\n%s\n", string(out), eg.Output)
		}
	} else if got != want {
		fail = fmt.Sprintf("got:\n%s\nwant:\n%s\n", got, want)
	}
	if fail != "" {
		print("--- FAIL: ", eg.Name, " (", took, ")\n", fail)
		return false
	}
	if opts.Verbose {
		print("--- PASS: ", eg.Name, " (", took, ")\n")
	}
	return true
}

// the examples -run selects (the whole pattern against the name, as Go matches them)
func runExamples(examples []InternalExample) bool {
	ok := true
	for _, eg := range examples {
		if opts.Run == "" || matchPattern(strings.ReplaceAll(opts.Run, "/", "\x00"), eg.Name, 0) {
			ok = runExample(eg) && ok
		}
	}
	return ok
}

// Run runs the tests, then the examples; 0 when they passed, 1 otherwise (also the program's
// status when TestMain returns).
func (m *M) Run() int {
	status = 1
	testsOK := runTests(m.tests)
	if runExamples(m.examples) && testsOK && (opts.Bench == "" || runBenchmarks(m.benchmarks)) {
		status = 0
		print("PASS\n")
	} else {
		print("FAIL\n")
	}
	return status
}

// CorogoMain is the generated main's entry: runs the tests (through testMain when the package
// has a TestMain; m.Run prints PASS or FAIL) with o and the flags in the image, and ends the
// program with their status.
func CorogoMain(tests []InternalTest, benchmarks []InternalBenchmark, examples []InternalExample, o Options,
	testMain func(*M)) {
	opts = o
	imageFlags(&opts)
	if opts.Count < 1 {
		opts.Count = 1
	}
	m := &M{tests, benchmarks, examples}
	if testMain != nil {
		testMain(m)
	} else {
		m.Run()
	}
	exit(int32(status))
}

var status int

// AllocsPerRun calls f once to warm it up, then runs times, and returns how many heap objects
// the runs allocated, on average (whole objects: the count divided by runs, rounded down), from
// the collector's count of allocations (runtime.MemStats.Mallocs).
func AllocsPerRun(runs int, f func()) (avg float64) {
	f()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := 0; i < runs; i++ {
		f()
	}
	runtime.ReadMemStats(&after)
	return float64((after.Mallocs - before.Mallocs) / uint64(runs))
}
