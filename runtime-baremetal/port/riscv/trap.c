/* trap.c - the RISC-V port's trap entry for programs that can take an interrupt: it tells
 * interrupts from exceptions and dispatches interrupts, the machine timer's to riscv_timer_interrupt
 * and the PLIC's to riscv_plic_interrupts. An object of its own, linked by a reference to
 * riscv_interrupt from the deadline timer (deadline_clint.c) or from the device handlers' table
 * (vectors.c); its riscv_trap replaces port.c's weak one, the exception-only entry, in mtvec
 * (port_init). What the program does not use stays port.c's weak default: riscv_timer_interrupt
 * (nothing: the timer is never armed) without time, riscv_plic_interrupts ("unexpected
 * interrupt") without device handlers. */
#include "port.h"
#include "rt.h"

/* every trap: an interrupt (mcause < 0) goes to riscv_interrupt with every register intact (t0
 * through mscratch); an exception to the exception trap (port.c), which takes the top of the stack */
__asm__(".section .text.riscv_trap,\"ax\",@progbits\n"
        ".globl riscv_trap\n"
        ".balign 4\n"
        "riscv_trap:\n"
        "  csrw mscratch, t0\n"
        "  csrr t0, mcause\n"
        "  bgez t0, 1f\n"
        "  csrr t0, mscratch\n"
        "  j riscv_interrupt\n"
        "1:\n"
        "  j riscv_fault\n"
        ".text\n");

#define MCAUSE_INT 0x80000000u
#define IRQ_M_TIMER 7u
#define IRQ_M_EXT 11u

void riscv_interrupt(void);
__attribute__((interrupt("machine"))) void riscv_interrupt(void) {
    uint32_t cause;
    __asm__ volatile("csrr %0, mcause" : "=r"(cause));
    if (cause == (MCAUSE_INT | IRQ_M_TIMER))
        riscv_timer_interrupt();
    else if (cause == (MCAUSE_INT | IRQ_M_EXT))
        riscv_plic_interrupts(); /* every pending one in this trap */
    else
        riscv_default_irq(); /* (the worst-case stack analysis knows it ends the program) */
}
