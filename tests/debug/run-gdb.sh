#!/usr/bin/env bash
# run-gdb.sh <corogo> <board> <name> - `corogo gdb -target=<board> -O0 -gdb-script=<name>.gdb
# <name>.go` in tests/debug (<name>.flags instead of -O0 when present; the program of
# <prog>_<more>.gdb without a <prog>_<more>.go is <prog>.go), and gdb's output compared with
# <name>.out once what varies between
# boards and runs is taken out: the first line (where the machine stopped at reset), addresses
# (0x... -> 0x?), a sleeper's deadline in ticks and its padding (sleeping until T) and the
# emulator's goodbye when gdb kills it (its place among gdb's lines varies), and what QEMU's
# lm3s6965evb prints on stderr at reset ("Timer with period zero, disabling": its model starts a
# timer before the system clock is set; not the firmware's).
set -uo pipefail
corogo=$(realpath "$1") board=$2 name=$3
cd "$(dirname "$0")" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prog=$name.go
[ -f "$prog" ] || prog=${name%%_*}.go
flags=-O0
[ -f "$name.flags" ] && flags=$(cat "$name.flags")
# shellcheck disable=SC2086 # the flags are words
timeout 100 "$corogo" gdb -target="$board" $flags -gdb-script="$name.gdb" "$prog" >"$tmp/raw" 2>&1
status=$?
sed -e '/^Timer with period zero, disabling$/d' "$tmp/raw" |
    sed -e 1d -e 's/0x[0-9a-f]\{1,\}/0x?/g' -e 's/sleeping until [0-9]* */sleeping until T /' \
        -e '/^qemu-system-[a-z0-9]*: QEMU: Terminated via GDBstub$/d' >"$tmp/out"
if [ $status -ne 0 ] || ! cmp -s "$name.out" "$tmp/out"; then
    echo "FAIL: corogo gdb $name on $board (status $status; --- expected, +++ actual):"
    diff -u --label expected --label actual "$name.out" "$tmp/out"
    exit 1
fi
echo "ok: $name on $board"
