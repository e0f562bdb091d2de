# emit.sh - -emit-llvm (before the passes), -emit-llvm-after and -print-ir (after): the board's
# triple and data layout are set, every function is nounwind, the passes ran (dead code gone), -Oz's
# size attributes
. "$(dirname "$0")/lib.sh"
run "$COROGO" build -target=mps2-an385 -emit-llvm -o before.ll "$DATA/print.ll"
expect_rc 0 "-emit-llvm"
grep -q '^target triple = "thumbv7m-none-eabi"' before.ll || fail "no ARM triple"
grep -q '^target datalayout = "e-m:e-p:32:32' before.ll || fail "no ARM data layout"
grep -q 'define internal void @unused_helper' before.ll || fail "before the passes: helper missing"
run "$COROGO" build -target=riscv32-virt -emit-llvm-after -o after.ll "$DATA/print.ll"
expect_rc 0 "-emit-llvm-after"
grep -q '^target triple = "riscv32-unknown-none-elf"' after.ll || fail "no RISC-V triple"
grep -q '"target-abi", !"ilp32"' after.ll || fail "no ilp32 target-abi flag"
grep -q 'unused_helper' after.ll && fail "after the passes: dead helper still there"
run "$COROGO" build -target=riscv32-virt -print-ir "$DATA/print.ll"
expect_rc 0 "-print-ir"
grep -q 'define void @corogo_main() .*#[0-9]' out || fail "-print-ir: corogo_main without attributes"
grep -q '^attributes #.*nounwind' out || fail "-print-ir: not nounwind"
# -Oz marks every defined function optsize minsize for the back end (passes.c size_attrs); -Os not
run "$COROGO" build -target=mps2-an385 -Oz -print-ir "$ROOT/examples/demo.go"
expect_rc 0 "-Oz -print-ir"
a=$(sed -nE 's/^define void @corogo_main\(\) .*#([0-9]+)( !dbg ![0-9]+)? \{$/\1/p' out)
[ -n "$a" ] || fail "-Oz: no attributes on corogo_main"
grep -qE "^attributes #$a = \{.*minsize.*optsize" out || fail "-Oz: corogo_main not minsize optsize"
run "$COROGO" build -target=mps2-an385 -Os -print-ir "$ROOT/examples/demo.go"
expect_rc 0 "-Os -print-ir"
grep -qE '^attributes #.*(minsize|optsize)' out && fail "-Os: optsize or minsize attributes"
# default output name: the first input's base name
run "$COROGO" build -target=mps2-an385 -emit-llvm "$DATA/print.ll"
expect_rc 0 "-emit-llvm, default name"
[ -s print.ll ] || fail "no print.ll"
printf 'this is not IR\n' > bad.ll
run "$COROGO" build -target=mps2-an385 bad.ll
expect_rc 1 "invalid IR input"
expect_in err "bad.ll"
exit 0
