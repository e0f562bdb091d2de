# stack_size.sh BOARD - the main stack's size: the board's "stack-size" (64 KiB; 8 MiB on
# riscv32-virt) by default, or
# -stack-size=N (rounded up so that its bottom is aligned to 1 KiB), shown by the -size report, with
# the guard below it sized from the program's largest frame without a limit check (main.sum's 136 or
# 144 bytes: 256; the stack guard of docs/memory.md); and the same bounded recursion (tests/programs/stack_deep.go: 800 frames of over 80
# bytes) that runs to the end with -stack-size=256K (its .flags) ends in "fatal error: stack
# overflow" and exit status 2 with the default stack (when it is smaller than that: else with
# -stack-size=64K) and with -stack-size=8K, at every -O level.
# A stack that leaves .data + .bss no room fails to link.
. "$(dirname "$0")/lib.sh"
B=$1
P=$ROOT/tests/programs
RAM=$(board_size "$B" ram-size) STACK=$(board_size "$B" stack-size)
run "$COROGO" build -target="$B" -size=short -o d.elf "$P/stack_deep.go"
expect_rc 0 "default stack"
expect_in out "stack: $STACK bytes at the top of RAM, above a 256-byte guard"
run "$COROGO" build -target="$B" -size=full -stack-size=100000 -o d.elf "$P/stack_deep.go"
expect_rc 0 "-stack-size=100000"
expect_in out "stack: 100352 bytes at the top of RAM, above a 256-byte guard"
small=""
[ "$STACK" -lt 262144 ] || small=-stack-size=64K
for o in -O0 -O1 -O2 -Os -Oz; do
    for s in "$small" -stack-size=8K; do
        run "$COROGO" run -target="$B" $o $s "$P/stack_deep.go"
        expect_rc 2 "stack_deep.go $o $s"
        printf 'fatal error: stack overflow\n' | cmp -s - "$T/out" || fail "stack_deep.go $o $s: output is not the stack overflow"
    done
done
# the whole RAM for the stack: no room for the guard, .data and .bss
run "$COROGO" build -target="$B" -stack-size=$((RAM / 1024))K -o d.elf "$P/stack_deep.go"
expect_rc 1 "-stack-size=RAM"
expect_in err "corogo: error: RAM overflow on $B by "
exit 0
