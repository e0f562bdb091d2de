/* util.c - small helpers every stage uses: checked allocation, string duplication and formatting,
 * growable arrays and strings (StrBuf), UTF-8 encoding and decoding (the runtime's own code,
 * rt_utf8.h), and reading a source file into a SrcFile. Allocation failure is not a user error,
 * so it aborts with a message instead of returning NULL. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "corogo.h"
#include "rt_utf8.h" /* shared with the runtime */

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
    return rt_utf8_encode((uint8_t *)out, r < INT32_MIN || r > INT32_MAX ? -1 : (int32_t)r);
}

int utf8_decode(const char *p, const char *end, int32_t *r)
{
    return rt_utf8_decode((const uint8_t *)p, end - p > 4 ? 4 : (int32_t)(end - p), r);
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

int util_icmp(LLVMIntPredicate p, unsigned width, unsigned long long x, unsigned long long y)
{
    if (width < 64) {
        unsigned long long m = (1ull << width) - 1, sign = 1ull << (width - 1);
        x &= m, y &= m;
        /* flipping the sign bit turns a signed order into the unsigned one */
        if (p >= LLVMIntSGT)
            x ^= sign, y ^= sign;
    } else if (p >= LLVMIntSGT) {
        x ^= 1ull << 63, y ^= 1ull << 63;
    }
    switch (p) {
    case LLVMIntEQ: return x == y;
    case LLVMIntNE: return x != y;
    case LLVMIntUGT: case LLVMIntSGT: return x > y;
    case LLVMIntUGE: case LLVMIntSGE: return x >= y;
    case LLVMIntULT: case LLVMIntSLT: return x < y;
    case LLVMIntULE: case LLVMIntSLE: return x <= y;
    default: return -1;
    }
}
