"""gen_conc.py - the differential tester's blocking-heavy goroutines and the library APIs that
start or wake goroutines, a mixin of gen.py's Gen. Blocks of their own (each in `{ ... }`, its
locals named zqN..., printing one or a few lines headed by the goroutine's id) are put at the top
level of main and of the goroutine bodies gK, drawn from a random stream of their own, so the rest
of each seed's program is what it was without them:

- `kcw` workers (issue #32's test item): a goroutine whose body is a generated sequence of blocking
  statements, receives (`<-in`, `v, ok := <-in`), selects (with a nil channel's case, with a
  `time.After` that never fires, a polling loop over a `default` case), sleeps, and loops of them,
  ending in a `range` over its input; values go through calls of the interface `KCI`, whose `Step`
  never suspends (kcfast), suspends for some values (kcsome), blocks on a helper goroutine
  (kcslow) or sleeps for some values (kcsleep), so one call site suspends on some calls and not
  on others. The producer kcprod sends exactly what the worker consumes and closes.
- reflect's channel API: `reflect.MakeChan`, `Send`, `TrySend`, `Recv`, `TryRecv`, `Close`,
  `Len`, `Cap`, and `reflect.Select` with exactly one case ready (or none and a default), and
  blocking `Recv`/`Select` that a goroutine's send wakes.
- context: `WithCancel` (a worker kcwork sending until its context is cancelled, then reporting
  how many it sent), a child of a cancelled `WithTimeout(time.Hour)`, a `WithTimeout` of a few
  milliseconds waited for on `Done()`, `Err()` and its text, `Deadline`, `WithValue`.
- `time.AfterFunc` firing (its function sends to a buffered channel the block receives from),
  stopped before it fires, and `Reset` after `Stop`.
- `runtime.Goexit` in goroutines (kcexit, kcexitd) whose deferred calls block (a receive from a
  helper goroutine), suspend, call `recover()` (nil during Goexit) and send the result the starter
  receives.
- `os.Args`: main prints the arguments after the program's name; the arguments are the line
  `// difftest args: [...]` (JSON) of the program, which dtlib gives both `corogo run prog.go ARGS`
  and the reference.

Every outcome is one the Go memory model fixes: a select has one ready case (or sums what it
receives), a worker reads its input in order, a timer's only observable effect is a value received
after it fired, a timeout waited for is past. gen.py's hooks: Gen inherits ConcGen, program()
calls conc_insert(main, gfuncs) and adds conc_imports(imports) and conc_decls()."""
import json
import random

M = 10007
# (weight, kind): context's few, as a program importing it builds for some 2 s more (CI time)
KINDS = [(3, "worker"), (1, "rchan"), (1, "rselect"), (0.35, "ctx"), (0.35, "ctxtime"), (1, "after"), (1.5, "goexit")]
ARGWORDS = ["a", "bc", "-x", "k=v", "12", "two words", "", "é"]


class ConcGen:
    def conc_insert(self, main, gfuncs):
        """Blocks at the top level of main and the goroutine bodies (before their final println)."""
        cr = random.Random(self.seed * 7919 + 32)
        self.conc_used, self.conc_workers, self.conc_args = set(), [], None
        self.conc_n = 0
        if cr.random() < 0.45:
            return
        bodies = [main] + list(gfuncs)
        for _ in range(cr.randint(1, 3)):
            f = cr.choice(bodies)
            kind = cr.choices([k for _, k in KINDS], [w for w, _ in KINDS])[0]
            lines = getattr(self, "conc_" + kind)(cr)
            top = [k for k, l in enumerate(f.lines)
                   if k >= 2 and l.startswith("\t") and not l.startswith(("\t\t", "\t}", "\tcase", "\tdefault"))
                   and not l.endswith(":") and not f.lines[k - 1].endswith(":")]
            top.append(len(f.lines) - 1)
            k = cr.choice(top)
            f.lines[k:k] = ["\t{"] + ["\t\t" + l for l in lines] + ["\t}"]
        if cr.random() < 0.25:
            self.conc_used.add("os")
            self.conc_args = [cr.choice(ARGWORDS) for _ in range(cr.randint(0, 3))]
            main.lines[len(main.lines) - 1:len(main.lines) - 1] = [
                '\tprintln(id, "args", len(os.Args)-1)',
                "\tfor i, a := range os.Args[1:] {", '\t\tprintln(id, "arg", i, a)', "\t}"]

    def zq(self, name):
        return "zq%d%s" % (self.conc_n, name)

    # ------------------------------------------------------------ blocking workers (issue #32)
    def conc_worker(self, cr):
        self.conc_used |= {"time", "worker"}
        self.conc_n += 1
        w = "kcw%d" % len(self.conc_workers)
        body, n = self.worker_body(cr)
        extra = cr.randint(0, 3)
        self.conc_workers.append((w, body))
        i, o = self.zq("in"), self.zq("out")
        x = cr.choice(["kcfast(%d)" % cr.randint(1, 9), "kcsome(%d)" % cr.randint(0, 9),
                       "kcslow{make(chan int)}", "kcsleep{}"])
        lines = ["%s := make(chan int%s)" % (i, cr.choice(["", "", ", 1", ", 3"])),
                 "%s := make(chan int)" % o,
                 "go kcprod(%s, %d, %d)" % (i, n + extra, cr.randint(1, 50)),
                 "go %s(%s, %s, %s)" % (w, i, o, x)]
        if cr.random() < 0.4:  # a second worker of the same body on another input: the sum
            i2 = self.zq("in2")
            lines += ["%s := make(chan int)" % i2, "go kcprod(%s, %d, %d)" % (i2, n, cr.randint(1, 50)),
                      "go %s(%s, %s, %s)" % (w, i2, o, "kcsome(%d)" % cr.randint(0, 9)),
                      'println(id, "kcw", (<-%s + <-%s) %% %d)' % (o, o, M)]
        else:
            lines.append('println(id, "kcw", <-%s)' % o)
        return lines

    def worker_body(self, cr):
        """The statements of a worker and how many values they take before its final range."""
        lines, n = [], 0
        for _ in range(cr.randint(3, 7)):
            k = cr.choice(["recv", "recvok", "selnil", "selafter", "poll", "sleep", "loop", "icall", "loop"])
            if k == "loop":
                cnt = cr.randint(2, 4)
                inner, m = [], 0
                for _ in range(cr.randint(1, 3)):
                    s, c = self.worker_step(cr, cr.choice(["recv", "recvok", "selnil", "sleep", "icall"]), 2)
                    inner += s
                    m += c
                lines += ["for i := 0; i < %d; i++ {" % cnt] + ["\t" + l for l in inner] + ["}"]
                n += cnt * m
            else:
                s, c = self.worker_step(cr, k, 1)
                lines += s
                n += c
        return lines, n

    def worker_step(self, cr, k, lvl):
        k2 = cr.randint(2, 9)

        def mix(e):
            return "s = (s*%d + %s) %% %d" % (k2, e, M)
        if k == "recv":
            return [mix("<-in")], 1
        if k == "recvok":
            return ["if v, ok := <-in; ok {", "\t" + mix("v"), "}"], 1
        if k == "selnil":
            return ["select {", "case v := <-in:", "\t" + mix("x.Step(v)"), "case <-never:", "\ts = -1", "}"], 1
        if k == "selafter":
            self.conc_used.add("after")
            return ["select {", "case v := <-in:", "\t" + mix("v"), "case <-time.After(time.Hour):",
                    "\ts = -2", "}"], 1
        if k == "poll":
            return ["for polled := false; !polled; {", "\tselect {", "\tcase v := <-in:", "\t\t" + mix("v"),
                    "\t\tpolled = true", "\tdefault:", "\t\ttime.Sleep(%d * time.Microsecond)" % cr.randint(1, 50),
                    "\t}", "}"], 1
        if k == "sleep":
            return ["time.Sleep(time.Duration(s%%%d) * time.Microsecond)" % cr.randint(2, 40)], 0
        return [mix("x.Step(<-in)")], 1  # icall

    # ------------------------------------------------------------ reflect's channels
    def conc_rchan(self, cr):
        self.conc_used.add("reflect")
        self.conc_n += 1
        r = self.zq("r")
        a, b = cr.randint(1, 99), cr.randint(1, 99)
        buf = cr.randint(1, 3)
        lines = ["%s := reflect.MakeChan(reflect.TypeOf(make(chan int)), %d)" % (r, buf),
                 "%s.Send(reflect.ValueOf(%d))" % (r, a),
                 "%sok := %s.TrySend(reflect.ValueOf(%d))" % (r, r, b),
                 "%sl := %s.Len()" % (r, r),
                 "%sv, %sok2 := %s.Recv()" % (r, r, r),
                 "%sw, %sok3 := %s.TryRecv()" % (r, r, r)]
        if cr.random() < 0.5:
            lines.append("%s.Close()" % r)
            lines.append("%sz, %sok4 := %s.Recv()" % (r, r, r))
        else:
            lines.append("%sz, %sok4 := %s.TryRecv()" % (r, r, r))
        lines.append('println(id, "rchan", %sv.Int(), %sok, %sl, %sok2, %sw.IsValid() && %sw.Int() == %d, %sok3, %sz.IsValid(), %sok4, %s.Len(), %s.Cap())'
                     % (r, r, r, r, r, r, b, r, r, r, r, r))
        if cr.random() < 0.5:  # a blocking Recv woken by a goroutine's send
            c = self.zq("c")
            lines += ["%s := make(chan int)" % c, "go func(c chan int, v int) {", "\tc <- v", "}(%s, %d)" % (c, cr.randint(1, 99)),
                      "%sx, %sxok := reflect.ValueOf(%s).Recv()" % (r, r, c),
                      'println(id, "rrecv", %sx.Int(), %sxok)' % (r, r)]
        else:  # a blocking Send a goroutine's receive takes
            c, o = self.zq("c"), self.zq("o")
            lines += ["%s := make(chan int)" % c, "%s := make(chan int, 1)" % o, "go func(c, o chan int) {",
                      "\to <- <-c * 2", "}(%s, %s)" % (c, o),
                      "reflect.ValueOf(%s).Send(reflect.ValueOf(%d))" % (c, cr.randint(1, 99)),
                      'println(id, "rsend", <-%s)' % o]
        return lines

    def conc_rselect(self, cr):
        self.conc_used.add("reflect")
        self.conc_n += 1
        c1, c2, cs, z = self.zq("c1"), self.zq("c2"), self.zq("cs"), self.zq("")
        v1, v2 = cr.randint(1, 99), cr.randint(1, 99)
        lines = ["%s := make(chan int, 1)" % c1, "%s := make(chan int)" % c2]
        first = cr.choice(["recv", "send", "default"])
        if first == "recv":
            lines.append("%s <- %d" % (c1, v1))
            lines.append("%s := []reflect.SelectCase{{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(%s)}, "
                         "{Dir: reflect.SelectSend, Chan: reflect.ValueOf(%s), Send: reflect.ValueOf(%d)}, "
                         "{Dir: reflect.SelectDefault}}" % (cs, c1, c2, v2))
        elif first == "send":  # c1 has room, c2 no receiver: the send to c1 is the ready case
            lines.append("%s := []reflect.SelectCase{{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(%s)}, "
                         "{Dir: reflect.SelectSend, Chan: reflect.ValueOf(%s), Send: reflect.ValueOf(%d)}, "
                         "{Dir: reflect.SelectDefault}}" % (cs, c2, c1, v2))
        else:
            lines.append("%s := []reflect.SelectCase{{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(%s)}, "
                         "{Dir: reflect.SelectDefault}, {Dir: reflect.SelectRecv, Chan: reflect.ValueOf(%s)}}" % (cs, c1, c2))
        lines += ["%sn, %sr, %sok := reflect.Select(%s)" % (z, z, z, cs),
                  "%sv := -1" % z, "if %sr.IsValid() {" % z, "\t%sv = int(%sr.Int())" % (z, z), "}",
                  'println(id, "rsel", %sn, %sv, %sok, len(%s))' % (z, z, z, c1)]
        # a blocking Select: only c2's receive can proceed, once the goroutine sends
        lines += ["go func(c chan int, v int) {", "\tc <- v", "}(%s, %d)" % (c2, cr.randint(1, 99)),
                  "var %snil chan int" % z,
                  "%sn, %sr, %sok = reflect.Select([]reflect.SelectCase{{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(%snil)}, "
                  "{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(%s)}})" % (z, z, z, z, c2),
                  'println(id, "rsel2", %sn, %sr.Int(), %sok)' % (z, z, z)]
        return lines

    # ------------------------------------------------------------ context
    def conc_ctx(self, cr):
        self.conc_used |= {"context", "ctxwork"}
        self.conc_n += 1
        x, cn, c, dn, s = self.zq("ctx"), self.zq("cancel"), self.zq("c"), self.zq("done"), self.zq("s")
        n = cr.randint(0, 6)
        lines = ["%s, %s := context.WithCancel(context.Background())" % (x, cn)]
        if cr.random() < 0.4:
            lines = ["%sp, %s := context.WithCancel(context.WithValue(context.Background(), kckey(1), %d))"
                     % (x, cn, cr.randint(1, 99)),
                     "%s, %sc := context.WithCancel(%sp)" % (x, cn, x),
                     "defer %sc()" % cn,
                     'println(id, "ctxval", %s.Value(kckey(1)).(int), %s.Value(kckey(2)) == nil)' % (x, x)]
        lines += ["%s := make(chan int)" % c, "%s := make(chan int)" % dn,
                  "go kcwork(%s, %s, %s, %d)" % (x, c, dn, cr.randint(1, 9)), "%s := 0" % s,
                  "for i := 0; i < %d; i++ {" % n, "\t%s = (%s*3 + <-%s) %% %d" % (s, s, c, M), "}",
                  "%s()" % cn,
                  'println(id, "ctx", %s, <-%s, %s.Err().Error(), %s.Err() == context.Canceled)' % (s, dn, x, x)]
        return lines

    def conc_ctxtime(self, cr):
        self.conc_used |= {"context", "time"}
        self.conc_n += 1
        x, cn = self.zq("ctx"), self.zq("cancel")
        if cr.random() < 0.5:
            return ["%s, %s := context.WithTimeout(context.Background(), time.Hour)" % (x, cn),
                    "_, %shas := %s.Deadline()" % (x, x),
                    "%snil := %s.Err() == nil" % (x, x),
                    "%sk, %skc := context.WithCancel(%s)" % (x, x, x),
                    "%s()" % cn, "<-%sk.Done()" % x, "%skc()" % x,
                    'println(id, "ctxh", %shas, %snil, %sk.Err().Error(), %s.Err() == context.Canceled)' % (x, x, x, x)]
        return ["%s, %s := context.WithTimeout(context.Background(), %d*time.Millisecond)" % (x, cn, cr.randint(1, 5)),
                "defer %s()" % cn,
                "<-%s.Done()" % x,
                'println(id, "ctxt", %s.Err().Error(), %s.Err() == context.DeadlineExceeded)' % (x, x)]

    # ------------------------------------------------------------ time.AfterFunc
    def conc_after(self, cr):
        self.conc_used.add("time")
        self.conc_n += 1
        c, t, t2 = self.zq("c"), self.zq("t"), self.zq("t2")
        v = cr.randint(1, 99)
        lines = ["%s := make(chan int, 2)" % c,
                 "%s := time.AfterFunc(%d*time.Millisecond, func() {" % (t, cr.randint(1, 3)),
                 "\t%s <- %d" % (c, v), "})",
                 "%s := time.AfterFunc(time.Hour, func() {" % t2, "\t%s <- -1" % c, "})",
                 "%sv := <-%s" % (c, c),
                 "%sa := %s.Stop()" % (t, t2)]
        if cr.random() < 0.5:  # restarted: fires this time
            lines += ["%s.Reset(time.Millisecond)" % t2, "%sv += <-%s" % (c, c)]
        lines.append('println(id, "afterfunc", %sv, %s.Stop(), %sa)' % (c, t, t))
        return lines

    # ------------------------------------------------------------ runtime.Goexit
    def conc_goexit(self, cr):
        self.conc_used |= {"runtime", "goexit", "time"}
        self.conc_n += 1
        o = self.zq("o")
        vs = [cr.randint(0, 60) for _ in range(cr.randint(1, 3))]
        lines = ["%s := make(chan int)" % o]
        for v in vs:
            lines.append("go %s(%d, %s)" % (cr.choice(["kcexit", "kcexitd"]), v, o))
        lines.append('println(id, "goexit", %s)' % " + ".join(["<-" + o] * len(vs)))
        return lines

    # ------------------------------------------------------------ the program's parts
    def conc_header_comment(self):
        if self.conc_args is None:
            return []
        return ["// difftest args: " + json.dumps(self.conc_args)]

    def conc_imports(self):
        u = self.conc_used
        return ['import "%s"' % p for p in ("context", "os", "reflect", "runtime", "time") if p in u]

    def conc_decls(self):
        u, out = self.conc_used, []
        if "worker" in u:
            out += ["type KCI interface {", "\tStep(v int) int", "}", "",
                    "type kcfast int", "",
                    "func (f kcfast) Step(v int) int {", "\treturn (v + int(f)) %% %d" % M, "}", "",
                    "type kcsome int", "",
                    "func (k kcsome) Step(v int) int {", "\tif (v+int(k))%2 == 0 {", "\t\tcoroSuspend()", "\t}",
                    "\treturn (v*2 + int(k)) %% %d" % M, "}", "",
                    "type kcslow struct {", "\tc chan int", "}", "",
                    "func (k kcslow) Step(v int) int {", "\tgo kchelp(k.c, v)", "\treturn <-k.c", "}", "",
                    "type kcsleep struct{}", "",
                    "func (kcsleep) Step(v int) int {", "\tif v%3 == 0 {", "\t\ttime.Sleep(time.Microsecond)", "\t}",
                    "\treturn v + 5", "}", "",
                    "func kcprod(c chan<- int, n, a int) {", "\tfor i := 0; i < n; i++ {",
                    "\t\tif (a+i)%4 == 1 {", "\t\t\ttime.Sleep(time.Duration(i) * time.Microsecond)", "\t\t}",
                    "\t\tc <- (a*7 + i) %% %d" % M, "\t}", "\tclose(c)", "}", ""]
            for w, body in self.conc_workers:
                out += ["func %s(in <-chan int, out chan<- int, x KCI) {" % w, "\tvar never chan int", "\ts := 1"]
                out += ["\t" + l for l in body]
                out += ["\tfor v := range in {", "\t\ts = (s*5 + x.Step(v)) %% %d" % M, "\t}",
                        "\tif never != nil {", "\t\ts = 0", "\t}", "\tout <- s", "}", ""]
        if "worker" in u or "goexit" in u:
            out += ["func kchelp(c chan<- int, v int) {", "\tc <- (v*3 + 1) %% %d" % M, "}", ""]
        if "ctxwork" in u:
            out += ["type kckey int", "",
                    "func kcwork(ctx context.Context, c chan<- int, done chan<- int, k int) {", "\tn := 0",
                    "\tfor {", "\t\tselect {", "\t\tcase <-ctx.Done():", "\t\t\tdone <- n", "\t\t\treturn",
                    "\t\tcase c <- n * k:", "\t\t\tn++", "\t\t}", "\t}", "}", ""]
        if "goexit" in u:
            out += ["func kcexit(v int, out chan<- int) {",
                    "\tdefer func() {", "\t\tout <- v %% %d" % M, "\t}()",
                    "\tdefer func() {", "\t\tif recover() != nil {", "\t\t\tv += 1000", "\t\t}",
                    "\t\tif v%2 == 0 {", "\t\t\tc := make(chan int)", "\t\t\tgo kchelp(c, v)", "\t\t\tv += <-c", "\t\t}",
                    "\t}()",
                    "\tif v%5 == 1 {", "\t\tcoroSuspend()", "\t}",
                    "\tkcexitd2(v, &v)",
                    "\tv += 100", "}", "",
                    "func kcexitd2(v int, p *int) {",
                    "\tdefer func() {", "\t\t*p = *p*3 + 1", "\t\tif v%4 == 0 {", "\t\t\tcoroSuspend()", "\t\t}", "\t}()",
                    "\tif v%3 != 0 {", "\t\truntime.Goexit()", "\t}", "\t*p += 7", "}", "",
                    "func kcexitd(v int, out chan<- int) {",
                    "\tdefer func() {", "\t\tout <- v + 1", "\t}()",
                    "\tif v%2 == 1 {", "\t\ttime.Sleep(time.Microsecond)", "\t}",
                    "\tif v%3 != 1 {", "\t\tdefer runtime.Goexit()", "\t}",
                    "\tv *= 2", "}", ""]
        return out
