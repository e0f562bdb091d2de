/* const.c - exact constant arithmetic for the checker: a fixed-width two's complement big integer
 * (BIG_LIMBS 32-bit limbs, enough for the product of two 512-bit operands), Go integer literal
 * parsing, decimal printing, range tests for the typed integer kinds, and the Const values
 * (integer, boolean, string) the checker attaches to constant expressions. */
#include <string.h>

#include "check.h"

void big_from_u64(Big *r, uint64_t v)
{
    memset(r, 0, sizeof *r);
    r->w[0] = (uint32_t)v;
    r->w[1] = (uint32_t)(v >> 32);
}

void big_from_i64(Big *r, int64_t v)
{
    big_from_u64(r, (uint64_t)v);
    if (v < 0)
        for (int i = 2; i < BIG_LIMBS; i++)
            r->w[i] = 0xffffffffu;
}

bool big_is_neg(const Big *a)
{
    return a->w[BIG_LIMBS - 1] >> 31;
}

bool big_is_zero(const Big *a)
{
    for (int i = 0; i < BIG_LIMBS; i++)
        if (a->w[i])
            return false;
    return true;
}

int big_cmp(const Big *a, const Big *b)
{
    bool na = big_is_neg(a), nb = big_is_neg(b);
    if (na != nb)
        return na ? -1 : 1;
    for (int i = BIG_LIMBS - 1; i >= 0; i--)
        if (a->w[i] != b->w[i])
            return a->w[i] < b->w[i] ? -1 : 1;
    return 0;
}

void big_add(Big *r, const Big *a, const Big *b)
{
    uint64_t c = 0;
    for (int i = 0; i < BIG_LIMBS; i++) {
        c += (uint64_t)a->w[i] + b->w[i];
        r->w[i] = (uint32_t)c;
        c >>= 32;
    }
}

void big_not(Big *r, const Big *a)
{
    for (int i = 0; i < BIG_LIMBS; i++)
        r->w[i] = ~a->w[i];
}

void big_neg(Big *r, const Big *a)
{
    Big one, t;
    big_not(&t, a);
    big_from_u64(&one, 1);
    big_add(r, &t, &one);
}

void big_sub(Big *r, const Big *a, const Big *b)
{
    Big nb;
    big_neg(&nb, b);
    big_add(r, a, &nb);
}

static void big_abs(Big *r, const Big *a)
{
    if (big_is_neg(a))
        big_neg(r, a);
    else
        *r = *a;
}

void big_mul(Big *r, const Big *a, const Big *b)
{
    Big x, y, p;
    big_abs(&x, a);
    big_abs(&y, b);
    memset(&p, 0, sizeof p);
    for (int i = 0; i < BIG_LIMBS; i++) {
        if (!x.w[i])
            continue;
        uint64_t c = 0;
        for (int j = 0; i + j < BIG_LIMBS; j++) {
            c += (uint64_t)x.w[i] * y.w[j] + p.w[i + j];
            p.w[i + j] = (uint32_t)c;
            c >>= 32;
        }
    }
    if (big_is_neg(a) != big_is_neg(b))
        big_neg(r, &p);
    else
        *r = p;
}

/* unsigned long division of magnitudes: by one limb, a short division limb by limb; else bit by
   bit, on the limbs the remainder can use (it stays below 2b), not all BIG_LIMBS (strconv's float
   tables divide numbers of a thousand bits many times) */
static void big_divmod_mag(Big *q, Big *rem, const Big *a, const Big *b)
{
    Big r, qq;
    memset(&r, 0, sizeof r);
    memset(&qq, 0, sizeof qq);
    int n = big_bitlen(a), nb = big_bitlen(b);
    if (nb > 0 && nb <= 32) {
        uint64_t d = b->w[0], c = 0;
        for (int i = (n + 31) / 32 - 1; i >= 0; i--) {
            c = c << 32 | a->w[i];
            qq.w[i] = (uint32_t)(c / d);
            c %= d;
        }
        r.w[0] = (uint32_t)c;
    } else {
        int m = nb / 32 + 2 < BIG_LIMBS ? nb / 32 + 2 : BIG_LIMBS;
        for (int i = n - 1; i >= 0; i--) {
            uint32_t carry = (a->w[i / 32] >> (i % 32)) & 1;
            for (int k = 0; k < m; k++) {
                uint32_t w = r.w[k];
                r.w[k] = w << 1 | carry;
                carry = w >> 31;
            }
            int k = m - 1;
            while (k >= 0 && r.w[k] == b->w[k])
                k--;
            if (k < 0 || r.w[k] > b->w[k]) {
                uint64_t borrow = 0;
                for (int j = 0; j < m; j++) {
                    uint64_t t = (uint64_t)r.w[j] - b->w[j] - borrow;
                    r.w[j] = (uint32_t)t;
                    borrow = t >> 63;
                }
                qq.w[i / 32] |= 1u << (i % 32);
            }
        }
    }
    if (q)
        *q = qq;
    if (rem)
        *rem = r;
}

void big_quo(Big *r, const Big *a, const Big *b)
{
    Big x, y, q;
    big_abs(&x, a);
    big_abs(&y, b);
    big_divmod_mag(&q, NULL, &x, &y);
    if (big_is_neg(a) != big_is_neg(b))
        big_neg(r, &q);
    else
        *r = q;
}

void big_rem(Big *r, const Big *a, const Big *b)
{
    Big x, y, m;
    big_abs(&x, a);
    big_abs(&y, b);
    big_divmod_mag(NULL, &m, &x, &y);
    if (big_is_neg(a))
        big_neg(r, &m);
    else
        *r = m;
}

void big_and(Big *r, const Big *a, const Big *b)
{
    for (int i = 0; i < BIG_LIMBS; i++)
        r->w[i] = a->w[i] & b->w[i];
}

void big_or(Big *r, const Big *a, const Big *b)
{
    for (int i = 0; i < BIG_LIMBS; i++)
        r->w[i] = a->w[i] | b->w[i];
}

void big_xor(Big *r, const Big *a, const Big *b)
{
    for (int i = 0; i < BIG_LIMBS; i++)
        r->w[i] = a->w[i] ^ b->w[i];
}

void big_andnot(Big *r, const Big *a, const Big *b)
{
    for (int i = 0; i < BIG_LIMBS; i++)
        r->w[i] = a->w[i] & ~b->w[i];
}

void big_shl(Big *r, const Big *a, unsigned n)
{
    Big t;
    memset(&t, 0, sizeof t);
    unsigned limbs = n / 32, bits = n % 32;
    for (int i = BIG_LIMBS - 1; i >= (int)limbs; i--) {
        uint32_t v = a->w[i - limbs] << bits;
        if (bits && i - (int)limbs - 1 >= 0)
            v |= a->w[i - limbs - 1] >> (32 - bits);
        t.w[i] = v;
    }
    *r = t;
}

void big_shr(Big *r, const Big *a, unsigned n)
{
    bool neg = big_is_neg(a);
    uint32_t fill = neg ? 0xffffffffu : 0;
    Big t;
    unsigned limbs = n / 32, bits = n % 32;
    for (int i = 0; i < BIG_LIMBS; i++) {
        int s = i + (int)limbs;
        uint32_t lo = s < BIG_LIMBS ? a->w[s] : fill;
        uint32_t hi = s + 1 < BIG_LIMBS ? a->w[s + 1] : fill;
        t.w[i] = bits ? (lo >> bits) | (hi << (32 - bits)) : lo;
    }
    *r = t;
}

int big_bitlen(const Big *a)
{
    Big x;
    big_abs(&x, a);
    for (int i = BIG_LIMBS - 1; i >= 0; i--)
        if (x.w[i]) {
            int b = 32;
            while (!(x.w[i] >> (b - 1)))
                b--;
            return i * 32 + b;
        }
    return 0;
}

uint64_t big_low64(const Big *a)
{
    return (uint64_t)a->w[0] | (uint64_t)a->w[1] << 32;
}

bool big_fits(const Big *a, int bits, bool is_signed)
{
    Big lo, hi, one;
    big_from_u64(&one, 1);
    if (is_signed) {
        big_shl(&hi, &one, (unsigned)bits - 1); /* 2^(bits-1) */
        big_neg(&lo, &hi);
        return big_cmp(a, &lo) >= 0 && big_cmp(a, &hi) < 0;
    }
    if (big_is_neg(a))
        return false;
    big_shl(&hi, &one, (unsigned)bits);
    return big_cmp(a, &hi) < 0;
}

char *big_string(const Big *a)
{
    char buf[400];
    int n = sizeof buf - 1;
    buf[n] = 0;
    Big x, ten, d;
    big_abs(&x, a);
    big_from_u64(&ten, 10);
    if (big_is_zero(&x))
        buf[--n] = '0';
    while (!big_is_zero(&x) && n > 1) {
        Big q;
        big_divmod_mag(&q, &d, &x, &ten);
        buf[--n] = (char)('0' + d.w[0]);
        x = q;
    }
    if (big_is_neg(a))
        buf[--n] = '-';
    return xstrdup(buf + n);
}

int big_parse(Big *r, const char *s, int len)
{
    int base = 10, i = 0;
    if (len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        base = 16, i = 2;
    else if (len >= 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B'))
        base = 2, i = 2;
    else if (len >= 2 && s[0] == '0' && (s[1] == 'o' || s[1] == 'O'))
        base = 8, i = 2;
    else if (len >= 2 && s[0] == '0')
        base = 8, i = 1;
    Big acc, b, dv;
    big_from_u64(&acc, 0);
    big_from_u64(&b, (uint64_t)base);
    int ndigits = 0;
    for (; i < len; i++) {
        char c = s[i];
        int d;
        if (c == '_')
            continue;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            d = c - 'A' + 10;
        else
            return 1;
        if (d >= base)
            return 1;
        big_mul(&acc, &acc, &b);
        big_from_u64(&dv, (uint64_t)d);
        big_add(&acc, &acc, &dv);
        if (big_bitlen(&acc) > CONST_MAX_BITS)
            return 2;
        ndigits++;
    }
    if (!ndigits && base != 8)
        return 1;
    *r = acc;
    return 0;
}

Const *const_int(const Big *b)
{
    Const *c = xmalloc(sizeof *c);
    c->kind = K_INT;
    c->b = *b;
    return c;
}

Const *const_i64(int64_t v)
{
    Big b;
    big_from_i64(&b, v);
    return const_int(&b);
}

Const *const_bool(bool v)
{
    Const *c = xmalloc(sizeof *c);
    c->kind = K_BOOL;
    c->bv = v;
    return c;
}

Const *const_string(const char *s, int slen)
{
    Const *c = xmalloc(sizeof *c);
    c->kind = K_STRING;
    c->s = s;
    c->slen = slen;
    return c;
}

char *const_string_repr(const Const *c)
{
    switch (c->kind) {
    case K_INT:
        return big_string(&c->b);
    case K_BOOL:
        return xstrdup(c->bv ? "true" : "false");
    case K_FLOAT:
        return const_float_repr(c);
    case K_COMPLEX:
        return const_complex_repr(c);
    case K_STRING: {
        int n = c->slen > 40 ? 40 : c->slen;
        char *buf = xmalloc((size_t)n * 4 + 8), *p = buf;
        *p++ = '"';
        for (int i = 0; i < n; i++) {
            unsigned char ch = (unsigned char)c->s[i];
            if (ch == '"' || ch == '\\')
                *p++ = '\\', *p++ = (char)ch;
            else if (ch == '\n')
                *p++ = '\\', *p++ = 'n';
            else if (ch == '\t')
                *p++ = '\\', *p++ = 't';
            else if (ch < 32 || ch == 127)
                p += sprintf(p, "\\x%02x", ch);
            else
                *p++ = (char)ch;
        }
        if (c->slen > n) {
            strcpy(p, "...");
            p += 3;
        }
        *p++ = '"';
        *p = 0;
        return buf;
    }
    default:
        return xstrdup("?");
    }
}
