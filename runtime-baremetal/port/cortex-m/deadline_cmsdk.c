/* deadline_cmsdk.c - the MPS2 boards' deadline timer: CMSDK TIMER0 (IRQ 8) counting down to the timer
 * queue's next deadline, port_timer_set_deadline and the TIMER0 handler (IRQ8_Handler, which
 * overrides the vector table's weak default). A separate object, so that it is linked only when
 * something sets a deadline (the runtime's timer queue, timer.c): a program that never uses time
 * carries neither. */
#include "port.h"
#include "regs.h"
#include "rt.h"

static volatile uint64_t deadline = UINT64_MAX;

/* Program TIMER0 to interrupt at the deadline, or at most MAX_ARM ticks from now (it re-arms):
 * also with no deadline, so that the time base is read at least once per half wrap period.
 * TIMER0 runs one-shot (RELOAD 0): the handler re-arms it anyway, and under QEMU -icount with
 * sleep=off a periodic reload doubles every sleep. QEMU (7.2, issue #2703) warps the virtual clock
 * from timerlist_rearm(), and its ptimer_tick() reloads a periodic timer (timer_mod) before it
 * raises the interrupt: the idle CPU looks idle still, so the clock jumps over the whole next
 * period before the CPU wakes. A one-shot expiry arms no timer and wakes the CPU on time. */
static void arm(void) {
    uint64_t t = deadline;
    TIMER0_CTRL = 0;
    TIMER0_INTCLEAR = 1;
    NVIC_ICPR0 = 1u << TIMER_IRQ;
    uint64_t now = port_timer_now(); /* with no deadline, TIMER0 still re-reads time every MAX_ARM */
    if (t != UINT64_MAX && t <= now) {
        NVIC_ISPR0 = 1u << TIMER_IRQ; /* already due: run the handler as soon as unmasked */
        return;
    }
    uint64_t delta = t - now;
    uint32_t n = delta > MAX_ARM ? MAX_ARM : (uint32_t)delta;
    TIMER0_RELOAD = 0; /* one-shot: counts n down to 0, interrupts once, then stays at 0 */
    TIMER0_VALUE = n;
    TIMER0_CTRL = 1 | 8; /* enable, interrupt enable */
}

void port_timer_set_deadline(uint64_t t) {
    __asm__(".reloc ., R_ARM_NONE, cm_vector_08"); /* keeps the handler's table entry (vectors.c) */
    uint32_t s = port_irq_save();
    deadline = t;
    arm();
    NVIC_ISER0 = 1u << TIMER_IRQ; /* enabled here, not at reset: timer_cmsdk.c's port_init */
    port_irq_restore(s);
}

void IRQ8_Handler(void) {
    TIMER0_INTCLEAR = 1;
    if (deadline != UINT64_MAX && port_timer_now() >= deadline) {
        deadline = UINT64_MAX;
        arm();
        rt_timer_expired_from_isr();
    } else {
        arm();
    }
}

