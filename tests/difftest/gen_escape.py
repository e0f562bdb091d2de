"""gen_escape.py - the differential generator's pointers to locals (escape analysis, issue #15): a
mixin of gen.Gen (gen.py adds ESC_STMTS to its statements, calls esc_reset() per attempt and
appends esc_decls() to the program).

The statements take the address of fresh local variables and composite literals and use it the
ways that decide where the storage lives: returned from a helper (eret), stored in a package
variable (the goroutine's own slot eg[id], through estore and ekeep), passed down and back up
(epass: stays in the frame), kept beyond a loop iteration (echain's list, an array of pointers to
the iterations' variables), inside a returned struct (eholder), handed to a goroutine that the
spawner waits for (eworker), and held across suspend points (coroSuspend between taking an address
and reading through it). A pointer that outlived its frame shows as a wrong value, so every value
read through one is folded into the program's output like any other int.

Invariants (gen.py's, kept): values stay inside (-M, M); a goroutine writes only its own eg[id];
a line that reads eg[id] makes no call; what allocates (the helpers' locals on the heap, list nodes,
a channel per eworker) runs only in main and goroutine bodies, outside loops of more than 3
iterations, so the arena (never collected with -gc=leaking) holds it.
"""

M = 10007  # gen.M (gen.py asserts they agree)
SLOTS = 1000  # gen.SLOTS
INT = "int"


class Escape:
    def esc_reset(self):
        self.uses_esc = False

    def esc_alloc_ok(self, fn):
        """Where a statement may allocate: main and goroutine bodies, a few times at most."""
        return (fn in self.gfuncs or getattr(fn, "is_main", False)) and fn.mult <= 3 and \
            not hasattr(fn, "parent")

    def esc_int(self, fn):
        return self.expr(fn, INT, 1)

    def esc_value(self, fn, expr):
        """Declare a fresh int variable holding expr (folded into the output when unused)."""
        v = self.declare(fn, self.fresh("ev"), INT)
        self.emit(fn, "%s := (%s) %% %d" % (v.name, expr, M))

    def esc_maybe_suspend(self, fn, on):
        if self.chance(0.6):
            self.emit(fn, "if %s%%2 == 0 {" % on)
            self.emit(fn, "\tcoroSuspend()")
            self.emit(fn, "}")

    # ---------------------------------------------------------------- statements
    def stmt_esc_ret(self, fn):
        """A pointer to a helper's local, returned: read after other work."""
        if not self.esc_alloc_ok(fn):
            return False
        self.uses_esc = True
        p = self.fresh("ep")
        self.emit(fn, "%s := eret(%s)" % (p, self.esc_int(fn)))
        self.esc_maybe_suspend(fn, "id")
        self.esc_value(fn, "*%s + 1" % p)

    def stmt_esc_global(self, fn):
        """A helper stores a pointer to its local in the goroutine's package-level slot."""
        if not self.esc_alloc_ok(fn):
            return False
        self.uses_esc = True
        self.emit(fn, "estore(id, %s)" % self.esc_int(fn))
        self.esc_maybe_suspend(fn, "d")
        self.esc_value(fn, "*eg[id] * 3")

    def stmt_esc_keep(self, fn):
        """A local of this function whose address a helper keeps in a package variable: the
        variable itself moves to the heap; later statements use it like any int."""
        if not self.esc_alloc_ok(fn):
            return False
        self.uses_esc = True
        e = self.esc_int(fn)  # before x is declared: it may not read x
        x = self.declare(fn, self.fresh("ex"), INT)
        self.emit(fn, "%s := %s" % (x.name, e))
        self.emit(fn, "ekeep(id, &%s)" % x.name)
        self.emit(fn, "*eg[id] = (*eg[id] + 7) %% %d" % M)

    def stmt_esc_pass(self, fn):
        """Passed down and returned up: stays in the frame (across a suspend too)."""
        self.uses_esc = True
        x = self.fresh("ex")
        self.emit(fn, "%s := %s" % (x, self.esc_int(fn)))
        r = self.fresh("er")
        self.emit(fn, "%s := epass(&%s, %s)" % (r, x, self.esc_int(fn)))
        self.esc_maybe_suspend(fn, x)
        self.esc_value(fn, "*%s + %s" % (r, x))

    def stmt_esc_frame(self, fn):
        """Pointers to a local and to a struct literal that stay in the function, held across a
        suspend point (the coroutine frame keeps them)."""
        self.uses_esc = True
        t, pt, q = self.fresh("et"), self.fresh("ept"), self.fresh("eq")
        self.emit(fn, "%s := %s" % (t, self.esc_int(fn)))
        self.emit(fn, "%s := &%s" % (pt, t))
        self.emit(fn, "%s := &EN{v: %s}" % (q, self.esc_int(fn)))
        self.esc_maybe_suspend(fn, t)
        self.emit(fn, "*%s = (*%s*3 + %s.v) %% %d" % (pt, pt, q, M))
        self.esc_value(fn, "%s + %s.v" % (t, q))

    def stmt_esc_chain(self, fn):
        """&EN{...} kept beyond its loop iteration: a list built in a helper."""
        if not self.esc_alloc_ok(fn):
            return False
        self.uses_esc = True
        self.esc_value(fn, "esum(echain(id, %d))" % self.rng.randint(1, 4))

    def stmt_esc_loop(self, fn):
        """An array of pointers to each iteration's own variable."""
        if not self.esc_alloc_ok(fn):
            return False
        self.uses_esc = True
        a, i, w = self.fresh("ea"), self.fresh("ei"), self.fresh("ew")
        self.emit(fn, "var %s [3]*int" % a)
        self.emit(fn, "for %s := 0; %s < 3; %s++ {" % (i, i, i))
        self.emit(fn, "\t%s := (%s*7 + %s) %% %d" % (w, i, self.esc_int(fn), M))
        self.emit(fn, "\t%s[%s] = &%s" % (a, i, w))
        self.emit(fn, "}")
        self.esc_value(fn, "*%s[0] + *%s[1] + *%s[2]" % (a, a, a))

    def stmt_esc_holder(self, fn):
        """A struct holding a pointer to a helper's local, returned by value."""
        if not self.esc_alloc_ok(fn):
            return False
        self.uses_esc = True
        h = self.fresh("eh")
        self.emit(fn, "%s := eholder(%s)" % (h, self.esc_int(fn)))
        self.esc_maybe_suspend(fn, "id")
        self.esc_value(fn, "*%s.p + %s.k" % (h, h))

    def stmt_esc_go(self, fn):
        """A local handed to a goroutine that the spawner waits for."""
        if not self.esc_alloc_ok(fn) or fn.nest or fn.chans >= 2:
            return False
        fn.chans += 1
        self.uses_esc = True
        x, c = self.fresh("ex"), self.fresh("ec")
        self.emit(fn, "%s := %s" % (x, self.esc_int(fn)))
        self.emit(fn, "%s := make(chan bool)" % c)
        self.emit(fn, "go eworker(&%s, %s)" % (x, c))
        self.emit(fn, "<-%s" % c)
        self.esc_value(fn, x)

    # ---------------------------------------------------------------- declarations
    def esc_decls(self):
        if not self.uses_esc:
            return []
        m = M
        return [
            "var eg [%d]*int" % SLOTS, "",
            "type EN struct {", "\tv    int", "\tnext *EN", "}", "",
            "type EH struct {", "\tp *int", "\tk int", "}", "",
            "func eret(v int) *int {", "\tx := (v*3 + 1) %% %d" % m, "\tif x%2 == 0 {", "\t\tcoroSuspend()",
            "\t}", "\treturn &x", "}", "",
            "func estore(id, v int) {", "\ty := (v + 5) %% %d" % m, "\teg[id] = &y", "}", "",
            "func ekeep(id int, p *int) {", "\teg[id] = p", "}", "",
            "func epass(p *int, v int) *int {", "\t*p = (*p + v) %% %d" % m, "\treturn p", "}", "",
            "func echain(id, n int) *EN {", "\tvar h *EN", "\tfor i := 0; i < n; i++ {",
            "\t\th = &EN{v: (id + i*5) %% %d, next: h}" % m, "\t}", "\treturn h", "}", "",
            "func esum(h *EN) int {", "\ts := 0", "\tfor ; h != nil; h = h.next {",
            "\t\ts = (s*3 + h.v) %% %d" % m, "\t}", "\treturn s", "}", "",
            "func eholder(v int) EH {", "\tz := (v + 11) %% %d" % m, "\treturn EH{p: &z, k: 2}", "}", "",
            "//corogo:pool 32",
            "func eworker(p *int, c chan<- bool) {", "\tif *p%2 == 0 {", "\t\tcoroSuspend()", "\t}",
            "\t*p = (*p*5 + 3) %% %d" % m, "\tc <- true", "}", "",
        ]


# statements: (weight, name) -> Escape.stmt_<name>
ESC_STMTS = [
    (0.6, "esc_ret"), (0.5, "esc_global"), (0.5, "esc_keep"), (0.8, "esc_pass"), (0.8, "esc_frame"),
    (0.4, "esc_chain"), (0.4, "esc_loop"), (0.4, "esc_holder"), (0.3, "esc_go"),
]
