#!/usr/bin/env python3
"""gen.py - a seeded random generator of Go programs in the subset corogo compiles, for differential
testing against the reference Go toolchain (difftest.py runs them, reduce.py minimises failures).

The same seed always gives the same program (random.Random(seed), no other input). A program is a
set of functions f0..fN (and methods of the struct type P) that all take `d, id int` first: every
call passes `d-1` and every function starts with `if d <= 0 { return ... }`, so recursion, mutual
recursion and any call graph terminate; goroutine bodies g1..gK(id) and main declare `const d`.
Suspends (`coroSuspend()`) are conditional, so callers of every kind become tainted. Integer values
stay within +-10007 (every arithmetic result is reduced `% 10007`, divisors are `x%5+6`, indices
`(x%3+3)%3`), so 32-bit corogo ints and 64-bit Go ints agree. Every println starts with the id of
the goroutine that runs it (0 for main): difftest.py compares output grouped by that first field,
because the interleaving of goroutines is scheduling order, which the programs may not depend on.
Goroutines share no mutable state (`slot[id]` is a goroutine's own global; `tab` is read-only).

Extending: each construct is one method. Statements are `stmt_<name>(self, fn)` methods listed
in STMTS with a weight, expressions of a type are `expr_<type>_<name>(self, fn, depth)` methods
listed in EXPRS[<type>]; a new type needs a zero/base value in `base_value` and a way to fold a
value into `acc` in `fold`. A construct returns None when it does not apply in the current scope
and the generator picks another one.

    gen.py SEED [--size small|medium|large]    print the program for SEED
"""
import argparse
import random
import sys

from gen_recover import RECOVER_STMTS, RecoverGen
from gen_escape import ESC_STMTS, Escape
import gen_escape
from gen_lang import LANG_CALL_EXPRS, LANG_INT_EXPRS, LANG_STMTS, LangGen
from gen_lang import M as LANG_M
from gen_alloc import ALLOC_STMTS, AllocGen
import gen_alloc
from gen_generic import GEN_STMTS, GenericGen
from gen_generic import M as GEN_M
import gen_strconv
import gen_shape
import gen_iflow
import gen_fmt
from gen_conc import ConcGen
import gen_conc

M = 10007  # every int value stays strictly inside (-M, M)

INT, BOOL, STR, P, ARR, PP, SL = "int", "bool", "string", "P", "[3]int", "*P", "[]int"
FL = "float64"  # local variables and expressions only (no parameters or results)
CX = "complex128"  # likewise
FLITS = ["0.5", "1.5", "0.1", "2.25", "3", "1e3", "0.001", "7.75", "1e-7", "100.125"]  # never 0
IT = "I"  # the generated interface type (interfaces section of Gen)
IFACE_PROB = 0.4  # the share of programs that use interfaces
MR = "(int, bool)"  # a function result only: `v, b := f(...)`
SLOTS = 1000  # goroutine ids (main 0, 1..9, children id*10+k) index the global slot[SLOTS]
assert (gen_escape.M, gen_escape.SLOTS, gen_escape.INT) == (M, SLOTS, INT)
assert (gen_alloc.M, gen_alloc.SLOTS) == (M, SLOTS)
assert gen_conc.M == M

SIZES = {
    # functions, methods, depth d, goroutine targets, goroutines, statements per block,
    # nesting, expression depth, call budget (estimated calls per program), println budget
    "small": dict(funcs=(2, 4), methods=(0, 2), depth=(2, 3), gtargets=(1, 2), goroutines=(1, 3),
                  stmts=(2, 4), nest=2, edepth=2, calls=300, prints=60),
    "medium": dict(funcs=(3, 6), methods=(1, 3), depth=(2, 4), gtargets=(1, 3), goroutines=(1, 4),
                   stmts=(2, 5), nest=2, edepth=3, calls=1500, prints=120),
    "large": dict(funcs=(4, 9), methods=(1, 4), depth=(3, 5), gtargets=(2, 4), goroutines=(2, 6),
                  stmts=(3, 7), nest=3, edepth=3, calls=6000, prints=300),
}


class Var:
    def __init__(self, name, ty, mutable=True):
        self.name, self.ty, self.mutable, self.used = name, ty, mutable, False
        self.n = 0  # the length of a slice
        self.pinned = False  # a P whose address is taken: calls may change it (see Gen.expr)
        self.loopvar = False  # declared by a for/range statement (Go 1.19: one per loop)
        self.callonly = False  # a func value bound to a literal its function only calls (owner)
        self.named = False    # a func value holding named functions only (may go to goroutines)
        self.owner = None


class Func:
    """A generated function or method: `name(d, id int, params...) result`."""

    def __init__(self, name, params, result, recv=None):
        self.name, self.params, self.result, self.recv = name, params, result, recv
        self.lines = []       # body, indented one tab per level
        self.calls = []       # (callee name, multiplicity) of the calls it makes at d-1
        self.prints = 0       # println statements, weighted by loop multiplicity
        self.scopes = []      # list of lists of Var
        self.indent = 1
        self.mult = 1         # product of the iteration counts of the enclosing loops
        self.nest = 0
        self.is_main = False
        self.spawns = 0       # go statements of a goroutine body (children's ids id*10+k)
        self.chans = 0        # channel statements (each makes channels: the arena is not collected)


# ================================================================ func values and closures
# (issue #13) One block: the types, Lit (a function literal being generated), the mixin FuncValues
# (Gen's methods for them) and, after the tables at the end of the file, their entries (FV_STMTS,
# FV_EXPRS). A program has them with probability FV_PROB; then some functions f get the func value
# signature `(d, id, a int) int`, leaf functions lfN (never suspending) have it too, some functions
# get a parameter `h func(int, int, int) int` or `s FS`, and the statements and expressions below
# use them. Calls through func values pass `d-1` like every call.
#
# Invariants (beside Gen's): a literal never assigns a variable it captures, except one called where
# it stands (a statement: its body runs as a block of the enclosing one) and the private counters
# below (variables no other statement can see while the closure is reachable), so no call can change
# a variable a statement reads. A literal that outlives its iteration (escaping: stored, passed,
# returned) captures no loop variable: Go 1.19, the oracle, has one variable per loop, corogo Go
# 1.22's one per iteration. Values that cross goroutines are named functions only (`go fv(...)`),
# `go func(id, k int) {...}(...)` captures nothing. What allocates (escaping literals and the boxes
# of what they capture, counters, slice literals) stays in goroutine bodies and main, a few times.

FN = "func(int, int, int) int"  # (d, id, a) -> int, like `func f(d, id int, a int) int`
FS = "FS"        # struct { f FT; k int }
FA = "[2]FT"     # an array of func values (declared as [2]FT or [2]func(int, int, int) int)
FSL = "[]FT"     # a slice of them (of an array, or a slice literal)
CF = "func(int) int"  # a counter: the closure mkcN returns, with captured state
FN2 = "func(int, int, int) (int, bool)"  # two results, like `func f(d, id int, a int) (int, bool)`
FV_TYPES = (FN, FS, FA, FSL, CF, FN2)
FV_PROB = 0.5
MAIN_GO_ID = 7   # main's go of literals and func values: ids 7, 8, 9 (its go gK(i) use 1..6)


class Lit(Func):
    """A function literal generated inside parent (a Func or a Lit). Its lines go into the
    enclosing function's; its scopes begin with the enclosing ones (what it may capture). kind:
    'stand' (a statement `func(...) {...}(...)` or an expression called where it stands: it may assign
    the enclosing variables; its calls count as the enclosing function's), 'callonly' (bound to a
    variable its function only calls, or called where it stands with `d-1`), 'escaping', 'go' (sees
    no enclosing variable). frozen: vars_of(mutable=True) skips the scopes below it; hide: it skips
    the loop variables of the scopes below it."""

    def __init__(self, gen, parent, kind):
        Func.__init__(self, gen.fresh("lit"), [], None)
        self.parent, self.kind = parent, kind
        self.lines = parent.lines
        self.indent = parent.indent + 1
        self.nest = parent.nest + 1
        n = len(parent.scopes)
        if kind == "go":
            self.scopes, self.frozen, self.hide = [[]], 0, 0
        else:
            self.scopes = list(parent.scopes) + [[]]
            self.frozen = getattr(parent, "frozen", 0) if kind == "stand" else n
            self.hide = n if kind == "escaping" else getattr(parent, "hide", 0)
        self.inline = kind in ("stand", "go")
        if self.inline:
            self.calls, self.mult = parent.calls, parent.mult


class Factory:
    """A package-level function generated for func values: mkcN (returns a counter), mkfN (returns
    a func value)."""

    def __init__(self, name, lines, calls=(), prints=0):
        self.name, self.lines, self.calls, self.prints = name, lines, list(calls), prints


class FuncValues:
    # ------------------------------------------------------------ setup and bookkeeping
    def fv_prepare(self):
        """Per attempt, after the functions' signatures are drawn, before their bodies."""
        self.fv = self.chance(FV_PROB)
        self.pseudo, self.fv_escaping, self.kfuncs = [], [], []
        self.counters, self.mkfs = [], []
        self.uses_rep = False
        self.fvnames, self.fv2names = [], []
        self.glit = self.ftab = None
        if not self.fv:
            return
        for f in self.funcs:
            r = self.rng.random()
            if r < 0.3:
                f.params, f.result = [("a", INT)], INT
            elif r < 0.36:
                f.params, f.result = [("a", INT)], MR
            elif r < 0.5:
                f.params = f.params + [("h", FN)]
            elif r < 0.58:
                f.params = f.params + [("s", FS)]
        for i in range(self.rng.randint(1, 2)):
            self.kfuncs.append(self.leaf("lf%d" % i))
        sigs = [f for f in self.funcs if f.params == [("a", INT)] and f.result == INT] + self.kfuncs
        if self.chance(0.4):  # a package-level function literal (main.glob..func1)
            self.glit = Func("glit", [("a", INT)], INT)
            self.glit.text = "var glit = func(d, id, x int) int {\n%s\treturn (x*%d + d) %% %d\n}\n" % (
                "\tif x%%2 == %d {\n\t\tcoroSuspend()\n\t}\n" % self.rng.randint(0, 1) if self.chance(0.6) else "",
                self.rng.randint(1, 9), M)
            self.pseudo.append(self.glit)
            sigs.append(self.glit)
        if self.chance(0.4):  # a read-only package-level table (goroutines share it)
            elems = self.kfuncs + ([self.glit] if self.glit else [])
            self.ftab = Var("ftab", FA, mutable=False)
            self.ftab.n = 2
            self.ftab.text = "var ftab = [2]FT{%s, %s}\n" % (self.rng.choice(elems).name, self.rng.choice(elems).name)
        self.fvnames = self.rng.sample(sigs, self.rng.randint(1, len(sigs)))
        lg = Func("lg0", [("a", INT)], MR)  # a two-result leaf
        lg.lines = ["\treturn (a*%d + d) %% %d, a%%2 == %d" % (self.rng.randint(1, 5), M, self.rng.randint(0, 1))]
        self.kfuncs.append(lg)
        self.fv2names = [f for f in self.funcs if f.params == [("a", INT)] and f.result == MR] + [lg]

    def leaf(self, name):
        """lfN(d, id, a int) int: no call, no suspend (a target that cannot suspend)."""
        k = Func(name, [("a", INT)], INT)
        k.scopes = [[]]
        self.declare(k, "a", INT)
        if self.chance(0.4):
            k.lines.append("\tif a%%%d == 0 {" % self.rng.randint(2, 3))
            k.lines.append('\t\tprintln(id, "%s", a, d)' % name)
            k.lines.append("\t}")
            k.prints = 1
        k.lines.append("\treturn %s" % self.expr(k, INT, 2, calls=False))
        return k

    def fnany(self):
        """The functions a call through a func value may reach (for the size budget): "FNANY" for
        the type FN, "FNANY2" for FN2."""
        return {"FNANY": [f.name for f in self.fvnames + self.fv_escaping],
                "FNANY2": [f.name for f in self.fv2names]}

    def fv_record(self, fn, v=None):
        """A call through a func value: through a bound literal, that literal; else any."""
        if v is not None and v.callonly:
            self.record_call(fn, v.lit)
        else:
            fn.calls.append(("FNANY", fn.mult))

    def finish_lit(self, lit):
        if lit.inline:
            lit.parent.prints += lit.prints
        else:
            self.pseudo.append(lit)

    def top(self, fn):
        while isinstance(fn, Lit):
            fn = fn.parent
        return fn

    def alloc_ok(self, fn):
        """May this point allocate (arena: not collected)? Goroutine bodies and main (outside loops
        of more than 3 iterations), in literals called where they stand, at most 4 times a body."""
        while isinstance(fn, Lit):
            if fn.kind != "stand":
                return False
            fn = fn.parent
        return (fn in self.gfuncs or fn.is_main) and fn.mult <= 3 and getattr(fn, "allocs", 0) < 4

    def take_alloc(self, fn):
        t = self.top(fn)
        t.allocs = getattr(t, "allocs", 0) + 1

    def go_ok(self, fn):
        return (fn in self.gfuncs or fn.is_main) and not fn.nest and fn.mult == 1 and fn.spawns < 3

    def go_id(self, fn):
        fn.spawns += 1
        if fn.is_main:
            return str(MAIN_GO_ID - 1 + fn.spawns)
        return "id*10 + %d" % fn.spawns

    def fv_type(self):
        return self.rng.choice(["FT", FN])

    def fv_fold(self, fn, v):
        """Go rejects unused variables: fold one of the func value types into acc."""
        if v.ty in (FN, FN2):
            self.open_block(fn, "if %s %s nil" % (v.name, self.rng.choice(["==", "!="])))
            self.emit(fn, "acc = (acc + 1) %% %d" % M)
            self.close_block(fn)
        elif v.ty == FS:
            self.emit(fn, "acc = (acc + %s.k) %% %d" % (v.name, M))
        elif v.ty in (FA, FSL):
            self.emit(fn, "acc = (acc + len(%s)) %% %d" % (v.name, M))
        else:
            self.emit(fn, "_ = %s" % v.name)

    # ------------------------------------------------------------ func value expressions
    def fv_refs(self, fn, callable_only):
        refs = []
        for v in self.vars_of(fn, FN):
            if v.callonly and not (callable_only and v.owner is fn):
                continue
            refs.append((v, ""))
        refs += [(v, "f") for v in self.vars_of(fn, FS)]
        refs += [(v, "i") for v in self.vars_of(fn, FA) + self.vars_of(fn, FSL)]
        if self.ftab and (not refs or self.chance(0.3)):
            refs.append((self.ftab, "i"))
        return refs

    def fv_ref(self, fn, calls, callable_only=False):
        """A func value in scope: (text, Var) or (None, None): a variable, s.f, fa[i]."""
        refs = self.fv_refs(fn, callable_only)
        if not refs:
            return None, None
        v, form = self.rng.choice(refs)
        name = self.use(v)
        if form == "f":
            return name + ".f", v
        if form == "i":
            return "%s[%s]" % (name, self.index(fn, v.n, calls)), v
        return name, v

    def expr_fn_name(self, fn, depth, calls):
        return self.rng.choice(self.fvnames).name if self.fv else None

    def expr_fn_var(self, fn, depth, calls):
        return self.fv_ref(fn, calls)[0]

    def expr_fn_fnlit(self, fn, depth, calls):
        if not self.fv or not self.alloc_ok(fn):
            return None
        self.take_alloc(fn)
        return self.fn_lit_line(fn, "escaping", depth)

    def expr_fn_mkf(self, fn, depth, calls):
        """A func value returned by a function: mkfN(k) (a named function or a literal capturing k)."""
        if not self.fv or not calls or not self.alloc_ok(fn):
            return None
        self.take_alloc(fn)
        return "%s(%s)" % (self.mkf().name, self.expr(fn, INT, depth, calls))

    def fn_lit_line(self, fn, kind, depth, calls=None):
        """`func(d, id, xN int) int { return E }` (E may capture, call, read)."""
        lit = Lit(self, fn, kind)
        x = self.fresh("x")
        self.declare(lit, x, INT)
        saved = self.calls_mode
        self.calls_mode = self.chance(0.7) if calls is None else calls
        e = self.expr(lit, INT, max(depth, 0) + 1)
        self.calls_mode = saved
        self.finish_lit(lit)
        if kind == "escaping":
            self.fv_escaping.append(lit)
        return "func(d, id, %s int) int { return %s }" % (x, e)

    def expr_fs_lit(self, fn, depth, calls):
        f, k = self.expr(fn, FN, depth, calls), self.expr(fn, INT, depth, calls)
        if self.chance(0.3):
            return "FS{%s, %s}" % (f, k)
        return "FS{f: %s, k: %s}" % (f, k)

    def expr_fs_var(self, fn, depth, calls):
        vs = self.vars_of(fn, FS)
        return self.use(self.rng.choice(vs)) if vs else None

    # calls through func values (int expressions)
    def expr_int_fvcall(self, fn, depth, calls):
        if not self.fv or not calls:
            return None
        if self.chance(0.15):
            return self.lit_call(fn, depth)
        if self.chance(0.1) and self.alloc_ok(fn):  # call the func value a call returns
            self.take_alloc(fn)
            fn.calls.append(("FNANY", fn.mult))
            return "%s(%s)(d-1, id, %s)" % (self.mkf().name, self.expr(fn, INT, depth, calls),
                                            self.expr(fn, INT, depth, calls))
        ref, v = self.fv_ref(fn, calls, callable_only=True)
        if ref is None:
            return None
        self.fv_record(fn, v)
        return "%s(d-1, id, %s)" % (ref, self.expr(fn, INT, depth, calls))

    def lit_call(self, fn, depth):
        """A literal called where it stands: with `d-1` like a function, or capturing d."""
        if self.chance(0.5):
            lit = self.fn_lit_line(fn, "callonly", depth, calls=True)
            self.record_call(fn, self.pseudo[-1])
            return "%s(d-1, id, %s)" % (lit, self.expr(fn, INT, depth, True))
        lit = Lit(self, fn, "stand")
        x = self.fresh("x")
        self.declare(lit, x, INT)
        e = self.expr(lit, INT, depth + 1, True)
        self.finish_lit(lit)
        return "func(%s int) int { return %s }(%s)" % (x, e, self.expr(fn, INT, depth, True))

    def expr_int_cnt(self, fn, depth, calls):
        """A call of a counter (owned by this function: the closure's calls are counted here)."""
        if not self.fv or not calls:
            return None
        vs = [v for v in self.vars_of(fn, CF) if v.owner is fn]
        if not vs:
            return None
        v = self.rng.choice(vs)
        self.count_call(fn, v.fact)
        return "%s(%s)" % (self.use(v), self.expr(fn, INT, depth, calls))

    def count_call(self, fn, fact, times=1):
        for c in fact.calls:
            fn.calls.append((c, fn.mult * times))
        fn.prints += fact.prints * fn.mult * times

    def expr_bool_fvnil(self, fn, depth, calls):
        if not self.fv:
            return None
        ref = self.fv_ref(fn, calls)[0]
        if ref is None:
            return None
        if self.chance(0.2):
            return "nil %s %s" % (self.rng.choice(["==", "!="]), ref)
        return "%s %s nil" % (ref, self.rng.choice(["==", "!="]))

    # ------------------------------------------------------------ package-level helpers
    def mkf(self):
        """mkfN(k int) FT: a named function, or a literal capturing k that may suspend."""
        if self.mkfs and (len(self.mkfs) >= 2 or self.chance(0.6)):
            return self.rng.choice(self.mkfs)
        name = "mkf%d" % len(self.mkfs)
        lines = ["func %s(k int) %s {" % (name, self.fv_type())]
        if self.chance(0.4):  # a suspending function that returns a func value
            lines += ["\tif k%2 == 0 {", "\t\tcoroSuspend()", "\t}"]
        lines += ["\tif k%%3 == %d {" % self.rng.randint(0, 2),
                 "\t\treturn %s" % self.rng.choice(self.fvnames).name, "\t}",
                 "\treturn func(d, id, x int) int {"]
        if self.chance(0.6):
            lines += ["\t\tif (x+k)%%2 == %d {" % self.rng.randint(0, 1), "\t\t\tcoroSuspend()", "\t\t}"]
        lines += ["\t\treturn (x*%d + k + d) %% %d" % (self.rng.randint(1, 9), M), "\t}", "}", ""]
        f = Factory(name, lines)
        self.mkfs.append(f)
        return f

    def counter_factory(self):
        """mkcN(d, id, s int) func(int) int: a closure over n (and a channel) that changes n,
        across suspends, a channel operation, a helper goroutine or a call."""
        if self.counters and (len(self.counters) >= 2 or self.chance(0.5)):
            return self.rng.choice(self.counters)
        name = "mkc%d" % len(self.counters)
        form = self.rng.randint(0, 3)
        lines = ["func %s(d, id, s int) func(int) int {" % name, "\tn := s"]
        if form == 1:
            lines.append("\tq := make(chan int, 1)")
        if self.chance(0.3):
            lines += ["\tif s%2 == 0 {", "\t\tcoroSuspend()", "\t}"]
        lines += ["\treturn func(k int) int {", "\t\tn = (n*3 + k) %% %d" % M]
        calls = []
        if form == 0:
            lines += ["\t\tif (n+k)%%2 == %d {" % self.rng.randint(0, 1), "\t\t\tcoroSuspend()", "\t\t}",
                      "\t\tn = (n + %d) %% %d" % (self.rng.randint(1, 9), M)]
        elif form == 1:
            lines += ["\t\tq <- n", "\t\tcoroSuspend()", "\t\tn = (<-q + k*5) %% %d" % M]
        elif form == 2:
            self.uses_chsend = True
            lines += ["\t\tc := make(chan int)", "\t\tgo chsend(c, n, %d)" % self.rng.randint(1, 3),
                      "\t\tfor v := range c {", "\t\t\tn = (n*3 + v) %% %d" % M, "\t\t}"]
        else:
            f = self.rng.choice(self.fvnames)
            calls.append(f.name)
            lines += ["\t\tn = (n + %s(d-1, id, k)) %% %d" % (f.name, M)]
        prints = 0
        if self.chance(0.3):
            lines.append('\t\tprintln(id, "%s", n)' % name)
            prints = 1
        lines += ["\t\treturn n", "\t}", "}", ""]
        f = Factory(name, lines, calls, prints)
        self.counters.append(f)
        return f

    def fv_decls(self):
        """The package-level declarations the program's func values need."""
        if not self.fv:
            return []
        out = ["type FT %s" % FN, "", "type FS struct {", "\tf FT", "\tk int", "}", ""]
        for g in (self.glit, self.ftab):
            if g:
                out.append(g.text)
        for f in self.mkfs + self.counters:
            out += f.lines
        if self.uses_rep:
            out += ["func rep(n int, g func(int)) {", "\tfor i := 0; i < n; i++ {", "\t\tg(i)", "\t}", "}", ""]
        return out

    # ------------------------------------------------------------ statements
    def stmt_fv_decl(self, fn):
        """fvN := <func value> (a function, a variable's, a literal, mkfN(k)), maybe reassigned."""
        if not self.fv:
            return False
        names = {f.name for f in self.fvnames}
        e = self.expr(fn, FN, 1)
        v = self.declare(fn, self.fresh("fv"), FN)
        form = self.rng.randint(0, 2)
        if form == 0:
            self.emit(fn, "%s := %s" % (v.name, e))
        else:
            self.emit(fn, "var %s %s = %s" % (v.name, "FT" if form == 1 else FN, e))
        v.named = e in names
        if self.chance(0.4):
            cond = self.expr(fn, BOOL, 1)
            e2 = self.expr(fn, FN, 1)
            self.open_block(fn, "if " + cond)
            self.emit(fn, "%s = %s" % (v.name, e2))
            self.close_block(fn)
            v.named = v.named and e2 in names

    def stmt_fv_assign(self, fn):
        """Assign a func value to a variable, a struct field or an element."""
        if not self.fv:
            return False
        cands = [v for v in self.vars_of(fn, FN, mutable=True) if not v.callonly]
        cands += self.vars_of(fn, FS, mutable=True) + self.vars_of(fn, FA, mutable=True)
        cands += self.vars_of(fn, FSL, mutable=True)
        if not cands:
            return False
        v = self.rng.choice(cands)
        name = v.name if v.ty == FN else self.use(v)  # assigning a variable is no use (Go)
        if v.ty == FS:
            if self.chance(0.3):
                self.emit(fn, "%s.k = %s" % (name, self.expr(fn, INT, self.edepth())))
                return
            target = name + ".f"
        elif v.ty in (FA, FSL):
            target = "%s[%s]" % (name, self.index(fn, v.n, None))
        else:
            target = name
        e = self.expr(fn, FN, 1)
        v.named = v.named and e in {f.name for f in self.fvnames}
        self.emit(fn, "%s = %s" % (target, e))

    def stmt_fv_call(self, fn):
        if not self.fv or not self.calls_mode:
            return False
        c = self.expr_int_fvcall(fn, self.edepth(), True)
        if c is None:
            return False
        if self.chance(0.3):
            self.emit(fn, c)
        else:
            self.emit(fn, "acc = (acc + %s) %% %d" % (paren(c), M))

    def stmt_fv_struct(self, fn):
        if not self.fv:
            return False
        name = self.fresh("fs")
        if self.chance(0.25):
            f, k = self.expr(fn, FN, 1), self.expr(fn, INT, 1)
            self.emit(fn, "var %s FS" % name)
            self.emit(fn, "%s.f = %s" % (name, f))
            self.emit(fn, "%s.k = %s" % (name, k))
        else:
            self.emit(fn, "%s := %s" % (name, self.expr_fs_lit(fn, 1, self.calls_mode)))
        self.declare(fn, name, FS)

    def stmt_fv_array(self, fn):
        """faN := [2]FT{...}, maybe a slice of it or a slice literal."""
        if not self.fv:
            return False
        name = self.fresh("fa")
        self.emit(fn, "%s := [2]%s{%s, %s}" % (name, self.fv_type(), self.expr(fn, FN, 1), self.expr(fn, FN, 1)))
        v = self.declare(fn, name, FA)
        v.n = 2
        if self.chance(0.5):
            sname = self.fresh("fsl")
            if self.alloc_ok(fn) and self.chance(0.4):
                self.take_alloc(fn)
                n = 3
                self.emit(fn, "%s := []%s{%s, %s, %s}" % (sname, self.fv_type(), self.expr(fn, FN, 1),
                                                          self.expr(fn, FN, 1), self.use(v) + "[1]"))
            else:
                form = self.rng.choice(["[:]", "[0:2]", "[1:]"])
                n = 1 if form == "[1:]" else 2
                self.emit(fn, "%s := %s%s" % (sname, self.use(v), form))
            self.declare(fn, sname, FSL).n = n

    def stmt_fv_range(self, fn):
        """for _, g := range <func values> { ... g(d-1, id, x) ... }"""
        if not self.fv or not self.calls_mode:
            return False
        vs = self.vars_of(fn, FA) + self.vars_of(fn, FSL)
        if vs and self.chance(0.6):
            src = self.rng.choice(vs)
            text, n = self.use(src), src.n
        else:
            text, n = "[2]%s{%s, %s}" % (self.fv_type(), self.expr(fn, FN, 1), self.expr(fn, FN, 1)), 2
        g = self.fresh("gf")
        self.open_block(fn, "for _, %s := range %s" % (g, text))
        gv = self.declare(fn, g, FN, mutable=False)
        gv.loopvar = gv.used = True
        old = fn.mult
        fn.mult *= n
        fn.calls.append(("FNANY", fn.mult))
        self.emit(fn, "acc = (acc + %s(d-1, id, %s)) %% %d" % (g, self.expr(fn, INT, 1, True), M))
        fn.mult = old
        self.inner(fn, 0, 1, n)
        self.close_block(fn)

    def stmt_fv_nil(self, fn):
        """A func value that may be nil, called only when it is not."""
        if not self.fv:
            return False
        z = self.fresh("fz")
        self.emit(fn, "var %s %s" % (z, self.fv_type()))
        self.open_block(fn, "if " + self.expr(fn, BOOL, 1))
        self.emit(fn, "%s = %s" % (z, self.expr(fn, FN, 1)))
        self.close_block(fn)
        if self.chance(0.3):
            fn.prints += fn.mult
            self.emit(fn, 'println(id, "%s nil", %s == nil)' % (fn.name, z))
        self.open_block(fn, "if %s != nil" % z if self.chance(0.7) else "if nil != %s" % z)
        fn.calls.append(("FNANY", fn.mult))
        self.emit(fn, "acc = (acc + %s(d-1, id, %s)) %% %d" % (z, self.expr(fn, INT, 1, True), M))
        self.close_scope(fn)
        fn.scopes.append([])
        fn.indent -= 1
        self.emit(fn, "} else {")
        fn.indent += 1
        self.emit(fn, "acc = (acc + %d) %% %d" % (self.rng.randint(1, 9), M))
        self.close_block(fn)

    def lit_body(self, lit, result, acc=None):
        """A literal's statements with its own acc; result: end with `return (acc + E) % M`."""
        self.emit(lit, "acc := %s" % (acc or self.rng.randint(0, 5)))
        lit.scopes.append([])
        self.declare(lit, "acc", INT).used = True
        if self.chance(0.4):
            self.stmt_suspend(lit)
        self.stmts(lit, self.rng.randint(1, 3))
        self.close_scope(lit)
        if result:
            self.emit(lit, "return (acc + %s) %% %d" % (paren(self.expr(lit, INT, 1, self.chance(0.5))), M))

    def stmt_lit_bind(self, fn):
        """hN := func(d, id, xN int) int {...}, only ever called by this function."""
        if not self.fv:
            return False
        saved = self.calls_mode
        h, x = self.fresh("h"), self.fresh("x")
        if self.chance(0.2):
            self.emit(fn, "var %s = func(d, id, %s int) int {" % (h, x))
        else:
            self.emit(fn, "%s := func(d, id, %s int) int {" % (h, x))
        lit = Lit(self, fn, "callonly")
        self.declare(lit, x, INT).used = True
        self.lit_body(lit, True)
        self.emit(fn, "}")
        self.finish_lit(lit)
        v = self.declare(fn, h, FN, mutable=False)
        v.callonly, v.owner, v.lit, v.used = True, fn, lit, True
        self.calls_mode = True
        self.record_call(fn, lit)
        self.emit(fn, "acc = (acc + %s(d-1, id, %s)) %% %d" % (h, self.expr(fn, INT, 1, True), M))
        self.calls_mode = saved

    def stmt_lit_stand(self, fn):
        """func(kN int) {...}(x) or vN := func() int {...}(): called where it stands; it may assign
        the variables it captures (it runs as a block of this function)."""
        if not self.fv:
            return False
        saved = self.calls_mode
        k = self.fresh("k") if self.chance(0.5) else None
        result = self.chance(0.4)
        v = self.fresh("v") if result else None
        head = "func(%s)%s {" % ("%s int" % k if k else "", " int" if result else "")
        self.emit(fn, ("%s := " % v if result else "") + head)
        lit = Lit(self, fn, "stand")
        if k:
            self.declare(lit, k, INT)
        self.stmts(lit, self.rng.randint(1, 3))
        self.close_scope(lit)
        if result:
            self.emit(lit, "return (acc + %s) %% %d" % (paren(self.expr(lit, INT, 1, self.chance(0.5))), M))
        self.calls_mode = saved
        self.emit(fn, "}(%s)" % (self.expr(fn, INT, 1) if k else ""))
        self.finish_lit(lit)
        if result:
            self.declare(fn, v, INT)

    def stmt_lit_acc(self, fn):
        """A closure that changes a captured variable across a suspend (or a channel operation, or
        a call), called a few times, maybe through rep (then it escapes: its variable is boxed)."""
        if not self.fv:
            return False
        t, inc = self.fresh("t"), self.fresh("inc")
        self.emit(fn, "%s := %s" % (t, self.expr(fn, INT, 1)))
        esc = self.alloc_ok(fn) and self.chance(0.5)
        forms = ["suspend", "call"] + (["chan"] if esc else [])
        form = self.rng.choice(forms)
        if esc:
            self.take_alloc(fn)
        q = self.fresh("q")
        if form == "chan":
            self.emit(fn, "%s := make(chan int, 1)" % q)
        self.emit(fn, "%s := func(k int) {" % inc)
        self.emit(fn, "\t%s = (%s + k) %% %d" % (t, t, M))
        callee = None
        if form == "suspend":
            self.emit(fn, "\tif (%s+k)%%2 == %d {" % (t, self.rng.randint(0, 1)))
            self.emit(fn, "\t\tcoroSuspend()")
            self.emit(fn, "\t}")
        elif form == "call":
            callee = self.rng.choice(self.fvnames)
            self.emit(fn, "\t%s = (%s + %s(d-1, id, k)) %% %d" % (t, t, callee.name, M))
        else:
            self.emit(fn, "\t%s <- %s" % (q, t))
            self.emit(fn, "\tcoroSuspend()")
            self.emit(fn, "\t%s = (<-%s + k) %% %d" % (t, q, M))
        self.emit(fn, "\t%s = (%s*3 + 1) %% %d" % (t, t, M))
        self.emit(fn, "}")
        n = 0
        for _ in range(self.rng.randint(1, 2)):
            self.emit(fn, "%s(%s)" % (inc, self.expr(fn, INT, 1)))
            n += 1
        if esc:
            self.uses_rep = True
            k = self.rng.randint(1, 3)
            self.emit(fn, "rep(%d, %s)" % (k, inc))
            n += k
        if callee:
            fn.calls.append((callee.name, fn.mult * n))
        self.declare(fn, t, INT)

    def stmt_lit_go(self, fn):
        """go func(id, kN int) {...}(ID, x): a goroutine of a literal with arguments."""
        if not self.fv or not self.go_ok(fn):
            return False
        saved = self.calls_mode
        gid = self.go_id(fn)
        k = self.fresh("k")
        self.emit(fn, "go func(id, %s int) {" % k)
        lit = Lit(self, fn, "go")
        self.declare(lit, k, INT).used = True
        self.lit_body(lit, False, "%s %% 7" % k)
        lit.prints += 1
        self.emit(lit, 'println(id, "%s end", acc)' % lit.name)
        self.calls_mode = saved
        self.emit(fn, "}(%s, %s)" % (gid, self.expr(fn, INT, 1)))
        self.finish_lit(lit)

    def stmt_lit_go_wait(self, fn):
        """done := make(chan int); go func(id int) {...; done <- acc}(ID); v := <-done: the literal
        captures (and may assign) this function's variables while it waits for the goroutine."""
        if not self.fv or not self.go_ok(fn) or not self.alloc_ok(fn):
            return False
        self.take_alloc(fn)
        saved = self.calls_mode
        gid = self.go_id(fn)
        done, v = self.fresh("done"), self.fresh("v")
        self.emit(fn, "%s := make(chan int)" % done)
        self.emit(fn, "go func(id int) {")
        lit = Lit(self, fn, "stand")
        if self.chance(0.5):
            self.stmt_suspend(lit)
        self.stmts(lit, self.rng.randint(1, 3))
        self.close_scope(lit)
        self.emit(lit, "%s <- (acc + %s) %% %d" % (done, paren(self.expr(lit, INT, 1, self.chance(0.5))), M))
        self.calls_mode = saved
        self.emit(fn, "}(%s)" % gid)
        self.finish_lit(lit)
        self.emit(fn, "%s := <-%s" % (v, done))
        self.declare(fn, v, INT)

    def stmt_lit_rec(self, fn):
        """A recursive closure through a variable: var r FT; r = func(d, id, x int) int {... r(d-1, ...)}."""
        if not self.fv or not self.alloc_ok(fn):
            return False
        self.take_alloc(fn)
        saved = self.calls_mode
        r, x = self.fresh("rec"), self.fresh("x")
        self.emit(fn, "var %s %s" % (r, self.fv_type()))
        self.emit(fn, "%s = func(d, id, %s int) int {" % (r, x))
        lit = Lit(self, fn, "escaping")
        self.declare(lit, x, INT).used = True
        self.emit(lit, "if d <= 0 {")
        self.emit(lit, "\treturn %s" % x)
        self.emit(lit, "}")
        if self.chance(0.5):
            self.stmt_suspend(lit)
        self.record_call(lit, lit)
        self.emit(lit, "return (%s(d-1, id, (%s+1)%%%d)*2 + %s) %% %d" % (
            r, x, M, paren(self.expr(lit, INT, 1, True)), M))
        self.emit(fn, "}")
        self.finish_lit(lit)
        self.fv_escaping.append(lit)
        v = self.declare(fn, r, FN)
        v.used = True
        self.calls_mode = True
        fn.calls.append(("FNANY", fn.mult))
        self.emit(fn, "acc = (acc + %s(d-1, id, %s)) %% %d" % (r, self.expr(fn, INT, 1, True), M))
        self.calls_mode = saved

    def stmt_fv2(self, fn):
        """v, b := x(d-1, id, e) through a func value with two results (a function, a literal)."""
        if not self.fv or not self.calls_mode:
            return False
        vs = [v for v in self.vars_of(fn, FN2) if v.owner is fn]  # a literal's: only called here
        if vs and self.chance(0.6):
            callee = self.use(self.rng.choice(vs))
        else:
            callee = self.fresh("fw")
            lit = self.chance(0.3)
            if lit:
                e = "func(d, id, x int) (int, bool) { return (x + %s) %% %d, x > d }" % (self.rng.randint(0, 9), M)
            else:
                e = self.rng.choice(self.fv2names).name
            self.emit(fn, "%s := %s" % (callee, e))
            if not lit and self.chance(0.4):
                self.open_block(fn, "if " + self.expr(fn, BOOL, 1))
                self.emit(fn, "%s = %s" % (callee, self.rng.choice(self.fv2names).name))
                self.close_block(fn)
            v = self.declare(fn, callee, FN2)
            v.used, v.owner = True, fn
        fn.calls.append(("FNANY2", fn.mult))
        arg = self.expr(fn, INT, 1, True)
        v, b = self.declare(fn, self.fresh("v"), INT), self.declare(fn, self.fresh("b"), BOOL)
        self.emit(fn, "%s, %s := %s(d-1, id, %s)" % (v.name, b.name, callee, arg))

    def stmt_lit_chan(self, fn):
        """A closure that receives from a pipe and folds what it gets into a captured variable,
        called as a loop's condition until the pipe is closed."""
        if not self.fv or not self.chan_ok(fn):
            return False
        fn.chans += 1
        c = self.pipe(fn, self.chance(0.5))
        s, dr = self.fresh("s"), self.fresh("drain")
        self.emit(fn, "%s := 0" % s)
        self.emit(fn, "%s := func() bool {" % dr)
        if self.chance(0.5):
            body = ["v, ok := <-%s" % c, "if !ok {", "\treturn false", "}"]
        else:  # the same through a select
            body = ["var v int", "select {", "case w, ok := <-%s:" % c, "\tif !ok {", "\t\treturn false",
                    "\t}", "\tv = w", "}"]
        for line in body + ["%s = (%s*3 + v) %% %d" % (s, s, M), "return true"]:
            self.emit(fn, "\t" + line)
        self.emit(fn, "}")
        self.emit(fn, "for %s() {" % dr)
        if self.chance(0.5):
            self.emit(fn, "\tcoroSuspend()")
        self.emit(fn, "}")
        self.declare(fn, s, INT)

    def stmt_fv_go(self, fn):
        """go <func value>(d-1, ID, x) of named functions only (a variable, an element, a field)."""
        if not self.fv or not self.go_ok(fn):
            return False
        names = [f.name for f in self.fvnames]
        vs = [v for v in self.vars_of(fn, FN) if getattr(v, "named", False) and not v.callonly]
        r = self.rng.random()
        if vs and r < 0.4:
            callee = self.use(self.rng.choice(vs))
        elif r < 0.7:
            callee = self.fresh("gv")
            self.emit(fn, "%s := %s" % (callee, self.rng.choice(names)))
            if self.chance(0.5):
                self.open_block(fn, "if " + self.expr(fn, BOOL, 1))
                self.emit(fn, "%s = %s" % (callee, self.rng.choice(names)))
                self.close_block(fn)
        elif r < 0.85:
            callee = "[2]%s{%s, %s}[%s]" % (self.fv_type(), self.rng.choice(names), self.rng.choice(names),
                                            self.index(fn, 2, self.calls_mode))
        else:
            callee = "FS{f: %s}.f" % self.rng.choice(names)
        gid = self.go_id(fn)
        fn.calls.append(("FNANY", fn.mult))
        self.emit(fn, "go %s(d-1, %s, %s)" % (callee, gid, self.expr(fn, INT, 1)))

    def stmt_counter(self, fn):
        """cN := mkcN(d, id, x): an escaping closure with captured state, called a few times."""
        if not self.fv or not self.alloc_ok(fn):
            return False
        self.take_alloc(fn)
        fact = self.counter_factory()
        saved = self.calls_mode
        self.calls_mode = True
        c = self.fresh("cnt")
        self.emit(fn, "%s := %s(d, id, %s)" % (c, fact.name, self.expr(fn, INT, 1)))
        v = self.declare(fn, c, CF, mutable=False)
        v.owner, v.fact, v.used = fn, fact, True
        self.count_call(fn, fact)
        self.emit(fn, "acc = (acc + %s(%s)) %% %d" % (c, self.expr(fn, INT, 1), M))
        self.calls_mode = saved


class Gen(FuncValues, RecoverGen, Escape, LangGen, AllocGen, GenericGen, ConcGen):
    def __init__(self, seed, size="small", fmt=False, shapes=True, iflow=False):
        self.seed = seed
        self.fmt, self.shapes, self.iflow = fmt, shapes, iflow
        self.rng = random.Random(seed)
        self.cfg = SIZES[size]
        self.counter = 0
        self.calls_mode = True

    # ---------------------------------------------------------------- helpers
    def pick(self, weighted):
        """weighted: list of (weight, value)."""
        total = sum(w for w, _ in weighted)
        r = self.rng.uniform(0, total)
        for w, v in weighted:
            r -= w
            if r <= 0:
                return v
        return weighted[-1][1]

    def chance(self, p):
        return self.rng.random() < p

    def rint(self, lo_hi):
        return self.rng.randint(*lo_hi)

    def fresh(self, prefix):
        self.counter += 1
        return "%s%d" % (prefix, self.counter)

    def emit(self, fn, line):
        fn.lines.append("\t" * fn.indent + line)

    def vars_of(self, fn, ty, mutable=False):
        """In a function literal (Lit), mutable=True skips the scopes it may not assign (frozen) and
        loop variables it may not capture (hide)."""
        out = []
        frozen, hide = getattr(fn, "frozen", 0), getattr(fn, "hide", 0)
        for k, scope in enumerate(fn.scopes):
            for v in scope:
                if v.ty == ty and (v.mutable or not mutable):
                    if (mutable and k < frozen) or (v.loopvar and k < hide):
                        continue
                    out.append(v)
        return out

    def use(self, v):
        v.used = True
        return v.name

    def declare(self, fn, name, ty, mutable=True):
        v = Var(name, ty, mutable)
        fn.scopes[-1].append(v)
        return v

    def open_block(self, fn, header):
        self.emit(fn, header + " {")
        fn.indent += 1
        fn.scopes.append([])

    def close_block(self, fn, trailer="}"):
        self.close_scope(fn)
        fn.indent -= 1
        self.emit(fn, trailer)

    def close_scope(self, fn):
        """Every variable must be used (Go rejects unused ones): fold the unused into acc."""
        for v in fn.scopes[-1]:
            if not v.used:
                self.fold(fn, v)
        fn.scopes.pop()

    def fold(self, fn, v):
        v.used = True
        if v.ty in FV_TYPES:
            self.fv_fold(fn, v)
        elif v.ty == INT:
            self.emit(fn, "acc = (acc + %s) %% %d" % (v.name, M))
        elif v.ty == BOOL:
            self.open_block(fn, "if %s" % v.name)
            self.emit(fn, "acc = (acc + 1) %% %d" % M)
            self.close_block(fn)
        elif v.ty == P:
            self.emit(fn, "acc = (acc + %s.a + %s.b) %% %d" % (v.name, v.name, M))
        elif v.ty == ARR:
            self.emit(fn, "acc = (acc + %s[0] + %s[2]) %% %d" % (v.name, v.name, M))
        elif v.ty == STR:
            self.emit(fn, "acc = (acc + len(%s)) %% %d" % (v.name, M))
        elif v.ty == PP:
            self.emit(fn, "acc = (acc + %s.a) %% %d" % (v.name, M))
        elif v.ty == SL:
            self.emit(fn, "acc = (acc + %s[0] + len(%s)) %% %d" % (v.name, v.name, M))
        elif v.ty == FL:
            self.uses_fint = True
            self.emit(fn, "acc = (acc + fint(%s)) %% %d" % (v.name, M))
        elif v.ty == CX:
            self.uses_fint = True
            self.emit(fn, "acc = (acc + fint(real(%s)) + fint(imag(%s))) %% %d" % (v.name, v.name, M))
        else:
            self.emit(fn, "_ = %s" % v.name)

    def base_value(self, fn, ty):
        """A value of type ty without calls (for base cases and returns)."""
        return self.expr(fn, ty, 0, calls=False)

    # ---------------------------------------------------------------- expressions
    def expr(self, fn, ty, depth, calls=None):
        """An expression of type ty. Go leaves unspecified when a plain read (of a variable, a
        field, a global) happens relative to the calls of the same expression, so one statement
        either makes calls (calls true: then it reads nothing a call can change — no slot[id], no
        field of a *P or of a pinned P) or reads those (calls false: then it makes no call).
        calls None: the current statement's choice (self.calls_mode)."""
        if calls is None:
            calls = self.calls_mode
        choices = []
        for w, name in EXPRS[ty]:
            if not calls and name in CALL_EXPRS:
                continue
            if depth <= 0 and name in COMPOUND_EXPRS:
                continue
            choices.append((w, name))
        for _ in range(10):
            name = self.pick(choices)
            e = getattr(self, EXPR_METHOD[ty] + name)(fn, depth - 1, calls)
            if e is not None:
                return e
        for _, name in choices:  # rarely: only a few choices apply here
            e = getattr(self, EXPR_METHOD[ty] + name)(fn, depth - 1, calls)
            if e is not None:
                return e
        raise RuntimeError("no expression of type %s" % ty)

    def small(self, fn, depth, calls):
        """An int expression used as a divisor or an index source."""
        return self.expr(fn, INT, min(depth, 1), calls)

    # int
    def expr_int_lit(self, fn, depth, calls):
        return str(self.rng.randint(0, 20))

    def expr_int_var(self, fn, depth, calls):
        vs = self.vars_of(fn, INT)
        if not vs:
            return None
        return self.use(self.rng.choice(vs))

    def expr_int_d(self, fn, depth, calls):
        return self.rng.choice(["d", "id"])

    def plain(self, fn):
        """The P variables no call can change (their address is never taken)."""
        return [v for v in self.vars_of(fn, P) if not v.pinned]

    def pinned(self, fn):
        return [v for v in self.vars_of(fn, P) if v.pinned]

    def expr_int_field(self, fn, depth, calls):
        vs = self.plain(fn) if calls else self.vars_of(fn, P) + self.vars_of(fn, PP)
        if not vs:
            return None
        return "%s.%s" % (self.use(self.rng.choice(vs)), self.rng.choice("ab"))

    def expr_int_index(self, fn, depth, calls):
        vs = self.vars_of(fn, ARR)
        if not vs:
            return None
        a = self.use(self.rng.choice(vs))
        if self.chance(0.5):
            return "%s[%d]" % (a, self.rng.randint(0, 2))
        return "%s[%s]" % (a, self.index(fn, 3, calls))

    def expr_int_slice(self, fn, depth, calls):
        vs = self.vars_of(fn, SL)
        if not vs:
            return None
        v = self.rng.choice(vs)
        return "%s[%s]" % (self.use(v), self.index(fn, v.n, calls))

    def index(self, fn, n, calls):
        """An index in [0, n): a constant, or a value reduced into range."""
        if n == 1 or self.chance(0.4):
            return str(self.rng.randint(0, n - 1))
        return "(%s%%%d+%d)%%%d" % (paren(self.small(fn, 1, calls)), n, n, n)

    def expr_int_table(self, fn, depth, calls):
        return "tab[%s]" % self.index(fn, 5, calls)

    def expr_int_slot(self, fn, depth, calls):
        return None if calls else "slot[id]"

    def expr_int_len(self, fn, depth, calls):
        vs = self.vars_of(fn, ARR) + self.vars_of(fn, STR) + self.vars_of(fn, SL)
        if not vs:
            return None
        return "len(%s)" % self.use(self.rng.choice(vs))

    def expr_int_binop(self, fn, depth, calls):
        op = self.rng.choice(["+", "-", "*", "+", "-", "*", "&", "|", "^"])
        return "(%s %s %s) %% %d" % (self.operand(fn, depth, calls), op,
                                     self.operand(fn, depth, calls), M)

    def expr_int_div(self, fn, depth, calls):
        op = self.rng.choice(["/", "%"])
        return "%s %s (%s%%5 + 6)" % (self.operand(fn, depth, calls), op,
                                      self.operand(fn, depth, calls))

    def expr_int_shift(self, fn, depth, calls):
        op = self.rng.choice(["<<", ">>"])
        return "(%s %s (%s & 3)) %% %d" % (self.operand(fn, depth, calls), op,
                                           self.operand(fn, depth, calls), M)

    def expr_int_neg(self, fn, depth, calls):
        return "-%s" % self.operand(fn, depth, calls)

    def expr_int_call(self, fn, depth, calls):
        return self.call(fn, INT, depth)

    def expr_int_method(self, fn, depth, calls):
        return self.method_call(fn, INT, depth)

    def expr_int_pfield_call(self, fn, depth, calls):
        c = self.call(fn, P, depth)
        return c and "%s.%s" % (c, self.rng.choice("ab"))

    def expr_int_aindex_call(self, fn, depth, calls):
        c = self.call(fn, ARR, depth)
        return c and "%s[%d]" % (c, self.rng.randint(0, 2))

    def operand(self, fn, depth, calls):
        return paren(self.expr(fn, INT, depth, calls))

    def expr_int_fint(self, fn, depth, calls):
        """A float64 brought back to int: fint truncates it, NaN, infinities and anything outside
        +-10007 give 7 (Go leaves those conversions implementation-defined)."""
        self.uses_fint = True
        return "fint(%s)" % self.expr(fn, FL, depth, calls)

    def expr_int_vsum(self, fn, depth, calls):
        """A variadic call: vsum(d, xs...) with 0..3 ints, or a slice variable spread; vsum may
        suspend."""
        self.uses_vsum = True
        vs = self.vars_of(fn, SL)
        if vs and self.chance(0.3):
            return "vsum(%s, %s...)" % (self.rng.choice(["d", "id"]), self.use(self.rng.choice(vs)))
        n = self.rng.randint(0, 3)
        return "vsum(%s)" % ", ".join([self.rng.choice(["d", "id"])] +
                                      [self.expr(fn, INT, depth, calls) for _ in range(n)])

    # float64: IEEE operations are correctly rounded on both sides (soft float here, SSE without
    # FMA fusion in gc on amd64), so any + - * / of float64 values prints the same; a divisor is a
    # nonzero literal or float64(d+3) (never a constant zero, which Go rejects)
    def expr_float_lit(self, fn, depth, calls):
        return self.rng.choice(FLITS)

    def expr_float_var(self, fn, depth, calls):
        vs = self.vars_of(fn, FL)
        return self.use(self.rng.choice(vs)) if vs else None

    def expr_float_conv(self, fn, depth, calls):
        e = self.expr(fn, INT, depth, calls)
        if "<<" in e or ">>" in e:  # float64(5 << s) shifts a float64 (an error): int(...) first
            e = "int(%s)" % e
        return "float64(%s)" % e

    def expr_float_binop(self, fn, depth, calls):
        op = self.rng.choice(["+", "-", "*", "+", "-", "*", "/"])
        x = paren(self.expr(fn, FL, depth, calls))
        if op == "/":
            y = self.rng.choice(FLITS + ["float64(d+3)", "float64(id+1)"])
        else:
            y = paren(self.expr(fn, FL, depth, calls))
        return "%s %s %s" % (x, op, y)

    def expr_float_neg(self, fn, depth, calls):
        return "-%s" % paren(self.expr(fn, FL, depth, calls))

    # complex128: the same parts (float64 expressions), + - * / (divisors: complex(nonzero literal,
    # literal), so never a constant zero), ==; printed by println, folded through real and imag
    def expr_complex_make(self, fn, depth, calls):
        return "complex(%s, %s)" % (self.expr(fn, FL, depth, calls), self.expr(fn, FL, depth, calls))

    def expr_complex_var(self, fn, depth, calls):
        vs = self.vars_of(fn, CX)
        return self.use(self.rng.choice(vs)) if vs else None

    def expr_complex_binop(self, fn, depth, calls):
        op = self.rng.choice(["+", "-", "*", "/"])
        x = paren(self.expr(fn, CX, depth, calls))
        if op == "/":
            y = "complex(%s, %s)" % (self.rng.choice(FLITS), self.rng.choice(FLITS + ["0"]))
        else:
            y = paren(self.expr(fn, CX, depth, calls))
        return "%s %s %s" % (x, op, y)

    def expr_float_cpart(self, fn, depth, calls):
        return "%s(%s)" % (self.rng.choice(["real", "imag"]), self.expr(fn, CX, depth, calls))

    def expr_bool_fcmp(self, fn, depth, calls):
        op = self.rng.choice(["<", "<=", ">", ">=", "==", "!="])
        return "%s %s %s" % (paren(self.expr(fn, FL, depth, calls)), op, paren(self.expr(fn, FL, depth, calls)))

    # bool
    def expr_bool_lit(self, fn, depth, calls):
        return self.rng.choice(["true", "false"])

    def expr_bool_var(self, fn, depth, calls):
        vs = self.vars_of(fn, BOOL)
        return self.use(self.rng.choice(vs)) if vs else None

    def expr_bool_cmp(self, fn, depth, calls):
        op = self.rng.choice(["<", "<=", ">", ">=", "==", "!="])
        return "%s %s %s" % (self.operand(fn, depth, calls), op, self.operand(fn, depth, calls))

    def expr_bool_mod(self, fn, depth, calls):
        k = self.rng.randint(2, 4)
        return "%s%%%d == %d" % (self.operand(fn, depth, calls), k, self.rng.randint(0, k - 1))

    def expr_bool_andor(self, fn, depth, calls):
        op = self.rng.choice(["&&", "||"])
        return "%s %s %s" % (self.bool_operand(fn, depth, calls), op,
                             self.bool_operand(fn, depth, calls))

    def expr_bool_not(self, fn, depth, calls):
        return "!%s" % self.bool_operand(fn, depth, calls, paren_all=True)

    def expr_bool_call(self, fn, depth, calls):
        return self.call(fn, BOOL, depth)

    def expr_bool_structeq(self, fn, depth, calls):
        # a P{...} literal in an if/for/switch header must be parenthesised
        op = self.rng.choice(["==", "!="])
        return "%s %s %s" % (paren(self.expr(fn, P, depth, calls)), op,
                             paren(self.expr(fn, P, depth, calls)))

    def expr_bool_arreq(self, fn, depth, calls):
        op = self.rng.choice(["==", "!="])
        return "%s %s %s" % (self.expr(fn, ARR, depth, calls), op, self.expr(fn, ARR, depth, calls))

    def bool_operand(self, fn, depth, calls, paren_all=False):
        e = self.expr(fn, BOOL, depth, calls)
        if not paren_all and "&&" not in e and "||" not in e:
            return e  # comparisons bind tighter than && and ||
        return paren(e)

    # P (struct { a, b int })
    def expr_P_var(self, fn, depth, calls):
        vs = self.plain(fn) if calls else self.vars_of(fn, P)
        return self.use(self.rng.choice(vs)) if vs else None

    def expr_P_lit(self, fn, depth, calls):
        if self.chance(0.3):
            return "P{%s, %s}" % (self.expr(fn, INT, depth, calls), self.expr(fn, INT, depth, calls))
        return "P{a: %s, b: %s}" % (self.expr(fn, INT, depth, calls), self.expr(fn, INT, depth, calls))

    def expr_P_call(self, fn, depth, calls):
        return self.call(fn, P, depth)

    def expr_P_deref(self, fn, depth, calls):
        vs = self.vars_of(fn, PP)
        return "*" + self.use(self.rng.choice(vs)) if vs and not calls else None

    # [3]int
    def expr_arr_var(self, fn, depth, calls):
        vs = self.vars_of(fn, ARR)
        return self.use(self.rng.choice(vs)) if vs else None

    def expr_arr_lit(self, fn, depth, calls):
        return "[3]int{%s}" % ", ".join(self.expr(fn, INT, depth, calls) for _ in range(3))

    def expr_arr_call(self, fn, depth, calls):
        return self.call(fn, ARR, depth)

    # string
    def expr_string_lit(self, fn, depth, calls):
        return '"%s"' % self.rng.choice(["a", "bc", "x y", "go", "", "corogo", "z"])

    def expr_string_var(self, fn, depth, calls):
        vs = self.vars_of(fn, STR)
        return self.use(self.rng.choice(vs)) if vs else None

    def expr_string_concat(self, fn, depth, calls):
        return "%s + %s" % (self.expr(fn, STR, 0, calls), self.expr(fn, STR, 0, calls))

    # *P: only addresses of local P variables
    def expr_ptrP_addr(self, fn, depth, calls):
        vs = self.pinned(fn)
        return "&" + self.use(self.rng.choice(vs)) if vs else None

    def expr_ptrP_new(self, fn, depth, calls):
        return "&" + self.expr_P_lit(fn, depth, calls)

    def expr_ptrP_var(self, fn, depth, calls):
        vs = self.vars_of(fn, PP)
        return self.use(self.rng.choice(vs)) if vs else None

    # ---------------------------------------------------------------- calls
    def args(self, fn, params, depth):
        out = ["d-1", "id"]
        for _, ty in params:
            out.append(self.expr(fn, ty, depth))
        return ", ".join(out)

    def record_call(self, fn, callee):
        fn.calls.append((callee.name, fn.mult))

    def call(self, fn, ty, depth):
        cands = [f for f in self.funcs if f.result == ty]
        if not cands:
            return None
        f = self.rng.choice(cands)
        self.record_call(fn, f)
        return "%s(%s)" % (f.name, self.args(fn, f.params, depth))

    def receivers(self, fn, m):
        """Pointer methods on pinned P and *P variables (they may change them), value methods on
        plain P variables (copied at the call)."""
        if m.recv == PP:
            return self.pinned(fn) + self.vars_of(fn, PP)
        return self.plain(fn)

    def method_call(self, fn, ty, depth):
        ms = [m for m in self.methods if m.result == ty]
        if not ms:
            return None
        m = self.rng.choice(ms)
        recvs = self.receivers(fn, m)
        if not recvs:
            return None
        self.record_call(fn, m)
        return "%s.%s(%s)" % (self.use(self.rng.choice(recvs)), m.name, self.args(fn, m.params, depth))

    # ---------------------------------------------------------------- statements
    def stmts(self, fn, n):
        for _ in range(n):
            self.stmt(fn)

    def stmt(self, fn):
        choices = [(w, s) for w, s in STMTS if fn.nest < self.cfg["nest"] or s not in BLOCK_STMTS]
        for _ in range(30):
            s = self.pick(choices)
            self.calls_mode = self.chance(0.8)
            if getattr(self, "stmt_" + s)(fn) is not False:
                return
        self.stmt_acc(fn)

    def edepth(self):
        return self.rng.randint(1, self.cfg["edepth"])

    def inner(self, fn, lo, hi, mult=1):
        """lo..hi statements one nesting level deeper, run mult times per run of the block."""
        fn.nest += 1
        old = fn.mult
        fn.mult *= mult
        self.stmts(fn, self.rng.randint(lo, hi))
        fn.mult = old
        fn.nest -= 1

    def stmt_decl_int(self, fn):
        e = self.expr(fn, INT, self.edepth())
        self.emit(fn, "%s := %s" % (self.declare(fn, self.fresh("v"), INT).name, e))

    def stmt_decl_float(self, fn):
        e = self.expr(fn, FL, self.edepth())
        v = self.declare(fn, self.fresh("fl"), FL)
        if self.chance(0.3):
            self.emit(fn, "var %s float64 = %s" % (v.name, e))
        else:
            self.emit(fn, "%s := float64(%s)" % (v.name, e))
        if self.chance(0.3):  # an op-assignment on it
            self.emit(fn, "%s %s= %s" % (v.name, self.rng.choice("+-*"), paren(self.expr(fn, FL, 1))))

    def stmt_decl_complex(self, fn):
        e = self.expr(fn, CX, self.edepth())
        v = self.declare(fn, self.fresh("cz"), CX)
        self.emit(fn, "%s := complex128(%s)" % (v.name, e))

    def stmt_decl_bool(self, fn):
        e = self.expr(fn, BOOL, self.edepth())
        self.emit(fn, "%s := %s" % (self.declare(fn, self.fresh("b"), BOOL).name, e))

    def stmt_decl_struct(self, fn):
        e = self.expr(fn, P, self.edepth())
        v = self.declare(fn, self.fresh("p"), P)
        v.pinned = self.chance(0.4)
        if self.chance(0.2):
            self.emit(fn, "var %s P = %s" % (v.name, e))
        else:
            self.emit(fn, "%s := %s" % (v.name, e))

    def stmt_decl_array(self, fn):
        e = self.expr(fn, ARR, self.edepth())
        self.emit(fn, "%s := %s" % (self.declare(fn, self.fresh("arr"), ARR).name, e))

    def stmt_decl_string(self, fn):
        e = self.expr(fn, STR, 1)
        self.emit(fn, "%s := %s" % (self.declare(fn, self.fresh("s"), STR).name, e))

    def stmt_decl_ptr(self, fn):
        e = self.expr_ptrP_addr(fn, 0, True)
        if e is None:
            return False
        self.emit(fn, "%s := %s" % (self.declare(fn, self.fresh("q"), PP).name, e))

    def stmt_decl_multi(self, fn):
        fs = [f for f in self.funcs if f.result == MR]
        if not fs:
            return False
        f = self.rng.choice(fs)
        self.record_call(fn, f)
        args = self.args(fn, f.params, 1)
        v, b = self.declare(fn, self.fresh("v"), INT), self.declare(fn, self.fresh("b"), BOOL)
        self.emit(fn, "%s, %s := %s(%s)" % (v.name, b.name, f.name, args))

    def stmt_decl_slice(self, fn):
        """A slice of a local array: writes through it change the array."""
        vs = self.vars_of(fn, ARR, mutable=True)
        if not vs:
            return False
        lo = self.rng.randint(0, 2)
        hi = self.rng.randint(lo + 1, 3)
        v = self.declare(fn, self.fresh("sl"), SL)
        v.n = hi - lo
        form = self.rng.choice(["%d:%d" % (lo, hi), ":%d" % hi if lo == 0 else "%d:%d" % (lo, hi),
                                "%d:" % lo if hi == 3 else "%d:%d" % (lo, hi)])
        self.emit(fn, "%s := %s[%s]" % (v.name, self.use(self.rng.choice(vs)), form))

    def stmt_assign_slice(self, fn):
        vs = self.vars_of(fn, SL, mutable=True)
        if not vs:
            return False
        v = self.rng.choice(vs)
        self.emit(fn, "%s[%s] = %s" % (self.use(v), self.index(fn, v.n, None), self.expr(fn, INT, self.edepth())))

    def stmt_slot(self, fn):
        """The goroutine's own global slot (no other goroutine touches slot[id])."""
        if self.chance(0.5):
            self.emit(fn, "slot[id] = (slot[id] + %s) %% %d" % (self.operand(fn, self.edepth(), False), M))
        else:
            self.emit(fn, "slot[id] += %s" % self.operand(fn, self.edepth(), False))
            self.emit(fn, "slot[id] %%= %d" % M)

    def stmt_go(self, fn):
        """A goroutine starting a later goroutine body once (top level: its id stays unique)."""
        if fn not in self.gfuncs or fn.nest or fn.mult != 1 or fn.spawns >= 3:
            return False
        later = self.gfuncs[self.gfuncs.index(fn) + 1:]
        if not later:
            return False
        g = self.rng.choice(later)
        fn.spawns += 1
        self.record_call(fn, g)
        self.emit(fn, "go %s(id*10 + %d)" % (g.name, fn.spawns))

    # ---------------------------------------------------------------- channels
    # Channels are made only at the top level of a goroutine body or main, at most twice per body
    # (make allocates from the arena, which corogo does not collect). A pipe is a channel filled
    # by a helper goroutine chsend (its own pool: it prints nothing, so the output stays grouped
    # per goroutine) and closed; its receiver folds the values in order, or, for a select over two
    # pipes, sums them (the interleaving is Go's or corogo's scheduling, the sum is not).
    def chan_ok(self, fn):
        return (fn in self.gfuncs or fn.is_main) and not fn.nest and fn.mult == 1 and fn.chans < 2

    def pipe(self, fn, buffered):
        c = self.fresh("c")
        self.emit(fn, "%s := make(chan int%s)" % (c, ", %d" % self.rng.randint(1, 3) if buffered else ""))
        self.uses_chsend = True
        self.emit(fn, "go chsend(%s, %s, %d)" % (c, self.expr(fn, INT, 1), self.rng.randint(0, 5)))
        return c

    def stmt_chan_pipe(self, fn):
        if not self.chan_ok(fn):
            return False
        fn.chans += 1
        c = self.pipe(fn, self.chance(0.5))
        s = self.fresh("s")
        form = self.rng.randint(0, 2)
        if form == 0:  # range
            self.emit(fn, "%s := 0" % s)
            self.emit(fn, "for v := range %s {" % c)
            self.emit(fn, "	%s = (%s*3 + v) %% %d" % (s, s, M))
            self.emit(fn, "}")
        elif form == 1:  # v, ok := <-c until closed
            self.emit(fn, "%s := 0" % s)
            self.emit(fn, "for {")
            self.emit(fn, "	v, ok := <-%s" % c)
            self.emit(fn, "	if !ok {")
            self.emit(fn, "		break")
            self.emit(fn, "	}")
            self.emit(fn, "	%s = (%s*5 + v) %% %d" % (s, s, M))
            self.emit(fn, "}")
        else:  # in an awaited callee
            self.uses_chsum = True
            self.emit(fn, "%s := chsum(%s)" % (s, c))
        self.declare(fn, s, INT)

    def stmt_chan_select(self, fn):
        if not self.chan_ok(fn):
            return False
        fn.chans += 1
        x, y = self.pipe(fn, self.chance(0.3)), self.pipe(fn, self.chance(0.3))
        s = self.fresh("s")
        self.emit(fn, "%s, open := 0, 2" % s)
        self.emit(fn, "for open > 0 {")
        self.emit(fn, "	select {")
        for ch in (x, y):
            self.emit(fn, "	case v, ok := <-%s:" % ch)
            self.emit(fn, "		if !ok {")
            self.emit(fn, "			%s = nil" % ch)
            self.emit(fn, "			open--")
            self.emit(fn, "			continue")
            self.emit(fn, "		}")
            self.emit(fn, "		%s = (%s + v) %% %d" % (s, s, M))
        self.emit(fn, "	}")
        self.emit(fn, "}")
        self.declare(fn, s, INT)

    def stmt_chan_queue(self, fn):
        """A buffered channel as a FIFO within one goroutine: sends, receives, len and cap."""
        if not self.chan_ok(fn):
            return False
        fn.chans += 1
        q, v = self.fresh("q"), self.fresh("v")
        k = self.rng.randint(2, 4)
        self.emit(fn, "%s := make(chan int, %d)" % (q, k))
        for _ in range(self.rng.randint(1, k)):
            self.emit(fn, "%s <- %s" % (q, self.expr(fn, INT, self.edepth())))
        self.emit(fn, "%s := (<-%s*7 + len(%s)*3 + cap(%s)) %% %d" % (v, q, q, q, M))
        self.emit(fn, "select {")
        self.emit(fn, "case w := <-%s:" % q)
        self.emit(fn, "	%s = (%s + w) %% %d" % (v, v, M))
        self.emit(fn, "default:")
        self.emit(fn, "	%s = (%s + 1) %% %d" % (v, v, M))
        self.emit(fn, "}")
        self.declare(fn, v, INT)

    def stmt_chan_sum(self, fn):
        """Receives in a row into one running sum (`v += <-q`, suspends between them), then a
        select adding to it: a local assigned after each blocking statement keeps one frame field
        (cg_pin_locals) and is read after each receive."""
        if not self.chan_ok(fn):
            return False
        fn.chans += 1
        q, v = self.fresh("q"), self.fresh("v")
        k = self.rng.randint(3, 5)
        self.emit(fn, "%s := make(chan int, %d)" % (q, k))
        for _ in range(k):
            self.emit(fn, "%s <- %s" % (q, self.expr(fn, INT, self.edepth())))
        self.emit(fn, "%s := %s" % (v, self.expr(fn, INT, 1)))
        for _ in range(k - 1):
            self.emit(fn, "%s += <-%s" % (v, q))
            if self.chance(0.5):
                self.emit(fn, "coroSuspend()")
            self.emit(fn, "%s %%= %d" % (v, M))
        self.emit(fn, "%s <- %s" % (q, v))
        self.emit(fn, "select {")
        self.emit(fn, "case w := <-%s:" % q)
        self.emit(fn, "\t%s = (%s*3 + w) %% %d" % (v, v, M))
        self.emit(fn, "}")
        self.declare(fn, v, INT)

    def stmt_sync_wg(self, fn):
        """K helper goroutines add to a local total under a sync.Mutex (suspending inside the
        critical section) and the body waits for them on a sync.WaitGroup: the total is a sum, the
        same in any order."""
        if not self.chan_ok(fn):
            return False
        fn.chans += 1
        self.uses_sync = True
        wg, mu, t = self.fresh("wg"), self.fresh("mu"), self.fresh("t")
        k = self.rng.randint(1, 4)
        self.emit(fn, "var %s sync.WaitGroup" % wg)
        self.emit(fn, "var %s sync.Mutex" % mu)
        self.emit(fn, "%s := 0" % t)
        self.emit(fn, "for k := 0; k < %d; k++ {" % k)
        self.emit(fn, "\t%s.Add(1)" % wg)
        self.emit(fn, "\tgo wgadd(&%s, &%s, &%s, %s, k)" % (wg, mu, t, self.expr(fn, INT, 1)))
        self.emit(fn, "}")
        self.emit(fn, "%s.Wait()" % wg)
        self.declare(fn, t, INT)

    def stmt_slice_append(self, fn):
        """append in a loop that suspends (the slice header lives across suspends), then make and
        copy; len and cap fold into a new variable (cap() must grow exactly like Go's)."""
        if not self.chan_ok(fn):
            return False
        fn.chans += 1
        sl, v, m = self.fresh("s"), self.fresh("v"), self.fresh("m")
        k = self.rng.randint(1, 12)
        self.emit(fn, "var %s []int" % sl)
        self.emit(fn, "for k := 0; k < %d; k++ {" % k)
        self.emit(fn, "\t%s = append(%s, (k*%d + %s) %% %d)" % (sl, sl, self.rng.randint(1, 9), self.expr(fn, INT, 1), M))
        self.emit(fn, "\tif k%%%d == 0 {" % self.rng.randint(2, 4))
        self.emit(fn, "\t\tcoroSuspend()")
        self.emit(fn, "\t}")
        self.emit(fn, "}")
        self.emit(fn, "%s := make([]int, %d, %d)" % (m, self.rng.randint(0, 3), self.rng.randint(3, 6)))
        self.emit(fn, "%s = append(%s, %s...)" % (m, m, sl))
        self.emit(fn, "%s := (len(%s)*7 + cap(%s)*3 + copy(%s, %s[1:]) + %s[len(%s)-1]) %% %d" % (v, m, m, m, m, m, m, M))
        self.declare(fn, v, INT)

    def stmt_goto_loop(self, fn):
        """A loop made of a label and a backward goto, possibly suspending in it."""
        n, lab = self.fresh("n"), self.fresh("L")
        k = self.rng.randint(1, 3)
        self.emit(fn, "%s := 0" % n)
        # in a block of its own: no line of the loop is at main's top level, where go statements
        # are inserted (one inside the loop would start a goroutine id several times)
        self.emit(fn, "{")
        fn.indent += 1
        fn.lines.append("\t" * (fn.indent - 1) + "%s:" % lab)
        self.emit(fn, "%s++" % n)
        self.emit(fn, "acc = (acc + %s) %% %d" % (self.expr(fn, INT, 1), M))
        self.open_block(fn, "if %s < %d" % (n, k))
        if self.chance(0.5):
            self.stmt_suspend(fn)
        self.emit(fn, "goto %s" % lab)
        self.close_block(fn)
        fn.indent -= 1
        self.emit(fn, "}")
        self.declare(fn, n, INT, mutable=False).used = True

    # ---------------------------------------------------------------- defer, panic, recover
    def stmt_defer(self, fn):
        """defer of a println, of the helper dlog (which may suspend: in a goroutine the deferred
        call suspends it), or of a generated function or method (its result discarded); the
        arguments are evaluated at the defer statement. In loops too, a bounded number of times
        (a record per run, from the arena)."""
        if fn.mult > 3:
            return False
        kind = self.pick([(3, "println"), (2, "dlog"), (2, "call"), (1, "method"), (2, "lit")])
        if kind == "lit":
            # a deferred function literal over a variable of this statement's own (fresh in each
            # loop iteration in every Go version), called where it stands or bound to a local first
            dv = self.fresh("dv")
            self.emit(fn, "%s := %s" % (dv, self.expr(fn, INT, 1)))
            body = ("dlog(id, %s*%d)" % (dv, self.rng.randint(1, 9)) if self.chance(0.4)
                    else 'println(id, "%s dl", %s, %s)' % (fn.name, dv, self.rng.randint(0, 99)))
            self.uses_dlog = self.uses_dlog or body.startswith("dlog")
            fn.prints += fn.mult
            if self.chance(0.3):
                df = self.fresh("df")
                self.emit(fn, "%s := func() { %s }" % (df, body))
                self.emit(fn, "defer %s()" % df)
            else:
                self.emit(fn, "defer func() { %s }()" % body)
        elif kind == "println":
            args = ["id", '"%s defer"' % fn.name, self.expr(fn, self.pick([(3, INT), (1, BOOL)]), 1)]
            fn.prints += fn.mult
            self.emit(fn, "defer println(%s)" % ", ".join(args))
        elif kind == "dlog":
            self.uses_dlog = True
            fn.prints += fn.mult
            self.emit(fn, "defer dlog(id, %s)" % self.expr(fn, INT, 1))
        elif kind == "call":
            f = self.rng.choice(self.funcs)
            self.record_call(fn, f)
            self.emit(fn, "defer %s(%s)" % (f.name, self.args(fn, f.params, 1)))
        else:
            m = self.rng.choice(self.methods) if self.methods else None
            recvs = self.receivers(fn, m) if m else []
            if not recvs:
                return False
            self.record_call(fn, m)
            self.emit(fn, "defer %s.%s(%s)" % (self.use(self.rng.choice(recvs)), m.name, self.args(fn, m.params, 1)))

    def stmt_recover(self, fn):
        """v := dtry(id, x): dtry panics (panic(v), or an index out of range) for two values of x
        in three, and its deferred dfix recovers, so dtry returns its named result as the deferred
        call changed it. dtry never suspends: it is sync in both worlds."""
        self.uses_dtry = True
        v = self.fresh("v")
        fn.prints += fn.mult
        self.emit(fn, "%s := dtry(id, %s)" % (v, self.expr(fn, INT, self.edepth())))
        self.declare(fn, v, INT)

    def stmt_map_ops(self, fn):
        """a map (int, string or P keys; a literal, make, or make with a hint) filled in a loop
        that suspends, with op-assign, ++ and delete (colliding keys); an op-assign (/ and % too) of a
        key that may be absent by a value read from the map; then len, v, ok := m[k],
        a lookup of a possibly absent key, and a range summing the values (the sum does not depend
        on the iteration order) fold into a new variable."""
        if not self.chan_ok(fn):
            return False
        fn.chans += 1
        m, v, x = self.fresh("mp"), self.fresh("v"), self.fresh("x")
        kind = self.rng.choice(["int", "string", "P"])
        n = self.rng.randint(1, 12)
        mod = self.rng.randint(3, 13)
        if kind == "int":
            e, a = self.fresh("e"), self.rng.randint(1, 9)
            self.emit(fn, "%s := %s" % (e, self.expr(fn, INT, 1)))
            self.emit(fn, "_ = %s" % e)
            ktype, probe = "int", "%s %% %d" % (paren(self.expr(fn, INT, 1)), mod)
            key = lambda i: "(%s*%d + %s) %% %d" % (i, a, e, mod)
        elif kind == "string":
            ktype, probe = "string", '"%s"' % chr(ord("a") + self.rng.randint(0, mod))
            key = lambda i: "string(rune('a' + %s%%%d))" % (i, mod)
        else:
            ktype, probe = "P", "P{%d, %d}" % (self.rng.randint(0, mod), self.rng.randint(0, 1))
            key = lambda i: "P{%s %% %d, %s %% 2}" % (i, mod, i)
        init = self.rng.choice(["map[%s]int{}" % ktype, "make(map[%s]int)" % ktype,
                                "make(map[%s]int, %d)" % (ktype, self.rng.randint(0, 20))])
        self.emit(fn, "%s := %s" % (m, init))
        self.emit(fn, "for k := 0; k < %d; k++ {" % n)
        self.emit(fn, "\t%s[%s] += k + %d" % (m, key("k"), self.rng.randint(0, 9)))
        self.emit(fn, "\tif k%%%d == 0 {" % self.rng.randint(2, 4))
        self.emit(fn, "\t\tcoroSuspend()")
        self.emit(fn, "\t}")
        self.emit(fn, "\tif k%%%d == 1 {" % self.rng.randint(2, 5))
        self.emit(fn, "\t\tdelete(%s, %s)" % (m, key("(k/2)")))
        self.emit(fn, "\t}")
        if self.rng.random() < 0.5:
            self.emit(fn, "\t%s[%s]++" % (m, probe))
        self.emit(fn, "}")
        if self.rng.random() < 0.5: # an update of a key that may be absent, by a value read from the map
            self.emit(fn, "%s[%s] %s (%s[%s]%%%d + 1)" % (m, probe, self.rng.choice(["+=", "-=", "*=", "|=", "^=", "/=", "%="]),
                                                   m, key(str(self.rng.randint(0, n))), self.rng.randint(2, 7)))
        self.emit(fn, "%s := len(%s)*%d %% %d" % (v, m, self.rng.randint(1, 9), M))
        self.emit(fn, "if %s, ok := %s[%s]; ok {" % (x, m, probe))
        self.emit(fn, "\t%s = (%s + %s) %% %d" % (v, v, x, M))
        self.emit(fn, "}")
        self.emit(fn, "for _, %s := range %s {" % (x, m))
        self.emit(fn, "\t%s = (%s + %s) %% %d" % (v, v, x, M))
        self.emit(fn, "}")
        self.declare(fn, v, INT)

    def stmt_if_init(self, fn):
        v = self.fresh("v")
        e = self.expr(fn, INT, self.edepth())
        self.open_block(fn, "if %s := %s; %s%%%d == %d" % (v, e, v, 2, self.rng.randint(0, 1)))
        self.declare(fn, v, INT).used = True
        self.inner(fn, 1, 2)
        self.close_block(fn)

    def stmt_loop_break(self, fn):
        """for { n++; if n > K || cond { break } ... } with an optional continue."""
        n = self.fresh("n")
        k = self.rng.randint(1, 3)
        self.emit(fn, "%s := 0" % n)
        self.declare(fn, n, INT, mutable=False).used = True
        self.open_block(fn, "for")
        self.emit(fn, "%s++" % n)
        self.emit(fn, "if %s > %d || %s {" % (n, k, paren(self.expr(fn, BOOL, 1))))
        self.emit(fn, "\tbreak")
        self.emit(fn, "}")
        if self.chance(0.3):
            self.emit(fn, "if %s {" % self.expr(fn, BOOL, 1))
            self.emit(fn, "\tcontinue")
            self.emit(fn, "}")
        self.inner(fn, 1, 2, k)
        self.close_block(fn)

    def stmt_acc(self, fn):
        self.emit(fn, "acc = (acc + %s) %% %d" % (self.operand(fn, self.edepth(), None), M))

    def stmt_assign(self, fn):
        vs = self.vars_of(fn, INT, mutable=True)
        if not vs:
            return False
        v = self.rng.choice(vs)
        e = self.expr(fn, INT, self.edepth())
        if self.chance(0.2):
            self.emit(fn, "%s = (%s + %s) %% %d" % (v.name, v.name, paren(e), M))
        elif self.chance(0.2):
            self.emit(fn, "%s %s= %s" % (v.name, self.rng.choice("+-*"), paren(e)))
            self.emit(fn, "%s %%= %d" % (v.name, M))
        else:
            self.emit(fn, "%s = %s" % (v.name, e))

    def stmt_assign_field(self, fn):
        vs = self.vars_of(fn, P, mutable=True) + self.vars_of(fn, PP)
        if not vs:
            return False
        v = self.rng.choice(vs)
        self.emit(fn, "%s.%s = %s" % (self.use(v), self.rng.choice("ab"), self.expr(fn, INT, self.edepth())))

    def stmt_assign_elem(self, fn):
        vs = self.vars_of(fn, ARR, mutable=True)
        if not vs:
            return False
        v = self.rng.choice(vs)
        if self.chance(0.5):
            idx = str(self.rng.randint(0, 2))
        else:
            idx = self.index(fn, 3, None)
        self.emit(fn, "%s[%s] = %s" % (self.use(v), idx, self.expr(fn, INT, self.edepth())))

    def stmt_if(self, fn):
        self.open_block(fn, "if " + self.expr(fn, BOOL, self.edepth()))
        self.inner(fn, 1, 3)
        if self.chance(0.4):
            self.close_scope(fn)
            fn.scopes.append([])
            fn.indent -= 1
            self.emit(fn, "} else {")
            fn.indent += 1
            self.inner(fn, 1, 2)
        self.close_block(fn)

    def stmt_for(self, fn):
        i = self.fresh("i")
        n = self.rng.randint(1, 3)
        self.open_block(fn, "for %s := 0; %s < %d; %s++" % (i, i, n, i))
        v = self.declare(fn, i, INT, mutable=False)
        v.used = True  # the loop condition uses it
        v.loopvar = True
        self.inner(fn, 1, 3, n)
        self.close_block(fn)

    def stmt_range(self, fn):
        vs = self.vars_of(fn, ARR) + self.vars_of(fn, SL)
        if vs and self.chance(0.7):
            src = self.use(self.rng.choice(vs))
        else:
            src = self.expr(fn, ARR, 1)
        k, e = self.fresh("k"), self.fresh("e")
        # open the block first, then declare the loop variables in it; unused ones become _
        idx = len(fn.lines)
        self.open_block(fn, "for K, E := range " + src)
        kv = self.declare(fn, k, INT, mutable=False)
        ev = self.declare(fn, e, INT, mutable=False)
        kv.loopvar = ev.loopvar = True
        self.inner(fn, 1, 3, 3)
        kname = k if kv.used else "_"
        ename = e if ev.used else "_"
        kv.used = ev.used = True
        if kname == "_" and ename == "_":
            header = "for range " + src
        elif ename == "_":
            header = "for %s := range %s" % (kname, src)
        else:
            header = "for %s, %s := range %s" % (kname, ename, src)
        fn.lines[idx] = "\t" * (fn.indent - 1) + header + " {"
        self.close_block(fn)

    def stmt_switch(self, fn):
        self.open_block(fn, "switch (%s%%3 + 3) %% 3" % self.operand(fn, self.edepth(), None))
        fn.scopes.pop()
        fn.nest += 1
        cases = self.rng.sample([0, 1, 2], self.rng.randint(1, 3))
        default = self.chance(0.4)
        for k, c in enumerate(cases):
            last = k == len(cases) - 1 and not default
            self.emit_case(fn, "case %d:" % c, fallthrough=not last and self.chance(0.25))
        if default:
            self.emit_case(fn, "default:")
        fn.nest -= 1
        fn.scopes.append([])
        self.close_block(fn)

    def emit_case(self, fn, label, fallthrough=False):
        fn.indent -= 1
        self.emit(fn, label)
        fn.indent += 1
        fn.scopes.append([])
        self.stmts(fn, self.rng.randint(1, 2))
        self.close_scope(fn)
        if fallthrough:
            self.emit(fn, "fallthrough")

    def stmt_switch_tagless(self, fn):
        self.open_block(fn, "switch")
        fn.scopes.pop()
        fn.nest += 1
        for _ in range(self.rng.randint(1, 2)):
            # never a constant (corogo, like the spec allows, rejects duplicate constant cases)
            self.emit_case(fn, "case %s %s %s:" % (self.use(self.rng.choice(self.vars_of(fn, INT))),
                                                   self.rng.choice(["<", "<=", ">", ">=", "==", "!="]),
                                                   self.operand(fn, 1, None)))
        if self.chance(0.5):
            self.emit_case(fn, "default:")
        fn.nest -= 1
        fn.scopes.append([])
        self.close_block(fn)

    def stmt_println(self, fn):
        args = ["id", '"%s"' % fn.name]
        for _ in range(self.rng.randint(1, 3)):
            ty = self.pick([(5, INT), (3, BOOL), (1, STR), (2, FL), (1, CX)])
            args.append(self.expr(fn, ty, self.rng.randint(0, 2)))
        fn.prints += fn.mult
        self.emit(fn, "println(%s)" % ", ".join(args))

    def stmt_suspend(self, fn):
        """A conditional suspend, mostly on a value that differs between calls."""
        if self.chance(0.6):
            v = self.rng.choice(self.vars_of(fn, INT) + ["d", "id", "d", "id"])
            v = self.use(v) if isinstance(v, Var) else v
            k = self.rng.randint(2, 3)
            cond = "%s%%%d == %d" % (v, k, self.rng.randint(0, k - 1))
        else:
            cond = self.expr(fn, BOOL, 1, calls=False)
        self.open_block(fn, "if " + cond)
        self.emit(fn, "coroSuspend()")
        self.close_block(fn)

    def stmt_spin(self, fn):
        """A loop of integer arithmetic around a conditional suspend that calls nothing: where the
        function calls something elsewhere, its yield path gets a resume entry of its own
        (src/transform/fastpath.c), which the loop's resumes then take."""
        i = self.fresh("s")
        bound = "%s%%3 + %d" % (self.rng.choice(["id", "d"]), self.rng.randint(1, 3))
        self.open_block(fn, "for %s := 0; %s < %s; %s++" % (i, i, bound, i))
        self.emit(fn, "acc = (acc + %s*%d + %d) %% %d" % (i, self.rng.randint(1, 9), self.rng.randint(0, 9), M))
        self.open_block(fn, "if (%s+%s)%%%d == 0" % (i, self.rng.choice(["id", "d"]), self.rng.randint(1, 3)))
        self.emit(fn, "coroSuspend()")
        self.close_block(fn)
        self.close_block(fn)

    def stmt_call(self, fn):
        cands = [f for f in self.funcs]
        f = self.rng.choice(cands)
        self.record_call(fn, f)
        self.emit(fn, "%s(%s)" % (f.name, self.args(fn, f.params, 1)))

    def stmt_method(self, fn):
        m = self.rng.choice(self.methods) if self.methods else None
        if m is None:
            return False
        recvs = self.receivers(fn, m)
        if not recvs:
            return False
        self.record_call(fn, m)
        self.emit(fn, "%s.%s(%s)" % (self.use(self.rng.choice(recvs)), m.name, self.args(fn, m.params, 1)))

    # ---------------------------------------------------------------- interfaces
    # A program uses interfaces with probability IFACE_PROB (iface_setup, drawn in attempt). Then
    # it declares (iface_header) `type I interface { Im(d, id, a int) int; Ik() int }`,
    # implemented by P (Im with a value receiver, or a pointer receiver so that only *P implements
    # I; Ik always a value receiver) whose Im body is generated like any method (it may suspend,
    # call everything, recurse through interfaces), by Q struct{k int} (Im never suspends) and by
    # R int (Im suspends on a condition): one call site `x.Im(...)` reaches all of them. S wraps an
    # I and sends the result on its channel: `go I(S{c, x}).Im(...)` followed by `<-c` is an
    # interface method started with go that its starter waits for. H{x I; n int} holds an I in a
    # field; mki(k) returns one of the implementations; fiN(d, id, x I, a int) functions take an I
    # parameter (random bodies plus a call through x); ierr returns nil, a *E (custom error type)
    # or errDef (errors.New). Interface values are never printed (Go prints addresses), never nil
    # where a method is called, and hold only comparable types. An I holding &p of a pinned P
    # changes it through Im like a pointer method call does (Gen.expr's rule covers it: calls
    # never happen in the statements that read pinned variables).
    def iface_setup(self):
        self.iface = self.chance(IFACE_PROB)
        self.iptr, self.im, self.ifuncs = False, None, []
        if not self.iface:
            return
        self.iptr = self.chance(0.5)
        self.im = Func("Im", [("a", INT)], INT, PP if self.iptr else P)
        self.methods.append(self.im)
        self.ifuncs = [Func("fi%d" % i, [("x", IT), ("a", INT)], INT) for i in range(self.rng.randint(1, 2))]

    def iface_finish(self):
        """Every fiN calls through its parameter (before its final return)."""
        for f in self.ifuncs:
            f.lines.insert(len(f.lines) - 1, "\tacc = (acc + x.Im(d-1, id, a)) %% %d" % M)
            self.record_call(f, self.im)

    def iface_header(self):
        if not self.iface:
            return []
        m = M
        last = "&P{a: k, b: 3}" if self.iptr else "P{a: 1, b: k}"
        return [
            "type I interface {", "\tIm(d, id, a int) int", "\tIk() int", "}", "",
            "type Q struct {", "\tk int", "}", "",
            "type R int", "",
            "type S struct {", "\tc chan int", "\tx I", "}", "",
            "type H struct {", "\tx I", "\tn int", "}", "",
            "type E struct {", "\tcode int", "}", "",
            "var errDef = errors.New(\"def\")", "",
            "func (p P) Ik() int {", "\treturn p.a", "}", "",
            "func (q Q) Im(d, id, a int) int {", "\treturn (q.k*3 + a) %% %d" % m, "}", "",
            "func (q Q) Ik() int {", "\treturn q.k", "}", "",
            "func (r R) Im(d, id, a int) int {", "\tif (int(r)+a)%2 == 0 {", "\t\tcoroSuspend()", "\t}",
            "\treturn (int(r)*5 + a) %% %d" % m, "}", "",
            "func (r R) Ik() int {", "\treturn int(r)", "}", "",
            "//corogo:pool 32",
            "func (s S) Im(d, id, a int) int {", "\tv := s.x.Im(d, id, a)", "\ts.c <- v", "\treturn v", "}", "",
            "func (s S) Ik() int {", "\treturn 0", "}", "",
            "func (e *E) Error() string {", "\treturn \"custom\"", "}", "",
            "func mki(k int) I {", "\tswitch (k%4 + 4) % 4 {", "\tcase 0:", "\t\treturn Q{k}", "\tcase 1:",
            "\t\treturn R(k)", "\tcase 2:", "\t\treturn &P{a: k, b: 1}", "\t}", "\treturn " + last, "}", "",
            "func ierr(id, a int) error {", "\tif a%2 == 0 {", "\t\tcoroSuspend()", "\t}",
            "\tswitch (a%3 + 3) % 3 {", "\tcase 0:", "\t\treturn nil", "\tcase 1:", "\t\treturn &E{code: a}",
            "\t}", "\treturn errDef", "}", ""]

    def concrete(self, fn, depth, calls):
        """A value of a type implementing I (converted implicitly where it is used)."""
        forms = [(2, "pp"), (2, "q"), (2, "r")] + ([] if self.iptr else [(2, "p")])
        form = self.pick(forms)
        if form == "p":
            return self.expr(fn, P, depth, calls)
        if form == "pp":
            return self.expr(fn, PP, depth, calls)
        if form == "q":
            return "Q{%s}" % self.expr(fn, INT, depth, calls)
        return "R(%s)" % self.expr(fn, INT, depth, calls)

    def itypes(self):
        """The implementations of I a type assertion or a case may name."""
        return ["*P", "Q", "R"] + ([] if self.iptr else ["P"])

    def ikey(self, ty, v):
        """An int from a value of concrete type ty."""
        return {"*P": "%s.b", "Q": "%s.k", "R": "int(%s)", "P": "%s.a"}[ty] % v

    def expr_iface_var(self, fn, depth, calls):
        vs = self.vars_of(fn, IT)
        return self.use(self.rng.choice(vs)) if vs else None

    def expr_iface_conv(self, fn, depth, calls):
        return "I(%s)" % self.concrete(fn, depth, calls)

    def expr_iface_mki(self, fn, depth, calls):
        return "mki(%s)" % self.expr(fn, INT, depth, calls)

    def expr_int_icall(self, fn, depth, calls):
        if not self.iface:
            return None
        self.record_call(fn, self.im)
        return "%s.Im(d-1, id, %s)" % (paren(self.expr(fn, IT, depth, calls)), self.expr(fn, INT, depth, calls))

    def expr_int_ik(self, fn, depth, calls):
        if not self.iface:
            return None
        return "%s.Ik()" % paren(self.expr(fn, IT, depth, calls))

    def expr_bool_ieq(self, fn, depth, calls):
        if not self.iface:
            return None
        x = self.expr(fn, IT, depth, calls)
        op = self.rng.choice(["==", "!="])
        form = self.rng.randint(0, 2)
        if form == 0:
            return "%s %s nil" % (x, op)
        if form == 1:
            return "%s %s %s" % (x, op, self.expr(fn, IT, depth, calls))
        return "%s %s %s" % (x, op, paren(self.concrete(fn, depth, calls)))

    def stmt_iface_decl(self, fn):
        if not self.iface:
            return False
        if self.chance(0.5):
            e = self.concrete(fn, self.edepth(), None)
            self.emit(fn, "var %s I = %s" % (self.declare(fn, self.fresh("x"), IT).name, e))
        else:
            e = self.expr(fn, IT, self.edepth())
            self.emit(fn, "%s := %s" % (self.declare(fn, self.fresh("x"), IT).name, e))

    def stmt_iface_assign(self, fn):
        vs = self.vars_of(fn, IT, mutable=True) if self.iface else []
        if not vs:
            return False
        v = self.rng.choice(vs)
        e = self.concrete(fn, self.edepth(), None) if self.chance(0.5) else self.expr(fn, IT, self.edepth())
        self.emit(fn, "%s = %s" % (v.name, e))

    def stmt_iface_assert(self, fn):
        if not self.iface:
            return False
        ty = self.rng.choice(self.itypes())
        vs = self.vars_of(fn, IT)
        if vs and self.chance(0.5):  # the single-result form, guarded
            x = self.use(self.rng.choice(vs))
            self.open_block(fn, "if _, ok := %s.(%s); ok" % (x, ty))
            self.emit(fn, "acc = (acc + %s) %% %d" % (self.ikey(ty, "%s.(%s)" % (x, ty)), M))
            self.close_block(fn)
            return
        v = self.fresh("t")
        self.open_block(fn, "if %s, ok := %s.(%s); ok" % (v, self.expr(fn, IT, self.edepth()), ty))
        self.emit(fn, "acc = (acc + %s) %% %d" % (self.ikey(ty, v), M))
        if self.chance(0.3):
            self.inner(fn, 1, 1)
        self.close_scope(fn)
        fn.scopes.append([])
        fn.indent -= 1
        self.emit(fn, "} else {")
        fn.indent += 1
        self.emit(fn, "acc = (acc + 3) %% %d" % M)
        self.close_block(fn)

    def type_cases(self, fn, v, types, of_i):
        """The cases of `switch v := X.(type)` (X an I when of_i, else an any): some of types
        grouped, maybe nil, maybe default; each case uses v (Go rejects a type-switch variable
        that no case uses), a case of one type through its concrete type."""
        types = list(types)
        self.rng.shuffle(types)
        types = types[:self.rng.randint(1, len(types))]
        if self.chance(0.6):
            types.insert(self.rng.randint(0, len(types)), "nil")
        groups = []
        while types:
            k = self.rng.randint(1, min(2, len(types)))
            groups.append(types[:k])
            types = types[k:]
        if self.chance(0.5):
            groups.append(None)
        fn.nest += 1
        for g in groups:
            fn.indent -= 1
            self.emit(fn, "case %s:" % ", ".join(g) if g else "default:")
            fn.indent += 1
            fn.scopes.append([])
            ty = g[0] if g and len(g) == 1 else None
            if ty in ("*P", "Q", "R", "P"):
                self.emit(fn, "acc = (acc + %s) %% %d" % (self.ikey(ty, v), M))
            elif ty == "int":
                self.emit(fn, "acc = (acc + %s) %% %d" % (v, M))
            elif ty == "string":
                self.emit(fn, "acc = (acc + len(%s)) %% %d" % (v, M))
            elif ty == "I":
                self.emit(fn, "acc = (acc + %s.Ik()) %% %d" % (v, M))
            elif ty == "bool":
                self.emit(fn, "if %s {" % v)
                self.emit(fn, "\tacc = (acc + 2) %% %d" % M)
                self.emit(fn, "}")
            elif of_i:  # v is an I, maybe nil
                self.emit(fn, "if %s != nil {" % v)
                self.emit(fn, "\tacc = (acc + %s.Ik()) %% %d" % (v, M))
                self.emit(fn, "}")
            else:
                self.emit(fn, "if %s == nil {" % v)
                self.emit(fn, "\tacc = (acc + 1) %% %d" % M)
                self.emit(fn, "}")
            if self.chance(0.3):
                self.stmts(fn, 1)
            self.close_scope(fn)
        fn.nest -= 1

    def stmt_iface_switch(self, fn):
        if not self.iface:
            return False
        y = self.fresh("y")
        self.emit(fn, "var %s I" % y)
        self.open_block(fn, "if %s" % self.expr(fn, BOOL, 1))
        self.emit(fn, "%s = %s" % (y, self.concrete(fn, 1, None) if self.chance(0.5) else self.expr(fn, IT, 1)))
        self.close_block(fn)
        self.emit(fn, "if %s != nil {" % y)
        self.emit(fn, "\tacc = (acc + %s.Ik()) %% %d" % (y, M))
        self.emit(fn, "}")
        v = self.fresh("w")
        self.open_block(fn, "switch %s := %s.(type)" % (v, y))
        fn.scopes.pop()
        self.type_cases(fn, v, self.itypes(), True)
        fn.scopes.append([])
        self.close_block(fn)

    def stmt_iface_coll(self, fn):
        """[3]I or []I (a slice literal allocates: top level of goroutine bodies and main only)."""
        if not self.iface:
            return False
        xs = self.fresh("xs")
        if self.chance(0.6) and self.chan_ok(fn):
            fn.chans += 1
            n = self.rng.randint(1, 3)
            self.emit(fn, "%s := []I{%s}" % (xs, ", ".join(self.concrete(fn, 1, None) for _ in range(n))))
        else:
            n = 3
            self.emit(fn, "%s := [3]I{%s}" % (xs, ", ".join(self.concrete(fn, 1, None) for _ in range(n))))
        if self.chance(0.4):
            self.emit(fn, "%s[%d] = %s" % (xs, self.rng.randint(0, n - 1), self.expr(fn, IT, 1)))
        k, x = self.fresh("k"), self.fresh("x")
        for _ in range(n):
            self.record_call(fn, self.im)
        if self.chance(0.6):
            self.open_block(fn, "for %s, %s := range %s" % (k, x, xs))
            self.emit(fn, "acc = (acc + %s.Im(d-1, id, %s)) %% %d" % (x, k, M))
            self.close_block(fn)
        else:
            self.emit(fn, "acc = (acc + %s[%s].Im(d-1, id, len(%s))) %% %d" % (xs, self.index(fn, n, True), xs, M))

    def stmt_iface_field(self, fn):
        if not self.iface:
            return False
        h = self.fresh("h")
        self.emit(fn, "%s := H{x: %s, n: %s}" % (h, self.expr(fn, IT, 1), self.expr(fn, INT, 1)))
        if self.chance(0.4):
            self.emit(fn, "%s.x = %s" % (h, self.concrete(fn, 1, None)))
        self.record_call(fn, self.im)
        self.emit(fn, "acc = (acc + %s.x.Im(d-1, id, %s.n) + %s.x.Ik()) %% %d" % (h, h, h, M))

    def stmt_iface_err(self, fn):
        if not self.iface:
            return False
        e = self.fresh("e")
        self.emit(fn, "%s := ierr(id, %s)" % (e, self.expr(fn, INT, self.edepth())))
        form = self.rng.randint(0, 2)
        if form == 0:
            self.emit(fn, "if %s != nil {" % e)
            self.emit(fn, "\tacc = (acc + len(%s.Error())) %% %d" % (e, M))
            self.emit(fn, "\tif ee, ok := %s.(*E); ok {" % e)
            self.emit(fn, "\t\tacc = (acc + ee.code) %% %d" % M)
            self.emit(fn, "\t}")
            self.emit(fn, "\tif %s {" % (("%s == errDef" % e) if self.chance(0.5) else "errors.Is(%s, errDef)" % e))
            self.emit(fn, "\t\tacc = (acc + 7) %% %d" % M)
            self.emit(fn, "\t}")
            self.emit(fn, "}")
        elif form == 1:
            v = self.fresh("w")
            self.emit(fn, "switch %s := %s.(type) {" % (v, e))
            self.emit(fn, "case nil:")
            self.emit(fn, "\tacc = (acc + 1) %% %d" % M)
            self.emit(fn, "case *E:")
            self.emit(fn, "\tacc = (acc + %s.code) %% %d" % (v, M))
            self.emit(fn, "default:")
            self.emit(fn, "\tacc = (acc + len(%s.Error())) %% %d" % (v, M))
            self.emit(fn, "}")
        else:
            fn.prints += fn.mult
            self.emit(fn, "if %s == nil {" % e)
            self.emit(fn, "\tprintln(id, \"%s nil\", %s == nil)" % (fn.name, e))
            self.emit(fn, "} else {")
            self.emit(fn, "\tprintln(id, \"%s err\", %s.Error(), %s != errDef)" % (fn.name, e, e))
            self.emit(fn, "}")

    def stmt_iface_any(self, fn):
        if not self.iface:
            return False
        a, b = self.fresh("ea"), self.fresh("eb")
        vals = lambda: self.pick([(3, lambda: self.expr(fn, INT, 1)), (2, lambda: self.expr(fn, STR, 0)),
                                  (1, lambda: self.expr(fn, BOOL, 1)), (2, lambda: self.expr(fn, P, 1)),
                                  (2, lambda: self.concrete(fn, 1, None)), (1, lambda: self.expr(fn, IT, 1))])()
        self.emit(fn, "var %s any = %s" % (a, vals()))
        self.emit(fn, "var %s interface{} = %s" % (b, vals()))
        self.emit(fn, "if %s == %s || %s == %s {" % (a, b, b, self.rng.choice(["3", '"a"', "nil", "true"])))
        self.emit(fn, "\tacc = (acc + 5) %% %d" % M)
        self.emit(fn, "}")
        if self.chance(0.5):
            self.emit(fn, "if n, ok := %s.(int); ok {" % a)
            self.emit(fn, "\tacc = (acc + n) %% %d" % M)
            self.emit(fn, "}")
        if self.chance(0.3):
            self.emit(fn, "if x, ok := %s.(I); ok {" % b)
            self.emit(fn, "\tacc = (acc + x.Ik()) %% %d" % M)
            self.emit(fn, "}")
        v = self.fresh("w")
        self.open_block(fn, "switch %s := %s.(type)" % (v, self.rng.choice([a, b])))
        fn.scopes.pop()
        types = ["int", "string", "bool", "P", "*P", "Q", "R"]
        if self.chance(0.5):
            types.insert(self.rng.randint(0, len(types)), "I")
        self.type_cases(fn, v, types, False)
        fn.scopes.append([])
        self.close_block(fn)

    def stmt_iface_go(self, fn):
        """go I(S{c, x}).Im(...) started by a goroutine body or main, which then receives the
        result: S.Im sends after x.Im returned, so the starter waits for the goroutine's output."""
        if not self.iface or not self.chan_ok(fn) or fn.spawns >= 3:
            return False
        if not fn.is_main and self.gfuncs.index(fn) > 1:
            return False  # ids stay below SLOTS: id*10+k of a body started at most once from another
        fn.chans += 1
        fn.spawns += 1
        c = self.fresh("c")
        gid = "%d" % (900 + fn.spawns) if fn.is_main else "id*10 + %d" % fn.spawns
        self.emit(fn, "%s := make(chan int, 1)" % c)
        self.record_call(fn, self.im)
        x = self.expr(fn, IT, 1)
        if self.chance(0.5):
            g = self.fresh("x")
            self.emit(fn, "var %s I = S{c: %s, x: %s}" % (g, c, x))
            self.emit(fn, "go %s.Im(d, %s, %s)" % (g, gid, self.expr(fn, INT, 1)))
        else:
            self.emit(fn, "go I(S{%s, %s}).Im(d, %s, %s)" % (c, x, gid, self.expr(fn, INT, 1)))
        self.emit(fn, "acc = (acc + <-%s) %% %d" % (c, M))

    # ---------------------------------------------------------------- functions
    def signature(self, f):
        ps = "d, id int"
        for name, ty in f.params:
            ps += ", %s %s" % (name, ty)
        res = " " + f.result if f.result else ""
        if f.recv:
            return "func (p %s) %s(%s)%s" % (f.recv, f.name, ps, res)
        return "func %s(%s)%s" % (f.name, ps, res)

    def body(self, f):
        f.scopes = [[]]
        if f.recv:
            self.declare(f, "p", f.recv).used = True
        for name, ty in f.params:
            self.declare(f, name, ty)
        if not f.is_main and f not in self.gfuncs:
            if f.result == MR:
                ret = "%s, %s" % (self.base_value(f, INT), self.base_value(f, BOOL))
            else:
                ret = self.base_value(f, f.result) if f.result else ""
            self.open_block(f, "if d <= 0")
            if self.chance(0.2):
                self.stmt_suspend(f)
            self.emit(f, ("return " + ret).rstrip())
            self.close_block(f)
        self.emit(f, "acc := %d" % self.rng.randint(0, 5))
        f.scopes.append([])
        self.declare(f, "acc", INT).used = True
        if self.chance(0.5):
            self.stmt_suspend(f)
        self.stmts(f, self.rint(self.cfg["stmts"]))
        # params are fine unused in Go; no folding needed for them
        for v in f.scopes[0]:
            v.used = True
        self.close_scope(f)
        if f.result:
            self.emit(f, "return " + self.ret_value(f))
        elif f in self.gfuncs or f.is_main:
            f.prints += 1
            self.emit(f, 'println(id, "%s end", acc)' % f.name)
        else:
            self.emit(f, "_ = acc")

    def ret_value(self, f):
        """The final return: uses acc (Go rejects a variable that is only assigned), sometimes a
        (tail) call."""
        calls = self.chance(0.4)
        if f.result == INT:
            return "(acc + %s) %% %d" % (paren(self.expr(f, INT, 1, calls)), M)
        if f.result == BOOL:
            return "(acc%%2 == 0) == %s" % paren(self.expr(f, BOOL, 1, calls))
        if f.result == P:
            return "P{a: acc, b: %s}" % self.expr(f, INT, 1, calls)
        if f.result == ARR:
            return "[3]int{%s, acc, %s}" % (self.expr(f, INT, 1, calls), self.expr(f, INT, 0, calls))
        if f.result == MR:
            return "acc, %s" % self.expr(f, BOOL, 1, calls)
        self.emit(f, "_ = acc")
        return self.expr(f, f.result, 1, calls)

    def estimate(self, funcs, d):
        """Upper bounds of the calls and println lines of one call of each function at depth d."""
        by = {f.name: f for f in funcs}
        calls = {f.name: 1 for f in funcs}
        prints = {f.name: 0 for f in funcs}
        anyf = self.fnany()  # a call through a func value ("FNANY"): the most of any target

        def at(tbl, c):
            return max(tbl[t] for t in anyf[c]) if c in anyf else tbl[c]
        for _ in range(d):
            calls = {f.name: 1 + sum(m * at(calls, c) for c, m in by[f.name].calls) for f in funcs}
            prints = {f.name: by[f.name].prints + sum(m * at(prints, c) for c, m in by[f.name].calls)
                      for f in funcs}
        return calls, prints

    def attempt(self):
        cfg = self.cfg
        self.counter = 0
        self.calls_mode = True
        self.uses_chsend = self.uses_chsum = self.uses_sync = self.uses_dlog = self.uses_dtry = False
        self.uses_fint = self.uses_vsum = False
        self.recover_reset()
        self.esc_reset()
        self.lang_reset()
        self.alloc_reset()
        self.gen_reset()
        nf = self.rint(cfg["funcs"])
        self.funcs = []
        types = [(4, INT), (2, BOOL), (2, P), (2, ARR), (1, MR), (1, None)]
        for i in range(nf):
            params = [("a", self.pick([(4, INT), (1, BOOL)]))] if self.chance(0.8) else []
            if self.chance(0.25):
                params.append((self.rng.choice(["p", "arr"]), None))
                params[-1] = ("p", P) if params[-1][0] == "p" else ("arr", ARR)
            if self.chance(0.1):
                params.append(("q", PP))
            self.funcs.append(Func("f%d" % i, params, self.pick(types)))
        self.methods = []
        for i in range(self.rint(cfg["methods"])):
            recv = self.rng.choice([P, PP])
            params = [("a", INT)] if self.chance(0.6) else []
            self.methods.append(Func("m%d" % i, params, self.pick([(3, INT), (1, BOOL), (1, None)]), recv))
        self.iface_setup()  # before fv_prepare: the leaf functions' bodies may call through I
        self.fv_prepare()
        self.funcs += self.ifuncs  # after: fv_prepare gives some functions its own signature
        self.d = self.rint(cfg["depth"])
        ng = self.rint(cfg["gtargets"])
        self.gfuncs = [Func("g%d" % (i + 1), [], None) for i in range(ng)]
        main = Func("main", [], None)
        main.is_main = True
        for f in self.funcs + self.methods:
            self.body(f)
        self.iface_finish()
        for g in self.gfuncs:
            g.indent = 1
            g.lines.append("\tconst d = %d" % self.d)
            self.body(g)
        main.lines.append("\tconst d = %d" % self.d)
        main.lines.append("\tconst id = 0")
        self.body(main)
        # go statements at random points of main's top level (before its final println)
        gos = []
        for i in range(self.rint(cfg["goroutines"])):
            gos.append((self.rng.choice(self.gfuncs).name, i + 1))
        top = [k for k, l in enumerate(main.lines)
               if k >= 2 and l.startswith("\t") and not l.startswith(("\t\t", "\t}", "\tcase", "\tdefault"))
               and not l.endswith(":")]  # nor before a label (goto loops are blocks of their own)
        top.append(len(main.lines) - 1)
        positions = sorted(self.rng.choice(top) for _ in gos)
        for pos, (g, gid) in sorted(zip(positions, gos), key=lambda t: -t[0]):
            main.lines.insert(pos, "\tgo %s(%d)" % (g, gid))
        self.wide_spawns(main)
        # how big is it?
        allf = self.kfuncs + self.funcs + self.methods + self.gfuncs + [main]
        calls, prints = self.estimate(allf + self.pseudo, self.d + 1)
        total_calls = calls["main"] + sum(calls[g] for g, _ in gos)
        total_prints = prints["main"] + sum(prints[g] for g, _ in gos)
        # goroutines of each body that can be alive at once: within the default pool of 8
        inst = {g.name: sum(1 for t, _ in gos if t == g.name) for g in self.gfuncs}
        for g in self.gfuncs:
            for c, m in g.calls:
                if c in inst:
                    inst[c] += inst[g.name] * m
        if max(inst.values()) > 8:
            total_calls = 1 << 30
        return allf, total_calls, total_prints

    def program(self):
        for _ in range(200):
            allf, c, p = self.attempt()
            if c <= self.cfg["calls"] and p <= self.cfg["prints"]:
                break
        else:
            raise RuntimeError("seed %d: no program within the budget" % self.seed)
        sconv = gen_strconv.block(self.seed)  # (an RNG of its own, like ginit's below)
        sfmt = gen_fmt.block(self.seed) if self.fmt else None  # (also)
        sshape = gen_shape.block(self.seed) if self.shapes else None  # (also)
        siflow = gen_iflow.block(self.seed, self.iflow) if self.shapes or self.iflow else None  # (also)
        self.conc_insert([f for f in allf if f.is_main][0], self.gfuncs)  # (also: gen_conc.py)
        cdecls = self.conc_decls()
        out = ["// difftest seed %d (tests/difftest/gen.py; calls <= %d, println <= %d)" % (self.seed, c, p)] + (
               self.conc_header_comment()) + ["package main", ""] + (['import "sync"', ""] if self.uses_sync else []) + (
               ['import "errors"', ""] if self.iface else []) + self.recover_imports() + self.lang_imports() + (
               sconv[0] if sconv else [])
        if sfmt:  # fmt's imports, but for those the program has
            out += [l for l in sfmt[0] if not l or l not in out]
        if sshape:  # (likewise)
            out += [l for l in sshape[0] if not l or l not in out]
        if siflow:  # (likewise)
            out += [l for l in siflow[0] if not l or l not in out]
        cimp = [l for l in self.conc_imports() if l not in out]
        out += cimp + ([""] if cimp else [])
        out += [
               "type P struct {", "\ta, b int", "}", "",
               "var tab = [5]int{%s}" % ", ".join(str(self.rng.randint(0, 50)) for _ in range(5)), "",
               "var slot [%d]int" % SLOTS, ""] + self.fv_decls()
        out += self.iface_header() + self.esc_decls()
        # package variables initialised by calls of the leaf functions: built at compile time by
        # src/interp/interp.c (their arithmetic, branches and table reads), printed first by main
        # (an RNG of its own: the rest of the program is what it was without them)
        irng = random.Random(self.seed * 7919 + 1)
        leaves = [k for k in self.kfuncs if k.name.startswith("lf")]
        ginit = leaves and irng.random() < 0.5
        if ginit:
            calls = ["%s(%d, 0, %d)" % (irng.choice(leaves).name, self.d, irng.randint(-40, 60)) for _ in range(2)]
            out += ["var ginit = []int{%s, %s, tab[%d]}" % (calls[0], calls[1], irng.randint(0, 4)),
                    "var ginitsum = ginit[0] + ginit[1]*3", ""]
        if sconv:
            out += sconv[1]
        if sfmt:
            out += sfmt[1]
        if sshape:
            out += sshape[1]
        if siflow:
            out += siflow[1]
        for f in allf:
            if f.is_main and siflow:  # the interface flows' lines after the shapes'
                k = f.lines.index("\tconst id = 0") + 1
                f.lines[k:k] = siflow[2]
            if f.is_main and sshape:  # the shapes' lines after strconv's
                k = f.lines.index("\tconst id = 0") + 1
                f.lines[k:k] = sshape[2]
            if f.is_main and sconv:  # strconv's lines first in main
                k = f.lines.index("\tconst id = 0") + 1
                f.lines[k:k] = sconv[2]
            if f.is_main and sfmt:  # and fmt's before them
                k = f.lines.index("\tconst id = 0") + 1
                f.lines[k:k] = sfmt[2]
            if f.is_main and ginit:
                out.append("func main() {")
                k = f.lines.index("\tconst id = 0") + 1
                out.extend(f.lines[:k] + ['\tprintln(id, "ginit", ginit[0], ginit[1], ginit[2], ginitsum)'] + f.lines[k:])
                out.append("}")
                out.append("")
                continue
            if f.is_main:
                out.append("func main() {")
            elif f in self.gfuncs:
                out.append("func %s(id int) {" % f.name)
            else:
                out.append(self.signature(f) + " {")
            out.extend(f.lines)
            out.append("}")
            out.append("")
        if self.uses_chsend:
            out += ["//corogo:pool 32", "func chsend(c chan<- int, a, n int) {", "\tfor i := 0; i < n; i++ {",
                    "\t\tif (a+i)%3 == 0 {", "\t\t\tcoroSuspend()", "\t\t}",
                    "\t\tc <- (a*7 + i) %% %d" % M, "\t}", "\tclose(c)", "}", ""]
        if self.uses_sync:
            out += ["//corogo:pool 32",
                    "func wgadd(wg *sync.WaitGroup, mu *sync.Mutex, t *int, a, k int) {", "\tmu.Lock()",
                    "\tv := *t", "\tif (a+k)%2 == 0 {", "\t\tcoroSuspend()", "\t}",
                    "\t*t = (v + a*3 + k) %% %d" % M, "\tmu.Unlock()", "\twg.Done()", "}", ""]
        if self.uses_dlog:
            out += ["func dlog(id, v int) {", "\tif v%2 == 0 {", "\t\tcoroSuspend()", "\t}",
                    '\tprintln(id, "dlog", v)', "}", ""]
        if self.uses_dtry:
            out += ["func dfix(id int, r *int) {", "\tif recover() != nil {", "\t\t*r = (*r + 1) %% %d" % M,
                    '\t\tprintln(id, "recovered", *r)', "\t}", "}", "",
                    "func dtry(id, v int) (r int) {", "\tdefer dfix(id, &r)", "\tr = v",
                    "\tswitch (v%3 + 3) % 3 {", "\tcase 0:", "\t\tpanic(v)", "\tcase 1:",
                    "\t\tr = tab[(v%5+5)%5+5]", "\t}", "\treturn (v * 2) %% %d" % M, "}", ""]
        out += self.recover_helpers(M)
        if self.uses_fint:
            out += ["func fint(x float64) int {", "\tif x != x || x >= %d || x <= -%d {" % (M, M),
                    "\t\treturn 7", "\t}", "\treturn int(x)", "}", ""]
        if self.uses_vsum:
            out += ["func vsum(d int, xs ...int) int {", "\ts := len(xs)", "\tfor i, x := range xs {",
                    "\t\tif (x+i+d)%3 == 0 {", "\t\t\tcoroSuspend()", "\t\t}",
                    "\t\ts = (s + x) %% %d" % M, "\t}", "\treturn s", "}", ""]
        if self.uses_chsum:
            out += ["func chsum(c <-chan int) int {", "\ts := 0", "\tfor v := range c {",
                    "\t\ts = (s*7 + v) %% %d" % M, "\t}", "\treturn s", "}", ""]
        out += self.wide_decls()
        out += self.lang_decls()
        out += self.alloc_decls()
        out += self.gen_decls()
        out += cdecls
        return "\n".join(noinline(out, self.seed))

    def wide_spawns(self, main):
        """Goroutines started in a loop, more of them than the default 8 slots of their pool
        (docs/memory.md, issue #28): n goroutines of wideg, each sending one value that main sums,
        either all started before any is received (n alive at once: past a pool that is not
        proven, their frames come from the heap) or each received right after its go (the
        receiver ends the goroutine of a last send). In main with a constant n (the pool is
        proven) or in the helper wide(n) (it is not). Its own random stream: the rest of the
        program is what it was without it."""
        wr = random.Random(self.seed * 7919 + 28)
        self.wide = None
        if wr.random() >= 0.5:
            return
        n, x = wr.randint(9, 40), wr.randint(1, 9)
        handoff, in_main = wr.random() < 0.5, wr.random() < 0.5
        self.wide = (handoff, x)
        if not in_main:
            main.lines.insert(len(main.lines) - 1, '\tprintln(id, "wide", wide(%d))' % n)
            return
        main.lines[len(main.lines) - 1:len(main.lines) - 1] = ["\t{", "\t\twc := make(chan int)", "\t\tws := 0"] + [
            "\t\t" + l for l in self.wide_loops(n, "wc", "ws", "wi")] + ['\t\tprintln(id, "wide", ws)', "\t}"]

    def wide_loops(self, n, c, s, i):
        handoff, x = self.wide
        if handoff:
            return ["for %s := 0; %s < %s; %s++ {" % (i, i, n, i), "\tgo wideg(%s, %d, %s)" % (i, x, c),
                    "\t%s = (%s + <-%s) %% %d" % (s, s, c, M), "}"]
        return ["for %s := 0; %s < %s; %s++ {" % (i, i, n, i), "\tgo wideg(%s, %d, %s)" % (i, x, c), "}",
                "for %s := 0; %s < %s; %s++ {" % (i, i, n, i), "\t%s = (%s + <-%s) %% %d" % (s, s, c, M), "}"]  # a sum: any order

    def wide_decls(self):
        if not self.wide:
            return []
        return ["func wideg(i, x int, c chan<- int) {", "\tc <- (i*x + i/3) %% %d" % M, "}", "",
                "func wide(n int) int {", "\tc := make(chan int)", "\ts := 0"] + [
                "\t" + l for l in self.wide_loops("n", "c", "s", "i")] + ["\treturn s", "}", ""]


# statements: (weight, name) -> Gen.stmt_<name>
STMTS = [
    (3, "decl_int"), (1, "decl_bool"), (2, "decl_struct"), (2, "decl_array"), (1, "decl_string"),
    (1, "decl_ptr"), (3, "acc"), (2, "assign"), (1, "assign_field"), (1, "assign_elem"),
    (2, "if"), (2, "for"), (2, "range"), (1, "switch"), (1, "switch_tagless"), (3, "println"),
    (2, "suspend"), (2, "spin"), (2, "call"), (1, "method"), (1, "decl_multi"), (1, "decl_slice"),
    (1, "assign_slice"), (1, "slot"), (2, "go"), (1, "if_init"), (1, "loop_break"),
    (1, "chan_pipe"), (1, "chan_select"), (1, "chan_queue"), (1, "chan_sum"), (1, "sync_wg"), (1, "slice_append"), (1, "goto_loop"),
    (2, "defer"), (1, "recover"), (2, "map_ops"), (2, "decl_float"), (1, "decl_complex"),
]
STMTS += RECOVER_STMTS
BLOCK_STMTS = {"if", "for", "range", "switch", "switch_tagless", "if_init", "loop_break"}

# expressions of each type: (weight, name) -> Gen.<EXPR_METHOD[type]><name>
EXPRS = {
    INT: [(2, "lit"), (4, "var"), (2, "d"), (1, "field"), (1, "index"), (1, "len"), (4, "binop"),
          (1, "div"), (1, "shift"), (1, "neg"), (4, "call"), (1, "method"), (1, "pfield_call"),
          (1, "aindex_call"), (1, "slice"), (1, "table"), (1, "slot"), (1, "fint"), (1, "vsum")],
    BOOL: [(0.3, "lit"), (2, "var"), (3, "cmp"), (2, "mod"), (3, "andor"), (1, "not"), (3, "call"),
           (1, "structeq"), (1, "arreq"), (1, "fcmp")],
    P: [(3, "var"), (2, "lit"), (2, "call"), (1, "deref")],
    ARR: [(3, "var"), (2, "lit"), (2, "call")],
    STR: [(3, "lit"), (2, "var"), (1, "concat")],
    PP: [(2, "addr"), (2, "var"), (1, "new")],
    FL: [(2, "lit"), (3, "var"), (2, "conv"), (3, "binop"), (1, "neg"), (1, "cpart")],
    CX: [(2, "make"), (3, "var"), (2, "binop")],
}
EXPR_METHOD = {INT: "expr_int_", BOOL: "expr_bool_", P: "expr_P_", ARR: "expr_arr_",
               STR: "expr_string_", PP: "expr_ptrP_", FL: "expr_float_", CX: "expr_complex_"}
CALL_EXPRS = {"call", "method", "pfield_call", "aindex_call"}
COMPOUND_EXPRS = {"binop", "div", "shift", "neg", "call", "method", "pfield_call", "aindex_call",
                  "cmp", "mod", "andor", "not", "structeq", "arreq", "concat", "fint", "vsum", "conv",
                  "fcmp", "cpart"}


# func values and closures (the FuncValues block above): statements, expressions, new types
FV_STMTS = [
    (1.5, "fv_decl"), (1, "fv_assign"), (1.5, "fv_call"), (0.7, "fv_struct"), (0.7, "fv_array"),
    (0.8, "fv_range"), (0.5, "fv_nil"), (1, "lit_bind"), (1, "lit_stand"), (0.8, "lit_acc"),
    (1.2, "lit_go"), (0.8, "fv_go"), (0.6, "counter"), (0.8, "lit_go_wait"), (0.5, "lit_rec"),
    (0.8, "fv2"), (0.6, "lit_chan"),
]
STMTS += FV_STMTS
STMTS += ESC_STMTS  # pointers to locals (gen_escape.py)
BLOCK_STMTS |= {"fv_range", "fv_nil", "lit_bind", "lit_stand", "lit_acc", "lit_go", "lit_go_wait", "lit_rec"}
EXPRS[INT] += [(1.5, "fvcall"), (0.7, "cnt")]
EXPRS[BOOL] += [(0.5, "fvnil")]
EXPRS[FN] = [(3, "name"), (3, "var"), (1, "fnlit"), (0.5, "mkf")]
EXPRS[FS] = [(2, "lit"), (1, "var")]
EXPR_METHOD.update({FN: "expr_fn_", FS: "expr_fs_"})
CALL_EXPRS |= {"fvcall", "cnt", "mkf"}
COMPOUND_EXPRS |= {"fvcall", "cnt", "mkf", "fnlit"}

# interfaces (the interfaces section of Gen): their statements and expressions
STMTS += [(1, "iface_decl"), (0.5, "iface_assign"), (0.7, "iface_assert"), (0.5, "iface_switch"),
          (0.5, "iface_coll"), (0.4, "iface_field"), (0.5, "iface_err"), (0.7, "iface_any"),
          (4, "iface_go")]
EXPRS[INT] += [(1, "icall"), (0.5, "ik")]
EXPRS[BOOL] += [(0.5, "ieq")]
EXPRS[IT] = [(3, "var"), (3, "conv"), (1, "mki")]
EXPR_METHOD[IT] = "expr_iface_"
CALL_EXPRS |= {"icall"}
COMPOUND_EXPRS |= {"icall", "ik", "ieq"}

# f(g()) into variadic functions, interface map keys, 64-bit atomics (gen_lang.py)
assert LANG_M == M
STMTS += LANG_STMTS
EXPRS[INT] += LANG_INT_EXPRS
CALL_EXPRS |= LANG_CALL_EXPRS
COMPOUND_EXPRS |= LANG_CALL_EXPRS

# allocation churn for the collector (gen_alloc.py)
STMTS += ALLOC_STMTS

# generic functions and types, an instance that suspends beside one that does not (gen_generic.py)
assert GEN_M == M
STMTS += GEN_STMTS


def is_atom(e):
    """e is a name, a number, a selector, or ends in a call/index/paren closing its first one."""
    if e.replace(".", "").replace("_", "a").isalnum():
        return True
    level, opened = 0, False
    for i, c in enumerate(e):
        if c in "([{":
            if level == 0 and (opened or c == "{"):
                return False
            level += 1
            opened = True
        elif c in ")]}":
            level -= 1
            if level == 0 and i != len(e) - 1:
                if e[i + 1] not in ".[(":
                    return False
                opened = False
        elif level == 0 and not (c.isalnum() or c in "._"):
            return False
    return True


def paren(e):
    return e if is_atom(e) else "(%s)" % e


def noinline(lines, seed):
    """//go:noinline above about a quarter of the plain functions (a generator of its own, so the
    program is otherwise what it was): their awaits keep the callee's coroutine instead of inlining
    its body (src/codegen/cg_inline.c), so both lowerings of an await meet the same code. Go ignores it."""
    rng = random.Random(seed * 7919 + 1)
    out = []
    for line in lines:
        if line.startswith("func ") and not line.startswith(("func main(", "func (", "func fmtchk(", "func sx", "func yf")) \
                and rng.random() < 0.25:  # (gen_fmt.py's fmtchk, gen_shape.py's sx*, gen_iflow.py's yf*: none, so the rest stays)
            out.append("//go:noinline")
        out.append(line)
    return out


def generate(seed, size="small", fmt=False, shapes=True, iflow=False):
    """iflow: gen_iflow.py's block in every program, also without the shapes"""
    return Gen(seed, size, fmt, shapes, iflow).program()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("seed", type=int)
    ap.add_argument("--size", default="small", choices=sorted(SIZES))
    ap.add_argument("--fmt", action="store_true", help="also print values with fmt (gen_fmt.py)")
    ap.add_argument("--no-shapes", action="store_true", help="without gen_shape.py's and gen_iflow.py's blocks")
    ap.add_argument("--iflow", action="store_true", help="gen_iflow.py's block in every program (also with --no-shapes)")
    a = ap.parse_args()
    sys.stdout.write(generate(a.seed, a.size, a.fmt, not a.no_shapes, a.iflow))


if __name__ == "__main__":
    main()
