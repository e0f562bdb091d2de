/* cg_call.c - calls: direct function and method calls (the sync version in sync code; in $coro code
 * an await of the callee's $coro version when the callee is tainted), conversions, the builtins
 * (println/print in Go's format, len, cap, panic, new, coroSuspend, runtime.Gosched), and the go
 * statement (f$coro runs eagerly to its first suspend, then the scheduler takes it). */
#include <string.h>

#include "cg.h"

/* the receiver argument of a method call (or method value), adjusted to the method's receiver type */
LLVMValueRef cg_receiver(Cg *c, Expr *e)
{
    if (e->recv_adjust > 0)
        return cg_addr_taken(c, e->recv);
    LLVMValueRef v = cg_expr(c, e->recv);
    if (e->recv_adjust < 0) {
        Type *pt = type_under(e->recv->type);
        v = LLVMBuildLoad2(c->b, cg_type(c, pt->elem), cg_nil_check(c, v), "");
    }
    return v;
}

/* evaluate the arguments of a direct call left to right (receiver first); f(g()) with a
 * multi-value g spreads g's results */
static LLVMValueRef *call_args(Cg *c, Expr *e, int *nargs)
{
    FuncDecl *f = e->callee;
    int n = f->type->nparams + (f->recv ? 1 : 0);
    LLVMValueRef *args = xmalloc(sizeof *args * (size_t)(n + 1));
    int k = 0;
    if (f->recv)
        args[k++] = cg_receiver(c, e);
    if (e->nlist == 1 && e->list[0]->type && e->list[0]->type->kind == TY_TUPLE && f->type->nparams > 1) {
        LLVMValueRef t = cg_expr(c, e->list[0]);
        for (int i = 0; i < f->type->nparams; i++)
            args[k++] = cg_spread(c, t, e->list[0]->type, i, f->type->params[i]);
    } else {
        for (int i = 0; i < e->nlist && k < n; i++)
            args[k++] = cg_expr(c, e->list[i]);
    }
    *nargs = k;
    return args;
}

/* LLVM's inliner keeps a callee with over 1 KiB of locals out of a directly self-recursive caller
 * (every recursion level would carry them). frames_init switches that rule off, because every
 * presplit coroutine trips it and await thunks must always be inlined (invariant I2 of
 * docs/coroutines.md); the sync world gets it back here, from the callee's declared locals. */
#define RECURSIVE_CALLER_MAX_LOCALS 1024

static bool calls_itself(const Program *p, const FuncDecl *f)
{
    int node = callgraph_node(p, f), n;
    const CallEdge *e = node >= 0 ? callgraph_edges(p, node, &n) : NULL;
    for (int i = 0; e && i < n; i++)
        if (e[i].to == f && e[i].kind == CALLGRAPH_CALL)
            return true;
    return false;
}

static int64_t locals_size(const FuncDecl *f)
{
    int64_t total = 0;
    for (int i = 0; i < f->nlocals; i++)
        if (f->locals[i] && f->locals[i]->type)
            total += type_sizeof(f->locals[i]->type);
    return total;
}

/* a call of f's sync version */
static LLVMValueRef sync_call(Cg *c, FuncDecl *f, LLVMValueRef *args, int n)
{
    LLVMValueRef r = LLVMBuildCall2(c->b, LLVMGlobalGetValueType(f->cg_sync), f->cg_sync, args, (unsigned)n, "");
    if (!c->coro && f != c->fn && locals_size(f) > RECURSIVE_CALLER_MAX_LOCALS && calls_itself(c->prog, c->fn))
        LLVMAddCallSiteAttribute(r, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c->ctx, c->kind_noinline, 0));
    return r;
}

LLVMValueRef cg_call(Cg *c, Expr *e)
{
    switch (e->call) {
    case CALL_BUILTIN:
        return cg_builtin(c, e);
    case CALL_CONV:
        return cg_convert(c, cg_expr(c, e->list[0]), e->list[0]->type, e->type);
    case CALL_INDIRECT:
        cg_caller_site(c, e->pos); /* again after the arguments' calls on another line: not done */
        return cg_call_indirect(c, e);
    case CALL_IFACE:
        cg_caller_site(c, e->pos);
        return cg_iface_call(c, e);
    case CALL_FUNC:
    case CALL_METHOD: {
        if (e->callee->linkname && !strncmp(e->callee->linkname, "corogo_asm", 10))
            return cg_pkg_asm(c, e); /* device/arm.Asm, AsmFull: inline assembly */
        int n;
        LLVMValueRef *args = call_args(c, e, &n);
        FuncDecl *f = e->callee;
        LLVMValueRef r;
        if (!f->pkgop)
            cg_caller_site(c, e->pos);
        if (f->pkgop) /* time, interrupt, machine: cg_pkg.c */
            r = cg_pkg_call(c, f, args, n);
        else if (c->coro && f->tainted)
            r = cg_coro_await(c, f, args, n);
        else
            r = sync_call(c, f, args, n);
        free(args);
        return f->type->nresults == 0 ? NULL : r;
    }
    default:
        diag_internal(e->pos, "unsupported call kind %d", e->call);
    }
}

void cg_go(Cg *c, Expr *call)
{
    CgDeferSaved chain = cg_defer_go_begin(c); /* the goroutine's own defer chain starts empty */
    if (call->call == CALL_INDIRECT) {
        cg_go_indirect(c, call);
    } else if (call->call == CALL_IFACE) {
        cg_iface_go(c, call);
    } else {
        int n;
        LLVMValueRef *args = call_args(c, call, &n);
        FuncDecl *f = call->callee;
        if (f->pkgop) { /* an intrinsic has no $coro version (cg_pkg.c) */
            if (!strncmp(f->linkname, "corogo_asm", 10))
                diag_error(call->pos, "go %s: inline assembly runs where it is called, not in a goroutine",
                           f->name);
            else if (f->pkgop->prepare)
                diag_error(call->pos, "go %s: a goroutine of a blocking package function is not supported by corogo",
                           f->mangled);
            else
                cg_pkg_call(c, f, args, n);
        } else {
            cg_go_call(c, f, args, n);
        }
        free(args);
    }
    cg_defer_go_end(c, chain);
}

void cg_go_call(Cg *c, FuncDecl *f, LLVMValueRef *args, int n)
{
    if (f->tainted) {
        /* the goroutine's top frame comes from f's static pool: select it, then call the ramp,
           whose first allocation is its own frame (docs/memory.md); the pool's storage is
           defined after the passes by frames.c, sized from the real frame */
        LLVMValueRef sel = LLVMGetNamedFunction(c->mod, "rt_pool_select");
        if (!sel) {
            sel = LLVMAddFunction(c->mod, "rt_pool_select", LLVMFunctionType(c->t_void, &c->t_ptr, 1, 0));
            LLVMAddAttributeAtIndex(sel, LLVMAttributeFunctionIndex,
                                    LLVMCreateEnumAttribute(c->ctx, c->kind_nounwind, 0));
        }
        char *pname = mangle_pool(f->mangled);
        LLVMValueRef pool = LLVMGetNamedGlobal(c->mod, pname);
        if (!pool)
            pool = LLVMAddGlobal(c->mod, c->t_i8, pname); /* a declaration until frames.c */
        free(pname);
        LLVMBuildCall2(c->b, LLVMGlobalGetValueType(sel), sel, &pool, 1, "");
        LLVMValueRef chain = cg_caller_go_begin(c), top = cg_defer_go_entry(c, f->cg_coro);
        LLVMValueRef h = LLVMBuildCall2(c->b, LLVMGlobalGetValueType(f->cg_coro), f->cg_coro, args, (unsigned)n, "go");
        cg_defer_go_entry_end(c, top);
        cg_caller_go_end(c, chain);
        /* the ramp stays a function: its rt_frame_alloc(C) tells frames.c the frame size */
        LLVMAddCallSiteAttribute(h, LLVMAttributeFunctionIndex,
                                 LLVMCreateEnumAttribute(c->ctx, c->kind_noinline, 0));
        cg_call_rt(c, "rt_go", &h, 1);
    } else { /* cannot suspend: it simply runs to completion */
        LLVMValueRef top = cg_defer_go_entry(c, f->cg_sync);
        LLVMBuildCall2(c->b, LLVMGlobalGetValueType(f->cg_sync), f->cg_sync, args, (unsigned)n, "");
        cg_defer_go_entry_end(c, top);
    }
}

/* ---------------------------------------------------------------- builtins */

void cg_print_str(Cg *c, const char *s)
{
    LLVMValueRef v = cg_string_const(c, s, (int)strlen(s));
    LLVMValueRef a[2] = {cg_string_ptr(c, v), cg_string_len(c, v)};
    cg_call_rt(c, "rt_print_string", a, 2);
}

void cg_print_value(Cg *c, LLVMValueRef v, Type *t)
{
    Type *u = type_under(t);
    switch (u->kind) {
    case TY_BOOL:
        cg_call_rt(c, "rt_print_bool", &v, 1);
        break;
    case TY_STRING: {
        LLVMValueRef a[2] = {cg_string_ptr(c, v), cg_string_len(c, v)};
        cg_call_rt(c, "rt_print_string", a, 2);
        break;
    }
    case TY_POINTER: case TY_UNTYPED_NIL: case TY_CHAN: case TY_FUNC: case TY_MAP:
        cg_call_rt(c, "rt_print_pointer", &v, 1);
        break;
    case TY_INTERFACE:
        cg_iface_print(c, v);
        break;
    case TY_FLOAT32: case TY_FLOAT64:
        cg_float_print(c, v);
        break;
    case TY_COMPLEX64: case TY_COMPLEX128:
        cg_complex_print(c, v);
        break;
    case TY_SLICE: { /* Go prints [len/cap]0xptr */
        LLVMValueRef len = LLVMBuildSExt(c->b, LLVMBuildExtractValue(c->b, v, 1, ""), c->t_i64, "");
        LLVMValueRef cap = LLVMBuildSExt(c->b, LLVMBuildExtractValue(c->b, v, 2, ""), c->t_i64, "");
        LLVMValueRef ptr = LLVMBuildExtractValue(c->b, v, 0, "");
        cg_print_str(c, "[");
        cg_call_rt(c, "rt_print_int", &len, 1);
        cg_print_str(c, "/");
        cg_call_rt(c, "rt_print_int", &cap, 1);
        cg_print_str(c, "]");
        cg_call_rt(c, "rt_print_pointer", &ptr, 1);
        break;
    }
    default:
        if (type_is_signed(t)) {
            LLVMValueRef w = LLVMBuildSExt(c->b, v, c->t_i64, "");
            cg_call_rt(c, "rt_print_int", &w, 1);
        } else {
            LLVMValueRef w = LLVMBuildZExt(c->b, v, c->t_i64, "");
            cg_call_rt(c, "rt_print_uint", &w, 1);
        }
    }
}

/* print the pending text (a lone space or newline has its own argument-free call), then empty it */
static void print_text(Cg *c, StrBuf *t)
{
    if (t->n == 1 && (t->s[0] == ' ' || t->s[0] == '\n')) {
        cg_call_rt(c, t->s[0] == ' ' ? "rt_print_space" : "rt_print_nl", NULL, 0);
    } else if (t->n > 0) {
        LLVMValueRef v = cg_string_const(c, t->s, t->n);
        LLVMValueRef a[2] = {cg_string_ptr(c, v), cg_string_len(c, v)};
        cg_call_rt(c, "rt_print_string", a, 2);
    }
    t->n = 0;
}

LLVMValueRef cg_size_of(Cg *c, Type *t, bool align)
{
    return LLVMConstInt(c->t_i32, (unsigned long long)(align ? type_alignof(t) : type_sizeof(t)), 0);
}

LLVMValueRef cg_builtin(Cg *c, Expr *e)
{
    switch (e->builtin) {
    case B_PRINTLN:
    case B_PRINT:
    {   /* every argument is evaluated before anything is printed (a call may print or suspend);
           constant strings and println's spaces and newline are merged at compile time into one
           piece each run, so println("worker", id, ": start") is three calls, not six */
        bool ln = e->builtin == B_PRINTLN;
        LLVMValueRef *vals = xmalloc(sizeof *vals * (size_t)(e->nlist + 1));
        for (int i = 0; i < e->nlist; i++)
            vals[i] = e->list[i]->cv.kind == CV_STRING ? NULL : cg_expr(c, e->list[i]);
        if (cg_print_fmt(c, e, vals)) { /* one call where that is smaller: cg_print.c */
            free(vals);
            return NULL;
        }
        StrBuf run = {0}; /* constant text waiting to be printed */
        for (int i = 0; i < e->nlist; i++) {
            if (i > 0 && ln)
                strbuf_putn(&run, " ", 1);
            Expr *a = e->list[i];
            if (a->cv.kind == CV_STRING) {
                strbuf_putn(&run, a->cv.s, a->cv.slen); /* "": its bytes may be NULL */
            } else {
                print_text(c, &run);
                cg_print_value(c, vals[i], a->type);
            }
        }
        if (ln)
            strbuf_putn(&run, "\n", 1);
        print_text(c, &run);
        free(run.s);
        free(vals);
        return NULL;
    }
    case B_LEN:
    case B_CAP: {
        Expr *x = e->list[0];
        Type *u = type_under(x->type);
        if (u->kind == TY_CHAN)
            return cg_chan_len_cap(c, e);
        if (u->kind == TY_MAP)
            return cg_map_len(c, cg_expr(c, x));
        if (u->kind == TY_POINTER)
            u = type_under(u->elem);
        if (u->kind == TY_ARRAY) {
            if (x->kind != E_IDENT && x->kind != E_PAREN)
                cg_expr(c, x); /* evaluated for its effects */
            return LLVMConstInt(c->t_i32, (unsigned long long)u->len, 0);
        }
        LLVMValueRef v = cg_expr(c, x);
        return LLVMBuildExtractValue(c->b, v, e->builtin == B_LEN || u->kind == TY_STRING ? 1 : 2, "");
    }
    case B_PANIC:
        cg_panic(c, e);
        return NULL;
    case B_NEW: {
        Type *t = e->list[0]->type; /* the type argument */
        if (!escape_site_heap(e)) { /* it does not outlive the frame (escape.c) */
            LLVMValueRef p = cg_alloca(c, cg_type(c, t), "new");
            LLVMBuildStore(c->b, cg_zero(c, t), p);
            return p;
        }
        LLVMValueRef a[2] = {cg_size_of(c, t, false), cg_size_of(c, t, true)};
        return cg_call_rt(c, "rt_alloc", a, 2);
    }
    case B_MAKE:
        if (type_under(e->type)->kind == TY_SLICE)
            return cg_slice_make(c, e);
        if (type_under(e->type)->kind == TY_MAP)
            return cg_map_make(c, e);
        return cg_chan_make(c, e);
    case B_APPEND:
        return cg_slice_append(c, e);
    case B_COPY:
        return cg_slice_copy(c, e);
    case B_DELETE:
        cg_map_delete(c, e);
        return NULL;
    case B_MIN: case B_MAX:
        return cg_minmax(c, e);
    case B_CLEAR:
        cg_clear(c, e);
        return NULL;
    case B_NUMGOROUTINE:
        return cg_call_rt(c, "rt_num_goroutine", NULL, 0);
    case B_UNSAFE_ADD: { /* p moved n bytes */
        LLVMValueRef p = cg_expr(c, e->list[0]);
        LLVMValueRef n = cg_to_i32(c, cg_expr(c, e->list[1]), e->list[1]->type);
        return LLVMBuildGEP2(c->b, c->t_i8, p, &n, 1, "add");
    }
    case B_UNSAFE_SLICE:
        return cg_unsafe_slice(c, e);
    case B_COMPLEX:
        return cg_complex_make(c, e->type, cg_expr(c, e->list[0]), cg_expr(c, e->list[1]));
    case B_REAL: case B_IMAG:
        return cg_complex_part(c, cg_expr(c, e->list[0]), e->builtin == B_IMAG);
    case B_CLOSE:
        cg_chan_close(c, e);
        return NULL;
    case B_RECOVER:
        return cg_defer_recover(c);
    case B_COROSUSPEND:
        if (c->coro)
            cg_coro_yield(c);
        return NULL; /* the sync version of a suspend point is nothing */
    case B_GOSCHED:
        if (c->coro)
            cg_coro_yield(c);
        else
            cg_call_rt(c, "rt_gosched_sync", NULL, 0);
        return NULL;
    default:
        diag_internal(e->pos, "builtin %d reached codegen", e->builtin);
    }
}
