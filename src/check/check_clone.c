/* check_clone.c - copies of syntax trees for instantiation (check_generic.c). A generic function,
 * or a method of a generic type, is a template the checker never checks in place: each instance is
 * a deep copy of the template's syntax (its signature, receiver, type parameters and body, every
 * expression, statement, case clause and spec), which the checker then checks like any function
 * with the type parameters bound to the instance's type arguments. The copy shares only what no
 * stage writes: tokens, names and positions. The "checker:" fields of the copy start empty (the
 * template's signature has been resolved once for inference: its type expressions' annotations are
 * cleared). */
#include <string.h>

#include "check.h"

static Expr *clone_expr(const Expr *e);
static Stmt *clone_stmt(const Stmt *s);

static void *dup(const void *p, size_t n)
{
    if (!p || !n)
        return NULL;
    void *d = xmalloc(n);
    memcpy(d, p, n);
    return d;
}

static Expr **clone_exprs(Expr *const *l, int n)
{
    if (!l)
        return NULL;
    Expr **d = xmalloc(sizeof *d * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        d[i] = clone_expr(l[i]);
    return d;
}

static Param *clone_params(const Param *ps, int n)
{
    Param *d = dup(ps, sizeof *ps * (size_t)n);
    for (int i = 0; i < n; i++) {
        d[i].texpr = clone_expr(ps[i].texpr);
        d[i].sym = NULL;
    }
    return d;
}

static FuncSig *clone_sig_into(FuncSig *d, const FuncSig *s)
{
    *d = *s;
    d->params = clone_params(s->params, s->nparams);
    d->results = clone_params(s->results, s->nresults);
    return d;
}

static Expr *clone_expr(const Expr *e)
{
    if (!e)
        return NULL;
    Expr *d = xmalloc(sizeof *d);
    /* the syntax */
    d->kind = e->kind;
    d->pos = e->pos;
    d->end = e->end;
    d->tok = e->tok;
    d->op = e->op;
    d->name = e->name;
    d->x = clone_expr(e->x);
    d->y = clone_expr(e->y);
    d->lo = clone_expr(e->lo);
    d->hi = clone_expr(e->hi);
    d->max = clone_expr(e->max);
    d->nlist = e->nlist;
    d->list = clone_exprs(e->list, e->nlist);
    if (e->kind == E_INDEX && e->nlist >= 2)
        d->y = d->list[0]; /* F[A, B]: y is the first of the list */
    d->has_ellipsis = e->has_ellipsis;
    d->nfields = e->nfields;
    if (e->fields) {
        d->fields = dup(e->fields, sizeof *e->fields * (size_t)e->nfields);
        for (int i = 0; i < e->nfields; i++) {
            d->fields[i].type = NULL;
            d->fields[i].pkgpath = NULL;
        }
    }
    d->texprs = clone_exprs(e->texprs, e->nfields);
    if (e->sig)
        d->sig = clone_sig_into(xmalloc(sizeof *d->sig), e->sig);
    d->body = clone_stmt(e->body);
    d->lhs_bind = clone_expr(e->lhs_bind);
    return d;
}

static Stmt **clone_stmts(Stmt *const *l, int n)
{
    if (!l)
        return NULL;
    Stmt **d = xmalloc(sizeof *d * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        d[i] = clone_stmt(l[i]);
    return d;
}

static VarSpec *clone_spec(const VarSpec *s)
{
    VarSpec *d = xmalloc(sizeof *d);
    d->pos = s->pos;
    d->names = s->names;
    d->name_pos = s->name_pos;
    d->nnames = s->nnames;
    d->texpr = clone_expr(s->texpr);
    d->values = clone_exprs(s->values, s->nvalues);
    d->nvalues = s->nvalues;
    d->iota = s->iota;
    d->implicit = s->implicit;
    return d;
}

static TypeSpec *clone_tspec(const TypeSpec *s)
{
    TypeSpec *d = xmalloc(sizeof *d);
    d->pos = s->pos;
    d->name = s->name;
    d->texpr = clone_expr(s->texpr);
    d->alias = s->alias;
    d->tparams = clone_params(s->tparams, s->ntparams);
    d->ntparams = s->ntparams;
    return d;
}

static Stmt *clone_stmt(const Stmt *s)
{
    if (!s)
        return NULL;
    Stmt *d = xmalloc(sizeof *d);
    d->kind = s->kind;
    d->pos = s->pos;
    d->end = s->end;
    d->nbody = s->nbody;
    d->body = clone_stmts(s->body, s->nbody);
    d->x = clone_expr(s->x);
    d->nlhs = s->nlhs;
    d->lhs = clone_exprs(s->lhs, s->nlhs);
    d->nrhs = s->nrhs;
    d->rhs = clone_exprs(s->rhs, s->nrhs);
    d->op = s->op;
    d->nspecs = s->nspecs;
    if (s->specs) {
        d->specs = xmalloc(sizeof *d->specs * (size_t)(s->nspecs + 1));
        for (int i = 0; i < s->nspecs; i++)
            d->specs[i] = clone_spec(s->specs[i]);
    }
    d->ntspecs = s->ntspecs;
    if (s->tspecs) {
        d->tspecs = xmalloc(sizeof *d->tspecs * (size_t)(s->ntspecs + 1));
        for (int i = 0; i < s->ntspecs; i++)
            d->tspecs[i] = clone_tspec(s->tspecs[i]);
    }
    d->init = clone_stmt(s->init);
    d->cond = clone_expr(s->cond);
    d->post = clone_stmt(s->post);
    d->then = clone_stmt(s->then);
    d->els = clone_stmt(s->els);
    d->key = clone_expr(s->key);
    d->value = clone_expr(s->value);
    d->define = s->define;
    d->has_default = s->has_default;
    d->tag = clone_expr(s->tag);
    d->nclauses = s->nclauses;
    if (s->clauses) {
        d->clauses = xmalloc(sizeof *d->clauses * (size_t)(s->nclauses + 1));
        for (int i = 0; i < s->nclauses; i++) {
            const CaseClause *c = &s->clauses[i];
            CaseClause *k = &d->clauses[i];
            k->pos = c->pos;
            k->nexprs = c->nexprs;
            k->exprs = clone_exprs(c->exprs, c->nexprs); /* a select case's: non-NULL, empty */
            k->comm = clone_stmt(c->comm);
            k->nbody = c->nbody;
            k->body = clone_stmts(c->body, c->nbody);
        }
    }
    d->label = s->label;
    d->call = clone_expr(s->call);
    d->nresults = s->nresults;
    d->results = clone_exprs(s->results, s->nresults);
    return d;
}

FuncDecl *check_clone_func(const FuncDecl *fd)
{
    FuncDecl *d = xmalloc(sizeof *d);
    d->pos = fd->pos;
    d->name = fd->name;
    d->name_pos = fd->name_pos;
    if (fd->recv)
        d->recv = clone_params(fd->recv, 1);
    clone_sig_into(&d->sig, &fd->sig);
    d->body = clone_stmt(fd->body);
    d->linkname = fd->linkname;
    d->export_name = fd->export_name;
    d->noescape = fd->noescape;
    d->pool_slots = fd->pool_slots;
    d->isr_irq = fd->isr_irq;
    d->isr_param = fd->isr_param;
    d->noinline = fd->noinline;
    d->funcvalue_of = fd->funcvalue_of;
    return d;
}

Expr *check_clone_expr(const Expr *e)
{
    return clone_expr(e);
}
