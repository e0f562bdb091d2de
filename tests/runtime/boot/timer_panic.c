/* timer_panic.c - boot test: a panic in the runtime's timer interrupt (a channel timer's send on a
 * closed channel, which Go code cannot cause: the package time channels are receive-only) ends
 * with "panic: send on closed channel [in interrupt N]" and exit status 2, N the board's timer
 * interrupt: the MPS2 boards' CMSDK TIMER0, IRQ 8; SysTick on the Cortex-M boards whose time base it
 * is ("SysTick": a system exception, no IRQ number); RISC-V's machine timer 0 (no PLIC source is 0;
 * its path in the trap handler sets rt_irq_current like the PLIC's). Expected output per port or
 * time base (.cortex-m, .systick, .riscv). */
#include "rt.h"
#include "rt_chan.h"

void corogo_main(void) {
    static rt_chan c;
    static int64_t buf[1];
    static rt_chantimer t;
    rt_chan_init(&c, sizeof buf[0], 1, buf);
    c.closed = 1;
    rt_print_string((const uint8_t *)"armed\n", 6); /* before the timer: a loaded host may fire it at once */
    rt_chantimer_start(&t, &c, 1000000, 0);          /* 1 ms */
    for (volatile uint32_t n = 0;; n++) /* interrupts on: the timer's handler panics */
        ;
}
