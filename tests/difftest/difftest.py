#!/usr/bin/env python3
"""difftest.py - the differential tester's driver: for each seed of a range, generate a program
(gen.py), run its Go reference once (go build; dtlib.py), then run it with
`corogo run -target=BOARD -O<level>` for every configured board and level, and compare the output
per goroutine and the exit status. Seeds run in parallel (-j). Each mismatch is classified
(dtlib.CLASSES) and kept under the output directory with the program, Go's output and corogo's:
OUT/seed-N/{prog.go, go/main.go, go.out, BOARD-O<level>.out, report.txt}. A seed passes when all
its runs match. Ends with a table of mismatch classes per board and level and the line
`N passed, M failed` (seeds). Exit status 0 when nothing failed.

    difftest.py --seed 1 --count 60 [-j N] [--boards riscv32-virt:1,mps2-an385:4] [--opts 0,1,2,s,z]

`--boards NAME:K` runs NAME on every K-th seed (seed % K == 0).
"""
import argparse
import concurrent.futures
import os
import shutil
import sys
import threading
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dtlib  # noqa: E402
import gen  # noqa: E402
import gen_fill  # noqa: E402
import gen_fmtflow  # noqa: E402
import gen_iflow  # noqa: E402
import gen_panicflow  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def parse_boards(text):
    out = []
    for item in text.split(","):
        if not item:
            continue
        name, _, every = item.partition(":")
        out.append((name, int(every or "1")))
    return out


def run_seed(a, seed):
    """Returns (seed, [(board, opt, verdict)], seconds)."""
    t0 = time.time()
    try:
        if a.fill or a.fill_noalloc:
            src = gen_fill.program(seed, a.fill_noalloc)
        elif a.fmtflow:
            src = gen_fmtflow.program(seed)
        elif a.panicflow:
            src = gen_panicflow.program(seed)
        elif a.iflow_closed:
            src = gen_iflow.closed_program(seed)
        else:
            src = gen.generate(seed, a.size, a.fmt, not a.no_shapes, a.iflow)
    except Exception:  # a generator bug: report it as this seed's failure, go on with the others
        keep = os.path.join(a.out, "seed-%d" % seed)
        os.makedirs(keep, exist_ok=True)
        with open(os.path.join(keep, "report.txt"), "w") as f:
            f.write("seed %d: gen.py failed\n%s" % (seed, traceback.format_exc()))
        return seed, [("go", "-", "bad-program")], time.time() - t0
    work = os.path.join(a.out, "work", "seed-%d" % seed)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    path = os.path.join(work, "prog.go")
    with open(path, "w") as f:
        f.write(src)
    ref = dtlib.reference(src, os.path.join(work, "go"), a.gocache, a.timeout)
    results, outputs = [], {}
    if ref.rc != ref.expect:
        results.append(("go", "-", "bad-program"))
    else:
        for board, every in a.boards:
            if seed % every:
                continue
            for opt in a.opts:
                got = dtlib.corogo(a.corogo, path, board, opt, a.timeout, a.flags)
                v = dtlib.verdict(ref, got)
                if v == "timeout":  # once more: a loaded machine can starve the emulator
                    again = dtlib.corogo(a.corogo, path, board, opt, a.timeout, a.flags)
                    if dtlib.verdict(ref, again) is None:
                        print("seed %d: %s -O%s timed out once, passed when run again" % (seed, board, opt),
                              flush=True)
                        got, v = again, None
                results.append((board, opt, v))
                if v:
                    outputs[(board, opt)] = got
    failed = any(v for _, _, v in results)
    if failed or a.keep_all:
        keep = os.path.join(a.out, "seed-%d" % seed)
        shutil.rmtree(keep, ignore_errors=True)
        shutil.move(work, keep)
        with open(os.path.join(keep, "go.out"), "w") as f:
            f.write(ref.out)
        report = ["seed %d: go exit %d%s" % (seed, ref.rc, (" (%s)" % ref.note) if ref.note else "")]
        for (board, opt), got in sorted(outputs.items()):
            name = "%s-O%s" % (board, opt)
            with open(os.path.join(keep, name + ".out"), "w") as f:
                f.write(got.out)
            v = dtlib.verdict(ref, got)
            report.append("%s: %s (exit %d)" % (name, v, got.rc))
            report.append(dtlib.grouped_diff(ref, got) if v in ("lost-output", "wrong-value")
                          else got.out.strip()[:2000])
            report.append("reduce: tests/difftest/reduce.py --target=%s -O%s %s/prog.go" % (board, opt, keep))
        with open(os.path.join(keep, "report.txt"), "w") as f:
            f.write("\n".join(report) + "\n")
    else:
        shutil.rmtree(work, ignore_errors=True)
    return seed, results, time.time() - t0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    ap.add_argument("--count", "-n", type=int, default=60, help="number of seeds (default 60)")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2, help="parallel seeds (default nproc)")
    ap.add_argument("--boards", default="riscv32-virt:1,mps2-an385:4",
                    help="BOARD:K,... run BOARD on seeds divisible by K (default riscv32-virt:1,mps2-an385:4)")
    ap.add_argument("--opts", default="0,1,2,s,z", help="optimisation levels (default 0,1,2,s,z)")
    ap.add_argument("--size", default="small", choices=sorted(gen.SIZES), help="program size")
    ap.add_argument("--fmt", action="store_true", help="programs also print with fmt (gen_fmt.py)")
    ap.add_argument("--no-shapes", action="store_true", help="programs without gen_shape.py's and gen_iflow.py's blocks")
    ap.add_argument("--iflow", action="store_true",
                    help="gen_iflow.py's interface flows in every program (also with --no-shapes)")
    ap.add_argument("--iflow-closed", action="store_true",
                    help="programs of gen_iflow.py's interface flows alone: a few types, no recover, no fmt")
    ap.add_argument("--fmtflow", action="store_true",
                    help="programs of gen_fmtflow.py's formatting flows alone: fmt, strconv, unicode")
    ap.add_argument("--panicflow", action="store_true",
                    help="programs of gen_panicflow.py alone: goroutines that panic, recover and suspend in "
                         "deferred calls, run-time errors, Goexit, generics; some end in an unrecovered panic")
    ap.add_argument("--fill", action="store_true",
                    help="programs of gen_fill.py alone: struct fields filled through pointers, unsafe, "
                         "sync/atomic, the C runtime (ReadMemStats), reflect, read back")
    ap.add_argument("--fill-noalloc", action="store_true",
                    help="gen_fill.py's programs that allocate nothing at run time, built with -heap=none")
    ap.add_argument("--timeout", type=int, default=60,
                    help="seconds per run (corogo run -timeout=); a timeout is retried once")
    ap.add_argument("--flags", default="", help="extra corogo flags, space separated")
    ap.add_argument("--corogo", default=os.path.join(ROOT, "build", "corogo"))
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "difftest"),
                    help="output directory (failing seeds are kept in OUT/seed-N)")
    ap.add_argument("--keep-all", action="store_true", help="keep passing seeds too")
    ap.add_argument("--quiet", "-q", action="store_true", help="no progress lines")
    a = ap.parse_args()
    a.boards = parse_boards(a.boards)
    a.opts = [o for o in a.opts.split(",") if o]
    a.flags = a.flags.split() + (["-heap=none"] if a.fill_noalloc else [])
    a.corogo = os.path.abspath(a.corogo)
    a.out = os.path.abspath(a.out)
    a.gocache = os.environ.get("DIFFTEST_GOCACHE", os.path.join(a.out, "gocache"))
    os.makedirs(a.out, exist_ok=True)
    if not os.access(a.corogo, os.X_OK):
        sys.exit("difftest: %s is not an executable (run make first)" % a.corogo)
    if not shutil.which("go"):
        sys.exit("difftest: the reference Go toolchain (go) is not installed (apt-get install golang-go)")
    for d in os.listdir(a.out):  # stale results of an earlier run
        if d.startswith("seed-") or d == "work":
            shutil.rmtree(os.path.join(a.out, d), ignore_errors=True)

    seeds = range(a.seed, a.seed + a.count)
    configs = ["%s -O%s" % (b, o) for b, _ in a.boards for o in a.opts]
    counts = {}  # (class, config) -> n
    runs = {c: 0 for c in configs}
    passed = failed = 0
    lock = threading.Lock()
    t0 = time.time()
    print("difftest: seeds %d..%d, %s, -O%s, %d jobs, programs %s, output in %s" % (
        a.seed, a.seed + a.count - 1, ", ".join("%s every %d" % b if b[1] > 1 else b[0] for b in a.boards),
        ",".join(a.opts), a.j, a.size, a.out), flush=True)
    with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
        futures = [ex.submit(run_seed, a, s) for s in seeds]
        for n, fut in enumerate(concurrent.futures.as_completed(futures), 1):
            seed, results, secs = fut.result()
            with lock:
                bad = [(b, o, v) for b, o, v in results if v]
                for b, o, v in results:
                    if b != "go":
                        runs["%s -O%s" % (b, o)] += 1
                    if v:
                        key = (v, "%s -O%s" % (b, o) if b != "go" else "go")
                        counts[key] = counts.get(key, 0) + 1
                if bad:
                    failed += 1
                    if not a.quiet:
                        print("seed %d FAILED: %s -> %s/seed-%d" % (
                            seed, ", ".join("%s -O%s %s" % x if x[0] != "go" else x[2] for x in bad),
                            a.out, seed), flush=True)
                else:
                    passed += 1
                if not a.quiet and (n % 10 == 0 or n == len(futures)):
                    print("[%d/%d] %d passed, %d failed, %.0f s" % (n, len(futures), passed, failed,
                                                                   time.time() - t0), flush=True)
    shutil.rmtree(os.path.join(a.out, "work"), ignore_errors=True)
    # summary: classes x configurations
    classes = [c for c in dtlib.CLASSES if any(k[0] == c for k in counts)]
    if classes:
        cols = configs + (["go"] if any(k[1] == "go" for k in counts) else [])
        w = max(len(c) for c in classes) + 2
        print("mismatches per run (%s):" % ", ".join("%s %d runs" % (c, runs[c]) for c in configs))
        print(" " * w + "".join("%-20s" % c for c in cols))
        for cl in classes:
            print("%-*s" % (w, cl) + "".join("%-20d" % counts.get((cl, c), 0) for c in cols))
        for cl in classes:
            print("  %s: %s" % (cl, dtlib.CLASS_HELP[cl]))
    print("%.0f s; a seed passes when all its runs match Go" % (time.time() - t0))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
