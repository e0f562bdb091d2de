# results.sh - results through memory after LLVM's pipeline (src/transform/bigcopy.c,
# bigcopy_results): on riscv32-virt, where a result of more than two words does not fit the return
# registers, an internal function returning one takes a pointer to the caller's temporary first and
# returns nothing, and every call in tests/programs/results_mem.go's recursive main.walk has its
# temporary live only around the call (llvm.lifetime.start), so the calls share one stack slot
# instead of instruction selection's slot per call; on mps2-an385, whose four return registers
# hold both results, the functions keep returning them; -O0 (no stack colouring) rewrites nothing.
# A function the pipeline found to touch no memory may then touch its arguments' (results_mem_pure.go)
. "$(dirname "$0")/lib.sh"
P=$ROOT/tests/programs/results_mem.go
walk() { awk '/^define .*@main\.walk\(/,/^}/' out; }
run "$COROGO" build -target=riscv32-virt -Os -print-ir "$P"
expect_rc 0 "riscv32-virt -Os"
for f in make3 slice3; do
    grep -q "^define internal fastcc void @main\.$f(ptr %0, i32 %1)" out || fail "riscv32-virt: main.$f does not return through memory"
done
[ "$(walk | grep -c 'call void @llvm.lifetime.start')" -eq 5 ] || fail "riscv32-virt: main.walk's 5 calls without their temporaries' lifetime"
run "$COROGO" build -target=mps2-an385 -Os -print-ir "$P"
expect_rc 0 "mps2-an385 -Os"
grep -q '^define internal fastcc { ptr, i32, i32 } @main\.slice3(' out || fail "mps2-an385: main.slice3 rewritten"
run "$COROGO" build -target=riscv32-virt -O0 -print-ir "$P"
expect_rc 0 "riscv32-virt -O0"
grep -q '^define internal .*{ ptr, i32, i32 } @main\.slice3(' out || fail "-O0: main.slice3 rewritten"
run "$COROGO" build -target=riscv32-virt -O2 -print-ir "$ROOT/tests/programs/results_mem_pure.go"
expect_rc 0 "riscv32-virt -O2 results_mem_pure"
g=$(sed -n 's/^define internal fastcc void @main\.trip(ptr %0, i32 %1) .*#\([0-9]*\) .*/\1/p' out)
[ -n "$g" ] || fail "riscv32-virt: main.trip does not return through memory"
grep -Eq "^attributes #$g = .*memory\(argmem: (write|readwrite)\)" out || fail "riscv32-virt: main.trip's memory attribute: $(grep "^attributes #$g " out)"
exit 0
