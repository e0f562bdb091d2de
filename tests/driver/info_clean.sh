# info_clean.sh - `corogo info -target=B` prints the board's LLVM triple, GOOS and GOARCH (what the
# standard library is built as: linux/arm), the build tags (the board's, baremetal, corogo,
# math_big_pure_go for math/big's portable files, -tags) and GOROOT (go env GOROOT); `corogo clean`
# removes the temporary directories runs left behind (their owner process is gone), the merged GOROOT
# trees and the go list cache of the build directory (COROGO_BUILD: a scratch one here, so that the
# builds of other tests keep theirs), and nothing else.
. "$(dirname "$0")/lib.sh"
run "$COROGO" info -target=mps2-an385 -tags=extra
expect_rc 0 "info mps2-an385"
expect_in out "LLVM triple:       thumbv7m-none-eabi"
expect_in out "GOOS:              linux"
expect_in out "GOARCH:            arm"
expect_in out "build tags:        mps2_an385 cortexm baremetal corogo math_big_pure_go extra"
if command -v go >/dev/null; then
    expect_in out "GOROOT:            $(go env GOROOT)"
fi
run "$COROGO" info -target=riscv32-virt
expect_rc 0 "info riscv32-virt"
expect_in out "LLVM triple:       riscv32-unknown-none-elf"
expect_in out "build tags:        riscv32_virt riscv32 baremetal corogo math_big_pure_go"
run "$COROGO" info
expect_rc 2 "info without -target"
run "$COROGO" info -target=nope
expect_rc 2 "info -target=nope"

# clean: a directory a finished run kept (COROGO_KEEP_TEMP), one of a live process, one without an
# owner file (being created, or not corogo's), and another name
mkdir tmp
export TMPDIR=$T/tmp
printf 'package main\n\nfunc main() {}\n' >m.go
COROGO_KEEP_TEMP=1 "$COROGO" build -target=riscv32-virt -o m.elf m.go >/dev/null 2>&1 || fail "build m.go"
kept=$(ls -d tmp/corogo-*)
[ -f "$kept/owner" ] || fail "the kept temporary directory has no owner file"
mkdir tmp/corogo-live01 tmp/corogo-noown1 tmp/other
echo $$ >tmp/corogo-live01/owner
mkdir b
export COROGO_BUILD=$T/b # every clean here: a scratch build directory, not the one other tests use
run "$COROGO" clean
expect_rc 0 "clean"
expect_in out "removed $T/$kept"
[ -e "$kept" ] && fail "clean left $kept"
[ -d tmp/corogo-live01 ] && [ -d tmp/corogo-noown1 ] && [ -d tmp/other ] || fail "clean removed too much"
run "$COROGO" clean
expect_rc 0 "clean again"
expect_out ""

# the build directory's merged GOROOT and kept go list answers
mkdir -p b/goroot-0123456789abcdef/src/unicode b/runtime
touch b/golist-0123456789abcdef.json b/goroot-0123456789abcdef/src/unicode/x.go b/other.json
run "$COROGO" clean
expect_rc 0 "clean of the build directory"
expect_in out "removed $T/b/goroot-0123456789abcdef"
expect_in out "removed $T/b/golist-0123456789abcdef.json"
[ -e b/goroot-0123456789abcdef ] || [ -e b/golist-0123456789abcdef.json ] && fail "clean left the GOROOT tree or the go list cache"
[ -d b/runtime ] && [ -f b/other.json ] || fail "clean removed too much of the build directory"
exit 0
