#!/usr/bin/env bash
# check-oracle.sh [programs-dir] - the oracle nobody here wrote: every tests/programs/*.go that is
# standard, deterministic Go is run with the reference Go toolchain (`go run`, with the program's
# .stdin; Go's println writes to stderr, fmt.Println to stdout) and what it writes to both, in order,
# must equal the program's .out byte for byte. Skipped: programs that use
# corogo's builtins (coroSuspend), programs that start goroutines or call runtime.Gosched (Go's
# scheduler order is not corogo's run-immediately order) unless marked `// corogo:oracle` (their
# channels make the output deterministic), programs with a .status file (Go's panic output adds a stack
# trace; but one marked `// corogo:oracle` is compared up to the blank line that ends Go's panic lines,
# with the first frame of the traceback after it when the .out has one, and Go's exit status must be
# its .status), programs with a .flags file (extra C inputs; a lone -icount, which only makes QEMU's time
# deterministic, is fine, and so are -arg=ARG words: the program's arguments, given to go run as
# well) and programs marked `// corogo:no-oracle`.
# Runs as root in CI: GOCACHE/HOME point into a temporary directory, modules are off.
set -uo pipefail

dir=${1:-$(cd "$(dirname "$0")/../programs" && pwd)}
if ! command -v go >/dev/null; then
    echo "FAIL: the reference Go toolchain (go) is not installed (apt-get install golang-go)" >&2
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export HOME=$tmp GOCACHE=$tmp/gocache GOPATH=$tmp/gopath GO111MODULE=off GOFLAGS= GOTOOLCHAIN=local

checked=0 skipped=0 failed=0
for go in "$dir"/*.go; do
    name=$(basename "$go" .go)
    base=${go%.go}
    # goroutines: only a program marked `// corogo:oracle`, whose output its channels make
    # deterministic in Go too
    concurrent=false
    if grep -Eq '^[[:space:]]*go[[:space:]]|runtime\.Gosched' "$go" && ! grep -q '^// corogo:oracle' "$go"; then
        concurrent=true
    fi
    # -arg=ARG flags: the program's arguments (os.Args[1:]), for go run too
    args=()
    flags_ok=true
    if [ -e "$base.flags" ]; then
        for w in $(cat "$base.flags"); do
            case $w in
            -arg=*) args+=("${w#-arg=}") ;;
            -icount) ;;
            *) flags_ok=false ;;
            esac
        done
    fi
    if grep -q 'coroSuspend' "$go" || $concurrent || grep -q '^// corogo:no-oracle' "$go" || grep -q '//export\|//go:linkname' "$go" ||
        { [ -e "$base.status" ] && ! grep -q '^// corogo:oracle' "$go"; } || ! $flags_ok ||
        [ ! -e "$base.out" ]; then
        skipped=$((skipped + 1))
        continue
    fi
    # stdout and stderr together, in the order the program wrote them (Go writes both unbuffered;
    # the board has one console), with the program's .stdin
    stdin=/dev/null
    [ -e "$base.stdin" ] && stdin=$base.stdin
    (cd "$tmp" && timeout 120 go run "$go" ${args[@]+"${args[@]}"} <"$stdin" >"$tmp/$name.stderr" 2>&1)
    status=$?
    want=0
    expected=$base.out
    if [ -e "$base.status" ]; then # Go's panic: its lines, go run's exit status 1
        want=$(tr -d '[:space:]' <"$base.status")
        # and the first frame of its traceback when corogo prints one (a panic of compiled code:
        # docs/debugging.md), in the shape both print: the goroutine's number (Go's differs for
        # goroutines), the arguments (Go's values) and the path before the file's name are left
        # out, and Go's pc offset
        frame=0
        grep -q '^goroutine [0-9]* \[running\]:$' "$base.out" && frame=3
        cut_trace() {
            awk -v frame=$frame '/^\t?panic: / { p = 1 } p && /^$/ { if (!frame) exit; t = 1 }
                t && n++ > frame { exit }
                t && /^goroutine / { $0 = "goroutine [running]:" }
                t && /^\t/ { sub(/ \+0x[0-9a-f]+$/, ""); sub(/^\t.*\//, "\t") }
                t && /\)$/ && !/^\t/ && !/\(\)$/ { sub(/\([^()]*\)$/, "(...)") }
                { print }' "$1"
        }
        # go run's last line after the program's os.Exit(n) (n > 2), and its own status 1
        n=$(tail -n 1 "$tmp/$name.stderr" | sed -n 's/^exit status \([0-9]*\)$/\1/p')
        if [ -n "$n" ] && [ "$n" != 2 ] && [ $status -eq 1 ]; then
            status=$n
            sed -i '$d' "$tmp/$name.stderr"
        fi
        cut_trace "$tmp/$name.stderr" >"$tmp/$name.cut"
        mv "$tmp/$name.cut" "$tmp/$name.stderr"
        cut_trace "$base.out" >"$tmp/$name.want"
        expected=$tmp/$name.want
        [ $status -eq 1 ] && [ "$want" = 2 ] && status=$want
    fi
    if [ $status -ne "$want" ]; then
        echo "FAIL: go run $name.go exited with status $status"
        head -20 "$tmp/$name.stderr"
        failed=$((failed + 1))
    elif ! cmp -s "$expected" "$tmp/$name.stderr"; then
        echo "FAIL: $name.out differs from what go run prints (--- .out, +++ go run):"
        diff -u --label "$name.out" --label "go run" "$expected" "$tmp/$name.stderr" | head -40
        failed=$((failed + 1))
    else
        echo "ok: $name"
    fi
    checked=$((checked + 1))
done
echo "oracle: $checked checked, $skipped skipped, $failed failed"
[ $failed -eq 0 ] && [ $checked -gt 0 ]
