#!/usr/bin/env bash
# run-program.sh <corogo> <board> <file.go | dir> [-O0|-O1|-O2|-Os|-Oz] - one end-to-end test: build and
# run a Go program on a board's emulator with `corogo run -target=<board> -timeout=30` at the given
# optimisation level (the compiler's default, -Os, when absent), then compare its console output
# byte for byte with <name>.out (or <name>.<level>.out) (a diff is shown on mismatch) and its exit status with <name>.status
# (0 when absent). Optional beside the .go: <name>.flags (extra corogo flags, one line, split on
# spaces; file names in it are relative to the program's directory, where corogo runs) and
# <name>.stdin (piped to the firmware's console), <name>.timeout (the emulator's time limit in
# seconds, 30 when absent). At -Os (the default level, what a user builds) the image is kept
# (run -o) and must contain no heap allocator and no unwinder (tests/check-no-malloc.sh): every
# test program is checked so, on every board it runs on, without building it again.
set -uo pipefail

if [ $# -lt 3 ] || [ $# -gt 4 ]; then
    echo "usage: $0 <corogo> <board> <file.go> [-O<level>]" >&2
    exit 2
fi
corogo=$(realpath "$1") board=$2 src=$3 opt=${4:-}
if [ -d "$src" ]; then # a package of several files (per-board ones picked by build tags): .out etc. inside
    dir=$(cd "$src" && pwd)
    name=$(basename "$dir")
    target=.
else
    dir=$(cd "$(dirname "$src")" && pwd)
    name=$(basename "$src" .go)
    target=$name.go
fi
base=$dir/$name

# what it prints: <name>.out, or <name>.<level>.out where the output itself depends on the level
# (a frame size in a message)
out=$base.out
if [ -n "$opt" ] && [ -f "$base.${opt#-}.out" ]; then
    out=$base.${opt#-}.out
fi
if [ ! -f "$out" ]; then
    echo "FAIL: $out is missing" >&2
    exit 1
fi
flags=()
if [ -f "$base.flags" ]; then
    read -r -a flags <"$base.flags" || true
    # extra input files (C sources, objects) are named relative to the test's folder
    for i in "${!flags[@]}"; do
        case ${flags[$i]} in -*) ;; *) [ -e "$dir/${flags[$i]}" ] && flags[$i]=$dir/${flags[$i]} ;; esac
    done
fi
stdin=/dev/null
if [ -f "$base.stdin" ]; then
    stdin=$base.stdin
fi
want_status=0
if [ -f "$base.status" ]; then
    want_status=$(tr -d '[:space:]' <"$base.status")
fi

# the emulator's time limit: 30 s, or <name>.timeout (seconds) for a program that needs longer
timeout=30
if [ -f "$base.timeout" ]; then
    timeout=$(tr -d '[:space:]' <"$base.timeout")
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
keep=()
case ${opt:--Os} in -Os) keep=(-o "$tmp/$name.elf") ;; esac
(cd "$dir" && "$corogo" run -target="$board" -timeout="$timeout" $opt "${keep[@]}" "${flags[@]}" "$target") \
    <"$stdin" >"$tmp/stdout" 2>"$tmp/stderr"
status=$?

fail=0
if [ ${#keep[@]} -gt 0 ] && ! "$(dirname "$0")/check-no-malloc.sh" "$tmp/$name.elf" >"$tmp/nm"; then
    echo "FAIL: $name on $board -Os:"; grep FAIL "$tmp/nm"
    fail=1
fi
if ! cmp -s "$out" "$tmp/stdout"; then
    echo "FAIL: output of $name on $board ${opt:--Os} differs from $(basename "$out") (--- expected, +++ actual):"
    diff -u --label expected --label actual "$out" "$tmp/stdout" | head -100
    fail=1
fi
if [ "$status" != "$want_status" ]; then
    echo "FAIL: $name on $board ${opt:--Os} exited with status $status, expected $want_status"
    fail=1
fi
if [ $fail -ne 0 ]; then
    if [ -s "$tmp/stderr" ]; then
        echo "--- stderr:"
        head -50 "$tmp/stderr"
    fi
    exit 1
fi
echo "ok: $name on $board ${opt:--Os}"
