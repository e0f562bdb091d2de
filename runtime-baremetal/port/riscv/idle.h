/* idle.h - port_idle of the RISC-V port, inline: included by port.h, so the scheduler loop
 * (sched.c) sleeps, runs the handler of the device interrupt that ended its WFI and looks at its
 * queue again without a call of its own in between (no register saves and restores for port_idle:
 * the loop's are already made; make bench, ISR row). The PLIC claim/dispatch/complete of one device
 * interrupt, shared with the trap entry (port.c), is here too. */
#ifndef COROGO_PORT_RISCV_IDLE_H
#define COROGO_PORT_RISCV_IDLE_H

#include <stdbool.h>
#include <stdint.h>

#define RISCV_PLIC_CLAIM (*(volatile uint32_t *)0x0C200004) /* context 0: hart 0, machine mode */
#define RISCV_MIP_MTIP 0x80u /* pending bits of mip: at the positions of mie's enable bits */
#define RISCV_MIP_MEIP 0x800u

/* vectors.c: IRQ<n>_Handler of PLIC source n, as many entries as the program has handlers for (the
   linker script places them and counts them: the address of __riscv_irq_count is their number) */
extern void (*const riscv_irq_handlers[])(void);
extern char __riscv_irq_count[];
extern int32_t rt_irq_current; /* defer.c: the source being handled, -1: none */
/* the machine timer's interrupt: deadline_clint.c's when the program uses time, else port.c's weak
   default (the timer is never armed) */
void riscv_timer_interrupt(void);
__attribute__((noreturn)) void riscv_default_irq(void); /* port.c: "unexpected interrupt" */
/* every device interrupt pending, from the trap entry: vectors.c's when the program has device
   handlers, else port.c's weak default (riscv_default_irq) */
void riscv_plic_interrupts(void);

/* one device interrupt: claim, dispatch, complete (after the handler: completing first would let a
   level-triggered source the handler has not acknowledged yet pend again); false when none was
   pending. Interrupts masked. */
static inline __attribute__((always_inline)) bool riscv_external_interrupt(void) {
    uint32_t id = RISCV_PLIC_CLAIM;
    if (id == 0)
        return false;
    if (id >= (uint32_t)__riscv_irq_count) /* a source enabled without a handler */
        riscv_default_irq();
    rt_irq_current = (int32_t)id; /* a panic says "[in interrupt id]" (defer.c) */
    riscv_irq_handlers[id]();
    rt_irq_current = -1;
    RISCV_PLIC_CLAIM = id;
    return true;
}

/* MIE is clear: WFI still wakes on a pending enabled interrupt. The handler of what is pending runs
 * right here, with interrupts still masked as in a trap (no nesting on RISC-V either way), called
 * like the trap entry calls it: no trap, no register saves or mret on the way from an interrupt to
 * the goroutine it wakes. One interrupt per call, a device interrupt before the machine timer (the
 * order the trap takes them in): another one still pending (a second PLIC source, or the timer
 * beside a device) keeps its mip bit set and is taken as soon as the scheduler unmasks, or by the
 * next port_idle. Nothing pending (a spurious wakeup): the scheduler looks again. */
static inline __attribute__((always_inline)) void port_idle(void) {
    uint32_t pending;
    __asm__ volatile("wfi\n csrr %0, mip" : "=r"(pending)::"memory");
    if (pending & RISCV_MIP_MEIP)
        riscv_external_interrupt();
    else if (pending & RISCV_MIP_MTIP)
        riscv_timer_interrupt();
}

#endif
