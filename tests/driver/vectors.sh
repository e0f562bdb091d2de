# vectors.sh - mps2-an385's vector table is sized to the highest IRQ with a handler
# (runtime-baremetal/port/cortex-m/vectors.c): examples/demo.go (no time, no device interrupt)
# links no IRQ entry at all; examples/blinky.go (time: the deadline timer's IRQ 8) links entries
# 0..8 and none above; the storm test (a Go handler on IRQ 9 and the timer) links 0..9, entry n at
# 0x40 + 4n, each pointing at its handler (IRQ 9: the Go handler's IRQ9_Handler); enabling an IRQ
# past the table is refused at run time.
. "$(dirname "$0")/lib.sh"
B=mps2-an385
NM=$(command -v llvm-nm-19 || echo /usr/lib/llvm-19/bin/llvm-nm)
OBJDUMP=$(command -v llvm-objdump-19 || echo /usr/lib/llvm-19/bin/llvm-objdump)
count() { # <elf>: the number of IRQ entries linked
    echo $((0x$("$NM" "$1" | awk '$3 == "__cm_irq_count" { print $1 }')))
}
run "$COROGO" build -target="$B" -heap=none -o demo.elf "$ROOT/examples/demo.go"
expect_rc 0 "build demo.go"
[ "$(count demo.elf)" = 0 ] || fail "demo.go: $(count demo.elf) IRQ entries, expected 0"
"$NM" demo.elf | grep -q cm_vector_ && fail "demo.go links an IRQ entry"
run "$COROGO" build -target="$B" -heap=none -o blinky.elf "$ROOT/examples/blinky.go"
expect_rc 0 "build blinky.go"
[ "$(count blinky.elf)" = 9 ] || fail "blinky.go: $(count blinky.elf) IRQ entries, expected 9"
run "$COROGO" build -target="$B" -o storm.elf "$ROOT/tests/isr/storm"
expect_rc 0 "build storm.go"
[ "$(count storm.elf)" = 10 ] || fail "storm.go: $(count storm.elf) IRQ entries, expected 10"
addr=$("$NM" storm.elf | awk '$3 == "cm_vector_09" { print $1 }')
[ "$addr" = 00000064 ] || fail "cm_vector_09 at $addr, expected 00000064"
handler=$("$NM" storm.elf | awk '$3 == "IRQ9_Handler" { print $1 }')
[ -n "$handler" ] || fail "storm.go: no IRQ9_Handler"
word=$("$OBJDUMP" -s -j .text storm.elf | awk '/^ 0060 / { print $3 }') # the words at 0x60, 0x64, ...
# little-endian word, the Thumb bit set
want=$(printf '%08x' $((0x$handler | 1)) | sed 's/\(..\)\(..\)\(..\)\(..\)/\4\3\2\1/')
[ "$word" = "$want" ] || fail "entry 9 holds $word, expected IRQ9_Handler ($want)"
cat > enable.go <<'GO'
package main

import "interrupt"

func main() {
	println("enabling IRQ 5")
	interrupt.Enable(5)
	println("not reached")
}
GO
run "$COROGO" run -target="$B" enable.go
expect_rc 2 "enable an IRQ without a handler"
grep -q "^fatal error: unexpected interrupt: no handler for the IRQ enabled" out || fail "enable.go: $(cat out)"
exit 0
