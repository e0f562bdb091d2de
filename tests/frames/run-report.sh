#!/usr/bin/env bash
# run-report.sh <corogo> <board> <file.go> <expected> <opt>... - golden test of `corogo build
# -size=full`: for each -O level given, the report's first line is the `size` header, the second
# the ELF's numbers (flash = text + data, RAM = data + bss), and the coroutine lines that follow
# match <expected> line for line (each expected line is an extended regular expression, anchored).
# Every "pool N×S = T bytes" must have T = N×S, S a multiple of 4 and at least frame + 4 (the
# 4-byte header), "pool N×S + 4 = T bytes" (frames aligned to 8: the slots start 4 bytes into their
# buffer) T = N×S + 4 with S a multiple of 8, and "coroutine RAM" must be the pools plus the general
# pool; the flash per package, last, is left out. The worst-case stack lines ("stack use", "stack: entry|interrupt|unbounded") are compared
# only when <expected> has a "stack use" line; each chain must add up to its total everywhere.
# {stack} in <expected> stands for the board's main stack ("stack-size" of its board.json, in bytes).
set -uo pipefail
corogo=$1 board=$2 src=$3 golden=$4
shift 4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
stack=$(python3 -c 'import json, sys; print(int(json.load(open(sys.argv[1]))["stack-size"], 0))' \
    "$(dirname "$0")/../../boards/$board/board.json")
expected=$tmp/expected
sed "s/{stack}/$stack/g" "$golden" >"$expected"
fail=0
for opt in "$@"; do
    if ! "$corogo" build -target="$board" $opt -size=full -o "$tmp/fw.elf" "$src" >"$tmp/report" 2>"$tmp/err"; then
        echo "FAIL: build $opt failed"; cat "$tmp/err"; fail=1; continue
    fi
    head -1 "$tmp/report" | grep -Eq '^ +text +data +bss +flash +RAM +file$' || { echo "FAIL: $opt: bad header"; fail=1; }
    read -r text data bss flash ram file < <(sed -n 2p "$tmp/report")
    if [ "$flash" != $((text + data)) ] || [ "$ram" != $((data + bss)) ] || [ "$file" != "$tmp/fw.elf" ]; then
        echo "FAIL: $opt: size line inconsistent: $(sed -n 2p "$tmp/report")"; fail=1
    fi
    # the section sizes agree with llvm-size's Berkeley format
    read -r t2 d2 b2 _ < <(llvm-size-19 "$tmp/fw.elf" | sed -n 2p)
    if [ "$t2 $d2 $b2" != "$text $data $bss" ]; then
        echo "FAIL: $opt: llvm-size says $t2 $d2 $b2, report says $text $data $bss"; fail=1
    fi
    tail -n +3 "$tmp/report" | sed '/^flash per package: /,$d' >"$tmp/lines" # (per package: last)
    # the worst-case stack lines (builder/stackdepth.c): every chain adds up to its total, main's
    # is the "stack use" line's; compared with <expected> only when it has them
    while IFS= read -r line; do
        total=$(sed -nE 's/^stack: (entry|interrupt) (at least )?([0-9]+) bytes.*/\3/p' <<<"$line")
        pushed=$(sed -nE 's/.*\(([0-9]+) pushed on entry\).*/\1/p' <<<"$line")
        sum=$(( ${pushed:-0} + $(sed -E 's/^[^:]*:[^:]*: //; s/[^ ]+ ([0-9]+)( >)?/\1 + /g; s/$/0/' <<<"$line") ))
        if [ "$sum" != "$total" ]; then echo "FAIL: $opt: chain adds up to $sum: $line"; fail=1; fi
    done < <(grep -E '^stack: (entry|interrupt) ' "$tmp/lines")
    main=$(sed -nE 's/^stack use: .*\(main ([0-9]+),.*/\1/p' "$tmp/lines")
    entry=$(sed -nE 's/^stack: entry (at least )?([0-9]+) bytes.*/\2/p' "$tmp/lines")
    if [ "$main" != "$entry" ]; then echo "FAIL: $opt: stack use says main $main, the entry's chain $entry"; fail=1; fi
    if ! grep -q '^stack use' "$expected"; then
        grep -vE '^stack use: |^stack: (entry|interrupt|unbounded)' "$tmp/lines" >"$tmp/l2"
        mv "$tmp/l2" "$tmp/lines"
    fi
    if [ "$(wc -l <"$tmp/lines")" != "$(wc -l <"$expected")" ]; then
        echo "FAIL: $opt: $(wc -l <"$tmp/lines") report lines, expected $(wc -l <"$expected")"; fail=1
    fi
    paste -d '\n' "$expected" "$tmp/lines" | while IFS= read -r want && IFS= read -r got; do
        if ! [[ $got =~ ^${want}$ ]]; then echo "FAIL: $opt: '$got' does not match '$want'"; exit 1; fi
    done || fail=1
    pools=0
    while read -r frame n s skip t; do
        skip=${skip#+}
        if [ $((n * s + skip)) != "$t" ] || [ $((s % (skip ? 8 : 4))) != 0 ] || [ "$s" -lt $((frame + 4)) ]; then
            echo "FAIL: $opt: pool $n×$s + $skip = $t for a $frame-byte frame"; fail=1
        fi
        pools=$((pools + t))
    done < <(sed -nE 's/.*frame ([0-9]+) bytes, pool ([0-9]+)×([0-9]+)( \+ ([0-9]+))? = ([0-9]+) bytes.*/\1 \2 \3 +0\5 \6/p' "$tmp/lines")
    read -r total p g < <(sed -nE 's/^coroutine RAM: ([0-9]+) bytes \(pools ([0-9]+), general pool ([0-9]+)\).*/\1 \2 \3/p' "$tmp/lines")
    if [ "$p" != "$pools" ] || [ "$total" != $((p + g)) ]; then
        echo "FAIL: $opt: coroutine RAM line does not add up: $(grep '^coroutine RAM' "$tmp/lines")"; fail=1
    fi
    [ $fail -eq 0 ] && echo "ok: $(basename "$src") $opt on $board"
done
if [ $fail -ne 0 ]; then
    echo "--- report:"; cat "$tmp/report"
fi
exit $fail
