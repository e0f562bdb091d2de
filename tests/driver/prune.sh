# prune.sh - what the firmware keeps of the type data (src/codegen/cg_prune.c): a method nobody
# calls through an interface leaves its itab (Sq.Name, though Namer is looked up), a type
# converted to an interface only in a function nothing calls leaves the panic printer and the
# firmware (ghost), a method that may suspend but is never awaited through an interface keeps no
# $coro entry and so no general frame pool (reader.Read); and fmt.Println's firmware has no general
# pool either (os.File.Read may suspend, but nothing reads it there), nor float formatting (no
# float is converted to an interface; tests/programs/fmt_prune.go has floats that only reflect
# reaches); -size=full lists the flash per package; a descriptor keeps only the method names
# some interface has (prune_names.go), and reflect's method records and *T descriptors only where
# reflect reads them; type information only for types whose values can reach reflect
# (prune_pool.go: a sync.Pool's values do where its Get is not asserted back)
. "$(dirname "$0")/lib.sh"
for b in mps2-an385 riscv32-virt; do
    for o in -O0 -Os; do
        run "$COROGO" build -target="$b" $o -size=full -o p.elf "$DATA/prune.go"
        expect_rc 0 "prune.go $b $o"
        expect_in out "general pool 0)"
        "$NM" p.elf > syms || fail "llvm-nm"
        for s in 'main.Sq.Name' 'main.ghost.Area' 'main.reader.Read$coro'; do
            grep -qF " $s" syms && fail "$b $o: $s was kept"
        done
        [ "$o" = -O0 ] && { grep -qF ' main.Sq.Area$iface' syms || fail "$b $o: main.Sq.Area\$iface was dropped"; }
        run "$COROGO" run -target="$b" $o "$DATA/prune.go"
        expect_rc 0 "run prune.go $b $o"
        expect_out "9
a Namer
a Reader
"
    done
done
# a descriptor's method names: only those some interface has (the failed assertion's message)
run "$COROGO" build -target=riscv32-virt -Os -emit-llvm-after -o names.ll "$DATA/prune_names.go"
expect_rc 0 "prune_names.go -emit-llvm-after"
grep -qF 'c"Quuxify"' names.ll || fail "prune_names.go: Quuxify's name was dropped"
grep -qF -e 'c"Zorblax"' -e 'c"Frobnate"' names.ll && fail "prune_names.go: the names of methods no interface has were kept"
run "$COROGO" run -target=riscv32-virt -Os "$DATA/prune_names.go"
expect_rc 0 "run prune_names.go"
expect_out "interface conversion: main.T is not main.I: missing method Missing
interface conversion: *main.T is not main.I: missing method Missing
2
"
cat > hello.go <<'GO'
package main

import "fmt"

func main() {
	fmt.Println("hello")
}
GO
run "$COROGO" build -target=mps2-an385 -Oz -size=full -o h.elf hello.go
expect_rc 0 "fmt hello"
expect_in out "coroutine RAM: 0 bytes (pools 0, general pool 0)"
# -size=full ends with the flash per package: fmt and the compiler's part among them, the runtime's C apart (strconv is gone: no live code sets fmt's flags, cg_params.c)
expect_in out "flash per package: "
grep -Eq '^  fmt +[0-9]+$' out || fail "no flash line for fmt"
grep -Eq '^  \(compiler: type data, itabs, thunks, tables\) +[0-9]+$' out || fail "no flash line for the compiler's part"
grep -Eq '^  \(runtime, C\) +[0-9]+$' out || fail "no flash line for the runtime"
"$NM" h.elf > syms || fail "llvm-nm"
# no float is converted to an interface: printArg's float cases and reflect's Float are dead,
# and with them fmt's and strconv's float formatting, its table and soft float
for s in 'fmt.(*ss).ReadRune' 'io.copyBuffer' 'fmt.(*pp).fmtFloat' 'strconv.detailedPowersOfTen' \
    'strconv.ryuDigits' '__aeabi_dadd'; do
    grep -qF " $s" syms && fail "fmt hello: $s was kept"
done
# reflect's method records (rt_typeinfo's methods) are read only by (*rtype).method, which
# fmt.Println never reaches: no type keeps them
run "$COROGO" build -target=mps2-an385 -Oz -emit-llvm-after -o h.ll hello.go
expect_rc 0 "fmt hello -emit-llvm-after"
grep -q '^@"$methods' h.ll && fail "fmt hello: reflect's method records were kept"
grep -q '^@"$typeinfo.string" = ' h.ll || fail "fmt hello: no rt_typeinfo of string (the check above needs them)"
# type information only for the types whose values can reach reflect: not *fmt.pp's (its values
# go only into fmt's sync.Pool, and out of Get asserted back), nor *os.File's (converted to
# io.Writer, whose values never become interface{} values), nor the equality function of fmt.fmt
# that only *fmt.pp's type information reached
for s in '$typeinfo.*fmt.pp' '$typeinfo.fmt.pp' '$typeinfo.*os.File' '$eq.fmt.fmt' '$typeinfo.*errors.errorString'; do
    grep -qF "@\"$s\" = " h.ll && fail "fmt hello: $s was kept"
done
# a pool whose Get result reaches fmt unasserted: no conversion into a pool is quiet
run "$COROGO" build -target=riscv32-virt -Os -emit-llvm-after -o pool.ll "$DATA/prune_pool.go"
expect_rc 0 "prune_pool.go -emit-llvm-after"
grep -qF '@"$typeinfo.*fmt.pp" = ' pool.ll || fail "prune_pool.go: *fmt.pp lost its type information"
run "$COROGO" run -target=riscv32-virt -Os "$DATA/prune_pool.go"
expect_rc 0 "run prune_pool.go"
expect_out "main.other &{s:new}
"
# nor does it reach PointerTo, Value.Addr, New or NewAt, the readers of rt_typeinfo's *T: the
# descriptors of *int and *bool that only they would return are gone
grep -q -e '^@"$type.\*int" = ' -e '^@"$type.\*bool" = ' h.ll && fail "fmt hello: the descriptors of *int, *bool were kept"
exit 0
