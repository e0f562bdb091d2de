# inline.sh - the inliner thresholds reach LLVM's pipeline: from -O1 up a coroutine ramp (f$coro)
# carries the raised threshold (function-inline-threshold 1000) so that it is inlined into its
# awaiting callers and CoroElide folds the frames; any other call keeps LLVM's -O2 threshold, so a
# callee too big for it stays a call as with opt-19 (the reference); -O0 raises nothing
. "$(dirname "$0")/lib.sh"
OPT=$(command -v opt-19 || echo /usr/lib/llvm-19/bin/opt)
"$OPT" -passes='default<O2>' -S "$DATA/inline.ll" -o ref.ll || fail "opt-19 failed"
[ "$(grep -c 'call void @big' ref.ll)" -eq 2 ] || fail "reference: LLVM's default threshold inlined @big; the test proves nothing"
for o in -O1 -O2 -Os -Oz; do
    run "$COROGO" build -target=riscv32-virt $o -print-ir "$DATA/inline.ll"
    expect_rc 0 "$o"
    [ "$(grep -c 'call void @big' out)" -eq 2 ] || fail "$o: @big inlined past LLVM's threshold"
    run "$COROGO" build -target=riscv32-virt $o -print-ir "$DATA/ramp.go"
    expect_rc 0 "$o ramp.go"
    # the attribute group of main.worker$coro holds the raised threshold
    g=$(sed -n 's/^define .*@"main\.worker\$coro"(.*) .*\(#[0-9]*\) .*/\1/p' out)
    [ -n "$g" ] || fail "$o: no main.worker\$coro"
    grep -q "^attributes $g = .*\"function-inline-threshold\"=\"1000\"" out || fail "$o: ramp without the raised threshold"
done
run "$COROGO" build -target=riscv32-virt -O0 -print-ir "$DATA/inline.ll"
expect_rc 0 "-O0"
[ "$(grep -c 'call void @big' out)" -eq 2 ] || fail "-O0 inlined @big"
run "$COROGO" build -target=riscv32-virt -O0 -print-ir "$DATA/ramp.go"
expect_rc 0 "-O0 ramp.go"
grep -q 'function-inline-threshold' out && fail "-O0 raised a threshold"
exit 0
