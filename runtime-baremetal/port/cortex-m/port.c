/* port.c - the Cortex-M port (PRIMASK save/restore: irq.h, inline), WFI idle, exit through the board.
 * The time base and deadline timer are the board's choice ("timer" in board.json): timer_cmsdk.c
 * and deadline_cmsdk.c on the MPS2 images, timer_systick.c and deadline_systick.c elsewhere; each
 * timer file's port_init starts it and unmasks interrupts (no call in between). Device interrupts are NVIC external IRQs; the vector table (vectors.c) sends
 * IRQ n to IRQ<n>_Handler. device/arm.SemihostingCall is here too. */
#include "board.h"
#include "port.h"

#include "regs.h"
#include "rt.h"


/* ---- device interrupts: NVIC external IRQs; 3 priority bits used (0 most urgent .. 7) */

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

void port_irq_set_priority(uint32_t irq, uint32_t prio) {
#if __ARM_ARCH_6M__ /* ARMv6-M: IPR is word-accessed only (2 priority bits: prio 0-1, 2-3, ... share one) */
    volatile uint32_t *w = &NVIC_IPR_WORD(irq);
    uint32_t shift = (irq & 3) * 8;
    *w = (*w & ~(0xFFu << shift)) | (prio << 5 & 0xFFu) << shift;
#else
    NVIC_IPR(irq) = (uint8_t)(prio << 5);
#endif
}

/* port_idle: idle.h, inline */

_Noreturn void port_exit(int status) {
    __asm__ volatile("cpsid i" ::: "memory");
    board_exit(status);
    for (;;)
        __asm__ volatile("wfi");
}

/* device/arm.SemihostingCall: Arm semihosting operation num with its argument in r1 (BKPT 0xAB,
   Thumb-1 and Thumb-2 alike); the host's answer comes back in r0. QEMU answers with
   -semihosting-config enable=on (every Cortex-M board's emulator line); on a chip with no
   debugger attached the BKPT faults, as on TinyGo. */
int32_t rt_arm_semihosting_call(int32_t num, uintptr_t arg) {
    register int32_t r0 __asm__("r0") = num;
    register uintptr_t r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}
