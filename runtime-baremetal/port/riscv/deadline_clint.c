/* deadline_clint.c - the RISC-V port's deadline timer: the CLINT's mtimecmp against mtime, the
 * machine timer interrupt (mie.MTIE) calling the timer queue. An object of its own, linked only with
 * the timer queue (timer.c calls port_timer_set_deadline); arming it links the trap entry that takes
 * interrupts (trap.c), and its riscv_timer_interrupt replaces port.c's weak default, which the
 * trap entry and the idle loop (idle.h) call. Addresses are those of QEMU's virt machine and the
 * FE310, which share the CLINT's layout. */
#include "port.h"
#include "rt.h"

#define CLINT_MTIMECMP_LO (*(volatile uint32_t *)0x02004000)
#define CLINT_MTIMECMP_HI (*(volatile uint32_t *)0x02004004)
#define TIMER_IRQ_ID 0 /* the machine timer's number in "[in interrupt N]": no PLIC source is 0 */

static void write_mtimecmp(uint64_t t) {
    CLINT_MTIMECMP_HI = 0xFFFFFFFFu; /* no spurious match while the halves are inconsistent */
    CLINT_MTIMECMP_LO = (uint32_t)t;
    CLINT_MTIMECMP_HI = (uint32_t)(t >> 32);
}

void port_timer_set_deadline(uint64_t t) {
    __asm__(".reloc ., R_RISCV_NONE, riscv_interrupt"); /* links the trap entry for interrupts (trap.c) */
    uint32_t s = port_irq_save();
    write_mtimecmp(t); /* a deadline in the past raises the interrupt at once */
    port_irq_restore(s);
}

/* the machine timer's interrupt: disarm, then the timer queue (the trap entry, port_idle) */
void riscv_timer_interrupt(void) {
    write_mtimecmp(UINT64_MAX);
    rt_irq_current = TIMER_IRQ_ID; /* a panic says "[in interrupt 0]" (defer.c) */
    rt_timer_expired_from_isr();
    rt_irq_current = -1;
}
