/* vectors.c - the Cortex-M vector table, reset entry and faults. The table (section .vectors, kept
 * by the linker script at the start of flash) holds the initial stack pointer, Reset_Handler, the
 * system exceptions and as many of the 32 external interrupts as the program handles (below). Every unused handler is a weak alias of
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
extern char __stack_guard_rasr_size[]; /* log2(guard size) - 1: the MPU's SIZE field (linker script) */

#define REG(a) (*(volatile uint32_t *)(a))
#define SCB_CFSR REG(0xE000ED28)  /* configurable fault status (MemManage status in bits 0-7) */
#define SCB_MMFAR REG(0xE000ED34) /* MemManage fault address */
#define CFSR_MSTKERR 0x10u        /* an exception entry's stacking hit the MPU */
#define CFSR_MMARVALID 0x80u      /* MMFAR holds the faulting address */
#define MPU_CTRL REG(0xE000ED94)
#define MPU_RBAR REG(0xE000ED9C)
#define MPU_RASR REG(0xE000EDA0)
#define MPU_CTRL_ENABLE 1u
#define MPU_CTRL_PRIVDEFENA 4u    /* privileged code sees the default map outside the regions */
#define MPU_RASR_XN (1u << 28)    /* AP (bits 24-26) = 0: no access at all */
#define MPU_RASR_ENABLE 1u
#define MPU_RBAR_VALID 0x10u      /* RBAR's REGION field selects the region */

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

/* The system part of the table, always linked (KEEP in the linker script). */
__attribute__((section(".vectors"), used)) const vector cm_vectors[16] = {
    (vector)__stack_top, Reset_Handler, nmi, hardfault,
    hardfault, /* MemManage (escalates) */
    hardfault, /* BusFault */
    hardfault, /* UsageFault */
    0, 0, 0, 0, SVC_Handler, 0, 0, PendSV_Handler, cm_systick_handler,
};

/* The external interrupts, sized to the highest IRQ the program has a handler for: each entry
 * cm_vector_NN is a section of its own, placed after the system part in IRQ order and kept by the
 * linker only when referenced (--gc-sections); entry N carries an R_ARM_NONE relocation to entry
 * N-1, so keeping one keeps all below it and the table stays contiguous. A handler keeps its entry
 * (cg_isr.c emits the reference into IRQ<N>_Handler; deadline.c for the timer's IRQ 8; the
 * board's UART receive handler). A program without device interrupts has no IRQ entries at all;
 * port_irq_enable refuses an IRQ past the end of the table (__cm_irq_count, linker script). IRQ 8
 * (CMSDK TIMER0) is the port's deadline timer; the dual timer (no IRQ) is the time base. */
#define IRQV(nn, handler) \
    __attribute__((section(".vectors.irq." #nn), used)) const vector cm_vector_##nn = handler;
#define IRQLINK(nn, prev) \
    __asm__(".pushsection .vectors.irq." #nn ",\"a\",%progbits\n.reloc 0, R_ARM_NONE, cm_vector_" #prev "\n.popsection");
IRQV(00, IRQ0_Handler)
IRQV(01, IRQ1_Handler) IRQLINK(01, 00)
IRQV(02, IRQ2_Handler) IRQLINK(02, 01)
IRQV(03, IRQ3_Handler) IRQLINK(03, 02)
IRQV(04, IRQ4_Handler) IRQLINK(04, 03)
IRQV(05, IRQ5_Handler) IRQLINK(05, 04)
IRQV(06, IRQ6_Handler) IRQLINK(06, 05)
IRQV(07, IRQ7_Handler) IRQLINK(07, 06)
IRQV(08, cm_timer_handler) IRQLINK(08, 07)
IRQV(09, IRQ9_Handler) IRQLINK(09, 08)
IRQV(10, IRQ10_Handler) IRQLINK(10, 09)
IRQV(11, IRQ11_Handler) IRQLINK(11, 10)
IRQV(12, IRQ12_Handler) IRQLINK(12, 11)
IRQV(13, IRQ13_Handler) IRQLINK(13, 12)
IRQV(14, IRQ14_Handler) IRQLINK(14, 13)
IRQV(15, IRQ15_Handler) IRQLINK(15, 14)
IRQV(16, IRQ16_Handler) IRQLINK(16, 15)
IRQV(17, IRQ17_Handler) IRQLINK(17, 16)
IRQV(18, IRQ18_Handler) IRQLINK(18, 17)
IRQV(19, IRQ19_Handler) IRQLINK(19, 18)
IRQV(20, IRQ20_Handler) IRQLINK(20, 19)
IRQV(21, IRQ21_Handler) IRQLINK(21, 20)
IRQV(22, IRQ22_Handler) IRQLINK(22, 21)
IRQV(23, IRQ23_Handler) IRQLINK(23, 22)
IRQV(24, IRQ24_Handler) IRQLINK(24, 23)
IRQV(25, IRQ25_Handler) IRQLINK(25, 24)
IRQV(26, IRQ26_Handler) IRQLINK(26, 25)
IRQV(27, IRQ27_Handler) IRQLINK(27, 26)
IRQV(28, IRQ28_Handler) IRQLINK(28, 27)
IRQV(29, IRQ29_Handler) IRQLINK(29, 28)
IRQV(30, IRQ30_Handler) IRQLINK(30, 29)
IRQV(31, IRQ31_Handler) IRQLINK(31, 30)

/* MPU region 0: the stack guard, no access, never executable (its size is a power of two, aligned
 * to it: the linker script's __stack_guard_size) */
static void guard_init(void) {
    MPU_RBAR = (uint32_t)__stack_guard | MPU_RBAR_VALID; /* region 0 (RBAR's REGION field) */
    MPU_RASR = MPU_RASR_XN | (uint32_t)__stack_guard_rasr_size << 1 | MPU_RASR_ENABLE;
    MPU_CTRL = MPU_CTRL_ENABLE | MPU_CTRL_PRIVDEFENA;
    __asm__ volatile("dsb\n isb" ::: "memory");
}

#if defined(__ARM_FP)
#define SCB_CPACR REG(0xE000ED88)
#define CPACR_CP10_CP11_FULL (0xFu << 20) /* coprocessors 10 and 11 (the FPU): full access */
#define FPU_FPCCR REG(0xE000EF34)
#define FPCCR_ASPEN (1u << 31) /* an exception entry preserves the FP context of code that used it */
#define FPCCR_LSPEN (1u << 30) /* lazily: space reserved, s0-s15 saved only if the handler uses FP */

/* A hard-float build (Cortex-M4F, M7: the compiler's code passes floats in s0-s15) must enable the
 * FPU before any C code that might touch it: it is off at reset and an FP instruction would fault.
 * Interrupt handlers are plain C functions that may use FP too: automatic, lazy FP context stacking
 * (the reset values, written explicitly) keeps an interrupted goroutine's FP registers. */
static inline __attribute__((always_inline)) void fpu_init(void) {
    SCB_CPACR |= CPACR_CP10_CP11_FULL;
    FPU_FPCCR = FPCCR_ASPEN | FPCCR_LSPEN;
    __asm__ volatile("dsb\n isb" ::: "memory");
}
#else
static inline void fpu_init(void) {}
#endif

/* The hardware loaded SP from the table; mask interrupts, enable the FPU (if any), guard the stack
 * and take the portable path. */
__attribute__((noreturn)) void Reset_Handler(void) {
    __asm__ volatile("cpsid i" ::: "memory");
    fpu_init();
    guard_init();
    rt_start();
}
