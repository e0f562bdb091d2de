#!/usr/bin/env bash
# run_case.sh <parse_test> <dir> <name> [expected-dir] - one lexer/parser test, run in <dir>:
# parse_test prints <name>.go's tokens (names starting with lex_), its tree with positions (pos_)
# or its tree (others); stdout must equal <expected-dir>/<name>.out when that file exists, and
# stderr must equal <expected-dir>/<name>.err (exit status 1) or be empty (exit status 0).
# For tests/errors (no .out files) only the diagnostics are compared (-errors).
set -uo pipefail
if [ $# -lt 3 ]; then
    echo "usage: $0 <parse_test> <dir> <name> [expected-dir]" >&2
    exit 2
fi
bin=$1 dir=$2 name=$3 exp=${4:-$2}
cd "$dir" || exit 2
mode=()
case $name in
lex_*) mode=(-tokens) ;;
pos_*) mode=(-pos) ;;
esac
[ -f "$exp/$name.out" ] || mode=(-errors)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" "${mode[@]}" "$name.go" >"$tmp/out" 2>"$tmp/err"
status=$?

fail=0
want=0
[ -f "$exp/$name.err" ] && want=1
if [ "$status" -ne "$want" ]; then
    echo "FAIL: parse_test $name.go exited with status $status, expected $want"
    fail=1
fi
if [ -f "$exp/$name.out" ] && ! cmp -s "$exp/$name.out" "$tmp/out"; then
    echo "FAIL: output for $name.go differs from $name.out (--- expected, +++ actual):"
    diff -u --label expected --label actual "$exp/$name.out" "$tmp/out" | head -80
    fail=1
fi
if [ -f "$exp/$name.err" ]; then
    if ! cmp -s "$exp/$name.err" "$tmp/err"; then
        echo "FAIL: diagnostics for $name.go differ from $name.err (--- expected, +++ actual):"
        diff -u --label expected --label actual "$exp/$name.err" "$tmp/err" | head -80
        fail=1
    fi
elif [ -s "$tmp/err" ]; then
    echo "FAIL: unexpected diagnostics for $name.go:"
    head -40 "$tmp/err"
    fail=1
fi
[ $fail -eq 0 ] && echo "ok: $name"
exit $fail
