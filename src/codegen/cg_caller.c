/* cg_caller.c - call positions for runtime.Caller, Callers, FuncForPC, CallersFrames and Stack
 * (docs/debugging.md, "Call positions"). Emitted only when one of those runtime functions is live
 * (callgraph_live): every generated Go function then keeps a record {prev, site} that links it to
 * its caller's record through the runtime's rt_caller_head (runtime-baremetal/caller.c), and each
 * call stores its position's number (the panic-site table's numbering, cg_panic.c: function, file,
 * line) into the record right before it. The runtime walks the chain from rt_caller_head. A number
 * is written as the address corogo_site_base + number, which src/transform/panicsites.c turns into
 * the number of the renumbered table once the passes have deleted the dead code.
 *
 * Sync functions keep the record on the C stack; f$coro and f$inline in an alloca whose address
 * outlives the suspends, so coro-split moves it into the frame. The chain of a goroutine is its
 * awaiting frames: a frame resumed after a suspend points rt_caller_head at its own record again
 * (the resumer's chain is another goroutine's), a go statement starts the goroutine's ramp on an
 * empty chain, and a recovery's landing (the return block) makes the landing function's record the
 * head. LLVM's inliner keeps the records of inlined calls: positions read as if nothing were
 * inlined, as Go's do.
 *
 * A sync function that calls no Go code (only the C runtime: no walk can start under it) and has no
 * deferred calls drops its record again once its body is emitted (not package runtime's, whose
 * Caller, Callers and Stack call the walk in C and skip their own records); its panics store their site with
 * RT_PANIC_SITE_OWN_FRAME, and the panic puts a record in the chain for it (defer.c). */
#include <string.h>

#include "cg.h"
#include "rt_abi.h"

static const char *const users[] = {"runtime.Caller", "runtime.Callers", "runtime.Stack"};

/* is one of the functions named[0..n) live? */
static bool any_live(Cg *c, const char *const *named, size_t n)
{
    bool *live = callgraph_live(c->prog);
    bool any = false;
    for (int i = 0; i < c->prog->nfuncs && !any; i++) {
        FuncDecl *f = c->prog->funcs[i];
        for (size_t k = 0; k < n && !any; k++)
            if (f->mangled && !strcmp(f->mangled, named[k])) {
                int n = callgraph_node(c->prog, f);
                any = n >= 0 && live[n];
            }
    }
    free(live);
    return any;
}

bool cg_caller_wanted(Cg *c)
{
    if (c->opt && c->opt->panic_trap)
        return false;
    return any_live(c, users, sizeof users / sizeof *users);
}

bool cg_funcforpc_wanted(Cg *c)
{
    static const char *const named[] = {"runtime.FuncForPC"};
    return any_live(c, named, 1);
}

static LLVMTypeRef rec_type(Cg *c)
{
    LLVMTypeRef f[2] = {c->t_ptr, c->t_i32};
    return LLVMStructTypeInContext(c->ctx, f, 2, 0);
}

static LLVMValueRef head(Cg *c)
{
    LLVMValueRef g = LLVMGetNamedGlobal(c->mod, "rt_caller_head");
    if (!g) { /* defined here, not in caller.c, so that package initialisation at compile time
                 (src/interp) knows its value: NULL at the start */
        g = LLVMAddGlobal(c->mod, c->t_ptr, "rt_caller_head");
        LLVMSetInitializer(g, LLVMConstNull(c->t_ptr));
        LLVMSetAlignment(g, 4);
    }
    return g;
}

/* a site number as the records hold it until panicsites.c renumbers the table: the address of
   corogo_site_base plus the number, so that the pass finds every number the optimised code still
   stores (the uses of that global) wherever the records went (C stack, coroutine frame) */
static LLVMValueRef site_value(Cg *c, int site)
{
    LLVMValueRef base = LLVMGetNamedGlobal(c->mod, "corogo_site_base");
    if (!base)
        base = LLVMAddGlobal(c->mod, c->t_i8, "corogo_site_base");
    LLVMValueRef k = LLVMConstInt(c->t_i32, (unsigned long long)site, 0);
    return LLVMConstPtrToInt(LLVMConstGEP2(c->t_i8, base, &k, 1), c->t_i32);
}

static void store4(Cg *c, LLVMValueRef v, LLVMValueRef p)
{
    LLVMSetAlignment(LLVMBuildStore(c->b, v, p), 4);
}

void cg_caller_prologue(Cg *c)
{
    c->caller_rec = NULL;
    c->caller_calls = 0;
    if (!c->caller_on)
        return;
    c->caller_rec = cg_alloca(c, rec_type(c), "caller.rec");
    LLVMValueRef prev = LLVMBuildLoad2(c->b, c->t_ptr, head(c), "");
    LLVMSetAlignment(prev, 4);
    store4(c, prev, LLVMBuildStructGEP2(c->b, rec_type(c), c->caller_rec, 0, ""));
    store4(c, site_value(c, cg_site_number(c, c->fn->pos)), LLVMBuildStructGEP2(c->b, rec_type(c), c->caller_rec, 1, ""));
    store4(c, c->caller_rec, head(c));
}

void cg_caller_resumed(Cg *c)
{
    if (c->caller_rec)
        store4(c, c->caller_rec, head(c));
}

void cg_caller_epilogue(Cg *c)
{
    if (!c->caller_rec)
        return;
    LLVMValueRef prev = LLVMBuildLoad2(c->b, c->t_ptr, LLVMBuildStructGEP2(c->b, rec_type(c), c->caller_rec, 0, ""), "");
    LLVMSetAlignment(prev, 4);
    store4(c, prev, head(c));
}

void cg_caller_site(Cg *c, Pos pos)
{
    if (!c->caller_rec)
        return;
    c->caller_calls++;
    int site = cg_site_number(c, pos);
    if (site)
        store4(c, site_value(c, site), LLVMBuildStructGEP2(c->b, rec_type(c), c->caller_rec, 1, ""));
}

/* a body that falls off its end runs its deferred calls there: a walk from one of them reads the
   closing brace's line in this frame, as Go's (issue14646), not the last call's */
void cg_caller_exit(Cg *c, Pos end)
{
    int site = c->caller_rec && end.file ? cg_site_number(c, end) : 0;
    if (site)
        store4(c, site_value(c, site), LLVMBuildStructGEP2(c->b, rec_type(c), c->caller_rec, 1, ""));
}

LLVMValueRef cg_caller_go_begin(Cg *c)
{
    if (!c->caller_on)
        return NULL;
    c->caller_calls++;
    LLVMValueRef saved = LLVMBuildLoad2(c->b, c->t_ptr, head(c), "");
    LLVMSetAlignment(saved, 4);
    store4(c, LLVMConstNull(c->t_ptr), head(c));
    return saved;
}

void cg_caller_go_end(Cg *c, LLVMValueRef saved)
{
    if (saved)
        store4(c, saved, head(c));
}

static void erase(LLVMValueRef *v, int n)
{
    for (int i = 0; i < n; i++)
        LLVMInstructionEraseFromParent(v[i]);
}

void cg_caller_finish(Cg *c, bool sync)
{
    LLVMValueRef rec = c->caller_rec;
    if (!rec || !sync || c->caller_calls || c->defer)
        return;
    if (c->fn && c->fn->mangled && !strncmp(c->fn->mangled, "runtime.", 8))
        return; /* runtime.Caller, Callers, Stack...: the walk counts their own records */
    /* the record's uses: field addresses (the stores at the entry, the load of prev at the return
       and the store of it into the head), and its own stores into the head */
    LLVMValueRef *gone = NULL, *loads = NULL;
    int ngone = 0, capgone = 0, nloads = 0, caploads = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(rec); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAGetElementPtrInst(user)) {
            for (LLVMUseRef w = LLVMGetFirstUse(user); w; w = LLVMGetNextUse(w)) {
                LLVMValueRef x = LLVMGetUser(w);
                if (LLVMIsALoadInst(x))
                    for (LLVMUseRef y = LLVMGetFirstUse(x); y; y = LLVMGetNextUse(y))
                        VEC_PUSH(gone, ngone, capgone, LLVMGetUser(y));
                else if (LLVMIsALoadInst(LLVMGetOperand(x, 0)))
                    VEC_PUSH(loads, nloads, caploads, LLVMGetOperand(x, 0)); /* prev: the head's value */
                VEC_PUSH(gone, ngone, capgone, x);
            }
        }
    }
    erase(gone, ngone);
    ngone = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(rec); u; u = LLVMGetNextUse(u))
        VEC_PUSH(gone, ngone, capgone, LLVMGetUser(u)); /* the GEPs, the stores into the head */
    erase(gone, ngone);
    for (int i = 0; i < nloads; i++)
        if (!LLVMGetFirstUse(loads[i]))
            LLVMInstructionEraseFromParent(loads[i]);
    LLVMInstructionEraseFromParent(rec);
    c->caller_rec = NULL;
    free(gone);
    free(loads);
    /* its panics bring a record of their own */
    LLVMValueRef site = LLVMGetNamedGlobal(c->mod, "rt_panic_site");
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(c->llfn); bb && site; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            if (LLVMIsAStoreInst(i) && LLVMGetOperand(i, 1) == site && LLVMIsAConstantInt(LLVMGetOperand(i, 0)))
                LLVMSetOperand(i, 0, LLVMConstInt(c->t_i32, LLVMConstIntGetZExtValue(LLVMGetOperand(i, 0)) |
                                                                RT_PANIC_SITE_OWN_FRAME, 0));
}
