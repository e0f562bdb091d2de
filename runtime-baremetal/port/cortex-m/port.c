/* port.c - the Cortex-M (ARMv7-M) port (PRIMASK save/restore: irq.h, inline), WFI idle, exit through the board,
 * and the timer: timer 1 of the CMSDK dual timer free-running over 32 bits as the time base
 * (extended to 64 bits in software), plus the CMSDK TIMER0 (IRQ 8) counting down to the next
 * deadline. Both run from the 25 MHz system clock of the MPS2 boards. (SysTick's 24 bits wrapped
 * every 0.67 s, and under QEMU its counter could show a wrap before the wrap interrupt was pending:
 * time briefly jumped back.) Device interrupts are NVIC external IRQs; the vector table
 * (vectors.c) sends IRQ n to IRQ<n>_Handler. */
#include "board.h"
#include "port.h"

#define REG(a) (*(volatile uint32_t *)(a))

/* NVIC */
#define NVIC_ISER0 REG(0xE000E100)
#define NVIC_ICER0 REG(0xE000E180)
#define NVIC_ISPR0 REG(0xE000E200)
#define NVIC_ICPR0 REG(0xE000E280)
#define NVIC_ISER(n) REG(0xE000E100 + 4 * ((n) >> 5))
#define NVIC_ICER(n) REG(0xE000E180 + 4 * ((n) >> 5))
#define NVIC_IPR(n) (*(volatile uint8_t *)(0xE000E400 + (n)))
/* CMSDK APB timer 0 */
#define TIMER0_CTRL REG(0x40000000)
#define TIMER0_VALUE REG(0x40000004)
#define TIMER0_RELOAD REG(0x40000008)
#define TIMER0_INTCLEAR REG(0x4000000C)
#define TIMER_IRQ 8

/* CMSDK dual timer, timer 1: the free-running 32-bit time base */
#define DT1_LOAD REG(0x40002000)
#define DT1_VALUE REG(0x40002004)
#define DT1_CTRL REG(0x40002008)
#define DT_ENABLE 0x80u
#define DT_32BIT 0x02u

#define CLOCK_HZ 25000000u
#define MAX_ARM 0x7FFFFFFFu /* longest deadline step: half the time base's wrap period */

static volatile uint64_t deadline = UINT64_MAX;

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
 * since the previous reading. Readings come at least every MAX_ARM ticks (the deadline timer's
 * longest step re-reads the time), so at most one wrap falls between two readings. No interrupt
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
    uint32_t s = port_irq_save();
    deadline = t;
    arm();
    port_irq_restore(s);
}

void cm_timer_handler(void) {
    TIMER0_INTCLEAR = 1;
    if (deadline != UINT64_MAX && port_timer_now() >= deadline) {
        deadline = UINT64_MAX;
        arm();
        rt_timer_expired_from_isr();
    } else {
        arm();
    }
}

/* ---- device interrupts: NVIC external IRQs; 3 priority bits used (0 most urgent .. 7) */

const int32_t port_timer_irq = TIMER_IRQ;

void port_irq_enable(uint32_t irq) { NVIC_ISER(irq) = 1u << (irq & 31); }

void port_irq_disable(uint32_t irq) {
    NVIC_ICER(irq) = 1u << (irq & 31);
    __asm__ volatile("dsb\n isb" ::: "memory");
}

void port_irq_set_priority(uint32_t irq, uint32_t prio) { NVIC_IPR(irq) = (uint8_t)(prio << 5); }

void port_idle(void) {
    /* PRIMASK is set: WFI still wakes on a pending interrupt; unmask briefly so it is taken */
    __asm__ volatile("wfi\n cpsie i\n isb\n cpsid i" ::: "memory");
}

_Noreturn void port_exit(int status) {
    __asm__ volatile("cpsid i" ::: "memory");
    board_exit(status);
    for (;;)
        __asm__ volatile("wfi");
}
