#!/usr/bin/env bash
# run-test.sh <corogo> <board>... - `corogo test` against `go test` (docs/testing.md). For
# tests/test/sample (passing, failing, fatal, skipped, table and nested subtests, TestMain, messages
# formatted by fmt, examples with ordered and unordered output, one wrong) the text
# corogo test prints on each board, and its exit status, must be what go test prints on the host
# for the same package and flags (-v, none, -run A/B, -count, -short, -failfast), once both are
# normalised: durations ("(0.00s)", the package line's "0.123s") become T; then its benchmarks
# (-bench, -benchtime), measurements normalised.
# tests/test/xtest: external tests, helpers, parallel tests against go test with one processor;
# its sub-benchmarks under -icount, repeatable.
# Every call shares a build cache (COROGO_TESTCACHE, src/builder/test.c): a package is built once
# per board and each run writes its flags into its copy of the image; at the end, the number of
# builds is checked.
# Then -json against Go's own converter (go tool test2json -t) of the -v text, two boards in one call
# (one package line each), tests/test/multi with ./..., tests/test/boards (a file per board, picked
# by build constraints), and
# tests/test/hang with -timeout: the board is killed and the package
# reported as Go's test timeout reports it.
set -uo pipefail
set -f # the -run patterns are no globs
corogo=$1
shift
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GOCACHE=${GOCACHE:-$tmp/gocache} GOFLAGS=-mod=mod COROGO_TESTCACHE=$tmp/images
fail=0
norm() {
    sed -E 's/\(([0-9]+\.[0-9]+)s\)/(T)/; s/^(ok  |FAIL)\t([^\t]*)\t[0-9.]+s$/\1\t\2\tT/'
}
cd "$here/sample" || exit 1
for flags in "-v" "" "-v -run Table/wrong" "-run Add -count 2 -v" "-short -run Skipped -v" "-failfast" "-v -run Add$|^TestNested$/." "-v -run Fa.*s$"; do
    go test -count=1 $flags . >"$tmp/go.raw" 2>&1
    gostatus=$?
    norm <"$tmp/go.raw" | sed '/^TestMain: /d' >"$tmp/go"
    for board in "$@"; do
        "$corogo" test -target="$board" $flags . >"$tmp/corogo.raw"
        status=$?
        # the -v text and its status, kept for the -json check below (the same package and flags)
        [ "$flags" = -v ] && cp "$tmp/corogo.raw" "$tmp/v-$board.txt" && echo "$status" >"$tmp/v-$board.status"
        norm <"$tmp/corogo.raw" | sed '/^TestMain: /d' >"$tmp/corogo"
        if [ "$status" != "$gostatus" ] || ! diff -u "$tmp/go" "$tmp/corogo" >"$tmp/diff"; then
            echo "FAIL: $board, flags '$flags': exit status $status (go test: $gostatus)"; cat "$tmp/diff"; fail=1
        else
            echo "ok: $board, flags '$flags'"
        fi
        # TestMain ran around the tests, once
        if [ "$(grep -c '^TestMain: ' "$tmp/corogo.raw")" != 2 ] || [ "$(grep -c '^TestMain: ' "$tmp/go.raw")" != 2 ]; then
            echo "FAIL: $board, flags '$flags': TestMain's lines"; fail=1
        fi
    done
done
# tests/test/xtest: external tests (package stack_test) beside in-package ones, helpers
# (t.Helper, a helper calling a helper), parallel tests and subtests (=== PAUSE/CONT in go test's
# order with one processor: GOMAXPROCS=1 for go test, whose order with more is the scheduler's)
cd "$here/xtest" || exit 1
for flags in "-v" ""; do
    GOMAXPROCS=1 go test -count=1 $flags . >"$tmp/go.raw" 2>&1
    gostatus=$?
    norm <"$tmp/go.raw" >"$tmp/go"
    for board in "$@"; do
        "$corogo" test -target="$board" $flags . >"$tmp/corogo.raw"
        status=$?
        norm <"$tmp/corogo.raw" >"$tmp/corogo"
        if [ "$status" != "$gostatus" ] || ! diff -u "$tmp/go" "$tmp/corogo" >"$tmp/diff"; then
            echo "FAIL: $board, xtest flags '$flags': exit status $status (go test: $gostatus)"; cat "$tmp/diff"; fail=1
        else
            echo "ok: $board, xtest flags '$flags'"
        fi
    done
done
# its sub-benchmarks (b.Run) under -icount (the board's clock counts instructions): go test's
# lines and columns, the measurements normalised (flags "" and -v on alternate boards); run again
# on the last board with the same flags, the same measurements: instructions per op are
# repeatable (what runs before a benchmark can move it by a step of the board's time base)
# go test's benchmark lines (one processor) against corogo test's on board $2 for the flags after
# $3, both normalised by $1; $3: corogo's own flags (-icount)
bench_diff() {
    local norm=$1 board=$2 extra=$3 status
    shift 3
    GOMAXPROCS=1 go test -count=1 -run XXX "$@" . 2>&1 | $norm >"$tmp/go"
    "$corogo" test -target="$board" -run XXX $extra "$@" . >"$tmp/corogo.raw"
    status=$?
    $norm <"$tmp/corogo.raw" >"$tmp/corogo"
    if [ "$status" != 0 ] || ! diff -u "$tmp/go" "$tmp/corogo" >"$tmp/diff"; then
        echo "FAIL: $board, '$extra $*' in ${PWD##*/}: exit status $status"; cat "$tmp/diff"; fail=1
    else
        echo "ok: $board, '$extra $*' in ${PWD##*/}"
    fi
}
xnorm() {
    sed -E '/^(goarch|cpu): /d; s/^(ok  |FAIL)\t([^\t]*)\t[0-9.]+s$/\1\t\2\tT/; s/\t +[0-9.]+ ns\/op$/\tX ns\/op/'
}
flags=""
for board in "$@"; do
    bench_diff xnorm "$board" -icount -bench . -benchtime 50x $flags
    last=$flags
    [ -z "$flags" ] && flags=-v || flags=""
done
grep ns/op "$tmp/corogo.raw" >"$tmp/first"
"$corogo" test -target="$board" -run XXX -bench . -benchtime 50x -icount $last . | grep ns/op >"$tmp/again"
if [ ! -s "$tmp/first" ] || ! diff -u "$tmp/first" "$tmp/again"; then
    echo "FAIL: $board: -icount measurements differ between two runs"; fail=1
fi
cd "$here/sample" || exit 1
# benchmarks (-bench, -benchtime Nx): the same lines as go test with one processor, but for the
# measurements and the host's goarch and cpu lines; the columns as Go pads them
bnorm() {
    sed -E '/^(goarch|cpu|TestMain): /d; s/^(ok  |FAIL)\t([^\t]*)\t[0-9.]+s$/\1\t\2\tT/' |
        sed -E '/^Benchmark/ { s/ +[0-9.]+ ([A-Za-z/]+)/ X \1/g; s/ +/ /g; }'
}
for board in "$@"; do
    for flags in "-bench . -benchtime 100x" "-v -bench Div -benchtime 20x"; do
        bench_diff bnorm "$board" "" $flags
    done
    grep -qE '^BenchmarkAdd {7}	 {5}100	 +[0-9]+(\.[0-9]+)? ns/op$' "$tmp/corogo.raw" ||
        grep -qE '^BenchmarkDivMetric 	 {6}20	 +[0-9]+(\.[0-9]+)? ns/op	 {9}2\.500 widgets/op	 +[0-9]+ B/op	 +[0-9]+ allocs/op$' "$tmp/corogo.raw" ||
        { echo "FAIL: $board: benchmark columns"; cat "$tmp/corogo.raw"; fail=1; }
done
# -json: the events of Go's converter (go tool test2json -t, as go test -json runs it) of the -v
# text of the same package and flags (durations, times and elapsed seconds normalised in both;
# every event of corogo's has a Time as Go's time.Time marshals it)
jnorm() {
    sed -E 's/\(([0-9]+\.[0-9]+)s\)/(T)/; s/\\t[0-9.]+s\\n/\\tT\\n/; s/^\{"Time":"[^"]*",/{"Time":"T",/; s/"Elapsed":[0-9.]+/"Elapsed":E/'
}
# (the -v text of flags "" is the first flag set's run above, not built and run again); the -v text
# of a failing package without its last line, the final FAIL, which go test prints, not test2json
for flags in "" "-run Add|Nested"; do
    for board in "$@"; do
        "$corogo" test -target="$board" -json ${flags:+"-run" "${flags#-run }"} . >"$tmp/json.raw"
        status=$?
        if [ -z "$flags" ]; then
            cp "$tmp/v-$board.txt" "$tmp/v.raw"; vstatus=$(cat "$tmp/v-$board.status")
        else
            "$corogo" test -target="$board" -v ${flags:+"-run" "${flags#-run }"} . >"$tmp/v.raw"; vstatus=$?
        fi
        if [ "$vstatus" != "$status" ]; then
            echo "FAIL: $board, -json '$flags': exit status $status, with -v $vstatus"; fail=1
        fi
        if [ "$vstatus" = 0 ]; then cp "$tmp/v.raw" "$tmp/v.txt"; else sed '$d' "$tmp/v.raw" >"$tmp/v.txt"; fi
        go tool test2json -t -p example.com/sample <"$tmp/v.txt" | jnorm >"$tmp/json.go"
        jnorm <"$tmp/json.raw" >"$tmp/json.corogo"
        if ! diff -u "$tmp/json.go" "$tmp/json.corogo" >"$tmp/diff" || [ ! -s "$tmp/json.go" ] ||
           grep -vqE '^\{"Time":"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]*[1-9])?(Z|[+-][0-9]{2}:[0-9]{2})","Action"' "$tmp/json.raw"; then
            echo "FAIL: $board, -json '$flags'"; cat "$tmp/diff"; fail=1
        else
            echo "ok: $board, -json '$flags'"
        fi
    done
done
# several boards in one call: each board's package line, exit status 1 (a test fails)
boards=$(IFS=,; echo "$*")
"$corogo" test -target="$boards" -run Add . >"$tmp/multi"
status=$?
for board in "$@"; do
    grep -qE "^ok  	example.com/sample \($board\)	[0-9.]+s$" "$tmp/multi" || { echo "FAIL: -target=$boards: no line for $board"; cat "$tmp/multi"; fail=1; }
done
[ "$status" = 0 ] || { echo "FAIL: -target=$boards -run Add: exit status $status"; fail=1; }
# ./... in a module of two packages (one importing the other, one without tests)
(cd "$here/multi" && go test -count=1 ./...) 2>&1 | norm >"$tmp/go"
for board in "$@"; do
    (cd "$here/multi" && "$corogo" test -target="$board" ./...) | norm >"$tmp/corogo"
    diff -u "$tmp/go" "$tmp/corogo" >"$tmp/diff" || { echo "FAIL: $board: ./..."; cat "$tmp/diff"; fail=1; }
done
# build constraints: each board's own file of tests/test/boards
(cd "$here/boards" && "$corogo" test -target="$boards" -v .) >"$tmp/boards"
for board in "$@"; do
    case $board in mps2-*) irq=9 ;; *) irq=11 ;; esac
    grep -A3 "board's test-timer IRQ is $irq\$" "$tmp/boards" | grep -qE "^ok  	example.com/boards \($board\)	" ||
        { echo "FAIL: $board: tests/test/boards"; cat "$tmp/boards"; fail=1; }
done
# a hung test: killed at the timeout, reported as go test reports it
cd "$here/hang" || exit 1
go test -count=1 -timeout=2s . >"$tmp/go.raw" 2>&1
gostatus=$?
for board in "$@"; do
    "$corogo" test -target="$board" -timeout=2s . >"$tmp/corogo.raw" 2>/dev/null
    status=$?
    for f in go corogo; do
        if ! grep -q '^panic: test timed out after 2s$' "$tmp/$f.raw" ||
           ! grep -qE '^FAIL	example.com/hang	[0-9.]+s$' "$tmp/$f.raw"; then
            echo "FAIL: $board: $f test's timeout report"; cat "$tmp/$f.raw"; fail=1
        fi
    done
    [ "$status" = "$gostatus" ] || { echo "FAIL: $board: -timeout exit status $status (go test: $gostatus)"; fail=1; }
done
# one build per package and board: sample, xtest, multi's package with tests, boards and hang
builds=$(ls "$tmp/images" | grep -c "\.elf$")
if [ "$builds" != $((5 * $#)) ]; then
    echo "FAIL: $builds builds for $# boards (5 packages with tests each)"; ls "$tmp/images"; fail=1
fi
[ $fail = 0 ] && echo "ok: corogo test on $* ($builds builds)"
exit $fail
