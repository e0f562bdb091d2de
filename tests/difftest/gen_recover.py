"""gen_recover.py - the differential tester's recovered panic values (issue #14), a mixin of
gen.py's Gen: `v := rtry(id, x)` (or rtryc, which may suspend first: in a goroutine its $coro
version recovers) calls rpanic, which panics with a value chosen by x: an int, a string, a value
of the error type rerr, a float64, a P struct, or a run-time error (index out of range, integer
divide by zero, assignment to a nil map, a failed type assertion); some values are not panicked
at all. The deferred rfix recovers and inspects the value with a type switch (runtime.Error first,
printing its Error(): Go's run-time error messages; then error, string, int, float64, P), changes
rtry's named result accordingly and prints what it saw; every fourth recovery also checks
`err, ok := r.(error)`. The recoverer may also await the panicking call: rtrya awaits rawait,
which suspends before (sometimes) and after rpanic, rtryb one more level of it, rtryn a call whose
callee returns after suspending before its caller panics, and rtryd panics in a deferred call that
suspended first, recovered by an older deferred call (docs/defer.md: in a goroutine these recover
from the scheduler). rtryk's deferred rfixk blocks while its goroutine panics (issue #33): a
receive from a goroutine it starts (rblock), a send to one (rsend), a sync.WaitGroup.Wait (rwait),
or an awaited call that blocks, before and after its recover(); in a goroutine its $coro frame
runs its deferred calls itself, and the goroutine suspends in them. rtryx starts a goroutine that
calls runtime.Goexit (sometimes) two calls deep, after suspending (sometimes): the deferred calls of
both functions run (recover() returns nil in them) and the goroutine ends; rtryx waits for it with
a sync.WaitGroup and prints what the deferred calls computed (docs/defer.md, "Goexit"). rtryv defers
a func value, an interface method or a method value whose function recovers (docs/defer.md: the
thunk names the function it arms).

gen.py's hooks: Gen inherits RecoverGen, attempt() calls recover_reset(), program() adds
recover_imports() and recover_helpers(M), and STMTS takes RECOVER_STMTS."""

RECOVER_STMTS = [(1, "recover_value")]


def paren(e):
    return "(" + e + ")"

KINDS = 10  # the cases of rpanic's switch (case 9 and beyond: no panic)


class RecoverGen:
    def recover_reset(self):
        self.uses_rtry = False

    def stmt_recover_value(self, fn):
        """v := rtry(id, x) or rtryc(id, x): rpanic panics with one of several kinds of values, rfix
        recovers it and prints what the type switch saw; v is rtry's named result as rfix left it."""
        self.uses_rtry = True
        self.uses_sync = True  # rwait's WaitGroup
        v = self.fresh("v")
        fn.prints += 2 * fn.mult  # what rfix saw, and maybe r.(error)
        callee = self.rng.choice(["rtry", "rtryc", "rtrya", "rtryb", "rtryn", "rtryd", "rtryk", "rtryx", "rtryv"])
        # an offset drawn here picks the kind of panic whatever values the expression takes
        self.emit(fn, "%s := %s(id, %s%%%d + %d)" % (v, callee, paren(self.expr(fn, "int", self.edepth())), KINDS,
                                                     self.rng.randint(0, KINDS + 2)))
        self.declare(fn, v, "int")

    def recover_imports(self):
        return ['import "runtime"', ""] if self.uses_rtry else []

    def recover_helpers(self, m):
        if not self.uses_rtry:
            return []
        return [
            "type rerr int", "",
            "func (e rerr) Error() string { return \"rerr \" + string(rune('a'+(int(e)%26+26)%26)) }", "",
            "func rfix(id int, r *int) {",
            "\trsee(id, r, recover())",
            "}", "",
            "func rblock(v int) int {",
            "\tc := make(chan int)",
            "\tgo func(c chan int, v int) {",
            "\t\tc <- v + 1",
            "\t}(c, v)",
            "\treturn <-c",
            "}", "",
            "func rsend(v int) {",
            "\tc := make(chan int)",
            "\tgo func(c chan int) {",
            "\t\t<-c",
            "\t}(c)",
            "\tc <- v",
            "}", "",
            "func rwait() {",
            "\tvar wg sync.WaitGroup",
            "\twg.Add(1)",
            "\tgo func(wg *sync.WaitGroup) {",
            "\t\tcoroSuspend()",
            "\t\twg.Done()",
            "\t}(&wg)",
            "\twg.Wait()",
            "}", "",
            "func rfixk(id int, r *int, v int) {",
            "\tif v%2 == 0 {",
            "\t\t*r = (*r + rblock(v)) %% %d" % m,
            "\t}",
            "\tx := recover()",
            "\tswitch (v%3 + 3) % 3 {",
            "\tcase 0:",
            "\t\trsend(v)",
            "\tcase 1:",
            "\t\trwait()",
            "\t}",
            "\trsee(id, r, x)",
            "}", "",
            "func rtryk(id, v int) (r int) {",
            "\tdefer rfixk(id, &r, v)",
            "\tr = v",
            "\treturn rpanic(v + 7)",
            "}", "",
            "func rsee(id int, r *int, x interface{}) {",
            "\tswitch v := x.(type) {",
            "\tcase nil:",
            "\t\treturn",
            "\tcase runtime.Error:",
            '\t\tprintln(id, "runtime error:", v.Error())',
            "\t\t*r = (*r + len(v.Error())) %% %d" % m,
            "\tcase error:",
            '\t\tprintln(id, "error:", v.Error())',
            "\t\t*r = (*r + 3) %% %d" % m,
            "\tcase string:",
            '\t\tprintln(id, "string:", v)',
            "\t\t*r = (*r + len(v)) %% %d" % m,
            "\tcase int:",
            '\t\tprintln(id, "int:", v)',
            "\t\t*r = (*r + v) %% %d" % m,
            "\tcase float64:",
            '\t\tprintln(id, "float64:", v)',
            "\t\t*r = (*r + 7) %% %d" % m,
            "\tcase P:",
            '\t\tprintln(id, "P:", v.a, v.b)',
            "\t\t*r = (*r + v.a - v.b) %% %d" % m,
            "\tdefault:",
            '\t\tprintln(id, "other")',
            "\t}",
            "\tif (*r%4+4)%4 == 0 {",
            "\t\terr, ok := x.(error)",
            "\t\tif ok {",
            '\t\t\tprintln(id, "as error:", err.Error())',
            "\t\t} else {",
            '\t\t\tprintln(id, "not an error")',
            "\t\t}",
            "\t}",
            "}", "",
            "func rpanic(v int) int {",
            "\tvar m map[int]int",
            "\tvar x interface{} = v",
            "\tz := v - v",
            "\tswitch (v%%%d + %d) %% %d {" % (KINDS + 3, KINDS + 3, KINDS + 3),
            "\tcase 0:", "\t\tpanic(v)",
            "\tcase 1:", '\t\tpanic("s" + string(rune(\'a\'+(v%26+26)%26)))',
            "\tcase 2:", "\t\tpanic(rerr(v))",
            "\tcase 3:", "\t\tpanic(float64(v) / 4)",
            "\tcase 4:", "\t\tpanic(P{v, v / 3})",
            "\tcase 5:", "\t\treturn tab[(v%5+5)%5+5]",
            "\tcase 6:", "\t\treturn v / z",
            "\tcase 7:", "\t\tm[v] = 1",
            "\tcase 8:", "\t\treturn len(x.(string))",
            "\t}",
            "\treturn v %% %d" % m,
            "}", "",
            "type rfixer int", "",
            "func (k rfixer) fix(r *int) {",
            "\trsee(int(k), r, recover())",
            "}", "",
            "type rfixI interface{ fix(r *int) }", "",
            "func rtryv(id, v int) (r int) {",
            "\tvar ff func(int, *int) = rfix",
            "\tvar fi rfixI = rfixer(id)",
            "\tfm := rfixer(id).fix",
            "\tswitch (v%3 + 3) % 3 {",
            "\tcase 0:",
            "\t\tdefer ff(id, &r)",
            "\tcase 1:",
            "\t\tdefer fi.fix(&r)",
            "\tdefault:",
            "\t\tdefer fm(&r)",
            "\t}",
            "\tr = v",
            "\treturn rpanic(v + 5)",
            "}", "",
            "func rtry(id, v int) (r int) {",
            "\tdefer rfix(id, &r)",
            "\tr = v",
            "\treturn rpanic(v)",
            "}", "",
            "func rawait(v int) int {",
            "\tif v%3 != 0 {",
            "\t\tcoroSuspend()",
            "\t}",
            "\tw := rpanic(v)",
            "\tif v%2 == 0 {",
            "\t\tcoroSuspend()",
            "\t}",
            "\treturn w",
            "}", "",
            "func rtrya(id, v int) (r int) {",
            "\tdefer rfix(id, &r)",
            "\tr = v",
            "\treturn rawait(v+2) + 1",
            "}", "",
            "func rtryb(id, v int) (r int) {",
            "\tdefer rfix(id, &r)",
            "\tr = v",
            "\tr = rawait(v+3) - rawait(v+4)",
            "\treturn",
            "}", "",
            "func rnext(v int) int {",
            "\tw := rawait(v*0 + 22) // never panics (22 % 13 = 9: no case), suspends twice",
            "\treturn rpanic(v + w%2)",
            "}", "",
            "func rtryn(id, v int) (r int) {",
            "\tdefer rfix(id, &r)",
            "\tr = v",
            "\treturn rnext(v + 5)",
            "}", "",
            "func rlate(v int) {",
            "\tcoroSuspend()",
            "\trpanic(v)",
            "}", "",
            "func rtryd(id, v int) (r int) {",
            "\tdefer rfix(id, &r)",
            "\tdefer rlate(v + 6)",
            "\tr = v",
            "\tif v%2 == 1 {",
            "\t\tcoroSuspend()",
            "\t}",
            "\treturn v + 1",
            "}", "",
            "func rexitDeep(v int, out *int) {",
            "\tdefer func() { *out = *out*5 + 2 }()",
            "\tif v%3 == 0 {",
            "\t\tcoroSuspend()",
            "\t}",
            "\tif (v%4+4)%4 != 3 {",
            "\t\truntime.Goexit()",
            "\t}",
            "\t*out += 7",
            "}", "",
            "func rexit(v int, out *int) {",
            "\tdefer func() {",
            "\t\t*out = *out*3 + 1",
            "\t\tif recover() != nil {",
            "\t\t\t*out += 100",
            "\t\t}",
            "\t}()",
            "\tif v%2 == 0 {",
            "\t\tcoroSuspend()",
            "\t}",
            "\trexitDeep(v, out)",
            "\t*out += 1000",
            "}", "",
            "func rtryx(id, v int) (r int) {",
            "\tvar wg sync.WaitGroup",
            "\twg.Add(1)",
            "\tout := v % 1000",
            "\tgo func() {",
            "\t\tdefer wg.Done()",
            "\t\trexit(v, &out)",
            "\t}()",
            "\twg.Wait()",
            '\tprintln(id, "goexit:", out)',
            "\treturn out %% %d" % m,
            "}", "",
            "func rtryc(id, v int) (r int) {",
            "\tdefer rfix(id, &r)",
            "\tr = v",
            "\tif v%2 == 0 {",
            "\t\tcoroSuspend()",
            "\t}",
            "\tr = rpanic(v + 1)",
            "\treturn r",
            "}", "",
        ]
