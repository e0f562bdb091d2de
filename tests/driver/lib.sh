# lib.sh - helpers for the driver tests (sourced). Environment: COROGO (the compiler), ROOT (the
# source tree). Every test works in a fresh temporary directory, removed at exit.
set -u
: "${COROGO:?COROGO must name the corogo binary}"
: "${ROOT:?ROOT must name the source tree}"
DATA="$ROOT/tests/driver/data"
# llvm-nm, for the tests that read the symbols of an image
NM=$(command -v llvm-nm-19 || echo /usr/lib/llvm-19/bin/llvm-nm)
T=$(mktemp -d "${TMPDIR:-/tmp}/corogo-driver-XXXXXX")
trap 'rm -rf "$T"' EXIT
cd "$T" || exit 1

fail() {
    echo "FAIL: $*" >&2
    for f in out err; do
        [ -s "$T/$f" ] && { echo "--- $f:" >&2; head -c 2000 "$T/$f" >&2; }
    done
    exit 1
}

# run CMD... with stdout in $T/out, stderr in $T/err; the status in $rc
run() {
    "$@" >"$T/out" 2>"$T/err" </dev/null
    rc=$?
}

expect_rc() {
    [ "$rc" -eq "$1" ] || fail "expected exit status $1, got $rc: $2"
}

expect_in() { # FILE PATTERN (fixed string)
    grep -qF -- "$2" "$T/$1" || fail "expected '$2' in $1"
}

expect_out() { # the exact expected stdout
    printf '%s' "$1" | cmp -s - "$T/out" || fail "stdout differs; expected: $(printf '%s' "$1" | od -c | head -5)"
}

board_size() { # BOARD KEY: a size of boards/BOARD/board.json ("ram-size", "stack-size") in bytes
    python3 -c 'import json, sys; print(int(json.load(open(sys.argv[1]))[sys.argv[2]], 0))' \
        "$ROOT/boards/$1/board.json" "$2"
}
