# golist_cache.sh - the go command's answers about standard packages are kept between builds
# (golist-HASH.json in the build directory), keyed by the merged GOROOT and by the size and time of
# every file of runtime-baremetal/lib: a replacement package that gains an import is listed again,
# so the build finds the new dependency (it was "package ... not found" while the key held only
# lib's file names). Works on a scratch copy of lib (COROGO_ROOT) and a scratch build directory
# (COROGO_BUILD), so other tests' trees and caches are left alone.
. "$(dirname "$0")/lib.sh"
command -v go >/dev/null || { echo "go is not installed"; exit 1; }
mkdir root root/runtime-baremetal b
for e in "$ROOT"/*; do
    [ "$(basename "$e")" = runtime-baremetal ] || ln -s "$e" root/
done
for e in "$ROOT"/runtime-baremetal/*; do
    [ "$(basename "$e")" = lib ] || ln -s "$e" root/runtime-baremetal/
done
cp -r "$ROOT/runtime-baremetal/lib" root/runtime-baremetal/lib
ln -s "$(dirname "$COROGO")/runtime" b/runtime
export COROGO_ROOT=$T/root COROGO_BUILD=$T/b
printf 'package main\n\nimport "sync"\n\nfunc main() {\n\tvar m sync.Mutex\n\tm.Lock()\n\tprintln("locked")\n\tm.Unlock()\n}\n' >m.go
run "$COROGO" run -target=riscv32-virt m.go
expect_rc 0 "first build"
expect_out "locked
"
ls b/golist-*.json >/dev/null 2>&1 || fail "no go list cache in the build directory"
f=$(ls root/runtime-baremetal/lib/sync/*.go | grep -v _test.go | head -1)
sed -i '0,/^package sync/s//package sync\n\nimport _ "container\/list"/' "$f"
grep -q 'container/list' "$f" || fail "could not edit $f"
run "$COROGO" run -target=riscv32-virt m.go
expect_rc 0 "build after lib/sync imports container/list"
expect_out "locked
"
[ "$(ls b/golist-*.json | wc -l)" -ge 2 ] || fail "the edited lib did not get a go list answer of its own"
echo "PASS"
