/* timer_cmsdk.c - the time base of the Cortex-M port on the MPS2 images: timer 1 of the CMSDK dual
 * timer free-running over 32 bits (extended to 64 bits in software) from the 25 MHz system clock;
 * the CMSDK TIMER0 (IRQ 8) counting down to the next deadline is deadline_cmsdk.c, linked only when
 * the program uses the timer queue. (SysTick's 24 bits wrapped every 0.67 s here, and the first
 * version counted wraps by the interrupt's pending bit: time briefly jumped back.) */
#include "port.h"
#include "regs.h"

/* port_init: start the time base, then unmask interrupts. TIMER0 is deadline_cmsdk.c's alone: it
   stops and clears it at each arming and enables its IRQ there (a program without it leaves the
   IRQ disabled, whatever TIMER0 does) */
void port_init(void) {
    DT1_CTRL = 0;
    DT1_LOAD = 0xFFFFFFFFu;
    DT1_CTRL = DT_ENABLE | DT_32BIT; /* free-running, no interrupt, no prescaler */
    __asm__ volatile("cpsie i" ::: "memory");
}

const int32_t port_timer_irq = TIMER_IRQ;

void cm_systick_handler(void) {} /* SysTick is not used */

/* The counter wraps every 2^32 ticks (171.8 s); a wrap is seen as the elapsed count going down
 * since the previous reading. Once a deadline has been armed (deadline_cmsdk.c), readings come at least
 * every MAX_ARM ticks (the deadline timer's longest step re-reads the time), so at most one wrap
 * falls between two readings. No interrupt
 * flag is involved: an emulator may show the counter wrapped before it raises the interrupt. */
uint64_t port_timer_now(void) {
    static uint64_t base;
    static uint32_t last;
    uint32_t s = port_irq_save();
    uint32_t e = ~DT1_VALUE; /* counts down from 0xFFFFFFFF */
    if (e < last)
        base += 1ull << 32;
    last = e;
    uint64_t t = base + e;
    port_irq_restore(s);
    return t;
}

uint32_t port_timer_hz(void) { return CLOCK_HZ; }

