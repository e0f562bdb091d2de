# kindset.sh - reflect kinds no value of the program can have (src/codegen/cg_kinds.c): in
# fmt.Printf of an int, a string, a float64 and a struct (bench/printf_fmt.go) no value has a map,
# slice, array, channel, func or complex kind, so printValue's arms for them go with what only
# they call (internal/fmtsort's compare, sort's merge, fmtBytes, Value.Index/Slice/Complex) at
# -Oz and -O2 alike (the comparisons are folded before the pass pipeline; 58,118 / 63,312 B of
# flash at -Oz before); a map type made by reflect.MapOf keeps them (reflect_kinds_made.go in
# tests/programs prints one of every kind reflect makes)
. "$(dirname "$0")/lib.sh"
cp "$ROOT/bench/printf_fmt.go" p.go || fail "bench/printf_fmt.go"
gone='internal/fmtsort\.compare|sort\.symMerge|fmt\.\(\*pp\)\.fmtBytes|reflect\.Value\.(Index|Slice|Complex)'
for b in mps2-an385:46500 riscv32-virt:50200; do
    board=${b%:*} bound=${b#*:}
    for o in -Oz -O2; do
        run "$COROGO" build -target="$board" $o -size=short -o p.elf p.go
        expect_rc 0 "printf $board $o"
        f=$(awk 'NR == 2 { print $4 }' out)
        [ "$o" = -O2 ] || { [ -n "$f" ] && [ "$f" -le "$bound" ]; } || fail "printf $board -Oz: $f bytes of flash, bound $bound"
        "$NM" p.elf > syms || fail "llvm-nm"
        grep -E " ($gone)\$" syms && fail "printf $board $o: code for kinds no value has was linked"
    done
done
cat > m.go <<'X'
package main

import (
	"fmt"
	"reflect"
)

func main() {
	m := reflect.MakeMap(reflect.MapOf(reflect.TypeOf(""), reflect.TypeOf(0)))
	m.SetMapIndex(reflect.ValueOf("b"), reflect.ValueOf(2))
	m.SetMapIndex(reflect.ValueOf("a"), reflect.ValueOf(1))
	fmt.Printf("%v\n", m.Interface())
}
X
run "$COROGO" build -target=mps2-an385 -Oz -o m.elf m.go
expect_rc 0 "MapOf"
"$NM" m.elf > syms || fail "llvm-nm"
grep -qE ' internal/fmtsort\.compare$' syms || fail "a map made by reflect.MapOf: no fmtsort.compare"
run "$COROGO" run -target=mps2-an385 -Oz m.go
expect_rc 0 "MapOf run"
expect_out "map[a:1 b:2]
"
exit 0
