# fieldfact.sh - fmt.Println("hello") without what only fmt's flags reach (src/codegen/cg_params.c,
# field facts: no live code stores a non-zero value into fmt's plus, sharp, plusV, sharpV...,
# so their loads are zero and the branches on them fold): fmtQ, strconv's quoting and the
# isPrint tables are gone and the flash stays under its bound on both boards at -Oz
# (docs/performance.md, "fmt's flash"); a Printf("%#v") reached through a format chosen at run
# time keeps them
. "$(dirname "$0")/lib.sh"
cat > hello.go <<'GO'
package main

import "fmt"

func main() {
	fmt.Println("hello")
}
GO
cat > sharp.go <<'GO'
package main

import "fmt"

func main() {
	f := []string{"%v\n", "%#v\n"}
	for _, s := range f {
		fmt.Printf(s, "hello")
	}
}
GO
for b in mps2-an385:6000 riscv32-virt:7000; do
    board=${b%:*} bound=${b#*:}
    run "$COROGO" build -target="$board" -Oz -size=short -o h.elf hello.go
    expect_rc 0 "fmt hello $board"
    f=$(awk 'NR == 2 { print $4 }' out)
    [ -n "$f" ] && [ "$f" -le "$bound" ] || fail "fmt hello $board -Oz: $f bytes of flash, bound $bound"
    "$NM" h.elf > syms || fail "llvm-nm"
    for s in 'fmt.\(\*fmt\).fmtQ' 'strconv.appendQuotedWith' 'strconv.IsPrint' 'strconv.isPrint.*'; do
        grep -qE " $s\$" syms && fail "fmt hello $board: $s was linked"
    done
    run "$COROGO" build -target="$board" -O2 -o s.elf sharp.go
    expect_rc 0 "fmt sharp $board"
    "$NM" s.elf > syms || fail "llvm-nm"
    grep -qE " strconv.appendQuotedWith\$" syms || fail "fmt sharp $board: strconv.appendQuotedWith is missing"
done
exit 0
