/* vectors.c - the RISC-V port's table of device interrupt handlers: PLIC source n is dispatched
 * to riscv_irq_handlers[n], IRQ<n>_Handler, by the trap entry (trap.c, through
 * riscv_plic_interrupts) and by the idle loop (idle.h).
 *
 * The table is sized to the highest source the program has a handler for, as the Cortex-M vector
 * table is: each entry riscv_vector_NN is a section of its own, which the linker script places in
 * source order at riscv_irq_handlers (boards/common/riscv32.ld, __riscv_irq_count entries) and the
 * linker keeps only when referenced (--gc-sections); entry N carries an R_RISCV_NONE relocation to
 * entry N-1, so keeping one keeps all below it and the table stays contiguous, and entry 0 one to
 * the trap entry that takes interrupts. A handler keeps its entry (cg_isr.c emits the reference for
 * a Go handler, a board's driver for its own), and with it this object, whose
 * riscv_plic_interrupts replaces port.c's weak default. An entry without a handler holds the weak
 * default IRQ<n>_Handler (port.c: "unexpected interrupt"), which a Go handler or a board driver
 * overrides by defining the symbol. 64 entries cover the PLICs of boards/ (the virt machine's 53
 * sources, the FE310's 52). A program without device interrupt handlers links none of this. */
#include "port.h"
#include "rt.h"

/* every device interrupt pending in the PLIC, from the trap entry (trap.c); replaces port.c's
   weak default, which reports an unexpected interrupt */
void riscv_plic_interrupts(void) {
    while (riscv_external_interrupt()) /* claim, dispatch, complete (idle.h) */
        ;
}

typedef void (*handler)(void);

#define IRQV(nn, n)                                                                                \
    void IRQ##n##_Handler(void);                                                                   \
    __attribute__((section(".riscv_irq." #nn), used)) const handler riscv_vector_##nn = IRQ##n##_Handler;
#define IRQLINK(nn, prev) \
    __asm__(".pushsection .riscv_irq." #nn ",\"a\",@progbits\n.reloc 0, R_RISCV_NONE, riscv_vector_" #prev "\n.popsection");
#define V(nn, n, prev) IRQV(nn, n) IRQLINK(nn, prev)
IRQV(00, 0) /* and the trap entry that takes interrupts */
__asm__(".pushsection .riscv_irq.00,\"a\",@progbits\n.reloc 0, R_RISCV_NONE, riscv_interrupt\n.popsection");
V(01, 1, 00) V(02, 2, 01) V(03, 3, 02) V(04, 4, 03) V(05, 5, 04) V(06, 6, 05) V(07, 7, 06)
V(08, 8, 07) V(09, 9, 08) V(10, 10, 09) V(11, 11, 10) V(12, 12, 11) V(13, 13, 12) V(14, 14, 13)
V(15, 15, 14) V(16, 16, 15) V(17, 17, 16) V(18, 18, 17) V(19, 19, 18) V(20, 20, 19) V(21, 21, 20)
V(22, 22, 21) V(23, 23, 22) V(24, 24, 23) V(25, 25, 24) V(26, 26, 25) V(27, 27, 26) V(28, 28, 27)
V(29, 29, 28) V(30, 30, 29) V(31, 31, 30) V(32, 32, 31) V(33, 33, 32) V(34, 34, 33) V(35, 35, 34)
V(36, 36, 35) V(37, 37, 36) V(38, 38, 37) V(39, 39, 38) V(40, 40, 39) V(41, 41, 40) V(42, 42, 41)
V(43, 43, 42) V(44, 44, 43) V(45, 45, 44) V(46, 46, 45) V(47, 47, 46) V(48, 48, 47) V(49, 49, 48)
V(50, 50, 49) V(51, 51, 50) V(52, 52, 51) V(53, 53, 52) V(54, 54, 53) V(55, 55, 54) V(56, 56, 55)
V(57, 57, 56) V(58, 58, 57) V(59, 59, 58) V(60, 60, 59) V(61, 61, 60) V(62, 62, 61) V(63, 63, 62)
