/* cg.c - codegen entry: lowers a checked, tainted program to one LLVM module. It maps Go types to
 * LLVM types (int and uintptr are i32, strings {ptr,i32}, slices {ptr,i32,i32}), declares every
 * function once as the sync "pkg.f" and, when tainted, once more as the coroutine "pkg.f$coro",
 * generates their bodies (cg_stmt.c / cg_expr.c / cg_call.c, with cg_coro.c supplying the
 * coroutine frame), places package variables (constant initialisers go straight into the global,
 * the rest run in corogo_main in dependency order) and emits corogo_main: package init, init(),
 * main.main. Runtime functions are declared from one table that mirrors rt.h. */
#include <string.h>

#include <llvm-c/Analysis.h>

#include "cg.h"

/* ---------------------------------------------------------------- runtime declarations */

/* every runtime function codegen calls, with its C ABI (rt_abi.def) */
static const struct {
    const char *name, *sig;
    unsigned flags;
} rt_table[] = {
#define RT(name, sig, flags) {#name, sig, flags},
#include "base/rt_abi.def"
#undef RT
};

static LLVMTypeRef sig_type(Cg *c, char ch)
{
    switch (ch) {
    case 'v': return c->t_void;
    case 'i': return c->t_i32;
    case 'l': return c->t_i64;
    case 'b': return c->t_i1;
    case 'd': return LLVMDoubleTypeInContext(c->ctx);
    default: return c->t_ptr;
    }
}

static int rt_index(const char *name)
{
    for (size_t i = 0; i < sizeof rt_table / sizeof rt_table[0]; i++)
        if (!strcmp(rt_table[i].name, name))
            return (int)i;
    diag_internal(NOPOS, "unknown runtime function %s", name);
}

LLVMValueRef cg_rt(Cg *c, const char *name)
{
    LLVMValueRef f = LLVMGetNamedFunction(c->mod, name);
    if (f)
        return f;
    {
        int i = rt_index(name);
        const char *sig = rt_table[i].sig;
        bool noreturn = rt_table[i].flags & RT_NORETURN;
        LLVMTypeRef params[8];
        int n = 0;
        for (const char *p = sig + 1; *p; p++)
            params[n++] = sig_type(c, *p);
        LLVMTypeRef ft = LLVMFunctionType(sig_type(c, sig[0]), params, (unsigned)n, 0);
        f = LLVMAddFunction(c->mod, name, ft);
        LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                                LLVMCreateEnumAttribute(c->ctx, c->kind_nounwind, 0));
        /* C's bool is zero-extended to a register by the caller (both psABIs): without zeroext
           LLVM may pass an i1 with garbage above bit 0 (riscv32 -O1 printed a wrong bool) */
        unsigned zext = LLVMGetEnumAttributeKindForName("zeroext", 7);
        for (int k = 0; sig[k]; k++)
            if (sig[k] == 'b')
                LLVMAddAttributeAtIndex(f, k == 0 ? LLVMAttributeReturnIndex : (unsigned)k,
                                        LLVMCreateEnumAttribute(c->ctx, zext, 0));
        if (noreturn)
            LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                                    LLVMCreateEnumAttribute(c->ctx, c->kind_noreturn, 0));
        for (int k = 0; sig[k]; k++) /* a C _Bool is passed and returned zero-extended */
            if (sig[k] == 'b')
                LLVMAddAttributeAtIndex(f, k == 0 ? LLVMAttributeReturnIndex : (unsigned)k,
                                        LLVMCreateEnumAttribute(c->ctx, c->kind_zeroext, 0));
        return f;
    }
}

/* what an allocating conversion is called in -heap=none's errors */
static const char *conversion_site(const Expr *e)
{
    const Type *to = type_under(e->type), *from = type_under(e->list[0]->type);
    if (to->kind == TY_INTERFACE)
        return xprintf("conversion of %s to an interface", type_string(e->list[0]->type));
    if (to->kind == TY_SLICE)
        return type_under(to->elem)->kind == TY_UINT8
                   ? "[]byte(string) conversion" : "[]rune(string) conversion";
    if (from->kind == TY_SLICE)
        return type_under(from->elem)->kind == TY_UINT8
                   ? "string([]byte) conversion" : "string([]rune) conversion";
    return "string(rune) conversion";
}

/* an arena allocation by the expression (or statement) being generated: one site in heap.c's list,
   the only list -heap=none reports from */
static void record_alloc_site(Cg *c)
{
    Expr *e = c->site_expr;
    Stmt *s = c->site_stmt;
    const char *what, *why;
    Pos pos, why_pos;
    const Expr *site = e && e->kind == E_UNARY && e->op == T_AND ? e->x : e; /* &T{...}: its composite */
    if (escape_reason(c->site_box, c->site_box ? NULL : site, &what, &why, &pos, &why_pos))
        heap_record_escape(pos, what, why, why_pos, c->fn); /* its address escapes (escape.c) */
    else if (c->site_box)
        heap_record_site(c->site_box->pos, xprintf("variable %s, captured by a function literal that outlives the call,",
                                                   c->site_box->name), c->fn);
    else if (e && e->kind == E_FUNCLIT)
        heap_record_site(e->pos, "function literal (its closure)", c->fn);
    else if (e && e->kind == E_SELECTOR && e->sel == SEL_METHODVAL)
        heap_record_site(e->pos, xprintf("method value %s", type_string(e->type)), c->fn);
    else if (e && e->kind == E_CALL && e->call == CALL_BUILTIN && e->builtin == B_NEW)
        heap_record_site(e->pos, xprintf("new(%s)", type_string(e->list[0]->type)), c->fn);
    else if (e && e->kind == E_UNARY && e->op == T_AND)
        heap_record_site(e->pos, xprintf("&%s{...}", type_string(e->x->type)), c->fn);
    else if (e && e->kind == E_COMPOSITE)
        heap_record_site(e->pos, xprintf("%s{...}", type_string(e->type)), c->fn);
    else if (e && e->kind == E_BINARY)
        heap_record_site(e->pos, "string concatenation", c->fn);
    else if (e && e->kind == E_CALL && e->call == CALL_BUILTIN && e->builtin == B_APPEND)
        heap_record_site(e->pos, "append", c->fn);
    else if (e && e->kind == E_CALL && e->call == CALL_BUILTIN && e->builtin == B_MAKE)
        heap_record_site(e->pos, xprintf("make(%s)", type_string(e->type)), c->fn);
    else if (e && e->kind == E_INDEX) { /* m[k] = v: at the start of m */
        const Expr *l = e;
        while (l->x && (l->kind == E_INDEX || l->kind == E_SELECTOR || l->kind == E_CALL || l->kind == E_PAREN))
            l = l->x;
        heap_record_site(l->pos, "map insertion", c->fn);
    }
    else if (e && e->kind == E_CALL && e->call == CALL_CONV)
        heap_record_site(e->pos, conversion_site(e), c->fn);
    else if (!e && s && s->kind == S_OPASSIGN)
        heap_record_site(s->lhs[0]->pos, "string concatenation", c->fn);
    else if (!e && s && s->kind == S_DEFER)
        heap_record_site(s->pos, "a defer in a loop (its record)", c->fn);
    else
        heap_record_site(e ? e->pos : s ? s->pos : NOPOS, "this operation", c->fn);
}

#define SITE_MD "corogo.site"

LLVMValueRef cg_call_rt(Cg *c, const char *name, LLVMValueRef *args, int nargs)
{
    int site = -1;
    if (rt_table[rt_index(name)].flags & RT_ARENA) {
        site = heap_site_count();
        record_alloc_site(c);
    }
    LLVMValueRef f = cg_rt(c, name);
    LLVMValueRef call = LLVMBuildCall2(c->b, LLVMGlobalGetValueType(f), f, args, (unsigned)nargs, "");
    if (site >= 0) { /* its site's number, for cg_sites_left */
        LLVMMetadataRef n = LLVMValueAsMetadata(LLVMConstInt(c->t_i32, (uint64_t)site, 0));
        LLVMSetMetadata(call, LLVMGetMDKindIDInContext(c->ctx, SITE_MD, sizeof SITE_MD - 1),
                        LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, &n, 1)));
    }
    return call;
}

/* the functions and variables reachable from the module's external definitions (package
   initialisation at compile time leaves functions only the initialisers called without callers):
   an open-addressing set of them, and a worklist */
typedef struct Reach {
    LLVMValueRef *set, *work;
    size_t cap, n;
    int nwork, cwork;
} Reach;

static void reach_add(Reach *r, LLVMValueRef v)
{
    if (2 * (r->n + 1) > r->cap) {
        Reach g = {xmalloc(sizeof *g.set * (r->cap ? 2 * r->cap : 256)), NULL, r->cap ? 2 * r->cap : 256, 0, 0, 0};
        for (size_t i = 0; i < r->cap; i++)
            if (r->set[i]) {
                size_t h = ((uintptr_t)r->set[i] >> 4) * 0x9E3779B97F4A7C15ull >> 20 & (g.cap - 1);
                while (g.set[h])
                    h = (h + 1) & (g.cap - 1);
                g.set[h] = r->set[i];
            }
        free(r->set);
        r->set = g.set, r->cap = g.cap;
    }
    size_t h = ((uintptr_t)v >> 4) * 0x9E3779B97F4A7C15ull >> 20 & (r->cap - 1);
    for (; r->set[h]; h = (h + 1) & (r->cap - 1))
        if (r->set[h] == v)
            return;
    r->set[h] = v;
    r->n++;
    VEC_PUSH(r->work, r->nwork, r->cwork, v);
}

static bool reach_has(const Reach *r, LLVMValueRef v)
{
    size_t h = ((uintptr_t)v >> 4) * 0x9E3779B97F4A7C15ull >> 20 & (r->cap - 1);
    for (; r->cap && r->set[h]; h = (h + 1) & (r->cap - 1))
        if (r->set[h] == v)
            return true;
    return false;
}

/* the globals an operand refers to, through constant expressions and aggregates */
static void reach_operand(Reach *r, LLVMValueRef v, int depth)
{
    if (LLVMIsAFunction(v) || LLVMIsAGlobalVariable(v) || LLVMIsAGlobalAlias(v))
        reach_add(r, v);
    else if (depth < 32 && LLVMIsAConstant(v) && !LLVMIsAGlobalValue(v))
        for (int i = 0; i < LLVMGetNumOperands(v); i++)
            reach_operand(r, LLVMGetOperand(v, i), depth + 1);
}

static bool root(LLVMValueRef g)
{
    LLVMLinkage l = LLVMGetLinkage(g);
    return !LLVMIsDeclaration(g) && l != LLVMInternalLinkage && l != LLVMPrivateLinkage;
}

bool *cg_sites_left(LLVMModuleRef m)
{
    Reach r = {0};
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (root(f))
            reach_add(&r, f);
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
        if (root(g) || LLVMGetLinkage(g) == LLVMAppendingLinkage)
            reach_add(&r, g);
    while (r.nwork) {
        LLVMValueRef v = r.work[--r.nwork];
        if (LLVMIsAGlobalVariable(v) || LLVMIsAGlobalAlias(v)) {
            LLVMValueRef init = LLVMIsAGlobalAlias(v) ? LLVMAliasGetAliasee(v) : LLVMGetInitializer(v);
            if (init)
                reach_operand(&r, init, 0);
            continue;
        }
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(v); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
                for (int k = 0; k < LLVMGetNumOperands(i); k++)
                    reach_operand(&r, LLVMGetOperand(i, k), 0);
    }
    int n = heap_site_count();
    bool *left = xmalloc(sizeof *left * (size_t)(n + 1));
    unsigned kind = LLVMGetMDKindIDInContext(LLVMGetModuleContext(m), SITE_MD, sizeof SITE_MD - 1);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = reach_has(&r, f) ? LLVMGetFirstBasicBlock(f) : NULL; bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
                LLVMValueRef md = LLVMIsACallInst(i) ? LLVMGetMetadata(i, kind) : NULL, v = NULL;
                if (!md || LLVMGetMDNodeNumOperands(md) != 1)
                    continue;
                LLVMGetMDNodeOperands(md, &v);
                int64_t k = v && LLVMIsAConstantInt(v) ? LLVMConstIntGetSExtValue(v) : -1;
                if (k >= 0 && k < n)
                    left[k] = true;
            }
    free(r.set);
    free(r.work);
    return left;
}

LLVMValueRef cg_intrinsic(Cg *c, const char *name, LLVMTypeRef *overloads, int n, LLVMTypeRef *fty)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    if (!id) {
        diag_internal(NOPOS, "no intrinsic %s", name);
    }
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(c->mod, id, overloads, (size_t)n);
    if (fty)
        *fty = LLVMIntrinsicGetType(c->ctx, id, overloads, (size_t)n);
    return f;
}

LLVMValueRef cg_call_intrinsic(Cg *c, const char *name, LLVMTypeRef *overloads, int noverloads,
                               LLVMValueRef *args, int nargs)
{
    LLVMTypeRef fty;
    LLVMValueRef f = cg_intrinsic(c, name, overloads, noverloads, &fty);
    return LLVMBuildCall2(c->b, fty, f, args, (unsigned)nargs, "");
}

/* ---------------------------------------------------------------- blocks */

LLVMBasicBlockRef cg_block(Cg *c, const char *name)
{
    return LLVMAppendBasicBlockInContext(c->ctx, c->llfn, name);
}

bool cg_is_terminated(Cg *c)
{
    LLVMBasicBlockRef bb = LLVMGetInsertBlock(c->b);
    return !bb || LLVMGetBasicBlockTerminator(bb) != NULL;
}

void cg_ensure_block(Cg *c)
{
    if (cg_is_terminated(c))
        LLVMPositionBuilderAtEnd(c->b, cg_block(c, "dead"));
}

CgHelper cg_helper_begin(Cg *c, LLVMValueRef fn)
{
    CgHelper h = {*c};
    c->b = LLVMCreateBuilderInContext(c->ctx);
    c->coro = false;
    c->llfn = fn;
    c->entry = LLVMAppendBasicBlockInContext(c->ctx, fn, "entry");
    c->ret_bb = NULL;
    c->result_slots = NULL;
    c->nresults = 0;
    c->coro_id = c->hdl = c->promise = NULL;
    c->promise_type = NULL;
    c->cleanup_bb = c->suspend_ret_bb = NULL;
    c->defer = NULL;
    c->caller_rec = NULL; /* a helper keeps no call position: the calls it makes are its caller's */
    c->dbg_scope = NULL; /* the helper has no subprogram; its builder no location */
    LLVMPositionBuilderAtEnd(c->b, c->entry);
    return h;
}

void cg_helper_end(Cg *c, const CgHelper *h)
{
    bool isr_any = c->isr_chan_any; /* module-wide */
    LLVMDisposeBuilder(c->b);
    *c = h->saved;
    c->isr_chan_any |= isr_any;
}

void cg_call_ret(Cg *c, LLVMValueRef target, LLVMValueRef *args, unsigned n)
{
    LLVMTypeRef ty = LLVMGlobalGetValueType(target);
    LLVMValueRef r = LLVMBuildCall2(c->b, ty, target, args, n, "");
    if (LLVMGetReturnType(ty) == c->t_void)
        LLVMBuildRetVoid(c->b);
    else
        LLVMBuildRet(c->b, r);
}

LLVMValueRef cg_const_global(Cg *c, LLVMValueRef init, const char *name)
{
    LLVMValueRef g = LLVMAddGlobal(c->mod, LLVMTypeOf(init), name);
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMInternalLinkage);
    LLVMSetAlignment(g, 4);
    return g;
}

LLVMValueRef cg_alloca(Cg *c, LLVMTypeRef t, const char *name)
{
    LLVMBuilderRef tmp = LLVMCreateBuilderInContext(c->ctx);
    LLVMValueRef first = LLVMGetFirstInstruction(c->entry);
    if (first)
        LLVMPositionBuilderBefore(tmp, first);
    else
        LLVMPositionBuilderAtEnd(tmp, c->entry);
    LLVMValueRef a = LLVMBuildAlloca(tmp, t, name);
    LLVMDisposeBuilder(tmp);
    return a;
}

void cg_waiters(Cg *c, LLVMValueRef *allocas, int n)
{
    if (n == 0) { /* the statement is done: its waiters die */
        for (int i = 0; i < c->nwaiters; i++)
            cg_lifetime(c, c->waiters[i], false);
        c->nwaiters = 0;
        return;
    }
    if (!c->coro)
        return;
    for (int i = 0; i < n; i++)
        if (allocas[i]) {
            cg_lifetime(c, allocas[i], true);
            VEC_PUSH(c->waiters, c->nwaiters, c->cwaiters, allocas[i]);
        }
}

void cg_lifetime(Cg *c, LLVMValueRef alloca, bool start)
{
    if (!alloca)
        return;
    unsigned long long size = LLVMABISizeOfType(c->opt->td, LLVMGetAllocatedType(alloca));
    LLVMValueRef a[2] = {LLVMConstInt(c->t_i64, size, 0), alloca};
    LLVMTypeRef ov = c->t_ptr;
    cg_call_intrinsic(c, start ? "llvm.lifetime.start" : "llvm.lifetime.end", &ov, 1, a, 2);
}

void cg_panic_if(Cg *c, LLVMValueRef cond, const char *rtname, LLVMValueRef *args, int nargs)
{
    LLVMBasicBlockRef fail = cg_block(c, "panic"), ok = cg_block(c, "ok");
    LLVMValueRef br = LLVMBuildCondBr(c->b, cond, fail, ok);
    /* panics are cold: tell the optimiser so the happy path stays straight */
    LLVMMetadataRef w[3];
    w[0] = LLVMMDStringInContext2(c->ctx, "branch_weights", 14);
    w[1] = LLVMValueAsMetadata(LLVMConstInt(c->t_i32, 1, 0));
    w[2] = LLVMValueAsMetadata(LLVMConstInt(c->t_i32, 2000, 0));
    LLVMSetMetadata(br, LLVMGetMDKindIDInContext(c->ctx, "prof", 4),
                    LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, w, 3)));
    LLVMPositionBuilderAtEnd(c->b, fail);
    if (cg_panic_site(c)) {
        cg_call_rt(c, rtname, args, nargs);
        LLVMBuildUnreachable(c->b);
    }
    LLVMPositionBuilderAtEnd(c->b, ok);
}

/* ---------------------------------------------------------------- types */

#ifndef NDEBUG
/* types.c's size and alignment of t (what the checker, escape analysis, codegen's memsets and
   the runtime calls use) must be LLVM's for the board: checked once per type lowered */
static void check_layout(Cg *c, Type *t, LLVMTypeRef r)
{
    if (!c->opt->td)
        return;
    unsigned long long size = LLVMABISizeOfType(c->opt->td, r);
    unsigned align = LLVMABIAlignmentOfType(c->opt->td, r);
    if ((unsigned long long)type_sizeof(t) != size || (unsigned long long)type_alignof(t) != align)
        diag_internal(NOPOS, "type layout of %s for %s: size %lld, alignment %lld; LLVM's data layout: size %llu, alignment %u",
                      type_string(t), type_layout()->triple, (long long)type_sizeof(t),
                      (long long)type_alignof(t), size, align);
}
#endif

LLVMTypeRef cg_type(Cg *c, Type *t)
{
    if (t->cg)
        return t->cg;
    LLVMTypeRef r;
    Type *u = type_under(t);
    switch (u->kind) {
    case TY_BOOL: case TY_UNTYPED_BOOL: r = c->t_i1; break;
    case TY_INT8: case TY_UINT8: r = c->t_i8; break;
    case TY_INT16: case TY_UINT16: r = c->t_i16; break;
    case TY_INT: case TY_INT32: case TY_UINT: case TY_UINT32: case TY_UINTPTR:
    case TY_UNTYPED_INT: case TY_UNTYPED_RUNE:
        r = c->t_i32; break;
    case TY_INT64: case TY_UINT64: r = c->t_i64; break;
    case TY_FLOAT32: r = LLVMFloatTypeInContext(c->ctx); break;
    case TY_FLOAT64: case TY_UNTYPED_FLOAT: r = LLVMDoubleTypeInContext(c->ctx); break;
    case TY_COMPLEX64: case TY_COMPLEX128: case TY_UNTYPED_COMPLEX: {
        LLVMTypeRef f = u->kind == TY_COMPLEX64 ? LLVMFloatTypeInContext(c->ctx) : LLVMDoubleTypeInContext(c->ctx);
        LLVMTypeRef parts[2] = {f, f};
        r = LLVMStructTypeInContext(c->ctx, parts, 2, 0);
        break;
    }
    case TY_STRING: case TY_UNTYPED_STRING: r = c->t_string; break;
    case TY_POINTER: case TY_UNTYPED_NIL: case TY_FUNC: case TY_CHAN: case TY_MAP: r = c->t_ptr; break;
    case TY_SLICE: r = c->t_slice; break;
    case TY_INTERFACE: r = cg_iface_type(c); break;
    case TY_ARRAY: r = LLVMArrayType2(cg_type(c, u->elem), (uint64_t)u->len); break;
    case TY_STRUCT: {
        LLVMTypeRef *el = xmalloc(sizeof *el * (size_t)(u->nfields + 1));
        for (int i = 0; i < u->nfields; i++)
            el[i] = cg_type(c, u->fields[i].type);
        r = LLVMStructTypeInContext(c->ctx, el, (unsigned)u->nfields, 0);
        free(el);
        break;
    }
    case TY_TUPLE: {
        LLVMTypeRef *el = xmalloc(sizeof *el * (size_t)(u->nresults + 1));
        for (int i = 0; i < u->nresults; i++)
            el[i] = cg_type(c, u->results[i]);
        r = LLVMStructTypeInContext(c->ctx, el, (unsigned)u->nresults, 0);
        free(el);
        break;
    }
    default:
        diag_internal(NOPOS, "no LLVM type for type kind %d", u->kind);
    }
    t->cg = r;
#ifndef NDEBUG
    check_layout(c, t, r);
#endif
    return r;
}

/* the sync signature: (recv?, params) -> void | T | {T1, T2, ...};
 * the $coro signature: the same parameters -> ptr (the coroutine handle) */
LLVMTypeRef cg_func_type(Cg *c, FuncDecl *f, bool coro)
{
    Type *ft = f->type;
    int n = ft->nparams + (f->recv || f->is_lit ? 1 : 0);
    LLVMTypeRef *ps = xmalloc(sizeof *ps * (size_t)(n + 1));
    int k = 0;
    if (f->recv)
        ps[k++] = cg_type(c, f->recv_type);
    if (f->is_lit)
        ps[k++] = c->t_ptr; /* its record (cg_closure.c) */
    for (int i = 0; i < ft->nparams; i++)
        ps[k++] = cg_type(c, ft->params[i]);
    LLVMTypeRef r = LLVMFunctionType(coro ? c->t_ptr : cg_results_type(c, ft), ps, (unsigned)n, 0);
    free(ps);
    return r;
}

LLVMTypeRef cg_results_type(Cg *c, Type *ft)
{
    if (ft->nresults == 0)
        return c->t_void;
    if (ft->nresults == 1)
        return cg_type(c, ft->results[0]);
    LLVMTypeRef *rs = xmalloc(sizeof *rs * (size_t)ft->nresults);
    for (int i = 0; i < ft->nresults; i++)
        rs[i] = cg_type(c, ft->results[i]);
    LLVMTypeRef ret = LLVMStructTypeInContext(c->ctx, rs, (unsigned)ft->nresults, 0);
    free(rs);
    return ret;
}

LLVMTypeRef cg_promise_type(Cg *c, Type *ft, bool next)
{
    LLVMTypeRef *el = xmalloc(sizeof *el * (size_t)(ft->nresults + 2));
    unsigned n = 0;
    el[n++] = c->t_ptr; /* rt_promise.parent */
    if (next)
        el[n++] = c->t_ptr; /* rt_promise.next: only in a frame that can be queued */
    for (int i = 0; i < ft->nresults; i++)
        el[n++] = cg_type(c, ft->results[i]);
    LLVMTypeRef r = LLVMStructTypeInContext(c->ctx, el, n, 0);
    free(el);
    return r;
}

unsigned cg_promise_align(Type *ft)
{
    int64_t a = 4; /* the pointers of the header on the 32-bit boards */
    for (int i = 0; i < ft->nresults; i++)
        if (type_alignof(ft->results[i]) > a)
            a = type_alignof(ft->results[i]);
    return (unsigned)a;
}

/* ---------------------------------------------------------------- constants */

LLVMValueRef cg_string_const(Cg *c, const char *s, int len)
{
    LLVMValueRef f[2];
    if (len == 0) {
        f[0] = LLVMConstNull(c->t_ptr);
    } else {
        LLVMValueRef data = LLVMConstStringInContext(c->ctx, s, (unsigned)len, 1);
        LLVMValueRef g = LLVMAddGlobal(c->mod, LLVMTypeOf(data), ".str");
        LLVMSetInitializer(g, data);
        LLVMSetGlobalConstant(g, 1);
        LLVMSetLinkage(g, LLVMPrivateLinkage);
        LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
        LLVMSetAlignment(g, 1);
        f[0] = g;
    }
    f[1] = LLVMConstInt(c->t_i32, (unsigned long long)len, 0);
    return LLVMConstNamedStruct(c->t_string, f, 2);
}

LLVMValueRef cg_zero(Cg *c, Type *t)
{
    return LLVMConstNull(cg_type(c, t));
}

void cg_store_zero(Cg *c, Type *t, LLVMValueRef ptr)
{
    int64_t size = type_sizeof(t);
    if (size <= CG_BIG_AGGREGATE) {
        LLVMBuildStore(c->b, cg_zero(c, t), ptr);
        return;
    }
    LLVMBuildMemSet(c->b, ptr, LLVMConstInt(c->t_i8, 0, 0), LLVMConstInt(c->t_i32, (unsigned long long)size, 0),
                    (unsigned)type_alignof(t));
}

LLVMValueRef cg_const(Cg *c, Type *t, const ConstVal *cv)
{
    LLVMTypeRef lt = cg_type(c, t);
    switch (cv->kind) {
    case CV_INT:
        return LLVMConstInt(lt, cv->i, 0);
    case CV_BOOL:
        return LLVMConstInt(c->t_i1, cv->i != 0, 0);
    case CV_STRING:
        return cg_string_const(c, cv->s, cv->slen);
    case CV_NIL:
        return LLVMConstNull(lt);
    case CV_FLOAT:
        return LLVMConstReal(lt, cv->f);
    case CV_COMPLEX:
        return cg_complex_const(c, t, cv->f, cv->fi);
    default:
        return NULL;
    }
}

/* A compile-time constant for a package variable's initialiser, or NULL when it needs code. */
static LLVMValueRef static_value(Cg *c, Expr *e)
{
    if (e->cv.kind != CV_NONE)
        return cg_const(c, e->type, &e->cv);
    if (e->kind == E_PAREN)
        return static_value(c, e->x);
    if (e->type && type_under(e->type)->kind == TY_CHAN)
        return cg_chan_static(c, e, false, NULL);
    /* a function, or a literal at package level (it captures nothing): a constant record */
    if ((e->kind == E_IDENT || (e->kind == E_SELECTOR && (e->sel == SEL_QUALIFIED || e->sel == SEL_METHODEXPR)) ||
         e->kind == E_FUNCLIT) &&
        (e->callee || (e->kind == E_SELECTOR && e->sel == SEL_METHODEXPR)) &&
        !(e->kind == E_FUNCLIT && e->callee->ncaptures))
        return cg_func_value(c, e);
    /* &T{...} with a static value and new(T) at package level: a static object, not the arena
       (what -heap=none accepts, heap.c) */
    bool addr = e->kind == E_UNARY && e->op == T_AND && e->x && e->x->kind == E_COMPOSITE;
    if (addr || (e->kind == E_CALL && e->call == CALL_BUILTIN && e->builtin == B_NEW)) {
        Type *t = addr ? e->x->type : e->list[0]->type;
        LLVMValueRef init = addr ? static_value(c, e->x) : cg_zero(c, t);
        if (!init || !LLVMIsConstant(init))
            return NULL;
        LLVMValueRef g = LLVMAddGlobal(c->mod, cg_type(c, t), "$static");
        LLVMSetLinkage(g, LLVMInternalLinkage);
        LLVMSetInitializer(g, init);
        return g;
    }
    if (e->kind != E_COMPOSITE)
        return NULL;
    Type *u = type_under(e->type);
    if (u->kind != TY_STRUCT && u->kind != TY_ARRAY)
        return NULL;
    int n = u->kind == TY_STRUCT ? u->nfields : (int)u->len;
    if (n > (1 << 16)) /* a larger one is built by code at start-up (in the arena for &[N]T{...}) */
        return NULL;
    LLVMValueRef *vals = xmalloc(sizeof *vals * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        vals[i] = cg_zero(c, u->kind == TY_STRUCT ? u->fields[i].type : u->elem);
    LLVMValueRef r = NULL;
    for (int i = 0; i < e->nlist; i++) {
        Expr *el = e->list[i];
        if (el->kind == E_KEYVALUE)
            el = el->y;
        LLVMValueRef v = static_value(c, el);
        if (!v)
            goto out;
        if (u->kind != TY_STRUCT || strcmp(u->fields[e->elt_index[i]].name, "_")) /* a blank field stays zero */
            vals[e->elt_index[i]] = v;
    }
    if (u->kind == TY_STRUCT)
        r = LLVMConstNamedStruct(cg_type(c, e->type), vals, (unsigned)n);
    else
        r = LLVMConstArray2(cg_type(c, u->elem), vals, (uint64_t)n);
out:
    free(vals);
    return r;
}

/* ---------------------------------------------------------------- functions */

static void add_fn_attr(Cg *c, LLVMValueRef f, unsigned kind)
{
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c->ctx, kind, 0));
}

static void declare_func(Cg *c, FuncDecl *f)
{
    if (!f->body) { /* implemented in C: the link name, called directly from both worlds */
        const char *name = f->linkname ? f->linkname : f->name;
        LLVMValueRef fn = LLVMGetNamedFunction(c->mod, name);
        if (!fn)
            fn = LLVMAddFunction(c->mod, name, cg_func_type(c, f, false));
        add_fn_attr(c, fn, c->kind_nounwind);
        cg_params_extern(c, fn, f); /* memory C may fill (field facts) */
        f->cg_sync = fn;
        return;
    }
    LLVMValueRef fn = LLVMAddFunction(c->mod, f->mangled, cg_func_type(c, f, false));
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    add_fn_attr(c, fn, c->kind_nounwind);
    if (f->noinline) /* //go:noinline: as in Go, calls of it stay calls (its awaits: cg_inline.c) */
        add_fn_attr(c, fn, c->kind_noinline);
    f->cg_sync = fn;
    if (f->tainted) {
        char *name = mangle_coro(f->mangled);
        LLVMValueRef co = LLVMAddFunction(c->mod, name, cg_func_type(c, f, true));
        free(name);
        LLVMSetLinkage(co, LLVMInternalLinkage);
        cg_coro_attrs(c, co, true);
        f->cg_coro = co;
    }
}

/* //export name: a C-callable entry with the plain symbol, calling the sync version */
static void emit_export(Cg *c, FuncDecl *f)
{
    if (mangle_reserved(f->export_name) || LLVMGetNamedFunction(c->mod, f->export_name)) {
        diag_error(f->pos, "//export %s: %s", f->export_name,
                   mangle_reserved(f->export_name)
                       ? "the name is reserved for corogo's compiler and runtime (corogo_*, rt_*, port_*, "
                         "board_*, *_Handler, ...)"
                       : "the symbol is already defined or declared by this program");
        return;
    }
    LLVMTypeRef ft = LLVMGlobalGetValueType(f->cg_sync);
    LLVMValueRef w = LLVMAddFunction(c->mod, f->export_name, ft);
    add_fn_attr(c, w, c->kind_nounwind);
    LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(c->ctx, w, "entry");
    LLVMPositionBuilderAtEnd(c->b, bb);
    unsigned n = LLVMCountParams(w);
    LLVMValueRef *args = xmalloc(sizeof *args * (n + 1));
    for (unsigned i = 0; i < n; i++)
        args[i] = LLVMGetParam(w, i);
    LLVMValueRef r = LLVMBuildCall2(c->b, ft, f->cg_sync, args, n, "");
    if (LLVMGetReturnType(ft) == c->t_void)
        LLVMBuildRetVoid(c->b);
    else
        LLVMBuildRet(c->b, r);
    free(args);
}

/* the versions of a function: f, f$coro, f$inline (cg_inline.c) */
enum { V_SYNC, V_CORO, V_INLINE, NVERSIONS };

static void gen_func(Cg *c, FuncDecl *f, int version)
{
    bool coro = version != V_SYNC;
    c->fn = f;
    c->coro = coro;
    c->llfn = version == V_INLINE ? f->cg_inline : coro ? f->cg_coro : f->cg_sync;
    c->entry = cg_block(c, "entry");
    LLVMPositionBuilderAtEnd(c->b, c->entry);
    cg_debug_func(c, f);

    /* every local gets a stack slot in the entry block; mem2reg promotes them and, in f$coro,
       coro-split moves the ones that live across a suspend into the frame (a boxed one's slot
       holds its box's address: cg_closure.c) */
    for (int i = 0; i < f->nlocals; i++) {
        Symbol *s = f->locals[i];
        s->cg = cg_alloca(c, s->boxed ? c->t_ptr : cg_type(c, s->type), s->name);
        int argno = 0;
        for (int k = 0; k < f->sig.nparams && !argno; k++)
            if (f->sig.params[k].sym == s)
                argno = k + 1 + (f->recv != NULL);
        if (f->recv && f->recv->sym == s)
            argno = 1;
        cg_debug_var(c, s, s->cg, argno);
    }
    if (version == V_SYNC)
        cg_caller_prologue(c);
    Type *ft = f->type;
    c->nresults = ft->nresults;
    c->result_slots = xmalloc(sizeof(LLVMValueRef) * (size_t)(ft->nresults + 1));
    for (int i = 0; i < ft->nresults; i++) {
        Param *p = &f->sig.results[i];
        if (p->sym && p->sym->boxed)
            continue; /* its box, below */
        c->result_slots[i] = p->sym ? p->sym->cg : cg_alloca(c, cg_type(c, ft->results[i]), "result");
        cg_store_zero(c, ft->results[i], c->result_slots[i]);
    }
    c->ret_bb = cg_block(c, "return");

    if (version == V_INLINE)
        cg_inline_prologue(c);
    else if (coro)
        cg_coro_prologue(c);
    if (version != V_SYNC)
        cg_caller_prologue(c); /* in the frame: after coro.begin */
    if (coro)
        cg_pin_locals(c, f);

    /* parameters into their slots (after coro.begin in f$coro: the frame exists from there on;
       after the caller's handle in f$inline) */
    unsigned k = version == V_INLINE;
    if (f->recv) {
        LLVMValueRef p = LLVMGetParam(c->llfn, k++);
        if (f->recv->sym)
            LLVMBuildStore(c->b, p, cg_var_declare(c, f->recv->sym));
    }
    if (f->is_lit)
        cg_lit_prologue(c, LLVMGetParam(c->llfn, k++));
    for (int i = 0; i < f->sig.nparams; i++) {
        LLVMValueRef p = LLVMGetParam(c->llfn, k++);
        if (f->sig.params[i].sym)
            LLVMBuildStore(c->b, p, cg_var_declare(c, f->sig.params[i].sym));
    }
    /* named results start at zero */
    for (int i = 0; i < f->sig.nresults; i++) {
        Symbol *s = f->sig.results[i].sym;
        if (s && s->boxed)
            c->result_slots[i] = cg_var_declare(c, s); /* zeroed */
        else if (s)
            cg_store_zero(c, ft->results[i], s->cg);
    }

    cg_defer_begin(c);
    c->last_send = NULL;
    if (version == V_CORO && !c->defer && ft->nresults == 0 && f->body) {
        int n = f->body->nbody;
        while (n > 0 && (f->body->body[n - 1]->kind == S_EMPTY ||
                         (f->body->body[n - 1]->kind == S_RETURN && f->body->body[n - 1]->nresults == 0)))
            n--;
        if (n > 0 && f->body->body[n - 1]->kind == S_SEND)
            c->last_send = f->body->body[n - 1];
    }
    cg_stmt(c, f->body);
    if (!cg_is_terminated(c)) {
        if (c->defer) /* the deferred calls run at the closing brace, as Go's do */
            cg_caller_exit(c, f->body->end);
        LLVMBuildBr(c->b, c->ret_bb);
    }

    LLVMMoveBasicBlockAfter(c->ret_bb, LLVMGetLastBasicBlock(c->llfn)); /* reads top to bottom */
    LLVMPositionBuilderAtEnd(c->b, c->ret_bb);
    cg_caller_resumed(c); /* a recovery lands here */
    cg_defer_return(c);
    cg_caller_epilogue(c);
    if (version == V_INLINE) {
        cg_inline_epilogue(c);
    } else if (coro) {
        cg_coro_epilogue(c);
    } else if (ft->nresults == 0) {
        LLVMBuildRetVoid(c->b);
    } else if (ft->nresults == 1) {
        LLVMBuildRet(c->b, LLVMBuildLoad2(c->b, cg_type(c, ft->results[0]), c->result_slots[0], ""));
    } else {
        LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(c->llfn));
        LLVMValueRef agg = LLVMGetUndef(rt);
        for (int i = 0; i < ft->nresults; i++) {
            LLVMValueRef v = LLVMBuildLoad2(c->b, cg_type(c, ft->results[i]), c->result_slots[i], "");
            agg = LLVMBuildInsertValue(c->b, agg, v, (unsigned)i, "");
        }
        LLVMBuildRet(c->b, agg);
    }
    cg_caller_finish(c, version == V_SYNC);
    cg_defer_end(c);
    cg_debug_end(c);
    free(c->result_slots);
    c->result_slots = NULL;
    c->caller_rec = NULL;
    c->fn = NULL;
}

/* a tainted function of its own (not a method or literal, whose entries itabs and records hold)
   with a body: each version is generated only once something refers to it */
static bool lazy(const FuncDecl *f)
{
    return f->body && f->tainted && !f->recv && !f->is_lit && !f->export_name;
}

/* generate every lazy version that generated code refers to, until none is left (a body refers
   to more); a function nothing refers to at all still gets its sync version, so that what codegen
   reports about its body (allocation sites, errors) does not depend on whether it is called */
static void gen_referenced(Cg *c, char *made)
{
    const Program *prog = c->prog;
    for (bool again = true; again;) {
        again = false;
        for (int i = 0; i < prog->nfuncs; i++) {
            FuncDecl *f = prog->funcs[i];
            if (!made[NVERSIONS * i + V_INLINE] && f->cg_inline) /* methods and literals too */
                gen_func(c, f, V_INLINE), made[NVERSIONS * i + V_INLINE] = 1, again = true;
            if (!lazy(f))
                continue;
            if (!made[NVERSIONS * i + V_SYNC] && LLVMGetFirstUse(f->cg_sync))
                gen_func(c, f, V_SYNC), made[NVERSIONS * i + V_SYNC] = 1, again = true;
            if (!made[NVERSIONS * i + V_CORO] && LLVMGetFirstUse(f->cg_coro))
                gen_func(c, f, V_CORO), made[NVERSIONS * i + V_CORO] = 1, again = true;
        }
        for (int i = 0; i < prog->nfuncs && !again; i++)
            if (lazy(prog->funcs[i]) && !made[NVERSIONS * i + V_SYNC] && !made[NVERSIONS * i + V_CORO])
                gen_func(c, prog->funcs[i], V_SYNC), made[NVERSIONS * i + V_SYNC] = 1, again = true;
    }
}

/* the declarations of versions never generated: nothing refers to them (checked) */
static void drop_unreferenced(Cg *c, char *made)
{
    const Program *prog = c->prog;
    for (int i = 0; i < prog->nfuncs; i++) {
        FuncDecl *f = prog->funcs[i];
        for (int v = V_SYNC; v <= V_CORO && lazy(f); v++) {
            void **fn = v == V_CORO ? &f->cg_coro : &f->cg_sync;
            if (made[NVERSIONS * i + v])
                continue;
            if (LLVMGetFirstUse(*fn))
                diag_internal(f->pos, "%s%s is referred to after code generation", f->mangled, v ? "$coro" : "");
            LLVMDeleteFunction(*fn);
            *fn = NULL;
        }
    }
}

/* ---------------------------------------------------------------- package init and corogo_main */

/* -ldflags "-X importpath.name=value": the value a package variable gets instead of its
   initialiser (Go's linker: effective for a string variable without one or initialised by a
   constant string; NULL: none); a variable of another type is an error */
static LLVMValueRef x_value(Cg *c, Symbol *s)
{
    size_t np = strlen(s->pkgpath), nn = strlen(s->name);
    for (int i = c->opt ? c->opt->nxvars - 1 : -1; i >= 0; i--) { /* the last -X of a name wins */
        const char *x = c->opt->xvars[i];
        if (strncmp(x, s->pkgpath, np) || x[np] != '.' || strncmp(x + np + 1, s->name, nn) || x[np + 1 + nn] != '=')
            continue;
        if (type_under(s->type)->kind != TY_STRING) {
            diag_error(s->pos, "cannot set %s.%s with -X: not a variable of type string (%s)", s->pkgpath, s->name,
                       type_string(s->type));
            return NULL;
        }
        const char *v = x + np + 2 + nn;
        return cg_string_const(c, v, (int)strlen(v));
    }
    return NULL;
}

static void declare_globals(Cg *c)
{
    for (int i = 0; i < c->prog->nglobals; i++) {
        Symbol *s = c->prog->globals[i];
        char *name = mangle_var(s->pkgpath, s->name);
        LLVMValueRef g = LLVMAddGlobal(c->mod, cg_type(c, s->type), name);
        free(name);
        LLVMSetLinkage(g, LLVMInternalLinkage);
        LLVMValueRef x = x_value(c, s);
        LLVMSetInitializer(g, x ? x : cg_zero(c, s->type));
        s->cg = g;
    }
}

/* one package's initialisation: its variables in dependency order, then its init functions */
static void emit_pkg_init(Cg *c, const Package *pkg)
{
    for (int i = 0; i < pkg->nvar_init; i++) {
        VarSpec *vs = pkg->var_init_order[i];
        if (vs->nvalues != vs->nnames) /* no value, or several from one call: not a static channel */
            for (int j = 0; j < vs->nnames; j++)
                if (vs->syms[j] && vs->syms[j]->isr_chan)
                    c->isr_chan_any = true;
        if (vs->nvalues == 0)
            continue;
        if (vs->nvalues == vs->nnames) {
            LLVMValueRef *vals = xmalloc(sizeof *vals * (size_t)vs->nnames);
            bool all_static = true;
            for (int j = 0; j < vs->nnames; j++) {
                vals[j] = NULL;
                if (vs->syms[j]) {
                    /* make(chan T, n): a static channel named after the variable (isr_fed when
                       a handler uses it); a handler's channel that is not one: every channel
                       counts as fed by a handler */
                    Symbol *sym = vs->syms[j];
                    char *var = mangle_var(sym->pkgpath, sym->name);
                    vals[j] = cg_chan_static(c, vs->values[j], sym->isr_chan, var);
                    free(var);
                    if (!vals[j]) {
                        if (sym->isr_chan)
                            c->isr_chan_any = true;
                        vals[j] = static_value(c, vs->values[j]);
                    }
                    LLVMValueRef x;
                    if (vs->values[j]->cv.kind == CV_STRING && type_under(sym->type)->kind == TY_STRING &&
                        (x = x_value(c, sym)) != NULL)
                        vals[j] = x; /* -ldflags -X replaces a constant string */
                    if (vals[j])
                        LLVMSetInitializer(vs->syms[j]->cg, vals[j]);
                    else
                        all_static = false;
                } else if (vs->values[j]->cv.kind == CV_NONE) {
                    all_static = false;
                }
            }
            if (!all_static) {
                /* Go evaluates the whole spec, then assigns (also a value that codegen folded to
                   a constant, e.g. a conversion of a constant to an interface: only the static
                   values above are initialisers) */
                bool *set = xmalloc(sizeof *set * (size_t)vs->nnames);
                for (int j = 0; j < vs->nnames; j++)
                    if (!(set[j] = vals[j] != NULL))
                        vals[j] = cg_expr(c, vs->values[j]);
                for (int j = 0; j < vs->nnames; j++)
                    if (vs->syms[j] && !set[j])
                        LLVMBuildStore(c->b, vals[j], vs->syms[j]->cg);
                free(set);
            }
            free(vals);
        } else { /* var a, b = f() */
            LLVMValueRef r = cg_expr(c, vs->values[0]);
            for (int j = 0; j < vs->nnames; j++)
                if (vs->syms[j])
                    LLVMBuildStore(c->b, cg_spread(c, r, vs->values[0]->type, j, vs->syms[j]->type), vs->syms[j]->cg);
        }
    }
    for (int i = 0; i < pkg->ninits; i++)
        LLVMBuildCall2(c->b, LLVMGlobalGetValueType(pkg->inits[i]->cg_sync), pkg->inits[i]->cg_sync,
                       NULL, 0, "");
}

/* corogo_main: every package's initialisation, imports first, then main.main (all sync) */
static void emit_main(Cg *c)
{
    LLVMValueRef f = LLVMAddFunction(c->mod, "corogo_main", LLVMFunctionType(c->t_void, NULL, 0, 0));
    add_fn_attr(c, f, c->kind_nounwind);
    static FuncDecl init_decl;
    init_decl.mangled = "corogo_main";
    init_decl.type = type_func(NULL, 0, NULL, 0, false);
    c->fn = &init_decl;
    c->coro = false;
    c->llfn = f;
    cg_debug_func(c, NULL);
    c->entry = cg_block(c, "entry");
    c->nresults = 0;
    c->ret_bb = NULL;
    LLVMPositionBuilderAtEnd(c->b, c->entry);

    for (int p = 0; p < c->prog->npkgs; p++) /* imports first (package.c's order) */
        emit_pkg_init(c, c->prog->pkgs[p]);
    if (c->prog->main_func)
        LLVMBuildCall2(c->b, LLVMGlobalGetValueType(c->prog->main_func->cg_sync),
                       c->prog->main_func->cg_sync, NULL, 0, "");
    LLVMBuildRetVoid(c->b);
    cg_debug_end(c);
    c->fn = NULL;
}

static unsigned enum_kind(const char *name)
{
    return LLVMGetEnumAttributeKindForName(name, strlen(name));
}

LLVMModuleRef cg_program(Program *prog, const Board *b, LLVMContextRef ctx, const CgOptions *o)
{
    Cg cg = {0}, *c = &cg;
    c->ctx = ctx;
    c->prog = prog;
    c->board = b;
    c->opt = o;
    c->mod = LLVMModuleCreateWithNameInContext("main", ctx);
    c->b = LLVMCreateBuilderInContext(ctx);
    c->t_void = LLVMVoidTypeInContext(ctx);
    c->t_i1 = LLVMInt1TypeInContext(ctx);
    c->t_i8 = LLVMInt8TypeInContext(ctx);
    c->t_i16 = LLVMInt16TypeInContext(ctx);
    c->t_i32 = LLVMInt32TypeInContext(ctx);
    c->t_i64 = LLVMInt64TypeInContext(ctx);
    c->t_ptr = LLVMPointerTypeInContext(ctx, 0);
    c->t_token = LLVMTokenTypeInContext(ctx);
    LLVMTypeRef sf[3] = {c->t_ptr, c->t_i32, c->t_i32};
    c->t_string = LLVMStructTypeInContext(ctx, sf, 2, 0);
    c->t_slice = LLVMStructTypeInContext(ctx, sf, 3, 0);
    c->kind_nounwind = enum_kind("nounwind");
    c->kind_noreturn = enum_kind("noreturn");
    c->kind_zeroext = enum_kind("zeroext");
    c->kind_presplit = enum_kind("presplitcoroutine");
    c->kind_noinline = enum_kind("noinline");
    c->kind_alwaysinline = enum_kind("alwaysinline");

    cg_prune_begin();
    cg_syncpool_scan(prog);
    c->sites = cg_panic_sites_new();
    c->caller_on = cg_caller_wanted(c);
    cg_debug_init(c);
    declare_globals(c);
    for (int i = 0; i < prog->nfuncs; i++)
        declare_func(c, prog->funcs[i]);
    /* a plain tainted function's two versions are generated only when something refers to
       them: its sync version when the sync world calls it (or takes it as a value), its $coro
       version when an await or go does (issue #17 item 5). Everything else in source order. */
    cg_inline_init(c);
    char *made = xmalloc(NVERSIONS * (size_t)prog->nfuncs + 1); /* per function and version: generated */
    for (int i = 0; i < prog->nfuncs; i++) {
        FuncDecl *f = prog->funcs[i];
        if (!f->body)
            continue;
        if (!lazy(f) || LLVMGetFirstUse(f->cg_sync))
            gen_func(c, f, V_SYNC), made[NVERSIONS * i + V_SYNC] = 1;
        if (f->tainted && (!lazy(f) || LLVMGetFirstUse(f->cg_coro)))
            gen_func(c, f, V_CORO), made[NVERSIONS * i + V_CORO] = 1;
        if (f->export_name)
            emit_export(c, f);
    }
    emit_main(c);
    cg_isr_emit(c);
    gen_referenced(c, made);
    cg_panic_finish(c);
    cg_iface_finish(c);
    cg_closure_finish(c);
    cg_panic_sites_finish(c); /* frees c->sites */
    cg_debug_finish(c);
    drop_unreferenced(c, made);
    free(made);
    if (c->isr_chan_any || prog->isr_chan_any) /* known once every function is generated */
        cg_chan_isr_any(c);
    LLVMDisposeBuilder(c->b);

    if (o && o->verify) {
        char *msg = NULL;
        if (LLVMVerifyModule(c->mod, LLVMReturnStatusAction, &msg)) {
            diag_internal(NOPOS, "LLVM module does not verify:\n%s", msg);
        }
        LLVMDisposeMessage(msg);
    }
    return c->mod;
}
