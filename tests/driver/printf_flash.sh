# printf_flash.sh - the flash of fmt.Printf("%d %s %.2f %v\n", ...) of an int, a string, a float64
# and a struct (bench/printf_fmt.go, issue #27's bench row; docs/performance.md, "fmt's flash"):
# strconv's 11,136-byte table of powers of ten is stored as every twentieth entry and two bits per
# entry (src/transform/pow10tab.c) at -Oz, println of a float (the printer of a panic's value)
# links no soft-float add, multiply or divide (runtime-baremetal/printfloat.c), a function with
# several call sites is not copied into each of them at -Oz (src/transform/passes.c,
# thresholds: 63,166 / 68,072 B before), the printer of panic values tests only the types a panic
# converts, fmt's other panic being catchPanic's `panic(err)` of what recover() returned
# (src/codegen/cg_prune.c: the float64 printf_fmt converts to interface{} is never a panic value, so
# no float printer rt_print_float is linked; 58,118 / 63,312 B before), and, with the reflect kinds
# no value can have folded away (src/codegen/cg_kinds.c, tests/driver/kindset.sh), the firmware
# stays under its bound on both boards (42,410 / 45,722 B with both)
. "$(dirname "$0")/lib.sh"
cp "$ROOT/bench/printf_fmt.go" p.go || fail "bench/printf_fmt.go"
for b in mps2-an385:43000 riscv32-virt:46300; do
    board=${b%:*} bound=${b#*:}
    run "$COROGO" build -target="$board" -Oz -size=short -o p.elf p.go
    expect_rc 0 "printf $board"
    f=$(awk 'NR == 2 { print $4 }' out)
    [ -n "$f" ] && [ "$f" -le "$bound" ] || fail "printf $board -Oz: $f bytes of flash, bound $bound"
    "$NM" -S p.elf > sized || fail "llvm-nm -S"
    grep -qE ' strconv\.detailedPowersOfTen$' sized && fail "printf $board: the whole table of powers of ten was linked"
    grep -qE ' strconv\.detailedPowersOfTen\.bases$' sized || fail "printf $board: no table of base powers of ten"
    grep -qE ' T rt_pow10tab_word$' sized || fail "printf $board: no rt_pow10tab_word"
    grep -qE ' rt_print_float$' sized && fail "printf $board: the float printer of panic values was linked"
    for s in __adddf3 __muldf3 __divdf3; do
        grep -qE " $s\$" sized && fail "printf $board: libgcc's $s was linked"
    done
done
exit 0
