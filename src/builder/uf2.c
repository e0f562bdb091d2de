/* uf2.c - UF2 images, the format USB mass-storage bootloaders take (a file copied onto the drive
 * the board shows): the bytes of the loadable segments of the firmware ELF (PT_LOAD, at their
 * physical, i.e. load, address) on the 256-byte pages they touch, in address order, one page per
 * 512-byte block, the bytes of a page no segment covers zero (two segments may share a page: it is
 * written once, with both). A block
 * holds, little-endian: the two start magic numbers, flags (0x2000: the family ID field is set),
 * the flash address of its payload, the payload's size, its index and the number of blocks, the
 * board's family ID ("uf2-family-id" in board.json; else 0, the file size field unused), the
 * payload padded with zeros to 476 bytes, and the end magic number. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "corogo.h"

#define UF2_MAGIC_START0 0x0A324655u /* "UF2\n" */
#define UF2_MAGIC_START1 0x9E5D5157u
#define UF2_MAGIC_END 0x0AB16F30u
#define UF2_FLAG_FAMILY_ID 0x00002000u
#define UF2_BLOCK 512
#define UF2_DATA 476
#define UF2_PAYLOAD 256

#define PT_LOAD 1

static uint32_t rd32(const unsigned char *p) { return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24; }
static uint16_t rd16(const unsigned char *p) { return (uint16_t)(p[0] | p[1] << 8); }

static void wr32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

/* the ELF's bytes, or NULL after an error */
static unsigned char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "corogo: error: cannot read %s: %s\n", path, strerror(errno));
        return NULL;
    }
    unsigned char *buf = NULL;
    size_t n = 0, cap = 0, got;
    do {
        if (n == cap) {
            cap = cap ? 2 * cap : 65536;
            buf = xrealloc(buf, cap);
        }
        got = fread(buf + n, 1, cap - n, f);
        n += got;
    } while (got > 0);
    fclose(f);
    *len = n;
    return buf;
}

bool uf2_write(const char *elf, const char *out, uint32_t family_id)
{
    size_t len;
    unsigned char *e = read_all(elf, &len);
    if (!e)
        return false;
    /* a 32-bit little-endian ELF (every board's) */
    if (len < 52 || memcmp(e, "\x7f" "ELF", 4) || e[4] != 1 || e[5] != 1) {
        fprintf(stderr, "corogo: error: %s is not a 32-bit little-endian ELF\n", elf);
        free(e);
        return false;
    }
    uint32_t phoff = rd32(e + 28);
    uint16_t phentsize = rd16(e + 42), phnum = rd16(e + 44);
    if (phentsize < 32 || phoff > len || (size_t)phnum * phentsize > len - phoff) {
        fprintf(stderr, "corogo: error: %s: bad program headers\n", elf);
        free(e);
        return false;
    }
    /* the segments' extents; then every 256-byte page any of them touches, in address order */
    typedef struct { uint32_t addr, offset, size; } Seg;
    Seg *segs = NULL;
    int nsegs = 0, csegs = 0;
    for (uint16_t i = 0; i < phnum; i++) {
        const unsigned char *ph = e + phoff + (size_t)i * phentsize;
        Seg sg = {rd32(ph + 12), rd32(ph + 4), rd32(ph + 16)};
        if (rd32(ph) != PT_LOAD || sg.size == 0)
            continue;
        if (sg.offset > len || sg.size > len - sg.offset || sg.addr + (uint64_t)sg.size > 0x100000000ull) {
            fprintf(stderr, "corogo: error: %s: a segment lies outside the file or the address space\n", elf);
            free(e);
            free(segs);
            return false;
        }
        VEC_PUSH(segs, nsegs, csegs, sg);
    }
    uint32_t *pages = NULL;
    int npages = 0, cpages = 0;
    for (uint64_t page = 0; page < 0x100000000ull;) {
        /* the lowest page at or above 'page' that a segment touches */
        uint64_t next = UINT64_MAX;
        for (int k = 0; k < nsegs; k++) {
            uint64_t lo = segs[k].addr & ~(uint64_t)(UF2_PAYLOAD - 1), hi = (uint64_t)segs[k].addr + segs[k].size;
            uint64_t p = page > lo ? page : lo;
            if (p < hi && p < next)
                next = p;
        }
        if (next == UINT64_MAX)
            break;
        VEC_PUSH(pages, npages, cpages, (uint32_t)next);
        page = next + UF2_PAYLOAD;
    }
    FILE *f = fopen(out, "wb");
    if (!f) {
        fprintf(stderr, "corogo: error: cannot write %s: %s\n", out, strerror(errno));
        free(e);
        free(segs);
        free(pages);
        return false;
    }
    bool ok = true;
    for (int i = 0; i < npages && ok; i++) {
        unsigned char block[UF2_BLOCK] = {0};
        wr32(block, UF2_MAGIC_START0);
        wr32(block + 4, UF2_MAGIC_START1);
        wr32(block + 8, family_id ? UF2_FLAG_FAMILY_ID : 0);
        wr32(block + 12, pages[i]);
        wr32(block + 16, UF2_PAYLOAD);
        wr32(block + 20, (uint32_t)i);
        wr32(block + 24, (uint32_t)npages);
        wr32(block + 28, family_id);
        for (int k = 0; k < nsegs; k++) { /* the part of each segment on this page */
            uint64_t lo = segs[k].addr > pages[i] ? segs[k].addr : pages[i];
            uint64_t hi = (uint64_t)segs[k].addr + segs[k].size;
            if (hi > (uint64_t)pages[i] + UF2_PAYLOAD)
                hi = (uint64_t)pages[i] + UF2_PAYLOAD;
            if (lo < hi)
                memcpy(block + 32 + (lo - pages[i]), e + segs[k].offset + (lo - segs[k].addr), hi - lo);
        }
        wr32(block + 32 + UF2_DATA, UF2_MAGIC_END);
        if (fwrite(block, 1, sizeof block, f) != sizeof block) {
            fprintf(stderr, "corogo: error: cannot write %s: %s\n", out, strerror(errno));
            ok = false;
        }
    }
    free(segs);
    free(pages);
    if (!ok) {
        fclose(f);
        free(e);
        return false;
    }
    free(e);
    if (fclose(f) != 0) {
        fprintf(stderr, "corogo: error: cannot write %s: %s\n", out, strerror(errno));
        return false;
    }
    return true;
}
