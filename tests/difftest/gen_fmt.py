"""gen_fmt.py - the differential tester's printing with Go's fmt (issues #26 and #27), compiled from
GOROOT: Printf, Sprintf, Fprintf (to os.Stdout and os.Stderr), Println, Sprint, Sprintln and Errorf with the verbs %v %+v %#v %T %d %x %X
%o %O %b %c %q %U %s %e %E %f %F %g %G %t and %%, widths, precisions, the flags `-+# 0`, `*` for
both, explicit argument indexes (`%[2]d`) and the error strings of a wrong verb, a missing and an
extra argument; of ints of every size, float32 and float64 (finite, NaN, +-Inf, -0), complex
numbers, strings with non-ASCII and invalid UTF-8, byte slices, bools, structs (nested, with an
embedded field, with exported and unexported fields, a Stringer field), pointers to structs at
the top level (printed `&{...}`), slices, arrays, maps (which fmt prints sorted by key: string,
int, float, bool, array and Stringer keys), named types with String(), Error(), GoString() and Format() methods (fmt.State's flags, width and
precision), errors
made by fmt.Errorf with %w and inspected with errors.Is, errors.As and errors.Unwrap, and nil
pointers, interfaces, errors, slices and maps. Nothing prints an address (%p, pointers inside
aggregates, func values, channels and %#v of a wrapped error are never formatted).

Enabled by `gen.py --fmt` (difftest.py --fmt, CTest difftest/ci-fmt): fmt programs take seconds per
build, so the plain seeds do not carry it. Like gen_strconv.py it draws from a random generator of
its own seeded from the program's seed, and gen.py inserts its lines at the start of main, so the
rest of each seed's program is what it was without it. Every line it prints starts with the field
`-1` (`-2` on os.Stderr), a goroutine id no program uses: fmt writes to stdout, println to stderr, and the Go reference's
two streams are compared apart from each other per id (dtlib.groups), so fmt's lines form a group of
their own. No formatted value contains a newline (strings with one are printed only with %q, %x or
%U), so every line starts with that field. Values stay within 32 bits where Go's int and uint are
involved (corogo's are 32-bit, Go's on amd64 64-bit): int64 and uint64 carry the large ones.
"""

import random

PRE = "-1 "  # the group of fmt's lines (dtlib.groups)

# strings: SAFE ones print with any string verb, the others (newlines, tabs) only quoted or in hex
SAFE = ['""', '"a"', '"héllo"', '"世界"', '"🙂 ok"', '"a\\xffb"', '"x y z"', '"Ünïcödé"', '"\\x00\\x7f"', '"\\u2028"']
QUOTED = ['"tab\\there"', '"two\\nlines"', '"q\\"uote\\\\"']


def _tab(rng, k=None):
    return "tab[%d]" % (rng.randint(0, 4) if k is None else k)


def ints(rng):
    """(expr, type name) of an integer of some size: constants at the type's bounds and values of
    the program's table (0..50) scaled and truncated (two's complement: the same on both sides)."""
    t = rng.choice(["int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64",
                    "uintptr", "byte", "rune"])
    bounds = {"int": ["-1 << 31", "1<<31 - 1"], "int8": ["-128", "127"], "int16": ["-32768", "32767"],
              "int32": ["-1 << 31", "1<<31 - 1"], "int64": ["-1 << 63", "1<<63 - 1"], "uint": ["1<<32 - 1"],
              "uint8": ["255"], "uint16": ["65535"], "uint32": ["1<<32 - 1"], "uint64": ["1<<64 - 1"],
              "uintptr": ["1<<32 - 1"], "byte": ["255"], "rune": ["0x10ffff", "'世'", "0xd800", "-1"]}
    r = rng.random()
    if r < 0.25:
        return "%s(%s)" % (t, rng.choice(bounds[t])), t
    if r < 0.4:
        return "%s(%d)" % (t, rng.randint(0, 120) * (1 if t[0] == "u" or t == "byte" else rng.choice([1, -1]))), t
    if t in ("uint", "uintptr"):  # 32-bit here, 64-bit in Go: never negative
        return "%s(%s*%d)" % (t, _tab(rng), rng.choice([1, 1000, 65537])), t
    scale = rng.choice([1, -3, 77, -1001, 65537, 1 << 20])
    if t in ("int64", "uint64"):
        return "%s(%s-25)*%s" % (t, _tab(rng), rng.choice(["1", "1e12", "123456789"] + ["-3"] * (t == "int64"))), t
    return "%s(%s*%d)" % (t, _tab(rng), scale), t


def floats(rng):
    t = rng.choice(["float64", "float64", "float32"])
    r = rng.random()
    if r < 0.25:
        return rng.choice(["math.NaN()", "math.Inf(1)", "math.Inf(-1)", "math.Copysign(0, -1)"]), "float64"
    if r < 0.5:
        return "%s(%s)" % (t, rng.choice(["0.1", "1e-7", "123456.789", "1e21", "5e-324", "-2.5", "1.0", "3.4e38",
                                          "0.000123", "100"])), t
    return "%s(float64(%s-20)/%s)" % (t, _tab(rng), rng.choice(["3", "7", "0.001", "1e-9", "1024", "1e15"])), t


def fint_flags(rng):
    return "".join(f for f in "-+# 0" if rng.random() < 0.2)


def width(rng):
    r = rng.random()
    if r < 0.55:
        return ""
    if r < 0.9:
        return str(rng.randint(1, 12))
    return "*"


def prec(rng):
    r = rng.random()
    if r < 0.55:
        return ""
    if r < 0.9:
        return "." + str(rng.randint(0, 8))
    return rng.choice([".*", "."])


def spec(rng, verbs, sharp):
    """one verb with random flags, width and precision: (text, extra arguments for the stars).
    A verb like "+v" keeps its flag first; sharp False: no %#v (the value would show an address)."""
    w, p = width(rng), prec(rng)
    extra = []
    if w == "*":
        extra.append(str(rng.randint(-8, 12)))
    if p == ".*":
        extra.append(str(rng.randint(0, 6)))
    flags, verb = fint_flags(rng), rng.choice(verbs)
    flags, verb = flags + verb[:-1], verb[-1]
    if not sharp and verb == "v":
        flags = flags.replace("#", "")
    return "%" + flags + w + p + verb, extra


INT_VERBS = ["v", "d", "d", "x", "X", "o", "O", "b", "c", "q", "U"]
FLOAT_VERBS = ["v", "e", "E", "f", "F", "g", "G", "x", "b"]
STR_VERBS = ["v", "s", "q", "x", "X"]


def value(rng, quoted=True):
    """(expr, verbs, sharp) of a value to format with one verb: sharp False when %#v would print an
    address; quoted False: no string holding a newline (for Println)"""
    e, verbs = value2(rng, quoted)
    return e, verbs, e not in ("fout", "fwrap", "fwrap2")


def value2(rng, quoted):
    k = rng.randint(0, 18)
    if k <= 3:
        e, _ = ints(rng)
        return e, INT_VERBS
    if k <= 6:
        e, _ = floats(rng)
        return e, FLOAT_VERBS
    if k == 7:
        return "complex(%s, %s)" % (floats(rng)[0].replace("float32", "float64"), rng.choice(["-2", "0.5", "1e10"])), \
            ["v", "e", "f", "g"]
    if k == 8:
        if quoted and rng.random() < 0.3:
            return rng.choice(QUOTED), ["q", "x", "X", "+q", "#q"]
        return rng.choice(SAFE), STR_VERBS + ["+q", "#q"]
    if k == 9:
        return "[]byte(%s)" % rng.choice(SAFE), ["s", "q", "x", "X", "v", "d"]
    if k == 10:
        return rng.choice(["true", "false", "%s > %d" % (_tab(rng), rng.randint(0, 50))]), ["t", "v"]
    if k == 11:
        e = ints(rng)[0]
        return "FI(%s)" % (e if "tab" in e else rng.randint(-99, 99)), ["v", "s", "d", "x", "q", "+v", "#v"]
    if k == 12:
        if rng.random() < 0.3:  # %#v of fout would print the address in its error field
            return "fout", ["v", "+v"]
        return rng.choice(["fin", "&fin", "fout.FIn"]), ["v", "+v", "#v"]
    if k == 13:
        return rng.choice(["fsl", "fstr", "farr", "fsi", "fnest", "fany"]), ["v", "+v", "#v", "d", "x", "q"]
    if k == 14:
        return rng.choice(["fms", "fmi", "fmf", "fmb", "fma", "fmfi"]), ["v", "+v", "#v", "d"]
    if k == 15:
        return rng.choice(["ferr", "fwrap", "fwrap2", "fbase"]), ["v", "s", "q", "+v", "#v"]
    if k == 17:  # a GoStringer (for %#v) and a Formatter (every verb, its flags, width, precision)
        return rng.choice(["FG{%s}" % _tab(rng), "[]FG{{1}, {-2}}"]), ["v", "#v", "+v", "d"]
    if k == 18:
        return "FF(%s)" % _tab(rng), ["v", "d", "x", "s", "q", "e", "+v", "#v", "c"]
    return rng.choice(["fnp", "fne", "fnany", "fnsl", "fnmap"]), ["v", "+v", "#v", "T", "d", "s"]


def printf_line(rng):
    n = rng.randint(1, 4)
    fmts, args = [], []
    for _ in range(n):
        e, verbs, sharp = value(rng)
        if rng.random() < 0.15:
            fmts.append("%T")
            args.append(e)
            continue
        s, extra = spec(rng, verbs, sharp)
        fmts.append(s)
        args += extra + [e]
    f = " ".join(fmts)
    r, more = rng.random(), False
    if r < 0.05:  # a missing argument: %!d(MISSING)
        f += " %d"
    elif r < 0.1:  # an extra one: %!(EXTRA type=value), after the format's end
        args.append(rng.choice(["7", '"x"', "true"]))
        more = True
    elif r < 0.15:  # a literal percent and an explicit argument index
        f += " %% %[1]x"
    return f, args, more


def line(rng):
    k = rng.randint(0, 9)
    f, args, more = printf_line(rng)
    if k <= 5 and not more:
        return '\tfmt.Printf("%s%s\\n"%s)' % (PRE, f.replace('"', '\\"'), "".join(", " + a for a in args))
    if k == 6 and rng.random() < 0.3 and not more:  # to os.Stdout, or os.Stderr (a group of its own: -2)
        out = rng.choice(["os.Stdout", "os.Stderr"])
        return '\tfmt.Fprintf(%s, "%s%s\\n"%s)' % (out, "-2 " if out == "os.Stderr" else PRE,
                                                   f.replace('"', '\\"'), "".join(", " + a for a in args))
    if k <= 6:  # (an extra argument's text follows the format: not after its newline)
        return '\tfs = fmt.Sprintf("%s"%s)\n\tfmt.Println("%s", len(fs), fs)' % (
            f.replace('"', '\\"'), "".join(", " + a for a in args), PRE.strip())
    vals = [value(rng, False)[0] for _ in range(rng.randint(1, 4))]
    if k == 7:
        return '\tfmt.Println("%s", %s)' % (PRE.strip(), ", ".join(vals))
    if k == 8:
        return '\tfmt.Println("%s", fmt.Sprint(%s))' % (PRE.strip(), ", ".join(vals))
    return '\tfmt.Print("%s", fmt.Sprintln(%s))' % (PRE, ", ".join(vals))


def decls(rng):
    t = lambda: _tab(rng)  # noqa: E731
    return [
        "type FI int16", "",
        "func (x FI) String() string { return fmt.Sprintf(\"FI<%d>\", int16(x)) }", "",
        "type FE struct {", "\tCode int", "\tmsg  string", "}", "",
        "func (e *FE) Error() string { return fmt.Sprintf(\"FE %d: %s\", e.Code, e.msg) }", "",
        "type FG struct{ n int }", "",
        "func (g FG) GoString() string { return fmt.Sprint(\"FG!\", g.n) }", "",
        "type FF int", "",
        "func (x FF) Format(s fmt.State, c rune) {", "\tw, wok := s.Width()", "\tp, pok := s.Precision()",
        "\tif !wok {", "\t\tw = -1 // (a width or precision not given is what an earlier verb left)", "\t}",
        "\tif !pok {", "\t\tp = -1", "\t}",
        "\tfmt.Fprintf(s, \"FF[%c %d %t %d %t %t%t%t%t%t %d]\", c, w, wok, p, pok, s.Flag('-'), s.Flag('+'), "
        "s.Flag('#'), s.Flag(' '), s.Flag('0'), int(x))", "}", "",
        "type FIn struct {", "\tA int16", "\tB string", "\tc bool", "\tK FI", "}", "",
        "type FOut struct {", "\tFIn", "\tN uint8", "\tF float32", "\tS []int", "\tM map[string]int",
        "\tE error", "\tk FI", "}", "",
        "var fbase = errors.New(\"fbase\")",
        "var fsinit = fmt.Sprintf(\"%%05d|%%-4s|%%x\", %s, \"é\", %s)" % (t(), t()), "",
        "var (",
        "\tfin   = FIn{A: int16(%s * -7), B: \"b\\xffé\", c: %s > 20, K: FI(%s)}" % (t(), t(), t()),
        "\tfout  = FOut{FIn: FIn{int16(%s), \"世\", true, %d}, N: uint8(%s * 9), F: float32(%s) / 3, "
        "S: []int{%s, -1}, M: map[string]int{\"z\": 1, \"a\": %s, \"é\": 3}, E: &FE{%s, \"e\"}, k: FI(-%d)}"
        % (t(), rng.randint(-5, 5), t(), t(), t(), t(), t(), rng.randint(0, 9)),
        "\tfsl   = []int{%s, -%s, 0, 1 << 20}" % (t(), t()),
        "\tfstr  = []string{\"é\", \"\", \"a b\", %s}" % rng.choice(SAFE),
        "\tfarr  = [3]uint16{uint16(%s), 65535, 7}" % t(),
        "\tfsi   = []FI{1, FI(%s), -3}" % t(),
        "\tfnest = [][]int8{{1, -2}, nil, {int8(%s)}}" % t(),
        "\tfany  = []any{1, \"s\", nil, 2.5, FI(4), true, int8(-1), []int{%s}}" % t(),
        "\tfms   = map[string]int{\"b\": %s, \"a\": 2, \"é\": -3, \"\": 0}" % t(),
        "\tfmi   = map[int]string{%s + 1000: \"x\", -5: \"y\", 100: \"z\", 0: \"\"}" % t(),
        "\tfmf   = map[float64]int{math.Inf(-1): 1, 0.5: 2, -0.25: 3, float64(%s): 4}" % t(),
        "\tfmb   = map[bool]int8{true: 1, false: -1}",
        "\tfma   = map[[2]int]string{{2, 1}: \"c\", {1, 9}: \"b\", {1, %s + 10}: \"a\"}" % t(),
        "\tfmfi  = map[FI]bool{3: true, -2: false, FI(%s + 100): true}" % t(),
        "\tferr  error = &FE{%s, \"bad\"}" % t(),
        "\tfwrap  = fmt.Errorf(\"wrap %%d: %%w\", %s, ferr)" % t(),
        "\tfwrap2 = fmt.Errorf(\"outer %q: %w\", \"é\", fmt.Errorf(\"inner: %w\", fbase))",
        "\tfnp   *FIn",
        "\tfne   error",
        "\tfnany any",
        "\tfnsl  []int",
        "\tfnmap map[string]int",
        ")", "",
        "func fmtchk(id int, err error) {",
        "\tvar fe *FE",
        "\tif errors.As(err, &fe) {",
        "\t\tfmt.Printf(\"%sas %%d %%q %%v\\n\", fe.Code, fe.msg, fe)" % PRE,
        "\t}",
        "\tfmt.Printf(\"%sis %%t %%t %%v %%v\\n\", errors.Is(err, fbase), errors.Is(err, ferr), errors.Unwrap(err), "
        "errors.Unwrap(errors.Unwrap(err)) == nil)" % PRE,
        "}", "",
    ]


def block(seed):
    """(imports, declarations, main's lines) for a program of seed: many fmt calls"""
    rng = random.Random(seed * 7727 + 5)
    lines = ['\tfmt.Println("%s", "fsinit", fsinit)' % PRE.strip(), "\tvar fs string"]
    for _ in range(rng.randint(45, 60)):
        lines.append(line(rng))
    for e in ["ferr", "fwrap", "fwrap2", "fbase", "fne",
              "fmt.Errorf(\"again: %%w\", fwrap)", "fmt.Errorf(\"no wrap: %%v\", fwrap)"]:
        lines.append("\tfmtchk(id, %s)" % e.replace("%%", "%"))
    lines.append("\t_ = fs")
    text = "\n".join(lines).split("\n")
    uses_os = any("os.Std" in l for l in text)
    return ['import "fmt"', 'import "errors"', 'import "math"'] + ['import "os"'] * uses_os + [""], decls(rng), text
