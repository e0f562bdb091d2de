#!/usr/bin/env bash
# bench/run.sh [corogo] - the benchmark suite: instructions per goroutine resume against await depth
# (bench/resume.go), on riscv32-virt under QEMU -icount shift=0, where minstret counts retired guest
# instructions exactly and repeatably. Prints a table per optimisation level. Not a test: it asserts
# nothing; compare the table with docs/coroutines.md and the field notes (hand-written IR: 19
# instructions per resume; C++20 with symmetric transfer: 20-21; both exclude a scheduler).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corogo=${1:-$here/../build/corogo}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for opt in -Os -O2; do
    "$corogo" build -target=riscv32-virt $opt -o "$tmp/resume.elf" "$here/resume.go" "$here/instret.c"
    timeout 60 qemu-system-riscv32 -M virt -bios none -display none -serial stdio -monitor none \
        -icount shift=0 -kernel "$tmp/resume.elf" </dev/null >"$tmp/out"
    echo "resume cost, riscv32-virt $opt (instructions per resume, scheduler round trip included)"
    printf '%-8s %s\n' depth instructions
    awk '/^depth/ { printf "%-8s %s\n", $2, $6 }' "$tmp/out"
    echo
done
