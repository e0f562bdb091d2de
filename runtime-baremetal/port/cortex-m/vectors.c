/* vectors.c - the Cortex-M vector table and reset entry. The table (section .vectors, kept by the
 * linker script at the start of flash) holds the initial stack pointer, Reset_Handler, the system
 * exceptions and 32 external interrupts. Every unused handler is a weak alias of Default_Handler, so
 * a later part (interrupt handlers written in Go) overrides IRQ<n>_Handler by defining it. Faults
 * print "fatal error: ..." and exit with status 2 instead of hanging the emulator. */
#include "port.h"
#include "rt.h"

extern uint32_t __stack_top[];

void Reset_Handler(void);
void cm_systick_handler(void);

__attribute__((noreturn)) void Default_Handler(void) { rt_fatal_cstr("unexpected interrupt"); }
__attribute__((noreturn)) static void hardfault(void) { rt_fatal_cstr("hard fault"); }
__attribute__((noreturn)) static void nmi(void) { rt_fatal_cstr("NMI"); }

#define WEAK_IRQ(n) void IRQ##n##_Handler(void) __attribute__((weak, alias("Default_Handler")))
WEAK_IRQ(0); WEAK_IRQ(1); WEAK_IRQ(2); WEAK_IRQ(3); WEAK_IRQ(4); WEAK_IRQ(5); WEAK_IRQ(6);
WEAK_IRQ(7); WEAK_IRQ(9); WEAK_IRQ(10); WEAK_IRQ(11); WEAK_IRQ(12); WEAK_IRQ(13);
WEAK_IRQ(14); WEAK_IRQ(15); WEAK_IRQ(16); WEAK_IRQ(17); WEAK_IRQ(18); WEAK_IRQ(19); WEAK_IRQ(20);
WEAK_IRQ(21); WEAK_IRQ(22); WEAK_IRQ(23); WEAK_IRQ(24); WEAK_IRQ(25); WEAK_IRQ(26); WEAK_IRQ(27);
WEAK_IRQ(28); WEAK_IRQ(29); WEAK_IRQ(30); WEAK_IRQ(31);
/* the deadline timer's handler: deadline.c, linked when the program uses the timer queue */
void cm_timer_handler(void) __attribute__((weak, alias("Default_Handler")));
void SVC_Handler(void) __attribute__((weak, alias("Default_Handler")));
void PendSV_Handler(void) __attribute__((weak, alias("Default_Handler")));

typedef void (*vector)(void);

/* IRQ 8 (CMSDK TIMER0) is the port's deadline timer; the dual timer (no IRQ) is the time base. */
__attribute__((section(".vectors"), used)) const vector cm_vectors[16 + 32] = {
    (vector)__stack_top, Reset_Handler, nmi, hardfault,
    hardfault, /* MemManage (escalates) */
    hardfault, /* BusFault */
    hardfault, /* UsageFault */
    0, 0, 0, 0, SVC_Handler, 0, 0, PendSV_Handler, cm_systick_handler,
    IRQ0_Handler, IRQ1_Handler, IRQ2_Handler, IRQ3_Handler, IRQ4_Handler, IRQ5_Handler,
    IRQ6_Handler, IRQ7_Handler, cm_timer_handler, IRQ9_Handler, IRQ10_Handler, IRQ11_Handler,
    IRQ12_Handler, IRQ13_Handler, IRQ14_Handler, IRQ15_Handler, IRQ16_Handler, IRQ17_Handler,
    IRQ18_Handler, IRQ19_Handler, IRQ20_Handler, IRQ21_Handler, IRQ22_Handler, IRQ23_Handler,
    IRQ24_Handler, IRQ25_Handler, IRQ26_Handler, IRQ27_Handler, IRQ28_Handler, IRQ29_Handler,
    IRQ30_Handler, IRQ31_Handler,
};

/* The hardware loaded SP from the table; mask interrupts and take the portable path. */
__attribute__((noreturn)) void Reset_Handler(void) {
    __asm__ volatile("cpsid i" ::: "memory");
    rt_start();
}
