/* strings.c - Go string operations the compiler calls: concatenation (new bytes from the arena,
 * operands reused when the other side is empty, like Go), byte-wise comparison, string(rune) (UTF-8
 * encoding, U+FFFD for invalid runes, ASCII from a static table so that it needs no arena) and
 * decoding one rune for `for range` over a string with Go's exact rules for invalid UTF-8 (U+FFFD,
 * advance one byte). */
#include "rt.h"
#include "rt_utf8.h"

void rt_string_concat(rt_string *out, const uint8_t *ap, int32_t al, const uint8_t *bp, int32_t bl) {
    if (!al || !bl) { /* one of them is the result */
        out->ptr = bl ? bp : ap;
        out->len = al + bl;
        return;
    }
    if ((uint32_t)al + (uint32_t)bl > INT32_MAX) /* lengths are not negative: no wrap */
        rt_panic_cstr("runtime error: string concatenation too long");
    uint8_t *p = rt_alloc((uint32_t)(al + bl), 1);
    __builtin_memcpy(p, ap, (size_t)al);
    __builtin_memcpy(p + al, bp, (size_t)bl);
    out->ptr = p;
    out->len = al + bl;
}

int32_t rt_string_compare(const uint8_t *ap, int32_t al, const uint8_t *bp, int32_t bl) {
    int32_t n = al < bl ? al : bl;
    for (int32_t i = 0; i < n; i++) {
        if (ap[i] != bp[i])
            return ap[i] < bp[i] ? -1 : 1;
    }
    if (al == bl)
        return 0;
    return al < bl ? -1 : 1;
}

static const uint8_t ascii[128] = {
    0,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,  11,  12,  13,  14,  15,
    16,  17,  18,  19,  20,  21,  22,  23,  24,  25,  26,  27,  28,  29,  30,  31,
    32,  33,  34,  35,  36,  37,  38,  39,  40,  41,  42,  43,  44,  45,  46,  47,
    48,  49,  50,  51,  52,  53,  54,  55,  56,  57,  58,  59,  60,  61,  62,  63,
    64,  65,  66,  67,  68,  69,  70,  71,  72,  73,  74,  75,  76,  77,  78,  79,
    80,  81,  82,  83,  84,  85,  86,  87,  88,  89,  90,  91,  92,  93,  94,  95,
    96,  97,  98,  99,  100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111,
    112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127,
};

void rt_string_from_rune(rt_string *out, int32_t rune) {
    if (rune >= 0 && rune < 0x80) {
        out->ptr = &ascii[rune];
        out->len = 1;
        return;
    }
    uint8_t buf[4];
    int32_t n = rt_utf8_encode(buf, rune);
    uint8_t *p = rt_alloc((uint32_t)n, 1);
    __builtin_memcpy(p, buf, (size_t)n);
    out->ptr = p;
    out->len = n;
}

void rt_string_from_runes(rt_string *out, const int32_t *runes, int32_t n) {
    uint8_t buf[4];
    int32_t len = 0;
    for (int32_t i = 0; i < n; i++)
        len += rt_utf8_encode(buf, runes[i]);
    uint8_t *p = rt_alloc((uint32_t)len, 1);
    for (int32_t i = 0, k = 0; i < n; i++)
        k += rt_utf8_encode(p + k, runes[i]);
    out->ptr = p;
    out->len = len;
}

/* Go's utf8.DecodeRune (rt_utf8.h): an invalid sequence yields U+FFFD and a width of one byte */
int32_t rt_string_decode_rune(const uint8_t *p, int32_t len, int32_t i, int32_t *rune) {
    int32_t n = rt_utf8_decode(p + i, len - i, rune);
    if (n)
        return i + n;
    *rune = 0xFFFD;
    return i + 1;
}

void rt_runes_from_string(rt_slice *out, const uint8_t *p, int32_t len) {
    int32_t n = 0, r;
    for (int32_t i = 0; i < len; n++)
        i = rt_string_decode_rune(p, len, i, &r);
    int32_t *runes = rt_alloc((uint32_t)n * 4, 4);
    for (int32_t i = 0, k = 0; i < len; k++)
        i = rt_string_decode_rune(p, len, i, &runes[k]);
    out->ptr = runes;
    out->len = out->cap = n;
}
