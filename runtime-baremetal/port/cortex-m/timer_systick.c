/* timer_systick.c - the time base and deadline timer of the Cortex-M port on chips whose own timers
 * it does not drive (board.json "timer": "systick"): the core's SysTick, which every Cortex-M
 * has, counting the processor clock (CLKSOURCE 1). It is the only timer a port needs on the
 * nRF51822, the STM32F405 and the LM3S6965 (QEMU's model of the last cannot read its GPTM count).
 *
 * SysTick counts 24 bits down to 0 and reloads from RVR; reaching 0 sets COUNTFLAG (cleared by
 * reading CSR) and raises the SysTick exception. Time is base (the raw ticks at the start of the
 * current period) plus the ticks elapsed in it; a period ends when COUNTFLAG shows, seen by
 * whoever reads CSR first (port_timer_now or the handler), so each is counted once whatever the
 * exception's timing. The deadline is the period itself: arming writes RVR (at most 2^24 ticks
 * ahead) and CVR, which restarts the count from the moment of the write; the few ticks between the
 * reading of the time and that write are lost (on QEMU less than one tick, on hardware a few clock
 * cycles per arming). The exception comes at least every 2^24 ticks, also with no deadline.
 *
 * The deadline is deadline_systick.c, an object of its own, linked only with the timer queue.
 * The board's clock.h gives the processor clock (BOARD_CLOCK_HZ) and a divisor (BOARD_TICK_DIV)
 * making the port's tick a whole number of nanoseconds (16 MHz / 2 = 8 MHz: 125 ns). */
#include "clock.h"
#include "port.h"
#include "rt.h"
#include "timer.h"

#define REG(a) (*(volatile uint32_t *)(a))
#define SYST_CSR REG(0xE000E010)
#define SYST_RVR REG(0xE000E014)
#define SYST_CVR REG(0xE000E018)
#define SCB_ICSR REG(0xE000ED04)
#define CSR_ENABLE 1u
#define CSR_TICKINT 2u
#define CSR_CLKSOURCE 4u /* the processor clock */
#define CSR_COUNTFLAG (1u << 16)
#define ICSR_PENDSTCLR (1u << 25)
#define MAX_PERIOD CM_SYSTICK_MAX_PERIOD /* 2^24 ticks: RVR 0xFFFFFF */

_Static_assert(1000000000u % (BOARD_CLOCK_HZ / BOARD_TICK_DIV) == 0 && BOARD_CLOCK_HZ % BOARD_TICK_DIV == 0,
               "the port's tick must be a whole number of nanoseconds");

static uint64_t base;                 /* raw ticks at the start of the current period */
uint32_t cm_systick_period = MAX_PERIOD; /* RVR + 1 */
static uint64_t last;                 /* the latest time returned (monotonic) */

/* start the count over: the next exception comes n ticks from now (n >= 2; RVR 0 would stop it) */
void cm_systick_restart(uint64_t now, uint32_t n) {
    SYST_RVR = n - 1;
    SYST_CVR = 0; /* clears COUNTFLAG; the counter reloads from RVR at the next tick */
    SCB_ICSR = ICSR_PENDSTCLR;
    base = now;
    cm_systick_period = n;
}

/* port_init: start the time base, then unmask interrupts */
void port_init(void) {
    SYST_CSR = 0;
    cm_systick_restart(0, MAX_PERIOD);
    SYST_CSR = CSR_ENABLE | CSR_TICKINT | CSR_CLKSOURCE;
    __asm__ volatile("cpsie i" ::: "memory");
}

/* Raw ticks, interrupts masked. The count elapsed since the last COUNTFLAG is 0 at CVR 0 (the
 * flag is set as it gets there) and period - CVR otherwise. A period that ends between the two
 * reads of CSR is caught by the second. Under QEMU the count can read 0 a moment before the model
 * sets COUNTFLAG: time would go back by a period, so it is kept monotonic. */
uint64_t cm_systick_now(void) {
    uint32_t period = cm_systick_period;
    if (SYST_CSR & CSR_COUNTFLAG)
        base += period;
    uint32_t v = SYST_CVR;
    if (SYST_CSR & CSR_COUNTFLAG) {
        base += period;
        v = SYST_CVR;
    }
    uint64_t t = base + (v ? period - v : 0);
    if (t < last)
        t = last;
    last = t;
    return t;
}

uint64_t port_timer_now(void) {
    uint32_t s = port_irq_save();
    uint64_t t = cm_systick_now();
    port_irq_restore(s);
    return t / BOARD_TICK_DIV;
}

uint32_t port_timer_hz(void) { return BOARD_CLOCK_HZ / BOARD_TICK_DIV; }

const int32_t port_timer_irq = -1; /* SysTick is a system exception, no IRQ */

/* The exception of a program without deadlines (deadline_systick.c, linked with the timer queue,
   overrides it): count the period that ended, so that no wrap goes unseen. */
__attribute__((weak)) void cm_systick_handler(void) {
#if __ARM_ARCH_6M__
    cm_canary_check_from_isr();
#endif
    uint32_t s = port_irq_save(); /* a higher-priority handler may read the time meanwhile */
    (void)cm_systick_now();
    port_irq_restore(s);
}
