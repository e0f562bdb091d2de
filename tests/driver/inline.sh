# inline.sh - the raised inliner threshold reaches LLVM's pipeline: a callee too big for LLVM's
# default threshold (opt-19 keeps its calls, checked here as the reference) is inlined by corogo
# at -O1, -O2, -Os and -Oz, and not at -O0
. "$(dirname "$0")/lib.sh"
OPT=$(command -v opt-19 || echo /usr/lib/llvm-19/bin/opt)
"$OPT" -passes='default<O2>' -S "$DATA/inline.ll" -o ref.ll || fail "opt-19 failed"
[ "$(grep -c 'call void @big' ref.ll)" -eq 2 ] || fail "reference: LLVM's default threshold inlined @big; the test proves nothing"
for o in -O1 -O2 -Os -Oz; do
    run "$COROGO" build -target=riscv32-virt $o -print-ir "$DATA/inline.ll"
    expect_rc 0 "$o"
    grep -q 'call void @big' out && fail "$o: @big not inlined"
done
run "$COROGO" build -target=riscv32-virt -O0 -print-ir "$DATA/inline.ll"
expect_rc 0 "-O0"
[ "$(grep -c 'call void @big' out)" -eq 2 ] || fail "-O0 inlined @big"
exit 0
