/* port.c - the RISC-V (RV32, machine mode) port: the reset entry _start (gp, sp, then rt_start),
 * the exception trap, WFI idle, exit through the board (mstatus.MIE save/restore is inline, irq.h),
 * the CLINT's 64-bit mtime as the time base, and device interrupts enabled in the PLIC (mie.MEIE).
 * What takes interrupts lives in objects of their own, linked only into programs that can take one
 * (a program without time and device handlers has none): the trap entry that tells interrupts
 * from exceptions (trap.c), which port_init installs in mtvec (direct mode) when linked, the table
 * of IRQ<n>_Handler (vectors.c) and the deadline on mtimecmp (machine timer interrupt, mie.MTIE:
 * deadline_clint.c). When the scheduler idles, port_idle (idle.h, inline in the
 * scheduler loop) runs the handler of what woke the WFI itself, without a trap. Addresses are
 * those of QEMU's virt machine (10 MHz timebase).
 *
 * Stack overflow: port_init makes PMP entry 0 a locked NAPOT region with no permission over the
 * linker script's __stack_guard (the bytes just below the main stack). A PMP entry binds machine
 * mode only when locked (L); every address no entry matches stays accessible to machine mode, so
 * this one entry is the whole configuration (and stays until reset). An access to the guard is an
 * access fault. Either trap entry sends every exception, before it touches memory, to a handler
 * that starts over at the top of the stack (riscv_fault: sp may be in the guard; this is the end)
 * and says "stack overflow" for a load/store access fault whose address (mtval) is in the guard; an
 * interrupt handler whose own register saves hit the guard traps again, into that same path. */
#include "board.h"
#include "port.h"
#include "rt.h"

#define REG(a) (*(volatile uint32_t *)(a))
#define CLINT_MTIMECMP_LO REG(0x02004000)
#define CLINT_MTIMECMP_HI REG(0x02004004)
#define CLINT_MTIME_LO REG(0x0200BFF8)
#define CLINT_MTIME_HI REG(0x0200BFFC)
#define TIMEBASE_HZ 10000000u
/* PLIC, context 0 = hart 0 machine mode (the claim register: idle.h) */
#define PLIC_PRIORITY(n) REG(0x0C000000 + 4 * (n))
#define PLIC_ENABLE(n) REG(0x0C002000 + 4 * ((n) >> 5))
#define PLIC_THRESHOLD REG(0x0C200000)
#define PLIC_SOURCES 64u /* the most of boards/' PLICs (the virt machine has 53, the FE310 52) */

#define MIE_MTIE 0x80u
#define MIE_MEIE 0x800u

/* Reset entry at 0x80000000 (.text.init, first in the linker script). */
__asm__(".section .text.init,\"ax\",@progbits\n"
        ".globl _start\n"
        "_start:\n"
        ".option push\n"
        ".option norelax\n"
        "  la gp, __global_pointer$\n"
        ".option pop\n"
        "  la sp, __stack_top\n"
        "  csrci mstatus, 8\n"
        "  csrw mie, zero\n"
        "  tail rt_start\n" /* auipc+jalr: +-2 GiB (a j reaches +-1 MiB of code only) */
        ".text\n");

uint64_t port_timer_now(void) {
    uint32_t hi, lo;
    do {
        hi = CLINT_MTIME_HI;
        lo = CLINT_MTIME_LO;
    } while (hi != CLINT_MTIME_HI);
    return ((uint64_t)hi << 32) | lo;
}

uint32_t port_timer_hz(void) { return TIMEBASE_HZ; }

/* the machine timer's interrupt when the program does not use time: the timer is never armed
   (mtimecmp stays UINT64_MAX), so nothing to do; deadline_clint.c's replaces it */
__attribute__((weak)) void riscv_timer_interrupt(void) {}

/* The trap entry of a program that takes no interrupt (no device handler, no time): every trap is
 * an exception, or an interrupt nobody asked for, and ends the program. It takes the top of the
 * stack (sp may be in the guard) and goes on in C. It is the weak riscv_trap, which port_init puts
 * in mtvec: trap.c's, linked when an interrupt can come, replaces it and comes here (riscv_fault)
 * with exceptions. port_stack_overflow: the same start over, for the stack checks of compiled code. */
__asm__(".section .text.riscv_fault,\"ax\",@progbits\n"
        ".globl riscv_fault\n"
        ".weak riscv_trap\n"
        ".balign 4\n"
        "riscv_trap:\n"
        "riscv_fault:\n"
        "  la sp, __stack_top\n"
        "  j riscv_exception\n"
        ".section .text.port_stack_overflow,\"ax\",@progbits\n"
        ".globl port_stack_overflow\n"
        "port_stack_overflow:\n" /* sp may be below the guard: start over at the top */
        "  la sp, __stack_top\n"
        "  j stack_overflow\n"
        ".text\n");
void riscv_trap(void);

__attribute__((used, noreturn)) static void stack_overflow(void) { rt_fatal_cstr("stack overflow"); }

extern uint32_t __stack_guard[], __stack_limit[];

#define MCAUSE_LOAD_ACCESS 5u
#define MCAUSE_STORE_ACCESS 7u
#define PMP_L 0x80u     /* locked: binds machine mode too */
#define PMP_NAPOT 0x18u /* naturally aligned power-of-two region; R = W = X = 0 */

/* name (which ends in "0x"), then v in hex without leading zeros, as println prints a pointer */
static void print_hex(const char *name, int32_t n, uint32_t v) {
    board_write((const uint8_t *)name, n);
    int32_t s = 28;
    while (s > 0 && !(v >> s))
        s -= 4;
    do {
        uint32_t d = (v >> s) & 15;
        board_putc((uint8_t)(d < 10 ? '0' + d : 'a' - 10 + d));
    } while ((s -= 4) >= 0);
}
#define PRINT_HEX(name, v) print_hex(name "0x", sizeof name + 1, v)

/* the trap's CSRs, each read where it is used (nothing traps in between: no register keeps one
   across the calls) */
#define CSR_READ(name)                                                                             \
    static inline uint32_t read_##name(void) {                                                     \
        uint32_t v;                                                                                \
        __asm__ volatile("csrr %0, " #name : "=r"(v));                                             \
        return v;                                                                                  \
    }
CSR_READ(mcause)
CSR_READ(mepc)
CSR_READ(mtval)

__attribute__((used, noreturn)) static void riscv_exception(void) {
    uint32_t cause = read_mcause(), guard = (uint32_t)__stack_guard, size = (uint32_t)__stack_limit - guard;
    if ((cause == MCAUSE_LOAD_ACCESS || cause == MCAUSE_STORE_ACCESS) && read_mtval() - guard < size)
        stack_overflow();
    PRINT_HEX("trap mcause=", cause);
    PRINT_HEX(" mepc=", read_mepc());
    PRINT_HEX(" mtval=", read_mtval());
    rt_print_nl();
    rt_fatal_cstr("unexpected trap");
}

/* PMP entry 0: the guard, size a power of two aligned to it (the linker script's
   __stack_guard_size); its NAPOT address, (base | (size/2 - 1)) >> 2, computed by the linker script */
extern char __stack_guard_napot[];

static void guard_init(void) {
    __asm__ volatile("csrw pmpaddr0, %0" ::"r"(__stack_guard_napot));
    __asm__ volatile("csrw pmpcfg0, %0" ::"r"(PMP_L | PMP_NAPOT) : "memory");
}

void port_init(void) {
    guard_init();
    __asm__ volatile("csrw mtvec, %0" ::"r"((uintptr_t)riscv_trap));
    CLINT_MTIMECMP_HI = 0xFFFFFFFFu; /* never: deadline_clint.c arms it */
    CLINT_MTIMECMP_LO = 0xFFFFFFFFu;
    PLIC_THRESHOLD = 0;
    __asm__ volatile("csrs mie, %0" ::"r"(MIE_MTIE | MIE_MEIE));
    __asm__ volatile("csrsi mstatus, 8" ::: "memory");
}

/* ---- device interrupts: PLIC sources. No nesting on RISC-V (a trap runs with MIE clear): the
 * priority orders pending claims. PLIC priority 0 never interrupts, so prio p maps to 7 - p (>= 1). */

const int32_t port_timer_irq = -1; /* the CLINT timer is not a PLIC source */

/* IRQ<n>_Handler of the table's entries that no handler overrides (vectors.c; a weak alias of
   riscv_default_irq, defined here, which every program links, so that an entry or a board's direct
   call links no more than the default) */
__attribute__((noreturn)) void riscv_default_irq(void) { rt_fatal_cstr("unexpected interrupt"); }

/* the trap entry's device interrupts (trap.c) when no handler links vectors.c: one nobody asked for */
void riscv_plic_interrupts(void) __attribute__((weak, alias("riscv_default_irq")));

#define H(n) void IRQ##n##_Handler(void) __attribute__((weak, alias("riscv_default_irq")))
#define H8(a) H(a##0); H(a##1); H(a##2); H(a##3); H(a##4); H(a##5); H(a##6); H(a##7)
H(0); H(1); H(2); H(3); H(4); H(5); H(6); H(7); H(8); H(9);
H8(1); H(18); H(19); H8(2); H(28); H(29); H8(3); H(38); H(39); H8(4); H(48); H(49); H8(5); H(58);
H(59); H(60); H(61); H(62); H(63);

void port_irq_enable(uint32_t irq) {
    if (irq >= (uint32_t)__riscv_irq_count) /* past the table (vectors.c): the IRQ has no handler */
        rt_fatal_cstr("unexpected interrupt: no handler for the IRQ enabled");
    if (PLIC_PRIORITY(irq) == 0)
        PLIC_PRIORITY(irq) = 1;
    PLIC_ENABLE(irq) |= 1u << (irq & 31);
}

void port_irq_disable(uint32_t irq) {
    if (irq < PLIC_SOURCES)
        PLIC_ENABLE(irq) &= ~(1u << (irq & 31));
}

void port_irq_set_priority(uint32_t irq, uint32_t prio) {
    if (irq < PLIC_SOURCES)
        PLIC_PRIORITY(irq) = prio >= 7 ? 1 : 7 - prio;
}

/* port_idle: idle.h, inline */

_Noreturn void port_exit(int status) {
    __asm__ volatile("csrci mstatus, 8" ::: "memory");
    board_exit(status);
    for (;;)
        __asm__ volatile("wfi");
}
