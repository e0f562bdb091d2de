/* port.h - the port contract: what one CPU architecture supplies to the portable runtime. A port is
 * small because goroutines are stackless coroutines: there is no context switch, no per-task stack
 * and no register save area. A port provides startup (reset/trap entry that sets up a stack and calls
 * rt_start), interrupt masking, one timer, idle and exit. Implementations live in
 * runtime-baremetal/port/<arch>/ (cortex-m, riscv); docs/porting.md explains each function. */
#ifndef COROGO_PORT_H
#define COROGO_PORT_H

#include <stdint.h>

/* ---------------------------------------------------------------- startup */

/* The reset entry of the port sets up the stack pointer (and gp on RISC-V), masks interrupts and
 * calls this portable reset path (start.c): copy .data, clear .bss, board_init(), port_init(),
 * corogo_main(), rt_sched_run() (when the program starts goroutines: go.c), port_exit(0). Never
 * returns. */
_Noreturn void rt_start(void);

/* Called once by rt_start after .data/.bss and board_init, with interrupts masked: install the
 * trap vector, start the timer, then unmask interrupts globally. */
void port_init(void);

/* ---------------------------------------------------------------- interrupt masking */

/* Mask all maskable interrupts and return the previous state; port_irq_restore(s) puts that state
 * back. Save/restore, never counted: critical sections nest naturally. A port defines both as static
 * inline functions in port/<arch>/irq.h (the scheduler masks interrupts on every resume); any other
 * build (the runtime's host unit tests) links out-of-line ones. port_irq_mask() masks without
 * returning the state, for a caller that later restores a state it saved before, in effect again
 * (the scheduler loop masks once per resume this way: state saved at the loop's entry). */
#if defined(__riscv)
#include "../port/riscv/irq.h"
#elif defined(__arm__) && defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
#include "../port/cortex-m/irq.h"
#else
#define PORT_OUT_OF_LINE 1
uint32_t port_irq_save(void);
void port_irq_restore(uint32_t state);
void port_irq_mask(void);
#endif

/* ---------------------------------------------------------------- timer */

/* A free-running 64-bit tick counter that never wraps in practice, and its frequency. The
 * frequency must divide 10^9 (a whole number of nanoseconds per tick: timer.c converts with one
 * multiplication or division). */
uint64_t port_timer_now(void);
uint32_t port_timer_hz(void);

/* Arm the single timer deadline (absolute ticks): when port_timer_now() >= t the port calls
 * rt_timer_expired_from_isr() once from interrupt context (immediately if t is already past).
 * A new call replaces the previous deadline; t = UINT64_MAX disarms it. */
void port_timer_set_deadline(uint64_t t);

/* Hook called by the port from its timer interrupt: the timer queue (timer.c). It is linked only when
 * the program uses time, so a port keeps its deadline timer in an object of its own that only
 * port_timer_set_deadline pulls in (cortex-m/deadline_<timer>.c, riscv/deadline_clint.c). */
void rt_timer_expired_from_isr(void);

/* ---------------------------------------------------------------- idle and exit */

/* Sleep the CPU until an interrupt is pending (WFI). Called with interrupts MASKED (after
 * port_irq_save) so that no wakeup is lost between "the queue is empty" and the WFI: a pending
 * interrupt still ends the WFI. Before returning, the port lets the pending handler(s) run, by
 * briefly unmasking (Cortex-M) or by calling them itself with interrupts still masked, as the trap
 * entry would (RISC-V), and it returns with interrupts masked. A port defines it as a static inline
 * function in port/<arch>/idle.h (the scheduler loop goes from the handler back to its queue without
 * a call in between); the host unit tests link an out-of-line one. */
#if defined(PORT_OUT_OF_LINE)
void port_idle(void);
#elif defined(__riscv)
#include "../port/riscv/idle.h"
#else
#include "../port/cortex-m/idle.h"
#endif

/* Stop the machine with an exit status (0 = success, 2 = panic): masks interrupts and uses the
 * board's exit mechanism (board_exit); if that returns, sleeps forever. */
_Noreturn void port_exit(int status);

/* ---------------------------------------------------------------- stack overflow */

/* "fatal error: stack overflow", exit status 2. The compiler calls it at the entry of a function
 * whose frame is too big for the stack guard alone when SP is below __stack_limit (src/transform/stackcheck.c);
 * the port's fault handler ends the same way when an access hits the guard. SP may be anywhere: the
 * port starts over at the top of the stack before it prints. */
_Noreturn void port_stack_overflow(void);

/* ---------------------------------------------------------------- device interrupts (issue #6) */

/* Enable, disable and prioritise device interrupt 'irq' in the interrupt controller (Cortex-M:
 * NVIC external IRQ n; RISC-V: PLIC source n). prio 0 is the most urgent, 7 the least. When the
 * interrupt is taken the port calls IRQ<n>_Handler (a weak default reports "unexpected interrupt";
 * the compiler emits IRQ<n>_Handler for a Go function marked //corogo:interrupt n). */
void port_irq_enable(uint32_t irq);
void port_irq_disable(uint32_t irq);
void port_irq_set_priority(uint32_t irq, uint32_t prio);
/* The IRQ the port itself uses for its deadline timer, or -1 when the timer is not a device IRQ */
extern const int32_t port_timer_irq;

#endif
