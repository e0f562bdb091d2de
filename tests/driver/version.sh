# version.sh - corogo version names itself and the LLVM it was built with (19)
. "$(dirname "$0")/lib.sh"
run "$COROGO" version
expect_rc 0 "corogo version"
grep -qE '^corogo version [0-9]+\.[0-9]+\.[0-9]+ \(LLVM 19\.[0-9]+\.[0-9]+\)$' out || fail "bad version line"
[ "$(wc -l < out)" -eq 1 ] || fail "expected one line"
exit 0
