/* panicsites.c - the panic-position table keeps only the sites of code that is still there. Codegen
 * (cg_panic.c) numbers every panicking site of every function it emits and writes the table
 * corogo_panic_sites ({line, file, function} per site) with the names it indexes,
 * corogo_panic_names; the LLVM passes then delete the functions nothing calls (most of a library
 * package's) and the checks they prove never fail, but the table is external and stays whole. Run
 * after the passes and frames.c, this pass collects the site numbers the surviving code still
 * stores into rt_panic_site (a constant, or constants merged by the optimiser into a phi or
 * select) and into the call positions' records (cg_caller.c: each number there is the constant
 * address corogo_site_base + number, so the uses of that global are all of them, wherever the
 * optimiser moved the records), renumbers them densely in order of first use, and rebuilds both
 * tables with only those sites and the names they use; a record's numbers become plain constants.
 * With call positions, the declaration's site of each function that keeps a site stays too
 * (runtime.Func.Entry looks it up). Where a stored number is anything else (a value loaded from a
 * table the optimiser built, say) the numbers cannot be followed and the table stays as it is.
 * Last, both tables take their compact form, what the runtime reads (encode: a 4-byte word per
 * site, the names in one string, sharing their prefixes where that pays; runtime-baremetal/panic.c,
 * rt_site_pos, and panicnames.c). */
#include <stdlib.h>
#include <string.h>

#include "corogo.h"
#include "rt_abi.h"

typedef struct Sites {
    LLVMValueRef site;    /* rt_panic_site */
    LLVMValueRef base;    /* corogo_site_base: a record's number k is ptrtoint(base + k) */
    struct Rec { LLVMValueRef c; int k; } *recs; /* those constants and their numbers */
    int nrecs, caprecs;
    LLVMValueRef *seen;   /* the phis and selects a record's numbers go through */
    int nseen, capseen;
    LLVMValueRef *users;  /* the phis, selects and stores whose constant operands are site numbers */
    int nusers, capusers;
    int *remap;           /* old site number -> new (0: unused); remap[0] = 0 */
    int nold, nnew;
    bool opaque;          /* a number the pass cannot follow: leave the table */
} Sites;

static void note_number(Sites *s, LLVMValueRef v)
{
    unsigned long long k = LLVMConstIntGetZExtValue(v) & ~(unsigned long long)RT_PANIC_SITE_OWN_FRAME;
    if (k >= (unsigned long long)s->nold) {
        s->opaque = true;
        return;
    }
    if (k && !s->remap[k])
        s->remap[k] = ++s->nnew;
}

/* the site numbers v can be: constants, directly or through phis and selects (depth-bounded) */
static void follow(Sites *s, LLVMValueRef v, int depth)
{
    if (LLVMIsAConstantInt(v)) {
        note_number(s, v);
        return;
    }
    if (depth > 8 || !(LLVMIsAPHINode(v) || LLVMIsASelectInst(v))) {
        s->opaque = true;
        return;
    }
    for (int i = 0; i < s->nusers; i++)
        if (s->users[i] == v)
            return;
    /* its value must go only where site numbers go: a store into rt_panic_site, another phi or select */
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!(LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == s->site) && !LLVMIsAPHINode(user) &&
            !(LLVMIsASelectInst(user) && LLVMGetOperand(user, 0) != v))
            s->opaque = true;
    }
    VEC_PUSH(s->users, s->nusers, s->capusers, v);
    if (LLVMIsAPHINode(v)) {
        for (unsigned i = 0; i < LLVMCountIncoming(v); i++)
            follow(s, LLVMGetIncomingValue(v, i), depth + 1);
    } else {
        follow(s, LLVMGetOperand(v, 1), depth + 1);
        follow(s, LLVMGetOperand(v, 2), depth + 1);
    }
}

/* a record's site constant, ptrtoint(corogo_site_base + k): its number, else -1 */
static int record_number(Sites *s, LLVMValueRef v)
{
    if (!LLVMIsAConstantExpr(v) || LLVMGetConstOpcode(v) != LLVMPtrToInt)
        return -1;
    LLVMValueRef p = LLVMGetOperand(v, 0);
    if (p == s->base)
        return 0;
    if (LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMGetElementPtr && LLVMGetNumOperands(p) == 2 &&
        LLVMGetOperand(p, 0) == s->base && LLVMIsAConstantInt(LLVMGetOperand(p, 1)))
        return (int)LLVMConstIntGetZExtValue(LLVMGetOperand(p, 1));
    return -1;
}

/* v, a record's number or a phi or select of them, goes only where it is stored as such: the value
   of a store, or another phi or select whose every operand is one too */
static void record_flow(Sites *s, LLVMValueRef v, int depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u && !s->opaque; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) == v && LLVMGetOperand(user, 1) != v)
            continue;
        bool sel = LLVMIsASelectInst(user) && LLVMGetOperand(user, 0) != v;
        if (depth > 8 || !(LLVMIsAPHINode(user) || sel)) {
            s->opaque = true;
            return;
        }
        bool known = false;
        for (int i = 0; i < s->nseen && !known; i++)
            known = s->seen[i] == user;
        if (known)
            continue;
        VEC_PUSH(s->seen, s->nseen, s->capseen, user);
        unsigned n = (unsigned)LLVMGetNumOperands(user);
        for (unsigned i = sel ? 1 : 0; i < n && !s->opaque; i++) {
            LLVMValueRef op = LLVMGetOperand(user, i);
            if (record_number(s, op) < 0 && !LLVMIsUndef(op) && !LLVMIsAPHINode(op) && !LLVMIsASelectInst(op))
                s->opaque = true; /* merged with a number that is not a record's */
        }
        record_flow(s, user, depth + 1);
    }
}

/* every use of corogo_site_base: a record's number, stored as such */
static void record_sites(Sites *s)
{
    for (LLVMUseRef u = LLVMGetFirstUse(s->base); u && !s->opaque; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAConstantExpr(user) && LLVMGetConstOpcode(user) == LLVMGetElementPtr) {
            for (LLVMUseRef w = LLVMGetFirstUse(user); w && !s->opaque; w = LLVMGetNextUse(w))
                if (record_number(s, LLVMGetUser(w)) < 0)
                    s->opaque = true;
            for (LLVMUseRef w = LLVMGetFirstUse(user); w && !s->opaque; w = LLVMGetNextUse(w)) {
                LLVMValueRef c = LLVMGetUser(w);
                int k = record_number(s, c);
                if (!LLVMGetFirstUse(c))
                    continue; /* a constant left over from deleted code */
                VEC_PUSH(s->recs, s->nrecs, s->caprecs, ((struct Rec){c, k}));
                note_number(s, LLVMConstInt(LLVMTypeOf(c), (unsigned long long)k, 0));
                record_flow(s, c, 0);
            }
        } else if (record_number(s, user) == 0) {
            if (LLVMGetFirstUse(user)) {
                VEC_PUSH(s->recs, s->nrecs, s->caprecs, ((struct Rec){user, 0}));
                record_flow(s, user, 0);
            }
        } else
            s->opaque = true;
    }
}

/* with call positions, the declaration's site (the smallest line of the function in its file) of
   each function that keeps a site */
static void keep_entries(Sites *s, LLVMValueRef oldsites)
{
    int n = s->nold;
    unsigned *line = xmalloc(sizeof *line * (size_t)n), *key = xmalloc(sizeof *key * (size_t)n);
    for (int k = 0; k < n; k++) {
        LLVMValueRef e = LLVMGetAggregateElement(oldsites, (unsigned)k);
        line[k] = (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, 0));
        key[k] = (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, 1)) |
                 (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, 2)) << 16;
    }
    int nused = 0;
    int *used = xmalloc(sizeof *used * (size_t)n);
    for (int k = 1; k < n; k++)
        if (s->remap[k])
            used[nused++] = k;
    unsigned lastkey = 0;
    int lastbest = 0;
    for (int i = 0; i < nused; i++) {
        int k = used[i], best = k;
        if (lastbest && key[k] == lastkey)
            best = lastbest;
        else
            for (int j = 1; j < n; j++)
                if (key[j] == key[k] && line[j] < line[best])
                    best = j;
        lastkey = key[k];
        lastbest = best;
        if (!s->remap[best])
            s->remap[best] = ++s->nnew;
    }
    free(used);
    free(line);
    free(key);
}

/* a stored constant's new number, keeping RT_PANIC_SITE_OWN_FRAME */
static LLVMValueRef renumbered(Sites *s, LLVMTypeRef i32, LLVMValueRef v)
{
    unsigned long long k = LLVMConstIntGetZExtValue(v), own = k & RT_PANIC_SITE_OWN_FRAME;
    return LLVMConstInt(i32, (unsigned long long)s->remap[k & ~own] | own, 0);
}

/* every constant operand of a recorded store, phi or select gets its new number */
static void rewrite(Sites *s, LLVMContextRef ctx)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    for (int u = 0; u < s->nusers; u++) {
        LLVMValueRef v = s->users[u];
        if (LLVMIsAPHINode(v)) {
            /* a phi's incoming values are operands in LLVM's C API too */
            for (unsigned i = 0; i < LLVMCountIncoming(v); i++) {
                LLVMValueRef in = LLVMGetIncomingValue(v, i);
                if (LLVMIsAConstantInt(in))
                    LLVMSetOperand(v, i, renumbered(s, i32, in));
            }
            continue;
        }
        int first = LLVMIsAStoreInst(v) ? 0 : 1, last = LLVMIsAStoreInst(v) ? 0 : 2;
        for (int i = first; i <= last; i++) {
            LLVMValueRef op = LLVMGetOperand(v, (unsigned)i);
            if (LLVMIsAConstantInt(op))
                LLVMSetOperand(v, (unsigned)i, renumbered(s, i32, op));
        }
    }
}

/* a new external constant global named like old (which goes) holding init */
static LLVMValueRef replace_global(LLVMModuleRef m, LLVMValueRef old, LLVMValueRef init)
{
    size_t n;
    char *name = xstrdup(LLVMGetValueName2(old, &n));
    unsigned align = LLVMGetAlignment(old);
    const char *sec = LLVMGetSection(old);
    char *section = sec ? xstrdup(sec) : NULL;
    LLVMSetValueName2(old, "", 0);
    LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(init), name);
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetAlignment(g, align);
    if (section)
        LLVMSetSection(g, section);
    LLVMDeleteGlobal(old);
    free(name);
    free(section);
    return g;
}

/* the rebuilt tables: the used sites in their new order, and the names they index */
static void rebuild(LLVMModuleRef m, LLVMValueRef sites, LLVMValueRef names, Sites *s)
{
    LLVMValueRef oldsites = LLVMGetInitializer(sites), oldnames = LLVMGetInitializer(names);
    LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(oldsites));
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMTypeRef i16 = LLVMInt16TypeInContext(ctx);
    int nnames = (int)LLVMGetArrayLength2(LLVMTypeOf(oldnames));
    int *nameremap = xmalloc((size_t)nnames * sizeof *nameremap); /* old index + 1 -> new index + 1 */
    LLVMValueRef *newnames = xmalloc(sizeof *newnames * (size_t)(nnames ? nnames : 1));
    LLVMValueRef *newsites = xmalloc(sizeof *newsites * (size_t)(s->nnew + 1));
    int nn = 0;
    newsites[0] = LLVMGetAggregateElement(oldsites, 0);
    for (int k = 1; k < s->nold; k++) {
        if (!s->remap[k])
            continue;
        LLVMValueRef e = LLVMGetAggregateElement(oldsites, (unsigned)k), f[3];
        f[0] = LLVMGetAggregateElement(e, 0);
        for (int j = 1; j <= 2; j++) {
            int ni = (int)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, (unsigned)j));
            if (!nameremap[ni]) {
                newnames[nn] = LLVMGetAggregateElement(oldnames, (unsigned)ni);
                nameremap[ni] = ++nn;
            }
            f[j] = LLVMConstInt(i16, (unsigned long long)(nameremap[ni] - 1), 0);
        }
        newsites[s->remap[k]] = LLVMConstNamedStruct(et, f, 3);
    }
    LLVMTypeRef pt = LLVMGetElementType(LLVMTypeOf(oldnames));
    replace_global(m, names, LLVMConstArray2(pt, newnames, (uint64_t)nn));
    replace_global(m, sites, LLVMConstArray2(et, newsites, (uint64_t)s->nnew + 1));
    /* the names no site uses any more: private strings nothing references */
    for (LLVMValueRef g = LLVMGetFirstGlobal(m), next; g; g = next) {
        next = LLVMGetNextGlobal(g);
        size_t n;
        const char *gn = LLVMGetValueName2(g, &n);
        if (!strncmp(gn, "$panic.name", 11) && !LLVMGetFirstUse(g))
            LLVMDeleteGlobal(g);
    }
    free(nameremap);
    free(newnames);
    free(newsites);
}

/* the records' numbers become plain constants, renumbered (remap) or as they were (NULL) */
static void record_constants(LLVMModuleRef m, Sites *s, const int *remap)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetModuleContext(m));
    if (remap)
        for (int i = 0; i < s->nrecs; i++)
            LLVMReplaceAllUsesWith(s->recs[i].c, LLVMConstInt(i32, (unsigned long long)remap[s->recs[i].k], 0));
    /* what is left (all of them without remap) folds to the number itself from a null base */
    LLVMReplaceAllUsesWith(s->base, LLVMConstNull(LLVMTypeOf(s->base)));
    LLVMDeleteGlobal(s->base);
}

/* a name of the table, without its NUL */
static const char *name_of(LLVMValueRef names, unsigned i, size_t *len)
{
    const char *str = LLVMGetAsString(LLVMGetInitializer(LLVMGetAggregateElement(names, i)), len);
    *len = *len && !str[*len - 1] ? *len - 1 : *len;
    return str;
}

/* Prefix sharing (the packed names, runtime-baremetal/panicnames.c): a name may start with a
 * reference to a prefix (byte 1, the prefix's offset in two little-endian bytes: 3 bytes) followed
 * by the rest of its bytes; a prefix is a name too. The prefixes are chosen greedily among the
 * names' beginnings that end after a '/', '.' or '(' (a directory, a package path, a receiver):
 * each time the one that saves the most bytes, counting its own, while one saves any. */
typedef struct Str {
    const char *s;
    size_t len;
    int pre; /* the longest chosen prefix shorter than it (an index into Pack.strs), -1 none */
} Str;
typedef struct Pack {
    Str *strs; /* the names, then the chosen prefixes */
    int nstrs, capstrs, nnames;
} Pack;

static size_t packed_len(const Pack *k, const Str *t)
{
    return t->pre < 0 ? t->len : 3 + t->len - k->strs[t->pre].len;
}

static bool starts(const Str *t, const char *s, size_t len)
{
    return t->len > len && !memcmp(t->s, s, len);
}

static void choose_prefixes(Pack *k)
{
    Str *cand = NULL;
    int ncand = 0, capcand = 0;
    for (int i = 0; i < k->nnames; i++)
        for (size_t j = 1; j < k->strs[i].len; j++) {
            char c = k->strs[i].s[j - 1];
            if (c != '/' && c != '.' && c != '(')
                continue;
            int d = 0;
            while (d < ncand && !(cand[d].len == j && !memcmp(cand[d].s, k->strs[i].s, j)))
                d++;
            if (d == ncand)
                VEC_PUSH(cand, ncand, capcand, ((Str){k->strs[i].s, j, 0}));
        }
    for (;;) {
        long best = 0;
        int bi = -1;
        for (int d = 0; d < ncand; d++) {
            if (cand[d].pre) /* chosen */
                continue;
            long gain = 0;
            int own = -1;
            for (int i = 0; i < k->nstrs; i++) {
                const Str *t = &k->strs[i];
                if (starts(t, cand[d].s, cand[d].len) && (t->pre < 0 || k->strs[t->pre].len < cand[d].len))
                    gain += (long)packed_len(k, t) - (long)(3 + t->len - cand[d].len);
                if (i >= k->nnames && t->len < cand[d].len && !memcmp(t->s, cand[d].s, t->len) && (own < 0 || t->len > k->strs[own].len))
                    own = i; /* the candidate's own longest prefix */
            }
            Str self = {cand[d].s, cand[d].len, own};
            gain -= (long)packed_len(k, &self) + 1;
            if (gain > best)
                best = gain, bi = d;
        }
        if (bi < 0)
            break;
        cand[bi].pre = 1;
        VEC_PUSH(k->strs, k->nstrs, k->capstrs, ((Str){cand[bi].s, cand[bi].len, -1}));
        for (int i = 0; i < k->nstrs; i++) { /* the longest prefixes again */
            Str *t = &k->strs[i];
            t->pre = -1;
            for (int p = k->nnames; p < k->nstrs; p++)
                if (starts(t, k->strs[p].s, k->strs[p].len) && (t->pre < 0 || k->strs[p].len > k->strs[t->pre].len))
                    t->pre = p;
        }
    }
    free(cand);
}

/* str, packed when its longest prefix is known (off: the strings' offsets), NUL-terminated */
static void put_name(char **blob, int *nblob, int *capblob, const Pack *k, const Str *t, const unsigned *off)
{
    size_t from = 0;
    if (k && t->pre >= 0) {
        unsigned o = off[t->pre];
        VEC_PUSH(*blob, *nblob, *capblob, 1);
        VEC_PUSH(*blob, *nblob, *capblob, (char)(o & 0xff));
        VEC_PUSH(*blob, *nblob, *capblob, (char)(o >> 8));
        from = k->strs[t->pre].len;
    }
    for (size_t c = from; c < t->len; c++)
        VEC_PUSH(*blob, *nblob, *capblob, t->s[c]);
    VEC_PUSH(*blob, *nblob, *capblob, 0);
}

/* the tables in their compact form, what the runtime reads (runtime-baremetal/panic.c,
   rt_site_pos): corogo_panic_names becomes one byte string, first the shared prefixes of packed
   names (if any), then every file name the sites use, each once and NUL-terminated, then each
   function's entry once: the offset of its file's name << 1 | 1 for "(...)" as two little-endian
   bytes, then its name NUL-terminated without the "(...)" or "()" codegen wrote after it (a
   fixed-size offset before the name: the runtime reads it with two loads, no scan);
   corogo_panic_sites one word per site, line | entry's offset << shift (the bits the greatest line
   needs), and first, for site 0 (none), the shift. The string opens with an empty entry whose file
   is itself ("" at offset 0), which a site too far to encode gets (no position), as does one whose
   file name lies past 32 KiB. Without call positions (corogo_panic_nsites: runtime.Caller hands the
   names out as they are) the names are packed where that saves bytes (choose_prefixes), and the
   table then refers to rt_panic_packed, so that the firmware links the printer of packed names. */
static void encode(LLVMModuleRef m, LLVMValueRef sites, LLVMValueRef names)
{
    LLVMValueRef oldsites = LLVMGetInitializer(sites), oldnames = LLVMGetInitializer(names);
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    int nsites = (int)LLVMGetArrayLength2(LLVMTypeOf(oldsites));
    int nnames = (int)LLVMGetArrayLength2(LLVMTypeOf(oldnames));
    if (nsites <= 1 && !LLVMGetFirstUse(sites) && !LLVMGetFirstUse(names)) {
        LLVMDeleteGlobal(sites); /* no site left: no tables (the runtime's references are weak) */
        LLVMDeleteGlobal(names);
        return;
    }
    /* the names the sites use, functions' without their "()" or "(...)" */
    Pack k = {0};
    int *str_of = xmalloc(sizeof *str_of * (size_t)(nnames + 1)); /* name -> its Str + 1, 0 unused */
    unsigned *dots = xmalloc(sizeof *dots * (size_t)(nnames + 1));
    memset(str_of, 0, sizeof *str_of * (size_t)(nnames + 1));
    bool plain = LLVMGetNamedGlobal(m, "corogo_panic_nsites") != NULL;
    unsigned maxline = 1;
    for (int pass = 1; pass <= 2; pass++) /* the files, then the functions */
        for (int s = 1; s < nsites; s++) {
            LLVMValueRef e = LLVMGetAggregateElement(oldsites, (unsigned)s);
            unsigned line = (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, 0));
            unsigned n = (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, (unsigned)pass));
            if (line > maxline)
                maxline = line;
            if (str_of[n])
                continue;
            size_t len;
            const char *str = name_of(oldnames, n, &len);
            dots[n] = 0;
            if (pass == 2 && len >= 2 && !strncmp(str + len - 2, "()", 2)) /* a function's "()" or "(...)" */
                len -= 2;
            else if (pass == 2 && len >= 5 && !strncmp(str + len - 5, "(...)", 5))
                len -= 5, dots[n] = 1;
            plain = plain || memchr(str, 1, len); /* byte 1 is the packed form's reference */
            VEC_PUSH(k.strs, k.nstrs, k.capstrs, ((Str){str, len, -1}));
            str_of[n] = k.nstrs;
        }
    k.nnames = k.nstrs;
    if (!plain)
        choose_prefixes(&k);
    /* the offsets: the empty entry, the prefixes, the files, the entries */
    unsigned *off = xmalloc(sizeof *off * (size_t)(k.nstrs + 1)), at = 3;
    for (int i = k.nnames; i < k.nstrs; i++)
        off[i] = at, at += (unsigned)packed_len(&k, &k.strs[i]) + 1;
    bool packed = k.nstrs > k.nnames && at <= 0x10000; /* a reference's offset has two bytes */
    char *blob = NULL;
    int nblob = 0, capblob = 0;
    for (int i = 0; i < 3; i++) /* the empty entry: file offset 0 (the "" of its own first byte), "" */
        VEC_PUSH(blob, nblob, capblob, 0);
    if (packed)
        for (int i = k.nnames; i < k.nstrs; i++)
            put_name(&blob, &nblob, &capblob, &k, &k.strs[i], off);
    unsigned *fileoff = xmalloc(sizeof *fileoff * (size_t)(nnames + 1)); /* +1: name's offset, 0 none */
    memset(fileoff, 0, sizeof *fileoff * (size_t)(nnames + 1));
    for (int s = 1; s < nsites; s++) {
        unsigned file = (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(LLVMGetAggregateElement(oldsites, (unsigned)s), 1));
        if (fileoff[file]) /* the file names first, each once */
            continue;
        fileoff[file] = (unsigned)nblob;
        put_name(&blob, &nblob, &capblob, packed ? &k : NULL, &k.strs[str_of[file] - 1], off);
    }
    unsigned shift = 1;
    while (shift < 31 && maxline >> shift)
        shift++;
    struct Entry { unsigned func, file, off; } *entries = NULL;
    int nentries = 0, capentries = 0;
    LLVMValueRef *words = xmalloc(sizeof *words * (size_t)nsites);
    words[0] = LLVMConstInt(i32, shift, 0); /* site 0 is none: its word holds the shift */
    for (int s = 1; s < nsites; s++) {
        LLVMValueRef e = LLVMGetAggregateElement(oldsites, (unsigned)s);
        unsigned line = (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, 0));
        unsigned file = (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, 1));
        unsigned func = (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, 2));
        if (fileoff[file] >= 0x8000u) { /* past what two bytes with the "(...)" bit hold */
            words[s] = LLVMConstInt(i32, 0, 0);
            continue;
        }
        int j = 0;
        while (j < nentries && !(entries[j].func == func && entries[j].file == file))
            j++;
        if (j == nentries) {
            unsigned v = fileoff[file] << 1 | dots[func];
            VEC_PUSH(entries, nentries, capentries, ((struct Entry){func, file, (unsigned)nblob}));
            VEC_PUSH(blob, nblob, capblob, (char)(v & 0xff));
            VEC_PUSH(blob, nblob, capblob, (char)(v >> 8));
            put_name(&blob, &nblob, &capblob, packed ? &k : NULL, &k.strs[str_of[func] - 1], off);
        }
        unsigned long long word = (unsigned long long)entries[j].off << shift | line;
        words[s] = LLVMConstInt(i32, word >> 32 ? 0 : word, 0);
    }
    replace_global(m, sites, LLVMConstArray2(i32, words, (uint64_t)nsites));
    LLVMValueRef str = replace_global(m, names, LLVMConstStringInContext(ctx, blob, (unsigned)nblob, 1));
    LLVMSetAlignment(str, 1);
    if (packed) { /* the printer of packed names (panicnames.c) */
        LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
        LLVMValueRef mark = LLVMGetNamedGlobal(m, "rt_panic_packed");
        if (!mark)
            mark = LLVMAddGlobal(m, LLVMInt8TypeInContext(ctx), "rt_panic_packed");
        LLVMValueRef g = LLVMAddGlobal(m, ptr, "corogo_panic_packed");
        LLVMSetInitializer(g, mark);
        LLVMSetGlobalConstant(g, 1);
    }
    for (LLVMValueRef g = LLVMGetFirstGlobal(m), next; g; g = next) { /* the names, now in the string */
        next = LLVMGetNextGlobal(g);
        size_t n;
        if (!strncmp(LLVMGetValueName2(g, &n), "$panic.name", 11) && !LLVMGetFirstUse(g))
            LLVMDeleteGlobal(g);
    }
    free(words);
    free(blob);
    free(entries);
    free(fileoff);
    free(off);
    free(dots);
    free(str_of);
    free(k.strs);
}

void panicsites_run(LLVMModuleRef m)
{
    LLVMValueRef site = LLVMGetNamedGlobal(m, "rt_panic_site");
    LLVMValueRef sites = LLVMGetNamedGlobal(m, "corogo_panic_sites");
    LLVMValueRef names = LLVMGetNamedGlobal(m, "corogo_panic_names");
    LLVMValueRef nsites = LLVMGetNamedGlobal(m, "corogo_panic_nsites");
    Sites s = {.site = site, .base = LLVMGetNamedGlobal(m, "corogo_site_base")};
    if (!sites || !names || !LLVMGetInitializer(sites) || !LLVMGetInitializer(names)) {
        if (s.base)
            record_constants(m, &s, NULL);
        return;
    }
    s.nold = (int)LLVMGetArrayLength2(LLVMTypeOf(LLVMGetInitializer(sites)));
    s.remap = xmalloc((size_t)s.nold * sizeof *s.remap);
    for (LLVMUseRef u = site ? LLVMGetFirstUse(site) : NULL; u && !s.opaque; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAStoreInst(user)) {
            if (!LLVMIsALoadInst(user))
                s.opaque = true; /* its address escapes: numbers may travel where we cannot see */
            continue;
        }
        if (LLVMGetOperand(user, 1) != site) {
            s.opaque = true;
            continue;
        }
        LLVMValueRef v = LLVMGetOperand(user, 0);
        if (LLVMIsAConstantInt(v)) {
            note_number(&s, v);
            VEC_PUSH(s.users, s.nusers, s.capusers, user);
        } else
            follow(&s, v, 0);
    }
    if (s.base && !s.opaque)
        record_sites(&s);
    if (nsites && !s.opaque)
        keep_entries(&s, LLVMGetInitializer(sites));
    bool renumber = !s.opaque && s.nnew + 1 < s.nold;
    if (s.base)
        record_constants(m, &s, renumber ? s.remap : NULL);
    if (renumber) {
        rewrite(&s, LLVMGetModuleContext(m));
        rebuild(m, sites, names, &s);
        if (nsites)
            LLVMSetInitializer(nsites, LLVMConstInt(LLVMInt32TypeInContext(LLVMGetModuleContext(m)),
                                                   (unsigned long long)s.nnew + 1, 0));
    }
    encode(m, LLVMGetNamedGlobal(m, "corogo_panic_sites"), LLVMGetNamedGlobal(m, "corogo_panic_names"));
    free(s.users);
    free(s.recs);
    free(s.seen);
    free(s.remap);
}
