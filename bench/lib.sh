#!/usr/bin/env bash
# bench/lib.sh - what bench/bench.sh and bench/boards.sh share (sourced, not run): a board's C
# toolchain as the driver uses it (toolchain), building a baseline with it (cbuild), building a Go
# program with its -size=full report (gobuild), and collecting a run's "<key> <total> <count>" lines
# into R (collect, through the sourcing script's emulate <board> <elf>). Needs $corogo, $here, $tmp
# and the associative array R; INSTRET[board] may name another bench_instret source than
# bench/instret.c.
declare -A INSTRET

# ---------------------------------------------------------------- toolchain of a board
# CF_<b>: the driver's C flags for board b; LD_<b>: its linker, script and library arguments
declare -A CF LD
toolchain() {
    local b=$1 line w skip=0 flags=()
    printf 'package main\n\nfunc main() {}\n' >"$tmp/empty.go"
    COROGO_VERBOSE=1 "$corogo" build -target="$b" -o "$tmp/empty.elf" "$tmp/empty.go" "$here/instret.c" \
        2>"$tmp/verbose" >/dev/null
    line=$(grep -E '(^|/)clang-19 .*instret\.c$' "$tmp/verbose")
    set -f
    # shellcheck disable=SC2086
    set -- $line
    set +f
    shift
    for w in "$@"; do
        if [ $skip = 1 ]; then skip=0; continue; fi
        case $w in
        -c) ;;
        -o) skip=1 ;;
        *instret.c) ;;
        *) flags+=("$w") ;;
        esac
    done
    CF[$b]="${flags[*]}"
    line=$(grep -E '(^|/)ld\.lld' "$tmp/verbose" | tail -1)
    LD[$b]="$(awk '{ printf "%s --gc-sections", $1; for (i = 2; i <= NF; i++) { if ($i == "-T") printf " -T %s", $(i + 1); if ($i ~ /^-L/) printf " %s", $i; if ($i ~ /^@/ || $i ~ /libcorogo_rt_[a-z]+\.a$/) printf " %s", $i } }' <<<"$line")"
}

# cbuild <board> <elf> <lang c|c++> <source> [defines...]: compile with the driver's flags, link with
# instret.c against the runtime
cbuild() {
    local b=$1 elf=$2 lang=$3 src=$4 cc=clang-19 extra=()
    shift 4
    [ "$lang" = c++ ] && { cc=clang++-19; extra=(-std=c++20 -fno-exceptions -fno-rtti); }
    # shellcheck disable=SC2086 # flags without spaces
    $cc ${CF[$b]} "${extra[@]}" -I"$here" -Wall -Wextra -Werror "$@" -c -o "$elf.o" "$src"
    # shellcheck disable=SC2086
    clang-19 ${CF[$b]} -c -o "$elf.instret.o" "${INSTRET[$b]:-$here/instret.c}"
    # shellcheck disable=SC2086
    ${LD[$b]} -o "$elf" "$elf.o" "$elf.instret.o"
}

# collect <impl> <board> <elf>: run it, record every "<key> <total> <count>" line as total / count
collect() {
    local impl=$1 b=$2 key total count
    emulate "$b" "$3" >"$tmp/run.out"
    while read -r key total count; do
        [[ $count =~ ^[0-9]+$ && $total =~ ^-?[0-9]+$ ]] || continue
        R[$impl/$b/$key]=$(awk -v t="$total" -v c="$count" 'BEGIN { v = t / c; printf (v == int(v) ? "%d" : "%.1f"), v }')
    done <"$tmp/run.out"
}

# gobuild <board> <elf> <flags...> <files...>: corogo build -Os; its -size=full report in <elf>.size
gobuild() {
    local b=$1 elf=$2
    shift 2
    "$corogo" build -target="$b" -Os -size=full -o "$elf" "$@" >"$elf.size"
}
