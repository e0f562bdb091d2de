/* timer.h - what the SysTick time base (timer_systick.c) gives its deadline file. Every timer file
 * (timer_<board.json "timer">.c) defines port_init: it starts the time base, then unmasks. */
#ifndef COROGO_PORT_CORTEX_M_TIMER_H
#define COROGO_PORT_CORTEX_M_TIMER_H

/* timer_systick.c, for deadline_systick.c: raw ticks (interrupts masked), the current period, and
   restarting the count with a period of n ticks (2 .. CM_SYSTICK_MAX_PERIOD) at time now */
#define CM_SYSTICK_MAX_PERIOD 0x1000000u
uint64_t cm_systick_now(void);
extern uint32_t cm_systick_period;
void cm_systick_restart(uint64_t now, uint32_t n);

#if __ARM_ARCH_6M__
/* vectors.c: the stack guard's canary (no MPU on ARMv6-M), checked at every SysTick exception */
void cm_canary_check_from_isr(void);
#endif

#endif
