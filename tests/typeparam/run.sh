#!/usr/bin/env bash
# run.sh <corogo> [board] [filter-regex] - measure Go's own generics tests: every single-file
# `// run` program of $(go env GOROOT)/test/typeparam is built and run with `corogo run` on the
# board (riscv32-virt by default) and passes when its console output equals the program's .out
# file (none: no output) and it exits with status 0, as Go's test/run.go decides. Prints one line
# per program (PASS, or FAIL with the first line of the reason) and the totals; always exits 0
# (a measurement, not a test: docs/language.md reports the count).
set -uo pipefail
corogo=$(realpath "${1:?usage: run.sh <corogo> [board] [regex]}")
board=${2:-riscv32-virt}
filter=${3:-.}
dir=$(go env GOROOT)/test/typeparam
tmp=$(mktemp -d "${TMPDIR:-/tmp}/typeparam-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
pass=0 total=0
for src in "$dir"/*.go; do
    name=$(basename "$src" .go)
    [[ $name =~ $filter ]] || continue
    head -1 "$src" | grep -qE '^// run$' || continue
    total=$((total + 1))
    want=$dir/$name.out
    cp "$src" "$tmp/$name.go"
    (cd "$tmp" && timeout 60 "$corogo" run -target="$board" -timeout=20 "$name.go" >"$tmp/out" 2>"$tmp/err")
    rc=$?
    if [ $rc -eq 0 ] && { { [ -f "$want" ] && cmp -s "$want" "$tmp/out"; } || { [ ! -f "$want" ] && [ ! -s "$tmp/out" ]; }; }; then
        pass=$((pass + 1))
        echo "PASS $name"
    else
        reason=$(grep -m1 -E 'error|panic' "$tmp/err" "$tmp/out" | sed "s|$tmp/||; s|^[a-z]*:||")
        [ -z "$reason" ] && reason="exit status $rc, output differs"
        echo "FAIL $name: $reason"
    fi
    rm -f "$tmp/$name.go"
done
echo "typeparam: $pass of $total // run programs pass on $board"
