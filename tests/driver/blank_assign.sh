# blank_assign.sh - `_ = x` of a variable reads nothing: no load of x's value in the IR before the
# passes (a [100000]int local or global loaded as one value made LLVM's EarlyCSE fold it element by
# element: Go's test/recover.go, `var x [100000]int; x[0] = 1; _ = x`, took over 20 GB to build),
# while `_ = f()` still calls f; the program builds and runs as go run does.
. "$(dirname "$0")/lib.sh"
cat > blank.go <<'GO'
package main

var g [100000]int

func f() int {
	println("f called")
	return 1
}

func main() {
	var x [100000]int
	x[0] = 1
	_ = x
	_ = (g)
	_ = f()
	println(x[0], g[1])
}
GO
run "$COROGO" build -target=riscv32-virt -O0 -emit-llvm -o blank.ll blank.go
expect_rc 0 "-emit-llvm"
grep -q 'load \[100000 x i32\]' blank.ll && fail "_ = x loads the array"
grep -q 'call .*@main\.f(' blank.ll || fail "_ = f() does not call f"
run "$COROGO" run -target=riscv32-virt -stack-size=512K blank.go
expect_rc 0 "run"
expect_out "f called
1 0
"
exit 0
