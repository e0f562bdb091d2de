# emulator.sh - the emulator command of a board: "{}" is replaced by the ELF's path wherever it
# appears in an argument, and an emulator that cannot be started is an error (status 1). Uses a
# copy of mps2-an385 whose emulator is a shell script standing in for QEMU.
. "$(dirname "$0")/lib.sh"
: "${BUILD:?BUILD must name the build tree}"
mkdir -p r/boards/fake r/boards/ghost b/runtime/fake b/runtime/ghost
ln -s "$ROOT/boards/common" r/boards/common
cp "$ROOT"/boards/mps2-an385/*.ld r/boards/fake/
cp "$ROOT"/boards/mps2-an385/*.ld r/boards/ghost/
printf '#!/bin/sh\nprintf "%%s|" "$@"; echo; exit 5\n' > fakeemu
chmod +x fakeemu
cat > r/boards/fake/board.json <<J
{ "inherits": "cortex-m", "description": "fake",
  "emulator": ["$T/fakeemu", "-kernel", "{}", "file={},format=elf"] }
J
cat > r/boards/ghost/board.json <<J
{ "inherits": "cortex-m", "description": "ghost", "emulator": ["no-such-emulator-here", "{}"] }
J
echo "@$BUILD/runtime/mps2-an385/link.rsp" > b/runtime/fake/link.rsp
echo "@$BUILD/runtime/mps2-an385/link.rsp" > b/runtime/ghost/link.rsp
# the Go allocators live beside link.rsp (src/builder/link.c)
ln -s "$BUILD"/runtime/mps2-an385/libcorogo_rt_*.a b/runtime/fake/
ln -s "$BUILD"/runtime/mps2-an385/libcorogo_rt_*.a b/runtime/ghost/
export COROGO_ROOT="$T/r" COROGO_BUILD="$T/b"
run "$COROGO" run -target=fake "$DATA/print.ll"
expect_rc 5 "the emulator's exit status"
grep -qE '^-kernel\|/[^|]*/print\.elf\|file=/[^|]*/print\.elf,format=elf\|$' out || fail "emulator arguments"
run "$COROGO" run -target=ghost "$DATA/print.ll"
expect_rc 1 "missing emulator"
expect_in err "cannot run the emulator no-such-emulator-here"
exit 0
