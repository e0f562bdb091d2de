#!/usr/bin/env bash
# run-ratio.sh <corogo> <board> <sequential.go> <opt>... - sequential awaits reuse frame storage:
# from `corogo build -size=full`, the frame of main.eleven$coro (eleven awaits in a row) must be at
# most 1.2 x the frame of main.one$coro (one await), and both must hold leaf's frame elided (not
# take it from the general pool). Prints the sizes and the ratio for each -O level.
set -uo pipefail
corogo=$1 board=$2 src=$3
shift 3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
for opt in "$@"; do
    if ! "$corogo" build -target="$board" $opt -size=full -o "$tmp/fw.elf" "$src" >"$tmp/report" 2>"$tmp/err"; then
        echo "FAIL: build $opt failed"; cat "$tmp/err"; fail=1; continue
    fi
    one=$(sed -nE 's/^main\.one\$coro: frame ([0-9]+) bytes.*/\1/p' "$tmp/report")
    eleven=$(sed -nE 's/^main\.eleven\$coro: frame ([0-9]+) bytes.*/\1/p' "$tmp/report")
    if [ -z "$one" ] || [ -z "$eleven" ]; then
        echo "FAIL: $opt: no frame sizes for main.one/main.eleven in the report"; cat "$tmp/report"; fail=1; continue
    fi
    if grep -q '^main\.leaf\$coro:.*general pool' "$tmp/report" ||
       ! grep -q '^main\.leaf\$coro:.*elided into main\.eleven\$coro' "$tmp/report"; then
        echo "FAIL: $opt: leaf is not elided into eleven"; cat "$tmp/report"; fail=1; continue
    fi
    ratio=$(awk -v a="$eleven" -v b="$one" 'BEGIN { printf "%.2f", a / b }')
    if [ $((eleven * 10)) -gt $((one * 12)) ]; then
        echo "FAIL: $opt on $board: eleven awaits $eleven bytes, one await $one bytes: ratio $ratio > 1.2"; fail=1
    else
        echo "ok: $opt on $board: eleven awaits $eleven bytes, one await $one bytes: ratio $ratio"
    fi
done
exit $fail
