# rtsize.sh - the runtime a small program links (docs/performance.md, "The collector and the panic
# path"): without defer, recover or runtime.Goexit a panic prints and exits without the unwinder
# (defer.c: rt_panic_unwind, jump), which a program that defers still links; the collector links
# neither the arbitrary-percentage goal (goal_percent: with debug.SetGCPercent only) nor finalizer
# queueing (with runtime.SetFinalizer only); and the flash of issue #26's and #32's programs stays
# under its bound (mps2-an385: bench/itoa_upper.go at -Oz, with the collector compiled -Oz,
# libcorogo_rt_gc_oz.a; bench/mapslice.go at -Os)
. "$(dirname "$0")/lib.sh"
# has ELF SYMBOL: the firmware defines SYMBOL (a function or an object)
has() { "$NM" "$1" | grep -qE " [tTdDbBrR] $2\$"; }
flash() { awk 'NR == 2 { print $4 }' out; }

run "$COROGO" build -target=mps2-an385 -Oz -size=short -o u.elf "$ROOT/bench/itoa_upper.go"
expect_rc 0 "build itoa_upper"
f=$(flash)
[ -n "$f" ] && [ "$f" -le 8192 ] || fail "itoa_upper -Oz: $f bytes of flash, bound 8192 (issue #26's goal)"
for s in rt_panic_unwind jump goal_percent queue_finalizers rt_gc_collect; do
    want=1
    [ $s = rt_gc_collect ] || want=0
    if has u.elf $s; then got=1; else got=0; fi
    [ $got = $want ] || fail "itoa_upper: $s linked: $got, expected $want"
done

run "$COROGO" build -target=mps2-an385 -Os -size=short -o m.elf "$ROOT/bench/mapslice.go"
expect_rc 0 "build mapslice"
f=$(flash)
[ -n "$f" ] && [ "$f" -le 6600 ] || fail "mapslice -Os: $f bytes of flash, bound 6600"

# a deferred call, SetGCPercent and SetFinalizer link what the program above does without; the
# panic still runs the deferred call before it prints
cat >d.go <<'GO'
package main

import (
	"runtime"
	"runtime/debug"
)

type T struct{ n int }

func main() {
	debug.SetGCPercent(50)
	t := &T{1}
	runtime.SetFinalizer(t, func(*T) {})
	defer println("deferred")
	var s []int
	println(len(s[:t.n+2]))
}
GO
run "$COROGO" run -target=mps2-an385 -Oz -o d.elf d.go
expect_rc 2 "run d.go"
expect_out "deferred
panic: runtime error: slice bounds out of range [:3] with capacity 0

goroutine 1 [running]:
main.main()
	d.go:16
"
for s in rt_panic_unwind goal_percent queue_finalizers; do
    has d.elf $s || fail "d.go: $s not linked"
done
exit 0
