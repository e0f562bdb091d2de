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
 * site, the names in one string; runtime-baremetal/panic.c, rt_site_pos). */
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

/* the tables in their compact form, what the runtime reads (runtime-baremetal/panic.c,
   rt_site_pos): corogo_panic_names becomes one byte string, first every file name the sites use,
   each once and NUL-terminated, then each function's entry once: the offset of its file's name
   << 1 | 1 for "(...)" as two little-endian bytes, then its name NUL-terminated without the "(...)"
   or "()" codegen wrote after it (a fixed-size offset before the name: the runtime reads it with
   two loads, no scan); corogo_panic_sites one word per site, line | entry's offset << shift (the
   bits the greatest line needs), and first, for site 0 (none), the shift. The string opens with an empty entry whose
   file is itself ("" at offset 0), which a site too far to encode gets (no position), as does one
   whose file name lies past 32 KiB of file names. */
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
    unsigned *fileoff = xmalloc(sizeof *fileoff * (size_t)(nnames + 1)); /* +1: name's offset, 0 none */
    struct Entry { unsigned func, file, off; } *entries = NULL;
    int nentries = 0, capentries = 0;
    char *blob = NULL;
    int nblob = 0, capblob = 0;
    for (int i = 0; i < 3; i++) /* the empty entry: file offset 0 (the "" of its own first byte), "" */
        VEC_PUSH(blob, nblob, capblob, 0);
    memset(fileoff, 0, sizeof *fileoff * (size_t)(nnames + 1));
    unsigned maxline = 1;
    for (int k = 1; k < nsites; k++) {
        LLVMValueRef e = LLVMGetAggregateElement(oldsites, (unsigned)k);
        unsigned line = (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, 0));
        unsigned file = (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, 1));
        if (line > maxline)
            maxline = line;
        if (fileoff[file]) /* the file names first, each once */
            continue;
        size_t len;
        const char *str = LLVMGetAsString(LLVMGetInitializer(LLVMGetAggregateElement(oldnames, file)), &len);
        len = len && !str[len - 1] ? len - 1 : len; /* without its NUL */
        fileoff[file] = (unsigned)nblob;
        for (size_t c = 0; c < len; c++)
            VEC_PUSH(blob, nblob, capblob, str[c]);
        VEC_PUSH(blob, nblob, capblob, 0);
    }
    unsigned shift = 1;
    while (shift < 31 && maxline >> shift)
        shift++;
    LLVMValueRef *words = xmalloc(sizeof *words * (size_t)nsites);
    words[0] = LLVMConstInt(i32, shift, 0); /* site 0 is none: its word holds the shift */
    for (int k = 1; k < nsites; k++) {
        LLVMValueRef e = LLVMGetAggregateElement(oldsites, (unsigned)k);
        unsigned line = (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, 0));
        unsigned file = (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, 1));
        unsigned func = (unsigned)LLVMConstIntGetZExtValue(LLVMGetAggregateElement(e, 2));
        if (fileoff[file] >= 0x8000u) { /* past what two bytes with the "(...)" bit hold */
            words[k] = LLVMConstInt(i32, 0, 0);
            continue;
        }
        int j = 0;
        while (j < nentries && !(entries[j].func == func && entries[j].file == file))
            j++;
        if (j == nentries) {
            size_t len;
            const char *str = LLVMGetAsString(LLVMGetInitializer(LLVMGetAggregateElement(oldnames, func)), &len);
            len = len && !str[len - 1] ? len - 1 : len;
            unsigned off = (unsigned)nblob, dots = 0;
            if (len >= 2 && !strncmp(str + len - 2, "()", 2)) /* a function's "()" or "(...)" */
                len -= 2;
            else if (len >= 5 && !strncmp(str + len - 5, "(...)", 5))
                len -= 5, dots = 1;
            unsigned v = fileoff[file] << 1 | dots;
            VEC_PUSH(blob, nblob, capblob, (char)(v & 0xff));
            VEC_PUSH(blob, nblob, capblob, (char)(v >> 8));
            for (size_t c = 0; c < len; c++)
                VEC_PUSH(blob, nblob, capblob, str[c]);
            VEC_PUSH(blob, nblob, capblob, 0);
            VEC_PUSH(entries, nentries, capentries, ((struct Entry){func, file, off}));
        }
        unsigned long long word = (unsigned long long)entries[j].off << shift | line;
        words[k] = LLVMConstInt(i32, word >> 32 ? 0 : word, 0);
    }
    replace_global(m, sites, LLVMConstArray2(i32, words, (uint64_t)nsites));
    LLVMValueRef str = replace_global(m, names, LLVMConstStringInContext(ctx, blob, (unsigned)nblob, 1));
    LLVMSetAlignment(str, 1);
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
