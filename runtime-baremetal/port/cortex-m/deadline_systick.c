/* deadline_systick.c - the deadline of the SysTick time base (timer_systick.c): the SysTick period
 * made to end at the timer queue's next deadline, and the exception handler that reports it. A
 * separate object, linked only when something sets a deadline (the runtime's timer queue, timer.c):
 * without it the exception only counts the periods (timer_systick.c's weak handler). */
#include "clock.h"
#include "port.h"
#include "rt.h"
#include "timer.h"

#define REG(a) (*(volatile uint32_t *)(a))
#define SCB_ICSR REG(0xE000ED04)
#define ICSR_PENDSTSET (1u << 26)

static uint64_t deadline = UINT64_MAX; /* raw ticks */

/* make the period end at the deadline, or at most CM_SYSTICK_MAX_PERIOD from now; already due: pend the
   exception, which runs as soon as interrupts are unmasked */
static void arm(void) {
    uint64_t now = cm_systick_now();
    if (deadline != UINT64_MAX && deadline <= now) {
        SCB_ICSR = ICSR_PENDSTSET;
        return;
    }
    uint64_t delta = deadline - now;
    if (deadline == UINT64_MAX && cm_systick_period == CM_SYSTICK_MAX_PERIOD)
        return; /* the count runs on: no need to restart it */
    cm_systick_restart(now, delta >= CM_SYSTICK_MAX_PERIOD ? CM_SYSTICK_MAX_PERIOD : delta < 2 ? 2 : (uint32_t)delta);
}

void port_timer_set_deadline(uint64_t t) {
    uint32_t s = port_irq_save();
    deadline = t == UINT64_MAX || t > UINT64_MAX / BOARD_TICK_DIV ? UINT64_MAX : t * BOARD_TICK_DIV;
    arm();
    port_irq_restore(s);
}

/* masked: a higher-priority handler may read the time or set a deadline meanwhile */
void cm_systick_handler(void) {
#if __ARM_ARCH_6M__
    cm_canary_check_from_isr();
#endif
    uint32_t s = port_irq_save();
    if (deadline != UINT64_MAX && cm_systick_now() >= deadline) {
        deadline = UINT64_MAX;
        arm();
        rt_timer_expired_from_isr();
    } else {
        arm();
    }
    port_irq_restore(s);
}
