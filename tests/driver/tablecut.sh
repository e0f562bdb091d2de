# tablecut.sh - a read-only table keeps only the fields the program reads (src/transform/tablecut.c):
# bench/itoa_upper.go (issue #26's flash row: strings.ToUpper of a string strconv.Itoa made) reads
# unicode's CaseRanges through ToUpper only, Lo, Hi and Delta[UpperCase]: its 319 records are 12
# bytes each instead of Go's 20 from -O1 up (LLVM's passes do not run at -O0: the table stays
# whole), and the firmware stays under its flash bound (docs/performance.md, "Programs using Go's
# standard library")
. "$(dirname "$0")/lib.sh"
NM=$(command -v llvm-nm-19 || echo /usr/lib/llvm-19/bin/llvm-nm)
for o in -O0 -Os; do
    run "$COROGO" build -target=mps2-an385 $o -o u.elf "$ROOT/bench/itoa_upper.go"
    expect_rc 0 "itoa_upper $o"
    want=3828
    [ "$o" = -O0 ] && want=6380
    "$NM" -S u.elf | grep -F ' $init.' > syms || fail "$o: no \$init table in the firmware"
    sizes=$(while read -r _ size _ _; do echo $((0x$size)); done < syms)
    echo "$sizes" | grep -qx "$want" || fail "$o: CaseRanges is not $want bytes: $sizes"
    run "$COROGO" run -target=mps2-an385 $o "$ROOT/bench/itoa_upper.go"
    expect_rc 0 "run itoa_upper $o"
    expect_out "HELLO, 42
"
done
# 12,106 B after the fifth session's runtime size work; the table uncut would add about 2 KB
run "$COROGO" build -target=mps2-an385 -Os -size=short -o u.elf "$ROOT/bench/itoa_upper.go"
flash=$(awk 'NR == 2 { print $4 }' out)
[ -n "$flash" ] && [ "$flash" -le 12500 ] || fail "itoa_upper -Os: $flash bytes of flash, bound 12500"
exit 0
