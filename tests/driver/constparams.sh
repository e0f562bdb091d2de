# constparams.sh - fmt.Println("hello") without the code only other verbs than %v reach
# (src/codegen/cg_params.c: every live call of fmt's printArg, fmtString, fmtInteger... passes
# doPrintln's 'v', so printArg's %T and %p cases, badVerb, fmtPointer, and through them
# printValue, handleMethods, catchPanic and its recover(), reflect's Values and fmtsort are gone);
# the flash stays under its bound on both boards at -Oz (docs/performance.md, "fmt's flash"); a
# Stringer printed by Println keeps handleMethods and catchPanic (a String method may panic)
. "$(dirname "$0")/lib.sh"
cat > hello.go <<'GO'
package main

import "fmt"

func main() {
	fmt.Println("hello")
}
GO
cat > stringer.go <<'GO'
package main

import "fmt"

type c float64

func (x c) String() string { return "c" }

func main() {
	fmt.Println("hello", c(1))
}
GO
for b in mps2-an385:15000 riscv32-virt:16500; do
    board=${b%:*} bound=${b#*:}
    run "$COROGO" build -target="$board" -Oz -size=short -o h.elf hello.go
    expect_rc 0 "fmt hello $board"
    f=$(awk 'NR == 2 { print $4 }' out)
    [ -n "$f" ] && [ "$f" -le "$bound" ] || fail "fmt hello $board -Oz: $f bytes of flash, bound $bound"
    "$NM" h.elf > syms || fail "llvm-nm"
    for s in 'fmt.\(\*pp\).(printValue|badVerb|fmtPointer|handleMethods|catchPanic)' \
        'reflect.ValueOf' 'reflect.Value.Elem' 'internal/fmtsort.compare' 'rt_recover'; do
        grep -qE " $s\$" syms && fail "fmt hello $board: $s was linked"
    done
    run "$COROGO" build -target="$board" -Oz -o s.elf stringer.go
    expect_rc 0 "fmt stringer $board"
    "$NM" s.elf > syms || fail "llvm-nm"
    for s in 'fmt.\(\*pp\).handleMethods' 'fmt.\(\*pp\).catchPanic'; do
        grep -qE " $s\$" syms || fail "fmt stringer $board: $s is missing"
    done
done
exit 0
