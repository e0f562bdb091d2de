/* util.c - small helpers every stage uses: checked allocation, string duplication and formatting,
 * growable arrays and strings (StrBuf), UTF-8 encoding and decoding, and reading a source file into
 * a SrcFile. Allocation failure is not a user
 * error, so it aborts with a message instead of returning NULL. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "corogo.h"

static void out_of_memory(void)
{
    diag_internal((Pos){0}, "out of memory");
}

void *xmalloc(size_t n)
{
    void *p = calloc(1, n ? n : 1);
    if (!p)
        out_of_memory();
    return p;
}

void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p)
        out_of_memory();
    return p;
}

char *xstrndup(const char *s, size_t n)
{
    char *d = xmalloc(n + 1);
    memcpy(d, s, n);
    d[n] = 0;
    return d;
}

char *xstrdup(const char *s)
{
    return xstrndup(s, strlen(s));
}

char *xvprintf(const char *fmt, va_list ap)
{
    va_list aq;
    va_copy(aq, ap);
    int n = vsnprintf(NULL, 0, fmt, aq);
    va_end(aq);
    char *buf = xmalloc((size_t)n + 1);
    vsnprintf(buf, (size_t)n + 1, fmt, ap);
    return buf;
}

char *xprintf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *buf = xvprintf(fmt, ap);
    va_end(ap);
    return buf;
}

void vec_reserve(void **arr, int *cap, int n, size_t sz)
{
    if (n <= *cap)
        return;
    int ncap = *cap ? *cap * 2 : 8;
    while (ncap < n)
        ncap *= 2;
    *arr = xrealloc(*arr, (size_t)ncap * sz);
    memset((char *)*arr + (size_t)*cap * sz, 0, (size_t)(ncap - *cap) * sz);
    *cap = ncap;
}

void strbuf_putn(StrBuf *b, const char *s, int n)
{
    vec_reserve((void **)&b->s, &b->cap, b->n + n + 1, 1);
    if (n > 0)
        memcpy(b->s + b->n, s, (size_t)n);
    b->n += n;
    b->s[b->n] = 0;
}

void strbuf_puts(StrBuf *b, const char *s)
{
    strbuf_putn(b, s, (int)strlen(s));
}

void strbuf_printf(StrBuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *s = xvprintf(fmt, ap);
    va_end(ap);
    strbuf_puts(b, s);
    free(s);
}

const char *strbuf_str(const StrBuf *b)
{
    return b->s ? b->s : "";
}

int utf8_encode(char out[4], int64_t r)
{
    if (r < 0 || r > 0x10FFFF || (r >= 0xD800 && r <= 0xDFFF))
        r = 0xFFFD;
    uint32_t u = (uint32_t)r;
    if (u < 0x80) {
        out[0] = (char)u;
        return 1;
    }
    if (u < 0x800) {
        out[0] = (char)(0xC0 | u >> 6);
        out[1] = (char)(0x80 | (u & 0x3F));
        return 2;
    }
    if (u < 0x10000) {
        out[0] = (char)(0xE0 | u >> 12);
        out[1] = (char)(0x80 | (u >> 6 & 0x3F));
        out[2] = (char)(0x80 | (u & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | u >> 18);
    out[1] = (char)(0x80 | (u >> 12 & 0x3F));
    out[2] = (char)(0x80 | (u >> 6 & 0x3F));
    out[3] = (char)(0x80 | (u & 0x3F));
    return 4;
}

int utf8_decode(const char *p, const char *end, int32_t *r)
{
    const unsigned char *s = (const unsigned char *)p;
    size_t avail = (size_t)(end - p);
    unsigned c = s[0];
    if (c < 0x80) {
        *r = (int32_t)c;
        return 1;
    }
    int n;
    uint32_t v, min;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2, v = c & 0x1F, min = 0x80;
    else if (c >= 0xE0 && c <= 0xEF)
        n = 3, v = c & 0x0F, min = 0x800;
    else if (c >= 0xF0 && c <= 0xF4)
        n = 4, v = c & 0x07, min = 0x10000;
    else
        return 0;
    if (avail < (size_t)n)
        return 0;
    for (int i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        v = v << 6 | (s[i] & 0x3F);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
        return 0;
    *r = (int32_t)v;
    return n;
}

SrcFile *util_read_source(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len + 4096 + 1 > cap) {
            cap = cap ? cap * 2 : 8192;
            buf = xrealloc(buf, cap);
        }
        size_t got = fread(buf + len, 1, cap - len - 1, f);
        len += got;
        if (got == 0)
            break;
    }
    int err = ferror(f);
    fclose(f);
    if (err) {
        free(buf);
        errno = EIO;
        return NULL;
    }
    buf[len] = 0;
    SrcFile *src = xmalloc(sizeof *src);
    src->name = xstrdup(path);
    src->text = buf;
    src->len = len;
    return src;
}
