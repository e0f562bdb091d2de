# gc.sh BOARD - every function and global gets its own section in the object, so the linker's
# --gc-sections keeps what is referenced and drops the rest, at -O0 as at -Os
. "$(dirname "$0")/lib.sh"
B=$1
for o in -O0 -Os; do
    run "$COROGO" build -target="$B" $o -o gc.elf "$DATA/gc.ll"
    expect_rc 0 "gc.ll $o"
    "$NM" gc.elf > syms || fail "llvm-nm"
    kept="corogo_main kept_data"
    [ "$o" = -O0 ] && kept="$kept kept_fn" # inlined at -Os, then unreferenced
    for s in $kept; do
        grep -q " $s\$" syms || fail "$o: $s was dropped"
    done
    for s in unused_fn unused_data unused_bss unused_const; do
        grep -q " $s\$" syms && fail "$o: $s was kept"
    done
    run "$COROGO" run -target="$B" $o "$DATA/gc.ll"
    expect_rc 0 "run gc.ll $o"
    expect_out "7
"
done
exit 0
