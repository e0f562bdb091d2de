#!/usr/bin/env python3
"""reduce.py - minimise a program that the differential tester found failing: keep deleting and
simplifying pieces of it while the result still builds and runs under Go (exit 0, in time) and
corogo still fails on it the same way (same mismatch class, dtlib.verdict) on the given board and
optimisation level. Works on the gofmt-style layout gen.py writes (one statement a line, blocks
closed by a `}` at the opening line's indentation). Passes, repeated until none changes anything:
whole top-level declarations; statements and blocks (an if with its else chain, a for, a switch,
one case of a switch); unwrapping a block into its body; replacing calls and parenthesised
expressions by a constant. A deletion that leaves a variable unused gets `_ = x` (from go build's
message) instead of being rejected. The reduced program is rewritten after every step, so an
interrupted run keeps its progress.

    reduce.py [--target=riscv32-virt] [-O2] [--class=lost-output] (FILE.go | --seed N) [-o OUT.go]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dtlib  # noqa: E402
import gen  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
UNUSED = [re.compile(r"main\.go:(\d+):\d+: (\w+) declared but not used"),
          re.compile(r"main\.go:(\d+):\d+: declared and not used: (\w+)")]


class Reducer:
    def __init__(self, a):
        self.a = a
        self.tmp = tempfile.mkdtemp(prefix="difftest-reduce-")
        self.cache = {}
        self.tests = 0
        self.t0 = time.time()

    def build_go(self, src):
        """(fixed src, ok): go build, adding `_ = x` for variables a deletion left unused."""
        d = os.path.join(self.tmp, "go")
        os.makedirs(d, exist_ok=True)
        for _ in range(4):
            with open(os.path.join(d, "main.go"), "w") as f:
                f.write(dtlib.to_go(src))
            b = dtlib.run(["go", "build", "-o", "ref", "main.go"], 120, cwd=d, env=dtlib.go_env(self.a.gocache))
            if b.rc == 0:
                return src, True
            fixes = []
            for pat in UNUSED:
                fixes += [(int(m.group(1)), m.group(2)) for m in pat.finditer(b.out)]
            if not fixes:
                return src, False
            lines = src.split("\n")
            for ln, name in sorted(set(fixes), reverse=True):
                ind = re.match(r"\s*", lines[ln - 1]).group(0)
                if lines[ln - 1].rstrip().endswith("{"):
                    ind += "\t"
                lines.insert(ln, ind + "_ = " + name)
            src = "\n".join(lines)
        return src, False

    def interesting(self, src):
        """The (possibly fixed) source when it still fails the same way, else None."""
        if src in self.cache:
            return self.cache[src]
        self.tests += 1
        res = None
        fixed, ok = self.build_go(src)
        if ok:
            d = os.path.join(self.tmp, "go")
            ref = dtlib.run([os.path.join(d, "ref")], self.a.timeout, cwd=d)
            ref.expect = dtlib.expected_rc(fixed)
            if ref.rc == ref.expect:
                v, _, got = dtlib.check(self.a.corogo, fixed, self.a.target, self.a.opt, self.a.timeout,
                                        self.a.gocache, self.a.flags, ref=ref,
                                        workdir=os.path.join(self.tmp, "c"))
                if v == self.a.klass:
                    res = fixed
        self.cache[src] = res
        return res

    def save(self, src):
        with open(self.a.output, "w") as f:
            f.write(src)

    def accept(self, cand):
        r = self.interesting(cand)
        if r is not None and len(r) < len(self.cur):  # strictly smaller: the passes terminate
            self.cur = r
            self.save(r)
            return True
        return False

    # ------------------------------------------------------------ candidates
    @staticmethod
    def indent(line):
        return len(line) - len(line.lstrip("\t"))

    def block_end(self, lines, i):
        """Index of the `}` closing the block opened on line i (through else chains)."""
        ind = self.indent(lines[i])
        for j in range(i + 1, len(lines)):
            if self.indent(lines[j]) == ind and lines[j].strip().startswith("}"):
                if lines[j].strip().endswith("{"):  # } else {
                    continue
                return j
        return None

    def deletions(self, lines, i):
        """The program without the statement, block, case or declaration starting on line i."""
        s = lines[i].strip()
        if not s or s.startswith(("//", "package", "}", "func main()")):
            return
        if s.startswith(("case ", "default:")):
            ind = self.indent(lines[i])
            j = i + 1
            while j < len(lines) and not (self.indent(lines[j]) <= ind and lines[j].strip()):
                j += 1
            j -= 1
        elif s.endswith("{"):
            j = self.block_end(lines, i)
            if j is None:
                return
        else:
            j = i
        yield "\n".join(lines[:i] + lines[j + 1:])
        # a declaration with the `_ = x` lines that keep it used
        m = re.match(r"(?:var\s+)?(\w+)\s*(?::=|\s\w)", s)
        if m and j == i:
            blank = "_ = " + m.group(1)
            yield "\n".join(l for k, l in enumerate(lines) if k != i and l.strip() != blank)

    def scan(self, what, candidates):
        """For each line i: try candidates(lines, i) (whole programs) until one is accepted, then
        the same line again; True when something was accepted."""
        any_change = False
        i = 0
        while True:
            lines = self.cur.split("\n")
            if i >= len(lines):
                return any_change
            for cand in candidates(lines, i):
                if self.accept(cand):
                    self.progress("%s line %d: %s" % (what, i + 1, lines[i].strip()[:60]))
                    any_change = True
                    break
            else:
                i += 1

    def unwraps(self, lines, i):
        """The block opened on line i replaced by its then part, its else part(s), or a case."""
        s = lines[i].strip()
        if self.indent(lines[i]) < 1 or not s.endswith("{") or s.split()[0] not in ("if", "for", "switch"):
            return
        j = self.block_end(lines, i)
        if j is None:
            return
        parts, cur = [], []
        ind = self.indent(lines[i])
        for line in lines[i + 1:j]:
            if self.indent(line) == ind and line.strip():  # } else {, case, default
                if cur:
                    parts.append(cur)
                cur = []
            else:
                cur.append(line)
        parts.append(cur)
        for part in parts:
            ded = [line[1:] if line.startswith("\t") else line for line in part]
            yield "\n".join(lines[:i] + ded + lines[j + 1:])

    def simplifications(self, lines, i):
        """Line i with one call or parenthesised expression replaced by a constant."""
        line = lines[i]
        if self.indent(line) < 1 or line.strip().startswith("func "):
            return
        for (b, e) in self.groups(line):
            for lit in ("1", "true", "P{}", "[3]int{}"):
                cand_line = line[:b] + lit + line[e + 1:]
                if cand_line != line:
                    yield "\n".join(lines[:i] + [cand_line] + lines[i + 1:])

    @staticmethod
    def groups(line):
        """(begin, end) of each call NAME(...) or (...) group in line, outermost first."""
        out, stack = [], []
        for k, c in enumerate(line):
            if c == "(":
                b = k
                while b > 0 and (line[b - 1].isalnum() or line[b - 1] in "_."):
                    b -= 1
                stack.append(b)
            elif c == ")" and stack:
                b = stack.pop()
                head = line[b:line.index("(", b)]
                if head in ("func", "if", "for", "switch", "println") or head.endswith("println"):
                    continue
                out.append((b, k))
        out.sort(key=lambda g: (g[0] - g[1], g[0]))
        return out

    def progress(self, what):
        if not self.a.quiet:
            print("  %4d lines, %4d tests, %4.0f s: %s" % (self.cur.count("\n") + 1, self.tests,
                                                           time.time() - self.t0, what), flush=True)

    def run(self, src):
        r = self.interesting(src)
        if r is None:
            sys.exit("reduce: the program does not fail with %s on %s -O%s to begin with" % (
                self.a.klass, self.a.target, self.a.opt))
        self.cur = r
        self.save(r)
        while True:
            ch = self.scan("deleted", self.deletions)
            ch = self.scan("unwrapped", self.unwraps) or ch
            ch = self.scan("simplified", self.simplifications) or ch
            if not ch:
                break
        shutil.rmtree(self.tmp, ignore_errors=True)
        return self.cur


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("file", nargs="?", help="the failing program (or --seed)")
    ap.add_argument("--seed", type=int, help="generate the program of this seed (gen.py)")
    ap.add_argument("--size", default="small", choices=sorted(gen.SIZES))
    ap.add_argument("--fmt", action="store_true", help="with --seed: the program prints with fmt (gen_fmt.py)")
    ap.add_argument("--no-shapes", action="store_true", help="with --seed: without gen_shape.py's and gen_iflow.py's blocks")
    ap.add_argument("--iflow", action="store_true", help="with --seed: gen_iflow.py's block in every program")
    ap.add_argument("--target", default="riscv32-virt")
    ap.add_argument("-O", dest="opt", default="2", help="optimisation level: 0 1 2 s z (default 2)")
    ap.add_argument("--class", dest="klass", choices=dtlib.CLASSES,
                    help="the mismatch to keep (default: the input's)")
    ap.add_argument("--timeout", type=int, default=20)
    ap.add_argument("--flags", default="", help="extra corogo flags, space separated")
    ap.add_argument("--corogo", default=os.path.join(ROOT, "build", "corogo"))
    ap.add_argument("-q", dest="quiet", action="store_true", help="do not print every step")
    ap.add_argument("-o", dest="output", help="output (default: FILE-reduced-BOARD-O<level>.go)")
    a = ap.parse_args()
    a.flags = a.flags.split()
    a.corogo = os.path.abspath(a.corogo)
    a.gocache = os.environ.get("DIFFTEST_GOCACHE", os.path.join(ROOT, "build", "difftest", "gocache"))
    if a.seed is not None:
        src = gen.generate(a.seed, a.size, a.fmt, not a.no_shapes, a.iflow)
        base = "seed-%d" % a.seed
    elif a.file:
        src = open(a.file).read()
        base = a.file[:-3] if a.file.endswith(".go") else a.file
    else:
        ap.error("give a FILE or --seed")
    a.output = a.output or "%s-reduced-%s-O%s.go" % (base, a.target, a.opt)
    if a.klass is None:
        v, _, _ = dtlib.check(a.corogo, src, a.target, a.opt, a.timeout, a.gocache, a.flags)
        if v is None:
            sys.exit("reduce: the program matches Go on %s -O%s: nothing to reduce" % (a.target, a.opt))
        a.klass = v
    print("reduce: keeping %s on %s -O%s; writing %s" % (a.klass, a.target, a.opt, a.output), flush=True)
    r = Reducer(a)
    out = r.run(src)
    print("reduce: %d lines after %d tests, %.0f s: %s" % (out.count("\n") + 1, r.tests,
                                                            time.time() - r.t0, a.output))


if __name__ == "__main__":
    main()
