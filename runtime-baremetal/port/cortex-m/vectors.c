/* vectors.c - the Cortex-M vector table, reset entry and faults. The table (section .vectors, kept
 * by the linker script at the start of flash) holds the initial stack pointer, Reset_Handler, the
 * system exceptions and as many of the 96 external interrupts as the program handles (below). Every unused handler is a weak alias of
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
/* the MPU's region 0 registers for the guard, computed by the linker script (a constant each: no
   arithmetic at reset): RBAR = the guard's address | VALID, RASR = XN | SIZE | ENABLE */
extern char __cm_mpu_rbar[], __cm_mpu_rasr[];

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

void Reset_Handler(void);
__attribute__((noreturn)) void Default_Handler(void) { rt_fatal_cstr("unexpected interrupt"); }

__attribute__((noreturn, used)) static void stack_overflow(void) { rt_fatal_cstr("stack overflow"); }

#if __ARM_ARCH_6M__
/* Without an MPU (ARMv6-M) the guard is a canary: guard_init fills it with a pattern of each word's
 * address; a frame that ran past the stack's end wrote over some of it (a frame no bigger than the
 * guard cannot skip it: its size comes from the largest frame, docs/memory.md). Checked by the
 * HardFault handler (an unbounded recursion runs on down to the RAM's start and faults there) and
 * by cm_canary_check_from_isr at every SysTick exception. */
#define CANARY(p) (0xC0DE57ACu ^ (uint32_t)(p))

static bool canary_broken(void) {
    for (uint32_t *p = __stack_guard; p < __stack_limit; p++)
        if (*p != CANARY(p))
            return true;
    return false;
}

void cm_canary_check_from_isr(void) {
    if (canary_broken())
        port_stack_overflow();
}
#endif

/* The HardFault handler proper, on a fresh stack (hardfault): the guard is the only MPU region, so
 * a stacking fault (MSTKERR) or a data access the MPU stopped (MMFAR) is the guard's. */
__attribute__((noreturn, used)) static void fault(void) {
#if __ARM_ARCH_6M__ /* ARMv6-M: no fault status registers, no MPU (the nRF51822): the canary says */
    if (canary_broken())
        stack_overflow();
    rt_fatal_cstr("hard fault");
#endif
    uint32_t cfsr = SCB_CFSR;
    uint32_t guard = (uint32_t)__stack_guard, size = (uint32_t)__stack_limit - guard;
    /* one call with the message chosen (stack_overflow, a function of its own, is port_stack_overflow's) */
    const char *msg = "hard fault";
    if ((cfsr & CFSR_MSTKERR) || ((cfsr & CFSR_MMARVALID) && SCB_MMFAR - guard < size))
        msg = "stack overflow";
    rt_fatal_cstr(msg);
}

/* a branch that reaches anywhere: Thumb-1's B reaches only 2 KiB (ARMv6-M), Thumb-2's 16 MiB */
#if __ARM_ARCH_6M__
#define FAR_BRANCH(f) "ldr r0, =" #f "\n bx r0"
#else
#define FAR_BRANCH(f) "b " #f
#endif

/* The stack pointer may be in or below the guard: take the top of the stack (this is the end) and
 * go on in C. Thread and handler code both run on MSP. */
__attribute__((naked, noreturn)) static void hardfault(void) {
    __asm__ volatile("ldr r0, =__stack_top\n msr msp, r0\n " FAR_BRANCH(fault) "\n .ltorg");
}

__attribute__((naked, noreturn)) void port_stack_overflow(void) {
    __asm__ volatile("ldr r0, =__stack_top\n msr msp, r0\n " FAR_BRANCH(stack_overflow) "\n .ltorg");
}
__attribute__((noreturn)) static void nmi(void) { rt_fatal_cstr("NMI"); }

#define WEAK_IRQ(n) void IRQ##n##_Handler(void) __attribute__((weak, alias("Default_Handler")));
WEAK_IRQ(0) WEAK_IRQ(1) WEAK_IRQ(2) WEAK_IRQ(3) WEAK_IRQ(4) WEAK_IRQ(5) WEAK_IRQ(6) WEAK_IRQ(7)
WEAK_IRQ(8) WEAK_IRQ(9) WEAK_IRQ(10) WEAK_IRQ(11) WEAK_IRQ(12) WEAK_IRQ(13) WEAK_IRQ(14) WEAK_IRQ(15)
WEAK_IRQ(16) WEAK_IRQ(17) WEAK_IRQ(18) WEAK_IRQ(19) WEAK_IRQ(20) WEAK_IRQ(21) WEAK_IRQ(22) WEAK_IRQ(23)
WEAK_IRQ(24) WEAK_IRQ(25) WEAK_IRQ(26) WEAK_IRQ(27) WEAK_IRQ(28) WEAK_IRQ(29) WEAK_IRQ(30) WEAK_IRQ(31)
WEAK_IRQ(32) WEAK_IRQ(33) WEAK_IRQ(34) WEAK_IRQ(35) WEAK_IRQ(36) WEAK_IRQ(37) WEAK_IRQ(38) WEAK_IRQ(39)
WEAK_IRQ(40) WEAK_IRQ(41) WEAK_IRQ(42) WEAK_IRQ(43) WEAK_IRQ(44) WEAK_IRQ(45) WEAK_IRQ(46) WEAK_IRQ(47)
WEAK_IRQ(48) WEAK_IRQ(49) WEAK_IRQ(50) WEAK_IRQ(51) WEAK_IRQ(52) WEAK_IRQ(53) WEAK_IRQ(54) WEAK_IRQ(55)
WEAK_IRQ(56) WEAK_IRQ(57) WEAK_IRQ(58) WEAK_IRQ(59) WEAK_IRQ(60) WEAK_IRQ(61) WEAK_IRQ(62) WEAK_IRQ(63)
WEAK_IRQ(64) WEAK_IRQ(65) WEAK_IRQ(66) WEAK_IRQ(67) WEAK_IRQ(68) WEAK_IRQ(69) WEAK_IRQ(70) WEAK_IRQ(71)
WEAK_IRQ(72) WEAK_IRQ(73) WEAK_IRQ(74) WEAK_IRQ(75) WEAK_IRQ(76) WEAK_IRQ(77) WEAK_IRQ(78) WEAK_IRQ(79)
WEAK_IRQ(80) WEAK_IRQ(81) WEAK_IRQ(82) WEAK_IRQ(83) WEAK_IRQ(84) WEAK_IRQ(85) WEAK_IRQ(86) WEAK_IRQ(87)
WEAK_IRQ(88) WEAK_IRQ(89) WEAK_IRQ(90) WEAK_IRQ(91) WEAK_IRQ(92) WEAK_IRQ(93) WEAK_IRQ(94) WEAK_IRQ(95)
/* SysTick's handler: every timer file defines it (timer_cmsdk.c: empty; timer_systick.c: a weak
   one counting periods, which deadline_systick.c replaces); not a weak alias here, which the linker
   could pick over timer_systick.c's weak one. The CMSDK deadline timer is IRQ8_Handler. */
void cm_systick_handler(void);
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
 * (cg_isr.c emits the reference into IRQ<N>_Handler; deadline_cmsdk.c for the MPS2 boards' timer
 * IRQ 8; the board's UART receive handler). A program without device interrupts has no IRQ entries
 * at all; port_irq_enable refuses an IRQ past the end of the table (__cm_irq_count, linker script).
 * 96 entries cover the chips of boards/ (the STM32F405 has 82); an entry costs flash only when kept. */
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
IRQV(08, IRQ8_Handler) IRQLINK(08, 07)
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
IRQV(32, IRQ32_Handler) IRQLINK(32, 31)
IRQV(33, IRQ33_Handler) IRQLINK(33, 32)
IRQV(34, IRQ34_Handler) IRQLINK(34, 33)
IRQV(35, IRQ35_Handler) IRQLINK(35, 34)
IRQV(36, IRQ36_Handler) IRQLINK(36, 35)
IRQV(37, IRQ37_Handler) IRQLINK(37, 36)
IRQV(38, IRQ38_Handler) IRQLINK(38, 37)
IRQV(39, IRQ39_Handler) IRQLINK(39, 38)
IRQV(40, IRQ40_Handler) IRQLINK(40, 39)
IRQV(41, IRQ41_Handler) IRQLINK(41, 40)
IRQV(42, IRQ42_Handler) IRQLINK(42, 41)
IRQV(43, IRQ43_Handler) IRQLINK(43, 42)
IRQV(44, IRQ44_Handler) IRQLINK(44, 43)
IRQV(45, IRQ45_Handler) IRQLINK(45, 44)
IRQV(46, IRQ46_Handler) IRQLINK(46, 45)
IRQV(47, IRQ47_Handler) IRQLINK(47, 46)
IRQV(48, IRQ48_Handler) IRQLINK(48, 47)
IRQV(49, IRQ49_Handler) IRQLINK(49, 48)
IRQV(50, IRQ50_Handler) IRQLINK(50, 49)
IRQV(51, IRQ51_Handler) IRQLINK(51, 50)
IRQV(52, IRQ52_Handler) IRQLINK(52, 51)
IRQV(53, IRQ53_Handler) IRQLINK(53, 52)
IRQV(54, IRQ54_Handler) IRQLINK(54, 53)
IRQV(55, IRQ55_Handler) IRQLINK(55, 54)
IRQV(56, IRQ56_Handler) IRQLINK(56, 55)
IRQV(57, IRQ57_Handler) IRQLINK(57, 56)
IRQV(58, IRQ58_Handler) IRQLINK(58, 57)
IRQV(59, IRQ59_Handler) IRQLINK(59, 58)
IRQV(60, IRQ60_Handler) IRQLINK(60, 59)
IRQV(61, IRQ61_Handler) IRQLINK(61, 60)
IRQV(62, IRQ62_Handler) IRQLINK(62, 61)
IRQV(63, IRQ63_Handler) IRQLINK(63, 62)
IRQV(64, IRQ64_Handler) IRQLINK(64, 63)
IRQV(65, IRQ65_Handler) IRQLINK(65, 64)
IRQV(66, IRQ66_Handler) IRQLINK(66, 65)
IRQV(67, IRQ67_Handler) IRQLINK(67, 66)
IRQV(68, IRQ68_Handler) IRQLINK(68, 67)
IRQV(69, IRQ69_Handler) IRQLINK(69, 68)
IRQV(70, IRQ70_Handler) IRQLINK(70, 69)
IRQV(71, IRQ71_Handler) IRQLINK(71, 70)
IRQV(72, IRQ72_Handler) IRQLINK(72, 71)
IRQV(73, IRQ73_Handler) IRQLINK(73, 72)
IRQV(74, IRQ74_Handler) IRQLINK(74, 73)
IRQV(75, IRQ75_Handler) IRQLINK(75, 74)
IRQV(76, IRQ76_Handler) IRQLINK(76, 75)
IRQV(77, IRQ77_Handler) IRQLINK(77, 76)
IRQV(78, IRQ78_Handler) IRQLINK(78, 77)
IRQV(79, IRQ79_Handler) IRQLINK(79, 78)
IRQV(80, IRQ80_Handler) IRQLINK(80, 79)
IRQV(81, IRQ81_Handler) IRQLINK(81, 80)
IRQV(82, IRQ82_Handler) IRQLINK(82, 81)
IRQV(83, IRQ83_Handler) IRQLINK(83, 82)
IRQV(84, IRQ84_Handler) IRQLINK(84, 83)
IRQV(85, IRQ85_Handler) IRQLINK(85, 84)
IRQV(86, IRQ86_Handler) IRQLINK(86, 85)
IRQV(87, IRQ87_Handler) IRQLINK(87, 86)
IRQV(88, IRQ88_Handler) IRQLINK(88, 87)
IRQV(89, IRQ89_Handler) IRQLINK(89, 88)
IRQV(90, IRQ90_Handler) IRQLINK(90, 89)
IRQV(91, IRQ91_Handler) IRQLINK(91, 90)
IRQV(92, IRQ92_Handler) IRQLINK(92, 91)
IRQV(93, IRQ93_Handler) IRQLINK(93, 92)
IRQV(94, IRQ94_Handler) IRQLINK(94, 93)
IRQV(95, IRQ95_Handler) IRQLINK(95, 94)

/* MPU region 0: the stack guard, no access, never executable (its size is a power of two, aligned
 * to it: the linker script's __stack_guard_size). Inline: the reset entry's only call. */
static inline __attribute__((always_inline)) void guard_init(void) {
#if __ARM_ARCH_6M__ /* no MPU on the ARMv6-M chips of boards/: the guard is a canary (above) */
    for (uint32_t *p = __stack_guard; p < __stack_limit; p++)
        *p = CANARY(p);
    return;
#endif
    MPU_RBAR = (uint32_t)__cm_mpu_rbar; /* region 0 (RBAR's REGION field) */
    MPU_RASR = (uint32_t)__cm_mpu_rasr;
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
