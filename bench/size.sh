#!/usr/bin/env bash
# bench/size.sh [corogo] - flash of the runtime's scheduler, frame pools and timer queue, per board.
# Builds a firmware whose goroutines sleep (tests/programs/time_sleep_order.go, -Os) and one whose
# awaits recurse (tests/programs/coro_recursive.go: frames from the general pool), relinks each
# exactly as the driver did (COROGO_VERBOSE shows the ld.lld command, COROGO_KEEP_TEMP keeps its
# object) with a linker map, and sums per runtime module every flash byte the map gives it (code,
# constants, the .data image) plus its string literals (the module's merged .rodata.str section, as
# compiled: the linker merges strings across modules, so the map cannot attribute them). Modules:
# scheduler = sched.c + go.c, pools = pool.c + frame.c, timer = timer.c; the port (timer driver, vectors)
# and libgcc are not included. Not a test: it prints tables and asserts nothing (the goal, issue #6:
# scheduler + pools + timer <= 1 KiB per architecture; docs/memory.md, "Runtime flash").
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corogo=$(realpath "${1:-$here/../build/corogo}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# measure <board> <program.go>: prints "sched pool frame timer flash" (bytes)
measure() {
    local board=$1 prog=$2 dir=$tmp/$1 cmd archive
    rm -rf "$dir"
    mkdir -p "$dir/keep"
    TMPDIR=$dir/keep COROGO_KEEP_TEMP=1 COROGO_VERBOSE=1 \
        "$corogo" build -target="$board" -Os -o "$dir/fw.elf" "$prog" 2>"$dir/log" >/dev/null
    cmd=$(grep -E '(^|/)ld\.lld' "$dir/log" | tail -1)
    # shellcheck disable=SC2086 # the driver's command line, paths without spaces
    $cmd -Map="$dir/fw.map"
    # (awk stops at the first match: grep | head -1 could die of SIGPIPE, fatal under pipefail)
    archive=$(awk 'match($0, /[^ ]*libcorogo_rt\.a/) { print substr($0, RSTART, RLENGTH); exit }' "$dir/fw.map")
    # output sections that occupy flash: allocated, with contents (not NOBITS)
    llvm-readelf-19 -S -W "$dir/fw.elf" |
        awk '/^ *\[ *[0-9]+\]/ { sub(/^ *\[ *[0-9]+\] */, ""); if ($2 != "NOBITS" && $7 ~ /A/) print $1 }' \
            >"$dir/flash_sections"
    # merged string sections of every module, as compiled
    llvm-readelf-19 -S -W "$archive" |
        awk '/^File:/ { m = $2; sub(/.*\(/, "", m); sub(/\.obj\)$/, "", m) }
             /^ *\[ *[0-9]+\]/ { sub(/^ *\[ *[0-9]+\] */, ""); if ($7 ~ /A/ && $7 ~ /M/ && $7 ~ /S/) print m, $5 }' \
            >"$dir/strings"
    awk -v flashfile="$dir/flash_sections" -v strfile="$dir/strings" -v elf="$dir/fw.elf" '
        function hex(s,   i, c, v) {
            v = 0
            for (i = 1; i <= length(s); i++) {
                c = index("0123456789abcdef", tolower(substr(s, i, 1))) - 1
                v = v * 16 + c
            }
            return v
        }
        BEGIN {
            while ((getline l < flashfile) > 0) flash[l] = 1
            while ((getline l < strfile) > 0) { split(l, f, " "); str[f[1]] += hex(f[2]) }
        }
        # an output section: one space after the alignment column; an input section: nine
        /^ *[0-9a-f]+ +[0-9a-f]+ +[0-9a-f]+ +[0-9]+ [^ ]/ { out = $5; if (out in flash) total += hex($3); next }
        /^ *[0-9a-f]+ +[0-9a-f]+ +[0-9a-f]+ +[0-9]+         [^ ]/ {
            if (!(out in flash) || $5 !~ /libcorogo_rt\.a\(/) next
            m = $5; sub(/.*libcorogo_rt\.a\(/, "", m); sub(/\.obj\).*/, "", m)
            bytes[m] += hex($3); linked[m] = 1
        }
        END {
            for (m in linked) bytes[m] += str[m]
            printf "%d %d %d %d %d\n", bytes["sched.c"] + bytes["go.c"], bytes["pool.c"], bytes["frame.c"], bytes["timer.c"], total
        }' "$dir/fw.map"
}

table() { # table <program.go> <title>
    local prog=$1
    echo "$2"
    printf '%-14s %9s %7s %9s %7s %7s %10s\n' board scheduler pools "(frame.c)" timer total firmware
    for board in mps2-an385 riscv32-virt; do
        read -r sched pool frame timer flash < <(measure "$board" "$prog")
        printf '%-14s %9d %7d %9d %7d %7d %10d\n' "$board" "$sched" $((pool + frame)) "$frame" "$timer" \
            $((sched + pool + frame + timer)) "$flash"
    done
    echo
}

echo "runtime flash in bytes: code + constants + string literals of each module as linked (program -Os)"
echo "scheduler: sched.c + go.c; pools: pool.c + frame.c; (frame.c): its share, the pool selection and the"
echo "general frame pool, linked only when a frame can need them; timer: timer.c; total: the three"
echo "firmware: the whole image's flash (text + data, as corogo build -size=short)"
echo
table "$here/../tests/programs/time_sleep_order.go" "sleeping goroutines (tests/programs/time_sleep_order.go)"
table "$here/../tests/programs/coro_recursive.go" "recursive awaits, general pool linked (tests/programs/coro_recursive.go)"

# examples/demo.go (-heap=none, -Os) on every board: what a small program of goroutines and channels
# costs each chip's image, and where the ports differ (the Cortex-M0's Thumb-1 code, the boards
# whose time base is SysTick)
echo "examples/demo.go -heap=none -Os per board: flash (text + data) and RAM (data + bss) in bytes,"
echo "as corogo build -size=short (the stack comes on top of RAM)"
printf '%-14s %-10s %7s %7s\n' board chip flash RAM
for bj in "$here"/../boards/*/board.json; do
    board=$(basename "$(dirname "$bj")")
    [ "$board" = common ] && continue
    read -r _ _ _ flash ram _ < <("$corogo" build -target="$board" -heap=none -Os -size=short \
        -o "$tmp/demo_$board.elf" "$here/../examples/demo.go" | sed -n 2p)
    chip=$("$corogo" targets | awk -v b="$board" '$1 == b { print $2 }')
    printf '%-14s %-10s %7d %7d\n' "$board" "$chip" "$flash" "$ram"
done
