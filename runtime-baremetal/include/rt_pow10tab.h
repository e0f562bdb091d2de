/* rt_pow10tab.h - the generator behind a table of powers of ten that src/transform/pow10tab.c
 * stores as a fraction of itself (strconv's detailedPowersOfTen: 696 entries of 16 bytes, the
 * 128-bit mantissa of 10^q rounded down, for q from -348 to 347). Entry i is computed from the
 * base entry i / RT_POW10TAB_STRIDE (every twentieth, kept as it was) times the exact 10^j, j =
 * i % RT_POW10TAB_STRIDE (below 2^64 for j < 20): the top 128 bits of that product, plus a
 * correction of 0-3 from two bits per entry (the base was rounded down, so the product is at most
 * a few units below the entry; a sum that carries out of 128 bits is shifted back, which is how
 * 10^0 = 2^127 comes out of 10^-8's rounded-down mantissa). Integer arithmetic on 32-bit halves
 * only, the same on the host and on the boards: this one header is both what the compiler runs to
 * check, for every entry, that base, power and correction give the entry back (the table is left
 * whole where any does not), and what the runtime computes (runtime-baremetal/pow10tab.c). */
#ifndef COROGO_RT_POW10TAB_H
#define COROGO_RT_POW10TAB_H

#include <stdint.h>

#define RT_POW10TAB_STRIDE 20u

/* word 0 (low) or 1 (high) of entry i; bases holds the base entries as (low, high) pairs, fix the
   corrections, four to a byte, entry i's in bits 2*(i%4) and up of byte i/4 */
static inline uint64_t rt_pow10tab_gen(const uint64_t *bases, const uint8_t *fix, uint32_t i, uint32_t word)
{
    uint32_t b = i / RT_POW10TAB_STRIDE, j = i % RT_POW10TAB_STRIDE;
    uint64_t m = 1;
    while (j--)
        m *= 10;
    const uint64_t lo = bases[2 * b], hi = bases[2 * b + 1];
    const uint32_t a[4] = {(uint32_t)lo, (uint32_t)(lo >> 32), (uint32_t)hi, (uint32_t)(hi >> 32)};
    const uint32_t mm[2] = {(uint32_t)m, (uint32_t)(m >> 32)};
    uint32_t p[7] = {0}; /* the product, 192 bits, and a zero limb above */
    for (int x = 0; x < 2; x++) {
        uint64_t carry = 0;
        for (int y = 0; y < 4; y++) {
            uint64_t t = (uint64_t)a[y] * mm[x] + p[x + y] + carry;
            p[x + y] = (uint32_t)t;
            carry = t >> 32;
        }
        p[x + 4] = (uint32_t)carry;
    }
    int top = p[5] ? 5 : p[4] ? 4 : 3; /* the base's top bit is set: at least 128 bits */
    int bits = top * 32;
    for (uint32_t v = p[top]; v; v >>= 1)
        bits++;
    int s = bits - 128, q = s / 32, r = s % 32;
    uint32_t res[4];
    for (int k = 0; k < 4; k++)
        res[k] = (uint32_t)((((uint64_t)p[k + q + 1] << 32) | p[k + q]) >> r);
    uint32_t c = (uint32_t)(fix[i / 4] >> (i % 4 * 2)) & 3;
    for (int k = 0; k < 4; k++) {
        uint64_t t = (uint64_t)res[k] + c;
        res[k] = (uint32_t)t;
        c = (uint32_t)(t >> 32);
    }
    if (c)
        for (int k = 0; k < 4; k++)
            res[k] = res[k] >> 1 | (k < 3 ? res[k + 1] << 31 : 1u << 31);
    return word ? (uint64_t)res[3] << 32 | res[2] : (uint64_t)res[1] << 32 | res[0];
}

#endif
