/* instret.c - the benchmark's clock: instructions executed. On RISC-V the retired-instruction
 * counter (minstret), exact and repeatable under QEMU's -icount shift=0. Cortex-M has no such counter
 * in QEMU: there it is the port's time base in nanoseconds, which under -icount shift=0 is one
 * nanosecond per instruction (mps2-an385: a 25 MHz time base, so 40-instruction steps: measure many
 * operations at once). */
#include <stdint.h>

#if defined(__riscv)
int32_t bench_instret(void)
{
    uint32_t v;
    __asm__ volatile("csrr %0, minstret" : "=r"(v));
    return (int32_t)v;
}
#else
#include "port.h"
int32_t bench_instret(void) { return (int32_t)(port_timer_now() * (1000000000u / port_timer_hz())); }
#endif
