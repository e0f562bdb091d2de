#!/usr/bin/env python3
"""selftest.py - CTest difftest/selftest: the differential tester can fail. Checks the generator's
determinism, the Go reference transform (main waits for its goroutines), the per-goroutine
comparison and its classes on made-up outputs, and then runs difftest.py end to end on a few
seeds against fake compilers (this script again, as `selftest.py fake MODE run ... prog.go`) that
print Go's output with a line lost, a value changed, goroutines interleaved differently, or that
exit 3 — the driver must report each as its class (and pass the reordering).
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dtlib  # noqa: E402
import gen_fill  # noqa: E402
import gen_fmtflow  # noqa: E402
import gen_iflow  # noqa: E402
import gen_panicflow  # noqa: E402
import gen  # noqa: E402

FAILS = []


def expect(cond, what):
    if not cond:
        FAILS.append(what)
        print("FAIL: " + what)


def fake(mode, args):
    """Pretend to be `corogo run ... prog.go`: Go's output of prog.go, altered per mode."""
    if mode == "ice":
        sys.stderr.write("corogo: internal error: fake\n")
        sys.exit(3)
    src = open([a for a in args if a.endswith(".go")][-1]).read()  # (the program's arguments follow it)
    work = tempfile.mkdtemp(prefix="difftest-fake-")
    ref = dtlib.reference(src, work, os.environ["DIFFTEST_GOCACHE"])
    subprocess.run(["rm", "-rf", work])
    lines = ref.out.splitlines()
    if mode == "lose":  # the last line of the last goroutine
        last = max(k for k in range(len(lines)) if not lines[k].startswith("0 "))
        del lines[last]
    elif mode == "wrong":  # a value of main's last line
        k = max(k for k in range(len(lines)) if lines[k].startswith("0 "))
        lines[k] = re.sub(r"(-?\d+)$", lambda m: str(int(m.group(1)) + 1), lines[k])
    elif mode == "reorder":  # other interleaving: main's lines first, then the goroutines'
        lines = [x for x in lines if x.startswith("0 ")] + [x for x in lines if not x.startswith("0 ")]
    sys.stdout.write("".join(x + "\n" for x in lines))
    sys.exit(0)


def unit():
    expect(gen.generate(7) == gen.generate(7), "gen.py: the same seed gives the same program")
    expect(gen.generate(7) != gen.generate(8), "gen.py: different seeds give different programs")
    plain, withfmt = gen.generate(7).split("\n"), gen.generate(7, fmt=True).split("\n")
    rest = iter(withfmt)
    expect(all(line in rest for line in plain) and len(withfmt) > len(plain) + 40,
           "gen.py --fmt adds fmt's lines and leaves the rest of the program as it was")
    bare, shaped = gen.generate(3, shapes=False).split("\n"), gen.generate(3).split("\n")
    rest = iter(shaped)
    expect(all(line in rest for line in bare) and any(l.startswith("func sx") for l in shaped),
           "gen_shape.py's block adds its lines and leaves the rest of the program as it was")
    bare, flows = gen.generate(3, shapes=False).split("\n"), gen.generate(3, shapes=False, iflow=True).split("\n")
    rest = iter(flows)
    expect(all(line in rest for line in bare) and any(l.startswith("func yfr") for l in flows),
           "gen_iflow.py's block adds its lines and leaves the rest of the program as it was")
    closed = gen_iflow.closed_program(5)
    expect(closed == gen_iflow.closed_program(5) and "recover()" not in closed and "func yfall1(" in closed,
           "gen_iflow.py --iflow-closed: the same seed gives the same program, without recover")
    modes = {}
    for seed in range(1, 13):
        src = gen_fmtflow.program(seed)
        modes[src.split("\n")[0].split(": ")[1].split(" (")[0]] = src
        expect(src == gen_fmtflow.program(seed), "gen_fmtflow.py: the same seed gives the same program")
    expect(all(m in modes for m in ("print", "printf flagv dynfmt", "printf")) and
           "printf(" not in modes["print"].lower() and "Errorf" not in modes["print"],
           "gen_fmtflow.py draws print-only programs (no Printf-family call) and ones with built formats")
    fills = [gen_fill.program(seed, noalloc) for seed in range(1, 9) for noalloc in (False, True)]
    expect(fills == [gen_fill.program(seed, noalloc) for seed in range(1, 9) for noalloc in (False, True)],
           "gen_fill.py: the same seed gives the same program")
    expect(not any(w in src for src in fills[1::2] for w in ("reflect", "new(", "make(", "go ")) and
           any("reflect.ValueOf" in src for src in fills[0::2]) and any("unsafe.Add" in src for src in fills),
           "gen_fill.py --noalloc leaves out reflect, new, make and goroutines; the others use reflect")
    ok = dtlib.Result(0, "0 a\n1 x\n0 b\n2 y\n1 z\n")
    cases = [
        ("1 x\n0 a\n2 y\n0 b\n1 z\n", 0, None),
        ("0 a\n1 x\n0 b\n2 y\n", 0, "lost-output"),
        ("0 a\n0 b\n", 0, "lost-output"),
        ("0 a\n1 x\n0 b\n2 y\n1 w\n", 0, "wrong-value"),
        ("0 a\n1 z\n0 b\n2 y\n1 x\n", 0, "wrong-value"),
        ("0 a\n1 x\n0 b\n2 y\n1 z\n3 q\n", 0, "wrong-value"),
        ("0 a\npanic: boom\n", 2, "trap"),
        ("corogo: internal error: x\n", 3, "internal-error"),
        ("p.go:1:1: error: nope\n", 1, "compile-error"),
        ("corogo: timeout after 2 s\n", 124, "timeout"),
    ]
    for out, rc, want in cases:
        got = dtlib.verdict(ok, dtlib.Result(rc, out))
        expect(got == want, "verdict of %r (exit %d): %s, want %s" % (out, rc, got, want))
    expect(dtlib.verdict(dtlib.Result(2, ""), ok) == "bad-program", "a failing reference is bad-program")
    # a program that ends in a panic (`// difftest exit: 2`): the panic lines and the exit status count,
    # the tracebacks do not
    pan = dtlib.Result(2, "0 a\npanic: boom [recovered]\n\tpanic: runtime error: x\n[signal SIGSEGV: pc=0x4]\n\n"
                          "goroutine 17 [running]:\nmain.f()\n\t/tmp/main.go:3 +0x1f\n", expect=2)
    for out, rc, want in [
        ("0 a\npanic: boom [recovered]\n\tpanic: runtime error: x\n\ngoroutine 1 [running]:\nmain.f()\n", 2, None),
        ("0 a\npanic: boom [recovered]\n\tpanic: runtime error: x\n", 2, None),
        ("0 a\npanic: boom\n\tpanic: runtime error: x\n", 2, "wrong-value"),
        ("0 a\npanic: boom [recovered]\n", 2, "lost-output"),
        ("0 a\n", 0, "wrong-exit"),
    ]:
        got = dtlib.verdict(pan, dtlib.Result(rc, out))
        expect(got == want, "verdict of %r (exit %d) against a panicking reference: %s, want %s" % (out, rc, got, want))
    expect(dtlib.verdict(dtlib.Result(0, "0 a\n", expect=2), ok) == "bad-program",
           "a reference that should panic and does not is bad-program")
    srcs = [gen_panicflow.program(seed) for seed in range(1, 9)]
    expect(srcs[0] == gen_panicflow.program(1) and any(dtlib.expected_rc(x) == 2 for x in srcs) and
           any(dtlib.expected_rc(x) == 0 for x in srcs),
           "gen_panicflow.py: the same seed gives the same program; some end in a panic, some do not")
    # the reference waits for goroutines main does not wait for, and keeps line numbers
    src = ("package main\n\nfunc g(id int) {\n\tfor i := 0; i < 3; i++ {\n\t\tcoroSuspend()\n\t}\n"
           "\tprintln(id, \"g done\")\n}\n\nfunc main() {\n\tgo g(1)\n\tprintln(0, \"main\")\n}\n")
    go = dtlib.to_go(src)
    expect(go.split("\n")[10].strip().endswith("go g__difftest(1)"), "to_go keeps the go line in place")
    ref = dtlib.reference(src, tempfile.mkdtemp(prefix="difftest-self-"), os.environ["DIFFTEST_GOCACHE"])
    expect(ref.rc == 0 and sorted(ref.out.split()) == sorted("0 main 1 g done".split()),
           "the reference runs the goroutine to its end: %r (exit %d)" % (ref.out, ref.rc))
    # a main that panics reports its panic, not a deadlock in the wait for a goroutine it blocks
    src = ("package main\n\nfunc main() {\n\tc := make(chan int)\n\tgo close(c)\n\td := make(chan int)\n"
           "\tgo func(id int) {\n\t\td <- id\n\t}(1)\n\t<-c\n\tx := -2\n\tprintln(0, \"abcd\"[x%4:])\n\t<-d\n}\n")
    expect(dtlib.to_go(src).split("\n")[4].strip() == "go close(c)", "to_go leaves go of a built-in alone")
    ref = dtlib.reference(src, tempfile.mkdtemp(prefix="difftest-self-"), os.environ["DIFFTEST_GOCACHE"])
    expect(ref.rc == 2 and "slice bounds out of range" in ref.out and "deadlock" not in ref.out,
           "a reference whose main panics reports the panic: %r (exit %d)" % (ref.out, ref.rc))
    # ... also goroutines of function literals and of func values (gen.py's closures)
    src = ("package main\n\ntype FT func(int, int, int) int\n\nfunc k(d, id, a int) int {\n\tcoroSuspend()\n"
           "\tprintln(id, \"k\", a)\n\treturn a\n}\n\nfunc main() {\n\tfa := [2]FT{k, k}\n\tgo fa[1](1, 7, 3)\n"
           "\tgo func(id, x int) {\n\t\tcoroSuspend()\n\t\tprintln(id, \"lit\", x)\n\t}(8, 4)\n"
           "\tgo FS{f: k}.f(1, 9, 5)\n\tprintln(0, \"main\")\n}\n\ntype FS struct {\n\tf FT\n}\n")
    go = dtlib.to_go(src).split("\n")
    expect(go[12].strip() == "difftestwg.Add(1); go difftestgo3(fa[1], 1, 7, 3)", "to_go: go of a func value: %r" % go[12])
    expect(go[13].strip() == "difftestwg.Add(1); go func(id, x int) { defer difftestwg.Done();",
           "to_go: go of a literal: %r" % go[13])
    ref = dtlib.reference(src, tempfile.mkdtemp(prefix="difftest-self-"), os.environ["DIFFTEST_GOCACHE"])
    expect(ref.rc == 0 and sorted(ref.out.split("\n")) == sorted(["0 main", "7 k 3", "8 lit 4", "9 k 5", ""]),
           "the reference runs goroutines of func values and literals to their end: %r (exit %d)" % (ref.out, ref.rc))

    # the program's arguments (gen_conc.py's os.Args): its `// difftest args:` line, for both sides
    src = ('// difftest args: ["a b", "-x", ""]\npackage main\n\nimport "os"\n\nfunc main() {\n'
           '\tprintln(0, len(os.Args), os.Args[1], os.Args[2], os.Args[3] == "")\n}\n')
    expect(dtlib.prog_args(src) == ["a b", "-x", ""], "prog_args reads the arguments line")
    ref = dtlib.reference(src, tempfile.mkdtemp(prefix="difftest-self-"), os.environ["DIFFTEST_GOCACHE"])
    expect(ref.rc == 0 and ref.out == "0 4 a b -x true\n", "the reference gets the arguments: %r" % ref.out)


def end_to_end():
    out = tempfile.mkdtemp(prefix="difftest-self-")
    for mode, want_fail, klass in (("lose", True, "lost-output"), ("wrong", True, "wrong-value"),
                                   ("ice", True, "internal-error"), ("reorder", False, None)):
        wrapper = os.path.join(out, "corogo-" + mode)
        with open(wrapper, "w") as f:
            f.write("#!/bin/sh\nexec %s %s fake %s \"$@\"\n" % (sys.executable, os.path.abspath(__file__), mode))
        os.chmod(wrapper, 0o755)
        p = subprocess.run([sys.executable, os.path.join(HERE, "difftest.py"), "--seed", "3", "--count", "3",
                            "-j", "2", "--boards", "riscv32-virt:1", "--opts", "2", "--corogo", wrapper,
                            "--out", os.path.join(out, mode), "--quiet"],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        last = p.stdout.strip().split("\n")[-1]
        want = "0 passed, 3 failed" if want_fail else "3 passed, 0 failed"
        expect(last == want and (p.returncode != 0) == want_fail,
               "difftest.py against a fake corogo (%s): %r, exit %d; want %r" % (mode, last, p.returncode, want))
        if klass:
            expect(re.search(r"^%s\s+3\b" % klass, p.stdout, re.M) is not None,
                   "fake corogo (%s): 3 runs classified %s:\n%s" % (mode, klass, p.stdout))
            kept = os.path.join(out, mode, "seed-3")
            expect(os.path.exists(os.path.join(kept, "prog.go")) and os.path.exists(os.path.join(kept, "report.txt")),
                   "fake corogo (%s): the failing program is kept in %s" % (mode, kept))
    subprocess.run(["rm", "-rf", out])


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "fake":
        fake(sys.argv[2], sys.argv[3:])
    os.environ.setdefault("DIFFTEST_GOCACHE", os.path.join(tempfile.gettempdir(), "difftest-gocache"))
    unit()
    end_to_end()
    print("difftest selftest: %d failed checks" % len(FAILS))
    sys.exit(1 if FAILS else 0)


if __name__ == "__main__":
    main()
