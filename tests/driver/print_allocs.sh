# print_allocs.sh - -print-allocs=REGEX: every heap allocation site of the functions whose symbol
# REGEX matches, in source order, with why it is on the heap (data/allocs.expected); the sites that
# escape analysis keeps in the frame (local) are not listed; with run the list goes to stderr and
# the firmware's output to stdout; locals passed to //go:noescape library functions are not listed;
# a malformed REGEX is an error (status 1)
. "$(dirname "$0")/lib.sh"
cp "$DATA/allocs.go" .
run "$COROGO" build -target=mps2-an385 -print-allocs=. allocs.go
expect_rc 0 "-print-allocs=."
cmp -s "$DATA/allocs.expected" err || fail "-print-allocs=. differs from allocs.expected: $(diff "$DATA/allocs.expected" err)"
run "$COROGO" build -target=riscv32-virt '-print-allocs=^main\.(mk|store)$' allocs.go
expect_rc 0 "-print-allocs=^main.(mk|store)$"
grep -E '^allocs.go:(12|17):' "$DATA/allocs.expected" | cmp -s - err || fail "the filter by function name: $(cat err)"
run "$COROGO" run -target=mps2-an385 -print-allocs=main.local allocs.go
expect_rc 0 "run -print-allocs"
expect_out "1 2 1 1 ab
"
[ -s err ] && fail "main.local allocates nothing on the heap, yet: $(cat err)"
# //go:noescape library functions (sync/atomic, machine.UART.Write) keep locals in the frame
cp "$DATA/noescape.go" .
run "$COROGO" run -target=mps2-an385 -print-allocs=main.main noescape.go
expect_rc 0 "run noescape.go"
expect_out "ok!
6
"
[ -s err ] && fail "noescape.go allocates in main.main: $(cat err)"
run "$COROGO" build -target=mps2-an385 '-print-allocs=(' allocs.go
expect_rc 1 "a malformed regular expression"
expect_in err "corogo: error: -print-allocs: malformed regular expression: ("
echo "ok: print_allocs"
