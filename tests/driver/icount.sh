# icount.sh - corogo run -icount: the board's "emulator-icount" arguments are appended to its
# emulator command ("{}" filled there too); a board without them refuses run -icount before
# building; build accepts and ignores -icount (a program's .flags serve both commands), on any
# board; a malformed "emulator-icount" is a descriptor error. Then on both real boards: a program's measured sleeps are the same, to the nanosecond, on every run (QEMU
# -icount shift=0,sleep=off), and exceed the requested time by less than 0.1%.
. "$(dirname "$0")/lib.sh"
: "${BUILD:?BUILD must name the build tree}"
mkdir -p r/boards/fake r/boards/plain b/runtime/fake b/runtime/plain
ln -s "$ROOT/boards/common" r/boards/common
for d in fake plain; do
    cp "$ROOT"/boards/mps2-an385/*.ld r/boards/$d/
    echo "@$BUILD/runtime/mps2-an385/link.rsp" > b/runtime/$d/link.rsp
    ln -s "$BUILD"/runtime/mps2-an385/libcorogo_rt_*.a b/runtime/$d/ # the Go allocators (src/builder/link.c)
done
printf '#!/bin/sh\nprintf "%%s|" "$@"; echo; exit 5\n' > fakeemu
chmod +x fakeemu
cat > r/boards/fake/board.json <<J
{ "inherits": "cortex-m", "description": "fake", "emulator": ["$T/fakeemu", "-kernel", "{}"],
  "emulator-icount": ["-icount", "shift=0,sleep=off", "elf={}"] }
J
cat > r/boards/plain/board.json <<J
{ "inherits": "cortex-m", "description": "plain", "emulator": ["$T/fakeemu", "{}"] }
J
(
    export COROGO_ROOT="$T/r" COROGO_BUILD="$T/b"
    run "$COROGO" run -icount -target=fake "$DATA/print.ll"
    expect_rc 5 "the emulator's exit status with -icount"
    grep -qE '^-kernel\|/[^|]*/print\.elf\|-icount\|shift=0,sleep=off\|elf=/[^|]*/print\.elf\|$' out ||
        fail "emulator arguments with -icount"
    run "$COROGO" run -target=fake "$DATA/print.ll"
    expect_rc 5 "the emulator's exit status without -icount"
    grep -qE '^-kernel\|/[^|]*/print\.elf\|$' out || fail "emulator arguments without -icount"
    run "$COROGO" run -icount -target=plain "$DATA/print.ll"
    expect_rc 2 "-icount on a board without emulator-icount"
    expect_in err "board plain has no \"emulator-icount\""
    [ -s out ] && fail "the emulator ran although the board has no emulator-icount"
    run "$COROGO" build -icount -target=fake -o print.elf "$DATA/print.ll"
    expect_rc 0 "build -icount (accepted and ignored, so a program's flags serve build and run)"
    [ -s print.elf ] || fail "build -icount made no image"
    run "$COROGO" build -icount -target=plain -o plain.elf "$DATA/print.ll"
    expect_rc 0 "build -icount for a board without emulator-icount"
    run "$COROGO" build -icount=true -target=fake "$DATA/print.ll"
    expect_rc 2 "-icount with a value"
    printf '{ "inherits": "cortex-m", "emulator": ["x"], "emulator-icount": "-icount" }\n' \
        > r/boards/plain/board.json
    run "$COROGO" run -icount -target=plain "$DATA/print.ll"
    expect_rc 2 "a string as emulator-icount"
    expect_in err "board.json:1: error: \"emulator-icount\" must be an array of strings"
) || exit 1

cat > sleep.go <<'G'
package main

import "time"

func main() {
	for _, d := range []time.Duration{time.Millisecond, 20 * time.Millisecond, 300 * time.Millisecond} {
		start := time.Now()
		time.Sleep(d)
		e := time.Since(start)
		println(int64(d), int64(e), e >= d && e-d < d/1000)
	}
}
G
for board in mps2-an385 riscv32-virt; do
    run "$COROGO" run -icount -target=$board sleep.go
    expect_rc 0 "sleep.go -icount on $board"
    mv out first
    grep -c ' true$' first | grep -qx 3 || { cp first out; fail "sleeps on $board not within 0.1%"; }
    run "$COROGO" run -icount -target=$board sleep.go
    expect_rc 0 "sleep.go -icount on $board, again"
    cmp -s first out || { cat first >>err; fail "two -icount runs on $board measured different times"; }
done
exit 0
