/* cg_coro.c - the coroutine half of the dual-symbol scheme: what makes "pkg.f$coro" an LLVM
 * switched-resume coroutine (promise alloca, coro.id/alloc/begin, the final suspend that keeps the
 * frame for the awaiting parent, cleanup through coro.free), a yield point (publish the leaf, then
 * suspend), the await of a tainted callee (ramp, then "while not done: link parent, suspend", then
 * results from the promise and destroy), and the go statement. The protocol is the "leaf-direct" one
 * of docs/coroutines.md: the scheduler resumes the innermost suspended frame, and a finished child
 * is followed by its parent, so a resume costs O(1) whatever the await depth. */
#include "cg.h"

static LLVMValueRef i8c(Cg *c, int v)
{
    return LLVMConstInt(c->t_i8, (unsigned long long)v, 0);
}

/* suspend the current coroutine; 'resume' continues, 'destroy' cleans up (the frame is being
 * destroyed while suspended here), any other value returns to the resumer */
static void suspend(Cg *c, bool final, LLVMBasicBlockRef resume, LLVMBasicBlockRef destroy)
{
    LLVMValueRef args[2] = {LLVMConstNull(c->t_token), LLVMConstInt(c->t_i1, final, 0)};
    LLVMValueRef s = cg_call_intrinsic(c, "llvm.coro.suspend", NULL, 0, args, 2);
    if (c->nwaiters && destroy == c->cleanup_bb) { /* the statement's waiters end on the way out */
        LLVMBasicBlockRef here = LLVMGetInsertBlock(c->b);
        destroy = cg_block(c, "block.destroy");
        LLVMPositionBuilderAtEnd(c->b, destroy);
        for (int i = 0; i < c->nwaiters; i++)
            cg_lifetime(c, c->waiters[i], false);
        LLVMBuildBr(c->b, c->cleanup_bb);
        LLVMPositionBuilderAtEnd(c->b, here);
    }
    LLVMValueRef sw = LLVMBuildSwitch(c->b, s, c->suspend_ret_bb, 2);
    LLVMAddCase(sw, i8c(c, 0), resume);
    LLVMAddCase(sw, i8c(c, 1), destroy);
}

void cg_coro_attrs(Cg *c, LLVMValueRef fn, bool presplit)
{
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c->ctx, c->kind_nounwind, 0));
    if (presplit)
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c->ctx, c->kind_presplit, 0));
    /* TailCallElim marks calls 'tail' ("touches no alloca of the caller") while a function has
       no allocas; CoroElide later turns an inlined child's frame into an alloca of the same
       function, and LLVM 19 clears 'tail' only on calls whose operands alias that alloca, so
       llvm.coro.suspend stays 'tail' and BasicAA lets JumpThreading/CVP move the child's frame
       loads across it (tests/ir/llvm_tail_elide.ll). TailCallElim honours this attribute. */
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                            LLVMCreateStringAttribute(c->ctx, "disable-tail-calls", 18, "true", 4));
}

bool cg_coro_promise_next(Cg *c, FuncDecl *f)
{
    /* only a leaf (a frame that waits for the scheduler or a waker) is ever queued through next;
       a function reached through a func value, method value or itab keeps the full layout,
       because its awaiting caller does not know which function it awaits */
    return !f || f->recv || f->is_lit || !callgraph_direct_only(c->prog, f) || callgraph_leaf(c->prog, f) ||
           cg_inline_leaf(c, f);
}

/* the promise field of result i */
static unsigned result_field(bool next, int i)
{
    return (unsigned)i + (next ? 2 : 1);
}

/* llvm.coro.promise(h, align of ft's promise, false) */
static LLVMValueRef promise_of(Cg *c, LLVMValueRef h, Type *ft)
{
    LLVMValueRef pargs[3] = {h, LLVMConstInt(c->t_i32, cg_promise_align(ft), 0), LLVMConstInt(c->t_i1, 0, 0)};
    return cg_call_intrinsic(c, "llvm.coro.promise", NULL, 0, pargs, 3);
}

/* a promise field's load or store claims the field's real alignment on the boards (the builder's
   default, from a module without a data layout yet, says 8 for every pointer) */
static LLVMValueRef field_access(LLVMValueRef memop, Type *t)
{
    LLVMSetAlignment(memop, t ? (unsigned)type_alignof(t) : 4);
    return memop;
}

/* a frame that registers itself with the scheduler or a waker must have rt_promise.next */
static void check_leaf(Cg *c)
{
    if (!c->promise_next)
        diag_internal(c->fn->pos, "%s$coro waits for a waker but its promise has no queue link", c->fn->mangled);
}

void cg_coro_prologue(Cg *c)
{
    c->promise_next = cg_coro_promise_next(c, c->fn);
    c->promise_type = cg_promise_type(c, c->fn->type, c->promise_next);
    c->promise = cg_alloca(c, c->promise_type, "promise");
    cg_debug_promise(c); /* CoroSplit describes the frame (__coro_frame) only when the promise has a variable */
    /* 4 on the 32-bit boards unless a result needs 8: the frame is no more aligned than needed
       (at offset 8 after the resume and destroy pointers either way, where the runtime looks) */
    LLVMSetAlignment(c->promise, cg_promise_align(c->fn->type));
    LLVMValueRef idargs[4] = {LLVMConstInt(c->t_i32, cg_promise_align(c->fn->type), 0), c->promise, LLVMConstNull(c->t_ptr),
                              LLVMConstNull(c->t_ptr)};
    c->coro_id = cg_call_intrinsic(c, "llvm.coro.id", NULL, 0, idargs, 4);
    LLVMValueRef need = cg_call_intrinsic(c, "llvm.coro.alloc", NULL, 0, &c->coro_id, 1);
    LLVMBasicBlockRef alloc_bb = cg_block(c, "coro.alloc"), begin_bb = cg_block(c, "coro.begin");
    LLVMBuildCondBr(c->b, need, alloc_bb, begin_bb);

    LLVMPositionBuilderAtEnd(c->b, alloc_bb);
    LLVMValueRef size = cg_call_intrinsic(c, "llvm.coro.size", &c->t_i32, 1, NULL, 0);
    /* "X$frame"(size): X's own allocator, a declaration that frames.c replaces after the passes
       (a pool slot or the general pool); the callee names the frame's owner (invariant I3) */
    char *aname = mangle_frame_alloc(c->fn->mangled);
    LLVMValueRef afn = LLVMGetNamedFunction(c->mod, aname);
    if (!afn) {
        afn = LLVMAddFunction(c->mod, aname, LLVMFunctionType(c->t_ptr, &c->t_i32, 1, 0));
        LLVMAddAttributeAtIndex(afn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c->ctx, c->kind_nounwind, 0));
    }
    free(aname);
    LLVMValueRef mem = LLVMBuildCall2(c->b, LLVMGlobalGetValueType(afn), afn, &size, 1, "");
    LLVMBuildBr(c->b, begin_bb);

    LLVMPositionBuilderAtEnd(c->b, begin_bb);
    LLVMValueRef phi = LLVMBuildPhi(c->b, c->t_ptr, "frame");
    LLVMValueRef in_vals[2] = {LLVMConstNull(c->t_ptr), mem};
    LLVMBasicBlockRef in_bbs[2] = {c->entry, alloc_bb};
    LLVMAddIncoming(phi, in_vals, in_bbs, 2);
    LLVMValueRef bargs[2] = {c->coro_id, phi};
    c->hdl = cg_call_intrinsic(c, "llvm.coro.begin", NULL, 0, bargs, 2);
    /* rt_promise header: no parent yet (a goroutine's top frame keeps none), not queued */
    field_access(LLVMBuildStore(c->b, LLVMConstNull(c->t_ptr), LLVMBuildStructGEP2(c->b, c->promise_type, c->promise, 0, "")), NULL);
    if (c->promise_next)
        field_access(LLVMBuildStore(c->b, LLVMConstNull(c->t_ptr),
                                    LLVMBuildStructGEP2(c->b, c->promise_type, c->promise, 1, "")), NULL);

    /* the shared exits every suspend point branches to */
    LLVMBasicBlockRef here = LLVMGetInsertBlock(c->b);
    c->cleanup_bb = cg_block(c, "coro.cleanup");
    c->suspend_ret_bb = cg_block(c, "coro.suspend");
    LLVMBasicBlockRef free_bb = cg_block(c, "coro.free");

    LLVMPositionBuilderAtEnd(c->b, c->cleanup_bb);
    LLVMValueRef fargs[2] = {c->coro_id, c->hdl};
    LLVMValueRef fmem = cg_call_intrinsic(c, "llvm.coro.free", NULL, 0, fargs, 2);
    LLVMBuildCondBr(c->b, LLVMBuildIsNotNull(c->b, fmem, ""), free_bb, c->suspend_ret_bb);
    LLVMPositionBuilderAtEnd(c->b, free_bb);
    cg_call_rt(c, "rt_frame_free", &fmem, 1);
    LLVMBuildBr(c->b, c->suspend_ret_bb);

    LLVMPositionBuilderAtEnd(c->b, c->suspend_ret_bb);
    LLVMValueRef eargs[3] = {c->hdl, LLVMConstInt(c->t_i1, 0, 0), LLVMConstNull(c->t_token)};
    cg_call_intrinsic(c, "llvm.coro.end", NULL, 0, eargs, 3);
    LLVMBuildRet(c->b, c->hdl);

    LLVMPositionBuilderAtEnd(c->b, here);
}

/* ret_bb of f$coro: results into the promise, then the final suspend. The frame stays until the
 * awaiting parent (or, for a goroutine's top frame, the scheduler) destroys it. */
void cg_coro_epilogue(Cg *c)
{
    Type *ft = c->fn->type;
    for (int i = 0; i < ft->nresults; i++) {
        LLVMValueRef v = LLVMBuildLoad2(c->b, cg_type(c, ft->results[i]), c->result_slots[i], "");
        field_access(LLVMBuildStore(c->b, v, LLVMBuildStructGEP2(c->b, c->promise_type, c->promise,
                                                                 result_field(c->promise_next, i), "")),
                     ft->results[i]);
    }
    LLVMBasicBlockRef trap = cg_block(c, "coro.final.resumed");
    suspend(c, true, trap, c->cleanup_bb);
    LLVMPositionBuilderAtEnd(c->b, trap);
    LLVMBuildUnreachable(c->b);
}

/* the runtime's "rt_suspended" (rt.h), declared on first use */
static LLVMValueRef suspended_global(Cg *c)
{
    LLVMValueRef g = LLVMGetNamedGlobal(c->mod, "rt_suspended");
    if (!g)
        g = LLVMAddGlobal(c->mod, c->t_ptr, "rt_suspended");
    return g;
}

void cg_coro_yield(Cg *c)
{
    /* save the suspend point first (llvm.coro.save: the resume index is stored here), then publish
       the leaf with a plain store to rt_suspended, then suspend: the resume function ends in the
       store and its return, with no call left that would need the index saved after it. Only the
       scheduler reads rt_suspended, after the resume has returned, so no ISR can see the handle
       before the suspend is complete (llvm#56301). */
    check_leaf(c);
    CgDeferSaved chain = cg_defer_suspend(c); /* the goroutine's defer chain, kept in the frame */
    LLVMValueRef save = cg_call_intrinsic(c, "llvm.coro.save", NULL, 0, &c->hdl, 1);
    /* a C pointer: aligned to its size, 4 bytes on the 32-bit boards (not the builder's default 8) */
    LLVMSetAlignment(LLVMBuildStore(c->b, c->hdl, suspended_global(c)), 4);
    LLVMValueRef args[2] = {save, LLVMConstInt(c->t_i1, 0, 0)};
    LLVMValueRef st = cg_call_intrinsic(c, "llvm.coro.suspend", NULL, 0, args, 2);
    LLVMBasicBlockRef cont = cg_block(c, "yield.resume");
    LLVMValueRef sw = LLVMBuildSwitch(c->b, st, c->suspend_ret_bb, 2);
    LLVMAddCase(sw, i8c(c, 0), cont);
    LLVMAddCase(sw, i8c(c, 1), c->cleanup_bb);
    LLVMPositionBuilderAtEnd(c->b, cont);
    cg_defer_resumed(c, chain);
    cg_caller_resumed(c);
}

void cg_coro_block(Cg *c, const char *prepare, LLVMValueRef *args, int nargs)
{
    /* prepare(hdl, args...) -> i1: registers this (leaf) frame with whatever will wake it and says
       whether it must wait; the waker (timer, ISR, channel peer) queues the handle, so this suspend
       publishes nothing. The handle only reaches the ready queue through the scheduler loop, after
       this suspend has completed (no llvm#56301 race with an ISR). */
    check_leaf(c);
    CgDeferSaved chain = cg_defer_suspend(c);
    LLVMValueRef *a = xmalloc(sizeof *a * (size_t)(nargs + 1));
    a[0] = c->hdl;
    for (int i = 0; i < nargs; i++)
        a[i + 1] = args[i];
    LLVMValueRef wait = cg_call_rt(c, prepare, a, nargs + 1);
    free(a);
    LLVMBasicBlockRef park = cg_block(c, "block.park"), cont = cg_block(c, "block.resume");
    LLVMBuildCondBr(c->b, wait, park, cont);
    LLVMPositionBuilderAtEnd(c->b, park);
    suspend(c, false, cont, c->cleanup_bb);
    LLVMPositionBuilderAtEnd(c->b, cont);
    cg_defer_resumed(c, chain);
    cg_caller_resumed(c);
}

void cg_coro_park(Cg *c)
{
    check_leaf(c);
    CgDeferSaved chain = cg_defer_suspend(c);
    LLVMBasicBlockRef cont = cg_block(c, "park.resume");
    suspend(c, false, cont, c->cleanup_bb);
    LLVMPositionBuilderAtEnd(c->b, cont);
    cg_defer_resumed(c, chain);
    cg_caller_resumed(c);
}

static LLVMValueRef await_via_thunk(Cg *c, FuncDecl *callee, LLVMValueRef thunk, LLVMValueRef *args, int nargs);
static LLVMValueRef await_thunk(Cg *c, FuncDecl *callee, bool lands);

LLVMValueRef cg_coro_await(Cg *c, FuncDecl *callee, LLVMValueRef *args, int nargs)
{
    /* an inlined await calls the callee's own body in the thunk's place (cg_inline.c) */
    if (cg_inline_await(c, callee)) {
        if (!c->promise_next && (callgraph_leaf(c->prog, callee) || cg_inline_leaf(c, callee)))
            diag_internal(c->fn->pos, "%s inlines %s, which waits, but has no queue link", c->fn->mangled,
                          callee->mangled);
        return await_via_thunk(c, callee, cg_inline_fn(c, callee), args, nargs);
    }
    return cg_coro_await_call(c, callee, args, nargs);
}

LLVMValueRef cg_coro_await_call(Cg *c, FuncDecl *callee, LLVMValueRef *args, int nargs)
{
    /* a non-recursive await goes through the callee's await thunk (see await_thunk below) */
    if (!callgraph_same_scc(c->prog, callee, c->fn))
        return await_via_thunk(c, callee, await_thunk(c, callee, cg_defer_await_lands(c)), args, nargs);
    LLVMValueRef co = callee->cg_coro;
    LLVMValueRef child = LLVMBuildCall2(c->b, LLVMGlobalGetValueType(co), co, args, (unsigned)nargs, "child");
    return cg_coro_await_handle(c, child, callee->type, callee);
}

LLVMValueRef cg_coro_await_handle(Cg *c, LLVMValueRef child, Type *ft, FuncDecl *callee)
{
    bool next = cg_coro_promise_next(c, callee);
    LLVMBasicBlockRef check = cg_block(c, "await.check"), wait = cg_block(c, "await.suspend"),
                      done = cg_block(c, "await.done"), destroy = cg_block(c, "await.destroy");
    LLVMBuildBr(c->b, check);

    LLVMPositionBuilderAtEnd(c->b, check);
    LLVMValueRef is_done = cg_call_intrinsic(c, "llvm.coro.done", NULL, 0, &child, 1);
    LLVMBuildCondBr(c->b, is_done, done, wait);

    /* not done: the child (or a frame below it) suspended and is already known to the scheduler;
       link ourselves as its parent and suspend without publishing ourselves */
    LLVMPositionBuilderAtEnd(c->b, wait);
    field_access(LLVMBuildStore(c->b, c->hdl, promise_of(c, child, ft)), NULL);
    if (cg_defer_await_lands(c)) { /* a recovery may resume us here instead (cg_defer.c) */
        LLVMBasicBlockRef resumed = cg_block(c, "await.resumed"), recovered = cg_block(c, "await.recovered"),
                          back = cg_block(c, "await.back");
        cg_defer_await_suspended(c);
        suspend(c, false, resumed, destroy);
        LLVMPositionBuilderAtEnd(c->b, resumed);
        LLVMBuildCondBr(c->b, cg_defer_await_recovering(c, c->hdl), recovered, back);
        LLVMPositionBuilderAtEnd(c->b, recovered);
        cg_defer_await_drop(c, child);
        cg_defer_await_recovered(c);
        LLVMPositionBuilderAtEnd(c->b, back);
        cg_defer_await_back(c);
        LLVMBuildBr(c->b, check);
    } else {
        suspend(c, false, check, destroy);
    }

    /* destroyed while awaiting: the child goes with us (destroy on every path lets CoroElide put
       the child's frame inside ours) */
    LLVMPositionBuilderAtEnd(c->b, destroy);
    cg_call_intrinsic(c, "llvm.coro.destroy", NULL, 0, &child, 1);
    LLVMBuildBr(c->b, c->cleanup_bb);

    LLVMPositionBuilderAtEnd(c->b, done);
    cg_caller_resumed(c);
    LLVMValueRef pr = promise_of(c, child, ft);
    LLVMTypeRef pt = cg_promise_type(c, ft, next);
    LLVMValueRef result = NULL;
    if (ft->nresults == 1) {
        result = field_access(LLVMBuildLoad2(c->b, cg_type(c, ft->results[0]),
                                             LLVMBuildStructGEP2(c->b, pt, pr, result_field(next, 0), ""), ""),
                              ft->results[0]);
    } else if (ft->nresults > 1) {
        LLVMTypeRef rt = cg_results_type(c, ft);
        result = LLVMGetUndef(rt);
        for (int i = 0; i < ft->nresults; i++) {
            LLVMValueRef v = field_access(LLVMBuildLoad2(c->b, cg_type(c, ft->results[i]),
                                                         LLVMBuildStructGEP2(c->b, pt, pr, result_field(next, i), ""), ""),
                                          ft->results[i]);
            result = LLVMBuildInsertValue(c->b, result, v, (unsigned)i, "");
        }
    }
    cg_call_intrinsic(c, "llvm.coro.destroy", NULL, 0, &child, 1);
    return result;
}

/* ---------------------------------------------------------------- await thunks
 *
 * A non-recursive await of g from f$coro calls "g$await"(f's handle, args..., results out), a
 * small function holding the whole await of the previous section: g's ramp, the done check, the
 * parent link, the suspend (f's suspend: the thunk is always inlined into f before f is split) and
 * the destroys. It returns 0 (done: results in *out), 1 (suspended: f returns to its resumer) or 2
 * (f is being destroyed: go to f's cleanup). Why the detour: LLVM's CoroElide places the child's
 * frame in an alloca of the function g's ramp was inlined into. Inlined into f directly, that alloca
 * has no lifetime markers, so coro-split keeps every awaited child's frame in its own slot of f's
 * frame (11 sequential awaits = 11 child frames). Elided inside the thunk instead, the alloca moves
 * into f when the thunk is inlined, and the inliner brackets it with lifetime.start/end: coro-split
 * then lets sequential awaits share one slot. The bottom-up call-graph order (g, then g$await, then
 * f) makes this happen in exactly that order. The ramp call in the thunk is alwaysinline (refused
 * while g is presplit, done right after g is split); the thunk call is NOT alwaysinline, or the
 * always-inliner that runs before the call-graph walk would inline it before g's ramp is even split:
 * instead every await site gets its own thunk whose call carries the inline cost model's override
 * "function-inline-cost"="0" (consulted because frames_init turns on -inline-cost-full), so the
 * call-graph inliner always inlines it, in order (frames.c checks that no thunk survives). At -O0
 * only the always-inliner runs: the thunk call is alwaysinline there, nothing is elided and the ramp
 * allocates from the general frame pool. */

static void call_attr(Cg *c, LLVMValueRef call, unsigned kind)
{
    LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c->ctx, kind, 0));
}

/* the callee's results as one value: void, the single result type, or the sync version's struct */
static LLVMTypeRef results_type(Cg *c, FuncDecl *callee)
{
    (void)c;
    return LLVMGetReturnType(LLVMGlobalGetValueType(callee->cg_sync));
}

LLVMValueRef cg_coro_thunk_decl(Cg *c, FuncDecl *callee, const char *name)
{
    LLVMTypeRef coty = LLVMGlobalGetValueType(callee->cg_coro);
    unsigned np = LLVMCountParamTypes(coty);
    LLVMTypeRef *pt = xmalloc(sizeof *pt * (np + 2));
    pt[0] = c->t_ptr;
    LLVMGetParamTypes(coty, pt + 1);
    pt[np + 1] = c->t_ptr;
    LLVMValueRef fn = LLVMAddFunction(c->mod, name, LLVMFunctionType(c->t_i8, pt, np + 2, 0));
    free(pt);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    cg_coro_attrs(c, fn, false);
    return fn;
}

LLVMValueRef cg_coro_result_out(Cg *c, FuncDecl *callee, LLVMValueRef out, int i)
{
    if (callee->type->nresults == 1)
        return out;
    return LLVMBuildStructGEP2(c->b, results_type(c, callee), out, (unsigned)i, "");
}

static LLVMValueRef await_thunk(Cg *c, FuncDecl *callee, bool lands)
{
    char *name = mangle_await(callee->mangled);
    LLVMValueRef fn = cg_coro_thunk_decl(c, callee, name);
    free(name);
    unsigned np = LLVMCountParams(fn) - 2;
    LLVMTypeRef coty = LLVMGlobalGetValueType(callee->cg_coro);

    LLVMBuilderRef saved = c->b;
    c->b = LLVMCreateBuilderInContext(c->ctx);
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(c->ctx, fn, "entry"),
                      check = LLVMAppendBasicBlockInContext(c->ctx, fn, "await.check"),
                      wait = LLVMAppendBasicBlockInContext(c->ctx, fn, "await.suspend"),
                      suspended = LLVMAppendBasicBlockInContext(c->ctx, fn, "await.suspended"),
                      destroy = LLVMAppendBasicBlockInContext(c->ctx, fn, "await.destroy"),
                      done = LLVMAppendBasicBlockInContext(c->ctx, fn, "await.done");
    LLVMPositionBuilderAtEnd(c->b, entry);
    LLVMValueRef *args = xmalloc(sizeof *args * (np + 1));
    for (unsigned i = 0; i < np; i++)
        args[i] = LLVMGetParam(fn, i + 1);
    LLVMValueRef child = LLVMBuildCall2(c->b, coty, callee->cg_coro, args, np, "child");
    free(args);
    call_attr(c, child, c->kind_alwaysinline); /* after coro-split: the ramp inlines, CoroElide fires */
    LLVMBuildBr(c->b, check);

    LLVMPositionBuilderAtEnd(c->b, check);
    LLVMValueRef is_done = cg_call_intrinsic(c, "llvm.coro.done", NULL, 0, &child, 1);
    LLVMBuildCondBr(c->b, is_done, done, wait);

    LLVMPositionBuilderAtEnd(c->b, wait);
    field_access(LLVMBuildStore(c->b, LLVMGetParam(fn, 0), promise_of(c, child, callee->type)), NULL);
    LLVMValueRef sargs[2] = {LLVMConstNull(c->t_token), LLVMConstInt(c->t_i1, 0, 0)};
    LLVMValueRef s = cg_call_intrinsic(c, "llvm.coro.suspend", NULL, 0, sargs, 2);
    LLVMValueRef sw = LLVMBuildSwitch(c->b, s, suspended, 2);
    LLVMBasicBlockRef resumed = check;
    if (lands) { /* the caller has a landing: a recovery's resume returns 3 (cg_defer.c) */
        resumed = LLVMAppendBasicBlockInContext(c->ctx, fn, "await.resumed");
        LLVMBasicBlockRef recovered = LLVMAppendBasicBlockInContext(c->ctx, fn, "await.recovered");
        LLVMPositionBuilderAtEnd(c->b, resumed);
        LLVMBuildCondBr(c->b, cg_defer_await_recovering(c, LLVMGetParam(fn, 0)), recovered, check);
        LLVMPositionBuilderAtEnd(c->b, recovered);
        cg_defer_await_drop(c, child);
        LLVMBuildRet(c->b, i8c(c, 3));
    }
    LLVMAddCase(sw, i8c(c, 0), resumed);
    LLVMAddCase(sw, i8c(c, 1), destroy);

    LLVMPositionBuilderAtEnd(c->b, suspended);
    LLVMBuildRet(c->b, i8c(c, 1));

    LLVMPositionBuilderAtEnd(c->b, destroy);
    cg_call_intrinsic(c, "llvm.coro.destroy", NULL, 0, &child, 1);
    LLVMBuildRet(c->b, i8c(c, 2));

    LLVMPositionBuilderAtEnd(c->b, done);
    LLVMValueRef pr = promise_of(c, child, callee->type);
    bool next = cg_coro_promise_next(c, callee);
    LLVMTypeRef prt = cg_promise_type(c, callee->type, next);
    Type *ft = callee->type;
    LLVMValueRef out = LLVMGetParam(fn, np + 1);
    for (int i = 0; i < ft->nresults; i++) {
        LLVMTypeRef t = cg_type(c, ft->results[i]);
        LLVMValueRef v = field_access(LLVMBuildLoad2(c->b, t, LLVMBuildStructGEP2(c->b, prt, pr, result_field(next, i), ""), ""),
                                      ft->results[i]);
        LLVMBuildStore(c->b, v, cg_coro_result_out(c, callee, out, i));
    }
    cg_call_intrinsic(c, "llvm.coro.destroy", NULL, 0, &child, 1);
    LLVMBuildRet(c->b, i8c(c, 0));

    LLVMDisposeBuilder(c->b);
    c->b = saved;
    return fn;
}

static LLVMValueRef await_via_thunk(Cg *c, FuncDecl *callee, LLVMValueRef thunk, LLVMValueRef *args, int nargs)
{
    bool lands = cg_defer_await_lands(c); /* never for an inlined await */
    int nres = callee->type->nresults;
    LLVMTypeRef rt = results_type(c, callee);
    LLVMValueRef out = nres ? cg_alloca(c, rt, "await.out") : LLVMConstNull(c->t_ptr);
    LLVMValueRef *a = xmalloc(sizeof *a * (size_t)(nargs + 2));
    a[0] = c->hdl;
    for (int i = 0; i < nargs; i++)
        a[i + 1] = args[i];
    a[nargs + 1] = out;
    LLVMValueRef st = LLVMBuildCall2(c->b, LLVMGlobalGetValueType(thunk), thunk, a, (unsigned)nargs + 2, "await");
    free(a);
    if (c->opt->optlevel == 0 || callgraph_recursive_indirect(c->prog, c->fn)) {
        /* -O0: only the always-inliner runs. A caller in a recursion through func values or
           interfaces too: LLVM's call graph gains that cycle when it devirtualises a call in the
           middle of its bottom-up walk, and may then split the caller before this thunk is inlined
           (a suspend left in a split function: tests/programs/iface_recursive_await.go). Inlined
           first, the thunk is always inside the caller when it is split; the callee's frame is
           then not elided (it comes from the general pool). */
        call_attr(c, st, c->kind_alwaysinline);
    } else {
        /* the inline cost model's per-call-site override (InlineCost.cpp): whatever the thunk's
           size (the inlined ramp is the callee's code up to its first suspend), inline it. No
           other rule of the cost model can refuse it (invariant I2, docs/coroutines.md):
           frames_init switches off the "recursive caller" stack rule, which every presplit
           coroutine would trip (its coro.id names itself), and computes full costs. */
        LLVMAddCallSiteAttribute(st, LLVMAttributeFunctionIndex,
                                 LLVMCreateStringAttribute(c->ctx, "function-inline-cost", 20, "0", 1));
    }
    LLVMBasicBlockRef cont = cg_block(c, "await.cont"), suspended = c->suspend_ret_bb;
    LLVMValueRef sw = LLVMBuildSwitch(c->b, st, cont, lands ? 3 : 2);
    LLVMBasicBlockRef recovered = NULL;
    if (lands) { /* f suspends under the child; a recovery's resume goes to f's return block */
        recovered = cg_block(c, "await.recovered");
        suspended = cg_block(c, "await.suspended");
        LLVMPositionBuilderAtEnd(c->b, suspended);
        cg_defer_await_suspended(c);
        LLVMBuildBr(c->b, c->suspend_ret_bb);
        LLVMPositionBuilderAtEnd(c->b, recovered);
        cg_defer_await_recovered(c);
    }
    LLVMAddCase(sw, i8c(c, 1), suspended);
    LLVMAddCase(sw, i8c(c, 2), c->cleanup_bb);
    if (recovered)
        LLVMAddCase(sw, i8c(c, 3), recovered);
    /* the code after an await is as hot as the code before it: without these weights the inliner
       sees the 3-way switch halve the frequency at every await and treats later awaits as cold */
    LLVMMetadataRef w[5] = {LLVMMDStringInContext2(c->ctx, "branch_weights", 14),
                            LLVMValueAsMetadata(LLVMConstInt(c->t_i32, 1000000, 0)),
                            LLVMValueAsMetadata(LLVMConstInt(c->t_i32, 1, 0)),
                            LLVMValueAsMetadata(LLVMConstInt(c->t_i32, 1, 0)),
                            LLVMValueAsMetadata(LLVMConstInt(c->t_i32, 1, 0))};
    LLVMSetMetadata(sw, LLVMGetMDKindIDInContext(c->ctx, "prof", 4),
                    LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, w, recovered ? 5 : 4)));
    LLVMPositionBuilderAtEnd(c->b, cont);
    cg_caller_resumed(c);
    if (lands)
        cg_defer_await_back(c);
    return nres ? LLVMBuildLoad2(c->b, rt, out, "") : NULL;
}

/* ---------------------------------------------------------------- locals kept in the frame
 * coro-split gives every SSA value that lives across a suspend a frame field of its own; only
 * allocas with disjoint lifetimes share bytes. A variable assigned again after each of many
 * blocking statements in sequence (`s += <-c` sixteen times, a sum updated in every select case)
 * would have one promoted value, so one field, per statement (issue #32 item 2: 60 of a 108-byte
 * frame). Such a variable keeps its alloca (its address escapes into an empty asm, as for
 * cg_frame_escape), so it is one field, read and written in place. A variable qualifies when it
 * is assigned in three or more of the segments that the statements with a suspend point divide
 * the body into, in sequence: blocks and loop bodies are sequences of their own, an if, switch or
 * select (alternatives) counts once; a loop counter or a value set on one path does not. */

typedef struct Pins {
    FuncDecl *f;
    int *segs, *last; /* per local: segments it is assigned in, the last one */
    int nsusp;        /* suspending statements of the body so far */
} Pins;

static int local_index(const Pins *p, Expr *e)
{
    while (e && e->kind == E_PAREN)
        e = e->x;
    if (!e || e->kind != E_IDENT || !e->sym)
        return -1;
    for (int i = 0; i < p->f->nlocals; i++)
        if (p->f->locals[i] == e->sym)
            return i;
    return -1;
}

static void assigned(Pins *p, Expr *e)
{
    int i = local_index(p, e);
    if (i >= 0 && p->last[i] != p->nsusp)
        p->segs[i]++, p->last[i] = p->nsusp;
}

static bool suspends_expr(Walker *w, Expr *e)
{
    if ((e->kind == E_UNARY && e->op == T_ARROW) ||
        (e->kind == E_CALL && (e->call == CALL_FUNC || e->call == CALL_METHOD) && e->callee &&
         e->callee->tainted))
        w->stop = true;
    return !w->stop;
}

static bool suspends_stmt(Walker *w, Stmt *s)
{
    if (s->kind == S_SEND || s->kind == S_SELECT)
        w->stop = true;
    return !w->stop;
}

static bool assigns_stmt(Walker *w, Stmt *s)
{
    Pins *p = w->arg;
    if (s->kind == S_ASSIGN || s->kind == S_DEFINE)
        for (int i = 0; i < s->nlhs; i++)
            assigned(p, s->lhs[i]);
    else if (s->kind == S_OPASSIGN || s->kind == S_INCDEC)
        assigned(p, s->lhs[0]);
    else if (s->kind == S_RANGE)
        assigned(p, s->key), assigned(p, s->value);
    else if (s->kind == S_SELECT)
        for (int k = 0; k < s->nclauses; k++)
            if (s->clauses[k].comm)
                walk_stmt(w, s->clauses[k].comm);
    return true;
}

static void pin_seq(Pins *p, Stmt **body, int n)
{
    for (int k = 0; k < n; k++) {
        Stmt *s = body[k];
        if (s->kind == S_BLOCK) {
            pin_seq(p, s->body, s->nbody);
            continue;
        }
        if (s->kind == S_LABELED) {
            pin_seq(p, &s->then, 1);
            continue;
        }
        if ((s->kind == S_FOR || s->kind == S_RANGE) && s->then) { /* the body is a sequence too */
            Walker a = {.stmt = assigns_stmt, .arg = p};
            if (s->kind == S_FOR && s->init)
                walk_stmt(&a, s->init);
            if (s->kind == S_RANGE)
                assigned(p, s->key), assigned(p, s->value);
            pin_seq(p, &s->then, 1);
            if (s->kind == S_FOR && s->post)
                walk_stmt(&a, s->post);
            continue;
        }
        Walker w = {.stmt = suspends_stmt, .expr = suspends_expr};
        walk_stmt(&w, s);
        p->nsusp += w.stop;
        Walker a = {.stmt = assigns_stmt, .arg = p};
        walk_stmt(&a, s);
    }
}

static bool has_call(Walker *w, Expr *e)
{
    if (e->kind == E_CALL)
        w->stop = true;
    return !w->stop;
}

bool cg_pinned_first(Cg *c, Expr *l, Expr *rhs)
{
    while (l->kind == E_PAREN)
        l = l->x;
    bool pinned = false;
    for (int i = 0; i < c->npinned && l->kind == E_IDENT; i++)
        pinned |= c->pinned[i] == l->sym;
    if (!pinned)
        return false;
    Walker w = {.expr = has_call};
    walk_expr(&w, rhs);
    return !w.stop;
}

void cg_pin_locals(Cg *c, FuncDecl *f)
{
    c->npinned = 0;
    if (!c->coro || !f->body || f->nlocals == 0)
        return;
    Pins p = {.f = f, .segs = xmalloc(sizeof(int) * (size_t)f->nlocals),
              .last = xmalloc(sizeof(int) * (size_t)f->nlocals)};
    for (int i = 0; i < f->nlocals; i++)
        p.last[i] = -1;
    pin_seq(&p, f->body->body, f->body->nbody);
    for (int i = 0; i < f->nlocals; i++) {
        Symbol *s = f->locals[i];
        if (p.segs[i] >= 3 && !s->boxed && LLVMABISizeOfType(c->opt->td, LLVMGetAllocatedType(s->cg)) <= 16) {
            cg_frame_escape(c, s->cg);
            VEC_PUSH(c->pinned, c->npinned, c->cpinned, s);
        }
    }
    free(p.segs);
    free(p.last);
}
