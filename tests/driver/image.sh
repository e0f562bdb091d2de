# image.sh - -o NAME.bin / NAME.hex: the ELF converted to a raw image / Intel HEX. On the Cortex-M
# board the image starts with the vector table, whose first word is the initial stack pointer.
. "$(dirname "$0")/lib.sh"
B=mps2-an385
run "$COROGO" build -target=$B -o fw.elf "$DATA/print.ll"
expect_rc 0 "fw.elf"
run "$COROGO" build -target=$B -o fw.bin "$DATA/print.ll"
expect_rc 0 "fw.bin"
run "$COROGO" build -target=$B -o fw.hex "$DATA/print.ll"
expect_rc 0 "fw.hex"
top=$("$NM" fw.elf | awk '$3 == "__stack_top" { print $1 }')
[ -n "$top" ] || fail "no __stack_top in fw.elf"
word=$(od -A n -t x4 -N 4 fw.bin | tr -d ' ')
[ "$(printf '%d' "0x$word")" -eq "$(printf '%d' "0x$top")" ] || fail "fw.bin starts with $word, not __stack_top $top"
head -c 1 fw.hex | grep -q ':' || fail "fw.hex is not Intel HEX"
tail -n 1 fw.hex | tr -d '\r' | grep -qx ':00000001FF' || fail "fw.hex has no end record"
[ -e fw.elf ] && [ ! -e print.elf ] || fail "default-named ELF written"
exit 0
