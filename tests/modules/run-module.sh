#!/usr/bin/env bash
# run-module.sh <corogo> <board> <module-dir> - one test of a Go module (tests/modules/<name>/, a
# go.mod and its packages), run from the module's folder so that diagnostics name files relative
# to it. <module-dir>/args (one line, optional, default ".") holds what follows
# `corogo run -target=<board>`: the package (".", "./cmd/app", files) and flags such as -tags=x.
# Modules come from tests/modules/modcache (GOPROXY=off) or the module's vendor/. With expected.err: building must fail with exit status 1 and print exactly that on stderr.
# Otherwise the console output must equal <board>.out if present, else expected.out, and the
# exit status must be 0.
set -uo pipefail

if [ $# -ne 3 ]; then
    echo "usage: $0 <corogo> <board> <module-dir>" >&2
    exit 2
fi
corogo=$(realpath "$1") board=$2 dir=$(cd "$3" && pwd)
name=$(basename "$dir")
args=(.)
if [ -f "$dir/args" ]; then
    read -r -a args <"$dir/args" || true
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the go command loads the packages: modules come from a copy of the module-cache fixture
# (tests/modules/modcache, never the network), vendor/ when the module has one
cp -r "$(dirname "$dir")/modcache" "$tmp/modcache"
export GOMODCACHE=$tmp/modcache GOPROXY=off GOFLAGS=-mod=mod
[ -d "$dir/vendor" ] && export GOFLAGS=-mod=vendor

if [ -f "$dir/expected.err" ]; then
    (cd "$dir" && "$corogo" build -target="$board" -o "$tmp/out.elf" "${args[@]}") >"$tmp/stdout" 2>"$tmp/stderr"
    status=$?
    fail=0
    if [ "$status" -ne 1 ]; then
        echo "FAIL: corogo build of module $name exited with status $status, expected 1"
        fail=1
    fi
    if ! cmp -s "$dir/expected.err" "$tmp/stderr"; then
        echo "FAIL: diagnostics for module $name differ from expected.err (--- expected, +++ actual):"
        diff -u --label expected --label actual "$dir/expected.err" "$tmp/stderr" | head -100
        fail=1
    fi
    [ $fail -eq 0 ] && echo "ok: $name"
    exit $fail
fi

want=$dir/expected.out
[ -f "$dir/$board.out" ] && want=$dir/$board.out
if [ ! -f "$want" ]; then
    echo "FAIL: $name has neither $board.out nor expected.out" >&2
    exit 1
fi
(cd "$dir" && "$corogo" run -target="$board" -timeout=30 "${args[@]}") </dev/null >"$tmp/stdout" 2>"$tmp/stderr"
status=$?
fail=0
if ! cmp -s "$want" "$tmp/stdout"; then
    echo "FAIL: output of module $name on $board differs from $(basename "$want") (--- expected, +++ actual):"
    diff -u --label expected --label actual "$want" "$tmp/stdout" | head -100
    fail=1
fi
if [ "$status" -ne 0 ]; then
    echo "FAIL: module $name on $board exited with status $status"
    fail=1
fi
if [ $fail -ne 0 ]; then
    [ -s "$tmp/stderr" ] && { echo "--- stderr:"; head -50 "$tmp/stderr"; }
    exit 1
fi
echo "ok: $name on $board"
