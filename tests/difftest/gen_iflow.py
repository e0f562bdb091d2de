"""gen_iflow.py - the differential tester's interface flows: values of a dozen concrete types (named
ints, strings, arrays, slices and maps with methods, structs, pointers, a struct embedding a struct
and one embedding an interface, errors with Unwrap, and int, string, bool, int16, []int) reach
values of several static interface types (any, error, user interfaces, one embedding two others,
a Stringer, fmt.Stringer with fmt) by many routes, and are classified by generated type switches
(random cases of concrete and interface types, a case of two types, `case nil`, with or without
default) and assertions (`x.(T)`, `x.(J)`, comma-ok forms, failed ones recovered with Go's
message). The routes: direct conversion, a struct field, a slice ranged over, a map indexed (also
by an absent key), a buffered channel drained after close, an unbuffered channel filled by a
goroutine, a closure, a method value, generic functions and a generic container instantiated with
the interface, a function's result, a package variable, interface-to-interface conversions and
assertions, panic and recover, a sync.Pool, reflect (`ValueOf(rec).Field(0).Interface()` and
`New(StructField.Type).Elem().Interface()`, where the concrete type is converted to an interface
only inside reflect), and errors.As/errors.Is through an Unwrap chain; run-time errors (index out
of range, nil map write, division by zero) and custom panics recovered and classified. With fmt
(about one block in five): `%v`/`%T` of the values and of recovered errors, fmt.Errorf with %w,
and values of a type converted to an interface nowhere but in a fmt.Println argument.

It stresses whole-program pruning of type-switch defaults and failed assertions
(src/codegen/cg_prune.c): any type the analysis misses on one of these routes shows as a wrong
line. Like gen_shape.py it is a block with a random generator of its own seeded from the program's
seed, inserted at the start of main (or a goroutine main waits for), so the rest of each seed's
program is unchanged; `--no-shapes` leaves it out. Every line main prints starts with `id`; fmt's
lines start with the field -3 (a group of their own, dtlib.groups). Nothing prints an address or
depends on map order or timing.

closed_program(seed) (difftest.py --iflow-closed, CTest difftest/ci-iflow) is a program of the flows
alone, without recover or fmt, whose type switches on any cover all of its few types or all but one:
there the analysis can prove a default dead, and a type it misses traps or prints a wrong line.
"""

import random

# concrete types: name -> (interfaces it implements, value template of an int expression k,
# classifier case body over v of the type, usable as reflect.New's zero value)
NAMED = ["yfNamer", "yfShape", "yfBoth", "yfStr", "error"]
TYPES = {
    "yfA": ({"yfNamer", "yfStr"}, "yfA(%s)", '"A" + yfn(int(v))', True),
    "yfB": ({"yfNamer", "yfShape", "yfBoth"}, 'yfB{%s, "b"}', '"B" + yfn(v.N) + v.S', True),
    "yfC": ({"yfShape"}, 'yfC(yfn(%s))', '"C" + string(v)', True),
    # (not as reflect.New's zero value: corogo has no descriptor of **yfD, reported by difftest5)
    "*yfD": ({"yfNamer", "error"}, ["&yfD{%s}", "(*yfD)(nil)"], '"D" + v.Name()', False),
    "yfE": (set(), "yfE{%s, 2}", '"E" + yfn(v[0]+v[1])', True),
    "yfF": ({"yfStr"}, "yfF(%s)", '"F" + v.String()', True),
    "yfErr": ({"error"}, "yfErr{%s}", '"Err" + yfn(v.Code)', True),
    "yfWrap": ({"error"}, 'yfWrap{"w", yfErr{%s}}', '"W" + v.Msg + v.Error()', True),
    "yfG": ({"yfNamer", "yfShape", "yfBoth"}, 'yfG{yfB{%s, "g"}, 1}', '"G" + yfn(v.K) + v.Name()', True),
    "*yfG": ({"yfNamer", "yfShape", "yfBoth"}, '&yfG{yfB{%s, "p"}, 2}', '"pG" + yfpg(v)', False),
    "yfH": ({"yfNamer"}, "yfH{yfA(%s), 3}", '"H" + yfn(v.K)', False),
    "yfL": ({"yfNamer"}, 'yfL{"l", yfn(%s)}', '"L" + yfn(len(v)) + v.Name()', True),
    "yfM": ({"yfShape"}, 'yfM{"m": %s}', '"M" + yfn(v.Area())', True),
    "int": (set(), "%s", '"i" + yfn(v)', True),
    "string": (set(), "yfn(%s)", '"s" + v', True),
    "bool": (set(), "%s > 20", 'yfb(v)', True),
    "int16": (set(), "int16(%s)", '"h" + yfn(int(v))', True),
    "[]int": (set(), "[]int{%s, 1}", '"sl" + yfn(len(v))', True),
    # *errors.errorString: a type of the library no case can name (only defaults and interface cases)
    "errnew": ({"error"}, 'errors.New("new" + yfn(%s))', None, False),
}
UNHASHABLE = {"[]int", "yfL", "yfM"}
# interface case bodies over v of the interface (never nil in a case of an interface type)
IBODY = {
    "yfNamer": '"N:" + v.Name()',
    "yfShape": '"S:" + yfn(v.Area())',
    "yfBoth": '"NS:" + v.Name() + yfn(v.Area())',
    "yfStr": '"T:" + v.String()',
    "error": '"e:" + v.Error()',
    "fmt.Stringer": '"FS:" + v.String()',
}

DECLS = [
    "type yfNamer interface{ Name() string }", "",
    "type yfShape interface{ Area() int }", "",
    "type yfBoth interface {", "\tyfNamer", "\tyfShape", "}", "",
    "type yfStr interface{ String() string }", "",
    "type yfA int", "",
    'func (a yfA) Name() string   { return "a" + yfn(int(a)) }', "",
    'func (a yfA) String() string { return "A" + yfn(int(a)*2) }', "",
    "type yfB struct {", "\tN int", "\tS string", "}", "",
    "func (b yfB) Name() string { return b.S + yfn(b.N) }", "",
    "func (b yfB) Area() int     { return b.N * 3 % 10007 }", "",
    "type yfC string", "",
    "func (c yfC) Area() int { return len(c) }", "",
    "type yfD struct{ N int }", "",
    "func (d *yfD) Name() string {", "\tif d == nil {", '\t\treturn "nilD"', "\t}", '\treturn "d" + yfn(d.N)', "}", "",
    "func (d *yfD) Error() string {", "\tif d == nil {", '\t\treturn "nilDerr"', "\t}", '\treturn "derr" + yfn(d.N)', "}", "",
    "type yfE [2]int", "",
    "type yfF uint8", "",
    'func (f yfF) String() string { return "f" + yfn(int(f)) }', "",
    "type yfErr struct{ Code int }", "",
    'func (e yfErr) Error() string { return "code " + yfn(e.Code) }', "",
    "type yfWrap struct {", "\tMsg string", "\tErr error", "}", "",
    "func (w yfWrap) Error() string {", "\tif w.Err == nil {", "\t\treturn w.Msg", "\t}",
    '\treturn w.Msg + ": " + w.Err.Error()', "}", "",
    "func (w yfWrap) Unwrap() error { return w.Err }", "",
    "type yfG struct {", "\tyfB", "\tK int", "}", "",
    "func yfpg(g *yfG) string {", "\tif g == nil {", '\t\treturn "nil"', "\t}", "\treturn yfn(g.K) + g.Name()", "}", "",
    "type yfH struct {", "\tyfNamer", "\tK int", "}", "",
    "type yfL []string", "",
    'func (l yfL) Name() string { return "L" + yfn(len(l)) }', "",
    "type yfM map[string]int", "",
    'func (m yfM) Area() int { return len(m) + m["m"] }', "",
    "func yfn(n int) string {",
    "\tif n < 0 {", '\t\treturn "-" + yfn(-n)', "\t}",
    "\tif n < 10 {", "\t\treturn string(rune('0' + n))", "\t}",
    "\treturn yfn(n/10) + string(rune('0'+n%10))", "}", "",
    "func yfb(b bool) string {", "\tif b {", '\t\treturn "T"', "\t}", '\treturn "F"', "}", "",
    "func yfAny[T any](x T) any { return x }", "",
    "func yfgsw[T any](x T) string {", "\tswitch v := any(x).(type) {", "\tcase yfBoth:", '\t\treturn "gB" + v.Name()',
    "\tcase yfStr:", '\t\treturn "gT" + v.String()', "\tcase error:", '\t\treturn "gE" + v.Error()', "\t}",
    '\treturn "g?"', "}", "",
    "type yfBag[T any] struct{ xs []T }", "",
    "func (b *yfBag[T]) put(x T) { b.xs = append(b.xs, x) }", "",
    "func (b *yfBag[T]) get(i int) T { return b.xs[i] }", "",
    "type yfK int", "",
]
SENTINEL = ['var yfSentinel = errors.New("sentinel")', ""]


def implements(t, iface):
    return iface == "any" or iface in TYPES[t][0] or (iface == "fmt.Stringer" and "yfStr" in TYPES[t][0])


class _Flows:
    def __init__(self, rng, fmt, types=None):
        self.rng = rng
        self.fmt = fmt
        self.types = types or list(TYPES)  # the concrete types values are made of (closed: a few)
        self.closed = types is not None
        self.tight = False  # (closed: no reflect, no errors.As/Is, which make the analysis assume more)
        self.imports = {"errors"}  # (yfSentinel: errnew values may be drawn and left unused)
        self.decls = []
        self.n = 0
        self.classifiers = {}  # iface -> [names]
        self.done = set()

    def new(self, prefix):
        self.n += 1
        return "%s%d" % (prefix, self.n)

    def ifaces(self):
        return ["any", "error"] + NAMED[:4] + (["fmt.Stringer"] if self.fmt else [])

    def value(self, t, k):
        tpl = TYPES[t][1]
        if isinstance(tpl, list):
            tpl = self.rng.choice(tpl)
        return tpl.replace("%s", k)

    def of(self, iface, avoid_nozero=False, named=False, hashable=False):
        ts = [t for t in self.types if implements(t, iface) and (TYPES[t][3] or not avoid_nozero)
              and (TYPES[t][2] or not named) and (t not in UNHASHABLE or not hashable)]
        return self.rng.choice(ts)

    # ------------------------------------------------------------ classifiers
    def classifier(self, iface):
        """a func yfcN(x I) string: a type switch over x with random cases; reused per interface"""
        have = self.classifiers.setdefault(iface, [])
        if have and self.rng.random() < 0.5:
            return self.rng.choice(have)
        name = self.new("yfc")
        have.append(name)
        concrete = [t for t in TYPES if implements(t, iface) and TYPES[t][2]]
        inter = [i for i in self.ifaces() if i not in ("any", iface)]
        cases = self.rng.sample(concrete, min(len(concrete), self.rng.randint(1, 6)))
        cases += self.rng.sample(inter, self.rng.randint(0, 2))
        self.rng.shuffle(cases)
        d = ["func %s(x %s) string {" % (name, iface), "\tswitch v := x.(type) {"]
        for c in cases:
            d += ["\tcase %s:" % c, "\t\treturn %s" % (IBODY[c] if c in IBODY else TYPES[c][2])]
        rest = [t for t in concrete if t not in cases]
        if len(rest) >= 2 and self.rng.random() < 0.4:
            two = self.rng.sample(rest, 2)
            d += ["\tcase %s, %s:" % tuple(two), '\t\treturn "two" + %s(v)' % self.anyc()]
        if self.rng.random() < 0.5:
            d += ["\tcase nil:", '\t\treturn "nil"']
        if self.rng.random() < 0.6:
            d += ["\tdefault:"]
            if self.fmt and self.rng.random() < 0.5:
                self.imports.add("fmt")
                d += ['\t\treturn fmt.Sprintf("def %T", v)']
            elif iface in IBODY:
                d += ["\t\tif v == nil {", '\t\t\treturn "def-nil"', "\t\t}",
                      '\t\treturn "def:" + %s' % IBODY[iface].split(" + ", 1)[1]]
            else:
                d += ['\t\treturn "def"']
        d += ["\t}", '\treturn "none"', "}", ""]
        self.decls += d
        return name

    def anyc(self):
        """a classifier of any with a default (the two-type cases' bodies call it)"""
        if not hasattr(self, "_anyc"):
            self._anyc = "yfcany"
            d = ["func yfcany(x any) string {", "\tswitch v := x.(type) {"]
            for t in TYPES:
                if TYPES[t][2]:
                    d += ["\tcase %s:" % t, "\t\treturn %s" % TYPES[t][2]]
            d += ["\tcase nil:", '\t\treturn "nil"', "\t}", '\treturn "?"', "}", ""]
            self.decls += d
        return self._anyc

    # ------------------------------------------------------------ assertions
    def assertions(self, x, iface, closed=False):
        """lines adding to s what assertions of x (of type iface) find"""
        out = []
        for _ in range(self.rng.randint(0, 2)):
            r = self.rng.random()
            if r < 0.4 or (closed and r >= 0.7):
                t = self.of(iface, named=True)
                out += ["\tif t, ok := %s.(%s); ok {" % (x, t), "\t\tv := t", "\t\ts += \"|ok\" + %s" % TYPES[t][2],
                        "\t} else {", '\t\ts += "|no"', "\t}"]
            elif r < 0.7 or closed:
                j = self.rng.choice([i for i in self.ifaces() if i not in ("any", iface)])
                out += ["\tif v, ok := %s.(%s); ok {" % (x, j), "\t\ts += \"|\" + %s" % IBODY[j], "\t} else {",
                        '\t\ts += "|not"', "\t}"]
            else:  # x.(T) or x.(J) that may fail: recovered, Go's message printed
                if self.rng.random() < 0.5:
                    t = self.of(iface, named=True)
                    body = TYPES[t][2]
                else:
                    t = self.rng.choice([i for i in self.ifaces() if i not in ("any", iface)])
                    body = IBODY[t]
                name = self.new("yfas")
                self.decls += ["func %s(x %s) (s string) {" % (name, iface),
                               "\tdefer func() {", "\t\tif r := recover(); r != nil {",
                               "\t\t\tif e, ok := r.(error); ok {", '\t\t\t\ts = "panic: " + e.Error()', "\t\t\t}",
                               "\t\t}", "\t}()", "\tv := x.(%s)" % t, "\treturn %s" % body, "}", ""]
                out += ['\ts += "|" + %s(%s)' % (name, x)]
        return out

    # ------------------------------------------------------------ routes
    def route(self):
        """a func yfrN(k int) string: a value reaches an interface by some route, is classified"""
        kinds = ["direct", "field", "slice", "map", "chan", "gochan", "closure", "method", "generic",
                 "bag", "result", "pkgvar", "conv", "panic", "pool", "reflect", "reflnew", "errs", "ifmeth",
                 "variadic", "chanstruct", "reflidx", "atomic", "mapkey", "select"]
        if self.closed:  # no recover, and interfaces some type here implements
            kinds = [k for k in kinds if k not in ("panic", "errs" if not any(
                implements(t, "error") for t in self.types) else "")]
            if self.tight:
                kinds = [k for k in kinds if k not in ("reflect", "reflnew", "reflidx", "errs")]
        kind = self.rng.choice(kinds)
        name = self.new("yfr")
        if kind in ("panic", "variadic"):
            iface = "any"
        elif kind == "errs":
            iface = "error"
        else:
            iface = self.rng.choice([i for i in self.ifaces() if any(implements(t, i) for t in self.types)])
        if iface == "fmt.Stringer":
            self.imports.add("fmt")
        try:
            t = self.of(iface, kind == "reflnew", kind in ("reflect", "reflnew", "reflidx"), kind == "mapkey")
        except IndexError:  # (closed: no type of the few fits this route)
            kind = "direct"
            t = self.of(iface)
        t2 = self.of(iface)
        v, v2 = self.value(t, "k"), self.value(t2, "k+%d" % self.rng.randint(1, 9))
        cls = self.classifier(iface)
        b = ["func %s(k int) (s string) {" % name]
        if kind == "direct":
            b += ["\tvar x %s = %s" % (iface, v), "\tif k%2 == 0 {", "\t\tx = %s" % v2, "\t}",
                  "\ts = %s(x)" % cls]
        elif kind == "field":
            b += ["\th := struct {", "\t\tX %s" % iface, "\t\tN int", "\t}{%s, k}" % v,
                  "\tp := &h", "\ts = %s(p.X)" % cls, "\tp.X = %s" % v2, '\ts += " " + %s(h.X)' % cls]
        elif kind == "slice":
            b += ["\txs := []%s{%s, nil, %s}" % (iface, v, v2), "\txs = append(xs, xs[0])",
                  "\tfor i, x := range xs {", '\t\ts += yfn(i) + ":" + %s(x) + " "' % cls, "\t}"]
        elif kind == "map":
            b += ["\tm := map[int]%s{1: %s}" % (iface, v), "\tm[2] = %s" % v2, "\tx, ok := m[3]",
                  '\ts = %s(m[1]) + " " + %s(m[2]) + " " + %s(x) + yfb(ok)' % (cls, cls, cls)]
        elif kind == "chan":
            b += ["\tc := make(chan %s, 3)" % iface, "\tc <- %s" % v, "\tc <- nil", "\tc <- %s" % v2, "\tclose(c)",
                  "\tfor x := range c {", '\t\ts += %s(x) + " "' % cls, "\t}",
                  "\tx, ok := <-c", "\ts += %s(x) + yfb(ok)" % cls]
        elif kind == "gochan":
            send = self.new("yfsend")
            self.decls += ["func %s(c chan<- %s, k int) {" % (send, iface), "\tc <- %s" % v, "\tc <- %s" % v2,
                           "\tclose(c)", "}", ""]
            b += ["\tc := make(chan %s)" % iface, "\tgo %s(c, k)" % send, "\tfor x := range c {",
                  '\t\ts += %s(x) + " "' % cls, "\t}"]
        elif kind == "closure":
            b += ["\tmk := func(j int) %s {" % iface, "\t\tif j%3 == 0 {", "\t\t\treturn %s" % self.value(t2, "j"),
                  "\t\t}", "\t\treturn %s" % self.value(t, "j"), "\t}",
                  "\tfor j := k; j < k+3; j++ {", '\t\ts += %s(mk(j)) + " "' % cls, "\t}"]
        elif kind == "method":
            m = self.new("mk")
            self.decls += ["func (q yfK) %s() %s {" % (m, iface), "\tk := int(q)", "\tif k%2 == 1 {",
                           "\t\treturn %s" % v2, "\t}", "\treturn %s" % v, "}", ""]
            b += ["\tf := yfK(k).%s" % m, "\tg := yfK.%s" % m, '\ts = %s(f()) + " " + %s(g(yfK(k+1)))' % (cls, cls)]
        elif kind == "generic":
            gname = self.new("yfgen")
            self.decls += ["func %s[T %s](x T) %s { return x }" % (gname, iface, iface), ""]
            b += ["\tx := %s(%s)" % (gname, v), "\ty := yfAny(%s)" % v2,
                  '\ts = %s(x) + " " + %s(y)' % (cls, self.anyc())]
        elif kind == "bag":
            b += ["\tvar bag yfBag[%s]" % iface, "\tbag.put(%s)" % v, "\tbag.put(nil)", "\tbag.put(%s)" % v2,
                  "\tfor i := 0; i < 3; i++ {", '\t\ts += %s(bag.get(i)) + " "' % cls, "\t}"]
        elif kind == "result":
            mk = self.new("yfmk")
            self.decls += ["func %s(k int) (%s, bool) {" % (mk, iface), "\tswitch k % 3 {", "\tcase 0:",
                           "\t\treturn %s, true" % v, "\tcase 1:", "\t\treturn %s, false" % v2, "\t}",
                           "\treturn nil, false", "}", ""]
            b += ["\tfor j := k; j < k+3; j++ {", "\t\tx, ok := %s(j)" % mk, '\t\ts += %s(x) + yfb(ok) + " "' % cls,
                  "\t}"]
        elif kind == "pkgvar":
            pv = self.new("yfpv")
            self.decls += ["var %s %s = %s" % (pv, iface, self.value(t, str(self.rng.randint(0, 40)))), ""]
            b += ["\ts = %s(%s)" % (cls, pv), "\t%s = %s" % (pv, v2), '\ts += " " + %s(%s)' % (cls, pv)]
        elif kind == "conv":  # interface to interface: widening, and asserted from any
            wides = [i for i in self.ifaces() if i != iface and implements(t, i)]
            wide = self.rng.choice(wides) if wides else "any"
            b += ["\tvar w %s = %s" % (wide, v), "\tif x, ok := w.(%s); ok {" % iface, "\t\ts = %s(x)" % cls,
                  "\t} else {", '\t\ts = "no"', "\t}"]
            if iface == "yfNamer" and implements(t, "yfBoth"):
                b += ["\tvar both yfBoth = %s" % v, "\tvar n yfNamer = both", '\ts += " " + %s(n)' % cls]
            if iface != "any":
                b += ["\tvar a any = %s" % v2, "\tif x, ok := a.(%s); ok {" % iface,
                      '\t\ts += " " + %s(x)' % cls, "\t}"]
        elif kind == "panic":
            b += ["\tdefer func() {", "\t\tr := recover()", '\t\ts = "rec " + %s(r)' % cls, "\t}()",
                  "\tif k%2 == 0 {", "\t\tpanic(%s)" % v, "\t}", "\tpanic(%s)" % v2]
        elif kind == "pool" and self.closed:  # no New: a type that reaches any by Put alone
            self.imports.add("sync")
            self.imports.add("runtime")  # (one P: Go's Get finds what Put left on the same P)
            b += ["\truntime.GOMAXPROCS(1)", "\tvar p sync.Pool", "\tp.Put(%s)" % v, "\tx := p.Get()",
                  "\tif x == nil {", '\t\ts = "dropped "', "\t}", "\ty, ok := x.(%s)" % iface,
                  "\ts += %s(y) + yfb(ok)" % cls, "\tif p.Get() == nil {", '\t\ts += " empty"', "\t}"]
        elif kind == "pool":  # New makes what Put gave: the same output whether Get finds it or not
            self.imports.add("sync")
            b += ["\tp := sync.Pool{New: func() any { return %s }}" % self.value(t2, "k"),
                  "\tp.Put(%s)" % self.value(t2, "k"), "\tx := p.Get()",
                  "\ty, ok := x.(%s)" % iface, "\ts = %s(y) + yfb(ok)" % cls]
        elif kind == "reflect":  # t is converted to an interface only inside reflect
            self.imports.add("reflect")
            rec = self.new("yfRec")
            self.decls += ["type %s struct {" % rec, "\tF0 %s" % t, "\tF1 int", "}", ""]
            b += ["\trv := reflect.ValueOf(%s{%s, k})" % (rec, v), "\tx := rv.Field(0).Interface()",
                  "\tpv := reflect.ValueOf(&%s{F1: k}).Elem()" % rec, "\ty := pv.Field(0).Interface()",
                  '\ts = %s(x) + " " + %s(y)' % (self.anyc(), self.anyc())]
            if iface != "any":
                b += ["\tif z, ok := x.(%s); ok {" % iface, '\t\ts += " " + %s(z)' % cls, "\t}"]
        elif kind == "reflnew":  # the zero value of a type never converted to an interface in Go code
            self.imports.add("reflect")
            rec = self.new("yfRec")
            self.decls += ["type %s struct {" % rec, "\tF1 int", "\tF0 %s" % t, "}", ""]
            b += ["\tft := reflect.TypeOf(%s{F1: k}).Field(1).Type" % rec, "\tz := reflect.New(ft).Elem().Interface()",
                  "\ts = %s(z)" % self.anyc()]
            if iface != "any":
                b += ["\tif x, ok := z.(%s); ok {" % iface, '\t\ts += " " + %s(x)' % cls, "\t} else {",
                      '\t\ts += " not"', "\t}"]
        elif kind == "errs":
            self.imports.add("errors")
            b += ["\tvar err error = %s" % v, "\tif k%2 == 0 {", '\t\terr = yfWrap{"outer", %s}' % v2, "\t}"]
            if self.fmt and self.rng.random() < 0.6:
                self.imports.add("fmt")
                b += ["\tif k%3 == 0 {", '\t\terr = fmt.Errorf("ctx %%d: %%w", k, err)', "\t}"]
            b += ["\ts = %s(err)" % cls, "\tvar e yfErr", "\tif errors.As(err, &e) {", '\t\ts += " as" + yfn(e.Code)',
                  "\t}", "\tvar d *yfD", "\tif errors.As(err, &d) {", '\t\ts += " asD" + d.Name()', "\t}",
                  "\tvar n yfNamer", "\tif errors.As(err, &n) {", '\t\ts += " asN" + n.Name()', "\t}",
                  "\tif errors.Is(err, yfErr{k}) {", '\t\ts += " is"', "\t}",
                  "\tif errors.Is(err, yfSentinel) {", '\t\ts += " sentinel"', "\t}",
                  "\tfor u := errors.Unwrap(err); u != nil; u = errors.Unwrap(u) {", '\t\ts += " u:" + %s(u)' % cls, "\t}"]
        elif kind == "variadic":  # ...any of a function of the program's own
            b += ["\ts = yfva(%s, nil, %s)" % (v, v2), "\txs := []any{%s}" % v2, '\ts += "/" + yfva(xs...) + yfgsw(%s)' % v]
            if "yfva" not in self.done:
                self.done.add("yfva")
                self.decls += ["func yfva(xs ...any) (s string) {", "\tfor _, x := range xs {",
                               '\t\ts += %s(x) + ","' % cls, "\t}", "\treturn", "}", ""]
        elif kind == "chanstruct":  # a struct holding the interface, sent to a goroutine and back
            st = "struct {\n\t\tX %s\n\t\tN int\n\t}" % iface
            b += ["\tin, out := make(chan %s), make(chan %s, 1)" % (st, st), "\tgo func() {", "\t\tfor m := range in {",
                  "\t\t\tm.N++", "\t\t\tout <- m", "\t\t}", "\t\tclose(out)", "\t}()",
                  "\tin <- %s{%s, k}" % (st, v), "\tr := <-out", "\tin <- %s{X: %s}" % (st, v2), "\tclose(in)",
                  "\tr2 := <-out", '\ts = %s(r.X) + yfn(r.N) + " " + %s(r2.X) + yfn(r2.N)' % (cls, cls)]
        elif kind == "reflidx":  # elements of a []T and a map[string]T, a struct's interface field
            self.imports.add("reflect")
            b += ["\tsv := reflect.ValueOf([]%s{%s, %s})" % (t, v, self.value(t, "k+1")),
                  '\tmv := reflect.ValueOf(map[string]%s{"a": %s})' % (t, v),
                  '\tx, y := sv.Index(k%2).Interface(), mv.MapIndex(reflect.ValueOf("a")).Interface()',
                  "\tfv := reflect.ValueOf(struct {\n\t\tX %s\n\t}{%s}).Field(0)" % (iface, v2),
                  '\ts = %s(x) + " " + %s(y) + " " + %s(fv.Interface())' % (self.anyc(), self.anyc(), self.anyc())]
            if iface != "any":
                b += ["\tif z, ok := fv.Interface().(%s); ok {" % iface, '\t\ts += " " + %s(z)' % cls, "\t}"]
        elif kind == "atomic":  # sync/atomic.Value: one type only, stored once
            self.imports.add("sync/atomic")
            b += ["\tvar av atomic.Value", "\tif av.Load() == nil {", '\t\ts = "empty "', "\t}",
                  "\tav.Store(%s)" % v, "\tx, ok := av.Load().(%s)" % iface, "\ts += %s(x) + yfb(ok)" % cls]
        elif kind == "mapkey":  # the value as a key of a map[any]int (one key, also of a pointer: no order)
            b += ["\tkey0 := %s" % v, "\tm := map[any]int{key0: k}", "\tm[key0]++", "\tfor key, n := range m {",
                  "\t\tif x, ok := key.(%s); ok {" % iface, '\t\t\ts = %s(x) + yfn(n)' % cls, "\t\t}", "\t}",
                  "\t_, ok := m[nil]", "\ts += yfb(ok)"]
        elif kind == "select":  # sent and received by selects
            b += ["\tc := make(chan %s, 1)" % iface, "\tvar never chan %s" % iface, "\tselect {",
                  "\tcase c <- %s:" % v, "\tcase never <- %s:" % v2, "\t}", "\tselect {", "\tcase x := <-never:",
                  '\t\ts = "never" + %s(x)' % cls, "\tcase x, ok := <-c:", "\t\ts = %s(x) + yfb(ok)" % cls, "\t}"]
        elif kind == "ifmeth":  # method values and calls through the interface
            b += ["\tvar x %s = %s" % (iface, v), "\ts = %s(x)" % cls]
            if iface in IBODY and iface != "fmt.Stringer":
                meth = IBODY[iface].split("v.", 1)[1].split("(")[0]
                b += ["\tf := x.%s" % meth, "\tx = %s" % v2, '\ts += " " + %s(x)' % cls,
                      '\ts += " " + %s' % ("yfn(f())" if meth == "Area" else "f()")]
        if kind != "reflnew" and self.rng.random() < 0.5:
            b += self.assertions("any(%s)" % v, "any", self.closed)
        b += ["\treturn", "}", ""]
        self.decls += b
        return name

    # ------------------------------------------------------------ run-time errors and custom panics
    def runtime_panics(self):
        name = self.new("yfrt")
        custom = self.rng.choice([t for t in TYPES if t != "string" and TYPES[t][2]])
        d = ["func %s(k, w int) (s string) {" % name,
             "\tdefer func() {", "\t\tr := recover()", "\t\tswitch v := r.(type) {"]
        cases = [("runtime.Error", '"rt " + v.Error()'), ("error", '"err " + v.Error()'),
                 ("string", '"str " + v'), (custom, TYPES[custom][2]), ("yfNamer", IBODY["yfNamer"])]
        self.rng.shuffle(cases)
        for c, body in cases[:self.rng.randint(2, 5)]:
            d += ["\t\tcase %s:" % c, "\t\t\ts = %s" % body]
            if c == "runtime.Error":
                self.imports.add("runtime")
        if self.rng.random() < 0.7:
            d += ["\t\tcase nil:", '\t\t\ts = "none"']
        d += ["\t\tdefault:", '\t\t\ts = "other"', "\t\t}"]
        if self.fmt:
            self.imports.add("fmt")
            d += ['\t\ts += fmt.Sprintf(" %v|%T", r, r)']
        d += ["\t}()",
              "\txs := []int{1, 2, 3}", "\tvar m map[string]int", "\tswitch w % 7 {",
              "\tcase 0:", "\t\ts = yfn(xs[k+3])",
              "\tcase 1:", '\t\tm["a"] = k',
              "\tcase 2:", "\t\ts = yfn(k / (w - w))",
              "\tcase 3:", "\t\tpanic(%s)" % self.value(custom, "k"),
              "\tcase 4:", '\t\tpanic("p" + yfn(k))',
              "\tcase 5:", "\t\tvar e error = yfErr{k}", "\t\tpanic(e)",
              "\t}", '\treturn "fine"', "}", ""]
        self.decls += d
        return ["%s(%s, %d)" % (name, "tab[%d]" % self.rng.randint(0, 4), w) for w in
                self.rng.sample(range(7), self.rng.randint(2, 4))]

    # ------------------------------------------------------------ fmt: types seen only by fmt
    def fmt_only(self):
        """fmt.Println/Printf of values whose types are converted to an interface nowhere else"""
        self.imports.add("fmt")
        name = self.new("yfpr")
        tn = self.new("yfOnly")
        with_str = self.rng.random() < 0.5
        d = ["type %s struct {" % tn, "\tA int", "\tB string", "}", ""]
        if with_str:
            d += ['func (o %s) String() string { return "only" + yfn(o.A) }' % tn, ""]
        en = self.new("yfOErr")
        d += ["type %s struct{ N int }" % en, "",
              'func (e *%s) Error() string { return "oerr" + yfn(e.N) }' % en, "",
              "func %s(k int) {" % name,
              '\to := %s{k, "x"}' % tn,
              '\tfmt.Println(-3, o, %s{k + 1, "y"}, []%s{o})' % (tn, tn),
              '\tfmt.Printf("-3 %%v %%T %%+v\\n", o, o, &%s{k})' % en,
              '\tfmt.Println(-3, %s, %s)' % (self.value(self.rng.choice(list(TYPES)), "k"),
                                              self.value(self.rng.choice(list(TYPES)), "k")),
              '\tfmt.Printf("-3 %%T %%v\\n", %s, %s)' % ((self.value(self.rng.choice(list(TYPES)), "k"),) * 2),
              "}", ""]
        self.decls += d
        return name


def closed_program(seed):
    """A program of its own (difftest.py --iflow-closed): a few types only, no recover() and no fmt,
    so whole-program analysis sees every route (recover or reflect's type constructors would make
    it assume any type); type switches on any whose cases cover all of those types but one (the
    default or the no-match path reached only by that one) or all of them."""
    rng = random.Random(seed * 104723 + 7)
    types = rng.sample([t for t in TYPES if TYPES[t][2]], rng.randint(3, 6))
    f = _Flows(rng, False, types)
    f.tight = rng.random() < 0.5
    lines = []
    for _ in range(rng.randint(4, 8)):
        lines.append('\tprintln(id, "yf", %s(tab[%d]))' % (f.route(), rng.randint(0, 4)))
    for n in range(2):  # closed classifiers: all of the types but one, or all, with or without default
        cases = list(types) if n else rng.sample(types, len(types) - 1)
        rng.shuffle(cases)
        d = ["func yfall%d(x any) string {" % n, "\tswitch v := x.(type) {"]
        for c in cases:
            d += ["\tcase %s:" % c, "\t\treturn %s" % TYPES[c][2]]
        if rng.random() < (0.8 if n else 0.3):
            d += ["\tcase error:", '\t\treturn "e:" + v.Error()']
        if rng.random() < 0.5:
            d += ["\tcase nil:", '\t\treturn "nil"']
        if rng.random() < 0.7:
            d += ["\tdefault:", '\t\treturn "def"']
        d += ["\t}", '\treturn "none"', "}", ""]
        f.decls += d
        for k in range(rng.randint(1, 3)):
            lines.append('\tprintln(id, "yfall", %s(tab[%d]))' % (f.route(), rng.randint(0, 4)))
    # every classifier of any also through yfall0/yfall1: rewrite the routes' calls of yfcany
    decls = [l.replace("yfcany(", "yfall%d(" % rng.randint(0, 1)) if l.startswith("\t") else l for l in f.decls]
    out = ["// difftest iflow-closed seed %d (tests/difftest/gen_iflow.py)" % seed, "package main", ""]
    if not any("errors." in l for l in decls):
        f.imports.discard("errors")
    for p in sorted(f.imports):
        out += ['import "%s"' % p, ""]
    out += ["var tab = [5]int{%s}" % ", ".join(str(rng.randint(0, 50)) for _ in range(5)), ""]
    out += DECLS + (SENTINEL if any("yfSentinel" in l for l in decls) else []) + decls
    out += ["func main() {", "\tconst id = 0"] + lines + ["}", ""]
    return "\n".join(out)


def block(seed, always=False):
    """(imports, declarations, main's lines) or None: interface flows in about half of the programs
    (always: in every one, the same block where the seed has one)"""
    rng = random.Random(seed * 15485863 + 29)
    if rng.random() >= 0.5 and not always:
        return None
    f = _Flows(rng, rng.random() < 0.2)
    lines = []
    for _ in range(rng.randint(3, 6)):
        lines.append('\tprintln(id, "yf", %s(tab[%d]))' % (f.route(), rng.randint(0, 4)))
    if rng.random() < 0.5:
        for c in f.runtime_panics():
            lines.append('\tprintln(id, "yfrt", %s)' % c)
    if f.fmt:
        lines.append("\t%s(tab[%d])" % (f.fmt_only(), rng.randint(0, 4)))
    if rng.random() < 0.3:  # in a goroutine main waits for (id 1002, beyond gen.py's and gen_shape.py's)
        lines = ["\tyfdone := make(chan bool)", "\tgo func(id int) {"] + ["\t" + l for l in lines] + [
            "\t\tyfdone <- true", "\t}(1002)", "\t<-yfdone"]
    imports = []
    for p in sorted(f.imports):
        imports += ['import "%s"' % p, ""]
    return imports, DECLS + SENTINEL + f.decls, lines
