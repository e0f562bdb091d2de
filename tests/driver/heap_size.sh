# heap_size.sh BOARD - the Go heap in the -size report: under the collector (the default when the
# program allocates) the RAM between .bss and the stack guard, or -heap=SIZE of it; -gc=leaking
# the 64 KiB arena; a program that allocates nothing has neither; a capped heap that does not fit
# is a RAM overflow; the heap line only appears when the collector is linked.
. "$(dirname "$0")/lib.sh"
B=$1
P=$ROOT/tests/programs
RAM=$(board_size "$B" ram-size) STACK=$(board_size "$B" stack-size)
run "$COROGO" build -target="$B" -size=full -o h.elf "$P/gc_memstats.go"
expect_rc 0 "default heap"
heap=$(sed -nE 's/^heap: ([0-9]+) bytes between \.bss and the stack guard, collected \(-gc=conservative\)$/\1/p' "$T/out")
[ -n "$heap" ] || fail "no heap line in the short part of the report"
# the board's RAM (4 MiB on mps2-an385, 124 MiB on riscv32-virt) less .data + .bss, the stack (64 KiB,
# 8 MiB) and its guard (sized from this program's worst case: runtime.GC()'s 512-byte stack scrub
# and a little, not the linker scripts' default 1 KiB or more: the heap has the rest)
[ "$heap" -gt $((RAM - STACK - 2048)) ] && [ "$heap" -lt $((RAM - STACK - 32)) ] || fail "heap of $heap bytes"
expect_in out "heap $heap bytes (-gc=conservative)"
run "$COROGO" build -target="$B" -size=short -heap=16K -o h.elf "$P/gc_memstats.go"
expect_rc 0 "-heap=16K"
expect_in out "heap: 16384 bytes between .bss and the stack guard"
run "$COROGO" build -target="$B" -size=full -gc=leaking -o h.elf "$P/gc_memstats.go"
expect_rc 0 "-gc=leaking"
expect_in out "; arena 65536 bytes"
grep -q "^heap" "$T/out" && fail "-gc=leaking: a heap line"
run "$COROGO" build -target="$B" -size=full -o h.elf "$P/stack_deep.go"
expect_rc 0 "no allocation"
expect_in out "; arena 0 bytes"
grep -q "^heap" "$T/out" && fail "no allocation: a heap line"
# a heap that leaves the stack 6 KiB less than it needs
run "$COROGO" build -target="$B" -heap=$(((RAM - STACK) / 1024 + 6))K -o h.elf "$P/gc_memstats.go"
expect_rc 1 "-heap=RAM - stack + 6K"
expect_in err "corogo: error: RAM overflow on $B by "
exit 0
