# cfile.sh BOARD - extra inputs: a .c file compiled for the board and linked (and run), a
# prebuilt .o, a C compile error (status 1), a link error (status 1, the linker's message shown);
# on mps2-an385 no ARM unwind index in the image
. "$(dirname "$0")/lib.sh"
B=$1
run "$COROGO" run -target="$B" "$DATA/callc.ll" "$DATA/greet.c"
expect_rc 0 "callc.ll + greet.c"
expect_out "C says 11
"
run "$COROGO" build -target="$B" -o callc.elf "$DATA/callc.ll" "$DATA/greet.c"
expect_rc 0 "build callc.elf"
[ -s callc.elf ] || fail "no callc.elf"
# mps2-an385: the "cannot unwind" index entries of the objects (greet.c's, the runtime's) are
# discarded (boards/mps2-an385/linker.ld): nothing unwinds
if [ "$B" = mps2-an385 ]; then
    READELF=$(command -v llvm-readelf-19 || echo /usr/lib/llvm-19/bin/llvm-readelf)
    "$READELF" -S callc.elf >sections || fail "llvm-readelf callc.elf"
    grep -q '\.text' sections || fail "callc.elf: no .text in the section list"
    grep -q 'exidx' sections && fail "callc.elf: an .ARM.exidx section was linked"
fi
run "$COROGO" build -target="$B" "$DATA/broken.c" "$DATA/callc.ll"
expect_rc 1 "broken.c"
expect_in err "undeclared_name"
expect_in err "cannot compile"
run "$COROGO" build -target="$B" "$DATA/print.ll" "$DATA/dupmain.c"
expect_rc 1 "duplicate corogo_main"
expect_in err "duplicate symbol: corogo_main"
expect_in err "linking"
run "$COROGO" build -target="$B" "$DATA/callc.ll"
expect_rc 1 "c_greet undefined"
expect_in err "undefined symbol: c_greet"
exit 0
