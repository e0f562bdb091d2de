#!/usr/bin/env bash
# run-optlevels.sh <corogo> <board> <programs dir> <isr dir> - the time, signal, UART and
# interrupt programs at every optimisation level: blocking package calls and interrupt handlers
# must behave the same whether frames are elided or not. Each program's .stdin is piped in, its
# .flags (e.g. -icount: deterministic time) are passed, its .out and .status (0 when absent) must
# match.
set -uo pipefail
corogo=$1 board=$2 pdir=$3 idir=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0 n=0
for src in "$pdir"/time_*.go "$pdir"/signal_*.go "$pdir"/uart_*.go "$pdir"/machine_*.go \
    "$pdir"/deadlock.go "$idir/$board"/*.go; do
    [ -e "$src" ] || continue
    base=${src%.go}
    name=$(basename "$base")
    stdin=/dev/null
    [ -e "$base.stdin" ] && stdin=$base.stdin
    want=0
    [ -e "$base.status" ] && want=$(tr -d '[:space:]' <"$base.status")
    flags=()
    [ -e "$base.flags" ] && { read -r -a flags <"$base.flags" || true; }
    for opt in -O0 -O1 -Os -Oz; do
        n=$((n + 1))
        "$corogo" run -target="$board" -timeout=30 $opt "${flags[@]}" "$src" <"$stdin" >"$tmp/out" 2>"$tmp/err"
        status=$?
        if [ "$status" != "$want" ] || ! cmp -s "$base.out" "$tmp/out"; then
            echo "FAIL: $name $opt on $board (status $status, expected $want)"
            diff -u --label expected --label actual "$base.out" "$tmp/out" | head -20
            head -10 "$tmp/err"
            fail=1
        fi
    done
done
[ $fail -eq 0 ] && echo "ok: $n runs of the interrupt/time programs at -O0/-O1/-Os/-Oz on $board"
exit $fail
