"""dtlib.py - what the differential tester's driver (difftest.py) and reducer (reduce.py) share:
turning a corogo program into its standard-Go reference, running the reference and corogo, and
comparing the two outputs per goroutine into a verdict.

The reference is the same source with `coroSuspend()` defined as `runtime.Gosched()` and main
waiting for every goroutine on a sync.WaitGroup (corogo keeps running goroutines after main returns
until none is runnable; Go exits). The transform keeps every line where it was, so Go's error
positions are positions in the corogo program: the imports go on the `package` line, the wait on
the `func main() {` line (a deferred call that waits when main returns and re-panics when main
panics), the `wg.Add` on each `go` line, and the wrappers that call `wg.Done` at
the end of the file.

Outputs are compared per goroutine: a line belongs to the goroutine whose id is its first field
(generated programs start every println with it; main is 0), and each goroutine's lines must be
equal in order. Both sides' stdout and stderr are compared (Go's println writes to stderr).
"""
import json
import os
import re
import subprocess
import tempfile

CLASSES = ["lost-output", "wrong-value", "trap", "wrong-exit", "timeout", "internal-error", "compile-error",
           "bad-program"]
CLASS_HELP = {
    "lost-output": "exit 0, but lines of some goroutine are missing (each goroutine's output a prefix of Go's)",
    "wrong-value": "exit 0, but some goroutine printed other lines than Go",
    "trap": "corogo's program exited non-zero (panic, fault) where Go's exited 0",
    "wrong-exit": "Go's program ended in an unrecovered panic (exit 2, `// difftest exit: 2`), corogo's exited otherwise",
    "timeout": "corogo's program did not finish within the timeout",
    "internal-error": "corogo exited 3 (internal compiler error)",
    "compile-error": "corogo rejected a program go build accepts",
    "bad-program": "the Go reference itself failed (a generator bug)",
}

GO_LINE = re.compile(r"^(\s*)go\s+([A-Za-z_]\w*)\((.*)\)\s*$")
GO_LIT = re.compile(r"^(\s*)go\s+func\((.*)\)\s*\{\s*$")
GO_ANY = re.compile(r"^(\s*)go\s+(.*\))\s*$")
BUILTINS = {"close", "copy", "delete", "panic", "append", "clear"}  # go of a built-in: left as it is
FUNC_LINE = re.compile(r"^func\s+([A-Za-z_]\w*)\((.*?)\)\s*\{")


def param_names(params):
    """'d, id int, p P' -> ['d', 'id', 'p'] (each comma-separated piece starts with a name)."""
    return [p.split()[0] for p in params.split(",") if p.strip()]


def split_call(call):
    """'fa[i](d-1, 7, x)' -> ('fa[i]', 'd-1, 7, x', 3): the callee, the arguments, their number."""
    level = 0
    for i in range(len(call) - 1, -1, -1):
        level += {")": 1, "]": 1, "}": 1, "(": -1, "[": -1, "{": -1}.get(call[i], 0)
        if level == 0:
            break
    args = call[i + 1:-1]
    n, level = (1 if args.strip() else 0), 0
    for c in args:
        level += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(c, 0)
        n += c == "," and level == 0
    return call[:i], args, n


def to_go(src):
    """The standard-Go reference of a corogo program (same line numbers)."""
    lines = src.split("\n")
    sigs = {}
    for line in lines:
        m = FUNC_LINE.match(line)
        if m:
            sigs[m.group(1)] = m.group(2)
    wrappers, arities = {}, set()
    for i, line in enumerate(lines):
        if line.startswith("package "):
            lines[i] = line + '; import (difftestrt "runtime"; difftestsync "sync")'
        elif re.match(r"^func\s+main\(\)\s*\{\s*$", line):
            # wait only when main returns: a main that panics re-panics at once (waiting there
            # would end in "all goroutines are asleep - deadlock!" and hide the panic)
            lines[i] = line + (" defer func() { if r := recover(); r != nil { panic(r) }; "
                               "difftestwg.Wait() }()")
        else:
            m = GO_LINE.match(line)
            if m and m.group(2) in BUILTINS:
                pass  # go close(c): nothing printed, and the program waits for its effect itself
            elif m and m.group(2) in sigs:
                ind, name, args = m.groups()
                wrappers[name] = sigs[name]
                lines[i] = "%sdifftestwg.Add(1); go %s__difftest(%s)" % (ind, name, args)
            elif GO_LIT.match(line):  # go func(params) { ... }(args)
                lines[i] = "%sdifftestwg.Add(1); go func(%s) { defer difftestwg.Done();" % GO_LIT.match(line).groups()
            elif GO_ANY.match(line):  # go <func value>(args): a generic wrapper of its arity
                ind, call = GO_ANY.match(line).groups()
                callee, args, n = split_call(call)
                arities.add(n)
                lines[i] = "%sdifftestwg.Add(1); go difftestgo%d(%s)" % (ind, n, ", ".join([callee] + ([args] if n else [])))
    out = lines + ["", "var difftestwg difftestsync.WaitGroup", "",
                   "func coroSuspend() { difftestrt.Gosched() }"]
    for n in sorted(arities):  # func values with one result (gen.py's go of func values)
        ts = ["T%d" % k for k in range(n)]
        out += ["", "func difftestgo%d[%s](f func(%s) R%s) {" % (
                    n, ", ".join(ts + ["R"]) + " any", ", ".join(ts), "".join(", a%d T%d" % (k, k) for k in range(n))),
                "\tdefer difftestwg.Done()", "\tf(%s)" % ", ".join("a%d" % k for k in range(n)), "}"]
    for name, params in sorted(wrappers.items()):
        out += ["", "func %s__difftest(%s) {" % (name, params), "\tdefer difftestwg.Done()",
                "\t%s(%s)" % (name, ", ".join(param_names(params))), "}"]
    return "\n".join(out) + "\n"


ARGS_LINE = re.compile(r"^// difftest args: (.*)$", re.M)
EXIT_LINE = re.compile(r"^// difftest exit: (\d+)$", re.M)
TRACE_LINE = re.compile(r"^goroutine \d+ \[")


def expected_rc(src):
    """The exit status the program's Go reference must end with: 0, or that of its line
    `// difftest exit: N` (gen_panicflow.py's programs whose last goroutine panics: 2)."""
    m = EXIT_LINE.search(src)
    return int(m.group(1)) if m else 0


def strip_trace(out):
    """out without what follows an unrecovered panic's lines: the traceback from its first
    `goroutine N [running]:` line on (Go's goroutine numbers, frames and addresses are its own) and
    Go's `[signal SIGSEGV: ...]` line. The `panic: ...` lines (their chain, `[recovered]`) stay."""
    keep = []
    for line in out.split("\n"):
        if TRACE_LINE.match(line):
            break
        if not line.startswith("[signal "):
            keep.append(line)
    return "\n".join(keep)


def prog_args(src):
    """The program's arguments (os.Args[1:]): its line `// difftest args: [JSON list]` (gen_conc.py)."""
    m = ARGS_LINE.search(src)
    return json.loads(m.group(1)) if m else []


def go_env(cache):
    env = dict(os.environ)
    env.update(GOCACHE=cache, GO111MODULE="off", GOFLAGS="", GOTOOLCHAIN="local")
    env.setdefault("HOME", os.path.dirname(cache))
    return env


class Result:
    def __init__(self, rc, out, note="", expect=0):
        self.rc, self.out, self.note = rc, out, note
        self.expect = expect  # the reference's exit status when it is right (expected_rc)


def run(cmd, timeout, cwd=None, env=None):
    """Run cmd; stdout + stderr concatenated; rc 124 on timeout (like corogo run -timeout)."""
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
        return Result(p.returncode, (p.stdout + p.stderr).decode("utf-8", "replace"))
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"") + (e.stderr or b"")
        return Result(124, out.decode("utf-8", "replace"), "killed after %s s" % timeout)


def reference(src, workdir, gocache, timeout=20):
    """Build and run the Go reference of src in workdir: Result (rc 125 when go build fails)."""
    os.makedirs(workdir, exist_ok=True)
    gofile = os.path.join(workdir, "main.go")
    with open(gofile, "w") as f:
        f.write(to_go(src))
    env = go_env(gocache)
    b = run(["go", "build", "-o", "ref", "main.go"], 120, cwd=workdir, env=env)
    if b.rc != 0:
        return Result(125, b.out, "go build failed")
    r = run([os.path.join(workdir, "ref")] + prog_args(src), timeout, cwd=workdir)
    r.expect = expected_rc(src)
    return r


def corogo(corogo_bin, src_path, board, opt, timeout, flags=()):
    """corogo run -target=board -O<opt> src: Result. The run's own timeout is -timeout; the
    process gets some more for the compile."""
    cmd = [corogo_bin, "run", "-target=" + board, "-O" + opt, "-timeout=%d" % timeout] + list(flags)
    with open(src_path) as f:
        args = prog_args(f.read())
    if any(a.startswith("-") or not a for a in args):  # not taken as words after the file: -arg=
        cmd += ["-arg=" + a for a in args]
        args = []
    cmd.append(os.path.basename(src_path))
    cmd += args  # as go run takes them
    return run(cmd, timeout + 120, cwd=os.path.dirname(os.path.abspath(src_path)))


def groups(out):
    """{first field: [lines]} in order of first appearance; lines without a field go to ''."""
    g = {}
    for line in out.split("\n"):
        if line == "":
            continue
        key = line.split(" ", 1)[0] if line.split(" ", 1)[0].lstrip("-").isdigit() else ""
        g.setdefault(key, []).append(line)
    return g


def verdict(ref, got):
    """None when got matches ref, else one of CLASSES."""
    if ref.rc != ref.expect:
        return "bad-program"
    if got.rc == 3:
        return "internal-error"
    if got.rc == 1 and "error:" in got.out:
        return "compile-error"
    if got.rc == 124:
        return "timeout"
    if got.rc != ref.rc:
        return "trap" if ref.rc == 0 else "wrong-exit"
    want, have = outputs(ref, got)
    if want == have:
        return None
    if all(k in want and want[k][:len(v)] == v for k, v in have.items()):
        return "lost-output"
    return "wrong-value"


def outputs(ref, got):
    """The two outputs grouped per goroutine (groups), without the tracebacks of a program that
    ends in a panic (strip_trace)."""
    if ref.expect:
        return groups(strip_trace(ref.out)), groups(strip_trace(got.out))
    return groups(ref.out), groups(got.out)


def grouped_diff(ref, got):
    """A short text: per goroutine id, Go's lines and corogo's where they differ."""
    want, have = outputs(ref, got)
    out = []
    for k in sorted(set(want) | set(have), key=lambda k: (len(k), k)):
        w, h = want.get(k, []), have.get(k, [])
        if w != h:
            out.append("goroutine %s: go printed %d lines, corogo %d" % (k or "?", len(w), len(h)))
            for i in range(max(len(w), len(h))):
                a = w[i] if i < len(w) else "(none)"
                b = h[i] if i < len(h) else "(none)"
                if a != b:
                    out.append("  line %d: go: %s" % (i + 1, a))
                    out.append("  %s  corogo: %s" % (" " * len(str(i + 1)), b))
                    break
    return "\n".join(out)


def check(corogo_bin, src, board, opt, timeout, gocache, flags=(), ref=None, workdir=None):
    """Compile and run src both ways: (verdict, ref Result, corogo Result). For the reducer."""
    own = workdir is None
    workdir = workdir or tempfile.mkdtemp(prefix="difftest-")
    try:
        if ref is None:
            ref = reference(src, os.path.join(workdir, "go"), gocache)
        if ref.rc != ref.expect:
            return "bad-program", ref, None
        os.makedirs(workdir, exist_ok=True)
        path = os.path.join(workdir, "prog.go")
        with open(path, "w") as f:
            f.write(src)
        got = corogo(corogo_bin, path, board, opt, timeout, flags)
        return verdict(ref, got), ref, got
    finally:
        if own:
            subprocess.run(["rm", "-rf", workdir])
