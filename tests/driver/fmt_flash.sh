# fmt_flash.sh - the flash of fmt.Println("hello") outside fmt's own code (issue #27's bench row;
# docs/performance.md, "fmt's flash"): its unsigned 64-bit divisions (fmtInteger's u / 10) are the
# runtime's (runtime-baremetal/div64.c), not libgcc's __udivmoddi4 and __udivdi3 (nor RISC-V's
# 256-byte __clz_tab); and the firmware stays under its bound on both boards at -Oz
. "$(dirname "$0")/lib.sh"
NM=$(command -v llvm-nm-19 || echo /usr/lib/llvm-19/bin/llvm-nm)
cat > hello.go <<'GO'
package main

import "fmt"

func main() {
	fmt.Println("hello")
}
GO
for b in mps2-an385:39900 riscv32-virt:43300; do
    board=${b%:*} bound=${b#*:}
    run "$COROGO" build -target="$board" -Oz -size=short -o h.elf hello.go
    expect_rc 0 "fmt hello $board"
    f=$(awk 'NR == 2 { print $4 }' out)
    [ -n "$f" ] && [ "$f" -le "$bound" ] || fail "fmt hello $board -Oz: $f bytes of flash, bound $bound"
    "$NM" h.elf > syms || fail "llvm-nm"
    grep -qE ' T rt_udivmod64$' syms || fail "fmt hello $board: the runtime's 64-bit division is not linked"
    for s in __udivmoddi4 __umoddi3 __clz_tab; do
        grep -qE " $s\$" syms && fail "fmt hello $board: libgcc's $s was linked"
    done
done
exit 0
