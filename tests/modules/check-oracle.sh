#!/usr/bin/env bash
# check-oracle.sh <boards-dir> <modules-dir> - the reference Go toolchain judges the module tests:
# each tests/modules/<name>/ without a no-oracle file is copied to a temporary folder and, for a
# program, run with `go run -tags=<the board's tags>,<-tags of its args> <package>` once per board
# (boards/<board>/board.json "tags"): Go's stderr (println) must equal <board>.out or
# expected.out. For an expected.err module, `go build` must fail too, and when all Go's messages
# are positioned ("file:line:col: msg") they must be expected.err's errors without "error: ",
# unless an oracle-verdict file says why only the verdict is compared. Go runs with modules on, its caches in the temporary folder.
set -uo pipefail

boards=$1 modules=$2
if ! command -v go >/dev/null; then
    echo "FAIL: the reference Go toolchain (go) is not installed (apt-get install golang-go)" >&2
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export HOME=$tmp GOCACHE=$tmp/gocache GOPATH=$tmp/gopath GO111MODULE=on GOFLAGS=-mod=mod GOTOOLCHAIN=local
# required modules from a copy of the module-cache fixture, never the network
cp -r "$modules/modcache" "$tmp/modcache"
export GOMODCACHE=$tmp/modcache GOPROXY=off

checked=0 failed=0
for gomod in "$modules"/*/go.mod; do
    src=$(dirname "$gomod")
    name=$(basename "$src")
    [ -e "$src/no-oracle" ] && continue
    rm -rf "$tmp/$name"
    cp -r "$src" "$tmp/$name"
    args=(.)
    [ -f "$src/args" ] && read -r -a args <"$src/args"
    GOFLAGS=-mod=mod
    [ -d "$src/vendor" ] && GOFLAGS=-mod=vendor
    pkgs=() extra=
    for a in "${args[@]}"; do
        case $a in -tags=*) extra=,${a#-tags=} ;; -*) ;; *) pkgs+=("$a") ;; esac
    done
    if [ -f "$src/expected.err" ]; then
        if (cd "$tmp/$name" && go build -o /dev/null "${pkgs[@]}") >/dev/null 2>"$tmp/go.err"; then
            echo "FAIL: go build accepts module $name, which has an expected.err"
            failed=$((failed + 1))
        elif [ -e "$src/oracle-verdict" ] || grep -v '^#' "$tmp/go.err" | grep -Evq '^[^ ]+:[0-9]+:[0-9]+: '; then
            echo "ok: $name (go build fails too; its messages are not all positioned)"
        elif ! grep -E '^[^ ]+:[0-9]+:[0-9]+: error: ' "$src/expected.err" | sed 's/: error: /: /' |
            cmp -s - <(grep -v '^#' "$tmp/go.err"); then
            echo "FAIL: the errors of expected.err of module $name differ from go build's (--- expected, +++ go build):"
            grep -E '^[^ ]+:[0-9]+:[0-9]+: error: ' "$src/expected.err" | sed 's/: error: /: /' |
                diff -u --label expected --label "go build" - <(grep -v '^#' "$tmp/go.err") | head -40
            failed=$((failed + 1))
        else
            echo "ok: $name (go build reports the same errors)"
        fi
        checked=$((checked + 1))
        continue
    fi
    for bj in "$boards"/*/board.json; do
        board=$(basename "$(dirname "$bj")")
        tags=$(grep -o '"tags": *\[[^]]*\]' "$bj" | sed 's/"tags": *\[//; s/\]//; s/[" ]//g')
        want=$src/expected.out
        [ -f "$src/$board.out" ] && want=$src/$board.out
        [ -f "$want" ] || continue # a module with per-board outputs is tested on those boards only
        (cd "$tmp/$name" && timeout 120 go run -tags="$tags$extra" "${pkgs[@]}") >"$tmp/stdout" 2>"$tmp/stderr"
        status=$?
        if [ $status -ne 0 ]; then
            echo "FAIL: go run of module $name ($board tags $tags$extra) exited with status $status"
            head -20 "$tmp/stderr"
            failed=$((failed + 1))
        elif ! cmp -s "$want" "$tmp/stderr"; then
            echo "FAIL: $(basename "$want") of module $name differs from go run (--- expected, +++ go run):"
            diff -u --label expected --label "go run" "$want" "$tmp/stderr" | head -40
            failed=$((failed + 1))
        else
            echo "ok: $name ($board tags $tags$extra)"
        fi
        checked=$((checked + 1))
    done
done
echo "module oracle: $checked checked, $failed failed"
[ $failed -eq 0 ] && [ $checked -gt 0 ]
