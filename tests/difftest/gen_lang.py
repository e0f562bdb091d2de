"""gen_lang.py - the differential tester's generator of the language items of issues #16, #15 and
#12 that Go 1.19 runs too, a mixin of gen.Gen (gen.py registers its statements and expressions):

- f(g()) with a multi-valued g and a variadic f: lsum(lpair(a, b)) (all of g's values into
  ...int), lhead(lpair(a, b)) and lhead(ltrip(a)) (the first value to the fixed parameter, the
  rest converted to any for ...any);
- maps with interface keys: map[any]int filled in a loop that suspends with keys of several
  dynamic types that print alike (k%7, int8(k%7), the string, P{...}, a bool, nil), deleted,
  looked up, len and a range sum (independent of the order);
- 64-bit sync/atomic: the functions and the Int64/Uint64 types on values whose high words
  matter, folded modulo gen.M; atomic.Pointer[P] (Go 1.19 has it);
- reflect and sort (#27): a P's fields read through reflect.Value, a slice sorted by sort.Slice
  or sort.Ints and compared with reflect.DeepEqual, a Kind test;
- methods promoted from an embedded interface (#27 item 4): a struct{ lsizer } called directly,
  through the interface (its wrapper method), as a method value and through the interface's
  method expression lsizer.lsize, and a sort.Reverse-shaped struct that overrides the method and
  calls the embedded one; a []*lval literal with elided &lval elements;
- aggregates over 64 bytes (#11 item 10, src/transform/bigcopy.c): a [24]int array and a struct holding one,
  copied, modified through the copy, swapped in a parallel assignment, passed by value to a function that may suspend and returns
  both among several results, compared with ==, summed.

Every value stays within gen.py's bound (M), so 32-bit corogo ints and 64-bit Go ints agree; the
helper functions are emitted once per program (lang_decls) and the import of sync/atomic when
used (lang_imports).
"""

M = 10007  # gen.M (gen.py asserts they are equal)


class LangGen:
    def lang_reset(self):
        self.uses_lpair = self.uses_lkey = self.uses_atomic = self.uses_big = self.uses_reflect = False
        self.uses_embed = False

    # ------------------------------------------------------------ f(g()) into a variadic f
    def expr_int_spread(self, fn, depth, calls):
        """lsum(lpair(a, b)), lhead(lpair(a, b)) or lhead(ltrip(a)): g's values become f's
        arguments (check_spread.c)."""
        self.uses_lpair = True
        shape = self.rng.choice(["sum", "head2", "head3"])
        if shape == "head3":
            return "lhead(ltrip(%s))" % self.expr(fn, "int", depth, calls)
        a, b = self.expr(fn, "int", depth, calls), self.expr(fn, "int", depth, calls)
        return "%s(lpair(%s, %s))" % ("lsum" if shape == "sum" else "lhead", a, b)

    # ------------------------------------------------------------ interface map keys
    def stmt_lang_imap(self, fn):
        """map[any]int with keys of several dynamic types (lkey), filled in a loop that suspends,
        op-assigned, deleted; len, a lookup of a probe key and a range sum fold into a new int."""
        if not self.chan_ok(fn):
            return False
        fn.chans += 1
        self.uses_lkey = True
        m, v, x, e = self.fresh("im"), self.fresh("v"), self.fresh("x"), self.fresh("e")
        sel, n = self.rng.randint(0, 6), self.rng.randint(1, 14)
        self.emit(fn, "%s := %s" % (e, self.expr(fn, "int", 1)))
        self.emit(fn, "%s := %s" % (m, self.rng.choice(["map[any]int{}", "make(map[any]int)",
                                                        "map[any]int{nil: %d}" % self.rng.randint(0, 9)])))
        self.emit(fn, "for k := 0; k < %d; k++ {" % n)
        self.emit(fn, "\t%s[lkey(k+%s, %d)] += k + 1" % (m, e, sel))
        self.emit(fn, "\tif k%%%d == 0 {" % self.rng.randint(2, 4))
        self.emit(fn, "\t\tcoroSuspend()")
        self.emit(fn, "\t}")
        self.emit(fn, "\tif k%%%d == 1 {" % self.rng.randint(2, 5))
        self.emit(fn, "\t\tdelete(%s, lkey(k/2+%s, %d))" % (m, e, self.rng.randint(0, 6)))
        self.emit(fn, "\t}")
        self.emit(fn, "}")
        probe = self.rng.choice(["lkey(%s, %d)" % (e, self.rng.randint(0, 6)), "nil", '"b"', "P{1, 1}",
                                 "%d" % self.rng.randint(0, 6), "int8(%d)" % self.rng.randint(0, 6)])
        self.emit(fn, "%s := len(%s)*%d %% %d" % (v, m, self.rng.randint(1, 9), M))
        self.emit(fn, "if %s, ok := %s[%s]; ok {" % (x, m, probe))
        self.emit(fn, "\t%s = (%s + %s*3) %% %d" % (v, v, x, M))
        self.emit(fn, "}")
        self.emit(fn, "for _, %s := range %s {" % (x, m))
        self.emit(fn, "\t%s = (%s + %s) %% %d" % (v, v, x, M))
        self.emit(fn, "}")
        self.declare(fn, v, "int")

    # ------------------------------------------------------------ 64-bit atomics
    def stmt_lang_atomic(self, fn):
        """64-bit sync/atomic on a local int64 and an atomic.Uint64 (high words involved); the
        results fold into a new int."""
        self.uses_atomic = True
        a, u, v, o = self.fresh("a"), self.fresh("u"), self.fresh("v"), self.fresh("o")
        self.emit(fn, "%s := int64(%s) * %d" % (a, self.expr(fn, "int", 1), self.rng.randint(1, 1 << 20)))
        self.emit(fn, "var %s atomic.Uint64" % u)
        self.emit(fn, "%s.Store(uint64(%d)<<%d | uint64(%s&0xff))" % (u, self.rng.randint(1, 99),
                                                                     self.rng.randint(20, 40), a))
        ops = [
            "atomic.AddInt64(&%s, int64(%d)<<%d)" % (a, self.rng.randint(-9, 9), self.rng.randint(28, 40)),
            "atomic.SwapInt64(&%s, %s^%d)" % (a, a, self.rng.randint(1, 1 << 30)),
            "%s.Add(uint64(%d) << 33)" % (u, self.rng.randint(1, 9)),
            "%s.Swap(%s.Load() + %d)" % (u, u, self.rng.randint(0, 5)),
        ]
        self.emit(fn, "%s := %s" % (o, self.rng.choice(ops[:2])))
        self.emit(fn, "_ = %s" % self.rng.choice(ops[2:]))
        cas = self.rng.choice(["atomic.CompareAndSwapInt64(&%s, %s, %s+1)" % (a, a, o),
                               "atomic.CompareAndSwapInt64(&%s, atomic.LoadInt64(&%s), -%s)" % (a, a, o),
                               "%s.CompareAndSwap(%s.Load(), uint64(%s))" % (u, u, o)])
        self.emit(fn, "if %s {" % cas)
        self.emit(fn, "\tatomic.StoreInt64(&%s, %s/3)" % (a, o))
        self.emit(fn, "}")
        self.emit(fn, "%s := int((atomic.LoadInt64(&%s)^%s)%%%d) + int(%s.Load()%%%d)" % (v, a, o, M, u, M))
        self.emit(fn, "%s = %s %% %d" % (v, v, M))
        self.declare(fn, v, "int")

    def stmt_lang_aptr(self, fn):
        """atomic.Pointer[P]: Store, Load, Swap, CompareAndSwap (one that fails, one that may
        succeed) on a local, the pointees' fields folded into a new int."""
        self.uses_atomic = True
        ap, v, o = self.fresh("ap"), self.fresh("v"), self.fresh("o")
        e1, e2 = self.expr(fn, "int", 1), self.expr(fn, "int", 1)
        self.emit(fn, "var %s atomic.Pointer[P]" % ap)
        self.emit(fn, "%s := %d" % (v, self.rng.randint(0, 9)))
        self.emit(fn, "if %s.Load() == nil {" % ap)
        self.emit(fn, "	%s++" % v)
        self.emit(fn, "}")
        self.emit(fn, "%s.Store(&P{%s, %d})" % (ap, e1, self.rng.randint(0, 9)))
        self.emit(fn, "%s := %s.Swap(&P{%s, %s.Load().a %% 5})" % (o, ap, e2, ap))
        self.emit(fn, "if %s.CompareAndSwap(&P{}, nil) {" % ap)
        self.emit(fn, "	%s += 100" % v)
        self.emit(fn, "}")
        self.emit(fn, "if %s.CompareAndSwap(%s, %s) {" % (ap, self.rng.choice(["%s.Load()" % ap, o]), o))
        self.emit(fn, "	%s += 7" % v)
        self.emit(fn, "}")
        self.emit(fn, "%s = (%s + %s.a + %s.b + %s.Load().a) %% %d" % (v, v, o, o, ap, M))
        self.declare(fn, v, "int")

    # ------------------------------------------------------------ reflect and sort
    def stmt_lang_reflect(self, fn):
        """A P{...} read through reflect (Field(i).Int() of its unexported fields), a []int sorted
        by sort.Slice or sort.Ints, compared with a reversed copy by reflect.DeepEqual, and a
        Kind test; the results fold into a new int."""
        self.uses_reflect = True
        rv, xs, v = self.fresh("rv"), self.fresh("xs"), self.fresh("v")
        self.emit(fn, "%s := reflect.ValueOf(P{%s, %d})" % (rv, self.expr(fn, "int", 1), self.rng.randint(0, 9)))
        self.emit(fn, "%s := int(%s.Field(0).Int()*3+%s.Field(1).Int()) %% %d" % (v, rv, rv, M))
        n = self.rng.randint(2, 6)
        self.emit(fn, "%s := []int{%s}" % (xs, ", ".join(self.expr(fn, "int", 1) for _ in range(n))))
        if self.rng.random() < 0.5:
            self.emit(fn, "sort.Slice(%s, func(i, j int) bool { return %s[i] %s %s[j] })" %
                      (xs, xs, self.rng.choice(["<", ">"]), xs))
        else:
            self.emit(fn, "sort.Ints(%s)" % xs)
        self.emit(fn, "for i, x := range %s {" % xs)
        self.emit(fn, "	%s = (%s*3 + x + i) %% %d" % (v, v, M))
        self.emit(fn, "}")
        self.emit(fn, "if reflect.DeepEqual(%s, []int{%s}) {" % (xs, ", ".join("%s[%d]" % (xs, n - 1 - i) for i in range(n))))
        self.emit(fn, "	%s = (%s + 11) %% %d" % (v, v, M))
        self.emit(fn, "}")
        self.emit(fn, "if %s.Kind() == reflect.%s {" % (rv, self.rng.choice(["Struct", "Int"])))
        self.emit(fn, "	%s = (%s + %s.NumField()) %% %d" % (v, v, rv, M))
        self.emit(fn, "}")
        self.declare(fn, v, "int")

    # ------------------------------------------------------------ embedded interfaces
    def stmt_lang_embed(self, fn):
        """An lembed{lval{...}} (a struct embedding the interface lsizer) or an lrev (the same,
        overriding lsize), its method called directly, through lsizer (a value or a pointer) and
        as a method value; the results fold into a new int."""
        self.uses_embed = True
        e, s, f, v = self.fresh("e"), self.fresh("s"), self.fresh("mv"), self.fresh("v")
        t = self.rng.choice(["lembed", "lrev"])
        self.emit(fn, "%s := %s{lval{%s}}" % (e, t, self.expr(fn, "int", 1)))
        self.emit(fn, "var %s lsizer = %s%s" % (s, self.rng.choice(["", "&"]), e))
        self.emit(fn, "%s := %s.lsize" % (f, self.rng.choice([e, s])))
        self.emit(fn, "%s.lsizer = lval{%s}" % (e, self.expr(fn, "int", 1)))
        self.emit(fn, "%s := (%s.lsize()*3 + %s.lsize() + %s() + lsizer.lsize(%s)*7) %% %d" % (v, e, s, f, s, M))
        ps = self.fresh("ps")  # elided &T in a composite literal
        self.emit(fn, "%s := []*lval{{%s}, {n: %s}}" % (ps, self.expr(fn, "int", 1), self.expr(fn, "int", 1)))
        self.emit(fn, "%s = (%s + %s[0].n + %s[1].lsize()*5) %% %d" % (v, v, ps, ps, M))
        self.declare(fn, v, "int")

    # ------------------------------------------------------------ big aggregates
    def stmt_lang_big(self, fn):
        """BigA/BigS values (96 and 100 bytes on 32-bit): made by bfill, copied and changed through
        the copy, maybe swapped (b1, b2 = b2, b1), passed by value to bmix (which may suspend and returns a BigA, a BigS and an
        int), compared and summed into a new int."""
        self.uses_big = True
        b1, b2, sv, x, y, z, v = (self.fresh(p) for p in ("b", "b", "s", "x", "y", "z", "v"))
        self.emit(fn, "%s := bfill(%s)" % (b1, self.expr(fn, "int", 1)))
        self.emit(fn, "%s := %s" % (b2, b1))
        self.emit(fn, "%s[%d] = %s %% %d" % (b2, self.rng.randint(0, 23), self.expr(fn, "int", 1), M))
        if self.rng.random() < 0.5: # both read before either store (bigcopy.c's temporary)
            self.emit(fn, "%s, %s = %s, %s" % (b1, b2, b2, b1))
        self.emit(fn, "%s := BigS{%s, %d}" % (sv, self.rng.choice([b1, b2]), self.rng.randint(0, 99)))
        self.emit(fn, "%s, %s, %s := bmix(%s, %s, %s)" % (x, y, z, self.rng.choice([b1, b2]), sv,
                                                          self.expr(fn, "int", 1)))
        self.emit(fn, "%s := (bsum(%s) + bsum(%s)*3 + bsum(%s) + bsum(%s.a) + %s.n + %s) %% %d" %
                  (v, b1, b2, x, y, y, z, M))
        self.emit(fn, "if %s == %s {" % (self.rng.choice([b1, b2]), self.rng.choice([x, y + ".a"])))
        self.emit(fn, "	%s = (%s + 1) %% %d" % (v, v, M))
        self.emit(fn, "}")
        self.declare(fn, v, "int")

    # ------------------------------------------------------------ built-ins applied to f()
    def stmt_lang_bspread(self, fn):
        """A built-in applied to a multi-valued call (src/check): copy(f()) with f returning a
        destination slice (a local) and a source, append(f()) with f returning a slice and the
        values to append; the slices' elements, copy's count and append's length fold into a new
        int. Half the time the appended values go through a buffered channel that `go close(c)`
        (go of a built-in) closes while a range receives them. The literals allocate: only where channels may be made (chan_ok)."""
        if not self.chan_ok(fn):
            return False
        fn.chans += 1
        dst, n, v = self.fresh("dst"), self.fresh("n"), self.fresh("v")
        k, j = self.rng.randint(0, 4), self.rng.randint(0, 4)
        self.emit(fn, "%s := make([]int, %d, %d)" % (dst, k, k + self.rng.randint(0, 2)))
        src = ", ".join(self.expr(fn, "int", 1) for _ in range(j))
        self.emit(fn, "%s := copy(func() ([]int, []int) { return %s, []int{%s} }())" % (n, dst, src))
        xs = [self.expr(fn, "int", 1) for _ in range(self.rng.randint(2, 3))]
        ty = ", ".join(["[]int"] + ["int"] * len(xs))
        self.emit(fn, "%s = append(func() (%s) { return %s, %s }())" % (dst, ty, dst, ", ".join(xs)))
        self.emit(fn, "%s := (%s*7 + len(%s)) %% %d" % (v, n, dst, M))
        self.emit(fn, "for i, x := range %s {" % dst)
        self.emit(fn, "\t%s = (%s*3 + x + i) %% %d" % (v, v, M))
        self.emit(fn, "}")
        if self.rng.random() < 0.5:  # go of a built-in: the range ends when the goroutine closes c
            c = self.fresh("c")
            self.emit(fn, "%s := make(chan int, %d)" % (c, len(xs)))
            for i in range(len(xs)):
                self.emit(fn, "%s <- %s[%d]" % (c, dst, k + i))
            self.emit(fn, "go close(%s)" % c)
            self.emit(fn, "for x := range %s {" % c)
            self.emit(fn, "\t%s = (%s*5 + x) %% %d" % (v, v, M))
            self.emit(fn, "}")
        self.declare(fn, v, "int")

    # ------------------------------------------------------------ the program's parts
    def lang_imports(self):
        return (['import "sync/atomic"', ""] if self.uses_atomic else []) + (
            ['import "reflect"', 'import "sort"', ""] if self.uses_reflect else [])

    def lang_decls(self):
        out = []
        if self.uses_lpair:
            out += ["func lpair(a, b int) (int, int) {", "\treturn (a*3 + b) %% %d, (b - a) %% %d" % (M, M), "}", "",
                    "func ltrip(a int) (int, bool, string) {", '\treturn a %% %d, a%%2 == 0, "ab"[:a%%2+1]' % M,
                    "}", "",
                    "func lsum(xs ...int) int {", "\ts := len(xs)", "\tfor i, x := range xs {",
                    "\t\ts = (s*3 + x + i) %% %d" % M, "\t}", "\treturn s", "}", "",
                    "func lhead(a int, xs ...any) int {", "\ts := a + len(xs)", "\tfor _, x := range xs {",
                    "\t\tswitch v := x.(type) {", "\t\tcase int:", "\t\t\ts = (s*5 + v) %% %d" % M,
                    "\t\tcase bool:", "\t\t\tif v {", "\t\t\t\ts++", "\t\t\t}", "\t\tcase string:",
                    "\t\t\ts = (s + len(v)*7) %% %d" % M, "\t\t}", "\t}", "\treturn s %% %d" % M, "}", ""]
        if self.uses_lkey:
            out += ["func lkey(k, sel int) any {", "\tk = (k%7 + 7) % 7", "\tswitch (k + sel) % 6 {",
                    "\tcase 0:", "\t\treturn k", "\tcase 1:", "\t\treturn int8(k)", "\tcase 2:",
                    "\t\treturn string(rune('a' + k))", "\tcase 3:", "\t\treturn P{k, k % 2}", "\tcase 4:",
                    "\t\treturn k%2 == 0", "\t}", "\treturn nil", "}", ""]
        if self.uses_embed:
            out += ["type lsizer interface {", "\tlsize() int", "}", "",
                    "type lval struct{ n int }", "",
                    "func (l lval) lsize() int { return (l.n*3 + 1) %% %d }" % M, "",
                    "type lembed struct{ lsizer }", "",
                    "type lrev struct{ lsizer }", "",
                    "func (r lrev) lsize() int { return (r.lsizer.lsize()*5 + 2) %% %d }" % M, ""]
        if self.uses_big:
            out += ["type BigA [24]int", "", "type BigS struct {", "\ta BigA", "\tn int", "}", "",
                    "func bfill(k int) (r BigA) {", "\tfor i := range r {",
                    "\t\tr[i] = (k*7 + i*3) %% %d" % M, "\t}", "\treturn", "}", "",
                    "func bmix(a BigA, s BigS, k int) (BigA, BigS, int) {", "\ti := (k%24 + 24) % 24",
                    "\ta[i] = (a[i] + s.n) %% %d" % M, "\ts.a[(i+1)%24]++", "\tif k%3 == 0 {",
                    "\t\tcoroSuspend()", "\t}", "\treturn s.a, BigS{a, k %% %d}, a[0] + s.a[1]" % M, "}", "",
                    "func bsum(a BigA) int {", "\ts := 0", "\tfor i, v := range a {",
                    "\t\ts = (s*3 + v + i) %% %d" % M, "\t}", "\treturn s", "}", ""]
        return out


LANG_STMTS = [(0.8, "lang_imap"), (0.8, "lang_atomic"), (0.6, "lang_aptr"), (0.8, "lang_big"), (0.5, "lang_reflect"),
              (0.6, "lang_embed"), (1.2, "lang_bspread")]
LANG_INT_EXPRS = [(0.8, "spread")]
LANG_CALL_EXPRS = {"spread"}
