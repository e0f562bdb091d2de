/* panicsites.c - the panic-position table keeps only the sites of code that is still there. Codegen
 * (cg_panic.c) numbers every panicking site of every function it emits and writes the table
 * corogo_panic_sites ({line, file, function} per site) with the names it indexes,
 * corogo_panic_names; the LLVM passes then delete the functions nothing calls (most of a library
 * package's) and the checks they prove never fail, but the table is external and stays whole. Run
 * after the passes and frames.c, this pass collects the site numbers the surviving code still
 * stores into rt_panic_site (a constant, or constants merged by the optimiser into a phi or
 * select), renumbers them densely in order of first use, and rebuilds both tables with only those
 * sites and the names they use. Where a stored number is anything else (a value loaded from a
 * table the optimiser built, say) the numbers cannot be followed and the table stays as it is. */
#include <stdlib.h>
#include <string.h>

#include "corogo.h"

typedef struct Sites {
    LLVMValueRef site;    /* rt_panic_site */
    LLVMValueRef *users;  /* the phis, selects and stores whose constant operands are site numbers */
    int nusers, capusers;
    int *remap;           /* old site number -> new (0: unused); remap[0] = 0 */
    int nold, nnew;
    bool opaque;          /* a number the pass cannot follow: leave the table */
} Sites;

static void note_number(Sites *s, LLVMValueRef v)
{
    unsigned long long k = LLVMConstIntGetZExtValue(v);
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
                    LLVMSetOperand(v, i, LLVMConstInt(i32, (unsigned long long)s->remap[LLVMConstIntGetZExtValue(in)], 0));
            }
            continue;
        }
        int first = LLVMIsAStoreInst(v) ? 0 : 1, last = LLVMIsAStoreInst(v) ? 0 : 2;
        for (int i = first; i <= last; i++) {
            LLVMValueRef op = LLVMGetOperand(v, (unsigned)i);
            if (LLVMIsAConstantInt(op))
                LLVMSetOperand(v, (unsigned)i, LLVMConstInt(i32, (unsigned long long)s->remap[LLVMConstIntGetZExtValue(op)], 0));
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

void panicsites_run(LLVMModuleRef m)
{
    LLVMValueRef site = LLVMGetNamedGlobal(m, "rt_panic_site");
    LLVMValueRef sites = LLVMGetNamedGlobal(m, "corogo_panic_sites");
    LLVMValueRef names = LLVMGetNamedGlobal(m, "corogo_panic_names");
    if (!sites || !names || !LLVMGetInitializer(sites) || !LLVMGetInitializer(names))
        return;
    if (LLVMGetNamedGlobal(m, "corogo_panic_nsites"))
        return; /* the call positions' records hold site numbers too (cg_caller.c): the table stays whole */
    Sites s = {.site = site};
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
    if (!s.opaque && s.nnew + 1 < s.nold) {
        rewrite(&s, LLVMGetModuleContext(m));
        rebuild(m, sites, names, &s);
    }
    free(s.users);
    free(s.remap);
}
