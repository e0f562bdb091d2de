/* rt_utf8.h - UTF-8, the one encoder and decoder, included by both sides: the runtime (strings.c:
 * string(r), string([]rune), []rune(s), for range over a string) and the compiler (src/base/util.c: the
 * lexer's literals, constant string(r)), so that compile-time and run-time conversions cannot
 * disagree. Go's rules (unicode/utf8): a negative, surrogate or too large rune encodes as U+FFFD;
 * a sequence decodes only when well formed (the second byte's range depends on the first: no
 * overlong forms, no surrogates, nothing above U+10FFFF). Static inline and freestanding. */
#ifndef COROGO_RT_UTF8_H
#define COROGO_RT_UTF8_H

#include <stdint.h>

/* the encoding of rune into buf: its length in bytes */
static inline int32_t rt_utf8_encode(uint8_t buf[4], int32_t rune) {
    if (rune >= 0 && rune < 0x80) {
        buf[0] = (uint8_t)rune;
        return 1;
    }
    if (rune < 0 || rune > 0x10FFFF || (rune >= 0xD800 && rune <= 0xDFFF))
        rune = 0xFFFD;
    uint32_t r = (uint32_t)rune;
    if (r < 0x800) {
        buf[0] = (uint8_t)(0xC0 | (r >> 6));
        buf[1] = (uint8_t)(0x80 | (r & 0x3F));
        return 2;
    }
    if (r < 0x10000) {
        buf[0] = (uint8_t)(0xE0 | (r >> 12));
        buf[1] = (uint8_t)(0x80 | ((r >> 6) & 0x3F));
        buf[2] = (uint8_t)(0x80 | (r & 0x3F));
        return 3;
    }
    buf[0] = (uint8_t)(0xF0 | (r >> 18));
    buf[1] = (uint8_t)(0x80 | ((r >> 12) & 0x3F));
    buf[2] = (uint8_t)(0x80 | ((r >> 6) & 0x3F));
    buf[3] = (uint8_t)(0x80 | (r & 0x3F));
    return 4;
}

/* the length (1 to 4) of the well-formed sequence at p (avail >= 1 bytes there), its rune in
   *rune; 0 when there is none (Go then decodes U+FFFD with a width of one byte) */
static inline int32_t rt_utf8_decode(const uint8_t *p, int32_t avail, int32_t *rune) {
    uint8_t c = p[0];
    if (c < 0x80) {
        *rune = c;
        return 1;
    }
    int32_t n;
    uint32_t r;
    uint8_t lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
        r = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        r = c & 0x0F;
        if (c == 0xE0)
            lo = 0xA0;
        else if (c == 0xED)
            hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        r = c & 0x07;
        if (c == 0xF0)
            lo = 0x90;
        else if (c == 0xF4)
            hi = 0x8F;
    } else {
        return 0;
    }
    if (avail < n)
        return 0;
    for (int32_t k = 1; k < n; k++) {
        uint8_t b = p[k];
        if (b < lo || b > hi)
            return 0;
        lo = 0x80;
        hi = 0xBF;
        r = (r << 6) | (b & 0x3F);
    }
    *rune = (int32_t)r;
    return n;
}

#endif
