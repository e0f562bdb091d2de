# tablecut.sh - a read-only table keeps only the fields (and rows) the program reads, packed (src/transform/
# tablecut.c, tablepack.c): bench/itoa_upper.go (issue #26's flash row: strings.ToUpper of a string
# strconv.Itoa made) reads unicode's CaseRanges through ToUpper only, Lo, Hi and Delta[UpperCase]:
# from -O1 up its 319 records are 4 bytes each (Lo's low half, Hi - Lo, a byte indexing the 97
# distinct deltas of a 194-byte dictionary of their low halves, the high half picked by comparing
# the index twice) instead of Go's 20 (LLVM's passes do not run at -O0:
# the table stays whole), and the firmware stays under its flash bound (docs/performance.md,
# "Programs using Go's standard library")
. "$(dirname "$0")/lib.sh"
for o in -O0 -Os; do
    run "$COROGO" build -target=mps2-an385 $o -o u.elf "$ROOT/bench/itoa_upper.go"
    expect_rc 0 "itoa_upper $o"
    want="1276 194"
    [ "$o" = -O0 ] && want=6380
    "$NM" -S --size-sort -r u.elf | grep -F ' $init.' > syms || fail "$o: no \$init table in the firmware"
    sizes=$(while read -r _ size _ _; do echo $((0x$size)); done < syms | tr '\n' ' ')
    [ "$sizes" = "$want " ] || fail "$o: CaseRanges and its dictionary are not $want bytes: $sizes"
    run "$COROGO" run -target=mps2-an385 $o "$ROOT/bench/itoa_upper.go"
    expect_rc 0 "run itoa_upper $o"
    expect_out "HELLO, 42
"
done
# utf8.first (256 bytes) is read by DecodeRuneInString only after the compare LLVM made of `x >= as`
# bounded its index to the lead bytes 0xC2..0xF4: those 51 rows are kept
"$NM" -S u.elf | grep -F 'unicode/utf8.first' > syms || fail "no utf8.first in the firmware"
read -r _ size _ _ < syms
[ $((0x$size)) = 51 ] || fail "utf8.first is $((0x$size)) bytes, not the 51 rows read"
# 8,858 B with the table packed and utf8.first's rows cut (9,308 before both); cut but not packed, 11,432 B
run "$COROGO" build -target=mps2-an385 -Os -size=short -o u.elf "$ROOT/bench/itoa_upper.go"
flash=$(awk 'NR == 2 { print $4 }' out)
[ -n "$flash" ] && [ "$flash" -le 8900 ] || fail "itoa_upper -Os: $flash bytes of flash, bound 8900"
exit 0
