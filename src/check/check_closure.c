/* check_closure.c - func values and function literals in the type checker. A named function used
 * as a value (`f := double`, `run(pkg.F)`) gets its type and is marked address-taken (a possible
 * target of indirect calls: callgraph.c). A function literal becomes a FuncDecl of its own, named
 * like Go names it ("main.f.func1", a literal in a literal "main.f.func1.1", at package level
 * "main.glob..func1"), checked in the scope where it stands, with the enclosing functions' local
 * variables it uses recorded as its captures (each literal between the variable's owner and the
 * use captures it too, so a nested literal finds it in its encloser's record). The hints escape.c
 * needs are recorded here: a literal called where it stands, a literal bound to a local variable by
 * := or var, and every use of a func-typed local other than as the callee of a call in its own
 * function. (A call through a func value is checked in check_call.c.) */
#include <string.h>

#include "check.h"

void check_func_value(Expr *e, FuncDecl *fd)
{
    if (check_generic_func_value(e, fd))
        return;
    func_resolve_type(fd);
    if (fd->linkname && !strncmp(fd->linkname, "corogo_asm", 10)) { /* device/arm.Asm, AsmFull */
        diag_error(expr_start(e), "%s is not a func value: its assembly is inserted where it is called", expr_string(e));
        invalid(e);
        return;
    }
    if (fd->pkgop && fd->pkgop->prepare) {
        if (!fd->value_form) {
            diag_error(e->pos, "func values of blocking package functions are not supported by corogo (%s)",
                       expr_string(e));
            invalid(e);
            return;
        }
        fd = fd->value_form; /* a library function calling it, with a $coro entry */
        func_resolve_type(fd);
    }
    e->type = fd->type;
    e->callee = fd;
    fd->addr_taken = true;
    record_dep_func(fd);
}

static void add_capture(FuncDecl *f, Symbol *s)
{
    for (int i = 0; i < f->ncaptures; i++)
        if (f->captures[i] == s)
            return;
    VEC_PUSH(f->captures, f->ncaptures, f->ccaptures, s);
}

void check_var_use(Expr *e, Symbol *s)
{
    if (s->global || !s->owner)
        return;
    if (s->type && type_under(s->type)->kind == TY_FUNC && !(e == ck->callee_ident && s->owner == ck->fn))
        s->fv_escapes = true;
    if (s->owner == ck->fn)
        return;
    s->captured = true;
    for (FuncDecl *f = ck->fn; f && f != s->owner && f->is_lit; f = f->outer)
        add_capture(f, s);
}

/* the method a method value or expression of md binds: md itself, or for a blocking intrinsic its
 * //corogo:funcvalue form (NULL after an error) */
FuncDecl *check_method_value_form(FuncDecl *md, Expr *e)
{
    func_resolve_type(md);
    if (md->pkgop && md->pkgop->prepare) {
        if (!md->value_form) {
            diag_error(e->pos, "method values of blocking package methods are not supported by corogo (%s)",
                       expr_string(e));
            return NULL;
        }
        md = md->value_form;
        func_resolve_type(md);
    }
    return md;
}

/* I.M of an interface type I: a func whose first parameter is an I, calling M through its itab
   (callee NULL, method M's index; cg_iface.c) */
static bool iface_method_expr(Expr *e, Type *t)
{
    Type *u = type_under(t);
    if (u->kind != TY_INTERFACE)
        return false;
    int k = -1;
    for (int i = 0; i < u->nfields; i++)
        if (!strcmp(u->fields[i].name, e->name))
            k = i;
    if (k < 0)
        return false;
    Type *mt = u->fields[k].type;
    Type **params = xmalloc(sizeof(Type *) * (size_t)(mt->nparams + 1));
    params[0] = t;
    for (int i = 0; i < mt->nparams; i++)
        params[i + 1] = mt->params[i];
    e->type = type_func(params, mt->nparams + 1, mt->results, mt->nresults, mt->variadic);
    free(params);
    e->sel = SEL_METHODEXPR;
    e->callee = NULL;
    e->method = k;
    e->is_type = false;
    return true;
}

void check_method_expr(Expr *e, Type *t)
{
    if (iface_method_expr(e, t))
        return;
    Lookup l = type_lookup(t, e->name);
    Method wm;
    if (l.kind == LOOK_IMETHOD) { /* promoted from an embedded interface: T's wrapper for it */
        FuncDecl *w = check_promoted_method(t, e->name);
        if (w) {
            wm = (Method){e->name, w, false};
            l = (Lookup){.kind = LOOK_METHOD, .method = &wm, .recv_at = t, .indirect = t->kind == TY_POINTER};
        }
    }
    if (l.kind != LOOK_METHOD) {
        diag_error(e->pos, "%s.%s undefined (type %s has no field or method %s)", expr_string(e->x), e->name,
                   type_string(t), e->name);
        return;
    }
    if (l.method->ptr_recv && type_under(t)->kind != TY_POINTER && !l.indirect) {
        diag_error(e->pos, "invalid method expression %s (needs pointer receiver (*%s).%s)", expr_string(e),
                   type_string(t), e->name);
        return;
    }
    FuncDecl *md = check_method_value_form(l.method->decl, e);
    if (!md)
        return;
    Type **params = xmalloc(sizeof(Type *) * (size_t)(md->type->nparams + 1));
    params[0] = t;
    for (int i = 0; i < md->type->nparams; i++)
        params[i + 1] = md->type->params[i];
    Type *ft = type_func(params, md->type->nparams + 1, md->type->results, md->type->nresults, md->type->variadic);
    free(params);
    e->sel = SEL_METHODEXPR;
    e->path = l.path; /* a promoted method: the embedded fields from the receiver to its type */
    e->npath = l.npath;
    e->callee = md;
    e->type = ft;
    e->is_type = false;
    record_dep_func(md);
}

void check_func_lit(Expr *e, Scope *sc)
{
    if (e->callee) { /* checked already (some statements check an operand twice) */
        e->type = e->callee->type;
        return;
    }
    FuncDecl *outer = ck->fn;
    FuncDecl *lit = xmalloc(sizeof *lit);
    lit->pos = e->pos;
    lit->is_lit = true;
    lit->outer = outer;
    lit->isr_irq = -1;
    lit->sig = *e->sig;
    lit->body = e->body;
    static int nglobal;
    int k = outer ? ++outer->nlits : ++nglobal;
    const char *path = ck->cur ? ck->cur->path : "main";
    if (!outer)
        lit->mangled = xprintf("%s.glob..func%d", path, k);
    else if (outer->is_lit)
        lit->mangled = xprintf("%s.%d", outer->mangled, k);
    else
        lit->mangled = xprintf("%s.func%d", outer->mangled, k);
    lit->name = lit->mangled;
    lit->type = func_signature(&lit->sig, sc);
    e->callee = lit;
    e->type = lit->type;
    lit->addr_taken = true;
    VEC_PUSH(ck->prog->funcs, ck->prog->nfuncs, ck->cap_funcs, lit);
    check_lit_body(lit, sc);
    check_nocopy_params(lit);
}
