#!/usr/bin/env bash
# run-heapnone.sh <corogo> <board> <frames dir> <programs dir> - -heap=none: heapnone.go must fail
# to build with status 1 and exactly heapnone.err (every run-time allocation named at its
# position, static package-level objects accepted); the seed examples, the deep-await programs and
# this folder's programs must build with -heap=none, link no arena (rt_arena is 0 bytes), and still
# print their .out.
set -uo pipefail
corogo=$1 board=$2 fdir=$3 pdir=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
(cd "$fdir" && "$corogo" build -target="$board" -heap=none -o "$tmp/x.elf" heapnone.go) >/dev/null 2>"$tmp/err"
status=$?
if [ $status -ne 1 ] || ! cmp -s "$fdir/heapnone.err" "$tmp/err"; then
    echo "FAIL: heapnone.go with -heap=none: status $status (expected 1), diagnostics (--- expected, +++ actual):"
    diff -u --label expected --label actual "$fdir/heapnone.err" "$tmp/err" | head -40
    fail=1
fi
for src in "$pdir"/seed_*.go "$pdir"/coro_deep.go "$pdir"/coro_loops.go "$pdir"/coro_mutual.go \
           "$pdir"/coro_recursive.go "$pdir"/coro_spawn.go "$pdir"/coro_gosched.go "$pdir"/closure_frame.go \
           "$fdir"/chain.go "$fdir"/sequential.go; do
    name=$(basename "$src" .go)
    if ! "$corogo" build -target="$board" -heap=none -o "$tmp/$name.elf" "$src" 2>"$tmp/err"; then
        echo "FAIL: $name does not build with -heap=none:"; head -20 "$tmp/err"; fail=1; continue
    fi
    arena=$(llvm-nm-19 -S "$tmp/$name.elf" | awk '$4 == "rt_arena" { print $2 }')
    if [ -n "$arena" ] && [ $((16#$arena)) -ne 0 ]; then
        echo "FAIL: $name: -heap=none linked a $((16#$arena))-byte arena"; fail=1
    fi
    if [ -f "${src%.go}.out" ]; then
        "$corogo" run -target="$board" -heap=none -timeout=30 "$src" >"$tmp/out" 2>&1
        if [ $? -ne 0 ] || ! cmp -s "${src%.go}.out" "$tmp/out"; then
            echo "FAIL: $name with -heap=none on $board:"; diff -u "${src%.go}.out" "$tmp/out" | head -20; fail=1; continue
        fi
    fi
    echo "ok: $name builds with -heap=none on $board"
done
exit $fail
