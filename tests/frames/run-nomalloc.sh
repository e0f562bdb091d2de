#!/usr/bin/env bash
# run-nomalloc.sh <corogo> <board> <dir>... - no heap allocator in any test firmware: build every
# .go program of the given folders for the board (with its .flags, as the program tests do) and
# check each image with tests/check-no-malloc.sh (nm: no malloc, free, calloc, realloc, sbrk, no
# unwinder). Programs that are expected not to build (tests/errors) are not in these folders.
# (tests/programs is checked by its own tests: run-program.sh at -Os.)
set -uo pipefail
corogo=$(realpath "$1") board=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0 elfs=()
for dir in "$@"; do
    for src in "$dir"/*.go; do
        name=$(basename "$src" .go)
        case $name in heapnone) continue ;; esac # must not build with -heap=none; built below
        flags=()
        if [ -f "$dir/$name.flags" ]; then
            read -r -a flags <"$dir/$name.flags" || true
        fi
        if ! (cd "$dir" && "$corogo" build -target="$board" "${flags[@]}" -o "$tmp/$name.elf" "$name.go") 2>"$tmp/err"; then
            echo "FAIL: $name does not build for $board:"; head -10 "$tmp/err"; fail=1; continue
        fi
        elfs+=("$tmp/$name.elf")
    done
done
(cd "$here" && "$corogo" build -target="$board" -o "$tmp/heapnone.elf" heapnone.go) && elfs+=("$tmp/heapnone.elf") || fail=1
if [ ${#elfs[@]} -lt 5 ]; then
    echo "FAIL: only ${#elfs[@]} firmware images built"; fail=1
fi
"$here/../check-no-malloc.sh" "${elfs[@]}" >"$tmp/nm" || { grep FAIL "$tmp/nm"; fail=1; }
echo "checked ${#elfs[@]} images for $board"
exit $fail
