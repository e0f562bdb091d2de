#!/usr/bin/env python3
"""conformance.py - Go's own test suite as corogo's conformance gate.

Every `// run` program of the installed Go distribution's test directory ($(go env GOROOT)/test,
the directories Go's own test/run.go walks) is built with corogo for a board and run under its
emulator. It passes under Go's own rule (test/run.go, checkExpectedOutput): the program exits
with status 0 and prints (stdout and stderr together) exactly the `.out` file beside it, or
nothing when there is none. Programs whose build constraints exclude the boards' GOOS/GOARCH
(linux/arm, docs/language.md) are not Go's tests for this platform and are left out, as run.go
leaves them out. A recipe's flags for the go command (`// run -gcflags=...`) are not passed:
corogo has no such flags. Its other arguments (`// run arg1 arg2`) are the program's, as `go run`
passes them: each becomes an `-arg=` of the build, which bakes it into the image as os.Args[1:]; the
arguments that name .go files are more files of the program and are built with it, as `go run`
takes them (`// run cmplxdivide1.go`).

tests/conformance/expected.txt lists every program with PASS or the one-line reason it does not
pass yet. Modes:
  --check    (CI) run the programs expected to PASS; any that fails is a regression (exit 1).
  --all      run every program, print the pass rate per directory and the changes against the
             expectation file (exit 1 on a regression); --update rewrites the file.
Programs run in parallel (-j); one that times out (--timeout, 20 s) runs again alone with five
times the time-out, so a loaded machine does not fail the gate and a real hang still does.
Nothing from GOROOT is copied into the repository: the file names and the reasons are all that
is kept.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
EXPECTED = os.path.join(HERE, "expected.txt")
# the directories of Go 1.19's test/run.go
DIRS = [".", "ken", "chan", "interface", "syntax", "dwarf", "fixedbugs", "codegen", "runtime", "abi",
        "typeparam", "typeparam/mdempsky"]
GOOS, GOARCH = "linux", "arm"
# why a program runs out of time, where that is known (the verdict's reason says so): goroutines
# are not preempted (a goroutine runs at once, in the `go` statement, until it suspends), so one
# that spins without a suspend point keeps every other goroutine, main's too, from running
HANGS = {
    "fixedbugs/bug512.go": "S.Check spins on atomic loads (no suspend point) from the go statement on, "
                           "before F stores done: needs preemption",
    "fixedbugs/issue19182.go": "the goroutine spins on atomic.AddUint64 (no suspend point) from the go "
                               "statement on: main never runs again: needs preemption",
    "fixedbugs/issue30977.go": "the goroutine loops on runtime.GC() (no suspend point) from the go "
                               "statement on: main never runs again: needs preemption",
    "typeparam/chans.go": "TestRanger waits a minute for the finalizer of the *_Receiver it dropped: "
                          "a stale copy of the pointer in a coroutine frame keeps it reachable for "
                          "the conservative collector, so the finalizer does not run (Go's precise "
                          "liveness drops it)",
}


def goroot():
    return subprocess.run(["go", "env", "GOROOT"], capture_output=True, text=True, check=True).stdout.strip()


def constraint_ok(expr):
    """A //go:build or // +build line, evaluated for linux/arm with cgo off (Go's own context)."""
    def tag(t):
        return t in (GOOS, GOARCH, "unix", "gc") or re.fullmatch(r"go1\.(\d+)", t) and int(t[4:]) <= 19
    if expr.startswith("//go:build"):
        e = expr[len("//go:build"):]
        e = re.sub(r"[A-Za-z0-9_.]+", lambda m: " True " if tag(m.group(0)) else " False ", e)
        e = e.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
        try:
            return bool(eval(e, {"__builtins__": {}}))
        except Exception:
            return True
    # // +build: space-separated OR of comma-separated AND of possibly negated tags
    def term(t):
        return not tag(t[1:]) if t.startswith("!") else bool(tag(t))
    return any(all(term(t) for t in alt.split(",")) for alt in expr.split()[2:])


def action_of(src):
    """run.go's reading of a test file: its action line and whether it applies to linux/arm."""
    action = src.split("\n\n", 1)[0]
    first, _, rest = action.partition("\n")
    if "+build" in first:
        action = rest
    action = action.lstrip()
    if action.startswith("//"):
        action = action[2:]
    header = src.split("\npackage ", 1)[0] if "\npackage " in src else ""
    for line in header.split("\n"):
        if line.startswith("//go:build") or line.startswith("// +build"):
            if not constraint_ok(line):
                return None
    return action.split("\n", 1)[0].strip()


def discover(groot):
    tests = []
    for d in DIRS:
        full = os.path.join(groot, "test", d)
        if not os.path.isdir(full):
            continue
        for name in sorted(os.listdir(full)):
            if not name.endswith(".go"):
                continue
            path = os.path.join(full, name)
            with open(path, encoding="utf-8", errors="replace") as f:
                src = f.read()
            act = action_of(src)
            if act is None:
                continue
            words = act.split()
            if not words or words[0] != "run":
                continue
            rel = os.path.normpath(os.path.join(d, name))
            tests.append((rel, path, words[1:]))
    return tests


def load_board(name):
    """The board's emulator command (board.json with // comments, merged over what it inherits)."""
    def load(p):
        with open(p) as f:
            txt = re.sub(r"^\s*//.*$", "", f.read(), flags=re.M)
        return json.loads(txt)
    b = load(os.path.join(ROOT, "boards", name, "board.json"))
    merged = {}
    bases = b.get("inherits", [])
    for base in [bases] if isinstance(bases, str) else bases:
        merged.update(load(os.path.join(ROOT, "boards", "common", base + ".json")))
    merged.update(b)
    return merged["emulator"]


def one(corogo, board, emulator, test, timeout):
    rel, path, args = test  # the recipe's arguments: see the module's comment
    # `// run x.go`: more files of the program, as `go run` takes them (cmplxdivide.go)
    extra = [os.path.join(os.path.dirname(path), a) for a in args if a.endswith(".go")]
    # the program's arguments (os.Args[1:]): what follows the go command's flags (the leading
    # words starting with "-", as test/run.go reads them: `// run -gcflags -l=4`), not the .go files
    first = next((i for i, a in enumerate(args) if not a.startswith("-")), len(args))
    extra += ["-arg=" + a for a in args[first:] if not a.endswith(".go")]
    with tempfile.TemporaryDirectory(prefix="corogo-conf-") as tmp:
        elf = os.path.join(tmp, "t.elf")
        try:
            b = subprocess.run([corogo, "build", "-target=" + board, "-o", elf, path] + extra, capture_output=True,
                               text=True, errors="replace", timeout=120, cwd=tmp)
        except subprocess.TimeoutExpired:
            return rel, "compile: timed out"
        if b.returncode != 0:
            lines = [l for l in b.stderr.splitlines() if ": error: " in l or "internal error" in l]
            why = lines[0] if lines else (b.stderr.strip().splitlines() or ["exit %d" % b.returncode])[0]
            why = re.sub(r"^.*?/test/", "", why)
            kind = "crash" if b.returncode not in (0, 1) else "compile"
            return rel, "%s: %s" % (kind, why[:200])
        argv = [a.replace("{}", elf) for a in emulator]
        try:
            r = subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               timeout=timeout)
        except subprocess.TimeoutExpired:
            return rel, "run: timed out after %d s" % timeout + (": " + HANGS[rel] if rel in HANGS else "")
        out = r.stdout.decode("utf-8", "replace").replace("\r\n", "\n")
        want_path = path[:-3] + ".out"
        want = open(want_path, encoding="utf-8", errors="replace").read() if os.path.exists(want_path) else ""
        if r.returncode != 0:
            last = [l for l in out.splitlines() if l.strip()]
            return rel, "run: exit %d: %s" % (r.returncode, (last[0] if last else "")[:160])
        if out != want:
            return rel, "output differs"
        return rel, "PASS"


def read_expected():
    exp = {}
    if os.path.exists(EXPECTED):
        for line in open(EXPECTED, encoding="utf-8"):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            name, _, verdict = line.partition(" ")
            exp[name] = verdict
    return exp


def write_expected(results, board):
    with open(EXPECTED, "w", encoding="utf-8") as f:
        f.write("# Go's test/ `// run` programs on %s: PASS, or why not yet (tests/conformance/conformance.py --all --update)\n" % board)
        for name in sorted(results):
            f.write("%s %s\n" % (name, results[name]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--corogo", required=True)
    ap.add_argument("--board", default="riscv32-virt")
    ap.add_argument("--check", action="store_true", help="run the expected PASSes only")
    ap.add_argument("--all", action="store_true")
    ap.add_argument("--update", action="store_true")
    ap.add_argument("--only", help="regexp of programs to run")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=int, default=20)
    a = ap.parse_args()
    a.corogo = os.path.abspath(a.corogo)
    tests = discover(goroot())
    exp = read_expected()
    if a.check:
        tests = [t for t in tests if exp.get(t[0]) == "PASS"]
    if a.only:
        tests = [t for t in tests if re.search(a.only, t[0])]
    emulator = load_board(a.board)
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.j) as ex:
        for rel, verdict in ex.map(lambda t: one(a.corogo, a.board, emulator, t, a.timeout), tests):
            results[rel] = verdict
    # a program that timed out while the others ran beside it (CI runs this beside the rest of
    # the suite on two cores) runs again alone, with five times the time-out: a real hang still
    # fails, a slow machine does not
    slow = [t for t in tests if "timed out" in results[t[0]] and t[0] not in HANGS]
    for t in slow:
        rel, verdict = one(a.corogo, a.board, emulator, t, 5 * a.timeout)
        print("conformance: %s timed out beside the others; alone: %s" % (rel, verdict))
        results[rel] = verdict
    regress = sorted(n for n, v in results.items() if v != "PASS" and exp.get(n) == "PASS")
    newpass = sorted(n for n, v in results.items() if v == "PASS" and exp.get(n) != "PASS")
    # the pass rate per directory
    per = {}
    for n, v in results.items():
        d = os.path.dirname(n) or "."
        p, t = per.get(d, (0, 0))
        per[d] = (p + (v == "PASS"), t + 1)
    for d in sorted(per):
        p, t = per[d]
        print("conformance: %-20s %4d / %4d  %5.1f%%" % (d, p, t, 100.0 * p / t))
    p = sum(v == "PASS" for v in results.values())
    nontp = [n for n in results if not n.startswith("typeparam")]
    pn = sum(results[n] == "PASS" for n in nontp)
    print("conformance: all %d / %d; outside typeparam/ %d / %d (%.1f%%)" %
          (p, len(results), pn, len(nontp), 100.0 * pn / max(1, len(nontp))))
    for n in regress:
        print("conformance: REGRESSION %s: %s" % (n, results[n]))
    for n in newpass:
        print("conformance: newly passing %s" % n)
    if a.update and not a.check and not a.only:
        write_expected(results, a.board)
    elif a.update:
        merged = dict(exp)
        merged.update(results)
        write_expected(merged, a.board)
    print("%d passed, %d failed" % (p, len(results) - p) if a.check else
          "conformance: %d regressions" % len(regress))
    return 1 if regress else 0


if __name__ == "__main__":
    sys.exit(main())
