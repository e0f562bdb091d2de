#!/usr/bin/env bash
# bench/defer.sh [corogo] - what defer and panics cost (docs/defer.md), per board at -Os, under QEMU
# -icount shift=0 with bench/instret.c: instructions per call of a function with one defer
# (bench/defer_calls.go) against the same function calling its cleanup directly, and per call of a
# function with a bounds check against one whose index cannot be out of range; and the flash
# (.text) of both programs. Not a test: it prints a table and asserts nothing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corogo=$(realpath "${1:-$here/../build/corogo}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
text() { llvm-size-19 -A "$1" | awk '$1 == ".text" { print $2 }'; }
sed 's/^\tdefer cleanup()$/\tcleanup()/' "$here/defer_calls.go" >"$tmp/nodefer_calls.go"
echo "| board | call with one defer | call without | flash with | flash without | call with a bounds check | call without |"
echo "|---|---|---|---|---|---|---|"
for b in mps2-an385 riscv32-virt; do
    with=$("$corogo" run -target="$b" -Os -icount "$here/defer_calls.go" "$here/instret.c")
    without=$("$corogo" run -target="$b" -Os -icount "$tmp/nodefer_calls.go" "$here/instret.c")
    "$corogo" build -target="$b" -Os -o "$tmp/with.elf" "$here/defer_calls.go" "$here/instret.c"
    "$corogo" build -target="$b" -Os -o "$tmp/without.elf" "$tmp/nodefer_calls.go" "$here/instret.c"
    per() { awk -v k="$1" '$1 == k { printf "%.1f", $2 / 1000 }' <<<"$2"; }
    echo "| $b | $(per call "$with") | $(per call "$without") | $(text "$tmp/with.elf") | $(text "$tmp/without.elf") | $(per bounds "$with") | $(per nobounds "$with") |"
done
