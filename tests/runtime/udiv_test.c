/* udiv_test.c - rt_udiv64_32 (rt.h), the runtime's 64-by-32-bit division without libgcc's routine,
 * against the host's 64-bit division: edge values of both operands (0, 1, word boundaries, the
 * largest) and pseudo-random ones, small and large divisors, on every path (a dividend that fits
 * in 32 bits, and the bit-by-bit loop with and without a carry out of the remainder). */
#include "rt.h"
#include "stub.h"

static uint32_t lcg(uint32_t *s) {
    *s = *s * 1664525u + 1013904223u;
    return *s;
}

int main(void) {
    static const uint64_t ns[] = {0, 1, 0xffffffffull, 0x100000000ull, 0xffffffffffffffffull,
                                  12345678901234567ull, 0x8000000000000000ull, 9999999999ull};
    static const uint32_t ds[] = {1, 3, 10, 40, 100, 30517, 1000000000u, 0xffffffffu, 0x80000001u};
    for (unsigned i = 0; i < sizeof ns / sizeof ns[0]; i++)
        for (unsigned j = 0; j < sizeof ds / sizeof ds[0]; j++)
            CHECK(rt_udiv64_32(ns[i], ds[j]) == ns[i] / ds[j]);
    uint32_t s = 1;
    for (int k = 0; k < 100000; k++) {
        uint64_t n = (uint64_t)lcg(&s) << 32 | lcg(&s);
        n >>= lcg(&s) % 40;
        uint32_t d = k % 2 ? lcg(&s) | 1 : lcg(&s) % 100000 + 1;
        CHECK(rt_udiv64_32(n, d) == n / d);
    }
    TEST_END();
}
