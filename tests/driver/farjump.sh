# farjump.sh - riscv32-virt: a program with over 1 MiB of code between the reset entry and the
# runtime still links and runs (_start reaches rt_start with a far jump; a `j` reaches +-1 MiB)
. "$(dirname "$0")/lib.sh"
printf 'package main\n\n//go:linkname pad c_pad\nfunc pad()\n\nfunc main() {\n\tpad()\n\tprintln("far")\n}\n' > far.go
run "$COROGO" run -target=riscv32-virt far.go "$DATA/farpad.c"
expect_rc 0 "1.5 MiB of code before rt_start"
expect_out "far
"
exit 0
