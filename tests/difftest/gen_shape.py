"""gen_shape.py - the differential tester's everyday Go shapes, one helper function each, called and
printed by main (a block like gen_strconv.py's: a random generator of its own seeded from the
program's seed, its lines at the start of main, so the rest of each seed's program is unchanged):

- labels: a labelled continue and break out of nested range loops over a [][]int, a forward goto,
  a plain break that leaves only its switch;
- method values and method expressions: a value receiver bound to a copy (c.get before c changes),
  a pointer receiver bound to &c, T.get and (*T).add called with the receiver first, a method
  value through an interface and through a pointer, some of them suspending;
- closures: per-iteration variables captured by closures that outlive the loop (and the `i := i`
  idiom), a shared counter, a recursive closure, closures called inside their iteration;
- copy semantics: structs holding arrays and strings copied and compared, an array of them ranged
  over (the range works on a copy), modified through a pointer to it, structs as map keys;
- defer with named results: deferred closures and deferred calls with arguments evaluated at the
  defer, a deferred method value, recover changing both results;
- strings: a strings.Builder filled in a loop, Split/Join/Fields/Repeat/Index/Replace/ToUpper and
  strconv, padded to widths by hand;
- maps of structs: read-modify-write of map[string]T values, map[int]*T, map[[2]int]string and
  map[string][]int, folded in an order-independent way;
- slices: 3-index slices whose appends write through or reallocate, a [][]int sharing one
  backing array, overlapping copy, string slicing (no capacity of a grown slice is printed: the
  growth policy is the implementation's);
- recovered run-time panics: index and slice bounds (also 3-index ones and strings), nil map
  assignment, division by zero, nil pointer and nil interface calls, failed type assertions,
  negative make, close of a nil or closed channel, with Go's messages;
- select: a worker goroutine draining two buffered channels that are both ready by a select, nil
  channel cases that are never ready, a closed channel that always is; sums and counts only;
- generics: Stack[T] and Pair[K, V] instantiated with several types, a comparable Index with
  ints, strings, structs, arrays and a named int (also as a func value), Reduce with two type
  parameters, an insertion sort over an ordered constraint, a constraint with a method called with
  several types and with the interface itself, sorted map keys, a method value of an instance;
- sized integers: int8 to uint64 arithmetic that wraps, shifts by variable counts past the width,
  &^, signed division and remainder by negative numbers, the most negative int64 divided by -1;
- runes and bytes: range over strings with invalid UTF-8, []rune and []byte round trips, string
  comparison;
- embedding: a promoted pointer's methods satisfying an interface (also as a method value), a
  shadowing method, an embedded iota enum with String; type switches with several types in a case
  and an interface case; fallthrough;
- assignment: the two phases of a parallel assignment with index expressions, the order of the
  calls of one statement (recorded), maps of arrays and arrays of arrays copied, a switch with an
  init and no tag, a map of func values.

The calls run in main, or (in 40% of the programs) in a goroutine main waits for. Every printed int
is reduced modulo gen.M (ints are 32 bits on the boards, 64 under go) or an int64.
"""

import random

M = 10007


class _Shapes:
    def __init__(self, rng):
        self.rng = rng
        self.imports = set()

    def k(self, lo=1, hi=9):
        return self.rng.randint(lo, hi)

    def susp(self, cond):
        """a conditional coroSuspend() (some helpers suspend: their callers become coroutines)"""
        if self.rng.random() < 0.5:
            return []
        return ["\tif %s {" % cond, "\t\tcoroSuspend()", "\t}"]

    def tabarg(self):
        return "tab[%d]" % self.rng.randint(0, 4)

    # ------------------------------------------------------------ labels
    def labels(self):
        k1, k2, k3 = self.k(1, 7), self.k(0, 12), self.k(6, 12)
        d = ["func sxlab(n, k int) int {",
             "\tgrid := make([][]int, n%4+2)",
             "\tfor i := range grid {",
             "\t\tgrid[i] = make([]int, n%3+2)",
             "\t\tfor j := range grid[i] {",
             "\t\t\tgrid[i][j] = (i*%d + j*k) %% 13" % k1,
             "\t\t}",
             "\t}",
             "\ts := 0"] + self.susp("k%2 == 0") + [
             "outer:",
             "\tfor i, row := range grid {",
             "\t\tfor j, v := range row {",
             "\t\t\tswitch {",
             "\t\t\tcase v == %d:" % k2,
             "\t\t\t\tcontinue outer",
             "\t\t\tcase v > %d && j > i:" % k3,
             "\t\t\t\tbreak outer",
             "\t\t\tcase v%4 == 0:",
             "\t\t\t\tbreak",
             "\t\t\tdefault:",
             "\t\t\t\ts = (s*3 + v) % 10007",
             "\t\t\t}",
             "\t\t\ts++",
             "\t\t}",
             "\t\tif i%2 == 1 {",
             "\t\t\tgoto skip",
             "\t\t}",
             "\t\ts += 100",
             "\tskip:",
             "\t}",
             "\tt := 0",
             "loop:",
             "\tfor i := 0; i < n+5; i++ {",
             "\t\tswitch i % 3 {",
             "\t\tcase 0:",
             "\t\t\tcontinue",
             "\t\tcase 1:",
             "\t\t\tif i > %d {" % self.k(3, 12),
             "\t\t\t\tbreak loop",
             "\t\t\t}",
             "\t\t\tbreak",
             "\t\t}",
             "\t\tt += i",
             "\t}",
             "\tif t > %d {" % self.k(5, 30),
             "\t\tgoto done",
             "\t}",
             "\tt *= 2",
             "done:",
             "\treturn (s + t) % 10007",
             "}", ""]
        return d, ["sxlab(%s, %d)" % (self.tabarg(), self.k())]

    # ------------------------------------------------------------ method values and expressions
    def methods(self):
        d = ["type sxc struct {", "\tn   int", "\ttag string", "}", "",
             "func (c sxc) get(k int) int {"] + self.susp("k%%%d == 0" % self.k(2, 3)) + [
             "\treturn (c.n*%d + k + len(c.tag)) %% 10007" % self.k(), "}", "",
             "func (c *sxc) add(k int) {", "\tc.n = (c.n + k) % 10007"] + self.susp("c.n%2 == 1") + [
             "}", "",
             "type sxg interface {", "\tget(k int) int", "}", "",
             "func sxmv(a, b int) int {",
             '\tc := sxc{a, "%s"}' % "xyz"[:self.k(0, 3)],
             "\tg := c.get",
             "\tc.add(b)",
             "\tadd := c.add",
             "\tadd(%d)" % self.k(),
             "\th := sxc.get",
             "\tp := (*sxc).add",
             "\tp(&c, %d)" % self.k(),
             "\tfs := []func(int) int{g, c.get, (&c).get, sxg(c).get}",
             "\ts := h(c, %d)" % self.k(),
             "\tfor i, f := range fs {",
             "\t\ts = (s*7 + f(i+1)) % 10007",
             "\t}",
             "\tptr := &c",
             "\tpg := ptr.get",
             "\tpa := ptr.add",
             "\tptr.n = %d" % self.k(10, 99),
             "\tpa(1)",
             "\tvar gi sxg = ptr",
             "\tgm := sxg.get",
             "\treturn (s + pg(2) + c.n + gm(gi, 3)) % 10007",
             "}", ""]
        return d, ["sxmv(%s, %s)" % (self.tabarg(), self.tabarg())]

    # ------------------------------------------------------------ closures
    def closures(self):
        k = self.k()
        d = ["func sxclo(n int) int {",
             "\tvar fs []func() int",
             "\tfor i := 0; i < n%5+1; i++ {",
             "\t\tx := i * %d" % k,
             "\t\tfs = append(fs, func() int {",
             "\t\t\tx++",
             "\t\t\treturn x",
             "\t\t})",
             "\t}",
             "\ts := 0",
             "\tfor _, f := range fs {",
             "\t\ts = (s*3 + f() + f()) % 10007",
             "\t}",
             "\tcnt := 0",
             "\tinc := func(k int) {",
             "\t\tcnt += k",
             "\t}",
             "\tfor i := 0; i < n%7; i++ {",
             "\t\tinc(i)",
             "\t\tfunc() {",
             "\t\t\ts = (s + i*cnt) % 10007",
             "\t\t}()",
             "\t}",
             "\tvar gs []func() int",
             "\tfor i := 0; i < %d; i++ {" % self.k(1, 4),
             "\t\ti := i",
             "\t\tgs = append(gs, func() int { return i*i + cnt })",
             "\t}",
             "\tvar fib func(int) int",
             "\tfib = func(k int) int {",
             "\t\tif k < 2 {",
             "\t\t\treturn k",
             "\t\t}",
             "\t\treturn fib(k-1) + fib(k-2)",
             "\t}",
             "\tfor _, g := range gs {",
             "\t\ts = (s*5 + g()) % 10007",
             "\t}",
             "\treturn (s + fib(n%10)) % 10007",
             "}", ""]
        return d, ["sxclo(%s)" % self.tabarg()]

    # ------------------------------------------------------------ copy semantics
    def copies(self):
        d = ["type sxr struct {", "\tid   int", "\tname string", "\tv    [3]int", "}", "",
             "func sxcopy(a, b int) int {",
             '\tx := sxr{a, "n", [3]int{a, b, %d}}' % self.k(),
             "\ty := x",
             "\ty.v[1] = %d" % self.k(10, 99),
             "\tarr := [3]sxr{x, y, x}",
             "\tbrr := arr",
             "\tbrr[2].v[0]++",
             "\ts := 0",
             "\tif x == arr[0] {", "\t\ts++", "\t}",
             "\tif arr != brr {", "\t\ts += 2", "\t}",
             "\tif y.v == [3]int{a, b, 0} {", "\t\ts += 4", "\t}",
             "\tif x.v != y.v {", "\t\ts += 8", "\t}",
             "\tfor i, e := range arr {",
             '\t\tarr[2].name = "zz"',
             "\t\tarr[(i+1)%%3].v[0] = %d" % self.k(),
             "\t\ts = (s*3 + e.v[0] + len(e.name) + i) % 10007",
             "\t}",
             "\tpa := &arr",
             "\tfor i := range pa {",
             "\t\tpa[i].id += i",
             "\t}",
             "\tfor _, e := range pa {",
             "\t\ts = (s + e.id + len(e.name)) % 10007",
             "\t}",
             "\tm := map[sxr]int{x: 1}",
             "\tm[y] += 2",
             "\tm[x]++",
             "\tm[arr[0]] += 10",
             "\tz := arr[1]",
             "\tz.v = y.v",
             "\ts += m[x]*10 + len(m) + m[z]",
             "\treturn s % 10007",
             "}", ""]
        return d, ["sxcopy(%s, %s)" % (self.tabarg(), self.tabarg())]

    # ------------------------------------------------------------ defer with named results
    def defers(self):
        d = ["type sxerr string", "", "func (e sxerr) Error() string { return \"sxerr \" + string(e) }", "",
             "type sxacc struct {", "\tn int", "}", "",
             "func (a *sxacc) bump(k int) {", "\ta.n = a.n*3 + k", "}", "",
             "func sxdef(a int) (r int, err error) {",
             "\tacc := &sxacc{}",
             "\tdefer func() {",
             "\t\tif e := recover(); e != nil {",
             "\t\t\tr = -r - acc.n",
             '\t\t\terr = sxerr("recovered")',
             "\t\t}",
             "\t}()",
             "\tdefer func() {",
             "\t\tr = r*2 + acc.n",
             "\t}()",
             "\tfor i := 0; i < %d; i++ {" % self.k(1, 4),
             "\t\tdefer func(k int) {",
             "\t\t\tr += k",
             "\t\t}(i * a)",
             "\t\tdefer acc.bump(i)",
             "\t}"] + self.susp("a%3 == 0") + [
             "\tif a%%%d == 0 {" % self.k(2, 5),
             "\t\tr = a",
             "\t\tpanic(sxerr(\"boom\"))",
             "\t}",
             "\tif a%%%d == 1 {" % self.k(2, 5),
             '\t\treturn a, sxerr("odd")',
             "\t}",
             "\treturn a + 1, nil",
             "}", "",
             "func sxdefs(a int) int {",
             "\tr, err := sxdef(a)",
             "\tif err != nil {",
             "\t\treturn len(err.Error())*100000 + r%10007",
             "\t}",
             "\treturn r % 10007",
             "}", ""]
        return d, ["sxdefs(%s)" % self.tabarg(), "sxdefs(%s + %d)" % (self.tabarg(), self.k())]

    # ------------------------------------------------------------ strings.Builder, strings, strconv
    def strings(self):
        self.imports |= {"strings", "strconv"}
        d = ["func sxpad(s string, w int) string {",
             "\tif len(s) < w {",
             '\t\treturn strings.Repeat(" ", w-len(s)) + s',
             "\t}",
             "\treturn s",
             "}", "",
             "func sxstr(a, b int) string {",
             "\tvar sb strings.Builder",
             "\tfor i := 0; i < a%%%d+1; i++ {" % self.k(3, 6),
             "\t\tsb.WriteString(strconv.Itoa(i * b))",
             "\t\tsb.WriteByte(',')",
             "\t\tif i%2 == 0 {",
             "\t\t\tsb.WriteRune('%s')" % self.rng.choice(["é", "x", "世"]),
             "\t\t}",
             "\t}",
             "\ts := sb.String()",
             '\tparts := strings.Split(s, ",")',
             '\tout := strings.Join(parts, "|") + " " + strconv.Itoa(sb.Len()) + " " + strconv.Itoa(len(parts))',
             '\tf := strings.Fields(" a  bb\\tccc \\n d ")',
             '\tout += " " + strconv.Itoa(len(f)) + strings.ToUpper(f[b%len(f)]) + strings.Repeat("-", a%3)',
             '\tout += " [" + sxpad(strconv.Itoa(a*b%%1000), %d) + "]"' % self.k(2, 6),
             '\tout += strconv.FormatInt(int64(a)*%d, %d)' % (self.k(1, 99), self.rng.choice([2, 8, 16, 36])),
             '\tout += " " + strings.Replace(s, ",", ";", %d)' % self.k(-1, 3),
             '\tout += " " + strconv.Itoa(strings.Index(s, "%s")) + strconv.Quote(strings.TrimSpace("  q\\t"))' % self.rng.choice(["1", ",", "é", "zz"]),
             "\tif strings.HasPrefix(s, \"0\") && strings.Contains(s, \",\") {",
             '\t\tout += "!"',
             "\t}",
             "\treturn out",
             "}", ""]
        return d, ["sxstr(%s, %s)" % (self.tabarg(), self.tabarg())]

    # ------------------------------------------------------------ maps of structs
    def maps(self):
        d = ["type sxp struct {", "\tx, y int", "\ts    string", "}", "",
             "func sxmap(a, b int) int {",
             "\tm := map[string]sxp{}",
             '\tkeys := []string{"a", "bb", "c", "dd"}',
             "\tfor i, k := range keys {",
             "\t\tm[k] = sxp{i * a, b, k}",
             "\t}",
             '\tv := m["bb"]',
             "\tv.x += %d" % self.k(),
             '\tm["bb"] = v',
             '\tv.y = -1',
             "\tpm := map[int]*sxp{}",
             "\tfor i := 0; i < %d; i++ {" % self.k(2, 5),
             "\t\tpm[i] = &sxp{x: i}",
             "\t}",
             "\tpm[1].y = %d" % self.k(),
             "\tpm[0].s += \"q\"",
             '\tak := map[[2]int]string{{1, 2}: "x"}',
             '\tak[[2]int{a % 3, b % 3}] += "y"',
             "\tms := map[string][]int{}",
             "\tfor i := 0; i < %d; i++ {" % self.k(3, 9),
             "\t\tk := keys[(i*a)%len(keys)]",
             "\t\tms[k] = append(ms[k], i)",
             "\t}",
             "\ts := 0",
             "\tfor _, k := range keys {",
             "\t\ts = (s*7 + m[k].x + m[k].y + len(m[k].s)) % 10007",
             "\t}",
             "\tfor k, p := range pm {",
             "\t\ts += k*p.y + len(p.s)",
             "\t}",
             "\tfor k, xs := range ms {",
             "\t\ts += len(k) * len(xs)",
             "\t\tfor _, x := range xs {",
             "\t\t\ts += x",
             "\t\t}",
             "\t}",
             '\tif _, ok := m["zz"]; !ok {',
             "\t\ts += 3",
             "\t}",
             '\tdelete(m, "a")',
             '\tdelete(m, "nope")',
             '\ts += len(m)*100 + len(ak[[2]int{1, 2}]) + len(ak) + m["a"].x',
             "\treturn s % 10007",
             "}", ""]
        return d, ["sxmap(%s, %s)" % (self.tabarg(), self.tabarg())]

    # ------------------------------------------------------------ slices
    def slices(self):
        lo = self.k(0, 3)
        hi = lo + self.k(0, 2)
        mx = hi + self.k(0, 2)
        d = ["func sxsl(a int) int {",
             "\tbase := make([]int, 8)",
             "\tfor i := range base {",
             "\t\tbase[i] = (i*a + 1) % 100",
             "\t}",
             "\ts1 := base[%d:%d:%d]" % (lo, hi, mx),
             "\tn1, c1 := len(s1), cap(s1)",
             "\ts1 = append(s1, 100)",
             "\ts1 = append(s1, 200, 300)",
             "\ts1[0] = -1",
             "\ts2 := base[:3:3]",
             "\ts2 = append(s2, 7)",
             "\ts2[1] = 55",
             "\tgrid := make([][]int, 3)",
             "\tback := make([]int, 9)",
             "\tfor i := range grid {",
             "\t\tgrid[i] = back[i*3 : i*3+3 : i*3+3]",
             "\t}",
             "\tgrid[1] = append(grid[1], 5)",
             "\tgrid[0][2] = 9",
             "\tgrid[2] = grid[2][:1]",
             "\tgrid[2] = append(grid[2], 4)",
             "\tn2 := copy(base[1:], base)",
             "\tn3 := copy(base, base[%d:])" % self.k(2, 6),
             '\tstr := "héllo, world"',
             "\tsub := str[a%4 : a%4+3]",
             "\tarr := [6]int{1, 2, 3, 4, 5, 6}",
             "\tas := arr[1:3:4]",
             "\tas = append(as, 40)",
             "\tr := n1*10 + c1 + n2 + n3 + len(sub) + int(sub[0]) + arr[3] + len(as)",
             "\tfor _, x := range base {",
             "\t\tr = (r*3 + x) % 10007",
             "\t}",
             "\tfor _, row := range grid {",
             "\t\tfor _, x := range row {",
             "\t\t\tr = (r*5 + x) % 10007",
             "\t\t}",
             "\t}",
             "\tfor _, x := range back {",
             "\t\tr = (r*7 + x) % 10007",
             "\t}",
             "\treturn (r + len(s1) + s2[1] + len(base[8:]) + len(str[:0])) % 10007",
             "}", ""]
        return d, ["sxsl(%s)" % self.tabarg()]

    # ------------------------------------------------------------ recovered run-time panics
    def panics(self):
        d = ["type sxq struct {", "\tx int", "}", "",
             "func sxpan(k, a int) (msg string) {",
             "\tdefer func() {",
             "\t\tif r := recover(); r != nil {",
             "\t\t\tif e, ok := r.(error); ok {",
             "\t\t\t\tmsg = e.Error()",
             "\t\t\t} else {",
             '\t\t\t\tmsg = "other"',
             "\t\t\t}",
             "\t\t}",
             "\t}()",
             "\txs := []int{1, 2, 3}",
             "\tvar m map[string]int",
             "\tvar p *sxq",
             "\tvar i interface{} = a",
             "\tvar e error",
             "\tvar c chan int",
             '\tstr := "abc"',
             "\tarr := [4]int{}",
             "\tv := 0",
             "\tswitch k % 14 {",
             "\tcase 0:", "\t\tv = xs[a]",
             "\tcase 1:", '\t\tm["x"] = a',
             "\tcase 2:", "\t\tv = 10 / (a - a)",
             "\tcase 3:", "\t\tv = xs[1:a][0]",
             "\tcase 4:", "\t\tv = p.x",
             "\tcase 5:", "\t\tv = len(i.(string))",
             "\tcase 6:", "\t\tv = arr[a%8]",
             "\tcase 7:", "\t\tv = len(xs[0:2:a])",
             "\tcase 8:", "\t\tclose(c)",
             "\tcase 9:", "\t\tv = len(str[a:])",
             "\tcase 10:", "\t\tv = len(make([]int, a-100))",
             "\tcase 11:", "\t\tv = len(e.Error())",
             "\tcase 12:", "\t\tc = make(chan int)", "\t\tclose(c)", "\t\tclose(c)",
             "\tcase 13:", "\t\tv = a % (a - a)",
             "\t}",
             "\treturn \"ok \" + string(rune('0'+v%10))",
             "}", ""]
        calls = []
        for _ in range(self.k(2, 4)):
            calls.append("sxpan(%d, %s%%%d+%d)" % (self.k(0, 13), self.tabarg(), self.k(2, 9), self.k(3, 9)))
        return d, calls

    # ------------------------------------------------------------ select over several ready channels
    def selects(self):
        d = ["func sxselw(a, b chan int, n int, out chan<- [3]int) {",
             "\tvar r [3]int",
             "\tvar never chan int",
             "\tfor k := 0; k < 2*n; k++ {",
             "\t\tselect {",
             "\t\tcase v := <-a:",
             "\t\t\tr[0] += v",
             "\t\t\tr[2]++",
             "\t\tcase v := <-b:",
             "\t\t\tr[1] += v",
             "\t\t\tr[2]++",
             "\t\tcase v := <-never:",
             "\t\t\tr[2] += v + 1000",
             "\t\t}",
             "\t}",
             "\tout <- r",
             "}", "",
             "func sxsel(n, k int) int {",
             "\tn = n%5 + 1",
             "\ta, b := make(chan int, n), make(chan int, n)",
             "\tfor i := 0; i < n; i++ {",
             "\t\ta <- (i * k) % 50",
             "\t\tb <- i + k",
             "\t}",
             "\tout := make(chan [3]int)",
             "\tgo sxselw(a, b, n, out)",
             "\tr := <-out",
             "\tc := make(chan int, 1)",
             "\tc <- k",
             "\tclose(c)",
             "\tvar nilc chan int",
             "\tcnt := 0",
             "\tfor i := 0; i < 3; i++ {",
             "\t\tselect {",
             "\t\tcase <-nilc:",
             "\t\t\tcnt += 100",
             "\t\tcase v, ok := <-c:",
             "\t\t\tif !ok {",
             "\t\t\t\tcnt++",
             "\t\t\t}",
             "\t\t\tcnt += v",
             "\t\tcase nilc <- 1:",
             "\t\t\tcnt += 1000",
             "\t\t}",
             "\t}",
             "\tu, w := make(chan int), make(chan int)",
             "\tgo func() {",
             "\t\tu <- %d" % self.k(),
             "\t}()",
             "\tgo func() {",
             "\t\tw <- %d" % self.k(10, 90),
             "\t}()",
             "\tfor i := 0; i < 2; i++ {",
             "\t\tselect {",
             "\t\tcase x := <-u:",
             "\t\t\tcnt += x",
             "\t\tcase x := <-w:",
             "\t\t\tcnt += x",
             "\t\t}",
             "\t}",
             "\treturn (r[0] + r[1]*3 + r[2]*7 + cnt) % 10007",
             "}", ""]
        return d, ["sxsel(%s, %d)" % (self.tabarg(), self.k())]

    # ------------------------------------------------------------ generics
    def generics(self):
        d = ["type sxOrd interface {", "\t~int | ~int16 | ~string", "}", "",
             "type sxmyint int", "",
             "type sxStack[T any] struct {", "\txs []T", "}", "",
             "func (s *sxStack[T]) Push(x T) {", "\ts.xs = append(s.xs, x)", "}", "",
             "func (s *sxStack[T]) Pop() (T, bool) {",
             "\tvar z T",
             "\tif len(s.xs) == 0 {", "\t\treturn z, false", "\t}",
             "\tx := s.xs[len(s.xs)-1]",
             "\ts.xs = s.xs[:len(s.xs)-1]",
             "\treturn x, true",
             "}", "",
             "type sxPair[K comparable, V any] struct {", "\tk K", "\tv V", "}", "",
             "func sxIndex[T comparable](xs []T, x T) int {",
             "\tfor i, y := range xs {", "\t\tif y == x {", "\t\t\treturn i", "\t\t}", "\t}",
             "\treturn -1",
             "}", "",
             "func sxReduce[T, A any](xs []T, init A, f func(A, T) A) A {",
             "\tacc := init",
             "\tfor _, x := range xs {", "\t\tacc = f(acc, x)", "\t}",
             "\treturn acc",
             "}", "",
             "func sxSort[T sxOrd](xs []T) {",
             "\tfor i := 1; i < len(xs); i++ {",
             "\t\tfor j := i; j > 0 && xs[j] < xs[j-1]; j-- {",
             "\t\t\txs[j], xs[j-1] = xs[j-1], xs[j]",
             "\t\t}",
             "\t}",
             "}", "",
             "func sxKeys[K sxOrd, V any](m map[K]V) []K {",
             "\tks := make([]K, 0, len(m))",
             "\tfor k := range m {", "\t\tks = append(ks, k)", "\t}",
             "\tsxSort(ks)",
             "\treturn ks",
             "}", "",
             "type sxValer interface {", "\tVal() int", "}", "",
             "type sxw int", "",
             "func (w sxw) Val() int {"] + self.susp("w%2 == 0") + [
             "\treturn int(w) * %d" % self.k(),
             "}", "",
             "type sxv struct {", "\ta, b int", "}", "",
             "func (v sxv) Val() int { return v.a - v.b }", "",
             "func sxTotal[T sxValer](xs ...T) int {",
             "\ts := 0",
             "\tfor _, x := range xs {", "\t\ts += x.Val()", "\t}",
             "\treturn s",
             "}", "",
             "func sxgen(a, b int) int {",
             "\tvar st sxStack[sxPair[string, int]]",
             "\tpush := st.Push",
             '\tpush(sxPair[string, int]{"a", a})',
             '\tst.Push(sxPair[string, int]{"bb", b})',
             "\tvar si sxStack[[2]int]",
             "\tsi.Push([2]int{a, b})",
             "\ts := 0",
             "\tfor {",
             "\t\tp, ok := st.Pop()",
             "\t\tif !ok {", "\t\t\tbreak", "\t\t}",
             "\t\ts = (s*3 + len(p.k) + p.v) % 10007",
             "\t}",
             "\tif x, ok := si.Pop(); ok {", "\t\ts += x[0] - x[1]", "\t}",
             "\tif _, ok := si.Pop(); !ok {", "\t\ts++", "\t}",
             "\ts += sxIndex([]sxv{{1, 2}, {a, b}}, sxv{a, b}) * 10",
             '\ts += sxIndex([]string{"x", "y", "z"}, "%s") * 100' % self.rng.choice("xyzw"),
             "\ts += sxIndex([][2]int{{1, 2}, {a, b}}, [2]int{a, b}) * 1000",
             "\tf := sxIndex[sxmyint]",
             "\ts += f([]sxmyint{1, 2, 3}, sxmyint(a%4))",
             "\tword := sxReduce([]int{a % 5, b % 7, 3}, \"\", func(acc string, x int) string {",
             "\t\treturn acc + string(rune('a'+x))",
             "\t})",
             "\tprod := sxReduce([]int16{int16(a % 9), 2, int16(b % 5)}, 1, func(acc int, x int16) int {",
             "\t\treturn acc*int(x) + 1",
             "\t})",
             "\txs := []sxmyint{sxmyint(b % 13), 5, sxmyint(a % 11), 0}",
             "\tsxSort(xs)",
             '\tks := sxKeys(map[string]bool{"q": true, word: false, "m": true})',
             "\tks2 := sxKeys(map[int16]sxPair[int, string]{int16(a): {}, 3: {}})",
             "\ttot := sxTotal(sxw(1), sxw(a%7)) + sxTotal[sxValer](sxw(2), sxv{a, b}) + sxTotal(sxv{b, 1})",
             "\ts += len(word)*7 + prod + int(xs[0])*3 + int(xs[3]) + len(ks[0]) + int(ks2[0]) + tot",
             "\treturn (s%10007 + 10007) % 10007",
             "}", ""]
        return d, ["sxgen(%s, %s)" % (self.tabarg(), self.tabarg())]

    # ------------------------------------------------------------ sized integers
    def ints(self):
        a8, b16 = self.k(1, 127), self.k(1, 30000)
        d = ["func sxint(a, b int) int64 {",
             "\tx8 := int8(a*%d + 100)" % self.k(),
             "\tx8 += %d" % a8,
             "\tu8 := uint8(a * %d)" % self.k(10, 99),
             "\tu8 -= uint8(b)",
             "\tx16 := int16(a*%d) * %d" % (self.k(100, 999), self.k(2, 9)),
             "\tu16 := uint16(%d) + uint16(b*1000)" % b16,
             "\tu32 := uint32(a)*%d - uint32(b)" % self.k(100000, 999999),
             "\tx64 := int64(a)<<%d - int64(b)*%d" % (self.k(20, 40), self.k(100000, 999999)),
             "\tu64 := uint64(x64) * %d" % self.k(3, 99999),
             "\tsh := uint(b %% %d)" % self.k(30, 70),
             "\tr := int64(x8) + int64(u8)*3 + int64(x16) + int64(u16)",
             "\tr ^= int64(u32 >> (sh % 32))",
             "\tr += int64(u32 << sh)",
             "\tr += x64 >> sh",
             "\tr += int64(u64 >> sh) & 0xffff",
             "\tr += int64(int8(a) << (sh % 9))",
             "\tr += int64(x8 >> 3) + int64(x16 / -7) + int64(x16 % -7) + int64(-x8 / 3)",
             "\tr += int64(u32 &^ 0xf0f0) + int64(uint8(x8)) + int64(int16(u16))",
             "\tmin := int64(-1) << 63",
             "\tneg := int64(-%d)" % self.k(),
             "\tif a > 0 {", "\t\tneg = -1", "\t}",
             "\tr += min / neg % 1000",
             "\tr += x64 / int64(b%7+1) % 100000",
             "\tr += x64 %% int64(-%d)" % self.k(2, 9999),
             "\tr += int64(uint64(x64) / uint64(b+3) % 1000)",
             "\tr += int64(int32(u32) / 3) + int64(float64(x16) * 0.5)",
             "\treturn r",
             "}", ""]
        return d, ["sxint(%s, %s)" % (self.tabarg(), self.tabarg())]

    # ------------------------------------------------------------ runes and bytes
    def runes(self):
        lit = self.rng.choice([r'"héllo, 世界"', r'"a\xffb\xc0"', r'"🙂x\u00e9"', r'"plain"', r'"\xe4\xb8"'])
        d = ["func sxrune(a int) int {",
             "\ts := %s" % lit,
             "\tr := 0",
             "\tfor i, c := range s {",
             "\t\tr = (r*31 + i*7 + int(c)) % 10007",
             "\t}",
             "\trs := []rune(s)",
             "\tbs := []byte(s)",
             "\tbs[0] ^= byte(a)",
             "\trs[len(rs)-1] = rune(a + 0x4e00)",
             "\tt := string(rs) + string(bs[:1]) + string(rune(a+%d))" % self.rng.choice([0x41, 0xe9, 0xd7ff, 0x1f600]),
             "\tfor _, c := range []byte(t) {",
             "\t\tr = (r*3 + int(c)) % 10007",
             "\t}",
             "\tif t > s {", "\t\tr += 5", "\t}",
             "\tif string(bs) == s {", "\t\tr += 11", "\t}",
             "\treturn (r + len(rs)*100 + len(t)) % 10007",
             "}", ""]
        return d, ["sxrune(%s)" % self.tabarg()]

    # ------------------------------------------------------------ embedding, iota, fallthrough, type switches
    def embeds(self):
        d = ["type sxkind int", "",
             "const (", "\tsxA sxkind = iota + %d" % self.k(0, 3), "\tsxB", "\t_", "\tsxD", ")", "",
             "func (k sxkind) String() string {",
             "\tswitch k {", "\tcase sxA:", '\t\treturn "A"', "\tcase sxB:", '\t\treturn "B"', "\t}",
             '\treturn "k" + string(rune(\'0\'+int(k)))',
             "}", "",
             "type sxbase struct {", "\tid   int", "\tname string", "}", "",
             "func (b sxbase) Name() string { return b.name }", "",
             "func (b *sxbase) Rename(s string) { b.name = s }", "",
             "type sxnamer interface {", "\tName() string", "\tRename(s string)", "}", "",
             "type sxder struct {", "\t*sxbase", "\tsxkind", "\tid int", "}", "",
             "func (d sxder) Name() string { return \"d:\" + d.sxbase.Name() }", "",
             "func sxemb(a int) string {",
             '\td := sxder{&sxbase{a, "b"}, sxkind(a % 4), a * 2}',
             '\td.Rename("r")',
             "\trn := d.Rename",
             '\trn(d.name + "q")',
             "\tvar n sxnamer = d",
             '\tn.Rename(n.Name() + "x")',
             "\tout := d.Name() + \" \" + d.sxbase.name + \" \" + d.String() + \" \" + string(rune('0'+(d.id-d.sxbase.id)%10))",
             "\tvar xs = []interface{}{a, int8(a), \"s\", d.sxkind, 1.5, sxbase{}, nil, &d}",
             "\tfor _, x := range xs {",
             "\t\tswitch v := x.(type) {",
             "\t\tcase int, int8:",
             "\t\t\tif _, ok := v.(int); ok {", '\t\t\t\tout += "i"', "\t\t\t} else {", '\t\t\t\tout += "8"', "\t\t\t}",
             "\t\tcase string:", "\t\t\tout += v",
             "\t\tcase interface{ String() string }:", "\t\t\tout += v.String()",
             "\t\tcase nil:", '\t\t\tout += "nil"',
             "\t\tcase sxnamer:", "\t\t\tout += v.Name()",
             "\t\tdefault:", '\t\t\tout += "?"',
             "\t\t}",
             "\t}",
             "\tswitch a % 4 {",
             "\tcase 0:", '\t\tout += "0"', "\t\tfallthrough",
             "\tcase 1:", '\t\tout += "1"',
             "\tcase 2:", '\t\tout += "2"', "\t\tfallthrough",
             "\tdefault:", '\t\tout += "d"',
             "\t}",
             "\treturn out + sxD.String()",
             "}", ""]
        return d, ["sxemb(%s)" % self.tabarg(), "sxemb(%s + 1)" % self.tabarg()]

    # ------------------------------------------------------------ assignment order, arrays of arrays
    def assigns(self):
        d = ["type sxlog struct {", "\tseq []int", "}", "",
             "func (l *sxlog) at(k int) int {",
             "\tl.seq = append(l.seq, k)"] + self.susp("k%2 == 1") + [
             "\treturn k % 3",
             "}", "",
             "func sxgrid(g [2][3]int, k int) [2][3]int {",
             "\tg[k%2][k%3] += 100",
             "\treturn g",
             "}", "",
             "func sxasg(a, b int) int {",
             "\txs := []int{a, b, a + b, 7}",
             "\ti := 1",
             "\ti, xs[i] = 2, %d" % self.k(),
             "\txs[i], i = i*10, 0",
             "\tx, y := a, b",
             "\tfor k := 0; k < %d; k++ {" % self.k(2, 6),
             "\t\tx, y = y, (x+y)%1000",
             "\t}",
             "\tvar l sxlog",
             "\txs[l.at(%d)] += l.at(%d) + l.at(%d)*2" % (self.k(0, 5), self.k(0, 5), self.k(0, 5)),
             "\tp, q := l.at(a), l.at(b)",
             "\tm := map[int][4]int{1: {1, 2, 3, 4}}",
             "\tv := m[1]",
             "\tv[2] = a",
             "\tm[2] = v",
             "\tg := [2][3]int{{a, 1, 2}, {3, b, 5}}",
             "\th := g",
             "\th[1][2] = %d" % self.k(),
             "\tg2 := sxgrid(g, a)",
             "\tbs := append([]byte(\"ab\"), \"cd\"...)",
             "\tn := copy(bs[1:], \"xyz\")",
             "\tsw := 0",
             "\tswitch z := a % 4; {",
             "\tcase z > 1:", "\t\tsw = z", "\tdefault:", "\t\tsw = -z",
             "\t}",
             "\tfs := map[string]func(int) int{",
             '\t\t"dbl": func(k int) int { return k * 2 },',
             '\t\t"neg": func(k int) int { return -k },',
             "\t}",
             "\tr := x*3 + y + i + p + q + sw + fs[\"dbl\"](a) + fs[\"neg\"](b) + n + int(bs[2])",
             "\tfor _, e := range xs {", "\t\tr = (r*7 + e) % 10007", "\t}",
             "\tfor _, e := range l.seq {", "\t\tr = (r*5 + e) % 10007", "\t}",
             "\tfor k := 0; k < 6; k++ {",
             "\t\tr = (r*3 + g[k/3][k%3] + h[k/3][k%3] + g2[k/3][k%3] + m[2][k%4]) % 10007",
             "\t}",
             "\treturn r",
             "}", ""]
        return d, ["sxasg(%s, %s)" % (self.tabarg(), self.tabarg())]


SHAPES = ["labels", "methods", "closures", "copies", "defers", "strings", "maps", "slices", "panics",
          "selects", "generics", "ints", "runes", "embeds", "assigns"]


def block(seed):
    """(imports, declarations, main's lines) or None: the shapes in about half of the programs"""
    rng = random.Random(seed * 104729 + 11)
    if rng.random() >= 0.55:
        return None
    s = _Shapes(rng)
    decls, lines = [], []
    for name in rng.sample(SHAPES, rng.randint(2, 4)):
        d, calls = getattr(s, name)()
        decls += d
        for c in calls:
            lines.append('\tprintln(id, "%s", %s)' % (name, c))
    if rng.random() < 0.4:  # in a goroutine of their own (id 1001, beyond gen.py's), main waiting for it
        lines = ["\tsxdone := make(chan bool)", "\tgo func(id int) {"] + ["\t" + l for l in lines] + [
            "\t\tsxdone <- true", "\t}(1001)", "\t<-sxdone"]
    imports = []
    for p in sorted(s.imports):
        imports += ['import "%s"' % p, ""]
    return imports, decls, lines
