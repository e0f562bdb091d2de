#!/usr/bin/env bash
# run-smoke.sh <bench.sh> <corogo> - run the benchmark suite in smoke mode and check the shape of
# its markdown table, not its numbers: the header, at least 15 rows of 7 cells, a number in the
# corogo column of every row, and a number (or "—" where a baseline has no such row) in every other
# cell, with a ratio wherever both are numbers.
set -uo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$1" -smoke "$2" >"$tmp/out" 2>"$tmp/err"
status=$?
if [ $status -ne 0 ]; then
    echo "FAIL: bench.sh -smoke exited with status $status"
    cat "$tmp/out" "$tmp/err"
    exit 1
fi
awk '
    /^\| row \| corogo \|/ { header = 1; next }
    header && /^\|---/ { next }
    header && /^\| / {
        n = split($0, c, "|")
        if (n != 9) { printf "FAIL: row with %d cells: %s\n", n - 2, $0; bad = 1; next }
        if (c[3] !~ /^ [0-9]+(\.[0-9])? $/) { printf "FAIL: corogo cell \"%s\": %s\n", c[3], $0; bad = 1 }
        for (i = 4; i <= 8; i++)
            if (c[i] !~ /^ (—|[0-9]+(\.[0-9])?( \([0-9]+\.[0-9][0-9]×\))?) $/) {
                printf "FAIL: cell \"%s\": %s\n", c[i], $0; bad = 1
            }
        rows++
    }
    END {
        if (!header) { print "FAIL: no table header"; exit 1 }
        if (rows < 15) { printf "FAIL: %d rows\n", rows; exit 1 }
        if (bad) exit 1
        printf "ok: %d rows\n", rows
    }' "$tmp/out" || { cat "$tmp/out" "$tmp/err"; exit 1; }
