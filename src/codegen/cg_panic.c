/* cg_panic.c - panic values in generated code (docs/defer.md). panic(v) takes an interface{}
 * (the checker converts its argument), so the runtime keeps every panic's value as an interface
 * value {type, data}: rt_panic_any(type, data, printer) runs the deferred calls, and recover()
 * gives that value back (rt_recover writes it; a run-time error raised by the runtime comes back
 * with a descriptor of runtime errors, cg_iface_rterror's, whose methods are the runtime's
 * Error() and RuntimeError()). A panic nobody recovers is printed by the program's printer
 * "$panic.print"(type, data), generated here once every function is (cg_panic_finish): one test
 * per dynamic type the program has, printing like Go 1.19's printpanics: an error's Error(), else
 * a Stringer's String(), else printpanicval: booleans, numbers and strings as println prints them,
 * those of a named type as "main.T(5)", "main.S(\"x\")", and any other value as "(T) 0x..." with
 * the data word's address (Go prints its own address there). Without a recover() in the module,
 * a panic of a value converted there passes no type word and its type's own printer (untype).
 *
 * Panic sites: every call that raises a panic (panic(v), the bounds, nil, division, conversion and
 * assertion checks) is preceded by a store of its site's number in rt_panic_site; the number
 * indexes one table, corogo_panic_sites ({line, file, function} per distinct site, 8 bytes), whose
 * file and function fields index corogo_panic_names (each name once); after the passes,
 * src/transform/panicsites.c keeps the sites left and writes both in a compact form (a word per
 * site, the names in one string). An unrecovered panic prints them in the shape of Go's traceback
 * (runtime-baremetal/panic.c). With -panic=trap the checks trap
 * instead (llvm.trap) and no site, message or table is emitted. */
#include <stdint.h>
#include <string.h>

#include "cg.h"

/* the printer's declaration: its body comes in cg_panic_finish */
static LLVMValueRef printer(Cg *c)
{
    LLVMValueRef fn = LLVMGetNamedFunction(c->mod, "$panic.print");
    if (!fn) {
        LLVMTypeRef ps[2] = {c->t_ptr, c->t_ptr};
        fn = LLVMAddFunction(c->mod, "$panic.print", LLVMFunctionType(c->t_void, ps, 2, 0));
        LLVMSetLinkage(fn, LLVMInternalLinkage);
        cg_coro_attrs(c, fn, false);
    }
    return fn;
}

/* With -heap=none, panic(v) of a non-constant v that needs a box (a string, a float, a struct...)
   boxes it in the panicking function's frame: a panic ends the function's normal flow, and nothing
   is unwound before a recovery, which copies the value to the program's one static slot
   "$panic.slot" (rt_panic_boxed, runtime-baremetal/defer.c), as big as the biggest such value
   (cg_panic_finish sizes it from the calls). So the recovered value stays valid until the next
   such panic is recovered. A `defer panic(v)` keeps v itself in its record (cg_defer.c), and its
   thunk boxes it so. */
bool cg_panic_boxed_on_stack(Cg *c, Expr *arg)
{
    if (!c->opt->heap_none || arg->kind != E_CALL || arg->call != CALL_CONV || arg->nlist != 1)
        return false;
    Type *from = arg->list[0]->type;
    return type_under(from)->kind != TY_INTERFACE && cg_iface_boxes(from);
}

/* ---------------------------------------------------------------- panic sites */

typedef struct CgSites {
    const char **names;             /* function names ("main.f(...)") and file names */
    int nnames, capnames;
    uint64_t *keys;                 /* per site: line | file << 32 | func << 48 */
    int nsites, capsites;
    int *hash;                      /* open addressing over keys: site index + 1, 0 empty */
    int caphash;
    LLVMValueRef *conv;             /* rt_panic_any/rt_panic_boxed calls of a value converted there */
    int nconv, capconv;
} CgSites;

static int name_index(CgSites *t, const char *name)
{
    for (int i = t->nnames - 1; i >= 0; i--)
        if (!strcmp(t->names[i], name))
            return i;
    if (t->nnames == t->capnames)
        t->names = xrealloc(t->names, sizeof *t->names * (size_t)(t->capnames = t->capnames * 2 + 16));
    t->names[t->nnames] = xstrdup(name);
    return t->nnames++;
}

static uint32_t key_hash(uint64_t k) { return (uint32_t)((k * 0x9e3779b97f4a7c15ull) >> 32); }

/* the number of the site (line, file, func): 1 and up */
static int site_index(CgSites *t, uint64_t key)
{
    if (2 * (t->nsites + 1) > t->caphash) {
        int cap = t->caphash ? 2 * t->caphash : 256;
        int *h = xmalloc(sizeof *h * (size_t)cap);
        for (int i = 0; i < t->nsites; i++) {
            uint32_t j = key_hash(t->keys[i]) & (uint32_t)(cap - 1);
            while (h[j])
                j = (j + 1) & (uint32_t)(cap - 1);
            h[j] = i + 1;
        }
        free(t->hash);
        t->hash = h;
        t->caphash = cap;
    }
    uint32_t j = key_hash(key) & (uint32_t)(t->caphash - 1);
    for (; t->hash[j]; j = (j + 1) & (uint32_t)(t->caphash - 1))
        if (t->keys[t->hash[j] - 1] == key)
            return t->hash[j];
    if (t->nsites == t->capsites)
        t->keys = xrealloc(t->keys, sizeof *t->keys * (size_t)(t->capsites = t->capsites * 2 + 64));
    t->keys[t->nsites++] = key;
    return t->hash[j] = t->nsites;
}

struct CgSites *cg_panic_sites_new(void) { return xmalloc(sizeof(CgSites)); }

void cg_panic_trap(Cg *c)
{
    cg_call_intrinsic(c, "llvm.trap", NULL, 0, NULL, 0);
    LLVMBuildUnreachable(c->b);
}

bool cg_panic_site(Cg *c)
{
    if (c->opt && c->opt->panic_trap) {
        cg_panic_trap(c);
        return false;
    }
    Pos pos = c->site_expr ? c->site_expr->pos : c->site_stmt ? c->site_stmt->pos : c->fn ? c->fn->pos : NOPOS;
    int site = cg_site_number(c, pos);
    if (!site)
        return true;
    LLVMValueRef g = LLVMGetNamedGlobal(c->mod, "rt_panic_site");
    if (!g)
        g = LLVMAddGlobal(c->mod, c->t_i32, "rt_panic_site");
    LLVMBuildStore(c->b, LLVMConstInt(c->t_i32, (unsigned long long)site, 0), g);
    return true;
}

int cg_site_number(Cg *c, Pos pos)
{
    if (!pos.file || !c->fn || !c->sites)
        return 0;
    const FuncDecl *f = c->fn;
    const char *path;
    pos = syntax_line_position(pos, &path);
    if (!*path)
        path = "??"; /* a directive's empty file name, as Go's runtime reports it */
    char *fname = xprintf("%s(%s)", f->mangled, f->sig.nparams || f->recv ? "..." : "");
    /* a library package's file by its path in the project ("runtime-baremetal/lib/sync/sync.go"),
       the program's as the command line or the loader named it */
    const char *root = paths_root();
    size_t nroot = strlen(root);
    if (!strncmp(path, root, nroot) && path[nroot] == '/')
        path += nroot + 1;
    uint64_t func = (uint64_t)name_index(c->sites, fname), file = (uint64_t)name_index(c->sites, path);
    free(fname);
    if (func > 0xffff || file > 0xffff)
        return 0; /* past the table's 16-bit fields: no position */
    return site_index(c->sites, (uint64_t)(uint32_t)pos.line | file << 32 | func << 48);
}

static void emit_sites(Cg *c, CgSites *t)
{
    LLVMValueRef *names = xmalloc(sizeof *names * (size_t)t->nnames);
    for (int i = 0; i < t->nnames; i++) {
        LLVMValueRef s = LLVMConstStringInContext(c->ctx, t->names[i], (unsigned)strlen(t->names[i]), 0);
        LLVMValueRef g = LLVMAddGlobal(c->mod, LLVMTypeOf(s), "$panic.name");
        LLVMSetInitializer(g, s);
        LLVMSetGlobalConstant(g, 1);
        LLVMSetLinkage(g, LLVMPrivateLinkage);
        LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
        LLVMSetAlignment(g, 1);
        names[i] = g;
    }
    LLVMValueRef ng = cg_const_global(c, LLVMConstArray2(c->t_ptr, names, (uint64_t)t->nnames), "corogo_panic_names");
    LLVMSetLinkage(ng, LLVMExternalLinkage);
    LLVMTypeRef ef[3] = {c->t_i32, c->t_i16, c->t_i16};
    LLVMTypeRef et = LLVMStructTypeInContext(c->ctx, ef, 3, 0);
    LLVMValueRef *sites = xmalloc(sizeof *sites * (size_t)(t->nsites + 1));
    for (int i = 0; i <= t->nsites; i++) {
        uint64_t k = i ? t->keys[i - 1] : 0; /* site 0: none */
        LLVMValueRef v[3] = {LLVMConstInt(c->t_i32, k & 0xffffffffu, 0), LLVMConstInt(c->t_i16, (k >> 32) & 0xffff, 0),
                             LLVMConstInt(c->t_i16, k >> 48, 0)};
        sites[i] = LLVMConstStructInContext(c->ctx, v, 3, 0);
    }
    LLVMValueRef sg = cg_const_global(c, LLVMConstArray2(et, sites, (uint64_t)t->nsites + 1), "corogo_panic_sites");
    LLVMSetLinkage(sg, LLVMExternalLinkage);
    if (c->caller_on) { /* the chain of call positions looks pcs up in the table (caller.c) */
        LLVMValueRef ns = cg_const_global(c, LLVMConstInt(c->t_i32, (unsigned long long)t->nsites + 1, 0),
                                          "corogo_panic_nsites");
        LLVMSetLinkage(ns, LLVMExternalLinkage);
    }
    free(sites);
    free(names);
}

void cg_panic_sites_finish(Cg *c)
{
    CgSites *t = c->sites;
    c->sites = NULL;
    if (t && t->nsites)
        emit_sites(c, t);
    if (t) {
        for (int i = 0; i < t->nnames; i++)
            free((char *)t->names[i]);
        free(t->names);
        free(t->keys);
        free(t->hash);
        free(t->conv);
        free(t);
    }
}

static bool is_recover(Expr *e)
{
    e = walk_unparen(e);
    return e && e->kind == E_CALL && e->call == CALL_BUILTIN && e->builtin == B_RECOVER;
}

/* the assignments of variable v in its function: its := from recover() (defs), any other */
typedef struct Assigns {
    const Symbol *v;
    int defs;
    bool other;
} Assigns;

static bool is_var(Expr *e, const Symbol *v)
{
    e = walk_unparen(e);
    return e && e->kind == E_IDENT && e->sym == v;
}

static bool assign_stmt(Walker *w, Stmt *s)
{
    Assigns *a = w->arg;
    for (int i = 0; s->kind != S_SEND && i < s->nlhs; i++)
        if (is_var(s->lhs[i], a->v)) {
            bool def = s->kind == S_DEFINE && s->def_syms && s->def_syms[i] == a->v && s->nrhs == s->nlhs &&
                       is_recover(s->rhs[i]);
            a->defs += def;
            a->other |= !def;
        }
    a->other |= s->kind == S_RANGE && (s->key_sym == a->v || s->value_sym == a->v || is_var(s->key, a->v) ||
                                       is_var(s->value, a->v));
    for (int i = 0; i < s->nspecs; i++)
        for (int k = 0; s->specs[i]->syms && k < s->specs[i]->nnames; k++)
            a->other |= s->specs[i]->syms[k] == a->v;
    return true;
}

static bool assign_expr(Walker *w, Expr *e)
{
    Assigns *a = w->arg;
    a->other |= e->kind == E_UNARY && e->op == T_AND && is_var(e->x, a->v);
    return true;
}

/* is panic's argument e a value recover() returned (its type one of a panic value's: cg_prune.c)?
   recover() itself, or a local variable (no parameter, captured by no literal) whose one
   assignment is its := from recover(), and whose address is never taken */
static bool recovered(Expr *e)
{
    if (is_recover(e))
        return true;
    e = walk_unparen(e);
    Symbol *v = e && e->kind == E_IDENT ? e->sym : NULL;
    if (!v || v->kind != SYM_VAR || v->global || v->is_param || v->captured || v->boxed || !v->owner ||
        !v->owner->body)
        return false;
    Assigns a = {v, 0, false};
    Walker w = {.stmt = assign_stmt, .expr = assign_expr, .funclits = true, .arg = &a};
    walk_stmt(&w, v->owner->body);
    return a.defs == 1 && !a.other;
}

void cg_panic(Cg *c, Expr *e)
{
    Expr *arg = e->list[0];
    if (c->opt && c->opt->panic_trap) { /* the value is evaluated (its side effects), then a trap */
        cg_expr(c, arg);
        cg_panic_site(c);
        cg_ensure_block(c);
        return;
    }
    LLVMValueRef x = cg_panic_boxed_on_stack(c, arg) ? cg_expr(c, arg->list[0]) : NULL, v;
    bool on_stack = x && !LLVMIsConstant(x); /* a constant's box is a constant global */
    if (on_stack)
        v = cg_iface_convert_on_stack(c, x, arg->list[0]->type, arg->type);
    else
        v = x ? cg_iface_convert(c, x, arg->list[0]->type, arg->type) : cg_expr(c, arg); /* an interface{} */
    LLVMValueRef a[5] = {LLVMBuildExtractValue(c->b, v, 0, ""), LLVMBuildExtractValue(c->b, v, 1, ""), printer(c)};
    if (on_stack) {
        a[3] = LLVMConstInt(c->t_i32, (unsigned long long)type_sizeof(arg->list[0]->type), 0);
        a[4] = LLVMGetNamedGlobal(c->mod, "$panic.slot");
        if (!a[4])
            a[4] = LLVMAddGlobal(c->mod, c->t_i8, "$panic.slot"); /* sized by cg_panic_finish */
    }
    c->site_expr = e; /* the panic call's own position */
    cg_panic_site(c);
    LLVMValueRef call = cg_call_rt(c, on_stack ? "rt_panic_boxed" : "rt_panic_any", a, on_stack ? 5 : 3);
    /* the value's type is a type of interface{} values only once recover() can run (cg_prune.c) */
    bool converted = x || (arg->kind == E_CALL && arg->call == CALL_CONV && arg->nlist == 1 && type_under(arg->list[0]->type)->kind != TY_INTERFACE);
    cg_prune_panic(c, call, converted ? v : NULL, !converted && recovered(arg));
    if (converted && c->sites) /* its type word may go (untype) */
        VEC_PUSH(c->sites->conv, c->sites->nconv, c->sites->capconv, call);
    LLVMBuildUnreachable(c->b);
    cg_ensure_block(c);
}

LLVMValueRef cg_panic_recovered(Cg *c, LLVMValueRef armed)
{
    LLVMValueRef out = cg_alloca(c, cg_iface_type(c), "recovered");
    LLVMValueRef arr = cg_iface_rterror(c);
    LLVMTypeRef el = LLVMGetElementType(LLVMGlobalGetValueType(arr));
    LLVMValueRef a[4] = {armed, arr, LLVMConstInt(c->t_i32, LLVMABISizeOfType(c->opt->td, el), 0), out};
    cg_call_rt(c, "rt_recover", a, 4);
    return LLVMBuildLoad2(c->b, cg_iface_type(c), out, "");
}

/* ---------------------------------------------------------------- the printer */

/* t's method name of type func() string, as an entry taking the data word (NULL: none) */
static LLVMValueRef string_method(Cg *c, Type *t, const char *name)
{
    MethodRef m;
    if (!type_method_ref(t, name, &m))
        return NULL;
    Type *ft = m.decl->type;
    if (ft->nparams != 0 || ft->nresults != 1 || type_under(ft->results[0])->kind != TY_STRING)
        return NULL;
    return cg_iface_method_entry(c, t, name);
}

/* the value of dynamic type t whose data word is data, as Go's printpanics prints it */
static void print_dynamic(Cg *c, Type *t, LLVMValueRef data)
{
    LLVMValueRef m = string_method(c, t, "Error");
    if (!m)
        m = string_method(c, t, "String");
    if (m) {
        LLVMValueRef s = LLVMBuildCall2(c->b, LLVMFunctionType(c->t_string, &c->t_ptr, 1, 0), m, &data, 1, "");
        cg_print_value(c, s, type_basic(TY_STRING));
        return;
    }
    TypeKind k = type_under(t)->kind;
    char *name = cg_iface_type_name(t);
    if (k < TY_BOOL || k > TY_STRING) { /* Go: print("(", typestring, ") ", eface.data) */
        cg_print_str(c, "(");
        cg_print_str(c, name);
        cg_print_str(c, ") ");
        cg_call_rt(c, "rt_print_pointer", &data, 1);
        return;
    }
    bool named = t->kind == TY_NAMED;
    if (named && (k == TY_COMPLEX64 || k == TY_COMPLEX128)) { /* Go: main.C(+1.0e+000+2.0e+000i) */
        LLVMValueRef z = cg_iface_from_data(c, data, t);
        cg_print_str(c, name);
        cg_print_str(c, "(");
        cg_float_print(c, cg_complex_part(c, z, false));
        cg_float_print(c, cg_complex_part(c, z, true));
        cg_print_str(c, "i)");
        return;
    }
    if (named) {
        cg_print_str(c, name);
        cg_print_str(c, k == TY_STRING ? "(\"" : "(");
    }
    cg_print_value(c, cg_iface_from_data(c, data, t), t);
    if (named)
        cg_print_str(c, k == TY_STRING ? "\")" : ")");
}

/* "$panic.slot": as many 8-byte words as the biggest value an rt_panic_boxed call passes */
static void size_slot(Cg *c)
{
    LLVMValueRef decl = LLVMGetNamedGlobal(c->mod, "$panic.slot");
    if (!decl || LLVMGetInitializer(decl))
        return;
    unsigned long long bytes = 8;
    for (LLVMUseRef u = LLVMGetFirstUse(decl); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef call = LLVMGetUser(u);
        if (LLVMIsACallInst(call)) {
            unsigned long long n = LLVMConstIntGetZExtValue(LLVMGetOperand(call, 3));
            bytes = n > bytes ? n : bytes;
        }
    }
    LLVMTypeRef t = LLVMArrayType2(c->t_i64, (bytes + 7) / 8);
    LLVMValueRef g = LLVMAddGlobal(c->mod, t, "$panic.slot.words");
    LLVMSetInitializer(g, LLVMConstNull(t));
    LLVMSetLinkage(g, LLVMInternalLinkage);
    LLVMSetAlignment(g, 8);
    LLVMReplaceAllUsesWith(decl, g);
    LLVMDeleteGlobal(decl);
    LLVMSetValueName2(g, "$panic.slot", strlen("$panic.slot"));
}

/* A panic value nothing can recover (the module has no recover() call) is only ever printed:
 * its type word need not be the type's descriptor, which keeps the type's equality, hashing and
 * names alive (panic("msg") would link the string comparison). So a call that converted its
 * value there (the value is its alone) passes no type word (NULL: only a recovery reads it) and
 * the type's own printing function, pf, instead of the printer that tests the descriptors; the
 * descriptor goes when nothing else reaches it. The type word is the call's first argument, or the
 * first element of the pair it extracts it from: an insertvalue of it, or the constant pair the
 * insertvalues start from, which must say NULL too (cg_prune walks a panic's pair). */
static void untype(Cg *c, LLVMValueRef desc, LLVMValueRef pf)
{
    CgSites *t = c->sites;
    LLVMValueRef none = LLVMConstNull(c->t_ptr);
    for (int i = 0; t && i < t->nconv; i++) {
        LLVMValueRef call = t->conv[i], w = LLVMGetOperand(call, 0), ins = NULL;
        if (w != desc) { /* an extractvalue 0 of the pair */
            if (!LLVMIsAExtractValueInst(w) || *LLVMGetIndices(w))
                continue;
            for (w = LLVMGetOperand(w, 0); LLVMIsAInsertValueInst(w) && *LLVMGetIndices(w); w = LLVMGetOperand(w, 0))
                ins = w;
            if (LLVMIsAInsertValueInst(w)) { /* the type word inserted */
                if (LLVMGetOperand(w, 1) != desc)
                    continue;
                LLVMSetOperand(w, 1, none);
            } else { /* the constant pair the last insertvalue starts from */
                if (!ins || !LLVMIsAConstantStruct(w) || LLVMGetOperand(w, 0) != desc)
                    continue;
                LLVMValueRef f[2] = {none, LLVMGetOperand(w, 1)};
                LLVMSetOperand(ins, 0, LLVMConstNamedStruct(LLVMTypeOf(w), f, 2));
            }
        }
        LLVMSetOperand(call, 0, none);
        LLVMSetOperand(call, 2, pf);
    }
}

void cg_panic_finish(Cg *c)
{
    size_slot(c);
    LLVMValueRef fn = LLVMGetNamedFunction(c->mod, "$panic.print");
    if (!fn || LLVMGetFirstBasicBlock(fn))
        return;
    CgHelper h = cg_helper_begin(c, fn);
    LLVMValueRef typ = LLVMGetParam(fn, 0), data = LLVMGetParam(fn, 1);
    /* the types: those with a descriptor now (the printer adds none: it converts nothing) */
    int n = 0;
    LLVMValueRef desc;
    while (cg_iface_dyn_type(n, &desc))
        n++;
    LLVMTypeRef pt = LLVMFunctionType(c->t_void, (LLVMTypeRef[]){c->t_ptr, c->t_ptr}, 2, 0); /* (type, data) */
    bool recovers = LLVMGetNamedFunction(c->mod, "rt_recover");
    for (int i = 0; i < n; i++) {
        Type *t = cg_iface_dyn_type(i, &desc);
        /* the type's printing in a function of its own, which cg_prune drops whole when nothing
           but the printer reaches the type's descriptor */
        LLVMValueRef pf = LLVMAddFunction(c->mod, xprintf("$panic.print.%s", cg_iface_type_name(t)), pt);
        LLVMSetLinkage(pf, LLVMInternalLinkage);
        cg_coro_attrs(c, pf, false);
        CgHelper ph = cg_helper_begin(c, pf);
        print_dynamic(c, t, LLVMGetParam(pf, 1));
        LLVMBuildRetVoid(c->b);
        cg_helper_end(c, &ph);
        if (!recovers)
            untype(c, desc, pf);
        LLVMBasicBlockRef yes = cg_block(c, "print.type"), no = cg_block(c, "print.next");
        LLVMValueRef test = LLVMBuildICmp(c->b, LLVMIntEQ, typ, desc, "");
        LLVMBuildCondBr(c->b, test, yes, no);
        LLVMPositionBuilderAtEnd(c->b, yes);
        LLVMValueRef call = LLVMBuildCall2(c->b, pt, pf, (LLVMValueRef[]){typ, data}, 2, "");
        LLVMBuildRetVoid(c->b);
        LLVMPositionBuilderAtEnd(c->b, no);
        cg_prune_test(c, desc, pf, test, call);
    }
    /* a run-time error recovered and panicked again (the descriptor exists when recover() does),
       else nil: Go 1.19 prints panic(nil) as "nil" */
    if (LLVMGetNamedGlobal(c->mod, "$type.runtime.Error")) { /* one of its RT_RTERROR_KINDS descriptors */
        LLVMBasicBlockRef yes = cg_block(c, "print.rterror"), no = cg_block(c, "print.nil");
        LLVMValueRef arr = cg_iface_rterror(c);
        LLVMValueRef off = LLVMBuildSub(c->b, LLVMBuildPtrToInt(c->b, typ, c->t_i32, ""),
                                        LLVMBuildPtrToInt(c->b, arr, c->t_i32, ""), "");
        LLVMValueRef size = LLVMConstInt(c->t_i32, LLVMABISizeOfType(c->opt->td, LLVMGlobalGetValueType(arr)), 0);
        LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntULT, off, size, ""), yes, no);
        LLVMPositionBuilderAtEnd(c->b, yes);
        cg_call_rt(c, "rt_rterror_print", &data, 1);
        LLVMBuildRetVoid(c->b);
        LLVMPositionBuilderAtEnd(c->b, no);
    }
    cg_print_str(c, "nil");
    LLVMBuildRetVoid(c->b);
    cg_helper_end(c, &h);
}
