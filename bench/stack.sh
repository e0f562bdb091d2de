#!/usr/bin/env bash
# bench/stack.sh [corogo] - what catching stack overflow costs (docs/memory.md, "What it costs"),
# per board: the flash of examples/demo.go (-Os, as corogo build -size=short), the instructions of
# the recursions of bench/stack_calls.go (small frames: the guard alone; big frames: the compiler's
# stack limit check) and of one interrupt (bench/stack_irq.go: trap entry included), under QEMU
# -icount shift=0 with bench/instret.c (riscv32-virt: minstret; mps2-an385: the 25 MHz time base,
# 40-instruction steps); then the worst-case stack reported against the stack really used. Run it on
# an older commit for the "before" column. Not a test: it prints a
# table and asserts nothing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corogo=$(realpath "${1:-$here/../build/corogo}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sed 's/timerIRQ = 11/timerIRQ = 9/; s/interrupt 11/interrupt 9/' "$here/stack_irq.go" >"$tmp/stack_irq_mps2.go"
echo "| board | demo.go flash | small-frame recursion (400 calls) | big-frame recursion (60 calls) | per interrupt |"
echo "|---|---|---|---|---|"
for b in mps2-an385 riscv32-virt; do
    flash=$("$corogo" build -target="$b" -Os -size=short -o "$tmp/demo.elf" "$here/../examples/demo.go" | awk 'NR == 2 { print $4 }')
    calls=$("$corogo" run -target="$b" -Os -icount "$here/stack_calls.go" "$here/instret.c")
    irq=$here/stack_irq.go
    [ "$b" = mps2-an385 ] && irq=$tmp/stack_irq_mps2.go
    per=$("$corogo" run -target="$b" -Os -icount "$irq" "$here/instret.c" | awk '{ print $2 }')
    echo "| $b | $flash | $(awk '$1 == "small" { print $2 }' <<<"$calls") | $(awk '$1 == "big" { print $2 }' <<<"$calls") | $per |"
done
# the worst case corogo build -size=short reports against the stack the program really used (the
# stack painted at main's start, tests/frames/stackpaint.c), -Os
paint=$here/../tests/frames/stackpaint.c
echo
echo "| board | program | worst case reported | used (painted) | reported / used |"
echo "|---|---|---|---|---|"
for b in mps2-an385 riscv32-virt; do
    for p in "$here/../tests/frames/stack_known" "$here/../tests/frames/stack_irq" "$here/stack_goroutines.go"; do
        total=$("$corogo" build -target="$b" -Os -size=short -o "$tmp/p.elf" "$p" "$paint" | sed -nE 's/^stack use: at most ([0-9]+) of .*/\1/p')
        used=$("$corogo" run -target="$b" -Os "$p" "$paint" | sed -nE 's/^stack used ([0-9]+)$/\1/p')
        echo "| $b | $(basename "$p") | $total | $used | $(awk -v t="$total" -v u="$used" 'BEGIN { printf "%.3f", t / u }') |"
    done
done
