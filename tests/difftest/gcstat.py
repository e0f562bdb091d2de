#!/usr/bin/env python3
"""gcstat.py - how often the collector runs in generated programs: each seed's program gets a
runtime.ReadMemStats at the end of main and of every goroutine body printing NumGC and HeapAlloc,
runs under corogo with -heap=SIZE, and the largest NumGC printed is reported per seed, then the
number of seeds with NumGC > 0 (the measure behind difftest/ci-gc's heap size, README.md).

    python3 tests/difftest/gcstat.py --heap 8K --seed 101 --count 20
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402

STAT = '\tvar gcms runtime.MemStats\n\truntime.ReadMemStats(&gcms)\n\tprintln("NUMGC", gcms.NumGC, gcms.HeapAlloc)'


def instrument(src):
    lines = src.split("\n")
    if 'import "runtime"' not in src:
        lines.insert(2, 'import "runtime"')
    heads = [k for k, l in enumerate(lines) if l == "func main() {" or re.match(r"func g\d+\(id int\) \{", l)]
    for i in reversed(heads):
        lines.insert(i + lines[i:].index("}"), STAT)
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--heap", default="8K")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--size", default="small")
    ap.add_argument("--target", default="riscv32-virt")
    ap.add_argument("--corogo", default=os.path.join(os.path.dirname(__file__), "../../build/corogo"))
    a = ap.parse_args()
    collected = 0
    with tempfile.TemporaryDirectory() as tmp:
        prog = os.path.join(tmp, "prog.go")
        for s in range(a.seed, a.seed + a.count):
            with open(prog, "w") as f:
                f.write(instrument(gen.generate(s, a.size)))
            r = subprocess.run([a.corogo, "run", "-target=" + a.target, "-O2", "-timeout=60", "-heap=" + a.heap, prog],
                               capture_output=True, text=True)
            stats = [(int(n), int(h)) for n, h in re.findall(r"NUMGC (\d+) (\d+)", r.stdout + r.stderr)]
            if r.returncode != 0 or not stats:
                print("seed %d: exit %d %s" % (s, r.returncode, (r.stdout + r.stderr)[-120:].replace("\n", " | ")))
                continue
            n, h = max(stats)
            collected += n > 0
            print("seed %d: NumGC %d, HeapAlloc %d" % (s, n, h))
    print("-heap=%s: the collector ran in %d of %d programs" % (a.heap, collected, a.count))


if __name__ == "__main__":
    main()
