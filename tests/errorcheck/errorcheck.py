#!/usr/bin/env python3
"""errorcheck.py - Go's own errorcheck tests against corogo's diagnostics.

Every file of $(go env GOROOT)/test (and its subdirectories) whose first line is exactly
`// errorcheck` (Go's type-checking tests, without the flags that ask for optimiser output) is
built with `corogo build -target=riscv32-virt`, from the file's directory so that diagnostics name
it by its base name. Go marks each error it expects with a comment `// ERROR "re" ["re"...]` on the
line of the error; the matching follows Go's test driver (test/run.go, errorCheck):

- the diagnostics on a marked line are that line's candidates; each pattern of the line, in order,
  takes every candidate its regular expression matches (searched in the message, after the
  "file:line:col: error: " prefix, notes included); a pattern that takes none is unmatched;
- a diagnostic no pattern took (on an unmarked line, or not matching its line's patterns) is an
  extra; a line containing "////" has no patterns; LINE, LINE+n and LINE-n in a pattern stand for
  "file:line" of that line.

A file *matches* when every pattern is matched and there is no extra. A *crash* is a build that
ends by a signal, with exit status 3 (internal error) or any status but 0 and 1, that runs over the
time limit, or that prints an error without a position ("corogo: error: ...", but for go build's
own "function main is undeclared in the main package" when the file has no other error): none is
allowed.

The checked-in expectation list (expected.txt: per file, the patterns matched, the patterns, and 1
when the file matches) makes a regression fail: fewer patterns matched than expected, a file that
matched and no longer does, or any crash. Better results are reported, and --update rewrites the
list. Prints the totals (patterns matched, files matching, extras, crashes) and the worst files.

usage: errorcheck.py --corogo build/corogo [--goroot DIR] [-j N] [--update] [--worst N]
                     [--only SUBSTRING] [--show FILE]
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, "expected.txt")
TIMEOUT = 60

ERR_RX = re.compile(r"// (?:GC_)?ERROR (.*)")
QUOTES_RX = re.compile(r'"([^"]*)"')
LINE_RX = re.compile(r"LINE(([+-])([0-9]+))?")
DIAG_RX = re.compile(r"^([^:\s][^:]*):(\d+):(\d+): (?:error|warning): (.*)$")
CARET_RX = re.compile(r"^[ \t]*\^$")


def go_regexp(rx):
    """Go's RE2 syntax in Python's: the POSIX classes and \\pL-style classes Go's tests use"""
    classes = {"[:alpha:]": "a-zA-Z", "[:digit:]": "0-9", "[:alnum:]": "a-zA-Z0-9",
               "[:space:]": r"\s", "[:upper:]": "A-Z", "[:lower:]": "a-z"}
    for k, v in classes.items():
        rx = rx.replace(k, v)
    rx = rx.replace(r"\pL", r"[^\W\d_]").replace(r"\p{L}", r"[^\W\d_]")
    rx = re.sub(r"\(\?P<", "(?P<", rx)
    return rx


def wanted(path, short):
    """[(line, regexp string, compiled or None)] of the file's ERROR comments"""
    out = []
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    for i, line in enumerate(lines):
        n = i + 1
        if "////" in line:
            continue
        m = ERR_RX.search(line)
        if not m:
            continue
        for q in QUOTES_RX.findall(m.group(1)):
            def line_ref(mm, n=n):
                d = 0
                if mm.group(1):
                    d = int(mm.group(3)) * (1 if mm.group(2) == "+" else -1)
                return "%s:%d" % (short, n + d)
            rx = LINE_RX.sub(line_ref, q)
            try:
                c = re.compile(go_regexp(rx))
            except re.error:
                c = None
            out.append((n, rx, c))
    return out


def diagnostics(text):
    """[(line, message)] of corogo's positioned diagnostics, and the unpositioned error lines. A
    diagnostic is its header, its note lines, then the source line and the caret line."""
    diags, unpositioned = [], []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        m = DIAG_RX.match(lines[i])
        if not m:
            # (a package main without func main and without other errors is go build's error too)
            if (lines[i].startswith("corogo: error:") or lines[i].startswith("corogo: internal")) and \
                    "function main is undeclared in the main package" not in lines[i]:
                unpositioned.append(lines[i])
            i += 1
            continue
        msg = m.group(4)
        j = i + 1
        notes = []
        while j < len(lines) and not CARET_RX.match(lines[j]) and not DIAG_RX.match(lines[j]):
            notes.append(lines[j])
            j += 1
        if j < len(lines) and CARET_RX.match(lines[j]) and notes:
            notes.pop()  # the source line above the caret
            j += 1
        if notes:
            msg += "\n" + "\n".join(notes)
        diags.append((m.group(1), int(m.group(2)), msg))
        i = j
    return diags, unpositioned


def check_file(args):
    path, corogo = args
    short = os.path.basename(path)
    want = wanted(path, short)
    with tempfile.TemporaryDirectory() as tmp:
        try:
            p = subprocess.run([corogo, "build", "-target=riscv32-virt", "-e", "-o", os.path.join(tmp, "x.elf"), short],
                               cwd=os.path.dirname(path), capture_output=True, text=True, errors="replace",
                               timeout=TIMEOUT)
            status, text = p.returncode, p.stderr + p.stdout
        except subprocess.TimeoutExpired:
            status, text = "timeout", ""
    diags, unpositioned = diagnostics(text)
    crash = None
    if status == "timeout":
        crash = "timeout"
    elif status < 0:
        crash = "signal %d" % -status
    elif status not in (0, 1):
        crash = "exit %d" % status
    elif unpositioned:
        crash = "unpositioned: " + unpositioned[0]
    out = [(ln, msg) for f, ln, msg in diags if os.path.basename(f) == short]
    other = [(f, ln, msg) for f, ln, msg in diags if os.path.basename(f) != short]
    matched, missing = 0, []
    for ln, rx, c in want:
        cands = [d for d in out if d[0] == ln]
        if not cands:
            missing.append((ln, rx, None))
            continue
        took = [d for d in cands if c is not None and c.search(d[1])]
        for d in took:
            out.remove(d)
        if took:
            matched += 1
        else:
            missing.append((ln, rx, cands[0][1]))
    extras = len(out) + len(other)
    return {"file": path, "want": len(want), "matched": matched, "extras": extras, "crash": crash,
            "missing": missing, "extra_list": out, "status": status}


def errorcheck_files(goroot):
    files = []
    for d, _, names in os.walk(os.path.join(goroot, "test")):
        for n in names:
            if not n.endswith(".go"):
                continue
            p = os.path.join(d, n)
            with open(p, encoding="utf-8", errors="replace") as f:
                if f.readline().rstrip("\n") == "// errorcheck":
                    files.append(p)
    return sorted(files)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--corogo", required=True)
    ap.add_argument("--goroot", default=None)
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--update", action="store_true")
    ap.add_argument("--worst", type=int, default=15)
    ap.add_argument("--only", default=None)
    ap.add_argument("--show", default=None, help="print the unmatched patterns and extras of files containing this")
    a = ap.parse_args()
    goroot = a.goroot
    if not goroot:
        env = dict(os.environ, HOME=os.environ.get("HOME", tempfile.gettempdir()), GOTOOLCHAIN="local")
        try:
            goroot = subprocess.run(["go", "env", "GOROOT"], capture_output=True, text=True, env=env).stdout.strip()
        except OSError:
            goroot = ""
    if not goroot or not os.path.isdir(os.path.join(goroot, "test")):
        print("FAIL: the reference Go toolchain's test/ directory is missing (apt-get install golang-go, "
              "golang-1.19-src?): GOROOT=%r" % goroot, file=sys.stderr)
        return 1
    corogo = os.path.abspath(a.corogo)
    files = errorcheck_files(goroot)
    if a.only:
        files = [f for f in files if a.only in f]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.j)) as ex:
        results = list(ex.map(check_file, [(f, corogo) for f in files]))
    rel = lambda p: os.path.relpath(p, os.path.join(goroot, "test"))

    want = sum(r["want"] for r in results)
    matched = sum(r["matched"] for r in results)
    extras = sum(r["extras"] for r in results)
    ok = [r for r in results if r["matched"] == r["want"] and not r["extras"] and not r["crash"]]
    crashes = [r for r in results if r["crash"]]
    print("errorcheck: %d files, ERROR patterns matched %d / %d (%.1f%%), files matching %d / %d, "
          "extra diagnostics %d, crashes %d" % (len(results), matched, want, 100.0 * matched / max(1, want),
                                                len(ok), len(results), extras, len(crashes)))
    for r in crashes:
        print("  CRASH %s: %s" % (rel(r["file"]), r["crash"]))
    worst = sorted(results, key=lambda r: (r["matched"] - r["want"] - r["extras"], rel(r["file"])))
    print("worst files (patterns matched / patterns, extras):")
    for r in worst[:a.worst]:
        print("  %-40s %3d / %3d, %d extra" % (rel(r["file"]), r["matched"], r["want"], r["extras"]))
    if a.show:
        for r in results:
            if a.show in r["file"]:
                print("== %s (exit %s)" % (rel(r["file"]), r["status"]))
                for ln, rx, got in r["missing"]:
                    print("  line %d: want %r, got %r" % (ln, rx, got))
                for ln, msg in r["extra_list"]:
                    print("  line %d: extra %r" % (ln, msg))

    cur = {rel(r["file"]): (r["matched"], r["want"], int(r in ok)) for r in results}
    if a.update:
        with open(EXPECTED, "w") as f:
            f.write("# tests/errorcheck/errorcheck.py --update: per file of $(go env GOROOT)/test, patterns matched,\n"
                    "# patterns, 1 when every pattern matched and no extra diagnostic (a regression fails the test)\n")
            for k in sorted(cur):
                f.write("%s %d %d %d\n" % (k, *cur[k]))
        print("errorcheck: %s written" % EXPECTED)
        return 1 if crashes else 0
    exp = {}
    if os.path.exists(EXPECTED):
        with open(EXPECTED) as f:
            for line in f:
                if line.startswith("#") or not line.strip():
                    continue
                k, m, w, o = line.split()
                exp[k] = (int(m), int(w), int(o))
    worse, better = [], []
    for k, (m, w, o) in cur.items():
        if a.only is None and k not in exp:
            better.append("%s: new file (%d / %d)" % (k, m, w))
            continue
        if k not in exp:
            continue
        em, ew, eo = exp[k]
        if m < em or (eo and not o):
            worse.append("%s: %d / %d matched%s, expected %d%s" % (k, m, w, ", file matching" if o else "", em,
                                                                 ", file matching" if eo else ""))
        elif m > em or (o and not eo):
            better.append("%s: %d / %d matched, expected %d" % (k, m, w, em))
    for b in better:
        print("  better: " + b)
    if better:
        print("errorcheck: better than tests/errorcheck/expected.txt: run with --update to raise it")
    for w in worse:
        print("  WORSE: " + w)
    if worse or crashes:
        print("errorcheck: FAIL (%d regressions, %d crashes)" % (len(worse), len(crashes)))
        return 1
    print("errorcheck: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
