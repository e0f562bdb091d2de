/* bench.h - what every C and C++ baseline of the benchmark suite shares with the corogo programs:
 * the instruction counter (instret.c: minstret on riscv32-virt) and result lines in the format
 * bench/bench.sh parses, "<key> <value>", printed through corogo's runtime console. */
#ifndef BENCH_H
#define BENCH_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif
#include "rt.h"
int32_t bench_instret(void);
#ifdef __cplusplus
}
#endif

/* "<key> <total> <count>": the script prints total / count */
static inline void bench_report(const char *key, int32_t total, int32_t count)
{
    int32_t n = 0;
    while (key[n])
        n++;
    rt_print_string((const uint8_t *)key, n);
    rt_print_space();
    rt_print_int(total);
    rt_print_space();
    rt_print_int(count);
    rt_print_nl();
}

/* "<prefix><n>" (n < 100) in a static buffer: "ring" 32 -> "ring32" */
static inline const char *bench_key(const char *prefix, int32_t n)
{
    static char buf[16];
    int32_t i = 0;
    while (prefix[i] && i < 12) {
        buf[i] = prefix[i];
        i++;
    }
    if (n >= 10)
        buf[i++] = (char)('0' + n / 10);
    buf[i++] = (char)('0' + n % 10);
    buf[i] = 0;
    return buf;
}

#endif
