#!/usr/bin/env bash
# bench/fmt.sh [corogo] - what Go's fmt (compiled from GOROOT) costs: flash and RAM (data + bss;
# the main stack is separate) of bench/hello_fmt.go (fmt.Println("hello")) and bench/printf_fmt.go
# (fmt.Printf of an int, a string, a float64 and a struct), -Oz and -Os, per board, as corogo
# build -size=short reports them, with the ratio to TinyGo v0.33.0's flash for hello_fmt.go on the
# same boards (45,788 B on mps2-an385, 54,520 B on riscv32-virt; ../shared/bench-programs/README.md).
# Goals (issue #27): hello <= half of TinyGo's flash and <= 2,048 B of RAM; the Printf program
# <= 28 KiB of flash. Not a test: it prints a table.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corogo=$(realpath "${1:-$here/../build/corogo}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

tinygo() { # TinyGo's flash for hello_fmt.go
    case $1 in mps2-an385) echo 45788 ;; riscv32-virt) echo 54520 ;; esac
}

echo "fmt from GOROOT: flash and RAM (data + bss, main stack not included) in bytes"
printf '%-14s %-11s %-4s %8s %7s %8s %10s\n' board program opt flash RAM tinygo ratio
for board in mps2-an385 riscv32-virt; do
    for prog in hello_fmt printf_fmt; do
        for opt in -Oz -Os; do
            read -r flash ram < <("$corogo" build -target="$board" "$opt" -size=short -o "$tmp/fw.elf" \
                "$here/$prog.go" | awk 'NR == 2 { print $4, $5 }')
            tg=$(tinygo "$board")
            printf '%-14s %-11s %-4s %8d %7d %8d %9.2fx\n' "$board" "$prog" "$opt" "$flash" "$ram" "$tg" \
                "$(echo "$flash / $tg" | bc -l)"
        done
    done
done
echo "goals (issue #27): hello_fmt flash <= 22,894 B (mps2-an385) / 27,260 B (riscv32-virt), RAM <= 2,048 B;"
echo "printf_fmt flash <= 28,672 B"
echo
