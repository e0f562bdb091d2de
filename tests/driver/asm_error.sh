# asm_error.sh - an AsmFull string the board's assembler rejects (Thumb-2's three-register add on
# the Cortex-M0, which has only adds) fails the build: LLVM's error, exit status 1, no ELF left
# behind; the same string builds for the Cortex-M3
. "$(dirname "$0")/lib.sh"
printf 'package main\n\nimport "device/arm"\n\nfunc main() {\n\tprintln(arm.AsmFull("add {}, {a}, {b}", map[string]interface{}{"a": 40, "b": 2}))\n}\n' > asm.go
run "$COROGO" build -target=microbit -o asm.elf asm.go
expect_rc 1 "add of three registers on Thumb-1"
expect_in err "corogo: error: LLVM: <inline asm>:1:2: invalid instruction"
[ -e asm.elf ] && fail "asm.elf left behind"
run "$COROGO" build -target=mps2-an385 -o asm.elf asm.go
expect_rc 0 "add of three registers on Thumb-2"
exit 0
