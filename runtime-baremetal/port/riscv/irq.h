/* irq.h - interrupt masking of the RISC-V port (machine mode: mstatus.MIE), inline: included by
 * port.h, so every critical section of the runtime (the scheduler loop's above all) is two CSR
 * instructions instead of two calls. */
#ifndef COROGO_PORT_RISCV_IRQ_H
#define COROGO_PORT_RISCV_IRQ_H

#include <stdint.h>

static inline uint32_t port_irq_save(void) {
    uint32_t s;
    __asm__ volatile("csrrci %0, mstatus, 8" : "=r"(s)::"memory");
    return s & 0x8u; /* MSTATUS_MIE */
}

/* s is 0 or MSTATUS_MIE: setting those bits restores the state without a branch */
static inline void port_irq_restore(uint32_t s) { __asm__ volatile("csrs mstatus, %0" ::"r"(s) : "memory"); }

/* mask without reading the state: for a caller that restores a state it saved earlier, when the
   state is back to that one (the scheduler loop) */
static inline void port_irq_mask(void) { __asm__ volatile("csrci mstatus, 8" ::: "memory"); }

#endif
