# targets.sh - corogo targets lists every board folder of boards/ (not boards/common), sorted, with
# its chip, CPU and memory sizes from its descriptor
. "$(dirname "$0")/lib.sh"
run "$COROGO" targets
expect_rc 0 "corogo targets"
[ -s err ] && fail "corogo targets wrote to stderr"
n=0
for bj in "$ROOT"/boards/*/board.json; do
    b=$(basename "$(dirname "$bj")")
    [ "$b" = common ] && continue
    n=$((n + 1))
    grep -q "^$b " out || fail "board $b not listed"
done
[ "$n" -ge 2 ] || fail "expected at least the two QEMU boards in $ROOT/boards"
[ "$(wc -l < out)" -eq "$n" ] || fail "expected $n lines"
grep -qE '^mps2-an385 +AN385 +cortex-m3 +flash 4M +ram 4M +.*Cortex-M3' out || fail "mps2-an385 line"
grep -qE '^riscv32-virt +[^ ]+ +[^ ]+ +flash [0-9]+[KM]? +ram [0-9]+[KM]? +.*(RV32|rv32)' out || fail "riscv32-virt line"
grep -qE '^sifive_e +FE310 +generic-rv32 +flash 12M +ram 16K ' out || fail "sifive_e line"
grep -qE '^mps2-an386 +AN386 +cortex-m4 .*Cortex-M4F' out || fail "mps2-an386 line"
grep -qE '^microbit +nRF51822 +cortex-m0 +flash 256K +ram 16K ' out || fail "microbit line"
grep -qE '^netduinoplus2 +STM32F405 +cortex-m4 +flash 1M +ram 128K ' out || fail "netduinoplus2 line"
grep -qE '^lm3s6965evb +LM3S6965 +cortex-m3 +flash 256K +ram 64K ' out || fail "lm3s6965evb line"
sort -c out || fail "not sorted"
exit 0
