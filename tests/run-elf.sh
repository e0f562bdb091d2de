#!/usr/bin/env bash
# run-elf.sh <base> <emulator command...> - run a prebuilt firmware image under its emulator (the
# board's "emulator" command with the ELF already substituted), with a 30 s limit, and compare the
# console output byte for byte with <base>.out and the exit status with <base>.status (0 if absent).
set -uo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 <base> <emulator command...>" >&2
    exit 2
fi
base=$1
shift
want_status=0
if [ -f "$base.status" ]; then
    want_status=$(tr -d '[:space:]' <"$base.status")
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
timeout 30 "$@" </dev/null >"$tmp/stdout" 2>"$tmp/stderr"
status=$?

fail=0
if [ "$status" -eq 124 ]; then
    echo "FAIL: timed out after 30 s: $*"
    fail=1
elif [ "$status" != "$want_status" ]; then
    echo "FAIL: exit status $status, expected $want_status: $*"
    fail=1
fi
if ! cmp -s "$base.out" "$tmp/stdout"; then
    echo "FAIL: output differs from $base.out (--- expected, +++ actual):"
    diff -u --label expected --label actual "$base.out" "$tmp/stdout" | head -100
    fail=1
fi
if [ $fail -ne 0 ]; then
    [ -s "$tmp/stderr" ] && { echo "--- stderr:"; head -50 "$tmp/stderr"; }
    exit 1
fi
echo "ok: $*"
