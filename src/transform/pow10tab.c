/* pow10tab.c - a read-only table of the 128-bit mantissas of consecutive powers of ten becomes
 * every twentieth entry and two bits per entry, and its loads calls of the runtime's generator.
 * strconv's detailedPowersOfTen (10^-348 to 10^347 rounded down, 696 x [2]uint64 = 11,136 B of
 * flash), which float formatting (ryu) and parsing (Eisel-Lemire) index, is the one such table in
 * Go's library. After LLVM's pipeline, at -Os and -Oz only (a lookup becomes a call of a few
 * hundred instructions), an internal constant [N x [2 x i64]] (N >= 64, each entry (low, high)
 * with the high word's top bit set) is replaced when: rt_pow10tab_gen (runtime-baremetal/include/
 * rt_pow10tab.h, the code the board runs), given entries 0, 20, 40, ... as bases and a correction
 * of 0-3 per entry, gives back every word of every entry, checked here for each one; and every
 * use of the table is an element address getelementptr T, G, 0, i (or its word, 0, i, w), used only
 * by loads of an i64 word, directly or through a constant byte offset (getelementptr i8, E, 8).
 * Each such load becomes rt_pow10tab_word(bases, fix, i, word) (runtime-baremetal/pow10tab.c);
 * the index and its bounds check are the program's own and unchanged. Any other table, or use, is
 * left as it is. About 750 B of data and 200 B of code where the table was 11,136 B. */
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/DebugInfo.h>

#include "corogo.h"
#include "rt_pow10tab.h"

#define MIN_ENTRIES 64

typedef struct Use {
    LLVMValueRef load, index;
    unsigned word;
} Use;

typedef struct Uses {
    Use *v;
    int n, cap;
    LLVMValueRef *addrs; /* the addresses to erase once their loads are gone, inner ones last */
    int naddrs, capaddrs;
} Uses;

static void push_use(Uses *u, LLVMValueRef load, LLVMValueRef index, unsigned word)
{
    if (u->n == u->cap) {
        u->cap = u->cap ? 2 * u->cap : 16;
        u->v = xrealloc(u->v, (size_t)u->cap * sizeof *u->v);
    }
    u->v[u->n++] = (Use){load, index, word};
}

static void push_addr(Uses *u, LLVMValueRef a)
{
    if (u->naddrs == u->capaddrs) {
        u->capaddrs = u->capaddrs ? 2 * u->capaddrs : 16;
        u->addrs = xrealloc(u->addrs, (size_t)u->capaddrs * sizeof *u->addrs);
    }
    u->addrs[u->naddrs++] = a;
}

static bool const_int(LLVMValueRef v, long long *out)
{
    if (!LLVMIsAConstantInt(v))
        return false;
    *out = LLVMConstIntGetSExtValue(v);
    return true;
}

static bool is_i64(LLVMTypeRef t)
{
    return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 64;
}

/* a simple load of the i64 word at byte offset off (0 or 8) of entry index */
static bool word_load(Uses *u, LLVMValueRef load, LLVMValueRef index, long long off)
{
    if (!LLVMIsALoadInst(load) || LLVMGetVolatile(load) || !is_i64(LLVMTypeOf(load)) || (off != 0 && off != 8))
        return false;
    push_use(u, load, index, (unsigned)(off / 8));
    return true;
}

/* every use of the entry address e (byte offset off into entry index) a word load, directly or
   through a constant byte offset */
static bool entry_uses(Uses *u, LLVMValueRef e, LLVMValueRef index, long long off)
{
    push_addr(u, e);
    for (LLVMUseRef use = LLVMGetFirstUse(e); use; use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (LLVMIsALoadInst(user)) {
            if (!word_load(u, user, index, off))
                return false;
            continue;
        }
        long long k;
        if (!LLVMIsAGetElementPtrInst(user) || LLVMGetOperand(user, 0) != e || LLVMGetNumOperands(user) != 2 ||
            !const_int(LLVMGetOperand(user, 1), &k))
            return false;
        LLVMTypeRef st = LLVMGetGEPSourceElementType(user);
        long long scale;
        if (LLVMGetTypeKind(st) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(st) == 8)
            scale = 1;
        else if (is_i64(st))
            scale = 8;
        else
            return false;
        if (!entry_uses(u, user, index, off + k * scale))
            return false;
    }
    return true;
}

/* every use of the table g an element address whose uses are word loads */
static bool table_uses(Uses *u, LLVMValueRef g, LLVMTypeRef t)
{
    for (LLVMUseRef use = LLVMGetFirstUse(g); use; use = LLVMGetNextUse(use)) {
        LLVMValueRef e = LLVMGetUser(use);
        long long zero, w = 0;
        unsigned n = LLVMIsAGetElementPtrInst(e) ? (unsigned)LLVMGetNumOperands(e) : 0;
        if ((n != 3 && n != 4) || LLVMGetOperand(e, 0) != g || LLVMGetGEPSourceElementType(e) != t ||
            !const_int(LLVMGetOperand(e, 1), &zero) || zero != 0 ||
            (n == 4 && (!const_int(LLVMGetOperand(e, 3), &w) || (w != 0 && w != 1))))
            return false;
        if (!entry_uses(u, e, LLVMGetOperand(e, 2), 8 * w))
            return false;
    }
    return true;
}

/* the table's words (low, high per entry), if g is an internal constant [N x [2 x i64]] of
   normalised mantissas */
static uint64_t *table_words(LLVMValueRef g, LLVMTypeRef t, unsigned *count)
{
    if (!LLVMIsAGlobalVariable(g) || !LLVMIsGlobalConstant(g) || LLVMGetLinkage(g) != LLVMInternalLinkage ||
        LLVMGetTypeKind(t) != LLVMArrayTypeKind)
        return NULL;
    LLVMTypeRef et = LLVMGetElementType(t);
    unsigned n = (unsigned)LLVMGetArrayLength2(t);
    if (n < MIN_ENTRIES || LLVMGetTypeKind(et) != LLVMArrayTypeKind || LLVMGetArrayLength2(et) != 2 ||
        !is_i64(LLVMGetElementType(et)))
        return NULL;
    LLVMValueRef init = LLVMGetInitializer(g);
    if (!init)
        return NULL;
    uint64_t *w = xmalloc((size_t)n * 2 * sizeof *w);
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef entry = LLVMGetAggregateElement(init, i);
        for (unsigned k = 0; k < 2; k++) {
            LLVMValueRef v = entry ? LLVMGetAggregateElement(entry, k) : NULL;
            if (!v || !LLVMIsAConstantInt(v)) {
                free(w);
                return NULL;
            }
            w[2 * i + k] = LLVMConstIntGetZExtValue(v);
        }
        if (!(w[2 * i + 1] >> 63)) {
            free(w);
            return NULL;
        }
    }
    *count = n;
    return w;
}

/* the bases and corrections that give back every entry of w, checked; false if some entry needs
   a correction above 3 */
static bool derive(const uint64_t *w, unsigned n, uint64_t *bases, uint8_t *fix)
{
    unsigned nb = (n + RT_POW10TAB_STRIDE - 1) / RT_POW10TAB_STRIDE;
    for (unsigned b = 0; b < nb; b++) {
        bases[2 * b] = w[2 * b * RT_POW10TAB_STRIDE];
        bases[2 * b + 1] = w[2 * b * RT_POW10TAB_STRIDE + 1];
    }
    for (unsigned i = 0; i < n; i++) {
        unsigned c = 0;
        for (; c < 4; c++) {
            fix[i / 4] = (uint8_t)((fix[i / 4] & ~(3u << (i % 4 * 2))) | c << (i % 4 * 2));
            if (rt_pow10tab_gen(bases, fix, i, 0) == w[2 * i] && rt_pow10tab_gen(bases, fix, i, 1) == w[2 * i + 1])
                break;
        }
        if (c == 4)
            return false;
    }
    for (unsigned i = 0; i < n; i++) /* the whole table again, every correction in place */
        for (unsigned k = 0; k < 2; k++)
            if (rt_pow10tab_gen(bases, fix, i, k) != w[2 * i + k])
                return false;
    return true;
}

static LLVMValueRef const_global(LLVMModuleRef m, const char *base, const char *suffix, LLVMValueRef init,
                                 unsigned align)
{
    char name[256];
    snprintf(name, sizeof name, "%s%s", base, suffix);
    LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(init), name);
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMInternalLinkage);
    LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
    LLVMSetAlignment(g, align);
    return g;
}

static bool replace(LLVMModuleRef m, LLVMValueRef g)
{
    LLVMTypeRef t = LLVMGlobalGetValueType(g);
    unsigned n;
    uint64_t *w = table_words(g, t, &n);
    if (!w)
        return false;
    Uses u = {0};
    unsigned nb = (n + RT_POW10TAB_STRIDE - 1) / RT_POW10TAB_STRIDE, nfix = (n + 3) / 4;
    uint64_t *bases = xmalloc((size_t)nb * 2 * sizeof *bases);
    uint8_t *fix = xmalloc(nfix);
    bool ok = table_uses(&u, g, t) && u.n > 0 && derive(w, n, bases, fix);
    if (ok) {
        LLVMContextRef ctx = LLVMGetModuleContext(m);
        LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx), i32 = LLVMInt32TypeInContext(ctx),
                    i8 = LLVMInt8TypeInContext(ctx), ptr = LLVMPointerTypeInContext(ctx, 0);
        LLVMValueRef *bv = xmalloc((size_t)nb * 2 * sizeof *bv), *fv = xmalloc((size_t)nfix * sizeof *fv);
        for (unsigned i = 0; i < nb * 2; i++)
            bv[i] = LLVMConstInt(i64, bases[i], 0);
        for (unsigned i = 0; i < nfix; i++)
            fv[i] = LLVMConstInt(i8, fix[i], 0);
        size_t len;
        const char *name = LLVMGetValueName2(g, &len);
        LLVMValueRef gb = const_global(m, name, ".bases", LLVMConstArray2(i64, bv, nb * 2), 8);
        LLVMValueRef gf = const_global(m, name, ".fix", LLVMConstArray2(i8, fv, nfix), 1);
        free(bv);
        free(fv);
        LLVMTypeRef ft = LLVMFunctionType(i64, (LLVMTypeRef[]){ptr, ptr, i32, i32}, 4, 0);
        LLVMValueRef fn = LLVMGetNamedFunction(m, "rt_pow10tab_word");
        if (!fn)
            fn = LLVMAddFunction(m, "rt_pow10tab_word", ft);
        LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
        for (int i = 0; i < u.n; i++) {
            LLVMPositionBuilderBefore(b, u.v[i].load);
            LLVMValueRef idx = LLVMBuildIntCast2(b, u.v[i].index, i32, 0, "");
            LLVMValueRef args[] = {gb, gf, idx, LLVMConstInt(i32, u.v[i].word, 0)};
            LLVMValueRef call = LLVMBuildCall2(b, ft, fn, args, 4, "");
            LLVMInstructionSetDebugLoc(call, LLVMInstructionGetDebugLoc(u.v[i].load));
            LLVMReplaceAllUsesWith(u.v[i].load, call);
            LLVMInstructionEraseFromParent(u.v[i].load);
        }
        LLVMDisposeBuilder(b);
        for (int i = u.naddrs - 1; i >= 0; i--) /* inner addresses first: pushed after their parents */
            LLVMInstructionEraseFromParent(u.addrs[i]);
        LLVMDeleteGlobal(g);
    }
    free(u.v);
    free(u.addrs);
    free(bases);
    free(fix);
    free(w);
    return ok;
}

int pow10tab_run(LLVMModuleRef m)
{
    int n = 0;
    for (LLVMValueRef g = LLVMGetFirstGlobal(m), next; g; g = next) {
        next = LLVMGetNextGlobal(g);
        n += replace(m, g);
    }
    return n;
}
