#!/usr/bin/env bash
# run-error.sh <corogo> <name> - one diagnostics test, run from tests/errors: building <name>.go
# for mps2-an385 (with the flags of <name>.flags, if any) must fail with exit status 1 and print exactly <name>.err on stderr (byte for byte;
# a diff is shown on mismatch). The bare file name keeps the paths in the diagnostics stable.
set -uo pipefail

if [ $# -ne 2 ]; then
    echo "usage: $0 <corogo> <name>" >&2
    exit 2
fi
corogo=$1 name=$2

if [ ! -f "$name.err" ]; then
    echo "FAIL: $name.err is missing" >&2
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flags=() # <name>.flags: extra build flags on one line (e.g. -heap=none)
if [ -f "$name.flags" ]; then
    read -ra flags <"$name.flags"
fi
"$corogo" build -target=mps2-an385 "${flags[@]}" -o "$tmp/out.elf" "$name.go" >"$tmp/stdout" 2>"$tmp/stderr"
status=$?

fail=0
if [ "$status" -ne 1 ]; then
    echo "FAIL: corogo build $name.go exited with status $status, expected 1"
    fail=1
fi
if ! cmp -s "$name.err" "$tmp/stderr"; then
    echo "FAIL: diagnostics for $name.go differ from $name.err (--- expected, +++ actual):"
    diff -u --label expected --label actual "$name.err" "$tmp/stderr" | head -100
    fail=1
fi
if [ $fail -ne 0 ]; then
    exit 1
fi
echo "ok: $name"
