# env.sh - corogo env prints the go command's view of a build in go env's form: GOROOT (the merged
# tree: Go's packages with runtime-baremetal/lib's in place of the ones they replace, whole),
# GOOS=linux GOARCH=arm on both boards, the tags (board, CPU family, baremetal, corogo, -tags) and
# the replaced packages; the go command run with it selects the _arm.go file on mps2-an385
. "$(dirname "$0")/lib.sh"
run "$COROGO" env -target=mps2-an385 -tags=blinky
expect_rc 0 "corogo env -target=mps2-an385"
expect_in out 'GOOS="linux"'
expect_in out 'GOARCH="arm"'
expect_in out 'CGO_ENABLED="0"'
expect_in out 'GOFLAGS="-tags=mps2_an385,cortexm,baremetal,corogo,math_big_pure_go,blinky"'
grep -q '^COROGO_REPLACED=".*\<runtime\>.*\<sync\>.*\<time\>' out || fail "COROGO_REPLACED lists runtime, sync, time"
goroot=$(sed -n 's/^GOROOT="\(.*\)"$/\1/p' out)
[ -d "$goroot/src" ] || fail "GOROOT $goroot has no src/"
# a replaced package is lib's whole: no file of Go's runtime, but Go's runtime/debug beside it
[ "$(readlink -f "$goroot/src/runtime/runtime.go")" = "$(readlink -f "$ROOT/runtime-baremetal/lib/runtime/runtime.go")" ] ||
    fail "runtime/runtime.go is not corogo's"
[ -e "$goroot/src/runtime/proc.go" ] && fail "Go's runtime/proc.go is in the merged runtime"
[ -d "$goroot/src/runtime/debug" ] || fail "Go's runtime/debug is missing under the merged runtime"
[ -f "$goroot/src/unicode/utf8/utf8.go" ] || fail "Go's unicode/utf8 is missing"
# the go command with that environment: led's _linux_arm.go file on the Cortex-M board
eval "$(cat out)"
export GOROOT GOOS GOARCH CGO_ENABLED GOFLAGS
(cd "$ROOT/tests/modules/layout" && go list -e -f '{{.GoFiles}}' ./led) > files 2>&1 || fail "go list with corogo env: $(cat files)"
grep -q 'name_linux_arm.go' files || fail "name_linux_arm.go not selected: $(cat files)"
grep -q 'name_windows.go' files && fail "name_windows.go selected"
run "$COROGO" env -target=riscv32-virt
expect_rc 0 "corogo env -target=riscv32-virt"
expect_in out 'GOARCH="arm"'
expect_in out 'GOFLAGS="-tags=riscv32_virt,riscv32,baremetal,corogo,math_big_pure_go"'
run "$COROGO" env
expect_rc 2 "corogo env without -target"
exit 0
