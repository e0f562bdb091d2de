#!/usr/bin/env bash
# run-stack.sh <corogo> <board> <program> <opt>... - the worst-case stack a build reports against
# the stack the program really uses: <program> (a .go file or a package directory) calls
# stack_paint() first and prints "stack used N" at its end (stackpaint.c, linked in); for each -O
# level the reported worst case ("stack use: at most T of S bytes") must be bounded, at least N, and
# within 10% of it. One `corogo run -size=short` per level builds, reports (on stderr) and runs the image.
set -uo pipefail
corogo=$1 board=$2 src=$3
shift 3
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
for opt in "$@"; do
    "$corogo" run -target="$board" $opt -size=short "$src" "$here/stackpaint.c" >"$tmp/out" 2>"$tmp/report"
    total=$(sed -nE 's/^stack use: at most ([0-9]+) of .*/\1/p' "$tmp/report")
    if [ -z "$total" ]; then echo "FAIL: $opt: no bounded worst case"; cat "$tmp/report" "$tmp/out"; fail=1; continue; fi
    used=$(sed -nE 's/^stack used ([0-9]+)$/\1/p' "$tmp/out")
    if [ -z "$used" ]; then echo "FAIL: $opt: the program did not say what it used"; cat "$tmp/out"; fail=1; continue; fi
    if [ "$total" -lt "$used" ] || [ $((total * 10)) -gt $((used * 11)) ]; then
        echo "FAIL: $opt: reported $total bytes, used $used"; fail=1
    else
        echo "ok: $(basename "$src") $opt on $board: reported $total bytes, used $used"
    fi
done
exit $fail
