/* port.c - the Cortex-M (ARMv7-M) port (PRIMASK save/restore: irq.h, inline), WFI idle, exit through the board,
 * and the time base: timer 1 of the CMSDK dual timer free-running over 32 bits (extended to 64 bits
 * in software); the CMSDK TIMER0 (IRQ 8) counting down to the next deadline is deadline.c, linked
 * only when the program uses the timer queue. Both run from the 25 MHz system clock of the MPS2 boards. (SysTick's 24 bits wrapped
 * every 0.67 s, and under QEMU its counter could show a wrap before the wrap interrupt was pending:
 * time briefly jumped back.) Device interrupts are NVIC external IRQs; the vector table
 * (vectors.c) sends IRQ n to IRQ<n>_Handler. */
#include "board.h"
#include "port.h"

#include "regs.h"
#include "rt.h"


void port_init(void) {
    DT1_CTRL = 0;
    DT1_LOAD = 0xFFFFFFFFu;
    DT1_CTRL = DT_ENABLE | DT_32BIT; /* free-running, no interrupt, no prescaler */
    TIMER0_CTRL = 0;
    TIMER0_INTCLEAR = 1;
    NVIC_ICPR0 = 1u << TIMER_IRQ;
    NVIC_ISER0 = 1u << TIMER_IRQ;
    __asm__ volatile("cpsie i" ::: "memory");
}

void cm_systick_handler(void) {} /* SysTick is not used */

/* The counter wraps every 2^32 ticks (171.8 s); a wrap is seen as the elapsed count going down
 * since the previous reading. Once a deadline has been armed (deadline.c), readings come at least
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

/* ---- device interrupts: NVIC external IRQs; 3 priority bits used (0 most urgent .. 7) */

const int32_t port_timer_irq = TIMER_IRQ;

extern char __cm_irq_count[]; /* the IRQ entries of the vector table (vectors.c, linker script) */

void port_irq_enable(uint32_t irq) {
    if (irq >= (uint32_t)__cm_irq_count) /* past the table: the IRQ has no handler */
        rt_fatal_cstr("unexpected interrupt: no handler for the IRQ enabled");
    NVIC_ISER(irq) = 1u << (irq & 31);
}

void port_irq_disable(uint32_t irq) {
    NVIC_ICER(irq) = 1u << (irq & 31);
    __asm__ volatile("dsb\n isb" ::: "memory");
}

void port_irq_set_priority(uint32_t irq, uint32_t prio) { NVIC_IPR(irq) = (uint8_t)(prio << 5); }

/* port_idle: idle.h, inline */

_Noreturn void port_exit(int status) {
    __asm__ volatile("cpsid i" ::: "memory");
    board_exit(status);
    for (;;)
        __asm__ volatile("wfi");
}
