/* div64.c - the unsigned 64-bit division the compiler's code calls where a Go program divides a
 * uint64 (fmt's fmtInteger u / 10, strconv's u / 1e9, the panic messages' 64-bit indices): neither
 * a Cortex-M nor an RV32 core divides 64-bit numbers, and libgcc's routines (__udivdi3, __umoddi3,
 * __udivmoddi4 behind ARM's __aeabi_uldivmod) cost 1,300-1,600 B of flash, RISC-V's with a
 * 256-byte table of leading zeros. These are a few hundred bytes: a dividend and divisor that fit
 * 32 bits take the core's 32-bit division, a divisor below 2^16 long division by 16-bit digits
 * (three 32-bit divisions), any other one bit by bit (shift and subtract, one step per bit of the quotient). Exact for
 * every dividend and nonzero divisor; Go code checks a zero divisor before dividing. Linked from
 * libcorogo_rt.a before libgcc.a, they replace libgcc's. */
#include <stdint.h>

uint64_t rt_udivmod64(uint64_t n, uint64_t d, uint64_t *rem);
uint64_t __udivdi3(uint64_t n, uint64_t d);
uint64_t __umoddi3(uint64_t n, uint64_t d);

uint64_t rt_udivmod64(uint64_t n, uint64_t d, uint64_t *rem)
{
    uint32_t hi = (uint32_t)(n >> 32), lo = (uint32_t)n;
    if (!(d >> 32)) {
        uint32_t e = (uint32_t)d;
        if (!hi) {
            *rem = lo % e;
            return lo / e;
        }
        if (!(e >> 16)) { /* each partial remainder is below e, so r << 16 | digit fits 32 bits */
            uint32_t qh = hi / e, m = (hi % e) << 16 | lo >> 16;
            uint32_t qm = m / e, l = (m % e) << 16 | (lo & 0xffffu);
            *rem = l % e;
            return (uint64_t)qh << 32 | (uint64_t)qm << 16 | l / e;
        }
    }
    /* shift and subtract from the divisor aligned under the dividend's top bit: one step per
       bit of the quotient (at most 32 for a divisor of 2^32 or more), not 64 */
    if (d > n) {
        *rem = n;
        return 0;
    }
    int s = 0;
    while (!(d >> 63) && d << 1 <= n) {
        d <<= 1;
        s++;
    }
    uint64_t q = 0;
    for (; s >= 0; s--) {
        q <<= 1;
        if (n >= d) {
            n -= d;
            q |= 1;
        }
        d >>= 1;
    }
    *rem = n;
    return q;
}

uint64_t __udivdi3(uint64_t n, uint64_t d)
{
    uint64_t r;
    return rt_udivmod64(n, d, &r);
}

uint64_t __umoddi3(uint64_t n, uint64_t d)
{
    uint64_t r;
    rt_udivmod64(n, d, &r);
    return r;
}

#if defined(__arm__)
/* ARM's run-time ABI: quotient in r0:r1, remainder in r2:r3 (Thumb-1 instructions: ARMv6-M too) */
__asm__(".syntax unified\n"
        ".thumb\n"
        ".section .text.__aeabi_uldivmod,\"ax\",%progbits\n"
        ".global __aeabi_uldivmod\n"
        ".type __aeabi_uldivmod,%function\n"
        ".thumb_func\n"
        "__aeabi_uldivmod:\n"
        "  push {r4, lr}\n"
        "  sub sp, #16\n"
        "  add r4, sp, #8\n"
        "  str r4, [sp]\n"
        "  bl rt_udivmod64\n"
        "  ldr r2, [sp, #8]\n"
        "  ldr r3, [sp, #12]\n"
        "  add sp, #16\n"
        "  pop {r4, pc}\n"
        ".size __aeabi_uldivmod, .-__aeabi_uldivmod\n");
#endif
