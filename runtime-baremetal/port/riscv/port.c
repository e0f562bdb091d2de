/* port.c - the RISC-V (RV32, machine mode) port: the reset entry _start (gp, sp, then rt_start),
 * the trap entry installed in mtvec (direct mode), WFI idle, exit through the board (mstatus.MIE
 * save/restore is inline, irq.h), and the timer: the CLINT's 64-bit mtime as the time base and mtimecmp for the deadline
 * (machine timer interrupt, mie.MTIE), and device interrupts through the PLIC (mie.MEIE): claimed
 * and dispatched to IRQ<n>_Handler; when the scheduler idles, port_idle (idle.h, inline in the
 * scheduler loop) runs the handler of what woke the WFI itself, without a trap. Addresses are
 * those of QEMU's virt machine (10 MHz timebase).
 *
 * Stack overflow: port_init makes PMP entry 0 a locked NAPOT region with no permission over the
 * linker script's __stack_guard (the bytes just below the main stack). A PMP entry binds machine
 * mode only when locked (L); every address no entry matches stays accessible to machine mode, so
 * this one entry is the whole configuration (and stays until reset). An access to the guard is an
 * access fault. The trap entry (riscv_trap) sends every exception, before it touches memory, to
 * a handler that starts over at the top of the stack (sp may be in the guard; this is the end) and
 * says "stack overflow" for a load/store access fault whose address (mtval) is in the guard; an
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
#define PLIC_SOURCES RISCV_PLIC_SOURCES

#define MSTATUS_MIE 0x8u
#define MIE_MTIE 0x80u
#define MIE_MEIE 0x800u
#define MCAUSE_INT 0x80000000u
#define IRQ_M_TIMER 7u
#define TIMER_IRQ_ID 0 /* the machine timer's number in "[in interrupt N]": no PLIC source is 0 */
#define IRQ_M_EXT 11u

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

static volatile uint64_t deadline = UINT64_MAX;

/* a weak reference: the timer queue (timer.c) is linked only when the program uses time, and only
   then can the machine timer interrupt (mtimecmp is UINT64_MAX until port_timer_set_deadline) */
extern void rt_timer_expired_from_isr(void) __attribute__((weak));

uint64_t port_timer_now(void) {
    uint32_t hi, lo;
    do {
        hi = CLINT_MTIME_HI;
        lo = CLINT_MTIME_LO;
    } while (hi != CLINT_MTIME_HI);
    return ((uint64_t)hi << 32) | lo;
}

uint32_t port_timer_hz(void) { return TIMEBASE_HZ; }

static void write_mtimecmp(uint64_t t) {
    CLINT_MTIMECMP_HI = 0xFFFFFFFFu; /* no spurious match while the halves are inconsistent */
    CLINT_MTIMECMP_LO = (uint32_t)t;
    CLINT_MTIMECMP_HI = (uint32_t)(t >> 32);
}

void port_timer_set_deadline(uint64_t t) {
    uint32_t s = port_irq_save();
    deadline = t;
    write_mtimecmp(t); /* a deadline in the past raises the interrupt at once */
    port_irq_restore(s);
}

static void print_hex(const char *name, uint32_t v) {
    rt_print_string((const uint8_t *)name, (int32_t)__builtin_strlen(name));
    rt_print_pointer((const void *)(uintptr_t)v);
}

/* every trap: an interrupt (mcause < 0) goes to riscv_interrupt with every register intact (t0
 * through mscratch); an exception to riscv_exception on the top of the stack */
__asm__(".section .text.riscv_trap,\"ax\",@progbits\n"
        ".balign 4\n"
        "riscv_trap:\n"
        "  csrw mscratch, t0\n"
        "  csrr t0, mcause\n"
        "  bltz t0, 1f\n"
        "  la sp, __stack_top\n"
        "  j riscv_exception\n"
        "1:\n"
        "  csrr t0, mscratch\n"
        "  j riscv_interrupt\n"
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

__attribute__((used, noreturn)) static void riscv_exception(void) {
    uint32_t cause, epc, tval;
    __asm__ volatile("csrr %0, mcause" : "=r"(cause));
    __asm__ volatile("csrr %0, mepc" : "=r"(epc));
    __asm__ volatile("csrr %0, mtval" : "=r"(tval));
    uint32_t guard = (uint32_t)__stack_guard, size = (uint32_t)__stack_limit - guard;
    if ((cause == MCAUSE_LOAD_ACCESS || cause == MCAUSE_STORE_ACCESS) && tval - guard < size)
        stack_overflow();
    print_hex("trap mcause=", cause);
    print_hex(" mepc=", epc);
    print_hex(" mtval=", tval);
    rt_print_nl();
    rt_fatal_cstr("unexpected trap");
}

/* PMP entry 0: the guard, size a power of two aligned to it (the linker script's
   __stack_guard_size); NAPOT address = (base | (size/2 - 1)) >> 2 */
static void guard_init(void) {
    uint32_t guard = (uint32_t)__stack_guard, size = (uint32_t)__stack_limit - guard;
    __asm__ volatile("csrw pmpaddr0, %0" ::"r"((guard | (size / 2 - 1)) >> 2));
    __asm__ volatile("csrw pmpcfg0, %0" ::"r"(PMP_L | PMP_NAPOT) : "memory");
}

/* the machine timer's interrupt: disarm, then the timer queue (the trap entry, port_idle) */
void riscv_timer_interrupt(void) {
    deadline = UINT64_MAX;
    write_mtimecmp(UINT64_MAX);
    if (rt_timer_expired_from_isr) { /* linked with the timer queue (timer.c) */
        rt_irq_current = TIMER_IRQ_ID; /* a panic says "[in interrupt 0]" (defer.c) */
        rt_timer_expired_from_isr();
        rt_irq_current = -1;
    }
}

__attribute__((noreturn)) void riscv_default_irq(void); /* vectors.c */

__attribute__((interrupt("machine"), used)) static void riscv_interrupt(void) {
    uint32_t cause;
    __asm__ volatile("csrr %0, mcause" : "=r"(cause));
    if (cause == (MCAUSE_INT | IRQ_M_TIMER))
        riscv_timer_interrupt();
    else if (cause == (MCAUSE_INT | IRQ_M_EXT))
        while (riscv_external_interrupt()) /* every pending one in this trap (idle.h) */
            ;
    else
        riscv_default_irq(); /* (the worst-case stack analysis knows it ends the program) */
}

void port_init(void) {
    guard_init();
    __asm__ volatile("csrw mtvec, %0" ::"r"((uintptr_t)riscv_trap));
    write_mtimecmp(UINT64_MAX);
    PLIC_THRESHOLD = 0;
    __asm__ volatile("csrs mie, %0" ::"r"(MIE_MTIE | MIE_MEIE));
    __asm__ volatile("csrsi mstatus, 8" ::: "memory");
}

/* ---- device interrupts: PLIC sources. No nesting on RISC-V (a trap runs with MIE clear): the
 * priority orders pending claims. PLIC priority 0 never interrupts, so prio p maps to 7 - p (>= 1). */

const int32_t port_timer_irq = -1; /* the CLINT timer is not a PLIC source */

void port_irq_enable(uint32_t irq) {
    if (irq >= PLIC_SOURCES)
        rt_panic_cstr("interrupt: IRQ number out of range for the PLIC");
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
