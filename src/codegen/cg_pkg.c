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
    cg_params_extern(c, fn, f); /* memory C may fill (field facts) */
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

/* the assembly of device/arm.Asm, device/riscv.Asm and device/arm.AsmFull (check_call.c checked
   it is a constant and AsmFull's registers a map literal naming every {name} of it): inline
   assembly with side effects that may touch memory and, on Cortex-M, the flags. AsmFull's {name} become input operands
   holding the map's values (integers at the pointer's width, pointers as addresses), its {} an
   early-clobber output that is the call's result (0 when the string has no {}); the map itself is
   never built. */
LLVMValueRef cg_pkg_asm(Cg *c, Expr *e)
{
    FuncDecl *f = e->callee;
    const ConstVal *cv = &e->list[0]->cv;
    bool full = !strcmp(f->linkname, "corogo_asm_full");
    Expr *m = full ? e->list[1] : NULL;
    while (m && m->kind == E_PAREN)
        m = m->x;
    int nm = m && m->kind == E_COMPOSITE ? m->nlist : 0, nargs = 0; /* else nil */
    bool has_out = false;
    for (int i = 0; full && i + 1 < cv->slen; i++)
        has_out |= cv->s[i] == '{' && cv->s[i + 1] == '}';
    int *operand = xmalloc(((size_t)nm + 1) * sizeof *operand); /* map element: its $N + 1 */
    LLVMValueRef *args = xmalloc(((size_t)nm + 1) * sizeof *args);
    LLVMTypeRef *types = xmalloc(((size_t)nm + 1) * sizeof *types);
    StrBuf text = { 0 }, cons = { 0 };
    if (has_out)
        strbuf_puts(&cons, "=&r,");
    for (const char *p = cv->s, *end = cv->s + cv->slen; p < end; p++) {
        const char *q = full && *p == '{' ? memchr(p, '}', (size_t)(end - p)) : NULL;
        if (!q) {
            strbuf_putn(&text, p, 1);
            continue;
        }
        int k = -1; /* {}: the output, $0 */
        for (int i = 0; i < nm && q > p + 1; i++) {
            Expr *kv = m->list[i];
            if (kv->x->cv.slen == q - p - 1 && !memcmp(kv->x->cv.s, p + 1, (size_t)(q - p - 1)))
                k = i;
        }
        if (k >= 0 && !operand[k]) {
            Expr *y = m->list[k]->y; /* inside its implicit conversion to interface{} */
            LLVMValueRef v = cg_expr(c, y->kind == E_CALL && y->call == CALL_CONV && !y->x ? y->list[0] : y);
            if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind)
                v = LLVMBuildIntCast2(c->b, v, c->t_i32, 0, "");
            args[nargs] = v;
            types[nargs++] = LLVMTypeOf(v);
            operand[k] = nargs + has_out;
            strbuf_puts(&cons, "r,");
        }
        strbuf_printf(&text, "${%d}", k >= 0 ? operand[k] - 1 : 0);
        p = q;
    }
    if (c->board && c->board->arch && !strcmp(c->board->arch, "cortex-m"))
        strbuf_puts(&cons, "~{cc},"); /* Thumb-1 has only flag-setting adds, subs, movs, lsls, ... */
    strbuf_puts(&cons, "~{memory}");
    LLVMTypeRef rt = full ? cg_type(c, f->type->results[0]) : c->t_void;
    LLVMTypeRef ft = LLVMFunctionType(has_out ? rt : c->t_void, types, (unsigned)nargs, 0);
    LLVMValueRef a = LLVMGetInlineAsm(ft, strbuf_str(&text), (size_t)text.n, cons.s, (size_t)cons.n, true, false,
                                      LLVMInlineAsmDialectATT, false);
    LLVMValueRef r = LLVMBuildCall2(c->b, ft, a, args, (unsigned)nargs, "");
    free(operand), free(args), free(types), free(text.s), free(cons.s);
    if (!full)
        return NULL;
    return has_out ? r : LLVMConstInt(rt, 0, 0);
}
