/* irq.h - interrupt masking of the Cortex-M port (PRIMASK), inline: included by port.h, so every
 * critical section of the runtime (the scheduler loop's above all) is a few instructions instead of
 * two calls. */
#ifndef COROGO_PORT_CORTEX_M_IRQ_H
#define COROGO_PORT_CORTEX_M_IRQ_H

#include <stdint.h>

static inline uint32_t port_irq_save(void) {
    uint32_t s;
    __asm__ volatile("mrs %0, primask\n cpsid i" : "=r"(s)::"memory");
    return s;
}

static inline void port_irq_restore(uint32_t s) { __asm__ volatile("msr primask, %0" ::"r"(s) : "memory"); }

/* mask without reading the state: for a caller that restores a state it saved earlier, when the
   state is back to that one (the scheduler loop) */
static inline void port_irq_mask(void) { __asm__ volatile("cpsid i" ::: "memory"); }

#endif
