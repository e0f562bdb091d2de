/* rt_maphash.h - the hash of map keys (murmur3's 32-bit block mix and finaliser, the runtime's
 * seed), in one header included by both sides: by the runtime's maps (map.c) and by the compiler's
 * package initialisation at compile time (src/interp/interp.c), which builds maps whose tables the
 * runtime then goes on with, so both must hash a key alike. Static inline functions of fixed-width
 * integers only: the host compiler includes it too. */
#ifndef COROGO_RT_MAPHASH_H
#define COROGO_RT_MAPHASH_H

#include <stdint.h>

#define RT_MAPHASH_SEED 0x2545f491u

static inline uint32_t rt_maphash_rotl(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }

/* murmur3's block mix: one 32-bit word k into h */
static inline uint32_t rt_maphash_mix(uint32_t h, uint32_t k)
{
    k *= 0xcc9e2d51u;
    k = rt_maphash_rotl(k, 15);
    k *= 0x1b873593u;
    h ^= k;
    h = rt_maphash_rotl(h, 13);
    return h * 5 + 0xe6546b64u;
}

/* n bytes at p into h: words (little-endian: both targets and the hosts corogo runs on), then the
   last 1-3 bytes as one word */
static inline uint32_t rt_maphash_bytes(uint32_t h, const uint8_t *p, uint32_t n)
{
    for (; n >= 4; p += 4, n -= 4) {
        uint32_t k;
        __builtin_memcpy(&k, p, 4);
        h = rt_maphash_mix(h, k);
    }
    if (n) {
        uint32_t k = 0;
        for (uint32_t i = 0; i < n; i++)
            k |= (uint32_t)p[i] << (8 * i);
        h = rt_maphash_mix(h, k);
    }
    return h;
}

/* a string's n bytes at p, then its length, into h: FNV-1a's step (one multiply a byte), the
   smallest loop for the runtime's flash, which the finaliser then spreads (string keys of maps and
   string segments of struct, array and interface keys) */
static inline uint32_t rt_maphash_string(uint32_t h, const uint8_t *p, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x01000193u;
    return (h ^ n) * 0x01000193u;
}

/* murmur3's finaliser; never 0, which marks a hole among a table's entries */
static inline uint32_t rt_maphash_finish(uint32_t h)
{
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h ? h : 1;
}

#endif
