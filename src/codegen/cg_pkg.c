/* cg_pkg.c - calls of the intrinsics of the library packages (time, interrupt, machine in
 * runtime-baremetal/lib; packages.c): each is a runtime function, declared here on first use
 * with the Go signature (small integer and bool arguments and results marked zeroext/signext as
 * C expects). Sync code, and $coro code for a function that never blocks, just call it. A blocking one (time.Sleep, Signal.Wait,
 * UART.ReadByte) is a suspend point in $coro code: its PkgOp's prepare function registers the
 * leaf frame with its waker (timer queue, signal) and the coroutine suspends without publishing
 * itself (cg_coro_block); the waker queues the frame. time.Sleep's timer node is an alloca that
 * lives across the suspend, so it sits in the goroutine's frame. */
#include <string.h>

#include "cg.h"

static void ext_attr(Cg *c, LLVMValueRef fn, unsigned idx, Type *t)
{
    Type *u = type_under(t);
    const char *kind = NULL;
    switch (u->kind) {
    case TY_BOOL: case TY_UINT8: case TY_UINT16: kind = "zeroext"; break;
    case TY_INT8: case TY_INT16: kind = "signext"; break;
    default: return;
    }
    unsigned k = LLVMGetEnumAttributeKindForName(kind, strlen(kind));
    LLVMAddAttributeAtIndex(fn, idx, LLVMCreateEnumAttribute(c->ctx, k, 0));
}

LLVMValueRef cg_pkg_decl(Cg *c, FuncDecl *f)
{
    LLVMValueRef fn = LLVMGetNamedFunction(c->mod, f->linkname);
    if (fn)
        return fn;
    fn = LLVMAddFunction(c->mod, f->linkname, cg_func_type(c, f, false));
    unsigned nounwind = LLVMGetEnumAttributeKindForName("nounwind", 8);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c->ctx, nounwind, 0));
    unsigned k = 1;
    if (f->recv)
        ext_attr(c, fn, k++, f->recv_type);
    for (int i = 0; i < f->type->nparams; i++)
        ext_attr(c, fn, k++, f->type->params[i]);
    if (f->type->nresults == 1)
        ext_attr(c, fn, LLVMAttributeReturnIndex, f->type->results[0]);
    return fn;
}

LLVMValueRef cg_func_entry(Cg *c, FuncDecl *f, bool coro)
{
    /* a $coro entry handed to indirect callers: they read its promise in the full layout */
    if (coro && f->cg_coro && !cg_coro_promise_next(c, f))
        diag_internal(f->pos, "%s$coro reached indirectly but its promise has no queue link", f->mangled);
    return coro ? f->cg_coro : f->pkgop ? cg_pkg_decl(c, f) : f->cg_sync;
}

LLVMValueRef cg_pkg_call(Cg *c, FuncDecl *f, LLVMValueRef *args, int nargs)
{
    LLVMValueRef fn = cg_pkg_decl(c, f);
    const PkgOp *op = f->pkgop;
    if (!c->coro || !op->prepare)
        return LLVMBuildCall2(c->b, LLVMGlobalGetValueType(fn), fn, args, (unsigned)nargs, "");

    if (op->retry) { /* try; while nothing: block and try again */
        LLVMBasicBlockRef try_bb = cg_block(c, "pkg.try"), wait_bb = cg_block(c, "pkg.wait"),
                          done_bb = cg_block(c, "pkg.done");
        LLVMBuildBr(c->b, try_bb);
        LLVMPositionBuilderAtEnd(c->b, try_bb);
        LLVMValueRef r = cg_call_rt(c, op->retry, args, nargs);
        LLVMValueRef got = LLVMBuildICmp(c->b, LLVMIntSGE, r, LLVMConstInt(c->t_i32, 0, 0), "");
        LLVMBuildCondBr(c->b, got, done_bb, wait_bb);
        LLVMPositionBuilderAtEnd(c->b, wait_bb);
        cg_coro_block(c, op->prepare, args, nargs);
        LLVMBuildBr(c->b, try_bb);
        LLVMPositionBuilderAtEnd(c->b, done_bb);
        if (f->type->nresults != 1)
            return NULL;
        return LLVMBuildTrunc(c->b, r, cg_type(c, f->type->results[0]), "");
    }

    LLVMValueRef *a = xmalloc(sizeof *a * (size_t)(nargs + 2));
    int n = 0;
    LLVMValueRef node = NULL;
    if (op->node_size > 0) {
        LLVMTypeRef nt = LLVMArrayType2(c->t_i64, (uint64_t)(op->node_size + 7) / 8);
        node = cg_alloca(c, nt, "waiter");
        LLVMSetAlignment(node, 8);
        a[n++] = node;
    }
    for (int i = 0; i < nargs; i++)
        a[n++] = args[i];
    cg_waiters(c, &node, 1); /* the node is out of the runtime's queues once resumed */
    cg_coro_block(c, op->prepare, a, n);
    cg_waiters(c, NULL, 0);
    free(a);
    return NULL;
}
