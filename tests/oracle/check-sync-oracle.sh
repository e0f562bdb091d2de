#!/usr/bin/env bash
# check-sync-oracle.sh [programs-dir] - an oracle for suspension transparency: a program marked
# `// corogo:sync-oracle` runs its goroutines one at a time, so what it prints must not depend on
# where they suspend. Each is turned into standard Go — `coroSuspend` becomes an empty function and
# `go f(x)` a plain call — and run with the reference Go toolchain; its stderr (Go's println) must
# equal the program's .out byte for byte. corogo runs the original on every board against the
# same .out (tests/programs), so both worlds are checked against Go.
set -uo pipefail

dir=${1:-$(cd "$(dirname "$0")/../programs" && pwd)}
if ! command -v go >/dev/null; then
    echo "FAIL: the reference Go toolchain (go) is not installed (apt-get install golang-go)" >&2
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export HOME=$tmp GOCACHE=$tmp/gocache GOPATH=$tmp/gopath GO111MODULE=off GOFLAGS= GOTOOLCHAIN=local

checked=0 failed=0
for src in "$dir"/*.go; do
    grep -q '^// corogo:sync-oracle' "$src" || continue
    name=$(basename "$src" .go)
    mkdir -p "$tmp/$name"
    sed -E 's/^([[:space:]]*)go[[:space:]]+/\1/' "$src" >"$tmp/$name/main.go"
    printf '\nfunc coroSuspend() {}\n' >>"$tmp/$name/main.go"
    (cd "$tmp/$name" && timeout 120 go run main.go >stdout 2>stderr)
    status=$?
    checked=$((checked + 1))
    if [ $status -ne 0 ] || ! cmp -s "${src%.go}.out" "$tmp/$name/stderr"; then
        echo "FAIL: $name: go run of its sync form (status $status) differs from $name.out:"
        diff -u --label "$name.out" --label "go run" "${src%.go}.out" "$tmp/$name/stderr" | head -40
        failed=$((failed + 1))
    fi
done
if [ $checked -eq 0 ]; then
    echo "FAIL: no program in $dir is marked // corogo:sync-oracle"
    exit 1
fi
echo "sync oracle: $checked programs checked against go run, $failed failed"
[ $failed -eq 0 ]
