"""gen_strconv.py - the differential tester's calls of Go's strconv (issue #26), compiled from GOROOT:
Itoa, FormatInt in every base, ParseInt and Atoi (with their *NumError messages: syntax errors and
values out of range for the bit size), FormatFloat in every format with precisions and bit sizes,
ParseFloat, Quote, QuoteToASCII and Unquote of strings with escapes, non-ASCII and invalid UTF-8.
Arguments mix constants with the program's package table tab, so some calls run at run time and
some fold; a package variable built by strconv calls is built at compile time (src/interp). In about a
third of those programs strconv is dot-imported (`import . "strconv"`, its names unqualified).

It draws from a random generator of its own (seeded from the program's seed), and gen.py inserts
its lines at the start of main, so the rest of each seed's program is what it was without it.
"""

import random

PIECES = ["a", "Z", "0", " ", "é", "世", "🙂", "\\t", "\\n", '\\"', "\\\\", "\\x00", "\\xff", "\\u2028", "'", "~"]


def _str(rng):
    return '"%s"' % "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 5)))


def _int(rng):
    """an int expression of the program: a constant or a tab entry (0..50) scaled"""
    if rng.random() < 0.5:
        return str(rng.choice([0, 1, -1, 7, -42, 255, 1 << 20, -(1 << 31), (1 << 31) - 1, rng.randint(-99999, 99999)]))
    return "(tab[%d]-25)*%d" % (rng.randint(0, 4), rng.choice([1, 3, 1000, 65537, -77777]))


def _float(rng):
    num = "float64(tab[%d]-20)" % rng.randint(0, 4) if rng.random() < 0.6 else repr(float(rng.randint(-999, 999)))
    return "%s/%s*%s" % (num, repr(float(rng.choice([1, 3, 7, 10, 1024, 3e5]))),
                         rng.choice(["1", "1e-7", "1e21", "1e-300", "1e300", "0.5", "123.456"]))


def _digits(rng):
    s = rng.choice(["", "-", "+"]) + "".join(rng.choice("0123456789abcdefxz_") for _ in range(rng.randint(0, 12)))
    return '"%s"' % s


def calls(rng):
    """one println line's strconv expressions (all strings)"""
    k = rng.randint(0, 8)
    if k == 0:
        return ["strconv.Itoa(%s)" % _int(rng)]
    if k == 1:
        return ["strconv.FormatInt(int64(%s)*%d, %d)" % (_int(rng), rng.choice([1, 1 << 20, -3]), rng.randint(2, 36))]
    if k == 2:
        return ["strconv.FormatUint(uint64((tab[%d]-25)*%d)*%d, %d)" % (rng.randint(0, 4), rng.choice([1, 99991]),
                                                                       rng.choice([1, 1 << 30]), rng.randint(2, 36))]
    if k == 3:
        ds, base, bits = _digits(rng), rng.choice([0, 2, 8, 10, 16, 36]), rng.choice([0, 8, 16, 32, 64])
        if bits == 0:  # int's size: 64 bits under go on the host, 32 on the boards (seed 1101: base 36,
            sign = ds[1] if ds[1:2] in ("-", "+") else ""  # 7 digits were in range for one only)
            ds = '"%s%s"' % (sign, ds[1 + len(sign):-1][:5])  # 5 digits: below 36**5 in any base
        return ["sparse(strconv.ParseInt(%s, %d, %d))" % (ds, base, bits)]
    if k == 4:
        return ["satoi(%s)" % rng.choice([_digits(rng), "strconv.Itoa(%s)" % _int(rng)])]
    if k == 5:
        return ["strconv.FormatFloat(%s, '%s', %d, %d)" % (_float(rng), rng.choice("efgEGb"), rng.randint(-1, 8),
                                                           rng.choice([32, 64]))]
    if k == 6:
        s = rng.choice(["1.5e3", "-0.000123", "1e400", "abc", "0x1p-2", "inf", "-0", "1_000.5", "4.9e-324",
                        "123456789012345678901234567890"])
        return ['sfloat(strconv.ParseFloat("%s", %d))' % (s, rng.choice([32, 64]))]
    if k == 7:
        s = _str(rng)
        return ["strconv.Quote(%s)" % s, "strconv.QuoteToASCII(%s)" % s]
    s = _str(rng)
    return ["sunq(strconv.Quote(%s))" % s, "strconv.QuoteRune(rune(tab[%d]) + %d)" % (rng.randint(0, 4),
                                                                                   rng.choice([0, 200, 0x4e00, 0xd800]))]


def block(seed):
    """(imports, declarations, main's lines) or None: strconv in about a third of the programs"""
    rng = random.Random(seed * 104729 + 3)
    if rng.random() >= 0.35:
        return None
    decls = ["var sinit = strconv.Quote(%s) + strconv.Itoa(%s)" % (_str(rng), _int(rng)), "",
             "func sparse(n int64, err error) string {", "\tif err != nil {", "\t\treturn err.Error()", "\t}",
             "\treturn strconv.FormatInt(n, 10)", "}", "",
             "func satoi(s string) string {", "\tn, err := strconv.Atoi(s)", "\tif err != nil {",
             "\t\treturn err.Error()", "\t}", "\treturn strconv.Itoa(n)", "}", "",
             "func sfloat(f float64, err error) string {", "\tif err != nil {", "\t\treturn err.Error()", "\t}",
             "\treturn strconv.FormatFloat(f, 'g', -1, 64)", "}", "",
             "func sunq(q string) string {", "\ts, err := strconv.Unquote(q)", "\tif err != nil {",
             "\t\treturn err.Error()", "\t}", "\treturn strconv.Quote(s)", "}", ""]
    lines = ['\tprintln(id, "sinit", sinit)']
    for _ in range(rng.randint(2, 6)):
        lines.append('\tprintln(id, "strconv", %s)' % ", ".join(calls(rng)))
    if rng.random() < 0.3:  # a dot import: strconv's names unqualified (drawn last: the rest stays)
        return ['import . "strconv"', ""], [l.replace("strconv.", "") for l in decls], \
            [l.replace("strconv.", "") for l in lines]
    return ['import "strconv"', ""], decls, lines
