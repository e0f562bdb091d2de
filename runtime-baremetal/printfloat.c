/* printfloat.c - println/print of a float64 (a float32 is widened first), Go's runtime printfloat
 * step by step: NaN, +Inf, -Inf, else a sign, 7 significant digits and a 3-digit exponent
 * (+1.500000e+000). Go's digits come from IEEE double operations in a fixed order (v /= 10 and
 * v *= 10 until v is in [1, 10), v += 5e-7, then per digit v -= int(v), v *= 10), each rounded to
 * nearest even; here the same operations are done exactly on the integer mantissa and exponent
 * (m * 2^e, m below 2^53, e at least -1074: subnormals too) and rounded the same way, so the
 * digits are Go's without libgcc's soft-float add, multiply and divide (about 2 KB of flash on
 * the boards without an FPU; tests/runtime/printfloat_test.c checks every step against the host's
 * doubles). A panic(f) prints its value with it too (the compiler's printer of panic values,
 * src/codegen/cg_panic.c). */
#include <string.h>

#include "board.h"
#include "port.h"
#include "rt.h"

#define MBITS 53
#define EMIN (-1074) /* the exponent of the smallest subnormal's unit */

static int bitlen(uint64_t x)
{
    int n = 0;
    for (; x; x >>= 1)
        n++;
    return n;
}

/* *m * 2^*e = the double nearest (m + a part below 1 if sticky) * 2^e, ties to even */
static void round_to(uint64_t m, int e, int sticky, uint64_t *om, int *oe)
{
    int bl = bitlen(m), sh = bl - MBITS;
    if (bl + e - 1 < -1022) /* subnormal: the unit is 2^EMIN */
        sh = EMIN - e;
    if (sh > 0) {
        uint64_t rem = m & (((uint64_t)1 << sh) - 1), half = (uint64_t)1 << (sh - 1);
        m >>= sh;
        e += sh;
        if (rem > half || (rem == half && (sticky || (m & 1))))
            m++;
        if (m >> MBITS) {
            m >>= 1;
            e++;
        }
    } else if (m && sh < 0) {
        m <<= -sh;
        e += sh;
    }
    *om = m;
    *oe = e;
}

void rt_print_float(double v)
{
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    int be = (int)(bits >> 52 & 0x7ff);
    uint64_t m = bits & (((uint64_t)1 << 52) - 1);
    int neg = (int)(bits >> 63);
    if (be == 0x7ff) {
        if (m)
            board_write((const uint8_t *)"NaN", 3);
        else
            board_write((const uint8_t *)(neg ? "-Inf" : "+Inf"), 4);
        return;
    }
    int e2 = EMIN; /* v = m * 2^e2 */
    if (be) {
        m |= (uint64_t)1 << 52;
        e2 = be - 1075;
    }
    enum { n = 7 }; /* digits printed */
    uint8_t buf[n + 7];
    buf[0] = neg ? '-' : '+';
    int e = 0; /* exponent */
    if (m) {
        /* normalize: v /= 10 while v >= 10 (10 = 5 * 2^50 * 2^-49) */
        while (e2 > -49 || (e2 == -49 && m >= (uint64_t)5 << 50)) {
            e++;
            uint64_t r, q = rt_udivmod64(m << 11, 10, &r);
            round_to(q, e2 - 11, r != 0, &m, &e2);
        }
        /* v *= 10 while v < 1 */
        while (e2 < -52) {
            e--;
            round_to(m * 10, e2, 0, &m, &e2);
        }
        /* round: v += 5.0/10/10/10/10/10/10/10 (0x10c6f7a0b5ed8e * 2^-73), v in [1, 10) */
        const uint64_t hm = 0x10c6f7a0b5ed8eull;
        const int he = -73, sh = e2 - 8 - he;
        round_to((m << 8) + (hm >> sh), e2 - 8, (hm & (((uint64_t)1 << sh) - 1)) != 0, &m, &e2);
        if (e2 > -49 || (e2 == -49 && m >= (uint64_t)5 << 50)) {
            e++;
            uint64_t r, q = rt_udivmod64(m << 11, 10, &r);
            round_to(q, e2 - 11, r != 0, &m, &e2);
        }
    }
    /* format +d.dddd+edd: s = int(v), v -= s (exact), v *= 10 */
    for (int i = 0; i < n; i++) {
        uint64_t s = m && e2 > -64 ? m >> -e2 : 0; /* v below 1 (e2 < -52) to 2^-64: 0 */
        buf[i + 2] = (uint8_t)(s + '0');
        if (m) {
            if (s)
                round_to(m - (s << -e2), e2, 0, &m, &e2);
            round_to(m * 10, e2, 0, &m, &e2);
        }
    }
    buf[1] = buf[2];
    buf[2] = '.';
    buf[n + 2] = 'e';
    buf[n + 3] = '+';
    if (e < 0) {
        e = -e;
        buf[n + 3] = '-';
    }
    buf[n + 4] = (uint8_t)(e / 100 + '0');
    buf[n + 5] = (uint8_t)(e / 10 % 10 + '0');
    buf[n + 6] = (uint8_t)(e % 10 + '0');
    board_write(buf, n + 7);
}
