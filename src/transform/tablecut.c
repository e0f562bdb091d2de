/* tablecut.c - read-only tables keep only the fields the program reads. Package initialisation at
 * compile time (src/interp) leaves a table it built as an internal constant byte string, [K x i8],
 * read through element addresses getelementptr S, G, i; unicode's CaseRanges is 319 records of
 * S = {Lo, Hi uint32; Delta [3]rune}, 20 bytes each, and unicode.ToUpper, inlined with its case
 * constant, loads Lo, Hi and Delta[0] only. LLVM's passes cannot narrow a table (the records'
 * stride is the type's), so after them this pass does, where every use of G is such an element
 * address of one S (K a multiple of its size), followed only by constant-offset addresses and
 * loads, each load one scalar field of S, or a load of several fields each use of which extracts
 * one: the table becomes N records of S', the loaded fields alone in their order (S's natural
 * layout), and each such load reads its field of the new record (its alignment at most the
 * field's). Anything else among the uses (a store, a call, a phi or select, a compare, a constant
 * expression, an address outside its record, a load across fields) leaves the table as it is. The
 * element index, bounds checks included, is the program's own and unchanged. When the fields read
 * are integers each load reads whole, tablepack.c packs them instead if that takes fewer bytes
 * (also when every field is read), and each load becomes the code decoding its field. Rows too: a
 * constant integer array read by loads of T at addresses getelementptr [N x T], G, 0, i (or T, G,
 * i) alone, i bounded by compares on the single-predecessor path to it (x + C1 against a constant,
 * unsigned, or equal) keeps only the rows from the least bound to the greatest, its addresses
 * T, (G' - lo rows), i; utf8.first, read by DecodeRuneInString after LLVM turned `x >= as` into a
 * range test of the byte, keeps the 51 rows of the lead bytes 0xC2..0xF4 of its 256. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "corogo.h"

/* a scalar field of the record: its byte offset, its type and the path of aggregate indices to it */
#define MAX_DEPTH 4
#define MAX_LEAVES 64
typedef struct Leaf {
    unsigned long long off;
    LLVMTypeRef ty;
    unsigned path[MAX_DEPTH];
    int depth;
    int used;    /* read by some load; after the layout: its index in S' plus one */
} Leaf;

typedef struct Cut {
    LLVMTargetDataRef td;
    LLVMTypeRef rec;          /* S */
    unsigned long long size;  /* its ABI size */
    Leaf leaves[MAX_LEAVES];
    int nleaves;
    LLVMValueRef *elems;      /* the element addresses (getelementptr from the global) */
    int nelems, capelems;
    LLVMValueRef *inner;      /* the constant-offset addresses below them, parents first */
    int ninner, capinner;
    /* a load of a field, or a field extracted (ext) from a load of several */
    struct Load { LLVMValueRef load, elem, ext; int leaf; } *loads;
    int nloads, caploads;
} Cut;

static bool collect_leaves(Cut *c, LLVMTypeRef t, unsigned long long off, unsigned *path, int depth)
{
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind) {
        if (depth == MAX_DEPTH)
            return false;
        unsigned n = k == LLVMStructTypeKind ? LLVMCountStructElementTypes(t) : (unsigned)LLVMGetArrayLength2(t);
        for (unsigned i = 0; i < n; i++) {
            LLVMTypeRef et = k == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(t, i) : LLVMGetElementType(t);
            unsigned long long eoff = k == LLVMStructTypeKind ? LLVMOffsetOfElement(c->td, t, i)
                                                              : i * LLVMABISizeOfType(c->td, et);
            path[depth] = i;
            if (!collect_leaves(c, et, off + eoff, path, depth + 1))
                return false;
        }
        return true;
    }
    if (k != LLVMIntegerTypeKind && k != LLVMPointerTypeKind && k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind)
        return false;
    if (c->nleaves == MAX_LEAVES)
        return false;
    Leaf *l = &c->leaves[c->nleaves++];
    l->off = off;
    l->ty = t;
    l->depth = depth;
    for (int i = 0; i < depth; i++)
        l->path[i] = path[i];
    l->used = 0;
    return true;
}

static long long const_index(LLVMValueRef v, bool *ok)
{
    if (!LLVMIsAConstantInt(v)) {
        *ok = false;
        return 0;
    }
    return LLVMConstIntGetSExtValue(v);
}

/* the byte offset a getelementptr adds with constant indices from operand `from` on; its first
   such index steps over whole source elements */
static bool gep_offset(Cut *c, LLVMValueRef gep, unsigned from, long long *off)
{
    LLVMTypeRef t = LLVMGetGEPSourceElementType(gep);
    unsigned n = (unsigned)LLVMGetNumOperands(gep);
    bool ok = true;
    long long o = 0;
    for (unsigned i = from; i < n && ok; i++) {
        long long k = const_index(LLVMGetOperand(gep, i), &ok);
        if (i == from) {
            o += k * (long long)LLVMABISizeOfType(c->td, t);
            continue;
        }
        LLVMTypeKind tk = LLVMGetTypeKind(t);
        if (tk == LLVMStructTypeKind) {
            if (k < 0 || k >= (long long)LLVMCountStructElementTypes(t))
                return false;
            o += (long long)LLVMOffsetOfElement(c->td, t, (unsigned)k);
            t = LLVMStructGetTypeAtIndex(t, (unsigned)k);
        } else if (tk == LLVMArrayTypeKind) {
            t = LLVMGetElementType(t);
            o += k * (long long)LLVMABISizeOfType(c->td, t);
        } else {
            return false;
        }
    }
    *off = o;
    return ok;
}

static int leaf_at(Cut *c, long long off, LLVMTypeRef ty)
{
    if (off < 0)
        return -1;
    unsigned long long sz = LLVMStoreSizeOfType(c->td, ty);
    for (int i = 0; i < c->nleaves; i++)
        if (c->leaves[i].off == (unsigned long long)off && LLVMStoreSizeOfType(c->td, c->leaves[i].ty) == sz)
            return i;
    return -1;
}

static bool note_load(Cut *c, LLVMValueRef load, LLVMValueRef elem, LLVMValueRef ext, long long off, LLVMTypeRef ty)
{
    LLVMTypeKind k = LLVMGetTypeKind(ty);
    if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind)
        return false;
    int l = leaf_at(c, off, ty);
    if (l < 0)
        return false;
    if (c->nloads == c->caploads) {
        c->caploads = c->caploads ? 2 * c->caploads : 16;
        c->loads = xrealloc(c->loads, (size_t)c->caploads * sizeof *c->loads);
    }
    c->loads[c->nloads++] = (struct Load){load, elem, ext, l};
    c->leaves[l].used = 1;
    return true;
}

/* the uses of address p, off bytes into the record at elem: loads and further constant offsets */
static bool follow(Cut *c, LLVMValueRef p, LLVMValueRef elem, long long off)
{
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user)) {
            if (LLVMGetVolatile(user) || LLVMGetOrdering(user) != LLVMAtomicOrderingNotAtomic)
                return false;
            LLVMTypeRef lt = LLVMTypeOf(user);
            LLVMTypeKind lk = LLVMGetTypeKind(lt);
            if (lk != LLVMStructTypeKind && lk != LLVMArrayTypeKind) {
                if (!note_load(c, user, elem, NULL, off, lt))
                    return false;
                continue;
            }
            /* a load of several fields whose every use takes one field out */
            if (!LLVMGetFirstUse(user))
                return false;
            for (LLVMUseRef v = LLVMGetFirstUse(user); v; v = LLVMGetNextUse(v)) {
                LLVMValueRef ext = LLVMGetUser(v);
                if (!LLVMIsAExtractValueInst(ext))
                    return false;
                const unsigned *idx = LLVMGetIndices(ext);
                LLVMTypeRef t = lt;
                long long o = off;
                for (unsigned i = 0; i < LLVMGetNumIndices(ext); i++) {
                    if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
                        o += (long long)LLVMOffsetOfElement(c->td, t, idx[i]);
                        t = LLVMStructGetTypeAtIndex(t, idx[i]);
                    } else {
                        t = LLVMGetElementType(t);
                        o += (long long)idx[i] * (long long)LLVMABISizeOfType(c->td, t);
                    }
                }
                if (!note_load(c, user, elem, ext, o, t))
                    return false;
            }
        } else if (LLVMIsAGetElementPtrInst(user) && LLVMGetOperand(user, 0) == p) {
            long long d;
            if (!gep_offset(c, user, 1, &d))
                return false;
            if (c->ninner == c->capinner) {
                c->capinner = c->capinner ? 2 * c->capinner : 16;
                c->inner = xrealloc(c->inner, (size_t)c->capinner * sizeof *c->inner);
            }
            c->inner[c->ninner++] = user;
            if (!follow(c, user, elem, off + d))
                return false;
        } else {
            return false;
        }
    }
    return true;
}

/* the element addresses of global g (getelementptr S, g, i, ...): every use must be one */
static bool follow_global(Cut *c, LLVMValueRef g)
{
    for (LLVMUseRef u = LLVMGetFirstUse(g); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAGetElementPtrInst(user) || LLVMGetOperand(user, 0) != g)
            return false;
        if (LLVMGetGEPSourceElementType(user) != c->rec)
            return false;
        unsigned rest = 2;
        long long off = 0;
        if ((unsigned)LLVMGetNumOperands(user) > rest) {
            /* the field part: constant indices into S, as if from a getelementptr S, p, 0, ... */
            LLVMTypeRef t = c->rec;
            for (unsigned i = rest; i < (unsigned)LLVMGetNumOperands(user); i++) {
                bool ok = true;
                long long k = const_index(LLVMGetOperand(user, i), &ok);
                if (!ok)
                    return false;
                if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
                    if (k < 0 || k >= (long long)LLVMCountStructElementTypes(t))
                        return false;
                    off += (long long)LLVMOffsetOfElement(c->td, t, (unsigned)k);
                    t = LLVMStructGetTypeAtIndex(t, (unsigned)k);
                } else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
                    t = LLVMGetElementType(t);
                    off += k * (long long)LLVMABISizeOfType(c->td, t);
                } else {
                    return false;
                }
            }
        }
        if (c->nelems == c->capelems) {
            c->capelems = c->capelems ? 2 * c->capelems : 8;
            c->elems = xrealloc(c->elems, (size_t)c->capelems * sizeof *c->elems);
        }
        c->elems[c->nelems++] = user;
        if (!follow(c, user, user, off))
            return false;
    }
    return c->nelems > 0;
}

/* the loads of several fields, now unused */
static void erase_multi(Cut *c)
{
    for (int i = 0; i < c->nloads; i++) {
        LLVMValueRef ld = c->loads[i].ext ? c->loads[i].load : NULL;
        if (!ld)
            continue;
        for (int j = i + 1; j < c->nloads; j++)
            if (c->loads[j].load == ld)
                c->loads[j].ext = NULL, c->loads[j].load = NULL;
        LLVMInstructionEraseFromParent(ld);
    }
}

/* the element addresses and the addresses below them, now unused, and g, g2 taking its name */
static void erase_old(Cut *c, LLVMValueRef g, LLVMValueRef g2)
{
    for (int i = c->ninner - 1; i >= 0; i--)
        LLVMInstructionEraseFromParent(c->inner[i]);
    for (int i = 0; i < c->nelems; i++)
        LLVMInstructionEraseFromParent(c->elems[i]);
    char *name = xstrdup(LLVMGetValueName(g));
    LLVMDeleteGlobal(g);
    LLVMSetValueName2(g2, name, strlen(name));
    free(name);
}

/* g's n records packed by tablepack.c when the used leaves are integers each load reads whole and
   the packed bytes are fewer than budget; false (nothing changed) if not */
static bool pack(Cut *c, LLVMModuleRef m, LLVMValueRef g, unsigned long long n, unsigned long long budget)
{
    int map[MAX_LEAVES], nf = 0;
    unsigned bits[MAX_LEAVES];
    for (int i = 0; i < c->nleaves; i++) {
        map[i] = -1;
        if (!c->leaves[i].used)
            continue;
        if (LLVMGetTypeKind(c->leaves[i].ty) != LLVMIntegerTypeKind)
            return false;
        bits[nf] = LLVMGetIntTypeWidth(c->leaves[i].ty);
        map[i] = nf++;
    }
    for (int i = 0; i < c->nloads; i++) {
        LLVMValueRef v = c->loads[i].ext ? c->loads[i].ext : c->loads[i].load;
        if (LLVMTypeOf(v) != c->leaves[c->loads[i].leaf].ty)
            return false;
    }
    size_t len;
    const unsigned char *data = (const unsigned char *)LLVMGetAsString(LLVMGetInitializer(g), &len);
    if (len < n * c->size)
        return false;
    bool big = LLVMByteOrder(c->td) == LLVMBigEndian;
    unsigned long long *vals = xmalloc((size_t)(n * (unsigned long long)nf) * sizeof *vals);
    for (int i = 0; i < c->nleaves; i++) {
        if (map[i] < 0)
            continue;
        unsigned w = bits[map[i]] / 8;
        for (unsigned long long e = 0; e < n; e++) {
            const unsigned char *p = data + e * c->size + c->leaves[i].off;
            unsigned long long v = 0;
            for (unsigned j = 0; j < w; j++)
                v |= (unsigned long long)p[big ? w - 1 - j : j] << (8 * j);
            vals[(size_t)map[i] * n + e] = v;
        }
    }
    TablePack tp;
    bool ok = tablepack_plan(&tp, m, LLVMGetValueName(g), n, nf, bits, vals, budget);
    free(vals);
    if (!ok)
        return false;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (int i = 0; i < c->nloads; i++) {
        struct Load *ld = &c->loads[i];
        LLVMValueRef old = ld->ext ? ld->ext : ld->load;
        LLVMPositionBuilderBefore(b, old);
        LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(old));
        LLVMValueRef v = tablepack_load(&tp, b, LLVMGetOperand(ld->elem, 1), map[ld->leaf]);
        LLVMReplaceAllUsesWith(old, v);
        LLVMInstructionEraseFromParent(old);
        if (!ld->ext)
            ld->load = NULL;
    }
    erase_multi(c);
    LLVMDisposeBuilder(b);
    LLVMSetSection(tp.global, LLVMGetSection(g) ? LLVMGetSection(g) : "");
    erase_old(c, g, tp.global);
    tablepack_free(&tp);
    return true;
}

/* g's n records rebuilt with the used leaves only, packed if that is smaller; false (nothing
   changed) if its bytes are fewer */
static bool rebuild(Cut *c, LLVMModuleRef m, LLVMValueRef g, unsigned long long n)
{
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMTypeRef types[MAX_LEAVES];
    int nkept = 0;
    for (int i = 0; i < c->nleaves; i++)
        if (c->leaves[i].used)
            types[nkept++] = c->leaves[i].ty;
    LLVMTypeRef rec2 = LLVMStructTypeInContext(ctx, types, (unsigned)nkept, 0);
    size_t len, size2 = (size_t)LLVMABISizeOfType(c->td, rec2);
    if (pack(c, m, g, n, n * size2))
        return true;
    if (nkept == c->nleaves)
        return false;
    const char *data = LLVMGetAsString(LLVMGetInitializer(g), &len);
    if (len < n * c->size)
        return false;
    char *out = xmalloc((size_t)n * size2);
    for (unsigned long long e = 0; e < n; e++) {
        unsigned k = 0;
        for (int i = 0; i < c->nleaves; i++) {
            if (!c->leaves[i].used)
                continue;
            memcpy(out + e * size2 + LLVMOffsetOfElement(c->td, rec2, k++), data + e * c->size + c->leaves[i].off,
                   (size_t)LLVMStoreSizeOfType(c->td, c->leaves[i].ty));
        }
    }
    LLVMValueRef init2 = LLVMConstStringInContext2(ctx, out, (size_t)n * size2, 1);
    free(out);
    LLVMTypeRef arr2 = LLVMTypeOf(init2);
    LLVMValueRef g2 = LLVMAddGlobal(m, arr2, LLVMGetValueName(g));
    LLVMSetInitializer(g2, init2);
    LLVMSetGlobalConstant(g2, 1);
    LLVMSetLinkage(g2, LLVMGetLinkage(g));
    LLVMSetUnnamedAddress(g2, LLVMGlobalUnnamedAddr);
    LLVMSetAlignment(g2, LLVMABIAlignmentOfType(c->td, rec2));
    const char *sec = LLVMGetSection(g);
    if (sec && *sec)
        LLVMSetSection(g2, sec);

    int k = 0;
    for (int i = 0; i < c->nleaves; i++)
        if (c->leaves[i].used)
            c->leaves[i].used = ++k;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMTypeRef i8 = LLVMInt8TypeInContext(ctx), i32 = LLVMInt32TypeInContext(ctx);
    LLVMValueRef *elem2 = xmalloc((size_t)c->nelems * sizeof *elem2);
    for (int i = 0; i < c->nelems; i++) {
        LLVMValueRef old = c->elems[i];
        LLVMPositionBuilderBefore(b, old);
        LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(old));
        LLVMValueRef idx = LLVMGetOperand(old, 1);
        elem2[i] = LLVMBuildGEP2(b, rec2, g2, &idx, 1, "");
        LLVMSetIsInBounds(elem2[i], LLVMIsInBounds(old));
    }
    for (int i = 0; i < c->nloads; i++) {
        struct Load *ld = &c->loads[i];
        int e = 0;
        while (c->elems[e] != ld->elem)
            e++;
        const Leaf *l = &c->leaves[ld->leaf];
        unsigned field = (unsigned)l->used - 1;
        LLVMPositionBuilderBefore(b, ld->load);
        LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(ld->ext ? ld->ext : ld->load));
        LLVMValueRef p = elem2[e];
        unsigned long long off = LLVMOffsetOfElement(c->td, rec2, field);
        if (off) {
            LLVMValueRef o = LLVMConstInt(i32, off, 0);
            p = LLVMBuildInBoundsGEP2(b, i8, p, &o, 1, "");
        }
        unsigned align = LLVMABIAlignmentOfType(c->td, l->ty);
        if (LLVMGetAlignment(ld->load) < align)
            align = LLVMGetAlignment(ld->load);
        LLVMValueRef load = ld->load;
        if (ld->ext) {
            load = LLVMBuildLoad2(b, LLVMTypeOf(ld->ext), p, "");
            LLVMReplaceAllUsesWith(ld->ext, load);
            LLVMInstructionEraseFromParent(ld->ext);
        } else {
            LLVMSetOperand(load, 0, p);
        }
        LLVMSetAlignment(load, align);
    }
    erase_multi(c);
    LLVMDisposeBuilder(b);
    free(elem2);
    erase_old(c, g, g2);
    return true;
}

/* the record type of a table held as bytes (package initialisation at compile time writes its
   memory so: [K x i8]): the source type of the element addresses, one for them all */
static LLVMTypeRef byte_table_record(LLVMValueRef g)
{
    LLVMTypeRef rec = NULL;
    for (LLVMUseRef u = LLVMGetFirstUse(g); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAGetElementPtrInst(user))
            return NULL;
        LLVMTypeRef t = LLVMGetGEPSourceElementType(user);
        if (rec && t != rec)
            return NULL;
        rec = t;
    }
    return rec && LLVMGetTypeKind(rec) == LLVMStructTypeKind ? rec : NULL;
}

/* ---- rows: a constant array indexed only where a compare has bounded the index keeps those rows */

/* on the edge into `bb` from its only predecessor, the interval [*lo, *hi] of x when the branch
   tests (x + c1) against a constant unsigned or for equality; false if it says nothing of x */
static bool edge_bound(LLVMBasicBlockRef bb, LLVMValueRef x, unsigned long long *lo, unsigned long long *hi,
                       LLVMBasicBlockRef *pred)
{
    LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb));
    *pred = NULL;
    if (!u || LLVMGetNextUse(u) || !LLVMIsABranchInst(LLVMGetUser(u)))
        return false;
    LLVMValueRef br = LLVMGetUser(u);
    *pred = LLVMGetInstructionParent(br);
    if (!LLVMIsConditional(br) || LLVMGetSuccessor(br, 0) == LLVMGetSuccessor(br, 1))
        return false;
    bool taken = LLVMGetSuccessor(br, 0) == bb;
    LLVMValueRef cmp = LLVMGetCondition(br);
    if (!LLVMIsAICmpInst(cmp) || !LLVMIsAConstantInt(LLVMGetOperand(cmp, 1)))
        return false;
    LLVMValueRef a = LLVMGetOperand(cmp, 0);
    unsigned long long c1 = 0, c2 = LLVMConstIntGetZExtValue(LLVMGetOperand(cmp, 1));
    if (a != x) {
        if (!LLVMIsAInstruction(a) || LLVMGetInstructionOpcode(a) != LLVMAdd || LLVMGetOperand(a, 0) != x ||
            !LLVMIsAConstantInt(LLVMGetOperand(a, 1)))
            return false;
        c1 = LLVMConstIntGetZExtValue(LLVMGetOperand(a, 1));
    }
    unsigned bits = LLVMGetIntTypeWidth(LLVMTypeOf(x));
    unsigned long long mx = bits >= 64 ? ~0ULL : (1ULL << bits) - 1, a0, a1; /* x + c1 in [a0, a1] */
    switch (LLVMGetICmpPredicate(cmp)) {
    case LLVMIntULT: c2 = c2 - 1; /* fall through */
    case LLVMIntULE:
        if (taken) { a0 = 0, a1 = c2; } else { a0 = c2 + 1, a1 = mx; }
        break;
    case LLVMIntUGT: c2 = c2 + 1; /* fall through */
    case LLVMIntUGE:
        if (taken) { a0 = c2, a1 = mx; } else { a0 = 0, a1 = c2 - 1; }
        break;
    case LLVMIntEQ: case LLVMIntNE:
        if (taken != (LLVMGetICmpPredicate(cmp) == LLVMIntEQ))
            return false;
        a0 = a1 = c2;
        break;
    default:
        return false;
    }
    if (a0 > mx || a1 > mx || a0 > a1)
        return false;
    *lo = (a0 - c1) & mx;
    *hi = (a1 - c1) & mx;
    return *lo <= *hi;
}

/* the rows [*lo, *hi] an element address of g can reach: the compares on the single-predecessor
   path up to its block bound its index; false if they do not */
static bool reach(LLVMValueRef gep, LLVMValueRef x, unsigned long long *lo, unsigned long long *hi)
{
    bool found = false;
    *lo = 0, *hi = ~0ULL;
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(gep), pred;
    for (int depth = 0; bb && depth < 8; depth++, bb = pred) {
        unsigned long long l, h;
        if (!edge_bound(bb, x, &l, &h, &pred))
            continue;
        found = true;
        *lo = l > *lo ? l : *lo;
        *hi = h < *hi ? h : *hi;
    }
    return found && *lo <= *hi;
}

/* g, a constant array of integers read only by loads of T at addresses getelementptr [N x T], g,
   0, i (or T, g, i) where compares before them bound i: it keeps the rows from the least bound to the greatest,
   and each address becomes T, (g' - lo rows), i. True if g was trimmed */
static bool trim_rows(LLVMModuleRef m, LLVMTargetDataRef td, LLVMValueRef g)
{
    LLVMTypeRef arr = LLVMGlobalGetValueType(g), t = LLVMGetElementType(arr);
    LLVMValueRef init = LLVMGetInitializer(g);
    if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || !LLVMIsAConstantDataArray(init))
        return false;
    unsigned long long n = LLVMGetArrayLength2(arr), size = LLVMABISizeOfType(td, t), lo = ~0ULL, hi = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(g); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef gep = LLVMGetUser(u), x;
        if (!LLVMIsAGetElementPtrInst(gep) || LLVMGetOperand(gep, 0) != g)
            return false;
        LLVMTypeRef st = LLVMGetGEPSourceElementType(gep);
        int no = LLVMGetNumOperands(gep);
        if (st == arr && no == 3 && LLVMIsAConstantInt(LLVMGetOperand(gep, 1)) &&
            LLVMConstIntGetZExtValue(LLVMGetOperand(gep, 1)) == 0)
            x = LLVMGetOperand(gep, 2);
        else if (st == t && no == 2)
            x = LLVMGetOperand(gep, 1);
        else
            return false;
        unsigned long long l, h;
        if (LLVMGetTypeKind(LLVMTypeOf(x)) != LLVMIntegerTypeKind || !reach(gep, x, &l, &h) || h >= n)
            return false;
        for (LLVMUseRef v = LLVMGetFirstUse(gep); v; v = LLVMGetNextUse(v)) /* loads of one row */
            if (!LLVMIsALoadInst(LLVMGetUser(v)) || LLVMTypeOf(LLVMGetUser(v)) != t ||
                LLVMGetVolatile(LLVMGetUser(v)))
                return false;
        lo = l < lo ? l : lo;
        hi = h > hi ? h : hi;
    }
    if (lo > hi || (n - (hi - lo + 1)) * size < 16)
        return false;
    size_t len;
    const char *data = LLVMGetAsString(init, &len);
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMValueRef ninit = LLVMConstStringInContext2(ctx, data + lo * size, (size_t)((hi - lo + 1) * size), 1);
    LLVMValueRef g2 = LLVMAddGlobal(m, LLVMTypeOf(ninit), "");
    LLVMSetInitializer(g2, ninit);
    LLVMSetGlobalConstant(g2, 1);
    LLVMSetLinkage(g2, LLVMInternalLinkage);
    LLVMSetUnnamedAddress(g2, LLVMGlobalUnnamedAddr);
    LLVMSetAlignment(g2, LLVMGetAlignment(g));
    if (LLVMGetSection(g))
        LLVMSetSection(g2, LLVMGetSection(g));
    LLVMTypeRef i8 = LLVMInt8TypeInContext(ctx), i32 = LLVMInt32TypeInContext(ctx);
    LLVMValueRef off = LLVMConstInt(i32, (unsigned long long)-(long long)(lo * size), 1);
    LLVMValueRef base = LLVMConstGEP2(i8, g2, &off, 1);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    while (LLVMGetFirstUse(g)) {
        LLVMValueRef gep = LLVMGetUser(LLVMGetFirstUse(g));
        LLVMValueRef x = LLVMGetOperand(gep, LLVMGetNumOperands(gep) - 1);
        LLVMPositionBuilderBefore(b, gep);
        LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(gep));
        LLVMValueRef ng = LLVMBuildGEP2(b, t, base, &x, 1, "");
        for (LLVMUseRef v = LLVMGetFirstUse(gep); v; v = LLVMGetNextUse(v)) /* g2 + k rows */
            if (LLVMGetAlignment(LLVMGetUser(v)) > (unsigned)size)
                LLVMSetAlignment(LLVMGetUser(v), (unsigned)size);
        LLVMReplaceAllUsesWith(gep, ng);
        LLVMInstructionEraseFromParent(gep);
    }
    LLVMDisposeBuilder(b);
    char *name = xstrdup(LLVMGetValueName(g));
    LLVMDeleteGlobal(g);
    LLVMSetValueName2(g2, name, strlen(name));
    free(name);
    return true;
}

int tablecut_run(LLVMModuleRef m)
{
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
    int cut = 0;
    LLVMValueRef next;
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = next) {
        next = LLVMGetNextGlobal(g);
        LLVMLinkage lk = LLVMGetLinkage(g);
        if ((lk != LLVMInternalLinkage && lk != LLVMPrivateLinkage) || !LLVMIsGlobalConstant(g) ||
            LLVMIsDeclaration(g) || LLVMIsThreadLocal(g))
            continue;
        LLVMTypeRef arr = LLVMGlobalGetValueType(g);
        if (LLVMGetTypeKind(arr) != LLVMArrayTypeKind)
            continue;
        if (trim_rows(m, td, g)) {
            cut++;
            continue;
        }
        if (!LLVMIsConstantString(LLVMGetInitializer(g)))
            continue;
        LLVMTypeRef rec = byte_table_record(g);
        unsigned long long n = LLVMGetArrayLength2(arr), size = rec ? LLVMABISizeOfType(td, rec) : 0;
        if (!size || n % size)
            continue;
        n /= size;
        Cut c = {.td = td, .rec = rec, .size = LLVMABISizeOfType(td, rec)};
        unsigned path[MAX_DEPTH];
        bool ok = collect_leaves(&c, rec, 0, path, 0) && follow_global(&c, g);
        int used = 0;
        for (int i = 0; ok && i < c.nleaves; i++)
            used += c.leaves[i].used != 0;
        if (ok && used > 0 && rebuild(&c, m, g, n))
            cut++;
        free(c.elems);
        free(c.inner);
        free(c.loads);
    }
    return cut;
}
