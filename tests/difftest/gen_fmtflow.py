"""gen_fmtflow.py - the differential tester's programs of formatting flows (difftest.py --fmtflow, CTest
difftest/ci-fmtflow): whole programs of their own, for the whole-program facts the compiler draws from
what is live (src/codegen/cg_prune.c: parameters constant at every call site, fields never set non-zero
by live code, the dynamic types an `any` can hold, recover()'s among them) and for the library code they
shrink (fmt's printer, strconv's float formatting, unicode's case tables).

Each program draws a printing mode: `print` programs call only fmt's Print, Println, Sprint, Sprintln,
Fprint and Fprintln (never a Printf-family function nor Errorf, so fmt's verb is 'v' at every call its
printer can reach, and its plusV/sharpV flags are never set); `printf` programs also call Printf,
Sprintf, Fprintf and Errorf with constant formats that may or may not ever use the `+` and `#` flags
with %v, and in half of them formats built at run time (from bytes, a verb table indexed by the
package table, strconv.Itoa widths) that may hold any verb and flag. The items:

- values of many kinds through the mode's functions: ints of every size, floats (NaN, +-Inf, -0,
  subnormals), strings with non-ASCII and invalid UTF-8, byte slices, bools, runes, complex numbers,
  structs (exported and unexported fields, a nested struct, a Stringer field that may be a nil
  pointer), slices, arrays, maps (printed sorted), `[]any` holding nil, nil slices, maps, errors and
  interfaces; Stringers, errors, GoStringers and Formatters on value and pointer receivers, a
  String method that panics with a string, a struct or an error for some values (`%!v(PANIC=String
  method: ...)`), nil pointer receivers (`<nil>`), typed nil errors;
- printf mode: every verb (`%v %+v %#v %T %d %x %X %o %O %b %c %q %U %s %e %E %f %F %g %G %t`, never %p)
  with flags, widths, precisions, `*` and explicit argument indexes; bad verbs (`%!d(string=x)`),
  missing and extra arguments, BADWIDTH/BADPREC/NOVERB; wrappers `ffLogf(format string, args ...any)`,
  `ffSlogf`, a logger type's Printf method used as a method value, fmt's functions held in variables
  and slices, closures capturing a format;
- Print/Println/Sprint/Sprintln/Fprint/Fprintln to os.Stdout and to a custom io.Writer, through
  wrappers `ffWarn(args ...any)`, method values and func values;
- ffOpts: a struct of flags mirroring fmt's "set only by Printf's flag parsing" fields: each is set
  non-zero only by one route drawn per program (a parse method called or never called, called under
  a run-time condition, through a method value, an interface, a deferred call, a goroutine, a pointer
  to the field, a composite literal, a whole-struct copy, reflect's SetBool on an exported field) and
  read by a renderer;
- ffShow(x, base) and ffPut(v any, verb rune, plus bool): parameters constant at every call site but
  at most one drawn per program (a literal, a run-time value, a call through a func value or a
  method value, a deferred call);
- recover(): a function ffSafe that calls a func and recovers, reachable or not (a drawn choice),
  catching panics of values of types that appear nowhere but in a panic (a struct, a named int, a
  pointer to an error type), strings, errors, run-time errors (index, nil map, division, a failed
  assertion) and re-panics, classified by a type switch with and without a default;
- strconv: FormatFloat in every format ('e','E','f','g','G','b','x','X') with every precision -1..17
  at bit sizes 32 and 64 over edge values (0, -0, subnormals, the extremes of both sizes, halfway
  cases, NaN, +-Inf), ParseFloat round trips of the shortest forms and of hard inputs (hex floats,
  underscores, out of range, "inf"), Quote/QuoteToASCII/QuoteToGraphic/QuoteRune*/IsPrint/IsGraphic
  of runes including unprintable, unassigned, private-use, surrogate and out-of-range ones;
- unicode: ToUpper/ToLower/ToTitle/SimpleFold (the whole orbit) and unicode.TurkishCase over runes
  of many scripts (Latin with its titlecase digraphs, Greek, Cyrillic, Armenian, Georgian, Cherokee,
  Glagolitic, Deseret, Adlam, fullwidth, and runes without case), strings.ToUpper/ToLower/EqualFold.

Everything is printed by main in order (one goroutine, so dtlib.groups keeps the order), with a
label `Ln` first; nothing prints an address (no %p, no pointer below the top level of a value
formatted with a verb that would show it), depends on map order (fmt sorts maps; no map keys of
mixed dynamic types) or on int's size (values within 32 bits; int64 for larger ones).
"""

import random

import gen_fmt

# values: (Go expression, verbs that suit it, may take the # flag with v)
NONSHARP_VERBS = ["v", "+v", "s", "x", "q"]
ANY_VERBS = ["v", "+v", "#v", "d", "s", "x", "X", "q", "T", "t", "e", "g", "c", "U", "o", "b"]

DECLS = r'''
var tab = [5]int{%s}

// ffW is a custom io.Writer: it counts and keeps what it is given until ffFlush prints it.
type ffW struct {
	n   int
	buf []byte
}

func (w *ffW) Write(p []byte) (int, error) {
	w.n += len(p)
	w.buf = append(w.buf, p...)
	return len(p), nil
}

var ffOut = &ffW{}

func ffFlush(tag string) {
	os.Stdout.WriteString(tag + " w" + strconv.Itoa(ffOut.n) + " " + string(ffOut.buf))
	ffOut.buf = ffOut.buf[:0]
}

type ffN int

func (n ffN) String() string { return "N" + strconv.Itoa(int(n)) }

type ffQ struct{ k int }

func (q *ffQ) String() string { return "Q" + strconv.Itoa(q.k) }

type ffPV struct{ v int }

type ffP int

func (p ffP) String() string {
	switch int(p) %% 4 {
	case 0:
		panic("ffP " + strconv.Itoa(int(p)))
	case 1:
		panic(ffPV{int(p)})
	case 2:
		panic(ffE{int(p)})
	}
	return "P" + strconv.Itoa(int(p))
}

type ffE struct{ code int }

func (e ffE) Error() string { return "ffE" + strconv.Itoa(e.code) }

type ffPE struct{ msg string }

func (e *ffPE) Error() string { return "ffPE:" + e.msg }

type ffG struct{ a, b int }

func (g ffG) GoString() string { return "ffG(" + strconv.Itoa(g.a) + "|" + strconv.Itoa(g.b) + ")" }

type ffGS struct{ a int }

func (g ffGS) GoString() string { return "GS#" + strconv.Itoa(g.a) }

func (g ffGS) String() string { return "GS" + strconv.Itoa(g.a) }

type ffF struct{ v int }

func (f ffF) Format(s fmt.State, c rune) {
	w, wok := s.Width()
	p, pok := s.Precision()
	fl := ""
	for _, r := range "-+# 0" {
		if s.Flag(int(r)) {
			fl += string(r)
		}
	}
	s.Write([]byte("F<" + string(c) + " " + strconv.Itoa(w) + strconv.FormatBool(wok) + " " + strconv.Itoa(p) +
		strconv.FormatBool(pok) + " [" + fl + "] " + strconv.Itoa(f.v) + ">"))
}

type ffPF struct{ v int }

func (f *ffPF) Format(s fmt.State, c rune) { s.Write([]byte("PF" + string(c) + strconv.Itoa(f.v))) }

type ffIn struct {
	X int16
	y string
}

type ffS struct {
	A  int
	B  string
	C  []int
	M  map[string]int
	In ffIn
	K  ffN
	e  bool
}

type ffT struct {
	Q  *ffQ
	N  ffN
	Er error
}

type ffCode int

type ffPanicE struct{ n int }

func (e *ffPanicE) Error() string { return "panicE" + strconv.Itoa(e.n) }
'''


class _Prog:
    def __init__(self, seed):
        self.rng = random.Random(seed * 2654435761 + 11)
        rng = self.rng
        self.seed = seed
        self.mode = rng.choice(["print", "printf", "printf"])
        self.printf = self.mode == "printf"
        self.flagv = self.printf and rng.random() < 0.5  # %+v / %#v in constant formats
        self.dynfmt = self.printf and rng.random() < 0.5  # formats built at run time
        self.decls, self.lines = [], []
        self.label = 0
        self.fresh_n = 0

    # --- helpers

    def fresh(self, p):
        self.fresh_n += 1
        return "%s%d" % (p, self.fresh_n)

    def lab(self):
        self.label += 1
        return "L%d" % self.label

    def tab(self):
        return "tab[%d]" % self.rng.randint(0, 4)

    def value(self):
        """(expr, verbs, sharp): a value to format"""
        rng = self.rng
        k = rng.randint(0, 20)
        t = self.tab
        if k <= 2:
            return gen_fmt.ints(rng)[0], gen_fmt.INT_VERBS, True
        if k <= 4:
            return gen_fmt.floats(rng)[0], gen_fmt.FLOAT_VERBS, True
        if k == 5:
            return rng.choice(gen_fmt.SAFE), gen_fmt.STR_VERBS, True
        if k == 6:
            return rng.choice(['[]byte("héllo")', "'世'", "rune(%s+0x3b1)" % t(), "true", "%s > 20" % t(),
                               "complex(float64(%s), -0.5)" % t()]), ANY_VERBS, True
        if k == 7:
            return ('ffS{A: %s, B: %s, C: []int{%s, -1}, M: map[string]int{"z": 1, "a": %s, "é": 3}, '
                    'In: ffIn{int16(%s * -7), "y"}, K: ffN(%s), e: %s > 9}' % (
                        t(), rng.choice(gen_fmt.SAFE), t(), t(), t(), t(), t())), ANY_VERBS, True
        if k == 8:
            if rng.random() < 0.5:
                return "ffT{Q: &ffQ{%s}, N: ffN(%s), Er: ffE{%s}}" % (t(), t(), t()), NONSHARP_VERBS, False
            return "ffT{N: ffN(%s), Er: %s}" % (t(), rng.choice(["nil", "(*ffPE)(nil)", '&ffPE{"t"}'])), \
                ["v", "+v", "s"], False
        if k == 9:
            return "ffN(%s)" % t(), ANY_VERBS, True
        if k == 10:
            return rng.choice(["&ffQ{%s}" % t(), "(*ffQ)(nil)", "ffQ{%s}" % t()]), ANY_VERBS, True
        if k == 11:
            return "ffP(%s)" % t(), ["v", "s", "d", "q", "x", "+v", "#v"], True
        if k == 12:
            return rng.choice(["ffE{%s}" % t(), '&ffPE{"m"}', "error(nil)", "error((*ffPE)(nil))",
                               "error(ffE{-1})"]), ["v", "s", "q", "d", "+v", "#v", "x"], True
        if k == 13:
            return rng.choice(["ffG{%s, -2}" % t(), "ffGS{%s}" % t(), "[]ffG{{1, 2}, {%s, 0}}" % t(),
                               "map[string]ffGS{\"b\": {1}, \"a\": {%s}}" % t()]), ["v", "#v", "+v", "s", "d"], True
        if k == 14:
            return rng.choice(["ffF{%s}" % t(), "&ffPF{%s}" % t(), "ffPF{%s}" % t()]), ANY_VERBS, True
        if k == 15:
            return rng.choice(["[]any{1, \"a\", ffN(%s), nil, 2.5, ffE{3}}" % t(),
                               "[3]int8{int8(%s), -1, 127}" % t(),
                               "map[ffN]string{ffN(%s): \"x\", -5: \"y\", 100: \"z\"}" % t(),
                               "map[int][]string{%s: {\"a\"}, -3: nil, 7: {}}" % t(),
                               "[][]int{{1}, nil, {%s, 2}}" % t(),
                               "map[[2]int]bool{{2, 1}: true, {1, %s}: false}" % t()]), \
                ["v", "+v", "#v", "d", "x", "q", "s"], True
        if k == 16:
            return rng.choice(["[]int(nil)", "map[string]int(nil)", "any(nil)", "(*ffS)(nil)", "[]any{nil}"]), \
                ["v", "+v", "#v", "d", "s", "T"], True
        if k == 17:
            return "&ffS{A: %s, B: \"p\", K: 4}" % t(), ["v", "+v", "#v", "d", "x"], True
        if k == 18:
            return rng.choice(["int64(%s-25)*1e12" % t(), "uint64(%s)*123456789012" % t(),
                               "float32(%s)/3" % t(), "int8(%s*9)" % t()]), ANY_VERBS, True
        if k == 19:
            return rng.choice(["ffCode(%s)" % t(), "ffPV{%s}" % t(), "ffIn{int16(%s), \"\\u2028\"}" % t()]), \
                ANY_VERBS, True
        return "ffGS{%s}" % t(), ANY_VERBS, True

    def spec(self, verbs, sharp):
        s, extra = gen_fmt.spec(self.rng, verbs, sharp)
        if not self.flagv and s.endswith("v"):  # formats of this program never flag %v with + or #
            s = s.replace("+", "").replace("#", "")
        return s, extra

    def fmt_args(self, n):
        """(format, args) of n values"""
        fmts, args = [], []
        for _ in range(n):
            e, verbs, sharp = self.value()
            s, extra = self.spec(verbs, sharp)
            fmts.append(s)
            args += extra + [e]
        return " ".join(fmts), args

    @staticmethod
    def q(s):
        return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")

    def emit(self, line):
        self.lines.append("\t" + line)

    # --- print mode's outputs (also used by printf programs)

    def print_line(self, vals):
        rng = self.rng
        lab = self.q(self.lab())
        vs = ", ".join(vals)
        k = rng.randint(0, 8)
        if k == 0:
            self.emit("fmt.Println(%s, %s)" % (lab, vs))
        elif k == 1:
            self.emit('fmt.Print(%s, " ", %s, "\\n")' % (lab, vs))
        elif k == 2:
            self.emit("fmt.Fprintln(ffOut, %s)" % vs)
            self.emit("ffFlush(%s)" % lab)
        elif k == 3:
            self.emit('fmt.Fprint(ffOut, %s, "\\n")' % vs)
            self.emit("ffFlush(%s)" % lab)
        elif k == 4:
            v = self.fresh("s")
            self.emit("%s := fmt.Sprint(%s)" % (v, vs))
            self.emit("fmt.Println(%s, len(%s), %s)" % (lab, v, v))
        elif k == 5:
            self.emit("os.Stdout.WriteString(%s + \" \" + fmt.Sprintln(%s))" % (lab, vs))
        elif k == 6:
            self.emit("ffWarn(%s, %s)" % (lab, vs))
        elif k == 7:
            v = self.fresh("pv")
            self.emit("%s := %s" % (v, rng.choice(["fmt.Println", "ffPrintln"])))
            self.emit("%s(%s, %s)" % (v, lab, vs))
        else:
            self.emit('fmt.Fprintln(os.Stdout, %s, %s)' % (lab, vs))

    def printf_line(self):
        rng = self.rng
        f, args = self.fmt_args(rng.randint(1, 4))
        r = rng.random()
        if r < 0.06:
            f += " %d"  # %!d(MISSING)
        elif r < 0.12:
            args.append(rng.choice(["7", '"x"', "ffN(2)", "nil"]))  # %!(EXTRA ...)
        elif r < 0.16:
            f += " %% %[1]x %[3]v"
        elif r < 0.2:
            f += rng.choice([" %*d", " %.*f", " %"])
            args += ['"w"', "1.5"] if "*" in f[-4:] else []
        lab = self.lab()
        a = "".join(", " + x for x in args)
        k = rng.randint(0, 8)
        if k <= 2:
            self.emit("fmt.Printf(%s%s)" % (self.q(lab + " " + f + "\n"), a))
        elif k == 3:
            v = self.fresh("s")
            self.emit("%s := fmt.Sprintf(%s%s)" % (v, self.q(f), a))
            self.emit("fmt.Println(%s, len(%s), %s)" % (self.q(lab), v, v))
        elif k == 4:
            self.emit("fmt.Fprintf(ffOut, %s%s)" % (self.q(f + "\n"), a))
            self.emit("ffFlush(%s)" % self.q(lab))
        elif k == 5:
            self.emit("ffLogf(%s%s)" % (self.q(lab + " " + f), a))
        elif k == 6:
            self.emit("fmt.Println(%s, ffSlogf(%s%s))" % (self.q(lab), self.q(f), a))
        elif k == 7:
            v = self.fresh("lp")
            self.emit("%s := ffLg.Printf" % v)
            self.emit("%s(%s%s)" % (v, self.q(lab + " " + f + "\n"), a))
        else:
            v = self.fresh("fs")
            self.emit("%s := %s" % (v, self.q(f)))
            self.emit("ffPfs[%d](%s, %s%s)" % (rng.randint(0, 1), self.q(lab), v, a))

    def dyn_line(self):
        """a format built at run time: verbs and flags the program's constant formats may never use"""
        rng = self.rng
        k = rng.randint(0, 3)
        lab = self.lab()
        e, _, _ = self.value()
        v = self.fresh("df")
        if k == 0:
            self.emit("%s := \"%%\" + ffVerbs[(%s+%d)%%len(ffVerbs)]" % (v, self.tab(), rng.randint(0, 20)))
        elif k == 1:  # the flag from a byte: '#' is 35, '+' is 43
            self.emit("%s := string([]byte{'%%', byte(%s), 'v'})" % (v, rng.choice(["35", "43", "32", "45", "48"])))
        elif k == 2:
            self.emit("%s := \"%%\" + strconv.Itoa(%s%%9) + \".\" + strconv.Itoa(%s%%5) + string(rune('d' + %s%%4))"
                      % (v, self.tab(), self.tab(), self.tab()))
        else:
            self.emit("%s := ffMkfmt(%s, %s)" % (v, self.tab(), rng.choice(["\"+\"", "\"#\"", "\"\"", "\"-0\""])))
        self.emit("fmt.Printf(%s + \" \" + %s + \"\\n\", %s)" % (self.q(lab), v, e))

    # --- items

    def item_values(self):
        for _ in range(self.rng.randint(3, 8)):
            self.print_line([self.value()[0] for _ in range(self.rng.randint(1, 4))])

    def item_printf(self):
        for _ in range(self.rng.randint(4, 10)):
            self.printf_line()

    def item_dyn(self):
        for _ in range(self.rng.randint(2, 5)):
            self.dyn_line()

    def item_funcvals(self):
        """fmt's functions held in variables, closures and method values"""
        rng = self.rng
        t = self.tab
        if self.printf:
            v = self.fresh("cf")
            f, args = self.fmt_args(2)
            self.emit("%s := func(x int) string { return fmt.Sprintf(%s, x, %s) }" % (
                v, self.q("%d " + f), ", ".join(args)))
            self.emit("fmt.Println(%s, %s(%s), %s(-1))" % (self.q(self.lab()), v, t(), v))
            self.emit("ffApply(%s, %s, %s)" % (self.q(self.lab()), rng.choice(["fmt.Sprint", "fmt.Sprintln",
                                                                                "ffSlogf2"]), self.value()[0]))
        else:
            self.emit("ffApply(%s, %s, %s)" % (self.q(self.lab()), rng.choice(["fmt.Sprint", "fmt.Sprintln"]),
                                               self.value()[0]))
        m = self.fresh("mv")
        self.emit("%s := ffN(%s).String" % (m, t()))
        self.emit("fmt.Println(%s, %s(), []func() string{%s, ffQ{%s}.ptr().String}[%s%%2]())" % (
            self.q(self.lab()), m, m, t(), t()))

    def item_opts(self):
        """a flag struct whose fields are set non-zero by one route (or none) drawn per program"""
        rng = self.rng
        route = rng.choice(["never", "parse", "cond", "mvalue", "iface", "defer", "goroutine", "ptr",
                            "literal", "copy", "reflect", "unreached"])
        self.decls += [
            "type ffOpts struct {", "\tplus, upper bool", "\tHex       bool", "\twidth     int", "}", "",
            "func (o *ffOpts) parse(s string) {", "\tfor _, c := range s {", "\t\tswitch c {",
            "\t\tcase '+':", "\t\t\to.plus = true", "\t\tcase 'U':", "\t\t\to.upper = true",
            "\t\tcase 'x':", "\t\t\to.Hex = true", "\t\tcase '9':", "\t\t\to.width = 9", "\t\t}", "\t}", "}", "",
            "type ffParser interface{ parse(s string) }", "",
            "func ffRender(o *ffOpts, x int) string {",
            "\ts := strconv.Itoa(x)",
            "\tif o.Hex {", "\t\ts = strconv.FormatInt(int64(x), 16)", "\t}",
            "\tif o.plus && x >= 0 {", "\t\ts = \"+\" + s", "\t}",
            "\tif o.upper {", "\t\ts = \"U\" + s", "\t}",
            "\tfor len(s) < o.width {", "\t\ts = \" \" + s", "\t}",
            "\treturn s", "}", "",
            "func ffUnreached(o *ffOpts) { o.parse(\"+Ux9\") }", "",
        ]
        flags = "".join(rng.sample("+Ux9", rng.randint(1, 3)))
        o = self.fresh("o")
        self.emit("%s := &ffOpts{}" % o)
        if route == "parse":
            self.emit("%s.parse(%s)" % (o, self.q(flags)))
        elif route == "cond":
            self.emit("if %s > %d {" % (self.tab(), rng.randint(0, 50)))
            self.emit("\t%s.parse(%s)" % (o, self.q(flags)))
            self.emit("}")
        elif route == "mvalue":
            self.emit("ps := []func(string){%s.parse, func(string) {}}" % o)
            self.emit("ps[%s%%2](%s)" % (self.tab(), self.q(flags)))
        elif route == "iface":
            self.emit("var pi ffParser = %s" % o)
            self.emit("pi.parse(%s)" % self.q(flags))
        elif route == "defer":
            self.emit("func() {")
            self.emit("\tdefer %s.parse(%s)" % (o, self.q(flags)))
            self.emit("}()")
        elif route == "goroutine":
            self.emit("pdone := make(chan bool)")
            self.emit("go func() {")
            self.emit("\t%s.parse(%s)" % (o, self.q(flags)))
            self.emit("\tpdone <- true")
            self.emit("}()")
            self.emit("<-pdone")
        elif route == "ptr":
            self.emit("pp := &%s.%s" % (o, rng.choice(["plus", "upper", "Hex"])))
            self.emit("*pp = %s > 10" % self.tab())
        elif route == "literal":
            self.emit("*%s = ffOpts{plus: %s > 5, width: %d}" % (o, self.tab(), rng.randint(0, 8)))
        elif route == "copy":
            self.emit("src := ffOpts{}")
            self.emit("src.parse(%s)" % self.q(flags))
            self.emit("*%s = src" % o)
        elif route == "reflect":
            self.emit("reflect.ValueOf(%s).Elem().FieldByName(\"Hex\").SetBool(%s > 3)" % (o, self.tab()))
        elif route == "unreached":  # ffUnreached is declared but never called
            pass
        for _ in range(rng.randint(2, 3)):
            x = rng.choice([self.tab(), "-" + self.tab(), str(rng.randint(-300, 300))])
            if self.printf and rng.random() < 0.5:
                self.emit("fmt.Printf(\"%s %%s %%d\\n\", ffRender(%s, %s), %s)" % (self.lab(), o, x, x))
            else:
                self.emit("fmt.Println(%s, ffRender(%s, %s), %s)" % (self.q(self.lab()), o, x, x))
        self.emit("_ = %s // route %s" % (o, route))

    def item_constparam(self):
        """parameters constant at every call site but at most one"""
        rng = self.rng
        self.decls += [
            "//go:noinline",
            "func ffShow(x int, base int) string {",
            "\tif base == 10 {", "\t\treturn \"d\" + strconv.Itoa(x)", "\t}",
            "\treturn \"b\" + strconv.Itoa(base) + \":\" + strconv.FormatInt(int64(x), base)", "}", "",
            "func ffPut(v any, verb rune, plus bool) string {",
            "\ts := \"\"",
            "\tswitch verb {",
            "\tcase 'x':",
            "\t\tif n, ok := v.(int); ok {", "\t\t\ts = strconv.FormatInt(int64(n), 16)", "\t\t} else {",
            "\t\t\ts = \"?x\"", "\t\t}",
            "\tcase 'q':", "\t\tif t, ok := v.(string); ok {", "\t\t\ts = strconv.Quote(t)", "\t\t} else {",
            "\t\t\ts = \"?q\"", "\t\t}",
            "\tdefault:", "\t\ts = fmt.Sprint(v)", "\t}",
            "\tif plus {", "\t\ts = \"+\" + s", "\t}",
            "\treturn s", "}", "",
            "type ffShower struct{ base int }", "",
            "func (s ffShower) show(x int) string { return ffShow(x, s.base) }", "",
        ]
        odd = rng.choice(["none", "literal", "runtime", "funcvalue", "methodvalue", "defer", "none"])
        sites = rng.randint(2, 4)
        at = rng.randint(0, sites - 1)
        for i in range(sites):
            lab = self.q(self.lab())
            x = rng.choice([self.tab(), str(rng.randint(-999, 999))])
            if i != at or odd == "none":
                self.emit("fmt.Println(%s, ffShow(%s, 10), ffPut(%s, 'v', false))" % (lab, x, x))
            elif odd == "literal":
                self.emit("fmt.Println(%s, ffShow(%s, %d), ffPut(%s, '%s', %s))" % (
                    lab, x, rng.choice([2, 16, 36]), rng.choice([x, '"s\\t"']), rng.choice("xqv"),
                    rng.choice(["true", "false"])))
            elif odd == "runtime":
                self.emit("fmt.Println(%s, ffShow(%s, %s%%20+2), ffPut(%s, rune(\"xqv\"[%s%%3]), %s > 20))" % (
                    lab, x, self.tab(), x, self.tab(), self.tab()))
            elif odd == "funcvalue":
                self.emit("sh := []func(int, int) string{ffShow}[0]")
                self.emit("pu := ffPut")
                self.emit("fmt.Println(%s, sh(%s, 8), pu(%s, 'x', true))" % (lab, x, x))
            elif odd == "methodvalue":
                self.emit("shm := ffShower{%s%%3 + 7}.show" % self.tab())
                self.emit("fmt.Println(%s, shm(%s))" % (lab, x))
            else:
                self.emit("func() {")
                self.emit("\tdefer func(s string) { fmt.Println(%s, s) }(ffShow(%s, 3))" % (lab, x))
                self.emit("\tdefer fmt.Println(%s, ffPut(\"d\", 'q', true))" % lab)
                self.emit("}()")

    def item_recover(self):
        """recover() reachable or not; panic values of types found nowhere else"""
        rng = self.rng
        reach = rng.random() < 0.7
        self.decls += [
            "func ffSafe(f func()) (r any) {",
            "\tdefer func() {", "\t\tr = recover()", "\t}()",
            "\tf()", "\treturn \"no panic\"", "}", "",
            "func ffClass(r any) string {", "\tswitch v := r.(type) {",
            "\tcase nil:", "\t\treturn \"nil\"",
            "\tcase string:", "\t\treturn \"string \" + v",
            "\tcase ffCode:", "\t\treturn \"code \" + strconv.Itoa(int(v))",
        ]
        if rng.random() < 0.7:
            self.decls += ["\tcase ffPV:", "\t\treturn \"pv \" + strconv.Itoa(v.v)"]
        if rng.random() < 0.6:
            self.decls += ["\tcase runtime.Error:", "\t\treturn \"runtime \" + v.Error()"]
        if rng.random() < 0.6:
            self.decls += ["\tcase error:", "\t\treturn \"error \" + v.Error()"]
        if rng.random() < 0.6:
            self.decls += ["\tdefault:", "\t\treturn \"other \" + fmt.Sprint(v)"]
        self.decls += ["\t}", "\treturn \"unclassified\"", "}", "",
                       "func ffRepanic(f func()) {", "\tdefer func() {",
                       "\t\tif r := recover(); r != nil {", "\t\t\tpanic([]any{\"again\", r})", "\t\t}",
                       "\t}()", "\tf()", "}", ""]
        bodies = ["panic(ffCode(%s))" % self.tab(), "panic(ffPV{%s})" % self.tab(),
                  "panic(&ffPanicE{%s})" % self.tab(), "panic(\"str\" + strconv.Itoa(%s))" % self.tab(),
                  "var m map[int]int\n\t\tm[%s] = 1" % self.tab(),
                  "a := []int{1, 2}\n\t\t_ = a[%s+2]" % self.tab(),
                  "z := %s - %s\n\t\t_ = 7 / (z - z)" % (self.tab(), self.tab()),
                  "var x any = %s\n\t\t_ = x.(string)" % self.tab(),
                  "ffRepanic(func() { panic(ffCode(-3)) })",
                  "panic(ffE{%s})" % self.tab(),
                  "_ = fmt.Sprint(ffP(%d))" % rng.randint(0, 3)]
        if not reach:
            self.decls += ["func ffNever() {"]
            for b in rng.sample(bodies, 3):
                self.decls += ["\tfmt.Println(ffClass(ffSafe(func() {", "\t\t" + b, "\t})))"]
            self.decls += ["}", ""]
            self.emit("fmt.Println(%s, \"recover unreachable\")" % self.q(self.lab()))
            self.emit("fmt.Println(%s, ffP(%d), ffP(%d))" % (self.q(self.lab()), rng.randint(0, 2), 3))
            return
        for b in rng.sample(bodies, rng.randint(3, 6)):
            lab = self.q(self.lab())
            r = self.fresh("r")
            self.emit("%s := ffSafe(func() {" % r)
            self.emit("\t" + b)
            self.emit("})")
            if rng.random() < 0.5:
                self.emit("fmt.Println(%s, ffClass(%s))" % (lab, r))
            else:
                self.emit("fmt.Println(%s, %s, ffClass(%s))" % (lab, r, r))
            if self.printf and rng.random() < 0.4:
                self.emit("fmt.Printf(\"%s %%T %%v\\n\", %s, %s)" % (self.lab(), r, r))

    def item_floatfmt(self):
        rng = self.rng
        vals = rng.sample(FLOATS, rng.randint(3, 6))
        v = self.fresh("fv")
        self.emit("%s := []float64{%s}" % (v, ", ".join(vals)))
        if self.printf:
            verbs = rng.sample(["%e", "%E", "%f", "%g", "%G", "%x", "%X", "%b", "%v", "%.3e", "%10.4f", "%-12g|",
                                "%+.0f", "%#g", "%#.3x", "% .17g", "%08.3f", "%.20f", "%.0e"], 5)
            self.emit("for _, x := range %s {" % v)
            self.emit("\tfmt.Printf(%s, x, x, x, x, x, float32(x))" % self.q(
                self.lab() + " " + " ".join(verbs) + " %v\n"))
            self.emit("}")
        else:
            self.emit("for _, x := range %s {" % v)
            self.emit("\tfmt.Println(%s, x, float32(x), -x, x*3, []float32{float32(x)})" % self.q(self.lab()))
            self.emit("}")

    def item_strconv_float(self):
        rng = self.rng
        vals = rng.sample(FLOATS, rng.randint(3, 6))
        fmts = "".join(rng.sample("eEfgGbxX", rng.randint(2, 5)))
        v = self.fresh("sv")
        lab = self.q(self.lab())
        self.emit("%s := []float64{%s}" % (v, ", ".join(vals)))
        self.emit("for _, x := range %s {" % v)
        self.emit("\tfor _, c := range %s {" % self.q(fmts))
        self.emit("\t\tfor _, bits := range []int{32, 64} {")
        self.emit("\t\t\tline := %s + \" \" + string(c) + strconv.Itoa(bits)" % lab)
        self.emit("\t\t\tfor p := -1; p <= 17; p++ {")
        self.emit("\t\t\t\tline += \" \" + strconv.FormatFloat(x, byte(c), p, bits)")
        self.emit("\t\t\t}")
        self.emit("\t\t\tos.Stdout.WriteString(line + \"\\n\")")
        self.emit("\t\t}")
        self.emit("\t}")
        self.emit("\ts := strconv.FormatFloat(x, 'g', -1, 64)")
        self.emit("\tback, err := strconv.ParseFloat(s, 64)")
        self.emit("\ts32 := strconv.FormatFloat(x, 'e', -1, 32)")
        self.emit("\tb32, err32 := strconv.ParseFloat(s32, 32)")
        self.emit("\tfmt.Println(%s, s, back == x || back != back, err, s32, float32(b32) == float32(x) || b32 != b32, "
                  "err32)" % lab)
        self.emit("}")
        hard = rng.sample(PARSE, rng.randint(3, 6))
        self.emit("for _, s := range []string{%s} {" % ", ".join(self.q(s) for s in hard))
        self.emit("\tf64, e64 := strconv.ParseFloat(s, 64)")
        self.emit("\tf32, e32 := strconv.ParseFloat(s, 32)")
        self.emit("\tfmt.Println(%s, strconv.FormatFloat(f64, 'g', -1, 64), e64, "
                  "strconv.FormatFloat(f32, 'g', -1, 32), e32)" % self.q(self.lab()))
        self.emit("}")

    def item_quote(self):
        rng = self.rng
        runes = rng.sample(RUNES, rng.randint(5, 10))
        lab = self.q(self.lab())
        self.emit("for _, r := range []rune{%s} {" % ", ".join(runes))
        self.emit("\ts := string(r) + \"a\"")
        self.emit("\tfmt.Println(%s, int(r), strconv.QuoteRune(r), strconv.QuoteRuneToASCII(r), "
                  "strconv.QuoteRuneToGraphic(r), strconv.Quote(s), strconv.QuoteToASCII(s), "
                  "strconv.QuoteToGraphic(s), strconv.IsPrint(r), strconv.IsGraphic(r))" % lab)
        if self.printf:
            self.emit("\tfmt.Printf(\"%s %%q %%+q %%#q %%U %%#U %%x\\n\", r, r, s, r, r, s)" % self.lab())
        self.emit("}")

    def item_case(self):
        rng = self.rng
        runes = rng.sample(CASE_RUNES, rng.randint(6, 12))
        lab = self.q(self.lab())
        self.emit("for _, r := range []rune{%s} {" % ", ".join(runes))
        self.emit("\torbit := \"\"")
        self.emit("\tfor f, n := unicode.SimpleFold(r), 0; f != r && n < 6; f, n = unicode.SimpleFold(f), n+1 {")
        self.emit("\t\torbit += \" \" + strconv.Itoa(int(f))")
        self.emit("\t}")
        self.emit("\tfmt.Println(%s, int(r), int(unicode.ToUpper(r)), int(unicode.ToLower(r)), int(unicode.ToTitle(r)), "
                  "orbit, unicode.IsUpper(r), unicode.IsLower(r), unicode.IsTitle(r), unicode.IsLetter(r), "
                  "int(unicode.TurkishCase.ToUpper(r)), int(unicode.TurkishCase.ToLower(r)))" % lab)
        self.emit("}")
        s = "".join(rng.sample(CASE_STR, rng.randint(3, 6)))
        self.emit("fmt.Println(%s, strings.ToUpper(%s), strings.ToLower(%s), strings.ToTitle(%s), "
                  "strings.EqualFold(%s, strings.ToUpper(%s)))" % (self.q(self.lab()), self.q(s), self.q(s),
                                                                   self.q(s), self.q(s), self.q(s)))

    def program(self):
        rng = self.rng
        self.decls += [
            "func ffWarn(args ...any) { fmt.Println(append([]any{\"warn:\"}, args...)...) }", "",
            "func ffPrintln(a ...any) { fmt.Fprintln(os.Stdout, a...) }", "",
            "func ffApply(lab string, f func(...any) string, v any) { fmt.Println(lab, f(v, 1, \"z\")) }", "",
            "func (q ffQ) ptr() *ffQ { return &q }", "",
        ]
        if self.printf:
            self.decls += [
                "func ffLogf(format string, args ...any) { fmt.Printf(\"[log] \"+format+\"\\n\", args...) }", "",
                "func ffSlogf(format string, args ...any) string { return fmt.Sprintf(format, args...) }", "",
                "func ffSlogf2(args ...any) string { return fmt.Sprintf(\"%v|%d\", args...) }", "",
                "type ffLog struct {", "\tprefix string", "\tn      int", "}", "",
                "func (l *ffLog) Printf(format string, a ...any) {", "\tl.n++",
                "\tfmt.Fprintf(os.Stdout, l.prefix+strconv.Itoa(l.n)+\" \"+format, a...)", "}", "",
                "var ffLg = &ffLog{prefix: \"lg\"}", "",
                "var ffPfs = []func(lab, format string, a ...any){",
                "\tfunc(lab, format string, a ...any) { fmt.Println(lab, fmt.Sprintf(format, a...)) },",
                "\tfunc(lab, format string, a ...any) { fmt.Printf(lab+\" \"+format+\"\\n\", a...) },", "}", "",
                "var ffVerbs = []string{%s}" % ", ".join(self.q(v) for v in rng.sample(
                    ["v", "+v", "#v", "d", "x", "X", "q", "s", "T", "6.2f", "-8v", "08.3e", "+d", "#x", " d", "U",
                     "c", "o", "b", "t", "g", "G", "E", "#q", "+q"], 12)), "",
                "func ffMkfmt(w int, fl string) string { return \"%\" + fl + strconv.Itoa(w%7) + \"v\" }", "",
                "var ffErrW = fmt.Errorf(\"wrapped %d: %w\", tab[1], ffE{9})", "",
            ]
        items = [self.item_values, self.item_funcvals, self.item_opts, self.item_constparam, self.item_recover]
        if self.printf:
            items += [self.item_printf]
            if self.dynfmt:
                items.append(self.item_dyn)
        for it, p in [(self.item_floatfmt, 0.5), (self.item_strconv_float, 0.5), (self.item_quote, 0.5),
                      (self.item_case, 0.5), (self.item_values, 0.5)]:
            if rng.random() < p:
                items.append(it)
        rng.shuffle(items)
        for it in items:
            it()
        if self.printf and rng.random() < 0.5:
            self.emit("fmt.Println(%s, ffErrW, errors.Unwrap(ffErrW))" % self.q(self.lab()))
        body = "\n".join(self.decls + self.lines)
        mode = "%s%s%s" % (self.mode, " flagv" if self.flagv else "", " dynfmt" if self.dynfmt else "")
        out = ["// difftest fmtflow seed %d: %s (tests/difftest/gen_fmtflow.py)" % (self.seed, mode),
               "package main", ""]
        imports = ["fmt", "os", "strconv"] + [p for p in ["errors", "math", "reflect", "runtime", "strings", "unicode"]
                                             if p + "." in body]
        out += ['import "%s"' % p for p in imports] + [""]
        out += (DECLS % ", ".join(str(rng.randint(0, 50)) for _ in range(5))).split("\n")
        out += self.decls + ["func main() {"] + self.lines + ["}", ""]
        src = "\n".join(out)
        if not self.printf:  # a print program: no Printf-family call anywhere
            assert "printf(" not in src.lower() and "Errorf" not in src, "print mode calls Printf"
        return src


FLOATS = ["0", "math.Copysign(0, -1)", "1", "-1", "0.1", "0.5", "1.5", "2.5", "-2.5", "9.995", "1e21", "1e20",
          "1e-7", "123456789", "1.0000000000000002", "0.30000000000000004", "5e-324", "2.2250738585072014e-308",
          "2.225073858507201e-308", "math.MaxFloat64", "math.SmallestNonzeroFloat64", "math.MaxFloat32",
          "math.SmallestNonzeroFloat32", "float64(float32(0.1))", "1.401298464324817e-45", "3.4028235677973366e+38",
          "math.NaN()", "math.Inf(1)", "math.Inf(-1)", "float64(tab[1]-20) / 7", "float64(tab[3]) * 1e15",
          "1e23", "8.41e21", "5e-7", "123.456", "0.000123", "9007199254740993", "100", "1e100", "float64(tab[2]) / 1024"]

PARSE = ["1e400", "-1e400", "1e-400", "0x1p-2", "0x1.8p1", "0X_1P+3", "inf", "-Inf", "+infinity", "NaN", "nan",
         "1_000.5", "1_000", "  1", "1e", ".5e1", "5.", "-0", "+0.0e-9", "4.9406564584124654e-324",
         "2.2250738585072011e-308", "1e23", "9007199254740993", "3.4028235e38", "3.4028236e38", "1.17549435e-38",
         "1.5e-45", "7e-46", "0x1.fffffep127", "0x1p128", "123456789012345678901234567890", "0.1", "", "-", "1e+",
         "1.797693134862315708145274237317043567981e+308", "1.797693134862315808e+308"]

RUNES = ["0", "7", "'\\t'", "'\\n'", "0x1b", "'a'", "'~'", "0x7f", "0x80", "0x85", "0x9f", "0xa0", "0xad", "'é'",
         "0x378", "0x600", "0x1680", "0x180e", "0x200b", "0x200d", "0x2028", "0x2029", "0x202e", "0x3000", "'世'",
         "0xd800", "0xdfff", "0xe000", "0xf8ff", "0xfeff", "0xfffd", "0xfffe", "0xffff", "0x1f600", "0x1d173",
         "0xe0001", "0xe0100", "0xf0000", "0x10ffff", "0x110000", "-1", "0x1f1e6", "0x10fffd", "0x1b4f", "0xa7c0"]

CASE_RUNES = ["'a'", "'Z'", "'k'", "'s'", "'i'", "'I'", "0xdf", "0xff", "0xb5", "0x130", "0x131", "0x17f", "0x1c4",
              "0x1c5", "0x1c6", "0x1f1", "0x1f2", "0x345", "0x3a3", "0x3c2", "0x3c3", "0x3f4", "0x3d1", "0x390",
              "0x410", "0x44f", "0x4c0", "0x4cf", "0x531", "0x561", "0x10a0", "0x10d0", "0x1c90", "0x13a0", "0x13f8",
              "0xab70", "0x1e9e", "0x1f80", "0x1f88", "0x1fbc", "0x2126", "0x212a", "0x212b", "0x2160", "0x24b6",
              "0x2c00", "0x2c30", "0xa640", "0xa7ae", "0xff21", "0xff41", "0x10400", "0x10428", "0x104b0",
              "0x16e40", "0x1e900", "0x1e922", "'0'", "'世'", "0x1f600", "-1", "0x110000", "0xa78b", "0x1e00"]

CASE_STR = ["abc", "ÀÉÎ", "ß", "ǅ", "ǉ", "σς", "ΣΑΣ", "İı", "ﬃ", "Ǆ", "кириллица", "Ꭰ", "ꭰ", "𐐀𐐨", "Ａｂ", "k", "K",
            "ǰ", "ῼ", "ÿ"]


def program(seed):
    """the program of seed"""
    return _Prog(seed).program()


if __name__ == "__main__":
    import sys
    sys.stdout.write(program(int(sys.argv[1])))
