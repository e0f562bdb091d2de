# demo_size.sh BOARD - the seed demo's flash (examples/demo.go, -Os -heap=none, as make demo builds
# it) stays within its bound on BOARD: no frame can come from the heap there, so the driver links
# the frame pools without the heap's branches (libcorogo_rt_noheap.a: runtime-baremetal/pool.c,
# src/builder/link.c); a program whose go statement may spawn past its pool, with the heap, still
# links the pools that overflow into it (rt_heap_frame_alloc).
. "$(dirname "$0")/lib.sh"
B=$1
case $B in
    mps2-an385) bound=1702 ;;
    riscv32-virt) bound=2036 ;;
    *) fail "no bound for board $B" ;;
esac
flash=$("$COROGO" build -target="$B" -Os -heap=none -size=short -o demo.elf "$ROOT/examples/demo.go" | awk 'NR == 2 { print $4 }')
[ -n "$flash" ] && [ "$flash" -le $bound ] || fail "demo.go ($B, -Os -heap=none): $flash bytes of flash, over $bound"
"$NM" --defined-only demo.elf > syms || fail "llvm-nm demo.elf"
grep -q " rt_heap_frame_alloc\$" syms && fail "demo.go (-heap=none) links rt_heap_frame_alloc"
cat > spawn.go <<'GO'
package main

var count = 40 // a variable: the pool's count is not proven, the 9th spawn takes a heap frame

func work(c chan int, i int) { c <- i }

func main() {
	c := make(chan int)
	n := 0
	for i := 0; i < count; i++ {
		go work(c, i)
	}
	for i := 0; i < count; i++ {
		n += <-c
	}
	println(n)
}
GO
run "$COROGO" build -target="$B" -Os -o spawn.elf spawn.go
expect_rc 0 "build spawn.go"
"$NM" --defined-only spawn.elf > syms || fail "llvm-nm spawn.elf"
grep -q " rt_heap_frame_alloc\$" syms || fail "spawn.go (pool may fill, heap) does not link rt_heap_frame_alloc"
run "$COROGO" run -target="$B" -Os spawn.go
expect_rc 0 "run spawn.go"
grep -q "^780\$" out || fail "spawn.go: $(tail -1 out)"
exit 0
