/* vectors.c - the RISC-V device interrupt table: PLIC source n is dispatched by the trap entry
 * (port.c) to IRQ<n>_Handler. Every entry is a weak alias of a default that reports the
 * unexpected interrupt, so an interrupt handler written in Go (the compiler emits IRQ<n>_Handler
 * for //corogo:interrupt n) or a board driver overrides it just by defining the symbol. */
#include "port.h"
#include "rt.h"

__attribute__((noreturn)) void riscv_default_irq(void) { rt_fatal_cstr("unexpected interrupt"); }

#define H(n) void IRQ##n##_Handler(void) __attribute__((weak, alias("riscv_default_irq")))
#define H8(a) H(a##0); H(a##1); H(a##2); H(a##3); H(a##4); H(a##5); H(a##6); H(a##7)
H(0); H(1); H(2); H(3); H(4); H(5); H(6); H(7); H(8); H(9);
H8(1); H(18); H(19); H8(2); H(28); H(29); H8(3); H(38); H(39); H8(4); H(48); H(49); H8(5); H(58);
H(59); H(60); H(61); H(62); H(63);

#define E(n) IRQ##n##_Handler
#define E10(a) E(a##0), E(a##1), E(a##2), E(a##3), E(a##4), E(a##5), E(a##6), E(a##7), E(a##8), E(a##9)
void (*const riscv_irq_handlers[64])(void) = {
    E(0), E(1), E(2), E(3), E(4), E(5), E(6), E(7), E(8), E(9),
    E10(1), E10(2), E10(3), E10(4), E10(5), E(60), E(61), E(62), E(63),
};
