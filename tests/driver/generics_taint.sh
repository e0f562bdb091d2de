# generics_taint.sh - every instance of a generic function or type has its own taint: in
# tests/programs/generics_suspend.go, Queue[Slow].Drain calls Slow.Handle, which sleeps, and is a
# coroutine; Queue[Fast].Drain is the same source with Fast and is a plain function (no $coro in
# the IR); the pipeline's stages (goroutines of Gen[int], Stage[int,string], ...) are tainted per
# instance. -size=full lists the flash of each instance's functions.
. "$(dirname "$0")/lib.sh"
cp "$ROOT/tests/programs/generics_suspend.go" .
run "$COROGO" build -target=riscv32-virt -print-taint generics_suspend.go
expect_rc 0 "-print-taint"
cat out err >taint
for line in 'main.(*Queue[Slow]).Drain tainted (calls main.Slow.Handle)' 'main.(*Queue[Fast]).Drain clean' \
    'main.(*Queue[Slow]).Add clean' 'main.Stage[int,string].func1 tainted (suspend point)' \
    'main.Gen[float64].func1 tainted (suspend point)' 'main.Sink[bool] tainted (suspend point)'; do
    grep -qxF -- "$line" taint || fail "expected the line '$line' in -print-taint: $(cat taint)"
done
run "$COROGO" build -target=riscv32-virt -O0 -print-ir generics_suspend.go
expect_rc 0 "-print-ir"
expect_in out '@"main.(*Queue[Slow]).Drain$coro"'
grep -qF 'Queue[Fast]).Drain$coro' out && fail "Queue[Fast].Drain has a coroutine version"
expect_in out '@"main.(*Queue[Fast]).Drain"'
run "$COROGO" build -target=riscv32-virt -O0 -size=full generics_suspend.go
expect_rc 0 "-size=full"
grep -qE '^main\.\(\*Queue\[Slow\]\)\.Drain: [0-9]+ bytes of flash \(generic instance\)$' out ||
    fail "no flash line for Queue[Slow].Drain: $(cat out)"
grep -qE '^main\.\(\*Queue\[Fast\]\)\.Drain: [0-9]+ bytes of flash' out ||
    fail "no flash line for Queue[Fast].Drain: $(cat out)"
grep -qE '^generic instances: [0-9]+ functions, [0-9]+ bytes of flash$' out || fail "no instance total: $(cat out)"
exit 0
