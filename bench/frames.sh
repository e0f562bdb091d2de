#!/usr/bin/env bash
# bench/frames.sh [corogo] - frame RAM per goroutine against await depth. For each depth d it
# generates a program whose goroutine awaits a chain l1 -> l2 -> ... -> ld (the last one suspends,
# every level keeps a local across its await), once as it is (small awaits inlined, cg_inline.c) and
# once with //go:noinline on every level, builds it with -size=full for each board and
# -O level, and prints the goroutine's frame (the chain is elided into one frame) and its pool
# slot (frame + 4-byte header, rounded up to the frame's alignment). Usage: bench/frames.sh [build/corogo]
set -euo pipefail
corogo=$(realpath "${1:-$(dirname "$0")/../build/corogo}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# shellcheck source=bench/gen.sh
source "$(dirname "$0")/gen.sh"

boards=(mps2-an385 riscv32-virt)
opts=(-O2 -Os)
for variant in inlined noinline; do
echo "awaits: $variant$([ $variant = noinline ] && echo ' (//go:noinline on every level: a coroutine per level, elided)')"
printf "%-6s" depth
for b in "${boards[@]}"; do for o in "${opts[@]}"; do printf " %22s" "$b $o"; done; done
printf "\n%-6s" ""
for b in "${boards[@]}"; do for o in "${opts[@]}"; do printf " %10s %11s" frame "slot/alloc"; done; done
echo
for d in 1 2 4 8 16 32; do
    gen_depth_go "$d" "$tmp/chain$d.go" "$([ $variant = noinline ] && echo noinline)"
    printf "%-6s" "$d"
    for b in "${boards[@]}"; do
        for o in "${opts[@]}"; do
            report=$("$corogo" build -target="$b" "$o" -size=full -o "$tmp/x.elf" "$tmp/chain$d.go")
            line=$(grep '^main\.g\$coro:' <<<"$report")
            frame=$(sed -nE 's/.*frame ([0-9]+) bytes.*/\1/p' <<<"$line")
            slot=$(sed -nE 's/.*pool [0-9]+×([0-9]+) = .*/\1/p' <<<"$line")
            general=$(grep -c 'general pool$' <<<"$report" || true)
            printf " %10s %11s" "$frame" "$slot/$((1 + general))"
        done
    done
    echo
done
done
echo "frame: the goroutine's whole frame in bytes (every level elided or inlined into it); slot: its"
echo "pool slot; alloc: frame allocations per goroutine (1 = the whole chain is one flat frame)"
