#!/usr/bin/env bash
# run-optlevels.sh <corogo> <board> <programs dir> - the coroutine programs (seed_* and coro_*) at
# every optimisation level: the coroutine passes run at -O0 too, and elision or inlining at the
# higher levels must not change what a program prints.
set -uo pipefail
corogo=$1 board=$2 dir=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0 n=0
for src in "$dir"/seed_*.go "$dir"/coro_*.go; do
    name=$(basename "$src" .go)
    for opt in -O0 -O1 -O2 -Os -Oz; do
        n=$((n + 1))
        "$corogo" run -target="$board" -timeout=30 $opt "$src" >"$tmp/out" 2>"$tmp/err"
        status=$?
        if [ $status -ne 0 ] || ! cmp -s "$dir/$name.out" "$tmp/out"; then
            echo "FAIL: $name $opt on $board (status $status)"
            diff -u --label expected --label actual "$dir/$name.out" "$tmp/out" | head -20
            head -10 "$tmp/err"
            fail=1
        fi
    done
done
[ $fail -eq 0 ] && echo "ok: $n runs of the coroutine programs at -O0/-O1/-O2/-Os/-Oz on $board"
exit $fail
