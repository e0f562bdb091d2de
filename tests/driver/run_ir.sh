# run_ir.sh BOARD - the back half of the pipeline on QEMU: an LLVM IR input is linked with the
# runtime, run under the board's emulator, its console on stdout and its status passed through
. "$(dirname "$0")/lib.sh"
B=$1
run "$COROGO" run -target="$B" "$DATA/print.ll"
expect_rc 0 "print.ll"
expect_out "from IR 42
"
for o in -O0 -O1 -O2 -Oz; do
    run "$COROGO" run -target="$B" $o "$DATA/print.ll"
    expect_rc 0 "print.ll $o"
    expect_out "from IR 42
"
done
run "$COROGO" run -target="$B" "$DATA/exit7.ll"
expect_rc 7 "exit7.ll: the firmware's status"
run "$COROGO" run -target="$B" "$DATA/panic.ll"
expect_rc 2 "panic.ll"
expect_in out "panic: boom"
# the temporary build directory is gone afterwards
TMPDIR="$T/tmp" && mkdir "$TMPDIR" && export TMPDIR
run "$COROGO" run -target="$B" "$DATA/print.ll"
expect_rc 0 "print.ll with TMPDIR"
[ -z "$(ls -A "$TMPDIR")" ] || fail "temporary files left in TMPDIR: $(ls -A "$TMPDIR")"
exit 0
