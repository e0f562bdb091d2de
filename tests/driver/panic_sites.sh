# panic_sites.sh BOARD - the panic-position table keeps only the sites of code that survives the
# passes (src/transform/panicsites.c): after the passes, corogo_panic_sites has exactly one entry
# per site number the remaining code can store into rt_panic_site, numbered 1..N without gaps, and
# corogo_panic_names only the names those entries use; strconv's many unused functions leave none.
# The renumbered table still points a panic at its line. With call positions (runtime.Caller, which
# log reaches), the numbers the functions' records hold are renumbered too: none of the marker
# constants corogo_site_base is left, the table is smaller than the one codegen wrote and
# corogo_panic_nsites counts it, and Caller, FuncForPC and Func.Entry still answer Go's lines.
. "$(dirname "$0")/lib.sh"
B=$1
cat >ps.go <<'GO'
package main

import "strconv"

func main() {
	s := strconv.Itoa(42)
	println(s)
	var a []int
	i := len(s) + 3
	println(a[i])
}
GO
cp "$ROOT/tests/programs/stdlib_strconv.go" .
cat >pc.go <<'GO'
package main

import (
	"log"
	"os"
	"runtime"
	"strconv"
)

func where() string {
	pc, _, line, _ := runtime.Caller(1)
	f := runtime.FuncForPC(pc)
	_, entry := f.FileLine(f.Entry())
	return f.Name() + " line " + strconv.Itoa(line) + " entry " + strconv.Itoa(entry)
}

func main() {
	log.SetFlags(log.Lshortfile)
	log.SetOutput(os.Stdout)
	log.Println("hi", strconv.Itoa(42))
	println(where())
}
GO
cat >rep.go <<'GO'
package main

import (
	"fmt"
	"strings"
)

func main() {
	fmt.Println("hi", 42)
	fmt.Println(strings.Repeat("ab", len(fmt.Sprint(7))-2))
}
GO
check() { # FILE OPT
    run "$COROGO" build -target="$B" "$2" -emit-llvm-after -o t.ll "$1"
    expect_rc 0 "$1 $2 -emit-llvm-after"
    python3 - t.ll "$1 $2" >tab <<'PY' || fail "$1 $2: the table is not the sites the code stores"
import re, sys
ir = open(sys.argv[1]).read()
m = re.search(r'^@corogo_panic_sites = (?:dso_local )?constant \[(\d+) x i32\] \[(.*)\]', ir, re.M)
n = re.search(r'^@corogo_panic_names = (?:dso_local )?constant \[(\d+) x i8\] c"(.*)"', ir, re.M)
if not m or not n:
    sys.exit(sys.argv[2] + ": no panic-site table")
stored = set()
names = {}                       # the values stored into rt_panic_site, followed through phis/selects
for v in re.findall(r'store i32 (\S+), ptr @rt_panic_site', ir):
    stored.add(v)
defs = dict(re.findall(r'^\s*(%\S+) = ((?:phi|select) .*)$', ir, re.M))
nums, todo, seen = set(), list(stored), set()
while todo:
    v = todo.pop().rstrip(',')
    if v in seen:
        continue
    seen.add(v)
    if re.fullmatch(r'-?\d+', v):
        nums.add(int(v))
    elif v in defs:
        todo += re.findall(r'(?:\[ |, )(-?\d+|%[\w.$"]+)', defs[v])
    else:
        sys.exit(sys.argv[2] + ": a site number that is not a constant: " + v)
nums.discard(0)
entries = int(m.group(1)) - 1
# the compact form (panicsites.c, encode): a word per site, line | entry offset << shift, into one
# string of records (the shared prefixes of packed names, the file names, then each function's
# entry: its file's offset << 1 | 1 for "(...)" in two little-endian bytes, then its name): every
# site has a line and an entry, and the records the sites reach are the whole string. A packed name
# starts with byte 1 and a prefix's offset (two bytes, either may be 0), a prefix lying before the
# file names; a table with packed names refers to rt_panic_packed, one without does not
blob = re.sub(rb'\\([0-9A-Fa-f]{2})', lambda x: bytes([int(x.group(1), 16)]), n.group(2).encode('latin-1'))
words = [int(w) for w in re.findall(r'i32 (\d+)', m.group(2))]
shift = words[0]                 # site 0 is none: its word is the shift
recs = {0: 3}                    # the empty entry: file offset 0 (its own first byte, "") and ""
good = len(blob) == int(n.group(1)) and 0 < shift < 32 and max(w & ((1 << shift) - 1) for w in words[1:]) >> (shift - 1) == 1
files_end = min([w >> shift for w in words[1:]] or [3])
prefixes = set()
def name(at):                    # a name's record from at: its length, and its prefix's
    global good
    i = at
    while blob[i]:
        if blob[i] == 1:
            good = good and i == at
            ref = blob[i + 1] | blob[i + 2] << 8
            prefixes.add(ref)
            i += 3
        else:
            i += 1
    return i + 1 - at
for w in words[1:]:
    off, line = w >> shift, w & ((1 << shift) - 1)
    good = good and off > 2 and line > 0
    f = blob[off] | blob[off + 1] << 8
    recs[off] = 2 + name(off + 2)
    good = good and not blob[off + 2:off + recs[off] - 1].endswith(b')')  # "(...)" or "()": the bit below the file's offset
    f >>= 1
    good = good and 0 < f < files_end      # the file names come before every entry
    recs[f] = name(f)
done = set()
while prefixes - done:
    p = min(prefixes - done)
    done.add(p)
    recs[p] = name(p)
first_file = min([blob[w >> shift] | blob[(w >> shift) + 1] << 8 for w in words[1:]] or [6]) >> 1
good = good and all(2 < p < first_file for p in prefixes)
packed = bool(prefixes)
good = good and packed == bool(re.search(r'^@corogo_panic_packed = .*@rt_panic_packed', ir, re.M))
print(sys.argv[2], ": entries", entries, "numbers stored", len(nums), "names", len(recs) - 1, "bytes", len(blob),
      "packed" if packed else "plain")
at = 0                           # the records, one after the other, make the string
for off in sorted(recs):
    good = good and off == at
    at = off + recs[off]
ok = good and at == len(blob) and nums == set(range(1, entries + 1)) and len(words) == entries + 1
sys.exit(0 if ok else 1)
PY
    cat tab
}
for opt in -O0 -Os -O2; do
    check ps.go "$opt"
    check stdlib_strconv.go "$opt"
    grep -q "^stdlib_strconv.go $opt : .* packed$" tab || fail "stdlib_strconv.go $opt: the names are not packed"
done
table() { # FILE: the number of entries of corogo_panic_sites in it
    sed -n 's/^@corogo_panic_sites = .*constant \[\([0-9]*\) x.*/\1/p' "$1"
}
run "$COROGO" build -target="$B" -Os -emit-llvm -o before.ll pc.go
expect_rc 0 "pc.go -emit-llvm"
for opt in -O0 -Os; do
    run "$COROGO" build -target="$B" "$opt" -emit-llvm-after -o t.ll pc.go
    expect_rc 0 "pc.go $opt -emit-llvm-after"
    ! grep -q corogo_site_base t.ll || fail "pc.go $opt: a record's number was not renumbered"
    grep -q "^@corogo_panic_nsites = .*constant i32 $(table t.ll)," t.ll ||
        fail "pc.go $opt: corogo_panic_nsites is not the table's length $(table t.ll)"
    [ "$(table t.ll)" -lt "$(table before.ll)" ] || fail "pc.go $opt: the table kept all $(table before.ll) sites"
    ! grep -q '^@corogo_panic_packed' t.ll || fail "pc.go $opt: packed names with call positions"
done
run "$COROGO" run -target="$B" -Os pc.go
expect_rc 0 "pc.go"
expect_in out "pc.go:20: hi 42"
expect_in out "main.main line 21 entry 17"
run "$COROGO" run -target="$B" -Os ps.go
expect_rc 2 "ps.go"
expect_in out "goroutine 1 [running]:"
expect_in out "	ps.go:10"
# a panic in a GOROOT function of a program with packed names prints them whole (panicnames.c)
for opt in -Oz -O0; do
    check rep.go "$opt"
    grep -q "^rep.go $opt : .* packed$" tab || fail "rep.go $opt: the names are not packed"
    run "$COROGO" run -target="$B" "$opt" rep.go
    expect_rc 2 "rep.go $opt"
    expect_out "hi 42
panic: strings: negative Repeat count

goroutine 1 [running]:
strings.Repeat(...)
	$(readlink -f "$(go env GOROOT)/src/strings/strings.go"):$(grep -n 'negative Repeat count' "$(go env GOROOT)/src/strings/strings.go" | cut -d: -f1)
"
done
exit 0
