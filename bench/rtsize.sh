#!/usr/bin/env bash
# bench/rtsize.sh [corogo] - flash of small real programs against TinyGo's (issue #32): the five size
# programs measured side by side with TinyGo v0.33.0 (-opt=z) on the same QEMU boards
# (../shared/bench-programs/README.md; copies here: demo_wait, blinky, pipeline, blocked50, mapslice),
# built with corogo at -Oz and -Os on mps2-an385 and riscv32-virt; prints flash (text + data) and RAM
# (data + bss; the main stack apart) as corogo build -size=short reports them, TinyGo's flash and the
# ratio. Then the speed rows the runtime's size work must not slow down (riscv32-virt, -icount,
# instructions per operation, bench/map.go and bench/chan.go at -Os as bench/bench.sh builds them),
# beside their figures before that work. Goals (issue #32): flash <= TinyGo's; speed no worse than
# 1.2x the "before" column. Not a test: it prints tables.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corogo=$(realpath "${1:-$here/../build/corogo}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
declare -A R

tinygo() { # TinyGo v0.33.0's flash: <board> <program>
    case $1/$2 in
    mps2-an385/demo_wait) echo 4212 ;; riscv32-virt/demo_wait) echo 4460 ;;
    mps2-an385/blinky) echo 4416 ;; riscv32-virt/blinky) echo 4744 ;;
    mps2-an385/pipeline) echo 5184 ;; riscv32-virt/pipeline) echo 5808 ;;
    mps2-an385/blocked50) echo 5292 ;; riscv32-virt/blocked50) echo 6028 ;;
    mps2-an385/mapslice) echo 6184 ;; riscv32-virt/mapslice) echo 6956 ;;
    esac
}

echo "small programs against TinyGo v0.33.0 (-opt=z): flash (text + data) and RAM (data + bss, main"
echo "stack not included) in bytes; ratio = corogo flash / TinyGo flash"
printf '%-14s %-10s %-4s %7s %6s %7s %7s\n' board program opt flash RAM tinygo ratio
for board in mps2-an385 riscv32-virt; do
    for prog in demo_wait blinky pipeline blocked50 mapslice; do
        for opt in -Oz -Os; do
            read -r flash ram < <("$corogo" build -target="$board" "$opt" -size=short -o "$tmp/fw.elf" \
                "$here/$prog.go" | awk 'NR == 2 { print $4, $5 }')
            tg=$(tinygo "$board" "$prog")
            printf '%-14s %-10s %-4s %7d %6d %7d %6.2fx\n' "$board" "$prog" "$opt" "$flash" "$ram" "$tg" \
                "$(echo "$flash / $tg" | bc -l)"
        done
    done
done
echo

# gobuild, collect (bench/lib.sh); collect runs emulate
# shellcheck source=bench/lib.sh
source "$here/lib.sh"
emulate() { # riscv32-virt only: minstret under -icount shift=0
    timeout 120 qemu-system-riscv32 -M virt -bios none -display none -monitor none -serial stdio \
        -icount shift=0,sleep=off -rtc clock=vm -kernel "$2" </dev/null
}
b=riscv32-virt
gobuild "$b" "$tmp/map.elf" -heap=512K "$here/map.go" "$here/instret.c"
collect corogo "$b" "$tmp/map.elf"
gobuild "$b" "$tmp/chan.elf" "$here/chan.go" "$here/instret.c"
collect corogo "$b" "$tmp/chan.elf"
# before: measured on main on 2026-11-28 before the runtime's size work (issue #32 item 1)
echo "speed after the size work (riscv32-virt, instructions per operation; goal <= 1.2x before)"
printf '%-44s %7s %7s %7s\n' row now before ratio
speed() { # speed <key> <before> <title>
    local v=${R[corogo/$b/$1]:-?}
    printf '%-44s %7s %7s %6.2fx\n' "$3" "$v" "$2" "$(echo "${v/\?/0} / $2" | bc -l)"
}
speed map_insert_int10 370.6 "map insert, int keys, 10 entries"
speed map_lookup_int10 85.0 "map lookup, int keys, 10 entries"
speed map_insert_int1000 321.9 "map insert, int keys, 1,000 entries"
speed map_lookup_int1000 81.9 "map lookup, int keys, 1,000 entries"
speed map_insert_str10 497.9 "map insert, string keys, 10 entries"
speed map_lookup_str10 122.9 "map lookup, string keys, 10 entries"
speed map_insert_str1000 458.5 "map insert, string keys, 1,000 entries"
speed map_lookup_str1000 129.5 "map lookup, string keys, 1,000 entries"
speed chan_handoff 166.1 "unbuffered channel hand-off"
echo
