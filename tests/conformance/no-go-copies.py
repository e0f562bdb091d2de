#!/usr/bin/env python3
"""no-go-copies.py - the repository holds no copy of Go's sources.

Every file tracked by git (or, outside a git checkout, every file under the tree) is compared with
every file of the installed Go distribution ($(go env GOROOT): src/, test/, misc/, lib/): a file
whose content is the same, byte for byte or after removing all white space, is a copy, and is
listed (exit 1). Files shorter than 64 bytes after normalising are ignored (an empty .out, a
one-line expected output). corogo depends on Go's library; it does not carry it (issue #26).
"""
import hashlib
import os
import subprocess
import sys

MIN = 64


def digests(data):
    norm = b"".join(data.split())
    if len(norm) < MIN:
        return None
    return hashlib.sha256(data).hexdigest(), hashlib.sha256(norm).hexdigest()


def main():
    top = sys.argv[1] if len(sys.argv) > 1 else "."
    groot = subprocess.run(["go", "env", "GOROOT"], capture_output=True, text=True, check=True).stdout.strip()
    ours = {}
    try:
        names = subprocess.run(["git", "-C", top, "ls-files", "-z"], capture_output=True, check=True).stdout
        files = [n.decode() for n in names.split(b"\0") if n]
    except (subprocess.CalledProcessError, FileNotFoundError):
        files = [os.path.relpath(os.path.join(d, f), top) for d, _, fs in os.walk(top) for f in fs
                 if "/.git" not in d and "/build" not in d]
    for name in files:
        p = os.path.join(top, name)
        if not os.path.isfile(p) or os.path.islink(p):
            continue
        with open(p, "rb") as f:
            d = digests(f.read())
        if d:
            for h in d:
                ours.setdefault(h, []).append(name)
    found = {}
    for sub in ("src", "test", "misc", "lib"):
        for d, _, fs in os.walk(os.path.join(groot, sub)):
            for f in fs:
                p = os.path.join(d, f)
                if os.path.islink(p):
                    continue
                try:
                    with open(p, "rb") as fh:
                        dg = digests(fh.read())
                except OSError:
                    continue
                if not dg:
                    continue
                for h in dg:
                    for name in ours.get(h, []):
                        found.setdefault(name, os.path.relpath(p, groot))
    for name in sorted(found):
        print("no-go-copies: %s is a copy of $GOROOT/%s" % (name, found[name]))
    print("no-go-copies: %d tracked files checked against %s: %d copies" % (len(files), groot, len(found)))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
