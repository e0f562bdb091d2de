# debug_info.sh BOARD - DWARF for Go code (docs/debugging.md): by default (-g) the ELF's line table
# lists the program's Go file, and the DWARF names its functions (sync
# and $coro) and their variables; -no-debug leaves Go code out of the DWARF; and the image's
# flash is the same either way (debug sections are not loaded) at -O1, -O2, -Os and -Oz. At -O0
# LLVM's CoroSplit keeps the frame pointer of each resume and destroy function in a stack slot
# for the debugger (one store: the test allows 4 bytes per coroutine function).
. "$(dirname "$0")/lib.sh"
B=$1
cp "$ROOT/tests/ir/debug_info.go" prog.go
for o in -O0 -O1 -O2 -Os -Oz; do
    run "$COROGO" build -target="$B" $o -size=short -o g.elf prog.go
    expect_rc 0 "build $o"
    mv out g.size
    run readelf --debug-dump=line g.elf
    expect_rc 0 "readelf $o"
    grep -q '	prog\.go$' out || fail "$o: the line table does not list prog.go"
    run llvm-dwarfdump-19 --name=main.describe --name='main.ticker$coro' --name=total g.elf
    for name in '"main.describe"' '"main.ticker$coro"' '"total"'; do
        grep -qF "DW_AT_name	($name)" out || fail "$o: no DWARF entry named $name"
    done
    run "$COROGO" build -target="$B" $o -no-debug -size=short -o n.elf prog.go
    expect_rc 0 "build $o -no-debug"
    run readelf --debug-dump=line n.elf
    grep -q '	prog\.go$' out && fail "$o -no-debug: the line table lists prog.go"
    run "$COROGO" build -target="$B" $o -no-debug -size=short -o g.elf prog.go
    g=$(awk 'NR == 2 { print $4 }' g.size) n=$(awk 'NR == 2 { print $4 }' out)
    if [ $o = -O0 ]; then
        coros=$("$NM" n.elf | grep -c '\$coro\.\(resume\|destroy\)$')
        [ "$g" -ge "$n" ] && [ "$g" -le $((n + 4 * coros)) ] ||
            fail "$o: -g image $g bytes, -no-debug $n bytes ($coros coroutine functions)"
    else
        [ "$g" = "$n" ] || fail "$o: -g image $g bytes of flash, -no-debug $n"
    fi
done
exit 0
