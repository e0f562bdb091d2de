# test_cache.sh - corogo test's image cache (COROGO_TESTCACHE) sees a change in a package the
# tested package imports: a cached image is used only while every Go file it was built from (and
# the list of .go files of their directories) is unchanged. It used to key the image by the tested
# package's own files alone, so the second run below passed on the stale image of the old lib.
# An unchanged package is not built again (the cached ELF stays the same file).
. "$(dirname "$0")/lib.sh"
command -v go >/dev/null || { echo "go is not installed"; exit 1; }
mkdir -p m/lib m/p cache
export COROGO_TESTCACHE=$T/cache
printf 'module example.com/m\n\ngo 1.19\n' >m/go.mod
printf 'package lib\n\nfunc V() int { return 1 }\n' >m/lib/lib.go
printf 'package p\n\nimport "example.com/m/lib"\n\nfunc W() int { return lib.V() * 10 }\n' >m/p/p.go
printf 'package p\n\nimport "testing"\n\nfunc TestW(t *testing.T) {\n\tif W() != 10 {\n\t\tt.Fatalf("W() = %%d", W())\n\t}\n}\n' >m/p/p_test.go
run "$COROGO" test -target=riscv32-virt ./m/p
expect_rc 0 "first run"
[ "$(ls cache/*.elf | wc -l)" -eq 1 ] || fail "no image in the cache"
ino=$(ls -i cache/*.elf)
run "$COROGO" test -target=riscv32-virt ./m/p
expect_rc 0 "second run, nothing changed"
[ "$(ls -i cache/*.elf)" = "$ino" ] || fail "the image was built again though nothing changed"
printf 'package lib\n\nfunc V() int { return 2 }\n' >m/lib/lib.go
run "$COROGO" test -target=riscv32-virt ./m/p
expect_rc 1 "after lib.V changed to return 2 (a stale cached image passes)"
expect_in out "W() = 20"
printf 'package lib\n\nvar k = 1\n\nfunc V() int { return k }\n' >m/lib/lib.go
run "$COROGO" test -target=riscv32-virt ./m/p
expect_rc 0 "after lib.V went back to 1"
printf 'package lib\n\nfunc init() { k = 3 }\n' >m/lib/init.go
run "$COROGO" test -target=riscv32-virt ./m/p
expect_rc 1 "after a file was added to lib (the image of lib without it passes)"
expect_in out "W() = 30"
echo "PASS"
