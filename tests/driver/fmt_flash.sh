# fmt_flash.sh - the flash of fmt.Println("hello") outside fmt's own code (issue #27's bench row;
# docs/performance.md, "fmt's flash"): the unsigned 64-bit divisions of fmt.Println("hello", 42)
# (fmtInteger's u / 10) are the
# runtime's (runtime-baremetal/div64.c), not libgcc's __udivmoddi4 and __udivdi3 (nor RISC-V's
# 256-byte __clz_tab); its panic-position table is in the compact form (src/transform/panicsites.c:
# a word per site, the names in one string: no pointer per name); and the firmware stays under its
# bound on both boards at -Oz; fmt's assertion of the printer its pool gives back
# (`ppFree.Get().(*pp)`) is one that cannot fail (src/codegen/cg_syncpool.c), so no
# TypeAssertionError message is linked; nor a slice-bounds message (runtime-baremetal/lib/sync/pool.go:
# Get's items[:n-1] can never fail)
. "$(dirname "$0")/lib.sh"
cat > hello.go <<'GO'
package main

import "fmt"

func main() {
	fmt.Println("hello")
}
GO
sed 's/"hello"/"hello", 42/' hello.go > num.go
for b in mps2-an385:38800 riscv32-virt:42050; do
    board=${b%:*} bound=${b#*:}
    run "$COROGO" build -target="$board" -Oz -size=short -o h.elf hello.go
    expect_rc 0 "fmt hello $board"
    f=$(awk 'NR == 2 { print $4 }' out)
    [ -n "$f" ] && [ "$f" -le "$bound" ] || fail "fmt hello $board -Oz: $f bytes of flash, bound $bound"
    # an int printed (hello alone prints no number since src/codegen/cg_params.c: no fmtInteger)
    run "$COROGO" build -target="$board" -Oz -o n.elf num.go
    expect_rc 0 "fmt hello 42 $board"
    "$NM" n.elf > syms || fail "llvm-nm"
    grep -qE ' T rt_udivmod64$' syms || fail "fmt hello 42 $board: the runtime's 64-bit division is not linked"
    # the sites' words, 4 bytes each, and the names' string
    "$NM" -S h.elf > sized || fail "llvm-nm -S"
    grep -qE ' (rt_panic_assert|emit_assert)$' sized && fail "fmt hello $board: the assertion's message is linked"
    grep -qE ' rt_panic_slice$' sized && fail "fmt hello $board: sync.Pool's Get checks its slice's bound"
    ps=$(awk '$4 == "corogo_panic_sites" { print $2 }' sized) pn=$(awk '$4 == "corogo_panic_names" { print $2 }' sized)
    [ -n "$ps" ] && [ -n "$pn" ] || fail "fmt hello $board: no panic tables"
    ps=$(printf %d "0x$ps") pn=$(printf %d "0x$pn")
    [ $((ps % 4)) = 0 ] && [ "$ps" -gt 4 ] && [ "$ps" -lt 600 ] && [ "$pn" -lt 2000 ] ||
        fail "fmt hello $board: panic tables of $ps and $pn bytes"
    for s in __udivmoddi4 __umoddi3 __clz_tab; do
        grep -qE " $s\$" syms && fail "fmt hello 42 $board: libgcc's $s was linked"
    done
done
exit 0
