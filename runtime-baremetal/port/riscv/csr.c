/* csr.c - device/riscv's CSR access (lib/device/riscv): csrr, csrw, csrrs and csrrc of the
 * machine-mode registers that package names. The register number is an immediate of the
 * instruction, so each is a case of a switch; any other number panics. And the CLINT's mtime, read
 * high, low, high so that a carry between the halves is not seen half done. A file of its own:
 * linked only by a program that imports device/riscv. */
#include "rt.h"

#define CSRS(X)                                                                                  \
    X(0x300) X(0x301) X(0x304) X(0x305) X(0x340) X(0x341) X(0x342) X(0x343) X(0x344) X(0xB00)      \
    X(0xB02) X(0xB80) X(0xB82) X(0xF11) X(0xF12) X(0xF13) X(0xF14)

static _Noreturn void unknown(void) { rt_panic_cstr("device/riscv: CSR not supported"); }

uintptr_t rt_csr_read(uint32_t csr) {
    uintptr_t v;
    switch (csr) {
#define READ(n)                                                                                    \
    case n:                                                                                        \
        __asm__ volatile("csrr %0, " #n : "=r"(v));                                                \
        return v;
        CSRS(READ)
    }
    unknown();
}

void rt_csr_write(uint32_t csr, uintptr_t v) {
    switch (csr) {
#define WRITE(n)                                                                                   \
    case n:                                                                                        \
        __asm__ volatile("csrw " #n ", %0" ::"r"(v) : "memory");                                   \
        return;
        CSRS(WRITE)
    }
    unknown();
}

/* csrrs (set bits) and csrrc (clear bits): the previous value */
#define RMW_CASE(n)                                                                                \
    case n:                                                                                        \
        __asm__ volatile(RMW_INSN " %0, " #n ", %1" : "=r"(v) : "r"(mask) : "memory");              \
        return v;
#define RMW(name)                                                                                  \
    uintptr_t name(uint32_t csr, uintptr_t mask) {                                                 \
        uintptr_t v;                                                                               \
        switch (csr) { CSRS(RMW_CASE) }                                                            \
        unknown();                                                                                 \
    }
#define RMW_INSN "csrrs"
RMW(rt_csr_set)
#undef RMW_INSN
#define RMW_INSN "csrrc"
RMW(rt_csr_clear)

#define MTIME_LO (*(volatile uint32_t *)0x0200BFF8)
#define MTIME_HI (*(volatile uint32_t *)0x0200BFFC)

uint64_t rt_csr_mtime(void) {
    uint32_t hi, lo;
    do {
        hi = MTIME_HI;
        lo = MTIME_LO;
    } while (MTIME_HI != hi);
    return (uint64_t)hi << 32 | lo;
}
