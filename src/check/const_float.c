/* const_float.c - untyped float constants with Go's exact arithmetic: a value is the rational
 * n/d * 2^e (n, d integers of const.c's Big, d > 0 and odd, n odd or zero, reduced), so sums,
 * products and quotients of literals are exact; only components past FLOAT_CAP bits are rounded
 * (Go's compilers keep 512-bit floats there). Parsing of decimal and hexadecimal float literals,
 * exact comparison, the integer test of conversions, correctly rounded conversion to float32 /
 * float64 (round to nearest even, subnormals, overflow), and the short renderings of messages. */
#include <math.h>
#include <string.h>

#include "check.h"

#define FLOAT_CAP 2048 /* bits of n or d kept exactly */

static void shr_mag(Big *r, const Big *a, int n) /* |a| >> n, sign kept */
{
    if (big_is_neg(a)) {
        Big t;
        big_neg(&t, a);
        big_shr(&t, &t, (unsigned)n);
        big_neg(r, &t);
    } else {
        big_shr(r, a, (unsigned)n);
    }
}

static int trailing_zeros(const Big *a)
{
    for (int i = 0; i < BIG_LIMBS; i++)
        if (a->w[i]) {
            int z = 0;
            while (!((a->w[i] >> z) & 1))
                z++;
            return i * 32 + z;
        }
    return 0;
}

/* binary gcd of two positive values */
static void gcd(Big *r, const Big *a0, const Big *b0)
{
    Big a = *a0, b = *b0;
    int za = trailing_zeros(&a), zb = trailing_zeros(&b), k = za < zb ? za : zb;
    big_shr(&a, &a, (unsigned)za);
    while (!big_is_zero(&b)) {
        big_shr(&b, &b, (unsigned)trailing_zeros(&b));
        if (big_cmp(&a, &b) > 0) {
            Big t = a;
            a = b;
            b = t;
        }
        big_sub(&b, &b, &a);
    }
    big_shl(r, &a, (unsigned)k);
}

static void normalize(Const *c)
{
    c->kind = K_FLOAT;
    if (big_is_zero(&c->b)) {
        big_from_u64(&c->d, 1);
        c->e = 0;
        return;
    }
    int z = trailing_zeros(&c->b);
    shr_mag(&c->b, &c->b, z);
    c->e += z;
    z = trailing_zeros(&c->d);
    big_shr(&c->d, &c->d, (unsigned)z);
    c->e -= z;
    int nb = big_bitlen(&c->b), db = big_bitlen(&c->d);
    if (nb > FLOAT_CAP || db > FLOAT_CAP) { /* too long to keep exactly: FLOAT_CAP/2 bits of each */
        if (db > FLOAT_CAP) {
            big_shr(&c->d, &c->d, (unsigned)(db - FLOAT_CAP / 2));
            c->e -= db - FLOAT_CAP / 2;
        }
        if (nb > FLOAT_CAP) {
            shr_mag(&c->b, &c->b, nb - FLOAT_CAP / 2);
            c->e += nb - FLOAT_CAP / 2;
        }
        normalize(c);
        return;
    }
    if (big_bitlen(&c->d) > 1) {
        Big g, n = c->b;
        if (big_is_neg(&n))
            big_neg(&n, &n);
        gcd(&g, &n, &c->d);
        if (big_bitlen(&g) > 1) {
            big_quo(&c->b, &c->b, &g);
            big_quo(&c->d, &c->d, &g);
        }
    }
}

static Const *fnew(void)
{
    Const *c = xmalloc(sizeof *c);
    c->kind = K_FLOAT;
    big_from_u64(&c->d, 1);
    return c;
}

Const *const_to_float(const Const *x)
{
    Const *c = fnew();
    if (x->kind == K_FLOAT) {
        *c = *x;
        return c;
    }
    c->b = x->b;
    normalize(c);
    return c;
}

/* c *= 5^k (k > 0) or c /= 5^-k, in chunks of 5^13 */
/* c * 5^k: the power built in chunks of up to 5^312 (725 bits), each multiplied in and reduced
   once (a reduction per 5^13 made 1e-308 cost 24 gcds of thousand-bit numbers) */
static void mul_pow5(Const *c, int k)
{
    while (k != 0) {
        bool up = k > 0;
        Big m;
        big_from_u64(&m, 1);
        for (int steps = 0; k != 0 && steps < 24; steps++) {
            int s = up ? (k > 13 ? 13 : k) : (k < -13 ? 13 : -k);
            uint64_t p = 1;
            for (int i = 0; i < s; i++)
                p *= 5;
            Big t;
            big_from_u64(&t, p);
            big_mul(&m, &m, &t);
            k += up ? -s : s;
        }
        big_mul(up ? &c->b : &c->d, up ? &c->b : &c->d, &m);
        normalize(c);
    }
}

/* 10^k = result * 2^*e2, result in [0.5, 1), to about 60 bits (squarings of long doubles whose
   exponents are kept apart: 10^646456992 is far beyond a long double's range) */
static long double pow10_approx(long long k, long long *e2)
{
    int x;
    long double m = 0.5L, b = frexpl(10.0L, &x);
    long long e = 1, be = x;
    for (unsigned long long n = (unsigned long long)(k < 0 ? -k : k); n; n >>= 1) {
        if (n & 1) {
            m = frexpl(m * b, &x);
            e += be + x;
        }
        b = frexpl(b * b, &x);
        be = 2 * be + x;
    }
    if (k < 0) {
        m = frexpl(1.0L / m, &x);
        e = -e + x;
    }
    *e2 = e;
    return m;
}

int const_float_parse(Const **out, const char *s, int len)
{
    Const *c = fnew();
    Big base, dv;
    int i = 0, frac = 0, exp = 0;
    bool hex = len >= 2 && s[0] == '0' && (s[1] | 0x20) == 'x', dot = false;
    if (len >= 2 && s[0] == '0' && ((s[1] | 0x20) == 'o' || (s[1] | 0x20) == 'b')) {
        int r = big_parse(&c->b, s, len); /* the digits of an imaginary 0o12i or 0b101i */
        if (r)
            return r;
        normalize(c);
        *out = c;
        return 0;
    }
    if (hex)
        i = 2;
    big_from_u64(&base, hex ? 16 : 10);
    big_from_u64(&c->b, 0);
    for (; i < len; i++) {
        char ch = s[i];
        int d;
        if (ch == '_')
            continue;
        if (ch == '.') {
            dot = true;
            continue;
        }
        if (ch >= '0' && ch <= '9')
            d = ch - '0';
        else if (hex && (ch | 0x20) >= 'a' && (ch | 0x20) <= 'f')
            d = (ch | 0x20) - 'a' + 10;
        else
            break;
        if (big_bitlen(&c->b) < FLOAT_CAP) {
            big_mul(&c->b, &c->b, &base);
            big_from_u64(&dv, (uint64_t)d);
            big_add(&c->b, &c->b, &dv);
            if (dot)
                frac++;
        } else if (!dot) {
            frac--; /* digits past the precision only scale */
        }
    }
    if (i < len && ((s[i] | 0x20) == 'e' || (s[i] | 0x20) == 'p')) {
        i++;
        bool neg = false;
        if (i < len && (s[i] == '+' || s[i] == '-'))
            neg = s[i++] == '-';
        for (; i < len; i++) {
            if (s[i] == '_')
                continue;
            if (s[i] < '0' || s[i] > '9')
                return 1;
            if (exp >= 100000000)
                return 2;
            exp = exp * 10 + (s[i] - '0');
        }
        if (neg)
            exp = -exp;
    }
    if (i != len)
        return 1;
    if (hex) {
        c->e = exp - 4 * frac;
        normalize(c);
    } else {
        int k = exp - frac;
        if (k > 4000 || k < -4000) {
            /* 10^k to 63 bits: exact arithmetic on 5^k would take too long. As in Go, the binary
               exponent must fit 32 bits (1e646456992 does, 1e646456993 not) */
            long long e2;
            long double pm = pow10_approx(k, &e2);
            if (e2 > 2147483647LL || e2 < -2147483647LL)
                return 2;
            Big m;
            big_from_u64(&m, (uint64_t)ldexpl(pm, 63));
            big_mul(&c->b, &c->b, &m);
            c->e = (int)(e2 - 63);
            normalize(c);
            *out = c;
            return 0;
        }
        c->e = k;
        normalize(c);
        mul_pow5(c, k);
    }
    *out = c;
    return 0;
}

/* the exponent of a product or quotient: one below Go's 32-bit range underflows to zero (as
   Go's big.Float does: 1e-600000000 squared), one above it stays at the top (it overflows every
   type) */
static int exp_sum(long long e, Const *r)
{
    if (e < -2147483000LL) {
        big_from_u64(&r->b, 0);
        return 0;
    }
    return e > 2147483000LL ? 2147483000 : (int)e;
}

/* x op y with op + - * / (y != 0 for /) */
Const *const_float_binop(int op, const Const *x0, const Const *y0)
{
    Const *x = const_to_float(x0), *y = const_to_float(y0), *r = fnew();
    switch (op) {
    case T_MUL:
        big_mul(&r->b, &x->b, &y->b);
        big_mul(&r->d, &x->d, &y->d);
        r->e = exp_sum((long long)x->e + y->e, r);
        break;
    case T_QUO: {
        big_mul(&r->b, &x->b, &y->d);
        big_mul(&r->d, &x->d, &y->b);
        if (big_is_neg(&r->d)) {
            big_neg(&r->d, &r->d);
            big_neg(&r->b, &r->b);
        }
        r->e = exp_sum((long long)x->e - y->e, r);
        break;
    }
    default: { /* + and -: a common exponent */
        if (big_is_zero(&x->b) || big_is_zero(&y->b)) {
            if (big_is_zero(&y->b))
                *r = *x;
            else if (op == T_SUB)
                *r = *const_float_neg(y);
            else
                *r = *y;
            break;
        }
        /* magnitudes too far apart for the sum to differ from the larger one */
        long long mx = (long long)big_bitlen(&x->b) - big_bitlen(&x->d) + x->e,
                  my = (long long)big_bitlen(&y->b) - big_bitlen(&y->d) + y->e;
        if (mx - my > FLOAT_CAP) {
            *r = *x;
            break;
        }
        if (my - mx > FLOAT_CAP) {
            *r = op == T_SUB ? *const_float_neg(y) : *y;
            break;
        }
        Big a, b;
        big_mul(&a, &x->b, &y->d);
        big_mul(&b, &y->b, &x->d);
        int e = x->e < y->e ? x->e : y->e;
        int sa = x->e - e, sb = y->e - e;
        if (big_bitlen(&a) + sa > BIG_LIMBS * 32 - 8 || big_bitlen(&b) + sb > BIG_LIMBS * 32 - 8) {
            /* shift the longer operand's precision down first */
            int over = (big_bitlen(&a) + sa > big_bitlen(&b) + sb ? big_bitlen(&a) + sa : big_bitlen(&b) + sb) -
                       (BIG_LIMBS * 32 - 8);
            shr_mag(&a, &a, over > sa ? over : sa);
            shr_mag(&b, &b, over > sb ? over : sb);
            e += over;
            sa = sb = 0;
        }
        big_shl(&a, &a, (unsigned)sa);
        big_shl(&b, &b, (unsigned)sb);
        if (op == T_SUB)
            big_sub(&r->b, &a, &b);
        else
            big_add(&r->b, &a, &b);
        big_mul(&r->d, &x->d, &y->d);
        r->e = e;
        break;
    }
    }
    normalize(r);
    return r;
}

Const *const_float_neg(const Const *x)
{
    Const *r = const_to_float(x);
    big_neg(&r->b, &r->b);
    return r;
}

int const_float_sign(const Const *x)
{
    return big_is_zero(&x->b) ? 0 : big_is_neg(&x->b) ? -1 : 1;
}

int const_float_cmp(const Const *x, const Const *y)
{
    Const *d = const_float_binop(T_SUB, x, y);
    return const_float_sign(d);
}

bool const_float_is_int(const Const *x, Big *out)
{
    return const_float_is_int_bits(x, out, CONST_MAX_BITS + 1);
}

bool const_float_is_int_bits(const Const *x, Big *out, int maxbits)
{
    Const *c = const_to_float(x);
    if (big_bitlen(&c->d) > 1 || c->e < 0)
        return false;
    if (big_bitlen(&c->b) + c->e > maxbits)
        return false;
    big_shl(out, &c->b, (unsigned)c->e);
    return true;
}

double const_float_round(const Const *x, bool f32, bool *overflow)
{
    *overflow = false;
    Const *c = const_to_float(x);
    if (big_is_zero(&c->b))
        return 0.0;
    int p = f32 ? 24 : 53, emin = f32 ? -126 : -1022, emax = f32 ? 127 : 1023;
    bool neg = big_is_neg(&c->b);
    Big m = c->b, d = c->d, q, rem;
    if (neg)
        big_neg(&m, &m);
    /* q = floor(m * 2^k / d) with p+3 bits or more */
    int k = p + 3 - (big_bitlen(&m) - big_bitlen(&d)) + 1;
    if (k > 0)
        big_shl(&m, &m, (unsigned)k);
    else if (k < 0)
        big_shl(&d, &d, (unsigned)-k);
    big_quo(&q, &m, &d);
    big_rem(&rem, &m, &d);
    bool sticky = !big_is_zero(&rem);
    long E = (long)c->e - k; /* value = (q + frac) * 2^E */
    int bl = big_bitlen(&q);
    long lead = bl - 1 + E; /* exponent of the leading bit */
    if (lead > emax + 1) {
        *overflow = true;
        return neg ? -HUGE_VAL : HUGE_VAL;
    }
    long keep = lead >= emin ? p : p - (emin - lead);
    if (keep < 0)
        return neg ? -0.0 : 0.0;
    long drop = bl - keep;
    Big rounded, low, half, one;
    big_from_u64(&one, 1);
    big_shr(&rounded, &q, (unsigned)drop);
    Big mask;
    big_shl(&mask, &one, (unsigned)drop);
    big_sub(&mask, &mask, &one);
    big_and(&low, &q, &mask);
    big_shl(&half, &one, (unsigned)(drop - 1));
    int cmp = big_cmp(&low, &half);
    if (cmp > 0 || (cmp == 0 && (sticky || (big_low64(&rounded) & 1))))
        big_add(&rounded, &rounded, &one);
    double v = ldexp((double)big_low64(&rounded), (int)(E + drop));
    if (isinf(v) || (f32 && fabs(v) > 3.40282346638528859811704183484516925440e+38)) {
        *overflow = true;
        return neg ? -HUGE_VAL : HUGE_VAL;
    }
    return neg ? -v : v;
}

Const *const_from_double(double v)
{
    Const *c = fnew();
    int ex;
    double m = frexp(fabs(v), &ex); /* v = m * 2^ex, 0.5 <= m < 1 */
    uint64_t mi = (uint64_t)ldexp(m, 53);
    big_from_u64(&c->b, mi);
    if (v < 0)
        big_neg(&c->b, &c->b);
    c->e = ex - 53;
    normalize(c);
    return c;
}

/* |c| = v * 2^*e with v a long double (64 bits of numerator and denominator) */
static long double approx_parts(const Const *c, long long *e, bool *neg)
{
    Big n = c->b, d = c->d;
    *neg = big_is_neg(&n);
    if (*neg)
        big_neg(&n, &n);
    int sn = big_bitlen(&n) > 64 ? big_bitlen(&n) - 64 : 0, sd = big_bitlen(&d) > 64 ? big_bitlen(&d) - 64 : 0;
    big_shr(&n, &n, (unsigned)sn);
    big_shr(&d, &d, (unsigned)sd);
    *e = (long long)c->e + sn - sd;
    return (long double)big_low64(&n) / (long double)big_low64(&d);
}

/* an approximation for messages (long double: wider range than double on the host) */
static long double approx(const Const *c)
{
    long long e;
    bool neg;
    long double v = ldexpl(approx_parts(c, &e, &neg), (int)e);
    return neg ? -v : v;
}

/* Go's rendering of a float constant in messages: %.6g of its value */
char *const_float_repr(const Const *c)
{
    char buf[64];
    if (!big_is_zero(&c->b) && (c->e > 16000 || c->e < -16000)) { /* past long double: 1e+646456992 */
        /* value = v * 2^E = x * 10^D with x in [1, 10): D from E log10(2), then x exactly enough */
        long long E, pe;
        bool neg;
        long double v = approx_parts(c, &E, &neg);
        long long D = (long long)((long double)E * 0.30102999566398119521L);
        long double pm = pow10_approx(-D, &pe), x = ldexpl(v * pm, (int)(E + pe));
        for (; x >= 10.0L; x /= 10.0L)
            D++;
        for (; x < 1.0L; x *= 10.0L)
            D--;
        if (x >= 9.999995L) { /* what %.6g rounds to 10 */
            x = 1.0L;
            D++;
        }
        snprintf(buf, sizeof buf, "%s%.6Lge%+lld", neg ? "-" : "", x, D);
        return xstrdup(buf);
    }
    long double v = approx(c);
    snprintf(buf, sizeof buf, "%.6Lg", v);
    return xstrdup(buf);
}
