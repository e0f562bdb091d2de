#!/usr/bin/env bash
# bench/panic.sh [corogo] - what panic positions cost in flash (issue #31; docs/debugging.md). Per
# board and program (-Os): the image's flash with the default -panic=print, the site tables in it
# (corogo_panic_sites: a 4-byte word per distinct site; corogo_panic_names: the function and file
# names, each once, in one string), the number of sites, and the image with -panic=trap, where every
# panic of compiled code is a trap instruction (no messages, no sites, no tables). The stores of
# the site numbers are in the difference between the two images (saved), not in the tables column. Not a test: it prints a table.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corogo=$(realpath "${1:-$here/../build/corogo}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
programs="$here/../tests/programs/lang_index_panic.go $here/../tests/programs/await_inline.go $here/../tests/programs/map_iface_keys.go"

flash() { # the flash column of corogo build -size=short
    "$corogo" build "$@" -size=short | awk 'NR == 2 { print $4 }'
}

echo "panic positions: flash in bytes (-Os)"
printf '%-14s %-22s %8s %7s %6s %8s %8s\n' board program print tables sites trap saved
for board in mps2-an385 riscv32-virt; do
    for p in $programs; do
        name=$(basename "$p" .go)
        with=$(flash -target="$board" -Os -o "$tmp/a.elf" "$p")
        trap_=$(flash -target="$board" -Os -panic=trap -o "$tmp/b.elf" "$p")
        read -r sites tables < <(llvm-nm-19 -S "$tmp/a.elf" | while read -r _ size _ sym; do
            case $sym in corogo_panic_sites | corogo_panic_names) echo "$sym $((16#$size))" ;; esac
        done | awk '$1 == "corogo_panic_sites" { n = $2 / 4 - 1 } { t += $2 } END { printf "%d %d\n", n, t }')
        printf '%-14s %-22s %8d %7d %6d %8d %8d\n' "$board" "$name" "$with" "$tables" "$sites" "$trap_" $((with - trap_))
    done
done
echo

# call positions (runtime.Caller, Callers, Stack: docs/debugging.md, "Call positions"): a program
# that uses them (log does) keeps a record {prev, site} per active Go function, with a store of the
# call's site before each call; the site table keeps the sites of the code that is linked (the
# records' numbers are renumbered with the panic sites, src/transform/panicsites.c)
echo "call positions: flash in bytes (-Os)"
printf '%-14s %-22s %8s %7s %6s\n' board program flash tables sites
for board in mps2-an385 riscv32-virt; do
    for p in $here/../tests/programs/runtime_caller.go $here/../tests/programs/stdlib_log.go; do
        with=$(flash -target="$board" -Os -o "$tmp/a.elf" "$p")
        read -r sites tables < <(llvm-nm-19 -S "$tmp/a.elf" | while read -r _ size _ sym; do
            case $sym in corogo_panic_sites | corogo_panic_names) echo "$sym $((16#$size))" ;; esac
        done | awk '$1 == "corogo_panic_sites" { n = $2 / 4 - 1 } { t += $2 } END { printf "%d %d\n", n, t }')
        printf '%-14s %-22s %8d %7d %6d\n' "$board" "$(basename "$p" .go)" "$with" "$tables" "$sites"
    done
done
echo
