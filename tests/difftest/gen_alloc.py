"""gen_alloc.py - the differential tester's allocation churn (issue #15), a mixin of gen.py's Gen:
statements that allocate far more than they keep, so that a small heap (`--flags=-heap=4K`)
makes the collector run while some data stays live across suspends:

- alloc_str: a string built in a loop with `s += string(rune(...))`, cut to a window of its tail
  (a substring: an interior pointer into the old string) when it grows, suspending on the way;
  its length and a few bytes are printed;
- alloc_win: append loops building a slice of `*P` or of `P`, keeping only a window of the last
  W elements (re-sliced forward, or copied into a fresh slice), suspending;
- alloc_map: a `map[int]*P` filled and deleted in a churn loop (a fresh P per insertion), then
  len and an order-independent sum of the values (all non-negative: the sum modulo M does not
  depend on Go's random map order);
- alloc_keep: fresh objects received from a helper goroutine `aprod` over a channel (it allocates
  a P and a string per value and prints nothing), every few kept in a linked list hung from the
  package variable `akeep[id]` (each goroutine its own slot, only these lines touch it, no call on
  them) and in a local slice, both trimmed to a window; then checksums of both.

Every statement runs at the top level of main and goroutine bodies, at most twice per body (gen.py's
`chan_ok`, plus a count of its own), folds its checksum into a new int and prints one short line.
Values stay within [0, M). gen.py's hooks: Gen inherits AllocGen, attempt() calls alloc_reset(),
program() appends alloc_decls(), and STMTS takes ALLOC_STMTS.
"""

M = 10007  # gen.M
SLOTS = 1000  # gen.SLOTS

ALLOC_STMTS = [(4, "alloc_str"), (4, "alloc_win"), (4, "alloc_map"), (4, "alloc_keep")]


class AllocGen:
    def alloc_reset(self):
        self.uses_akeep = self.uses_aprod = False

    def churn_ok(self, fn):
        """main or a goroutine body, top level, at most twice per body."""
        if not self.chan_ok(fn) or getattr(fn, "churns", 0) >= 2:
            return False
        fn.churns = getattr(fn, "churns", 0) + 1
        return True

    def alloc_seed(self, fn):
        """a fresh local in [0, M) from a generated expression (so the loops below make no call)."""
        e = self.fresh("e")
        self.emit(fn, "%s := (%s%%%d + %d) %% %d" % (e, self.paren_e(self.expr(fn, "int", 1)), M, M, M))
        return e

    @staticmethod
    def paren_e(e):
        return "(" + e + ")"

    def alloc_suspend(self, fn, k="k"):
        self.emit(fn, "\tif %s%%%d == %d {" % (k, self.rng.randint(3, 9), self.rng.randint(0, 2)))
        self.emit(fn, "\t\tcoroSuspend()")
        self.emit(fn, "\t}")

    def alloc_done(self, fn, v, tag, args):
        fn.prints += 1
        self.emit(fn, 'println(id, "%s", %s)' % (tag, ", ".join(args)))
        self.declare(fn, v, "int")

    def stmt_alloc_str(self, fn):
        """s += string(rune('a'+i%26)) in a loop, cut to its last L/2 bytes when longer than L."""
        if not self.churn_ok(fn):
            return False
        e, s, v = self.alloc_seed(fn), self.fresh("s"), self.fresh("v")
        n, lim = self.rng.randint(100, 400), self.rng.randint(8, 60)
        self.emit(fn, '%s := "%s"' % (s, self.rng.choice(["", "x", "go"])))
        self.emit(fn, "for k := 0; k < %d; k++ {" % n)
        self.emit(fn, "\t%s += string(rune('a' + (k+%s)%%26))" % (s, e))
        self.emit(fn, "\tif len(%s) > %d {" % (s, lim))
        self.emit(fn, "\t\t%s = %s[len(%s)-%d:]" % (s, s, s, lim // 2))
        self.emit(fn, "\t}")
        self.alloc_suspend(fn)
        self.emit(fn, "}")
        self.emit(fn, "%s := (len(%s)*7 + int(%s[0])*3 + int(%s[len(%s)-1])) %% %d" % (v, s, s, s, s, M))
        self.alloc_done(fn, v, "astr", ["len(%s)" % s, "%s[:3]" % s, "%s[len(%s)-2:]" % (s, s), v])

    def stmt_alloc_win(self, fn):
        """append loops over []*P or []P keeping a window of the last W elements."""
        if not self.churn_ok(fn):
            return False
        e, w, v = self.alloc_seed(fn), self.fresh("w"), self.fresh("v")
        n, win, a = self.rng.randint(100, 400), self.rng.randint(2, 12), self.rng.randint(1, 9)
        ptr = self.chance(0.6)
        self.emit(fn, "var %s []%sP" % (w, "*" if ptr else ""))
        self.emit(fn, "for k := 0; k < %d; k++ {" % n)
        self.emit(fn, "\t%s = append(%s, %sP{k, (k*%d + %s) %% %d})" % (w, w, "&" if ptr else "", a, e, M))
        self.emit(fn, "\tif len(%s) > %d {" % (w, win))
        if self.chance(0.5):
            self.emit(fn, "\t\t%s = %s[1:]" % (w, w))
        else:
            self.emit(fn, "\t\t%s = append([]%sP(nil), %s[len(%s)-%d:]...)" % (w, "*" if ptr else "", w, w,
                                                                          max(1, win // 2)))
        self.emit(fn, "\t}")
        self.alloc_suspend(fn)
        self.emit(fn, "}")
        self.emit(fn, "%s := len(%s)" % (v, w))
        self.emit(fn, "for _, q := range %s {" % w)
        self.emit(fn, "\t%s = (%s*3 + q.a + q.b) %% %d" % (v, v, M))
        self.emit(fn, "}")
        self.alloc_done(fn, v, "awin", ["len(%s)" % w, v])

    def stmt_alloc_map(self, fn):
        """a map[int]*P churned: a fresh P per insertion, deletes of older keys."""
        if not self.churn_ok(fn):
            return False
        e, m, v = self.alloc_seed(fn), self.fresh("am"), self.fresh("v")
        n, mod = self.rng.randint(100, 400), self.rng.randint(4, 16)
        self.emit(fn, "%s := %s" % (m, self.rng.choice(["map[int]*P{}", "make(map[int]*P)",
                                                       "make(map[int]*P, %d)" % self.rng.randint(1, 16)])))
        self.emit(fn, "for k := 0; k < %d; k++ {" % n)
        self.emit(fn, "\t%s[(k*%d+%s)%%%d] = &P{k, %s}" % (m, self.rng.randint(1, 7), e, mod, e))
        self.emit(fn, "\tif k%%%d == 0 {" % self.rng.randint(2, 4))
        self.emit(fn, "\t\tdelete(%s, (k/2)%%%d)" % (m, mod))
        self.emit(fn, "\t}")
        self.alloc_suspend(fn)
        self.emit(fn, "}")
        self.emit(fn, "%s := len(%s)" % (v, m))
        self.emit(fn, "for kk, q := range %s {" % m)
        self.emit(fn, "\t%s = (%s + kk*5 + q.a*3 + q.b) %% %d" % (v, v, M))
        self.emit(fn, "}")
        self.alloc_done(fn, v, "amap", ["len(%s)" % m, v])

    def stmt_alloc_keep(self, fn):
        """values from aprod over a channel; every few kept in akeep[id]'s list and a local slice,
        both trimmed to a window, across the channel operations."""
        if not self.churn_ok(fn):
            return False
        self.uses_akeep = True
        e, c, ks, v, cnt = (self.alloc_seed(fn), self.fresh("c"), self.fresh("ks"), self.fresh("v"),
                            self.fresh("n"))
        n, every, win = self.rng.randint(60, 250), self.rng.randint(1, 4), self.rng.randint(2, 10)
        self.emit(fn, "%s := make(chan *P%s)" % (c, self.rng.choice(["", ", 1", ", 3"])))
        self.emit(fn, "go aprod(%s, %s, %d)" % (c, e, n))
        self.emit(fn, "akeep[id] = nil")
        self.emit(fn, "var %s []*P" % ks)
        self.emit(fn, "%s := 0" % cnt)
        self.emit(fn, "for q := range %s {" % c)
        self.emit(fn, "\t%s++" % cnt)
        self.emit(fn, "\tif %s%%%d == 0 {" % (cnt, every))
        self.emit(fn, "\t\takeep[id] = &AN{q.a + q.b, akeep[id]}")
        self.emit(fn, "\t\t%s = append(%s, q)" % (ks, ks))
        self.emit(fn, "\t}")
        self.emit(fn, "\tif len(%s) > %d {" % (ks, win))
        self.emit(fn, "\t\t%s = %s[len(%s)-%d:]" % (ks, ks, ks, max(1, win // 2)))
        self.emit(fn, "\t\tatrim(akeep[id], %d)" % win)
        self.emit(fn, "\t}")
        self.emit(fn, "}")
        self.emit(fn, "%s := len(%s)" % (v, ks))
        self.emit(fn, "for _, q := range %s {" % ks)
        self.emit(fn, "\t%s = (%s*7 + q.a + q.b) %% %d" % (v, v, M))
        self.emit(fn, "}")
        self.emit(fn, "for x := akeep[id]; x != nil; x = x.next {")
        self.emit(fn, "\t%s = (%s*5 + x.v) %% %d" % (v, v, M))
        self.emit(fn, "}")
        self.emit(fn, "akeep[id] = nil")
        self.alloc_done(fn, v, "akeep", ["len(%s)" % ks, v])

    def alloc_decls(self):
        if not self.uses_akeep:
            return []
        return [
            "type AN struct {", "\tv    int", "\tnext *AN", "}", "",
            "var akeep [%d]*AN" % SLOTS, "",
            "// atrim keeps the first n nodes of the list x.",
            "func atrim(x *AN, n int) {", "\tfor ; x != nil; x = x.next {", "\t\tn--",
            "\t\tif n <= 0 {", "\t\t\tx.next = nil", "\t\t\treturn", "\t\t}", "\t}", "}", "",
            "// aprod sends n fresh Ps on c (each with a garbage string built on the way) and closes it.",
            "//corogo:pool 32",
            "func aprod(c chan<- *P, e, n int) {", "\tfor i := 0; i < n; i++ {",
            "\t\ts := string(rune('a'+(e+i)%26)) + string(rune('a'+i%26))",
            "\t\tif (e+i)%5 == 0 {", "\t\t\tcoroSuspend()", "\t\t}",
            "\t\tc <- &P{(e + i) %% %d, len(s) + int(s[1]) - 'a'}" % M, "\t}", "\tclose(c)", "}", "",
        ]
