#!/usr/bin/env bash
# check.sh <corogo> <board> <level> - each program here panics with a value Go prints as
# "(type) 0x<address>": it must print "deferred" (its deferred call), then a line matching the
# regex on its first line ("// want: ..."; the address is not compared), then where it panicked
# (a blank line, "goroutine 1 [running]:", "main.main()", a tab and "<file>:11"), and exit with
# status 2.
set -uo pipefail
corogo=$1 board=$2 level=$3
cd "$(dirname "$0")" || exit 1
fail=0
for f in *.go; do
    re=$(sed -n '1s|^// want: ||p' "$f")
    out=$("$corogo" run -target="$board" "-$level" -timeout=20 "$f" 2>&1)
    st=$?
    if [ $st -ne 2 ] || [ "$(printf '%s\n' "$out" | sed -n 1p)" != deferred ] ||
        ! printf '%s\n' "$out" | sed -n 2p | grep -Eq "$re" ||
        [ "$(printf '%s\n' "$out" | sed -n '3,$p')" != "$(printf '\ngoroutine 1 [running]:\nmain.main()\n\t%s:11' "$f")" ]; then
        echo "FAIL: $f (status $st), want $re:"
        printf '%s\n' "$out"
        fail=1
    fi
done
exit $fail
