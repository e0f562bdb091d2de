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
    LLVMValueRef sw = LLVMBuildSwitch(c->b, s, c->suspend_ret_bb, 2);
    LLVMAddCase(sw, i8c(c, 0), resume);
    LLVMAddCase(sw, i8c(c, 1), destroy);
}

void cg_coro_prologue(Cg *c)
{
    c->promise_type = cg_promise_type(c, c->fn);
    c->promise = cg_alloca(c, c->promise_type, "promise");
    LLVMSetAlignment(c->promise, 8);
    LLVMValueRef idargs[4] = {LLVMConstInt(c->t_i32, 8, 0), c->promise, LLVMConstNull(c->t_ptr),
                              LLVMConstNull(c->t_ptr)};
    c->coro_id = cg_call_intrinsic(c, "llvm.coro.id", NULL, 0, idargs, 4);
    LLVMValueRef need = cg_call_intrinsic(c, "llvm.coro.alloc", NULL, 0, &c->coro_id, 1);
    LLVMBasicBlockRef alloc_bb = cg_block(c, "coro.alloc"), begin_bb = cg_block(c, "coro.begin");
    LLVMBuildCondBr(c->b, need, alloc_bb, begin_bb);

    LLVMPositionBuilderAtEnd(c->b, alloc_bb);
    LLVMValueRef size = cg_call_intrinsic(c, "llvm.coro.size", &c->t_i32, 1, NULL, 0);
    LLVMValueRef mem = cg_call_rt(c, "rt_frame_alloc", &size, 1);
    LLVMBuildBr(c->b, begin_bb);

    LLVMPositionBuilderAtEnd(c->b, begin_bb);
    LLVMValueRef phi = LLVMBuildPhi(c->b, c->t_ptr, "frame");
    LLVMValueRef in_vals[2] = {LLVMConstNull(c->t_ptr), mem};
    LLVMBasicBlockRef in_bbs[2] = {c->entry, alloc_bb};
    LLVMAddIncoming(phi, in_vals, in_bbs, 2);
    LLVMValueRef bargs[2] = {c->coro_id, phi};
    c->hdl = cg_call_intrinsic(c, "llvm.coro.begin", NULL, 0, bargs, 2);
    /* rt_promise header: no parent yet (a goroutine's top frame keeps none), not queued */
    LLVMBuildStore(c->b, LLVMConstNull(c->t_ptr), LLVMBuildStructGEP2(c->b, c->promise_type, c->promise, 0, ""));
    LLVMBuildStore(c->b, LLVMConstNull(c->t_ptr), LLVMBuildStructGEP2(c->b, c->promise_type, c->promise, 1, ""));

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
        LLVMBuildStore(c->b, v, LLVMBuildStructGEP2(c->b, c->promise_type, c->promise, (unsigned)i + 2, ""));
    }
    LLVMBasicBlockRef trap = cg_block(c, "coro.final.resumed");
    suspend(c, true, trap, c->cleanup_bb);
    LLVMPositionBuilderAtEnd(c->b, trap);
    LLVMBuildUnreachable(c->b);
}

void cg_coro_yield(Cg *c)
{
    cg_call_rt(c, "rt_coro_yield", &c->hdl, 1);
    LLVMBasicBlockRef cont = cg_block(c, "yield.resume");
    suspend(c, false, cont, c->cleanup_bb);
    LLVMPositionBuilderAtEnd(c->b, cont);
}

void cg_coro_block(Cg *c, const char *prepare, LLVMValueRef *args, int nargs)
{
    /* prepare(hdl, args...) -> i1: registers this (leaf) frame with whatever will wake it and says
       whether it must wait; the waker (timer, ISR, channel peer) queues the handle, so this suspend
       publishes nothing. The handle only reaches the ready queue through the scheduler loop, after
       this suspend has completed (no llvm#56301 race with an ISR). */
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
}

LLVMValueRef cg_coro_await(Cg *c, FuncDecl *callee, LLVMValueRef *args, int nargs)
{
    LLVMValueRef co = callee->cg_coro;
    LLVMValueRef child = LLVMBuildCall2(c->b, LLVMGlobalGetValueType(co), co, args, (unsigned)nargs, "child");
    LLVMBasicBlockRef check = cg_block(c, "await.check"), wait = cg_block(c, "await.suspend"),
                      done = cg_block(c, "await.done"), destroy = cg_block(c, "await.destroy");
    LLVMBuildBr(c->b, check);

    LLVMPositionBuilderAtEnd(c->b, check);
    LLVMValueRef is_done = cg_call_intrinsic(c, "llvm.coro.done", NULL, 0, &child, 1);
    LLVMBuildCondBr(c->b, is_done, done, wait);

    /* not done: the child (or a frame below it) suspended and is already known to the scheduler;
       link ourselves as its parent and suspend without publishing ourselves */
    LLVMPositionBuilderAtEnd(c->b, wait);
    LLVMValueRef pargs[3] = {child, LLVMConstInt(c->t_i32, 8, 0), LLVMConstInt(c->t_i1, 0, 0)};
    LLVMValueRef cp = cg_call_intrinsic(c, "llvm.coro.promise", NULL, 0, pargs, 3);
    LLVMBuildStore(c->b, c->hdl, cp);
    suspend(c, false, check, destroy);

    /* destroyed while awaiting: the child goes with us (destroy on every path lets CoroElide put
       the child's frame inside ours) */
    LLVMPositionBuilderAtEnd(c->b, destroy);
    cg_call_intrinsic(c, "llvm.coro.destroy", NULL, 0, &child, 1);
    LLVMBuildBr(c->b, c->cleanup_bb);

    LLVMPositionBuilderAtEnd(c->b, done);
    LLVMValueRef pr = cg_call_intrinsic(c, "llvm.coro.promise", NULL, 0, pargs, 3);
    LLVMTypeRef pt = cg_promise_type(c, callee);
    Type *ft = callee->type;
    LLVMValueRef result = NULL;
    if (ft->nresults == 1) {
        result = LLVMBuildLoad2(c->b, cg_type(c, ft->results[0]), LLVMBuildStructGEP2(c->b, pt, pr, 2, ""), "");
    } else if (ft->nresults > 1) {
        LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(callee->cg_sync));
        result = LLVMGetUndef(rt);
        for (int i = 0; i < ft->nresults; i++) {
            LLVMValueRef v = LLVMBuildLoad2(c->b, cg_type(c, ft->results[i]),
                                            LLVMBuildStructGEP2(c->b, pt, pr, (unsigned)i + 2, ""), "");
            result = LLVMBuildInsertValue(c->b, result, v, (unsigned)i, "");
        }
    }
    cg_call_intrinsic(c, "llvm.coro.destroy", NULL, 0, &child, 1);
    return result;
}
