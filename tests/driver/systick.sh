# systick.sh - the Cortex-M boards whose time base is SysTick (board.json "timer": "systick":
# microbit, netduinoplus2, lm3s6965evb; runtime-baremetal/port/cortex-m/timer_systick.c): under
# -icount (1 instruction = 1 ns, idle time skipped) a 10 ms sleep measures exactly 10 ms on each,
# so the deadline (the SysTick period reprogrammed) wakes the CPU on time and the time base counts
# the processor clock at the rate clock.h says; SysTick is a system exception, so a program that
# sleeps links no IRQ entry and IRQ 8 is free for a Go handler there (on the MPS2 boards it is the
# CMSDK deadline timer's: refused); "irq-count" bounds the handlers (IRQ 37, USART1 on the STM32F405,
# is in range there and out of range on the nRF51822's 32).
. "$(dirname "$0")/lib.sh"
cat > sleep.go <<'GO'
package main

import "time"

func main() {
	for i := 0; i < 3; i++ {
		t := time.Now()
		time.Sleep(10 * time.Millisecond)
		println(time.Since(t).Microseconds())
	}
}
GO
for b in microbit netduinoplus2 lm3s6965evb; do
    run "$COROGO" run -target=$b -icount sleep.go
    expect_rc 0 "$b: sleep.go"
    [ "$(cat out)" = "$(printf '10000\n10000\n10000')" ] || fail "$b: sleeps of 10 ms measured $(tr '\n' ' ' < out)"
    run "$COROGO" build -target=$b -o sleep.elf sleep.go
    expect_rc 0 "$b: build sleep.go"
    [ "$((0x$("$NM" sleep.elf | awk '$3 == "__cm_irq_count" { print $1 }')))" = 0 ] || fail "$b: IRQ entries linked"
done
cat > irq8.go <<'GO'
package main

//corogo:interrupt 8
func tick() {}

func main() {}
GO
run "$COROGO" build -target=microbit -o irq8.elf irq8.go
expect_rc 0 "microbit: a handler for IRQ 8"
run "$COROGO" build -target=mps2-an385 -o irq8.elf irq8.go
expect_rc 1 "mps2-an385: a handler for IRQ 8"
expect_in err "IRQ 8 is the runtime's timer on mps2-an385"
cat > irq37.go <<'GO'
package main

//corogo:interrupt 37
func usart() {}

func main() {}
GO
run "$COROGO" build -target=netduinoplus2 -o irq37.elf irq37.go
expect_rc 0 "netduinoplus2: a handler for IRQ 37"
run "$COROGO" build -target=microbit -o irq37.elf irq37.go
expect_rc 1 "microbit: a handler for IRQ 37"
expect_in err "IRQ 37 is out of range on microbit (0 to 31)"
exit 0
