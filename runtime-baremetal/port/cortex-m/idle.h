/* idle.h - port_idle of the Cortex-M port, inline: included by port.h, so the scheduler loop
 * (sched.c) sleeps and lets the pending interrupt in without a call of its own. */
#ifndef COROGO_PORT_CORTEX_M_IDLE_H
#define COROGO_PORT_CORTEX_M_IDLE_H

/* PRIMASK is set: WFI still wakes on a pending interrupt; unmask briefly so it is taken (the
   hardware stacks the registers), then mask again */
static inline __attribute__((always_inline)) void port_idle(void) {
    __asm__ volatile("wfi\n cpsie i\n isb\n cpsid i" ::: "memory");
}

#endif
