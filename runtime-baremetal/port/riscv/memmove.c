/* memmove.c - the RISC-V port's memmove and memcpy, which Go's copy() of slices, string and slice
 * conversions and the runtime's moves call: the libc's (picolibc's RISC-V assembly) move one byte
 * per iteration, about eight times slower on a megabyte than a word loop (Go's conformance programs
 * copying 1 MiB a thousand times ran out of time). These move words, four at a time, when the
 * source and destination share their alignment modulo 4, bytes where the alignments differ;
 * memmove forward when the destination is below the source or past its end, else in pieces as
 * long as the distance between them from the end back.
 * Linked from libcorogo_rt.a before libc.a, they replace the libc's. (-ffreestanding: the
 * compiler does not turn these loops back into calls.) */
#include <stddef.h>
#include <stdint.h>

/* n bytes from s to d, first to last */
static void forward(unsigned char *d, const unsigned char *s, size_t n)
{
    if (!(((uintptr_t)d ^ (uintptr_t)s) & 3)) {
        for (; n && ((uintptr_t)d & 3); n--)
            *d++ = *s++;
        uint32_t *dw = (uint32_t *)d;
        const uint32_t *sw = (const uint32_t *)s;
        for (; n >= 16; n -= 16, dw += 4, sw += 4) {
            uint32_t a = sw[0], b = sw[1], c = sw[2], e = sw[3];
            dw[0] = a, dw[1] = b, dw[2] = c, dw[3] = e;
        }
        for (; n >= 4; n -= 4)
            *dw++ = *sw++;
        d = (unsigned char *)dw;
        s = (const unsigned char *)sw;
    }
    while (n--)
        *d++ = *s++;
}

void *memcpy(void *restrict dst, const void *restrict src, size_t n)
{
    forward(dst, src, n);
    return dst;
}

void *memmove(void *dst, const void *src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    if (d == s)
        return dst;
    if ((uintptr_t)d - (uintptr_t)s >= n) { /* no byte is written before it is read */
        forward(d, s, n);
        return dst;
    }
    /* the destination overlaps the source's end, k bytes above it: the last k bytes go first
       (below them nothing of the source is written yet), then the k before them, ... */
    size_t k = (size_t)(d - s);
    while (n > k) {
        n -= k;
        forward(d + n, s + n, k);
    }
    forward(d, s, n);
    return dst;
}
