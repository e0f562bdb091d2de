"""gen_generic.py - the differential tester's generator of Go 1.19 generics (issue #29), a mixin of
gen.Gen (gen.py registers its statements):

- generic functions called with inferred and explicit type arguments: gmax over a union
  constraint (~int | ~int8 | ~int16 | ~string), gsum over ...T that may suspend, gmap with two
  type parameters and a function literal;
- a generic type with methods whose instance suspends for one type argument and not for the
  other: GQ[T GStep].Run calls T's Step, which suspends for gslow and never for gfast;
- a recursive generic type, GL[T] (a linked list built with gpush, measured with glen);
- gdist, a generic body passing its own instances' func values (gsub[T], gneg[T]) to the generic
  gapply: the instance func values are checked twice (as arguments, then as call operands);
- GRing[T] and GElem[T], generic types that refer to each other through pointers (the ring
  holds its sentinel element by value, each element points back at its ring).

Every value stays within gen.py's bound (M); the declarations are emitted once per program
(gen_decls) when used.
"""

M = 10007  # gen.M (gen.py asserts they are equal)


class GenericGen:
    def gen_reset(self):
        self.uses_generic = False

    def gen_int8(self, fn):
        # int(...) first: an untyped constant shifted by a variable takes the type its context gives
        # it, and in int8(1 << v % 10007) that is int8, where 10007 overflows (seed 284)
        return "int8(int(%s) %% 100)" % self.expr(fn, "int", 1)

    def stmt_gen_max(self, fn):
        """gmax with its type argument inferred (int, int8) or given (int16), or over strings."""
        self.uses_generic = True
        v = self.fresh("v")
        shape = self.rng.randint(0, 3)
        if shape == 0:
            e = "gmax(%s, %s)" % (self.expr(fn, "int", 1), self.expr(fn, "int", 1))
        elif shape == 1:
            e = "int(gmax(%s, %s))" % (self.gen_int8(fn), self.gen_int8(fn))
        elif shape == 2:
            e = "int(gmax[int16](int16(%s %% 1000), %d))" % (self.expr(fn, "int", 1), self.rng.randint(-99, 99))
        else:
            e = 'len(gmax("ab"[:%s%%2+1], "b"))' % self.expr(fn, "int", 1)
        self.emit(fn, "%s := %s" % (v, e))
        self.declare(fn, v, "int")

    def stmt_gen_sum(self, fn):
        """gsum over one to three int or int8 arguments (each instance may suspend)."""
        self.uses_generic = True
        v = self.fresh("v")
        n = self.rng.randint(1, 3)  # gsum(d) alone: Go cannot infer T
        if self.chance(0.5):
            args = [self.expr(fn, "int", 1) for _ in range(n)]
        else:
            args = [self.gen_int8(fn) for _ in range(n)]
        self.emit(fn, "%s := gsum(%d%s)" % (v, self.rng.randint(0, 5), "".join(", " + a for a in args)))
        self.declare(fn, v, "int")

    def stmt_gen_map(self, fn):
        """gmap of two ints through a literal into an int or a bool slice, folded into a new int."""
        self.uses_generic = True
        xs, v = self.fresh("xs"), self.fresh("v")
        k = self.rng.randint(1, 9)
        a, b = self.expr(fn, "int", 1), self.expr(fn, "int", 1)
        if self.chance(0.5):
            self.emit(fn, "%s := gmap([]int{%s, %s}, func(x int) int { return (x*%d + 1) %% %d })" % (xs, a, b, k, M))
            self.emit(fn, "%s := (%s[0] + %s[1]) %% %d" % (v, xs, xs, M))
        else:
            self.emit(fn, "%s := gmap([]int{%s, %s}, func(x int) bool { return x%%%d == 0 })" % (xs, a, b, k))
            self.emit(fn, "%s := len(%s)" % (v, xs))
            self.emit(fn, "if %s[0] != %s[1] {" % (xs, xs))
            self.emit(fn, "\t%s += 10" % v)
            self.emit(fn, "}")
        self.declare(fn, v, "int")

    def stmt_gen_queue(self, fn):
        """a GQ[gslow] (its Run suspends) or GQ[gfast] (it does not), filled and run."""
        self.uses_generic = True
        q, v = self.fresh("q"), self.fresh("v")
        t = self.rng.choice(["gslow", "gfast"])
        self.emit(fn, "var %s GQ[%s]" % (q, t))
        for _ in range(self.rng.randint(1, 3)):
            self.emit(fn, "%s.Add(%s(%s %% 100))" % (q, t, self.expr(fn, "int", 1)))
        self.emit(fn, "%s := %s.Run(%s)" % (v, q, self.expr(fn, "int", 1)))
        self.declare(fn, v, "int")

    def stmt_gen_list(self, fn):
        """a GL[int] or GL[string] built by gpush in a loop; its length and head fold into an int."""
        self.uses_generic = True
        l, v = self.fresh("l"), self.fresh("v")
        n = self.rng.randint(1, 5)
        if self.chance(0.5):
            self.emit(fn, "var %s *GL[int]" % l)
            self.emit(fn, "for i := 0; i < %d; i++ {" % n)
            self.emit(fn, "\t%s = gpush(%s, (i*%s) %% %d)" % (l, l, self.expr(fn, "int", 1), M))
            self.emit(fn, "}")
            self.emit(fn, "%s := (glen(%s)*7 + %s.v) %% %d" % (v, l, l, M))
        else:
            self.emit(fn, "var %s *GL[string]" % l)
            self.emit(fn, "for i := 0; i < %d; i++ {" % n)
            self.emit(fn, '\t%s = gpush(%s, "xyz"[i%%3:])' % (l, l))
            self.emit(fn, "}")
            self.emit(fn, "%s := glen(%s)*3 + len(%s.v)" % (v, l, l))
        self.declare(fn, v, "int")

    def stmt_gen_dist(self, fn):
        """gdist of two ints or two int16s (explicit or inferred type argument)."""
        self.uses_generic = True
        v = self.fresh("v")
        a, b = self.expr(fn, "int", 1), self.expr(fn, "int", 1)
        if self.chance(0.5):
            self.emit(fn, "%s := gdist(%s, %s)" % (v, a, b))
        else:
            self.emit(fn, "%s := int(gdist[int16](int16(%s %% 1000), int16(%s %% 1000)))" % (v, a, b))
        self.declare(fn, v, "int")

    def stmt_gen_ring(self, fn):
        """a GRing[int] or GRing[string] filled by PushBack, folded into an int by Sum."""
        self.uses_generic = True
        r, v = self.fresh("r"), self.fresh("v")
        n = self.rng.randint(0, 4)
        if self.chance(0.5):
            self.emit(fn, "%s := new(GRing[int]).Init()" % r)
            for i in range(n):
                self.emit(fn, "%s.PushBack(%s)" % (r, self.expr(fn, "int", 1)))
            self.emit(fn, "%s := %s.Sum(func(x int) int { return x })" % (v, r))
        else:
            self.emit(fn, "var %s GRing[string]" % r)
            self.emit(fn, "%s.Init()" % r)
            for i in range(n):
                self.emit(fn, '%s.PushBack("abcd"[((%s)%%4+4)%%4:])' % (r, self.expr(fn, "int", 1)))
            self.emit(fn, "%s := %s.Sum(func(x string) int { return len(x) + 1 })" % (v, r))
        self.declare(fn, v, "int")

    def gen_decls(self):
        if not self.uses_generic:
            return []
        return [
            "type gnum interface {", "\t~int | ~int8 | ~int16", "}", "",
            "func gmax[T gnum | ~string](a, b T) T {", "\tif a > b {", "\t\treturn a", "\t}", "\treturn b", "}", "",
            "func gsum[T gnum](d int, xs ...T) int {", "\ts := len(xs)", "\tfor i, x := range xs {",
            "\t\tif (int(x)+i+d)%3 == 0 {", "\t\t\tcoroSuspend()", "\t\t}",
            "\t\ts = (s*3 + int(x)) %% %d" % M, "\t}", "\treturn s", "}", "",
            "func gmap[T, U any](xs []T, f func(T) U) []U {", "\tr := make([]U, 0, len(xs))",
            "\tfor _, x := range xs {", "\t\tr = append(r, f(x))", "\t}", "\treturn r", "}", "",
            "type GStep interface {", "\tStep(k int) int", "}", "",
            "type gslow int", "",
            "func (g gslow) Step(k int) int {", "\tif k%2 == 0 {", "\t\tcoroSuspend()", "\t}",
            "\treturn (int(g)*3 + k) %% %d" % M, "}", "",
            "type gfast int", "",
            "func (g gfast) Step(k int) int {", "\treturn (int(g) + k*5) %% %d" % M, "}", "",
            "type GQ[T GStep] struct {", "\titems []T", "}", "",
            "func (q *GQ[T]) Add(x T) {", "\tq.items = append(q.items, x)", "}", "",
            "func (q *GQ[T]) Run(k int) int {", "\ts := 0", "\tfor i, x := range q.items {",
            "\t\ts = (s + x.Step(k+i)) %% %d" % M, "\t}", "\treturn s", "}", "",
            "type GL[T any] struct {", "\tv    T", "\tnext *GL[T]", "}", "",
            "func gpush[T any](l *GL[T], v T) *GL[T] {", "\treturn &GL[T]{v, l}", "}", "",
            "func glen[T any](l *GL[T]) int {", "\tn := 0", "\tfor ; l != nil; l = l.next {", "\t\tn++", "\t}",
            "\treturn n", "}", "",
            "func gapply[T any](a, b T, f func(T, T) T, g func(T) T) T {", "\treturn g(f(a, b))", "}", "",
            "func gsub[T gnum](a, b T) T {", "\treturn a - b", "}", "",
            "func gneg[T gnum](a T) T {", "\tif a < 0 {", "\t\treturn -a", "\t}", "\treturn a", "}", "",
            "func gdist[T gnum](a, b T) T {", "\treturn gapply(a, b, gsub[T], gneg[T])", "}", "",
            "type GElem[T any] struct {", "\tnext *GElem[T]", "\tring *GRing[T]", "\tv    T", "}", "",
            "type GRing[T any] struct {", "\troot GElem[T]", "\tn    int", "}", "",
            "func (r *GRing[T]) Init() *GRing[T] {", "\tr.root.next = &r.root", "\tr.root.ring = r",
            "\treturn r", "}", "",
            "func (r *GRing[T]) PushBack(v T) {", "\te := &r.root", "\tfor e.next != &r.root {",
            "\t\te = e.next", "\t}", "\te.next = &GElem[T]{next: &r.root, ring: r, v: v}", "\tr.n++", "}", "",
            "func (r *GRing[T]) Sum(f func(T) int) int {", "\ts := r.n",
            "\tfor e := r.root.next; e != &r.root && e.ring == r; e = e.next {",
            "\t\ts = (s*7 + f(e.v)) %% %d" % M, "\t}", "\treturn s", "}", ""]


GEN_STMTS = [(0.6, "gen_max"), (0.5, "gen_sum"), (0.4, "gen_map"), (0.5, "gen_queue"), (0.4, "gen_list"),
             (0.4, "gen_dist"), (0.4, "gen_ring")]
