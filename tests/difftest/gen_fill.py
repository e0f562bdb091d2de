"""gen_fill.py - the differential tester's programs of memory filled behind the compiler's back
(difftest.py --fill, CTest difftest/ci-fill; --fill-noalloc, CTest difftest/ci-heapnone): whole
programs of their own, for the field facts of src/codegen/cg_params.c (an integer field no live
write can make non-zero loads as 0) and for -heap=none.

Each program declares a few struct types of exported integer, bool and array fields (a type of four
bytes and a uint32 among them, for stores wider than a field), package variables of them (zero,
set by a composite literal the compiler places in static data, set by a function package
initialisation runs, an array of them, one nested in another struct) and fills fields of those and
of locals by a few routes drawn per program from many (so that one that makes every field of a type
unknown does not hide what the others would find), then reads them back by direct loads (what the facts fold), through a
pointer in a //go:noinline function and in branches:

- a store through a pointer parameter, an interface's pointer method, a closure, a composite
  literal assigned whole, a copy of a package variable, copy() into an array field;
- unsafe: a store through unsafe.Add(unsafe.Pointer(&x), unsafe.Offsetof(x.F)), through
  unsafe.Pointer(&x.F) as another type of the same size, a byte through a [N]byte view of the
  whole variable or at an offset from another field's address (in place and in a //go:noinline
  helper given that address, the first field's too, whose address is the variable's own:
  tests/programs/fieldfact_unsafe_first.go), a uint32 over four uint8 fields (in place, through an unsafe.Pointer
  parameter, through a *uint8 parameter);
- sync/atomic's Add and Store (32- and 64-bit) on fields;
- the C runtime: runtime.ReadMemStats into a local and into a field of a struct of the program's,
  printed as comparisons Go makes deterministic after an allocation (TotalAlloc > 0, Mallocs > 0,
  Alloc == HeapAlloc, HeapSys >= HeapInuse), never the values;
- reflect: reflect.ValueOf(&x).Elem().Field(i).SetInt/SetUint/SetBool, Index(j) of an array field;
- a goroutine that stores and sends on a channel main receives from.

With `noalloc` (difftest.py --fill-noalloc, which also builds with -heap=none) the program
allocates nothing at run time: no reflect (its panics build strings and box a *ValueError),
ReadMemStats only with comparisons that hold with no heap, no new(T), no goroutines or channels,
no slice literals (copy() takes a package array); everything else is addresses of variables that
do not escape, which corogo keeps in the frame or in static data. Such a program that corogo
rejects is a corogo bug (or the generator's: then it must not make that shape in this mode).

Values are literals, the results of //go:noinline functions, and parameters every call passes
the same constant (cg_params.c's other fact). All integer types are explicitly sized (int is 32
bits on the boards, 64 under the host's go), everything is printed by main in order with a label.
"""

import random

INTS = [("int8", 8, True), ("uint8", 8, False), ("int16", 16, True), ("uint16", 16, False),
        ("int32", 32, True), ("uint32", 32, False), ("int64", 64, True), ("uint64", 64, False)]
INT_BITS = {n: (b, s) for n, b, s in INTS}


class _Prog:
    def __init__(self, seed, noalloc):
        self.r = random.Random(seed * 7919 + (1 if noalloc else 0))
        self.noalloc = noalloc
        self.decls = []     # package-level declarations
        self.body = []      # main's lines
        self.helpers = {}   # name -> source (helpers made on demand, once)
        self.imports = {"unsafe"}
        self.n = 0
        self.types = {}     # name -> [(field, type)]
        self.allowed = None  # the routes this program draws from

    # ------------------------------------------------------------ values
    def lit(self, ty):
        if ty == "bool":
            return "true"
        bits, signed = INT_BITS[ty]
        top = min(bits - 1 if signed else bits, 40)
        v = self.r.choice([1, 2, 7, 0x7f, (1 << self.r.randint(1, top)) - 1, self.r.randint(1, 1 << top)])
        v = max(1, v & ((1 << top) - 1))
        if signed and self.r.random() < 0.3:
            v = -v
        return str(v)

    def value(self, ty):
        """a value of ty: a literal, a //go:noinline function's result, a constant parameter"""
        k = self.r.random()
        v = self.lit(ty)
        if k < 0.5:
            return "%s(%s)" % (ty, v) if ty != "bool" else v
        if k < 0.8:
            self.n += 1
            name = "val%d" % self.n
            self.helper(name, "//go:noinline\nfunc %s() %s { return %s }\n" % (name, ty, v))
            return "%s()" % name
        name = "same_%s" % ty
        self.helper(name, "//go:noinline\nfunc %s(v %s) %s { return v }\n" % (name, ty, ty))
        return "%s(%s)" % (name, v)  # every call of same_T passes its own literal: not one constant

    def helper(self, name, src):
        self.helpers.setdefault(name, src)

    # ------------------------------------------------------------ types and variables
    def make_types(self):
        kinds = [t for t, _, _ in INTS] + ["bool", "[3]uint8", "[2]int32"]
        for i in range(self.r.randint(2, 3)):
            name = "T%d" % i
            fields = [("F%d" % j, self.r.choice(kinds)) for j in range(self.r.randint(2, 5))]
            self.types[name] = fields
        self.types["Q"] = [("B0", "uint8"), ("B1", "uint8"), ("B2", "uint8"), ("B3", "uint8"), ("W", "uint32")]
        for name, fields in self.types.items():
            self.decls.append("type %s struct {\n%s}\n" % (
                name, "".join("\t%s %s\n" % f for f in fields)))
        self.decls.append("type Outer struct {\n\tK int32\n\tI T0\n\tJ Q\n}\n")
        self.decls.append("var _ unsafe.Pointer\n")
        self.decls.append("type Stats struct {\n\tTag uint16\n\tM   runtime.MemStats\n}\n")
        self.imports.add("runtime")

    def fields_of(self, ty, pred=lambda t: True):
        return [(f, t) for f, t in self.types[ty] if pred(t)]

    def targets(self):
        """(expression, type) of addressable variables to fill, some made here"""
        out = []
        for ty in self.types:
            if ty == "Q" and self.r.random() < 0.5:
                continue
            g = "g%s" % ty
            self.decls.append("var %s %s\n" % (g, ty))
            out.append((g, ty))
            # set by a composite literal: static data
            f, t = self.r.choice(self.types[ty])
            if t in INT_BITS or t == "bool":
                self.decls.append("var %sc = %s{%s: %s}\n" % (g, ty, f, self.lit(t)))
                out.append((g + "c", ty))
            # set by a function package initialisation runs (at compile time, or at start-up)
            f, t = self.r.choice(self.types[ty])
            if t in INT_BITS or t == "bool":
                self.decls.append("var %sf = mk%s()\n\nfunc mk%s() %s {\n\tvar x %s\n\tx.%s = %s\n\treturn x\n}\n" % (
                    g, ty, ty, ty, ty, f, self.lit(t)))
                out.append((g + "f", ty))
        self.decls.append("var garr [3]T0\n")
        out.append(("garr[%d]" % self.r.randint(0, 2), "T0"))
        self.decls.append("var gout Outer\n")
        out.append(("gout.I", "T0"))
        out.append(("gout.J", "Q"))
        for ty in self.types:
            self.body.append("\tvar l%s %s" % (ty, ty))
            self.body.append("\t_ = l%s" % ty)
            out.append(("l" + ty, ty))
        self.body.append("\tvar lout Outer")
        self.body.append("\t_ = lout")
        out.append(("lout.J", "Q"))
        if not self.noalloc:
            self.body.append("\tp0 := new(T0)")
            out.append(("(*p0)", "T0"))
        return out

    # ------------------------------------------------------------ routes
    def route(self, x, ty):
        """lines that fill some field of x (type ty), or None when the route does not suit"""
        r = self.r
        ints = self.fields_of(ty, lambda t: t in INT_BITS)
        scal = self.fields_of(ty, lambda t: t in INT_BITS or t == "bool")
        arrs = self.fields_of(ty, lambda t: t.startswith("["))
        kinds = ["ptr", "iface", "closure", "literal", "copy", "uadd", "ufield", "bytes", "byteoff",
                 "byteoff_param", "atomic", "arrcopy", "memstats", "wide"]
        if not self.noalloc:
            kinds += ["reflect", "reflect", "goroutine"]
        if self.allowed is None:  # a few routes per program: one that makes every field of some
            self.allowed = r.sample(kinds, r.randint(2, 5))  # type unknown hides the others' misses
        k = r.choice(self.allowed)
        if k in ("ptr", "iface", "closure", "literal", "uadd", "goroutine", "reflect") and scal:
            f, t = r.choice(scal)
            v = self.value(t)
            if k == "ptr":
                h = "set%s%s" % (ty, f)
                self.helper(h, "//go:noinline\nfunc %s(p *%s, v %s) { p.%s = v }\n" % (h, ty, t, f))
                return ["%s(&%s, %s)" % (h, x, v)]
            if k == "iface":
                m = "Put%s" % f
                self.helper("%s.%s" % (ty, m), "func (p *%s) %s(v %s) { p.%s = v }\n" % (ty, m, t, f))
                self.helper("I%s%s" % (ty, m), "type I%s%s interface{ %s(v %s) }\n" % (ty, m, m, t))
                self.n += 1
                return ["var i%d I%s%s = &%s" % (self.n, ty, m, x), "i%d.%s(%s)" % (self.n, m, v)]
            if k == "closure":
                return ["func() { %s.%s = %s }()" % (x, f, v)]
            if k == "literal":
                return ["%s = %s{%s: %s}" % (x, ty, f, v)]
            if k == "uadd":
                return ["*(*%s)(unsafe.Add(unsafe.Pointer(&%s), unsafe.Offsetof(%s.%s))) = %s" % (t, x, x, f, v)]
            if k == "goroutine":
                self.n += 1
                c = "ch%d" % self.n
                h = "goSet%s%s" % (ty, f)
                self.helper(h, "func %s(p *%s, v %s, c chan bool) {\n\tp.%s = v\n\tc <- true\n}\n" % (h, ty, t, f))
                return ["%s := make(chan bool)" % c, "go %s(&%s, %s, %s)" % (h, x, v, c), "<-%s" % c]
            i = [fn for fn, _ in self.types[ty]].index(f)
            if t == "bool":
                set_ = "SetBool(%s)" % v
            elif INT_BITS[t][1]:
                set_ = "SetInt(int64(%s))" % v
            else:
                set_ = "SetUint(uint64(%s))" % v
            self.imports.add("reflect")
            return ["reflect.ValueOf(&%s).Elem().Field(%d).%s" % (x, i, set_)]
        if k == "copy":
            src = r.choice(["g%sc" % ty, "g%sf" % ty])
            if ("var %s " % src) not in "".join(self.decls):
                return None
            return ["%s = %s" % (x, src)]
        if k == "ufield" and ints:
            f, t = r.choice(ints)
            bits, signed = INT_BITS[t]
            other = "%sint%d" % ("u" if signed else "", bits)
            return ["*(*%s)(unsafe.Pointer(&%s.%s)) = %s" % (other, x, f, self.value(other))]
        if k in ("bytes", "byteoff", "byteoff_param") and ints:
            f, t = r.choice(ints)
            b = r.randint(1, 127)
            if k == "bytes":
                return ["(*[unsafe.Sizeof(%s)]byte)(unsafe.Pointer(&%s))[unsafe.Offsetof(%s.%s)+%d] = %d" % (
                    x, x, x, f, r.randint(0, INT_BITS[t][0] // 8 - 1), b)]
            names = [fn for fn, _ in self.types[ty]]
            # (from field 0 too: its address is the object's own, which no GEP marks: cg_params.c)
            base, bt = self.types[ty][r.randint(0, names.index(f))]
            off = "unsafe.Offsetof(%s.%s)-unsafe.Offsetof(%s.%s)" % (x, f, x, base)
            if k == "byteoff":
                return ["*(*uint8)(unsafe.Add(unsafe.Pointer(&%s.%s), %s)) = %d" % (x, base, off, b)]
            h = "poke_%s" % bt.replace("[", "a").replace("]", "_")
            self.helper(h, "//go:noinline\nfunc %s(p *%s, off uintptr, b uint8) {\n"
                           "\t*(*uint8)(unsafe.Add(unsafe.Pointer(p), off)) = b\n}\n" % (h, bt))
            return ["%s(&%s.%s, %s, %d)" % (h, x, base, off, b)]
        if k == "wide" and ty == "Q":
            v = self.value("uint32")
            how = r.randint(0, 2)
            if how == 0:
                return ["*(*uint32)(unsafe.Pointer(&%s.B0)) = %s" % (x, v)]
            if how == 1:
                self.helper("put32", "//go:noinline\nfunc put32(p unsafe.Pointer, v uint32) { *(*uint32)(p) = v }\n")
                return ["put32(unsafe.Pointer(&%s.B0), %s)" % (x, v)]
            self.helper("put32b", "//go:noinline\nfunc put32b(p *uint8, v uint32) { *(*uint32)(unsafe.Pointer(p)) = v }\n")
            return ["put32b(&%s.B0, %s)" % (x, v)]
        if k == "atomic":
            at = self.fields_of(ty, lambda t: t in ("int32", "uint32", "int64", "uint64"))
            if not at:
                return None
            f, t = r.choice(at)
            self.imports.add("sync/atomic")
            op = r.choice(["Add", "Store"])
            return ["atomic.%s%s(&%s.%s, %s)" % (op, t.capitalize(), x, f, self.value(t))]
        if k == "arrcopy" and arrs:
            f, t = r.choice(arrs)
            n, et = t[1:].split("]")
            src = "src_%s" % et
            self.helper(src, "var %s = [4]%s{%s}\n" % (src, et, ", ".join(self.lit(et) for _ in range(4))))
            return ["copy(%s.%s[%d:], %s[%d:])" % (x, f, r.randint(0, int(n) - 1), src, r.randint(0, 3))]
        if k == "memstats":
            self.n += 1
            if r.random() < 0.5:
                m, decl = "ms%d" % self.n, "var ms%d runtime.MemStats" % self.n
                lines = [decl, "runtime.ReadMemStats(&%s)" % m]
            else:
                m = "st%d.M" % self.n
                lines = ["var st%d Stats" % self.n, "runtime.ReadMemStats(&%s)" % m,
                         "println(\"tag\", st%d.Tag)" % self.n]
            checks = ["%s.HeapSys >= %s.HeapInuse" % (m, m), "%s.TotalAlloc >= %s.Alloc" % (m, m),
                      "%s.Mallocs >= %s.Frees" % (m, m)]
            if not self.noalloc:  # after an allocation the counters are non-zero in both
                self.helper("sink", "var sink *[4]int64\n")
                lines.insert(0, "sink = new([4]int64)")
                checks += ["%s.TotalAlloc > 0" % m, "%s.Mallocs > 0" % m, "%s.Alloc == %s.HeapAlloc" % (m, m),
                           "%s.HeapAlloc > 0 || %s.NumGC > 0" % (m, m)]
            lines.append("println(%s)" % ", ".join(r.sample(checks, min(3, len(checks)))))
            return lines
        return None

    def reads(self, x, ty, label):
        out = []
        vals = []
        for f, t in self.types[ty]:
            if t.startswith("["):
                vals += ["%s.%s[%d]" % (x, f, i) for i in range(int(t[1:].split("]")[0]))]
            else:
                vals.append("%s.%s" % (x, f))
        out.append("println(\"%s\", %s)" % (label, ", ".join(vals)))
        scal = self.fields_of(ty, lambda t: t in INT_BITS)
        if scal and self.r.random() < 0.5:
            f, _ = self.r.choice(scal)
            out.append("if %s.%s != 0 {\n\t\tprintln(\"%s nz\")\n\t} else {\n\t\tprintln(\"%s z\")\n\t}" % (
                x, f, label, label))
        if self.r.random() < 0.4:
            h = "show%s" % ty
            self.helper(h, "//go:noinline\nfunc %s(p *%s) {\n\tprintln(\"S\", %s)\n}\n" % (
                h, ty, ", ".join("p." + f for f, t in self.types[ty] if not t.startswith("["))))
            out.append("%s(&%s)" % (h, x))
        return out

    def program(self):
        self.make_types()
        targets = self.targets()
        for step in range(self.r.randint(10, 18)):
            x, ty = self.r.choice(targets)
            lines = None
            for _ in range(12):
                lines = self.route(x, ty)
                if lines:
                    break
            if not lines:
                continue
            label = "L%d" % step
            self.body.append("\t// %s: %s" % (label, x))
            self.body += ["\t" + ln for ln in lines]
            self.body += ["\t" + ln for ln in self.reads(x, ty, label)]
        for i, (x, ty) in enumerate(targets):  # everything once more at the end
            self.body += ["\t" + ln for ln in self.reads(x, ty, "E%d" % i)]
        imports = "".join("\t\"%s\"\n" % i for i in sorted(self.imports))
        return ("// gen_fill.py program (%s)\npackage main\n\nimport (\n%s)\n\n%s\n%s\nfunc main() {\n%s\n}\n" % (
            "noalloc, -heap=none" if self.noalloc else "allocating", imports, "\n".join(self.decls),
            "\n".join(self.helpers[k] for k in sorted(self.helpers)), "\n".join(self.body)))


def program(seed, noalloc=False):
    """the program of seed (noalloc: one that allocates nothing at run time, for -heap=none)"""
    return _Prog(seed, noalloc).program()


if __name__ == "__main__":
    import sys
    sys.stdout.write(program(int(sys.argv[1]), "--noalloc" in sys.argv[2:]))
