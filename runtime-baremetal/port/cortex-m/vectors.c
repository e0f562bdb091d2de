/* vectors.c - the Cortex-M vector table, reset entry and faults. The table (section .vectors, kept
 * by the linker script at the start of flash) holds the initial stack pointer, Reset_Handler, the
 * system exceptions and 32 external interrupts. Every unused handler is a weak alias of
 * Default_Handler, so a later part (interrupt handlers written in Go) overrides IRQ<n>_Handler by
 * defining it. Faults print "fatal error: ..." and exit with status 2 instead of hanging the
 * emulator.
 *
 * Stack overflow: the reset entry makes MPU region 0 a no-access guard over the linker script's
 * __stack_guard (the bytes just below the main stack), with the default memory map for everything
 * else. An access to the guard is a MemManage fault; MemManage is left disabled, so it escalates to
 * HardFault, which runs at priority -1 where the MPU is off (MPU_CTRL.HFNMIENA = 0): its own entry
 * cannot fault again, whatever it did to the stack, thread or handler mode alike (the MSTKERR case:
 * the exception entry's push itself hit the guard). The HardFault handler starts over at the top of
 * the stack (nothing will return) and says "stack overflow" when the fault was the guard's. */
#include "port.h"
#include "rt.h"

extern uint32_t __stack_top[], __stack_limit[], __stack_guard[];

#define REG(a) (*(volatile uint32_t *)(a))
#define SCB_CFSR REG(0xE000ED28)  /* configurable fault status (MemManage status in bits 0-7) */
#define SCB_MMFAR REG(0xE000ED34) /* MemManage fault address */
#define CFSR_MSTKERR 0x10u        /* an exception entry's stacking hit the MPU */
#define CFSR_MMARVALID 0x80u      /* MMFAR holds the faulting address */
#define MPU_CTRL REG(0xE000ED94)
#define MPU_RNR REG(0xE000ED98)
#define MPU_RBAR REG(0xE000ED9C)
#define MPU_RASR REG(0xE000EDA0)
#define MPU_CTRL_ENABLE 1u
#define MPU_CTRL_PRIVDEFENA 4u    /* privileged code sees the default map outside the regions */
#define MPU_RASR_XN (1u << 28)    /* AP (bits 24-26) = 0: no access at all */
#define MPU_RASR_ENABLE 1u

void Reset_Handler(void);
void cm_systick_handler(void);

__attribute__((noreturn)) void Default_Handler(void) { rt_fatal_cstr("unexpected interrupt"); }

__attribute__((noreturn, used)) static void stack_overflow(void) { rt_fatal_cstr("stack overflow"); }

/* The HardFault handler proper, on a fresh stack (hardfault): the guard is the only MPU region, so
 * a stacking fault (MSTKERR) or a data access the MPU stopped (MMFAR) is the guard's. */
__attribute__((noreturn, used)) static void fault(void) {
    uint32_t cfsr = SCB_CFSR;
    uint32_t guard = (uint32_t)__stack_guard, size = (uint32_t)__stack_limit - guard;
    if ((cfsr & CFSR_MSTKERR) || ((cfsr & CFSR_MMARVALID) && SCB_MMFAR - guard < size))
        stack_overflow();
    rt_fatal_cstr("hard fault");
}

/* The stack pointer may be in or below the guard: take the top of the stack (this is the end) and
 * go on in C. Thread and handler code both run on MSP. */
__attribute__((naked, noreturn)) static void hardfault(void) {
    __asm__ volatile("ldr r0, =__stack_top\n msr msp, r0\n b fault\n .ltorg");
}

__attribute__((naked, noreturn)) void port_stack_overflow(void) {
    __asm__ volatile("ldr r0, =__stack_top\n msr msp, r0\n b stack_overflow\n .ltorg");
}
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

/* MPU region 0: the stack guard, no access, never executable (its size is a power of two, aligned
 * to it: the linker script's __stack_guard_size) */
static void guard_init(void) {
    uint32_t guard = (uint32_t)__stack_guard, size = (uint32_t)__stack_limit - guard;
    MPU_RNR = 0;
    MPU_RBAR = guard;
    MPU_RASR = MPU_RASR_XN | (uint32_t)(__builtin_ctz(size) - 1) << 1 | MPU_RASR_ENABLE;
    MPU_CTRL = MPU_CTRL_ENABLE | MPU_CTRL_PRIVDEFENA;
    __asm__ volatile("dsb\n isb" ::: "memory");
}

/* The hardware loaded SP from the table; mask interrupts, guard the stack and take the portable
 * path. */
__attribute__((noreturn)) void Reset_Handler(void) {
    __asm__ volatile("cpsid i" ::: "memory");
    guard_init();
    rt_start();
}
