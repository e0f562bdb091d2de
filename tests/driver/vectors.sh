# vectors.sh - mps2-an385's vector table is sized to the highest IRQ with a handler
# (runtime-baremetal/port/cortex-m/vectors.c): examples/demo.go (no time, no device interrupt)
# links no IRQ entry at all; examples/blinky.go (time: the deadline timer's IRQ 8) links entries
# 0..8 and none above; the storm test (a Go handler on IRQ 9 and the timer) links 0..9, entry n at
# 0x40 + 4n, each pointing at its handler (IRQ 9: the Go handler's IRQ9_Handler); enabling an IRQ
# past the table is refused at run time. riscv32-virt's table of PLIC handlers likewise
# (runtime-baremetal/port/riscv/vectors.c), and the trap entry that takes interrupts is linked only
# when an interrupt can come: demo.go has neither (mtvec gets the exception-only entry, which still
# reports a trap), blinky.go (the machine timer) has the trap entry but no table, the storm test
# (a Go handler on PLIC source 11) entries 0..11, uart_echo.go (the UART's receive interrupt,
# source 10) entries 0..10. And bench/demo_wait.go's flash on riscv32-virt at -Os stays under a
# bound (5,172 B before the table was trimmed and the trap entry made optional; 4,590 after; TinyGo's
# 4,460: docs/performance.md, "Small programs against TinyGo").
. "$(dirname "$0")/lib.sh"
B=mps2-an385
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

B=riscv32-virt
rvcount() { # <elf>: the number of PLIC handler entries linked
    echo $((0x$("$NM" "$1" | awk '$3 == "__riscv_irq_count" { print $1 }')))
}
sym() { "$NM" "$1" | awk -v s="$2" '$3 == s { print $1 }'; }
run "$COROGO" build -target="$B" -heap=none -o demo.elf "$ROOT/examples/demo.go"
expect_rc 0 "build demo.go ($B)"
[ "$(rvcount demo.elf)" = 0 ] || fail "demo.go ($B): $(rvcount demo.elf) PLIC entries, expected 0"
"$NM" demo.elf | grep -q riscv_vector_ && fail "demo.go ($B) links a PLIC entry"
[ -z "$(sym demo.elf riscv_interrupt)" ] || fail "demo.go ($B) links the interrupt trap entry"
[ "$(sym demo.elf riscv_trap)" = "$(sym demo.elf riscv_fault)" ] || fail "demo.go ($B): mtvec is not the exception-only entry"
run "$COROGO" build -target="$B" -heap=none -o blinky.elf "$ROOT/examples/blinky.go"
expect_rc 0 "build blinky.go ($B)"
[ "$(rvcount blinky.elf)" = 0 ] || fail "blinky.go ($B): $(rvcount blinky.elf) PLIC entries, expected 0"
[ -n "$(sym blinky.elf riscv_interrupt)" ] || fail "blinky.go ($B) has no interrupt trap entry"
[ "$(sym blinky.elf riscv_trap)" != "$(sym blinky.elf riscv_fault)" ] || fail "blinky.go ($B): mtvec is the exception-only entry"
run "$COROGO" build -target="$B" -o storm.elf "$ROOT/tests/isr/storm"
expect_rc 0 "build storm ($B)"
[ "$(rvcount storm.elf)" = 12 ] || fail "storm ($B): $(rvcount storm.elf) PLIC entries, expected 12"
table=$(sym storm.elf riscv_irq_handlers)
[ "$(sym storm.elf riscv_vector_11)" = "$(printf '%08x' $((0x$table + 44)))" ] || fail "riscv_vector_11 is not entry 11"
handler=$(sym storm.elf IRQ11_Handler)
at=$((0x$table + 44)) # objdump's rows: 16 bytes from an address that is a multiple of 16
word=$("$OBJDUMP" -s -j .rodata storm.elf |
    awk -v row="$(printf '%08x' $((at / 16 * 16)))" -v col=$((at % 16 / 4 + 2)) '$1 == row { print $col }')
want=$(echo "$handler" | sed 's/\(..\)\(..\)\(..\)\(..\)/\4\3\2\1/')
[ "$word" = "$want" ] || fail "PLIC entry 11 holds $word, expected IRQ11_Handler ($want)"
run "$COROGO" build -target="$B" -o echo.elf "$ROOT/tests/programs/uart_echo.go"
expect_rc 0 "build uart_echo.go ($B)"
[ "$(rvcount echo.elf)" = 11 ] || fail "uart_echo.go ($B): $(rvcount echo.elf) PLIC entries, expected 11"
flash=$("$COROGO" build -target="$B" -Os -size=short -o dw.elf "$ROOT/bench/demo_wait.go" | awk 'NR == 2 { print $4 }')
[ -n "$flash" ] && [ "$flash" -le 4700 ] || fail "demo_wait.go ($B, -Os): $flash bytes of flash, over 4,700"
run "$COROGO" run -target="$B" enable.go
expect_rc 2 "enable an IRQ without a handler ($B)"
grep -q "^fatal error: unexpected interrupt: no handler for the IRQ enabled" out || fail "enable.go ($B): $(cat out)"
exit 0
