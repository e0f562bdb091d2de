/* div64_test.c - rt_udivmod64 (div64.c), the runtime's unsigned 64-bit division and remainder that
 * replaces libgcc's __udivdi3/__umoddi3/__aeabi_uldivmod, against the host's: every pair of edge
 * values (0, 1, 16-bit, 32-bit and 63-bit boundaries, the largest) and pseudo-random dividends
 * and divisors of every width, so that each path runs (both within 32 bits, a divisor below 2^16
 * with long division by 16-bit digits, and the bit-by-bit loop, with divisors above 2^63). */
#include <stdint.h>

#include "stub.h"

uint64_t rt_udivmod64(uint64_t n, uint64_t d, uint64_t *rem);

static uint64_t xorshift(uint64_t *s) {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static int check(uint64_t n, uint64_t d) {
    uint64_t r = ~(uint64_t)0, q = rt_udivmod64(n, d, &r);
    return q == n / d && r == n % d;
}

int main(void) {
    static const uint64_t edge[] = {0, 1, 2, 3, 10, 0xffff, 0x10000, 0x10001, 1000000000, 0xffffffffull,
                                    0x100000000ull, 0x100000001ull, 0x7fffffffffffffffull,
                                    0x8000000000000000ull, 0x8000000000000001ull, 0xfffffffffffffffeull,
                                    0xffffffffffffffffull};
    const unsigned ne = sizeof edge / sizeof edge[0];
    for (unsigned i = 0; i < ne; i++)
        for (unsigned j = 1; j < ne; j++)
            CHECK(check(edge[i], edge[j]));
    uint64_t s = 88172645463325252ull;
    int bad = 0;
    for (int k = 0; k < 300000; k++) {
        uint64_t n = xorshift(&s) >> (xorshift(&s) % 64), d = xorshift(&s) >> (xorshift(&s) % 64);
        if (d && !check(n, d))
            bad++;
    }
    CHECK(bad == 0);
    TEST_END();
}
