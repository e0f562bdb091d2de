# panic_trap.sh BOARD - -panic=print (the default) and -panic=trap: the same out-of-range index
# prints Go's message and its position by default and traps with -panic=trap (the board's fault
# message, exit status 2; on riscv32-virt the trap's mcause, mepc and mtval) in a smaller image; a
# bad value is a usage error.
. "$(dirname "$0")/lib.sh"
B=$1
P=$ROOT/tests/programs
cp "$P/lang_index_panic.go" .
run "$COROGO" run -target="$B" lang_index_panic.go
expect_rc 2 "-panic=print"
expect_in out "goroutine 1 [running]:"
expect_in out "	lang_index_panic.go:5"
run "$COROGO" run -target="$B" -panic=trap lang_index_panic.go
expect_rc 2 "-panic=trap"
grep -q "index out of range\|goroutine" "$T/out" && fail "-panic=trap printed the panic"
expect_in out "fatal error: "
if [ "$B" = riscv32-virt ]; then # the exception's report (port/riscv/port.c): an illegal instruction
    grep -q "^trap mcause=0x2 mepc=0x8[0-9a-f]* mtval=0x[0-9a-f]*\$" "$T/out" || fail "the trap's report"
    expect_in out "fatal error: unexpected trap"
fi
size() { "$COROGO" build -target="$B" -size=short "$@" -o s.elf lang_index_panic.go | awk 'NR == 2 { print $4 }'; }
with=$(size) trapped=$(size -panic=trap)
[ "$trapped" -lt "$with" ] || fail "-panic=trap image ($trapped bytes) is not smaller than -panic=print ($with)"
run "$COROGO" build -target="$B" -panic=maybe lang_index_panic.go
expect_rc 2 "-panic=maybe"
expect_in err "bad value for -panic: maybe (print or trap)"
exit 0
