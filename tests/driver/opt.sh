# opt.sh - -opt=0|1|2|s|z is TinyGo's spelling of -O0 ... -Oz: the same image as the -O flag;
# another value is a usage error.
. "$(dirname "$0")/lib.sh"
printf 'package main\n\nfunc f(n int) int { return n * 3 }\n\nfunc main() { println(f(14)) }\n' >m.go
for l in 0 1 2 s z; do
    "$COROGO" build -target=riscv32-virt -O$l -o a.elf m.go >/dev/null 2>&1 || fail "build -O$l"
    "$COROGO" build -target=riscv32-virt -opt=$l -o b.elf m.go >/dev/null 2>&1 || fail "build -opt=$l"
    llvm-objcopy-19 -O binary a.elf a.bin && llvm-objcopy-19 -O binary b.elf b.bin || fail "objcopy"
    cmp -s a.bin b.bin || fail "-opt=$l and -O$l differ"
done
run "$COROGO" build -target=riscv32-virt -opt=3 m.go
expect_rc 2 "-opt=3"
expect_in err "bad value for -opt: 3 (0, 1, 2, s or z)"
exit 0
