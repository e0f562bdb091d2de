"""gen_panicflow.py - the differential tester's programs of panic flows (difftest.py --panicflow, CTest
difftest/ci-panicflow): whole programs of their own in which several goroutines at once panic, recover
and re-panic inside deferred calls that suspend, so that one goroutine's panics are in progress while
another's run (the per-goroutine panic state of runtime-baremetal/panic.c and defer.c, saved and
restored where frames suspend).

A program has functions pf0..pfN-1 `(id, x int) (res int)`, each with one to three deferred calls, a
call of a later function (so no recursion) and a panic or a runtime.Goexit under a condition on x;
goroutine bodies pfg1..pfgK that call them under a top-level deferred catch which reports the
goroutine's end on a channel; and main, which starts the goroutines, calls functions itself under a
catch, and sums what the goroutines report. The deferred calls:

- closures that suspend (a channel round trip through a helper goroutine, a sync.WaitGroup waiting for
  two goroutines, time.Sleep, runtime.Gosched, a select with one case that becomes ready and one of
  time.After(time.Hour), a send chosen by select, a mutex held across a Gosched, a generic channel
  box) before and after recover(), print what they recovered, change the named result, and may
  re-panic the value, a wrapping error (pfW, whose Unwrap gives errors.As a runtime.Error to find) or
  a new value;
- a named function and a method that recover (recover() called directly by the deferred call), a
  method of a generic type pfGuard[T] that keeps the values of type T it recovers;
- recover() not called directly by the deferred call (pfRecover called by a deferred closure, a
  deferred closure's own deferred closure): nil in Go;
- deferred calls that panic (during a panic: Go prints the chain), that panic and recover their own
  panic inside, that call runtime.Goexit (goroutines only), deferred in a loop, and deferred calls whose
  arguments are evaluated at the defer statement.

The panic values (pfRaise): ints, strings, named int/string/bool types (Go prints `main.pfN(5)`),
floats, a value and a pointer error type, a Stringer, errors.New, a wrapping error, panic(nil) (Go
1.19: recover() returns nil), and run-time errors: nil map write, index and slice bounds, integer
division by zero (also through the generic pfDiv[T pfNum] instantiated with int and int8, while its
float64 instance gives +Inf), nil pointer dereference, a nil func call, a failed type assertion to a
concrete type and to an interface, close of a closed channel, send on a closed channel, makeslice
with a negative length. pfShow classifies a recovered value with a type switch (runtime.Error first;
errors.As into runtime.Error and pfE for other errors) and, in the programs that import fmt, prints
`%v|%T` of it too.

In about two programs in five the program ends in an unrecovered panic: after every goroutine has
reported, main starts pfFinal and blocks; pfFinal's deferred calls may suspend, recover and re-panic
(always), panic anew or print, and its last statement panics. The program's line
`// difftest exit: 2` tells dtlib that Go's reference ends with exit status 2; the comparison then
takes the `panic: ...` lines (with `[recovered]` and the tab-indented chain) and the exit status, and
drops the tracebacks (Go's goroutine numbers and addresses are its own).

Everything printed is fixed whatever the schedule: every line starts with its goroutine's id, no two
goroutines share a variable but pfCount (incremented under pfMu, printed after all have ended), each
select has one case that becomes ready, and the goroutines that help a deferred call suspend print
nothing. fmt writes to standard output and println to standard error, whose lines the reference's
output does not interleave as they were written: fmt's lines of goroutine id start with -1-id, a
goroutine of their own for the comparison. Values stay small (int's size differs between the boards and the host).
"""

import random

# pfRaise's cases: each panics, with a value drawn from k (a Go int)
RAISE = [
    "panic(k)",
    "panic(pfTab[(k%4+4)%4])",
    "panic(pfE{k})",
    "panic(&pfE{k})",
    "var m map[int]int\n\t\tm[k] = 1",
    "a := []int{1, 2, 3}\n\t\tpfSink = a[(k%4+4)%4+3]",
    "pfSink = k / pfZero",
    "var p *pfP\n\t\tpfSink = p.b",
    "var x any = k\n\t\tpfSink = len(x.(string))",
    "panic(pfN(k))",
    "panic(float64(k) / 4)",
    "panic(pfS(k))",
    "panic(pfT(pfTab[(k%4+4)%4]))",
    "c := make(chan int)\n\t\tclose(c)\n\t\tclose(c)",
    "panic(errors.New(\"plain \" + pfItoa(k)))",
    "panic(pfW{pfE{k}})",
    "s := []int{1, 2, 3}\n\t\tpfSink = len(s[(k%2+2)%2+2 : 1])",
    "panic(pfB(k%2 == 0))",
    "panic(nil)",
    "var f func(int) int\n\t\tpfSink = f(k)",
    "n := (k%3+3)%3 - 5\n\t\tpfSink = len(make([]int, n))",
    "var x any = pfP{k, 1}\n\t\tpfSink = len(x.(error).Error())",
    "c := make(chan int, 1)\n\t\tclose(c)\n\t\tc <- k",
    "s := pfTab[(k%4+4)%4]\n\t\tpfSink = int(s[len(s)+(k%2+2)%2])",
    "var e error\n\t\tpfSink = len(e.Error())",
]

HELPERS = r'''
type pfE struct{ k int }

func (e pfE) Error() string { return "pfE " + pfItoa(e.k) }

// pfW wraps an error: errors.As finds what it wraps
type pfW struct{ e error }

func (w pfW) Error() string { return "pfW(" + w.e.Error() + ")" }
func (w pfW) Unwrap() error { return w.e }

type pfN int
type pfT string
type pfB bool
type pfS int

func (s pfS) String() string { return "pfS#" + pfItoa(int(s)) }

type pfStringer interface{ String() string }

type pfP struct{ a, b int }

// a method that recovers: deferred, it calls recover() directly
func (p pfP) catch(id int, tag string) {
	runtime.Gosched()
	pfShow(id, tag+" m", recover())
}

var pfZero int
var pfSink int
var pfNever chan int // nil: its select cases never become ready
var pfTab = [4]string{"alpha", "beta", "gamma", "delta"}
var pfMu sync.Mutex
var pfCount int

func pfItoa(n int) string {
	if n < 0 {
		return "-" + pfItoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return pfItoa(n/10) + string(rune('0'+n%10))
}

// helpers of the suspends: they print nothing
func pfEcho(c chan int, v int) {
	runtime.Gosched()
	c <- v % 97
}

func pfDrain(c chan int) {
	<-c
}

func pfWork(wg *sync.WaitGroup, k int) {
	for i := 0; i < k; i++ {
		runtime.Gosched()
	}
	wg.Done()
}

// recover() not called directly by a deferred call: nil
func pfRecover() any {
	return recover()
}

// a deferred function that recovers and suspends before and after
func pfCatch(id int, tag string, k int) {
	c := make(chan int)
	go pfEcho(c, k)
	k += <-c
	r := recover()
	var wg sync.WaitGroup
	wg.Add(1)
	go pfWork(&wg, k%3+1)
	wg.Wait()
	pfShow(id, tag+" catch "+pfItoa(k), r)
}

// a deferred function that prints its argument (evaluated at the defer statement) after a suspend
func pfNote(id int, tag string, v int) {
	time.Sleep(time.Duration(v%3) * time.Microsecond)
	println(id, tag, "note", v)
}
'''

SHOW = r'''
func pfShow(id int, tag string, r any) {
	switch v := r.(type) {
	case nil:
		println(id, tag, "nil")
	case runtime.Error:
		println(id, tag, "runtime.Error", v.Error())
	case *pfE:
		println(id, tag, "*pfE", v.k, v.Error())
	case error:
		var re runtime.Error
		var pe pfE
		a, b := errors.As(v, &re), errors.As(v, &pe)
		println(id, tag, "error", v.Error(), a, b)
		if a {
			println(id, tag, "wraps", re.Error())
		}
	case pfStringer:
		println(id, tag, "Stringer", v.String())
	case string:
		println(id, tag, "string", v)
	case int:
		println(id, tag, "int", v)
	case pfN:
		println(id, tag, "pfN", v)
	case pfT:
		println(id, tag, "pfT", string(v))
	case pfB:
		println(id, tag, "pfB", bool(v))
	case float64:
		println(id, tag, "float64", v)
	default:
		println(id, tag, "other")
	}%s
}
'''

GENERIC = r'''
type pfNum interface {
	~int | ~int8 | ~int16 | ~float64
}

func pfDiv[T pfNum](a, b T) T { return a / b }

// a generic type holding a channel
type pfBox[T any] struct{ c chan T }

func pfNewBox[T any](n int) *pfBox[T] { return &pfBox[T]{c: make(chan T, n)} }
func (b *pfBox[T]) put(v T)          { b.c <- v }
func (b *pfBox[T]) get() T           { return <-b.c }

func pfBoxPut(b *pfBox[int], v int) { b.put(v) }

// a generic catch: counts and keeps the recovered values of type T
type pfGuard[T any] struct {
	last T
	n    int
}

func (g *pfGuard[T]) catch(id int, tag string) {
	r := recover()
	runtime.Gosched()
	if v, ok := r.(T); ok {
		g.last = v
		g.n++
	}
	pfShow(id, tag+" guard", r)
}

// f's value, or the zero value and false after pfShow of what f panicked with
func pfTry[T any](id int, tag string, f func() T) (v T, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			pfShow(id, tag+" try", r)
			ok = false
		}
	}()
	return f(), true
}

func pfPanicAs[T any](v T) { panic(v) }
'''


class _Prog:
    def __init__(self, seed):
        self.rng = random.Random(seed * 1000003 + 71)
        rng = self.rng
        self.final = rng.random() < 0.4
        self.fmt = rng.random() < 0.25
        self.generic = rng.random() < 0.6
        self.decls = []
        self.tags = 0
        self.raise_cases = list(RAISE)
        if self.generic:
            self.raise_cases += ["pfSink = pfDiv(k, pfZero)", "pfSink = int(pfDiv(int8(k), int8(pfZero)))",
                                 "pfPanicAs(pfN(k))", "pfPanicAs[error](pfE{k})", "pfPanicAs(pfTab[(k%4+4)%4])"]

    def tag(self, base):
        self.tags += 1
        return '"%s.%d"' % (base, self.tags)

    def k(self):
        return self.rng.randint(0, 4 * len(self.raise_cases))

    # -- suspends: statements (a block) that may suspend and change the int variable v
    def suspend(self, v, ind):
        rng = self.rng
        kinds = ["gosched", "sleep", "chan", "wg", "select", "selsend", "mutex", "buf"]
        if self.generic:
            kinds += ["box", "box"]
        kind = rng.choice(kinds)
        t = "\t" * ind
        if kind == "gosched":
            return [t + "runtime.Gosched()"]
        if kind == "sleep":
            return [t + "time.Sleep(%d * time.Microsecond)" % rng.randint(1, 50)]
        if kind == "chan":
            return [t + "{", t + "\tc := make(chan int)", t + "\tgo pfEcho(c, %s)" % v, t + "\t%s += <-c" % v,
                    t + "}"]
        if kind == "wg":
            return [t + "{", t + "\tvar wg sync.WaitGroup", t + "\twg.Add(2)",
                    t + "\tgo pfWork(&wg, %d)" % rng.randint(1, 3), t + "\tgo pfWork(&wg, %d)" % rng.randint(0, 2),
                    t + "\twg.Wait()", t + "}"]
        if kind == "select":
            return [t + "{", t + "\tc := make(chan int)", t + "\tgo pfEcho(c, %s+1)" % v, t + "\tselect {",
                    t + "\tcase w := <-c:", t + "\t\t%s += w" % v, t + "\tcase <-time.After(time.Hour):",
                    t + "\t\t%s = -1" % v, t + "\tcase <-pfNever:", t + "\t}", t + "}"]
        if kind == "selsend":
            return [t + "{", t + "\tc := make(chan int)", t + "\tgo pfDrain(c)", t + "\tselect {",
                    t + "\tcase c <- %s:" % v, t + "\t\t%s++" % v, t + "\tcase pfNever <- 1:", t + "\t}", t + "}"]
        if kind == "mutex":
            return [t + "pfMu.Lock()", t + "runtime.Gosched()", t + "pfCount++", t + "pfMu.Unlock()"]
        if kind == "buf":
            return [t + "{", t + "\tc := make(chan int, 1)", t + "\tc <- %s" % v, t + "\truntime.Gosched()",
                    t + "\t%s = <-c + 1" % v, t + "}"]
        return [t + "{", t + "\tb := pfNewBox[int](%d)" % rng.randint(0, 1), t + "\tgo pfBoxPut(b, %s)" % v,
                t + "\t%s = b.get() %% 89" % v, t + "}"]

    def maybe_suspend(self, v, ind, p=0.6):
        return self.suspend(v, ind) if self.rng.random() < p else []

    # -- deferred calls of a function with parameters id, x and named result res
    def defer(self, base, goroutine, final):
        """lines of one deferred call (one indentation level). goroutine: may call runtime.Goexit;
        final: must not stop the panic (every recover is followed by a panic)."""
        rng = self.rng
        kinds = [(4, "catch"), (2, "named"), (1, "method"), (2, "indirect"), (1, "nested"), (2, "panicker"),
                 (1, "selfrec"), (2, "note"), (1, "loop")]
        if goroutine and not final:
            kinds.append((1, "goexit"))
        if self.generic:
            kinds.append((2, "guard"))
        if final:
            kinds = [(w, k) for w, k in kinds if k in ("catch", "indirect", "panicker", "note", "loop")]
        kind = rng.choices([k for _, k in kinds], [w for w, _ in kinds])[0]
        tag = self.tag(base)
        if kind == "catch":
            out = ["\tdefer func() {"] + self.maybe_suspend("x", 2) + ["\t\tr := recover()"]
            out += self.maybe_suspend("x", 2)
            out += ["\t\tpfShow(id, %s, r)" % tag]
            if self.fmt and rng.random() < 0.3:
                out += ['\t\tfmt.Println(-1-id, %s, "fmt", r)' % tag]
            re = rng.random()
            if final or re < 0.3:
                how = rng.choice(["r", "pfW{pfE{x}}", "pfN(x)", "wrap"])
                if how == "wrap":
                    out += ["\t\tif e, ok := r.(error); ok {", "\t\t\tpanic(pfW{e})", "\t\t}"]
                    how = "r"
                if final:
                    out += ["\t\tpanic(%s)" % how]
                else:
                    out += ["\t\tif r != nil {", "\t\t\tpanic(%s)" % how, "\t\t}"]
            else:
                out += ["\t\tif r != nil {", "\t\t\tres = res*2 + x%%7 + %d" % rng.randint(1, 9), "\t\t}"]
            return out + ["\t}()"]
        if kind == "named":
            return ["\tdefer pfCatch(id, %s, x+%d)" % (tag, rng.randint(0, 9))]
        if kind == "method":
            return ["\tdefer pfP{x, %d}.catch(id, %s)" % (rng.randint(0, 9), tag)]
        if kind == "indirect":
            return ["\tdefer func() {"] + self.maybe_suspend("x", 2) + [
                "\t\tpfShow(id, %s+\" indirect\", pfRecover())" % tag, "\t}()"]
        if kind == "nested":
            return ["\tdefer func() {", "\t\tdefer func() {", "\t\t\tpfShow(id, %s+\" nested\", recover())" % tag,
                    "\t\t}()"] + self.maybe_suspend("x", 2) + ["\t}()"]
        if kind == "panicker":
            cond = rng.random() < 0.5 and not final
            out = ["\tdefer func() {"] + self.maybe_suspend("x", 2)
            if cond:
                out += ["\t\tif x%%%d == %d {" % (rng.randint(2, 3), rng.randint(0, 1)),
                        "\t\t\tpfRaise(x + %d)" % self.k(), "\t\t}"]
            else:
                out += ["\t\tpfRaise(x + %d)" % self.k()]
            return out + ["\t}()"]
        if kind == "selfrec":
            return ["\tdefer func() {", "\t\tdefer func() {", "\t\t\tpfShow(id, %s+\" self\", recover())" % tag,
                    "\t\t}()"] + self.maybe_suspend("x", 2) + ["\t\tpfRaise(x + %d)" % self.k(), "\t}()"]
        if kind == "note":
            return ["\tdefer pfNote(id, %s, x+%d)" % (tag, rng.randint(0, 9))]
        if kind == "loop":
            return ["\tfor i := 0; i < %d; i++ {" % rng.randint(1, 3),
                    "\t\tdefer pfNote(id, %s, i*10+x%%10)" % tag, "\t}"]
        if kind == "goexit":
            return ["\tdefer func() {"] + self.maybe_suspend("x", 2) + [
                "\t\tif x%%%d == 0 {" % rng.randint(2, 4), "\t\t\tprintln(id, %s, \"goexit\")" % tag,
                "\t\t\truntime.Goexit()", "\t\t}", "\t}()"]
        # guard: a generic type's method recovers
        typ = rng.choice(["int", "string", "pfN", "pfT", "float64"])
        g = "g%d" % self.tags
        return ["\t%s := &pfGuard[%s]{}" % (g, typ), "\tdefer func() {",
                "\t\tprintln(id, %s, \"guard\", %s.n, %s.last)" % (tag, g, g), "\t}()",
                "\tdefer %s.catch(id, %s)" % (g, tag)]

    def function(self, i, nfun, gx_after):
        """pf<i>: returns (lines, may call runtime.Goexit)."""
        rng = self.rng
        name = "pf%d" % i
        gx = rng.random() < 0.2
        body = []
        for _ in range(rng.choices([1, 2, 3], [4, 3, 2])[0]):
            body += self.defer(name, True, False)
        body += self.maybe_suspend("x", 1, 0.4)
        calls = []
        if i + 1 < nfun and rng.random() < 0.75:
            calls.append(rng.randint(i + 1, nfun - 1))
        if i + 2 < nfun and rng.random() < 0.2:
            calls.append(rng.randint(i + 2, nfun - 1))
        for c in calls:
            gx = gx or gx_after[c]
            body += ["\tres += pf%d(id, x+%d) %% 1000" % (c, rng.randint(1, 9))]
        what = rng.random()
        if what < 0.35:
            body += ["\tpfRaise(x + %d)" % self.k()]
        elif what < 0.75:
            body += ["\tif x%%%d == %d {" % (rng.randint(2, 4), rng.randint(0, 1)),
                     "\t\tpfRaise(x + %d)" % self.k(), "\t}"]
        if gx and rng.random() < 0.5:
            body += ["\tif x%%%d == 1 {" % rng.randint(2, 3), "\t\truntime.Goexit()", "\t}"]
        body += ["\tres += x", "\treturn"]
        # a function whose deferred calls may Goexit also counts as one that may
        if any("Goexit" in line for line in body):
            gx = True
        return ["func %s(id, x int) (res int) {" % name] + body + ["}", ""], gx

    def generic_item(self, ind):
        rng = self.rng
        t = "\t" * ind
        tag = self.tag("gen")
        which = rng.choice(["div", "divf", "div8", "as"])
        if which == "div":
            f = "func() int { return pfDiv(x, pfZero+%d) }" % rng.randint(0, 1)
        elif which == "divf":
            f = "func() float64 { return pfDiv(float64(x), float64(pfZero)) }"
        elif which == "div8":
            f = "func() int8 { return pfDiv(int8(x%%100), int8(pfZero+%d)) }" % rng.randint(0, 1)
        else:
            f = "func() pfN { pfPanicAs(pfN(x)); return 0 }"
        return [t + "{", t + "\tv, ok := pfTry(id, %s, %s)" % (tag, f), t + "\tprintln(id, %s, v, ok)" % tag, t + "}"]

    def goroutine(self, j, nfun, gx):
        rng = self.rng
        name = "pfg%d" % j
        out = ["func %s(id int, done chan int) {" % name, "\tx := id", "\tvar res int", "\t_ = res",
               "\tdefer func() {", "\t\tpfShow(id, \"%s top\", recover())" % name, "\t\tdone <- id", "\t}()"]
        if rng.random() < 0.5:
            out += self.defer(name, True, False)
        for _ in range(rng.randint(1, 3)):
            f = rng.randrange(nfun)
            out += ["\tprintln(id, \"%s\", pf%d(id, x+%d))" % (name, f, rng.randint(0, 20))]
            if self.generic and rng.random() < 0.3:
                out += self.generic_item(1)
        if rng.random() < 0.2:
            out += ["\tif x%2 == 1 {", "\t\truntime.Goexit()", "\t}"]
        out += ["\tprintln(id, \"%s end\")" % name, "}", ""]
        return out

    def final_goroutine(self, nfun, gx):
        rng = self.rng
        out = ["func pfFinal(id int) {", "\tx := id", "\tvar res int", "\t_ = res"]
        for _ in range(rng.randint(1, 3)):
            out += self.defer("final", True, True)
        safe = [f for f in range(nfun) if not gx[f]]
        if safe and rng.random() < 0.7:
            out += ["\tprintln(id, \"final\", pf%d(id, x+%d))" % (rng.choice(safe), rng.randint(0, 9))]
        out += self.maybe_suspend("x", 1)
        out += ["\tprintln(id, \"final raise\", x)", "\tpfRaise(x + %d)" % self.k(), "}", ""]
        return out

    def program(self):
        rng = self.rng
        nfun = rng.randint(4, 8)
        funcs, gx = {}, {}
        for i in range(nfun - 1, -1, -1):
            funcs[i], gx[i] = self.function(i, nfun, gx)
        ngo = rng.randint(2, 5)
        gos = [self.goroutine(j, nfun, gx) for j in range(1, ngo + 1)]
        raise_fn = ["func pfRaise(k int) {", "\tswitch (k%%%d + %d) %% %d {" % ((len(self.raise_cases),) * 3)]
        for n, c in enumerate(self.raise_cases):
            raise_fn += ["\tcase %d:" % n, "\t\t" + c]
        raise_fn += ["\t}", "}", ""]
        main = ["func main() {", "\tconst id = 0", "\tx := 3", "\t_ = x", "\tdone := make(chan int)"]
        for j in range(1, ngo + 1):
            main += ["\tgo pfg%d(%d, done)" % (j, j)]
        safe = [f for f in range(nfun) if not gx[f]]
        for _ in range(rng.randint(1, 3)):
            if safe:
                f = rng.choice(safe)
                tag = self.tag("main")
                main += ["\tfunc() {", "\t\tdefer func() {", "\t\t\tpfShow(id, %s, recover())" % tag, "\t\t}()",
                         "\t\tprintln(id, %s, pf%d(id, x+%d))" % (tag, f, rng.randint(0, 20)), "\t}()"]
            if self.generic and rng.random() < 0.5:
                main += self.generic_item(1)
        main += ["\tsum := 0", "\tfor i := 0; i < %d; i++ {" % ngo, "\t\tsum += <-done", "\t}",
                 "\tprintln(id, \"sum\", sum, pfCount)"]
        if self.final:
            main += ["\tgo pfFinal(%d)" % (ngo + 1), "\t<-done", "}", ""]
        else:
            main += ["}", ""]
        imports = ["errors", "runtime", "sync", "time"] + (["fmt"] if self.fmt else [])
        head = ["// gen_panicflow.py: generics %s, fmt %s, final panic %s" % (self.generic, self.fmt, self.final)]
        if self.final:
            head += ["// difftest exit: 2"]
        src = ["package main", ""] + head + ["", "import ("] + ['\t"%s"' % i for i in imports] + [")", ""]
        src += HELPERS.strip("\n").split("\n") + [""]
        fmt_line = '\n\tfmt.Printf("%d %s fmt %v|%T\\n", -1-id, tag, r, r)' if self.fmt else ""
        src += (SHOW % fmt_line).strip("\n").split("\n") + [""]
        if self.generic:
            src += GENERIC.strip("\n").split("\n") + [""]
        src += raise_fn
        for i in range(nfun):
            src += funcs[i]
        for g in gos:
            src += g
        if self.final:
            src += self.final_goroutine(nfun, gx)
        src += main
        return "\n".join(src)


def program(seed):
    """the program of seed"""
    return _Prog(seed).program()


if __name__ == "__main__":
    import sys
    sys.stdout.write(program(int(sys.argv[1])))
