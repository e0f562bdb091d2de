/* instret.c - the benchmark's clock on RISC-V: the retired-instruction counter (minstret), exact
 * and repeatable under QEMU's -icount shift=0. */
#include <stdint.h>

int32_t bench_instret(void)
{
    uint32_t v;
    __asm__ volatile("csrr %0, minstret" : "=r"(v));
    return (int32_t)v;
}
