# go_build.sh - the whole pipeline from Go source: default output names (first file, directory),
# an ELF for each board's machine, a directory as the package, front-end errors (status 1, the
# diagnostic format), -print-taint stopping before any output file, where -size reports go
. "$(dirname "$0")/lib.sh"
mkdir app
printf 'package main\n\nfunc main() {\n\tprintln("hello", 42)\n}\n' > app/hello.go

machine() { # the ELF's e_machine (bytes 18-19, little endian)
    od -A n -t u2 -j 18 -N 2 "$1" | tr -d ' '
}
run "$COROGO" build -target=mps2-an385 app/hello.go
expect_rc 0 "build app/hello.go"
[ -s hello.elf ] || fail "no hello.elf"
[ "$(machine hello.elf)" -eq 40 ] || fail "hello.elf is not an ARM ELF"
# the first .go file names the output, even after a .c file
printf 'void unused_c(void) {}\n' > aaa.c
run "$COROGO" build -target=mps2-an385 aaa.c app/hello.go
expect_rc 0 "build aaa.c app/hello.go"
[ -s hello.elf ] || fail "no hello.elf from aaa.c app/hello.go"
[ -e aaa.elf ] && fail "aaa.elf: named after the C file"
run "$COROGO" build -target riscv32-virt --verify app
expect_rc 0 "build app (a directory)"
[ -s app.elf ] || fail "no app.elf"
[ "$(machine app.elf)" -eq 243 ] || fail "app.elf is not a RISC-V ELF"
for b in mps2-an385 riscv32-virt; do
    run "$COROGO" run -target=$b app
    expect_rc 0 "run app on $b"
    expect_out "hello 42
"
done
# -size: the report goes to stdout for build, to stderr for run (stdout is the console)
run "$COROGO" build -target=mps2-an385 -size=short -heap=4K -o sized.elf app
expect_rc 0 "build -size=short"
expect_in out "flash"
run "$COROGO" run -target=riscv32-virt -size=full app
expect_rc 0 "run -size=full"
expect_out "hello 42
"
expect_in err "flash"
rm -f hello.elf
run "$COROGO" build -target=mps2-an385 -print-taint app/hello.go
expect_rc 0 "-print-taint"
[ -e hello.elf ] && fail "-print-taint wrote an ELF"
printf 'package main\n\nfunc main() {\n\tprintln("x"\n}\n' > bad.go
run "$COROGO" build -target=mps2-an385 bad.go
expect_rc 1 "syntax error"
grep -qE '^bad\.go:[0-9]+:[0-9]+: error: ' err || fail "no file:line:col: error: diagnostic"
[ -e bad.elf ] && fail "bad.elf written despite errors"
exit 0
