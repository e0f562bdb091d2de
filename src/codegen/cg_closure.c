/* cg_closure.c - func values, closures and indirect calls in generated code (docs/coroutines.md,
 * "Indirect calls"). A func value is a pointer to a record {sync entry, $coro entry, captures...}:
 * nil is the null pointer. Both entries take the record as their first argument (a closure finds
 * its captured variables' addresses there); the $coro entry is null when the target cannot
 * suspend, which is the flag. A named function used as a value has one constant record "f$fv"
 * whose entries are thunks that drop the record and call f / f$coro. A function literal's record
 * is built where the literal is evaluated: in the enclosing frame when escape.c proved it does not
 * outlive it (then, in $coro code, the record and the captured variables are kept in the coroutine
 * frame), else in the arena, with every variable it captures boxed in the arena too (one box per
 * declaration: per loop iteration, Go 1.22). A call through a func value: sync code calls the sync
 * entry; $coro code loads the $coro entry and, when it is not null, calls it and awaits the handle
 * (the frame comes from the general pool), else calls the sync entry: a target that cannot suspend
 * costs a load and a branch, no frame. A literal called where it stands, and `go` of one, call it
 * directly (its await is elided like any other). */
#include <string.h>

#include "cg.h"

/* the signature of a func value's entry: (ptr record, params...) -> results (sync) or ptr ($coro) */
LLVMTypeRef cg_entry_type(Cg *c, Type *ft, bool coro)
{
    LLVMTypeRef *ps = xmalloc(sizeof *ps * (size_t)(ft->nparams + 2));
    ps[0] = c->t_ptr;
    for (int i = 0; i < ft->nparams; i++)
        ps[i + 1] = cg_type(c, ft->params[i]);
    LLVMTypeRef r = LLVMFunctionType(coro ? c->t_ptr : cg_results_type(c, ft), ps, (unsigned)ft->nparams + 1, 0);
    free(ps);
    return r;
}

/* the LLVM type of a literal's record: {sync, coro, one address per capture} */
static LLVMTypeRef record_type(Cg *c, const FuncDecl *lit)
{
    LLVMTypeRef *el = xmalloc(sizeof *el * (size_t)(lit->ncaptures + 2));
    for (int i = 0; i < lit->ncaptures + 2; i++)
        el[i] = c->t_ptr;
    LLVMTypeRef r = LLVMStructTypeInContext(c->ctx, el, (unsigned)lit->ncaptures + 2, 0);
    free(el);
    return r;
}

/* ---------------------------------------------------------------- variables */

LLVMValueRef cg_var_addr(Cg *c, Symbol *s)
{
    if (s->boxed && s->owner == c->fn)
        return LLVMBuildLoad2(c->b, c->t_ptr, s->cg, s->name);
    return s->cg;
}

/* a fresh box for s (zeroed) in its slot; the box of a declaration that runs at most once in the
   run (Symbol.once, poolsize.c) is a static variable, zero at boot, named after the variable and
   its place (the sync and $coro versions of the function share it): no heap, no collector for an
   escaping variable of main or init */
static LLVMValueRef new_box(Cg *c, Symbol *s, bool fresh)
{
    if (s->once && !fresh) {
        const char *file = s->pos.file ? s->pos.file->name : "", *slash = strrchr(file, '/');
        char *name = xprintf("var %s at %s:%d:%d", s->name, slash ? slash + 1 : file, s->pos.line, s->pos.col);
        LLVMValueRef g = LLVMGetNamedGlobal(c->mod, name);
        if (!g) {
            LLVMTypeRef t = cg_type(c, s->type);
            g = LLVMAddGlobal(c->mod, t, name);
            LLVMSetLinkage(g, LLVMInternalLinkage);
            LLVMSetInitializer(g, LLVMConstNull(t));
            LLVMSetAlignment(g, 8);
        }
        free(name);
        LLVMBuildStore(c->b, g, s->cg);
        return g;
    }
    Symbol *saved = c->site_box;
    c->site_box = s;
    LLVMValueRef a[2] = {cg_size_of(c, s->type, false), cg_size_of(c, s->type, true)};
    LLVMValueRef box = cg_call_rt(c, "rt_alloc", a, 2);
    c->site_box = saved;
    LLVMBuildStore(c->b, box, s->cg);
    return box;
}

LLVMValueRef cg_var_declare(Cg *c, Symbol *s)
{
    if (s->boxed && s->owner == c->fn)
        return new_box(c, s, false);
    return s->cg;
}

void cg_var_redeclare(Cg *c, Symbol *s)
{
    if (!(s && s->boxed && s->owner == c->fn))
        return;
    LLVMTypeRef t = cg_type(c, s->type);
    LLVMValueRef v = LLVMBuildLoad2(c->b, t, cg_var_addr(c, s), "");
    LLVMBuildStore(c->b, v, new_box(c, s, true)); /* another iteration's: never the static one */
}

/* ---------------------------------------------------------------- func values */

/* an entry 'name' of type ft (sync or $coro) that drops the record and calls target with the
   other arguments; via: the first of them is a receiver whose method via is, reached through the
   embedded fields of a promoted one, or a *T whose pointee a T method takes
   (cg_method_receiver) */
static LLVMValueRef drop_record(Cg *c, const char *name, Type *ft, bool coro, LLVMValueRef target,
                                const MethodRef *via)
{
    LLVMValueRef fn = LLVMGetNamedFunction(c->mod, name);
    if (fn)
        return fn;
    fn = LLVMAddFunction(c->mod, name, cg_entry_type(c, ft, coro));
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    cg_coro_attrs(c, fn, false);
    CgHelper h = cg_helper_begin(c, fn);
    unsigned n = LLVMCountParams(fn) - 1;
    LLVMValueRef *args = xmalloc(sizeof *args * (n + 1));
    for (unsigned i = 0; i < n; i++)
        args[i] = LLVMGetParam(fn, i + 1);
    if (via) {
        Type *t = ft->params[0];
        LLVMValueRef data = args[0];
        if (type_under(t)->kind != TY_POINTER) { /* the struct value, in memory for the field walk */
            data = LLVMBuildAlloca(c->b, cg_type(c, t), "recv");
            LLVMBuildStore(c->b, args[0], data);
        }
        args[0] = cg_method_receiver(c, data, t, via);
    }
    cg_defer_forward(c, fn, target);
    cg_call_ret(c, target, args, n);
    free(args);
    cg_helper_end(c, &h);
    return fn;
}

/* a thunk "<f>$fv.sync" / "$fv.coro" of a named function */
static LLVMValueRef thunk(Cg *c, FuncDecl *f, bool coro)
{
    char *name = xprintf("%s$fv.%s", f->mangled, coro ? "coro" : "sync");
    LLVMValueRef target = cg_func_entry(c, f, coro);
    LLVMValueRef fn = drop_record(c, name, f->type, coro, target, NULL);
    free(name);
    return fn;
}

/* Whether some code reads a record's $coro entry (a call through the may-suspend flag, go fv()).
   When none does (every call through a func value that may suspend awaits its targets directly,
   fv_direct_awaits), cg_closure_finish leaves the entry NULL in the constant records and in the
   words the literals' records are stored from, so that no $coro thunk or literal ramp whose frame
   would come from the general pool stays linked. */
static bool coro_read;
static LLVMValueRef *coro_words; /* constant records, and a literal's "$coroentry" word */
static int ncoro_words, ccoro_words;
static LLVMValueRef *records; /* the constant records of named functions, literals and method expressions */
static const char **record_names; /* their Go names */
static int nrecords, crecords, crecord_names;
static LLVMValueRef *entries; /* the sync entries of records built at run time: capturing literals, method values */
static const char **entry_names;
static int nentries, centries, centry_names;

/* a record of a func value's, or (entry) the sync entry of records built at run time, named for FuncForPC */
static void add_named(bool entry, LLVMValueRef v, const char *name)
{
    int n = entry ? nentries : nrecords;
    if (entry) {
        for (int i = 0; i < nentries; i++)
            if (entries[i] == v)
                return;
        VEC_PUSH(entries, nentries, centries, v);
        VEC_PUSH(entry_names, n, centry_names, name);
    } else {
        VEC_PUSH(records, nrecords, crecords, v);
        VEC_PUSH(record_names, n, crecord_names, name);
    }
}

/* {value, Go name} pairs as the table 'table' with its count 'count' */
static void emit_table(Cg *c, LLVMValueRef *vals, const char **names, int n, const char *table, const char *count)
{
    LLVMTypeRef ef[2] = {c->t_ptr, c->t_ptr};
    LLVMTypeRef et = LLVMStructTypeInContext(c->ctx, ef, 2, 0);
    LLVMValueRef *el = xmalloc(sizeof *el * (size_t)(n + 1));
    for (int i = 0; i < n; i++) {
        LLVMValueRef s = LLVMConstStringInContext(c->ctx, names[i], (unsigned)strlen(names[i]), 0);
        LLVMValueRef g = LLVMAddGlobal(c->mod, LLVMTypeOf(s), "$fv.name");
        LLVMSetInitializer(g, s);
        LLVMSetGlobalConstant(g, 1);
        LLVMSetLinkage(g, LLVMPrivateLinkage);
        LLVMSetAlignment(g, 1);
        LLVMValueRef v[2] = {vals[i], g};
        el[i] = LLVMConstStructInContext(c->ctx, v, 2, 0);
    }
    LLVMValueRef t = cg_const_global(c, LLVMConstArray2(et, el, (uint64_t)n), table);
    LLVMSetLinkage(t, LLVMExternalLinkage);
    LLVMValueRef k = cg_const_global(c, LLVMConstInt(c->t_i32, (unsigned long long)n, 0), count);
    LLVMSetLinkage(k, LLVMExternalLinkage);
    free(el);
}

/* With runtime.FuncForPC live, the table corogo_func_records ({record, Go name} per constant
   record, corogo_func_nrecords of them) lets it name the function of a func value's
   reflect.Value.Pointer(), and corogo_func_entries ({sync entry, Go name}) that of a record built
   at run time, by its first word: a capturing literal ("main.f.func1"), a method value
   ("main.T.m-fm") (runtime-baremetal/caller.c, rt_func_record) */
static void emit_records(Cg *c)
{
    emit_table(c, records, record_names, nrecords, "corogo_func_records", "corogo_func_nrecords");
    emit_table(c, entries, entry_names, nentries, "corogo_func_entries", "corogo_func_nentries");
}

void cg_closure_finish(Cg *c)
{
    for (int i = 0; i < ncoro_words && !coro_read; i++) {
        LLVMValueRef g = coro_words[i], init = LLVMGetInitializer(g);
        if (LLVMGetTypeKind(LLVMTypeOf(init)) == LLVMPointerTypeKind) {
            LLVMSetInitializer(g, LLVMConstNull(c->t_ptr));
        } else {
            LLVMValueRef el[2] = {LLVMGetOperand(init, 0), LLVMConstNull(c->t_ptr)};
            LLVMSetInitializer(g, LLVMConstStructInContext(c->ctx, el, 2, 0));
        }
    }
    free(coro_words);
    coro_words = NULL;
    ncoro_words = ccoro_words = 0;
    coro_read = false;
    if ((nrecords || nentries) && cg_funcforpc_wanted(c))
        emit_records(c);
    free(records);
    free(record_names);
    free(entries);
    free(entry_names);
    records = entries = NULL;
    record_names = entry_names = NULL;
    nrecords = crecords = crecord_names = nentries = centries = centry_names = 0;
}

/* the constant record "<f>$fv" of a named function (through thunks) or of a literal that captures
   nothing (its own entries) */
static LLVMValueRef static_record(Cg *c, FuncDecl *f)
{
    char *name = xprintf("%s$fv", f->mangled);
    LLVMValueRef g = LLVMGetNamedGlobal(c->mod, name);
    if (!g) {
        LLVMValueRef el[2] = {f->is_lit ? f->cg_sync : thunk(c, f, false),
                              !f->tainted ? LLVMConstNull(c->t_ptr) : f->is_lit ? f->cg_coro : thunk(c, f, true)};
        g = cg_const_global(c, LLVMConstStructInContext(c->ctx, el, 2, 0), name);
        if (f->tainted)
            VEC_PUSH(coro_words, ncoro_words, ccoro_words, g);
        add_named(false, g, f->mangled);
    }
    free(name);
    return g;
}

/* what a literal's record stores as its $coro entry: a load of the constant word
   "<lit>$coroentry" (NULL once cg_closure_finish knows nothing reads the entry) */
static LLVMValueRef lit_coro_entry(Cg *c, FuncDecl *lit)
{
    char *name = xprintf("%s$coroentry", lit->mangled);
    LLVMValueRef g = LLVMGetNamedGlobal(c->mod, name);
    if (!g) {
        g = cg_const_global(c, lit->cg_coro, name);
        VEC_PUSH(coro_words, ncoro_words, ccoro_words, g);
    }
    free(name);
    return LLVMBuildLoad2(c->b, c->t_ptr, g, "");
}

/* the record of a function literal; 'entries': store its entries (not for a go statement, which
   starts the literal directly: its ramp then has no other use, and its pool serves it alone) */
static LLVMValueRef lit_record(Cg *c, FuncDecl *lit, Expr *e, bool with_entries)
{
    if (lit->ncaptures == 0) /* the literal never reads its record */
        return with_entries ? static_record(c, lit) : LLVMConstNull(c->t_ptr);
    LLVMTypeRef rt = record_type(c, lit);
    LLVMValueRef rec;
    if (lit->escapes && e && e->once) { /* evaluated at most once in the run (poolsize.c): static */
        char *name = xprintf("%s$record", lit->mangled);
        rec = LLVMGetNamedGlobal(c->mod, name);
        if (!rec) {
            rec = LLVMAddGlobal(c->mod, rt, name);
            LLVMSetLinkage(rec, LLVMInternalLinkage);
            LLVMSetInitializer(rec, LLVMConstNull(rt));
        }
        free(name);
    } else if (lit->escapes) {
        Expr *saved = c->site_expr;
        c->site_expr = e;
        LLVMValueRef a[2] = {LLVMBuildTrunc(c->b, LLVMSizeOf(rt), c->t_i32, ""), LLVMConstInt(c->t_i32, 4, 0)};
        rec = cg_call_rt(c, "rt_alloc", a, 2);
        c->site_expr = saved;
    } else {
        rec = cg_alloca(c, rt, "closure");
    }
    LLVMValueRef sync = with_entries ? lit->cg_sync : LLVMConstNull(c->t_ptr);
    LLVMValueRef coro = with_entries && lit->tainted ? lit_coro_entry(c, lit) : LLVMConstNull(c->t_ptr);
    if (with_entries)
        add_named(true, sync, lit->mangled);
    LLVMBuildStore(c->b, sync, LLVMBuildStructGEP2(c->b, rt, rec, 0, ""));
    LLVMBuildStore(c->b, coro, LLVMBuildStructGEP2(c->b, rt, rec, 1, ""));
    for (int i = 0; i < lit->ncaptures; i++) {
        LLVMValueRef p = cg_var_addr(c, lit->captures[i]);
        if (!lit->escapes)
            cg_frame_escape(c, p); /* the literal may run across a suspend of this frame */
        LLVMBuildStore(c->b, p, LLVMBuildStructGEP2(c->b, rt, rec, (unsigned)i + 2, ""));
    }
    if (!lit->escapes)
        cg_frame_escape(c, rec);
    return rec;
}

/* a method value's entry "<m>$bound" / "$bound.coro": the receiver from the record, then m */
static LLVMValueRef bound_thunk(Cg *c, FuncDecl *m, bool coro)
{
    char *name = xprintf("%s$bound%s", m->mangled, coro ? ".coro" : "");
    LLVMValueRef fn = LLVMGetNamedFunction(c->mod, name);
    if (fn)
        return fn;
    fn = LLVMAddFunction(c->mod, name, cg_entry_type(c, m->type, coro));
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    cg_coro_attrs(c, fn, false);
    CgHelper h = cg_helper_begin(c, fn);
    unsigned n = LLVMCountParams(fn);
    LLVMValueRef *args = xmalloc(sizeof *args * (n + 1));
    LLVMTypeRef el[3] = {c->t_ptr, c->t_ptr, cg_type(c, m->recv_type)};
    LLVMTypeRef rt = LLVMStructTypeInContext(c->ctx, el, 3, 0);
    args[0] = LLVMBuildLoad2(c->b, el[2], LLVMBuildStructGEP2(c->b, rt, LLVMGetParam(fn, 0), 2, ""), "recv");
    for (unsigned i = 1; i < n; i++)
        args[i] = LLVMGetParam(fn, i);
    LLVMValueRef target = cg_func_entry(c, m, coro);
    cg_defer_forward(c, fn, target);
    cg_call_ret(c, target, args, n);
    free(args);
    cg_helper_end(c, &h);
    return fn;
}

/* x.M: a record {entries, x's value} in the arena (the value is bound when x.M is evaluated) */
static LLVMValueRef method_value(Cg *c, Expr *e)
{
    FuncDecl *m = e->callee;
    LLVMValueRef recv = cg_receiver(c, e);
    LLVMTypeRef el[3] = {c->t_ptr, c->t_ptr, cg_type(c, m->recv_type)};
    LLVMTypeRef rt = LLVMStructTypeInContext(c->ctx, el, 3, 0);
    LLVMValueRef a[2] = {LLVMBuildTrunc(c->b, LLVMSizeOf(rt), c->t_i32, ""),
                         LLVMBuildTrunc(c->b, LLVMAlignOf(rt), c->t_i32, "")};
    LLVMValueRef rec = cg_call_rt(c, "rt_alloc", a, 2);
    LLVMValueRef sync = bound_thunk(c, m, false);
    add_named(true, sync, xprintf("%s-fm", m->mangled));
    LLVMBuildStore(c->b, sync, LLVMBuildStructGEP2(c->b, rt, rec, 0, ""));
    LLVMBuildStore(c->b, m->tainted ? bound_thunk(c, m, true) : LLVMConstNull(c->t_ptr),
                   LLVMBuildStructGEP2(c->b, rt, rec, 1, ""));
    LLVMBuildStore(c->b, recv, LLVMBuildStructGEP2(c->b, rt, rec, 2, ""));
    return rec;
}

/* Go's name of the method expression T.M for FuncForPC: "pkg.T.M", "pkg.(*T).M" */
static const char *method_expr_name(Type *t, FuncDecl *m)
{
    bool ptr = t->kind == TY_POINTER;
    Type *n = ptr ? t->elem : t;
    if (n->kind != TY_NAMED || !n->pkgpath)
        return m->mangled;
    return mangle_method(n->pkgpath, n->name, ptr, m->name);
}

/* T.M: a constant record whose entries "<m>$mexpr.<T>" take the receiver as their first argument
   (a *T value of a T method is dereferenced; a promoted method is reached through the embedded
   fields: "<m>$mexpr.<T>" per type T) */
static LLVMValueRef method_expr(Cg *c, Expr *e)
{
    FuncDecl *m = e->callee;
    Type *t = e->type->params[0];
    if (e->npath > 0) {
        char *name = xprintf("%s$mexpr.%s", m->mangled, type_string(t));
        LLVMValueRef g = LLVMGetNamedGlobal(c->mod, name);
        if (g)
            return g;
        LLVMValueRef el[2] = {NULL, LLVMConstNull(c->t_ptr)};
        MethodRef r = {m, type_under(m->recv_type)->kind == TY_POINTER, e->path, e->npath};
        for (int coro = 0; coro <= m->tainted; coro++)
            el[coro] = drop_record(c, xprintf("%s.%s", name, coro ? "coro" : "sync"), e->type, coro,
                                   cg_func_entry(c, m, coro), &r);
        g = cg_const_global(c, LLVMConstStructInContext(c->ctx, el, 2, 0), name);
        add_named(false, g, method_expr_name(t, m));
        return g;
    }
    bool deref = type_under(t)->kind == TY_POINTER && type_under(m->recv_type)->kind != TY_POINTER;
    char *name = xprintf("%s$mexpr%s", m->mangled, deref ? ".ptr" : "");
    LLVMValueRef g = LLVMGetNamedGlobal(c->mod, name);
    if (g)
        return g;
    LLVMValueRef el[2] = {NULL, LLVMConstNull(c->t_ptr)};
    for (int coro = 0; coro <= m->tainted; coro++) {
        char *tname = xprintf("%s.%s", name, coro ? "coro" : "sync");
        /* a T method of a *T: the pointee, Go's panicwrap error for a nil *T (cg_method_receiver) */
        MethodRef r = {m, false, NULL, 0};
        el[coro] = drop_record(c, tname, e->type, coro, cg_func_entry(c, m, coro), deref ? &r : NULL);
        free(tname);
    }
    g = cg_const_global(c, LLVMConstStructInContext(c->ctx, el, 2, 0), name);
    add_named(false, g, method_expr_name(t, m));
    return g;
}

LLVMValueRef cg_func_value(Cg *c, Expr *e)
{
    if (e->kind == E_SELECTOR && e->sel == SEL_METHODEXPR)
        return e->callee ? method_expr(c, e) : cg_iface_method_expr(c, e);
    if (e->kind == E_FUNCLIT)
        return lit_record(c, e->callee, e, true);
    if (e->kind == E_SELECTOR && e->sel == SEL_METHODVAL)
        return e->callee ? method_value(c, e) : cg_iface_method_value(c, e);
    return static_record(c, e->callee);
}

/* ---------------------------------------------------------------- function literals */

void cg_lit_prologue(Cg *c, LLVMValueRef record)
{
    FuncDecl *lit = c->fn;
    LLVMTypeRef rt = record_type(c, lit);
    for (int i = 0; i < lit->ncaptures; i++) {
        Symbol *s = lit->captures[i];
        s->cg = LLVMBuildLoad2(c->b, c->t_ptr, LLVMBuildStructGEP2(c->b, rt, record, (unsigned)i + 2, ""), s->name);
    }
}

/* ---------------------------------------------------------------- calls */

/* the address of a func value's $coro entry (word 1 of its record; word 0 is the sync entry) */
static LLVMValueRef coro_entry(Cg *c, LLVMValueRef fv)
{
    coro_read = true;
    return LLVMBuildGEP2(c->b, c->t_ptr, fv, (LLVMValueRef[]){LLVMConstInt(c->t_i32, 1, 0)}, 1, "");
}

/* the arguments of a call through a func value of type ft, after the record */
LLVMValueRef *cg_args_after(Cg *c, Expr *e, Type *ft, LLVMValueRef record)
{
    LLVMValueRef *args = xmalloc(sizeof *args * (size_t)(ft->nparams + 2));
    args[0] = record;
    if (e->nlist == 1 && e->list[0]->type && e->list[0]->type->kind == TY_TUPLE && ft->nparams > 1) {
        LLVMValueRef t = cg_expr(c, e->list[0]);
        for (int i = 0; i < ft->nparams; i++)
            args[i + 1] = cg_spread(c, t, e->list[0]->type, i, ft->params[i]);
    } else {
        for (int i = 0; i < e->nlist && i < ft->nparams; i++)
            args[i + 1] = cg_expr(c, e->list[i]);
    }
    return args;
}

LLVMValueRef cg_direct_awaits_end(Cg *c, Type *ft, LLVMValueRef sync, LLVMValueRef *args, LLVMValueRef *vals,
                                  LLVMBasicBlockRef *bbs, int n, LLVMBasicBlockRef join)
{
    vals[n] = LLVMBuildCall2(c->b, cg_entry_type(c, ft, false), sync, args, (unsigned)ft->nparams + 1, "");
    bbs[n] = LLVMGetInsertBlock(c->b);
    LLVMBuildBr(c->b, join);
    LLVMPositionBuilderAtEnd(c->b, join);
    LLVMValueRef r = NULL;
    if (ft->nresults) {
        r = LLVMBuildPhi(c->b, LLVMTypeOf(vals[n]), "");
        LLVMAddIncoming(r, vals, bbs, (unsigned)n + 1);
    }
    free(vals);
    free(bbs);
    free(args);
    return r;
}

/* At most this many targets that may suspend are awaited directly at a call through a func value
   in $coro code; more go through the record's $coro entry (a general-pool frame). */
#define DIRECT_AWAITS_MAX 4

/* fv(args) in $coro code where the targets ts (n of them, functions and literals) may suspend:
   the record's sync entry is compared with each target's, and a match awaits the target directly,
   like a direct call that is not inlined (its frame elided into the caller's frame, no frame
   from the general pool); every other target cannot suspend and is called through its sync
   entry. */
static LLVMValueRef fv_direct_awaits(Cg *c, Expr *e, Type *ft, LLVMValueRef fv, FuncDecl **ts, int n)
{
    int np = ft->nparams + 1;
    LLVMValueRef *args = cg_args_after(c, e, ft, fv);
    LLVMValueRef sync = LLVMBuildLoad2(c->b, c->t_ptr, fv, "fv.sync");
    LLVMValueRef *vals = xmalloc(sizeof *vals * (size_t)(n + 1));
    LLVMBasicBlockRef *bbs = xmalloc(sizeof *bbs * (size_t)(n + 1));
    LLVMBasicBlockRef join = cg_block(c, "fv.join");
    for (int i = 0; i < n; i++) {
        FuncDecl *t = ts[i];
        LLVMBasicBlockRef hit = cg_block(c, "fv.direct"), next = cg_block(c, "fv.next");
        LLVMValueRef key = t->is_lit ? t->cg_sync : thunk(c, t, false);
        LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, sync, key, ""), hit, next);
        LLVMPositionBuilderAtEnd(c->b, hit);
        /* a literal takes the record first; a named function's thunk drops it */
        vals[i] = t->is_lit ? cg_coro_await_call(c, t, args, np) : cg_coro_await_call(c, t, args + 1, np - 1);
        bbs[i] = LLVMGetInsertBlock(c->b);
        LLVMBuildBr(c->b, join);
        LLVMPositionBuilderAtEnd(c->b, next);
    }
    return cg_direct_awaits_end(c, ft, sync, args, vals, bbs, n, join);
}

LLVMValueRef cg_call_indirect(Cg *c, Expr *e)
{
    Expr *f = walk_unparen(e->x);
    Type *ft = type_under(f->type);
    int n = ft->nparams + 1;
    LLVMValueRef r;
    if (f->kind == E_FUNCLIT) { /* func(...){...}(args): a direct call of the literal */
        FuncDecl *lit = f->callee;
        LLVMValueRef *args = cg_args_after(c, e, ft, lit_record(c, lit, f, false));
        if (c->coro && lit->tainted)
            r = cg_coro_await(c, lit, args, n);
        else
            r = LLVMBuildCall2(c->b, LLVMGlobalGetValueType(lit->cg_sync), lit->cg_sync, args, (unsigned)n, "");
        free(args);
        return ft->nresults ? r : NULL;
    }
    LLVMValueRef fv = cg_nil_check(c, cg_expr(c, f)); /* calling a nil func panics like Go */
    LLVMValueRef coro_slot = NULL;
    if (c->coro && callgraph_fv_suspends(c->prog, ft)) { /* else no target can suspend: no await */
        FuncDecl *ts[DIRECT_AWAITS_MAX];
        int k = callgraph_fv_suspending(c->prog, ft, ts, DIRECT_AWAITS_MAX);
        if (k >= 0)
            return fv_direct_awaits(c, e, ft, fv, ts, k);
        coro_slot = coro_entry(c, fv);
    }
    return cg_call_entries(c, e, ft, fv, fv, coro_slot);
}

LLVMValueRef cg_call_entries(Cg *c, Expr *e, Type *ft, LLVMValueRef first, LLVMValueRef sync_slot,
                             LLVMValueRef coro_slot)
{
    int n = ft->nparams + 1;
    LLVMValueRef r;
    LLVMValueRef *args = cg_args_after(c, e, ft, first);
    LLVMTypeRef st = cg_entry_type(c, ft, false);
    if (!coro_slot) {
        LLVMValueRef entry = LLVMBuildLoad2(c->b, c->t_ptr, sync_slot, "fv.sync");
        r = LLVMBuildCall2(c->b, st, entry, args, (unsigned)n, "");
    } else {
        /* the flag: a $coro entry; await it, else call the sync entry (no frame) */
        LLVMValueRef co = LLVMBuildLoad2(c->b, c->t_ptr, coro_slot, "fv.coro");
        LLVMBasicBlockRef await_bb = cg_block(c, "fv.await"), sync_bb = cg_block(c, "fv.sync"),
                          join = cg_block(c, "fv.join");
        LLVMBuildCondBr(c->b, LLVMBuildIsNotNull(c->b, co, ""), await_bb, sync_bb);
        LLVMPositionBuilderAtEnd(c->b, sync_bb);
        LLVMValueRef entry = LLVMBuildLoad2(c->b, c->t_ptr, sync_slot, "fv.sync");
        LLVMValueRef rs = LLVMBuildCall2(c->b, st, entry, args, (unsigned)n, "");
        LLVMBasicBlockRef sync_end = LLVMGetInsertBlock(c->b);
        LLVMBuildBr(c->b, join);
        LLVMPositionBuilderAtEnd(c->b, await_bb);
        LLVMValueRef child = LLVMBuildCall2(c->b, cg_entry_type(c, ft, true), co, args, (unsigned)n, "child");
        LLVMValueRef ra = cg_coro_await_handle(c, child, ft, NULL);
        LLVMBasicBlockRef await_end = LLVMGetInsertBlock(c->b);
        LLVMBuildBr(c->b, join);
        LLVMPositionBuilderAtEnd(c->b, join);
        r = NULL;
        if (ft->nresults) {
            r = LLVMBuildPhi(c->b, LLVMTypeOf(rs), "");
            LLVMValueRef vals[2] = {rs, ra};
            LLVMBasicBlockRef bbs[2] = {sync_end, await_end};
            LLVMAddIncoming(r, vals, bbs, 2);
        }
    }
    free(args);
    return ft->nresults ? r : NULL;
}

void cg_go_indirect(Cg *c, Expr *call)
{
    Expr *f = walk_unparen(call->x);
    Type *ft = type_under(f->type);
    int n = ft->nparams + 1;
    if (f->kind == E_FUNCLIT) { /* go func(...){...}(args): its own pool, like go f(args) */
        FuncDecl *lit = f->callee;
        LLVMValueRef *args = cg_args_after(c, call, ft, lit_record(c, lit, f, false));
        cg_go_call(c, lit, args, n);
        free(args);
        return;
    }
    /* go fv(args): its frame comes from the general pool */
    LLVMValueRef fv = cg_nil_check(c, cg_expr(c, f));
    cg_go_entries(c, call, ft, fv, fv, coro_entry(c, fv));
}

void cg_go_entries(Cg *c, Expr *call, Type *ft, LLVMValueRef first, LLVMValueRef sync_slot, LLVMValueRef coro_slot)
{
    int n = ft->nparams + 1;
    LLVMValueRef *args = cg_args_after(c, call, ft, first);
    LLVMValueRef co = LLVMBuildLoad2(c->b, c->t_ptr, coro_slot, "fv.coro");
    LLVMBasicBlockRef go_bb = cg_block(c, "fv.go"), sync_bb = cg_block(c, "fv.run"), join = cg_block(c, "fv.join");
    LLVMBuildCondBr(c->b, LLVMBuildIsNotNull(c->b, co, ""), go_bb, sync_bb);
    LLVMPositionBuilderAtEnd(c->b, go_bb);
    LLVMValueRef chain = cg_caller_go_begin(c), top = cg_defer_go_entry(c, co);
    LLVMValueRef h = LLVMBuildCall2(c->b, cg_entry_type(c, ft, true), co, args, (unsigned)n, "go");
    cg_defer_go_entry_end(c, top);
    cg_caller_go_end(c, chain);
    cg_call_rt(c, "rt_go", &h, 1);
    LLVMBuildBr(c->b, join);
    LLVMPositionBuilderAtEnd(c->b, sync_bb);
    LLVMValueRef entry = LLVMBuildLoad2(c->b, c->t_ptr, sync_slot, "fv.sync");
    LLVMValueRef top_sync = cg_defer_go_entry(c, entry);
    LLVMBuildCall2(c->b, cg_entry_type(c, ft, false), entry, args, (unsigned)n, "");
    cg_defer_go_entry_end(c, top_sync);
    LLVMBuildBr(c->b, join);
    LLVMPositionBuilderAtEnd(c->b, join);
    free(args);
}
