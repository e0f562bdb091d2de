/* tablepack.c - the packed layout of a read-only table of integer records, for tablecut.c. Given
 * the values of the fields the program reads (columns of N records), each field is stored in the
 * fewest bytes one of four encodings needs, and a read of field f of record i becomes the code that
 * decodes it: plain (the value in 1, 2, 4 or 8 bytes, zero- or sign-extended), relative (the
 * difference from another field of the same record, itself not relative, in fewer bytes), split
 * (the low 1 or 2 bytes stored, the rest a constant that changes once along the table, at record
 * K: lo + (i >= K ? C1 : C0), for sorted tables whose few last values are larger) or dictionary
 * (a byte indexing a separate array of the field's distinct values, at most 256; the array, sorted,
 * may itself keep only the low 1 or 2 bytes of each value, the rest a constant that changes at up to
 * three entries, chosen by comparing the index). Unicode's CaseRanges read by ToUpper packs so: Lo
 * split at the first astral record, Hi relative to Lo in a byte, Delta[UpperCase] a byte into its 97
 * distinct values, kept as 16-bit halves (194 B, the high half changing twice); 4 bytes a record. The stored fields
 * are laid out widest first, each aligned to its width; the decoded value is exactly the field's
 * value, so the program's reads and index checks are unchanged. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "corogo.h"

enum { PLAIN, REL, SPLIT, DICT };

/* the bytes w (1, 2, 4, 8) that hold every x of n values of `bits` bits, zero-extended (*sext 0)
   or sign-extended (*sext 1); 0 if none is narrower than `bits` */
static unsigned fit(const unsigned long long *x, unsigned long long n, unsigned bits, int *sext)
{
    for (unsigned w = 1; w * 8 < bits; w *= 2) {
        unsigned sh = 64 - 8 * w;
        bool z = true, s = true;
        for (unsigned long long e = 0; e < n && (z || s); e++) {
            z = z && x[e] >> (8 * w) == 0;
            long long v = (long long)(x[e] << (64 - bits)) >> (64 - bits);
            s = s && ((long long)((unsigned long long)v << sh) >> sh) == v;
        }
        if (z || s) {
            *sext = !z;
            return w;
        }
    }
    *sext = 0;
    return bits / 8;
}

static unsigned long long mask(unsigned bits)
{
    return bits >= 64 ? ~0ULL : (1ULL << bits) - 1;
}

/* split with w low bytes: the record K where the high part changes (n if it never does), or -1 */
static long long split_at(const unsigned long long *x, unsigned long long n, unsigned w)
{
    unsigned long long k = n;
    for (unsigned long long e = 1; e < n; e++) {
        if (x[e] >> (8 * w) == x[e - 1] >> (8 * w))
            continue;
        if (k != n)
            return -1;
        k = e;
    }
    return (long long)k;
}

static int cmp_ull(const void *a, const void *b)
{
    unsigned long long x = *(const unsigned long long *)a, y = *(const unsigned long long *)b;
    return x < y ? -1 : x > y;
}

static void put(char *p, unsigned long long v, unsigned w, bool big)
{
    for (unsigned i = 0; i < w; i++)
        p[big ? w - 1 - i : i] = (char)(v >> (8 * i));
}

bool tablepack_plan(TablePack *p, LLVMModuleRef m, const char *name, unsigned long long n, int nf,
                    const unsigned *bits, const unsigned long long *vals, unsigned long long budget)
{
    memset(p, 0, sizeof *p);
    if (nf > TABLEPACK_MAX || n == 0)
        return false;
    p->n = n;
    p->nf = nf;
    unsigned long long *tmp = xmalloc((size_t)n * sizeof *tmp);
    unsigned long long extra = 0;
    for (int f = 0; f < nf; f++) {
        PackField *pf = &p->f[f];
        const unsigned long long *x = vals + (size_t)f * n;
        pf->bits = bits[f];
        if (bits[f] != 8 && bits[f] != 16 && bits[f] != 32 && bits[f] != 64)
            goto fail;
        pf->enc = PLAIN;
        pf->w = fit(x, n, bits[f], &pf->sext);
        unsigned long long best = n * pf->w;
        for (int g = 0; g < f; g++) {
            if (p->f[g].enc == REL || p->f[g].bits != bits[f])
                continue;
            for (unsigned long long e = 0; e < n; e++)
                tmp[e] = (x[e] - vals[(size_t)g * n + e]) & mask(bits[f]);
            int s;
            unsigned w = fit(tmp, n, bits[f], &s);
            if (n * w < best) {
                best = n * w;
                *pf = (PackField){.enc = REL, .w = w, .sext = s, .ref = g, .bits = bits[f]};
            }
        }
        for (unsigned w = 1; w <= 2 && 8 * w < bits[f]; w++) {
            long long k = split_at(x, n, w);
            if (k < 0 || n * w >= best)
                continue;
            best = n * w;
            *pf = (PackField){.enc = SPLIT, .w = w, .k = (unsigned long long)k, .bits = bits[f]};
            pf->c0 = x[0] >> (8 * w) << (8 * w);
            pf->c1 = x[n - 1] >> (8 * w) << (8 * w);
        }
        /* the distinct values, sorted */
        memcpy(tmp, x, (size_t)n * sizeof *tmp);
        qsort(tmp, (size_t)n, sizeof *tmp, cmp_ull);
        unsigned long long nd = 0;
        for (unsigned long long e = 0; e < n; e++)
            if (e == 0 || tmp[e] != tmp[nd - 1])
                tmp[nd++] = tmp[e];
        int ds;
        unsigned dw = fit(tmp, nd, bits[f], &ds);
        /* or the entries' low bytes, the rest a constant changing at a few entries (sorted, the
           high parts only grow); each change costs a compare and select where it is read */
        int dsplits = 0;
        unsigned long long dk[TABLEPACK_DSPLIT] = {0}, dc[TABLEPACK_DSPLIT + 1] = {0}, dcost = nd * dw;
        for (unsigned w = 1; w <= 2 && 8 * w < bits[f] && w < dw; w++) {
            int ch = 0;
            unsigned long long k[TABLEPACK_DSPLIT], c[TABLEPACK_DSPLIT + 1] = {tmp[0] >> (8 * w) << (8 * w)};
            for (unsigned long long e = 1; e < nd && ch <= TABLEPACK_DSPLIT; e++)
                if (tmp[e] >> (8 * w) != tmp[e - 1] >> (8 * w) && ++ch <= TABLEPACK_DSPLIT) {
                    k[ch - 1] = e;
                    c[ch] = tmp[e] >> (8 * w) << (8 * w);
                }
            if (ch > TABLEPACK_DSPLIT || nd * w + 8ULL * (unsigned)ch >= dcost)
                continue;
            dcost = nd * w + 8ULL * (unsigned)ch;
            dw = w;
            ds = 0;
            dsplits = ch;
            memcpy(dk, k, sizeof k);
            memcpy(dc, c, sizeof c);
        }
        if (nd <= 256 && n + dcost < best) {
            *pf = (PackField){.enc = DICT, .w = 1, .bits = bits[f], .sext = ds, .dsplits = dsplits};
            memcpy(pf->dk, dk, sizeof dk);
            memcpy(pf->dc, dc, sizeof dc);
            LLVMContextRef ctx = LLVMGetModuleContext(m);
            LLVMTypeRef dt = LLVMIntTypeInContext(ctx, 8 * dw);
            LLVMValueRef *cs = xmalloc((size_t)nd * sizeof *cs);
            for (unsigned long long e = 0; e < nd; e++)
                cs[e] = LLVMConstInt(dt, tmp[e] & mask(8 * dw), 0);
            LLVMValueRef init = LLVMConstArray2(dt, cs, nd);
            free(cs);
            char *dn = xmalloc(strlen(name) + 16);
            snprintf(dn, strlen(name) + 16, "%s.dict%d", name, f);
            pf->dict = LLVMAddGlobal(m, LLVMTypeOf(init), dn);
            free(dn);
            LLVMSetInitializer(pf->dict, init);
            LLVMSetGlobalConstant(pf->dict, 1);
            LLVMSetLinkage(pf->dict, LLVMInternalLinkage);
            LLVMSetUnnamedAddress(pf->dict, LLVMGlobalUnnamedAddr);
            pf->dictw = dw;
            pf->nd = nd;
            pf->dvals = xmalloc((size_t)nd * sizeof *pf->dvals);
            memcpy(pf->dvals, tmp, (size_t)nd * sizeof *tmp);
            extra += nd * dw;
        }
    }
    /* widest first, each at a multiple of its width */
    unsigned off = 0, align = 1;
    for (unsigned w = 8; w >= 1; w /= 2)
        for (int f = 0; f < nf; f++)
            if (p->f[f].w == w) {
                p->f[f].off = off;
                off += w;
                if (w > align)
                    align = w;
            }
    p->stride = (off + align - 1) / align * align;
    p->align = align;
    if (n * p->stride + extra >= budget)
        goto fail;

    bool big = LLVMByteOrder(LLVMGetModuleDataLayout(m)) == LLVMBigEndian;
    char *out = xmalloc((size_t)(n * p->stride));
    memset(out, 0, (size_t)(n * p->stride));
    for (int f = 0; f < nf; f++) {
        PackField *pf = &p->f[f];
        const unsigned long long *x = vals + (size_t)f * n;
        for (unsigned long long e = 0; e < n; e++) {
            unsigned long long v = x[e];
            if (pf->enc == REL)
                v -= vals[(size_t)pf->ref * n + e];
            else if (pf->enc == DICT) {
                unsigned long long lo = 0, hi = pf->nd;
                while (x[e] != pf->dvals[lo + (hi - lo) / 2])
                    if (x[e] < pf->dvals[lo + (hi - lo) / 2])
                        hi = lo + (hi - lo) / 2;
                    else
                        lo = lo + (hi - lo) / 2 + 1;
                v = lo + (hi - lo) / 2;
            }
            put(out + e * p->stride + pf->off, v, pf->w, big);
        }
    }
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMValueRef init = LLVMConstStringInContext2(ctx, out, (size_t)(n * p->stride), 1);
    free(out);
    p->global = LLVMAddGlobal(m, LLVMTypeOf(init), name);
    LLVMSetInitializer(p->global, init);
    LLVMSetGlobalConstant(p->global, 1);
    LLVMSetLinkage(p->global, LLVMInternalLinkage);
    LLVMSetUnnamedAddress(p->global, LLVMGlobalUnnamedAddr);
    LLVMSetAlignment(p->global, align);
    free(tmp);
    return true;
fail:
    free(tmp);
    tablepack_free(p);
    return false;
}

void tablepack_free(TablePack *p)
{
    for (int f = 0; f < p->nf; f++) {
        free(p->f[f].dvals);
        p->f[f].dvals = NULL;
        if (p->f[f].dict && !p->global && !LLVMGetFirstUse(p->f[f].dict))
            LLVMDeleteGlobal(p->f[f].dict);
        p->f[f].dict = NULL;
    }
}

/* the stored bytes of field f of record idx, extended to type t */
static LLVMValueRef stored(TablePack *p, LLVMBuilderRef b, LLVMValueRef idx, int f, LLVMTypeRef t, bool sext)
{
    LLVMContextRef ctx = LLVMGetModuleContext(LLVMGetGlobalParent(p->global));
    PackField *pf = &p->f[f];
    LLVMTypeRef i8 = LLVMInt8TypeInContext(ctx), i32 = LLVMInt32TypeInContext(ctx);
    LLVMTypeRef rec = LLVMArrayType2(i8, p->stride);
    LLVMValueRef ix[2] = {idx, LLVMConstInt(i32, pf->off, 0)};
    LLVMValueRef a = LLVMBuildInBoundsGEP2(b, rec, p->global, ix, 2, "");
    LLVMTypeRef wt = LLVMIntTypeInContext(ctx, 8 * pf->w);
    LLVMValueRef v = LLVMBuildLoad2(b, wt, a, "");
    LLVMSetAlignment(v, pf->w);
    if (pf->w * 8 == LLVMGetIntTypeWidth(t))
        return v;
    return sext ? LLVMBuildSExt(b, v, t, "") : LLVMBuildZExt(b, v, t, "");
}

LLVMValueRef tablepack_load(TablePack *p, LLVMBuilderRef b, LLVMValueRef idx, int f)
{
    LLVMContextRef ctx = LLVMGetModuleContext(LLVMGetGlobalParent(p->global));
    PackField *pf = &p->f[f];
    LLVMTypeRef t = LLVMIntTypeInContext(ctx, pf->bits);
    switch (pf->enc) {
    case REL:
        return LLVMBuildAdd(b, tablepack_load(p, b, idx, pf->ref), stored(p, b, idx, f, t, pf->sext), "");
    case SPLIT: {
        LLVMValueRef lo = stored(p, b, idx, f, t, false);
        LLVMValueRef c0 = LLVMConstInt(t, pf->c0, 0), c1 = LLVMConstInt(t, pf->c1, 0), hi = c0;
        if (pf->c0 != pf->c1) {
            LLVMValueRef k = LLVMConstInt(LLVMTypeOf(idx), pf->k, 0);
            hi = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntUGE, idx, k, ""), c1, c0, "");
        }
        return pf->c0 == 0 && pf->c1 == 0 ? lo : LLVMBuildAdd(b, lo, hi, "");
    }
    case DICT: {
        LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx), dt = LLVMIntTypeInContext(ctx, 8 * pf->dictw);
        LLVMValueRef ix = stored(p, b, idx, f, i32, false);
        LLVMValueRef a = LLVMBuildInBoundsGEP2(b, dt, pf->dict, &ix, 1, "");
        LLVMValueRef v = LLVMBuildLoad2(b, dt, a, "");
        LLVMSetAlignment(v, pf->dictw);
        if (pf->dictw * 8 != pf->bits)
            v = pf->sext ? LLVMBuildSExt(b, v, t, "") : LLVMBuildZExt(b, v, t, "");
        if (pf->dsplits == 0 && pf->dc[0] == 0)
            return v;
        LLVMValueRef hi = LLVMConstInt(t, pf->dc[0], 0);
        for (int j = 0; j < pf->dsplits; j++) {
            LLVMValueRef ge = LLVMBuildICmp(b, LLVMIntUGE, ix, LLVMConstInt(i32, pf->dk[j], 0), "");
            hi = LLVMBuildSelect(b, ge, LLVMConstInt(t, pf->dc[j + 1], 0), hi, "");
        }
        return LLVMBuildAdd(b, v, hi, "");
    }
    default:
        return stored(p, b, idx, f, t, pf->sext);
    }
}
