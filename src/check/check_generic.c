/* check_generic.c - atomic.Pointer[T], the one parameterised type corogo knows (it has no
 * generics). Package sync/atomic (runtime-baremetal/lib/sync/atomic) declares the template,
 * `type Pointer struct{ v *elem }` with body-less methods bound to the runtime's pointer-word
 * atomics; atomic.Pointer[T] is an instance of it: a named type of its own per T (one per
 * identical T, so that every spelling of atomic.Pointer[T] is one type), whose field is a *T and
 * whose methods are the template's intrinsics with *T for every *elem. The instances share the
 * runtime functions: a pointer is one word whatever it points to. T is behind a pointer, so it may
 * be the type being declared (type node struct{ next atomic.Pointer[node] }). Any other T[args]
 * is Go's generics: an error. */
#include <string.h>

#include "check.h"

typedef struct Inst {
    Type *arg, *type;
} Inst;

static Inst *insts;
static int ninsts, cinsts;

static bool is_template(const Type *t)
{
    return t && t->kind == TY_NAMED && t->name && !strcmp(t->name, "Pointer") && t->pkgpath &&
           !strcmp(t->pkgpath, "sync/atomic");
}

/* t with *T for the template's *elem (ph) */
static Type *subst(Type *t, Type *ph, Type *arg)
{
    return t == ph ? type_pointer(arg) : t;
}

static Type *instantiate(Type *tmpl, Type *arg)
{
    for (int i = 0; i < ninsts; i++)
        if (insts[i].arg == arg)
            return insts[i].type;
    Type *ph = type_under(tmpl)->fields[0].type;
    Type *t = type_named(xprintf("Pointer[%s]", type_string(arg)), tmpl->pkg, tmpl->pkgpath);
    Field f = type_under(tmpl)->fields[0];
    f.type = type_pointer(arg);
    t->underlying = type_struct(&f, 1);
    t->nmethods = tmpl->nmethods;
    t->methods = xmalloc(sizeof(Method) * (size_t)(tmpl->nmethods + 1));
    for (int i = 0; i < tmpl->nmethods; i++) {
        FuncDecl *m = xmalloc(sizeof *m), *o = tmpl->methods[i].decl;
        *m = *o;
        Type *ot = o->type;
        Type **ps = xmalloc(sizeof(Type *) * (size_t)(ot->nparams + ot->nresults + 1));
        for (int k = 0; k < ot->nparams + ot->nresults; k++)
            ps[k] = subst(k < ot->nparams ? ot->params[k] : ot->results[k - ot->nparams], ph, arg);
        m->type = type_func(ps, ot->nparams, ps + ot->nparams, ot->nresults, ot->variadic);
        free(ps);
        m->recv_type = tmpl->methods[i].ptr_recv ? type_pointer(t) : t;
        m->recv_named = t;
        m->mangled = xprintf("sync/atomic.(*%s).%s", t->name, o->name);
        t->methods[i] = tmpl->methods[i];
        t->methods[i].decl = m;
    }
    Inst in = {arg, t};
    VEC_PUSH(insts, ninsts, cinsts, in);
    return t;
}

/* the type named by x in x[arg], or NULL (reported) */
static Type *generic_base(Expr *x, Scope *sc)
{
    ck->generic_base = true; /* the template itself, here only */
    Type *t = resolve_type(x, sc);
    ck->generic_base = false;
    if (type_is_invalid(t))
        return NULL;
    if (!is_template(t)) {
        diag_error(expr_start(x), "%s is not a generic type (corogo has no generics; atomic.Pointer[T] is "
                   "the one parameterised type it knows)", expr_string(x));
        return NULL;
    }
    return t;
}

Type *check_generic_type(Expr *e, Scope *sc)
{
    Type *tmpl = generic_base(e->x, sc);
    ck->indirect++; /* behind a pointer */
    Type *arg = resolve_type(e->y, sc);
    ck->indirect--;
    if (!tmpl || (type_is_invalid(arg) && !(arg && arg->kind == TY_NAMED)))
        return T_INVALID;
    return instantiate(tmpl, arg);
}

bool check_generic_index(Expr *e, Scope *sc)
{
    Expr *x = unparen(e->x);
    Obj *pkg = x && x->kind == E_SELECTOR ? package_of(x->x, sc) : NULL;
    if (!pkg)
        return false;
    Obj *mo = qualified(x, pkg);
    if (mo && mo->s.kind != SYM_TYPE)
        return false; /* pkg.S[i] */
    if (mo)
        resolve_type(e, sc);
    return true; /* an undefined pkg.X was reported */
}

bool check_generic_template(Expr *e, Type *t)
{
    if (!is_template(t))
        return false;
    diag_error(expr_start(e), "cannot use generic type atomic.Pointer[T any] without instantiation");
    return true;
}
