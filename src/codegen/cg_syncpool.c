/* cg_syncpool.c - the conversions to interface{} whose values only a sync.Pool hands back. fmt
 * keeps its printers in a pool (`var ppFree = sync.Pool{New: func() any { return new(pp) }}`,
 * `ppFree.Put(p)`, `p := ppFree.Get().(*pp)`); the value converted to interface{} there goes into
 * the pool and comes out of Get, asserted back to its concrete type, and reaches no reflect, so
 * its type needs no rt_typeinfo (cg_prune.c, cg_prune_quiet). That holds when, in the whole
 * program, every call of (*sync.Pool).Get is the operand of an assertion to a concrete type, Get
 * is never a method value or expression, and no field New of type func() any is read outside the
 * pool's own methods (the New func's result goes only to Get's). Then the conversions of these
 * statements are quiet: `return E` in a function literal given as the New field of a sync.Pool
 * composite literal, and a statement `p.Put(E)`, for E new(T), &T{} or a variable of a concrete
 * type (nothing else in the statement converts to an interface). cg_prune also requires that no
 * descriptor of sync.Pool or *sync.Pool is reached, or reflect could read a pool's items.
 * The same scan finds the assertions x.Get().(T) that cannot fail (cg_syncpool_sure), which then
 * need no test and no TypeAssertionError message: x is a package-level variable of type sync.Pool
 * used nowhere but as the receiver of Get and Put calls (nothing copies, replaces or empties it,
 * and its address goes nowhere else), initialised with a composite literal whose New is a
 * function literal whose every return gives a value of the concrete type T, and every x.Put(E)
 * of the program puts an E of type T: such a pool holds only T values and is never empty without
 * a New. fmt's printer pool (ppFree) is one. */
#include <string.h>

#include "cg.h"

/* a quiet statement and the type of the value it converts */
typedef struct Quiet {
    const Stmt *s;
    Type *t;
} Quiet;

static Quiet *quiet;
static int nquiet, cquiet;

typedef struct Scan {
    bool loud;          /* a Get result or New func that can go elsewhere */
    Expr **asserted;    /* Get calls asserted to a concrete type */
    int nasserted, casserted;
    FuncDecl *fn;       /* the function walked */
    Quiet *stmts;       /* the candidate statements */
    int nstmts, cstmts;
    Expr **recvs;       /* Get and Put calls' receivers that are package-level pool variables */
    int nrecvs, crecvs;
    Symbol **others;    /* such variables used other than as those receivers */
    int nothers, cothers;
    struct Put {        /* Put calls on them: the pool and E's dynamic type (NULL: any) */
        const Symbol *v;
        const Type *t;
    } *puts;
    int nputs, cputs;
} Scan;

/* the assertions of a Get that cannot fail (cg_syncpool_sure): the Get call, the type */
typedef struct Sure {
    const Expr *get;
    const Type *t;
} Sure;

static Sure *sure;
static int nsure, csure;

static bool is_pool(Type *t)
{
    if (t && t->kind == TY_POINTER)
        t = t->elem;
    return t && t->kind == TY_NAMED && t->pkgpath && !strcmp(t->pkgpath, "sync") && !strcmp(t->name, "Pool");
}

static bool pool_method(const FuncDecl *f, const char *name)
{
    return f && f->recv_type && is_pool(f->recv_type) && !strcmp(f->name, name);
}

/* the value converted by e, whose conversion is the only one e makes: new(T), &T{}, a variable
   of a concrete type (else NULL) */
static Expr *simple(Expr *e)
{
    e = walk_unparen(e);
    if (e && e->kind == E_CALL && e->call == CALL_CONV && e->nlist == 1 && type_under(e->type)->kind == TY_INTERFACE)
        e = walk_unparen(e->list[0]); /* the checker's conversion to the parameter's or result's type */
    if (!e || !e->type || type_under(e->type)->kind == TY_INTERFACE)
        return NULL;
    if (e->kind == E_CALL && e->call == CALL_BUILTIN && e->builtin == B_NEW)
        return e;
    if (e->kind == E_UNARY && e->op == T_AND && walk_unparen(e->x)->kind == E_COMPOSITE && walk_unparen(e->x)->nlist == 0)
        return e;
    return e->kind == E_IDENT && e->sym && e->sym->kind == SYM_VAR ? e : NULL;
}

static bool is_get(Expr *e)
{
    e = walk_unparen(e);
    return e && e->kind == E_CALL && e->call == CALL_METHOD && pool_method(e->callee, "Get");
}

/* a package-level variable of type sync.Pool (not a pointer to one), or NULL */
static Symbol *pool_var(Expr *e)
{
    e = walk_unparen(e);
    Symbol *v = e && (e->kind == E_IDENT || (e->kind == E_SELECTOR && e->sel == SEL_QUALIFIED)) ? e->sym : NULL;
    return v && v->kind == SYM_VAR && v->global && v->type && v->type->kind == TY_NAMED && is_pool(v->type) ? v
                                                                                                           : NULL;
}

/* the dynamic type the interface value e has: its operand's, when e converts a value of a
   concrete type (else NULL) */
static Type *dyn_of(Expr *e)
{
    e = walk_unparen(e);
    if (e && e->kind == E_CALL && e->call == CALL_CONV && e->nlist == 1 && type_under(e->type)->kind == TY_INTERFACE)
        e = walk_unparen(e->list[0]);
    return e && e->type && !e->is_type && type_under(e->type)->kind != TY_INTERFACE && !type_is_untyped(e->type)
               ? e->type
               : NULL;
}

static bool ret_stmt(Walker *w, Stmt *s)
{
    Scan *sc = w->arg;
    Expr *v = s->kind == S_RETURN && s->nresults == 1 ? simple(s->results[0]) : NULL;
    if (v) {
        Quiet q = {s, v->type};
        VEC_PUSH(sc->stmts, sc->nstmts, sc->cstmts, q);
    }
    return true;
}

static bool scan_expr(Walker *w, Expr *e)
{
    Scan *sc = w->arg;
    switch (e->kind) {
    case E_TYPEASSERT:
        if (e->y && e->y->type && type_under(e->y->type)->kind != TY_INTERFACE && is_get(e->x))
            VEC_PUSH(sc->asserted, sc->nasserted, sc->casserted, walk_unparen(e->x));
        break;
    case E_IDENT:
        if (pool_var(e)) {
            bool recv = false;
            for (int i = 0; i < sc->nrecvs; i++)
                recv |= sc->recvs[i] == e;
            if (!recv)
                VEC_PUSH(sc->others, sc->nothers, sc->cothers, pool_var(e));
        }
        break;
    case E_CALL:
        if (e->call == CALL_METHOD && (pool_method(e->callee, "Get") || pool_method(e->callee, "Put")) &&
            pool_var(e->recv) && walk_unparen(e->recv)->kind == E_IDENT)
            VEC_PUSH(sc->recvs, sc->nrecvs, sc->crecvs, walk_unparen(e->recv));
        if (e->call == CALL_METHOD && pool_method(e->callee, "Put") && pool_var(e->recv)) {
            struct Put p = {pool_var(e->recv), e->nlist == 1 ? dyn_of(e->list[0]) : NULL};
            VEC_PUSH(sc->puts, sc->nputs, sc->cputs, p);
        }
        if (is_get(e)) {
            bool ok = false;
            for (int i = 0; i < sc->nasserted; i++)
                ok |= sc->asserted[i] == e;
            sc->loud |= !ok;
        }
        break;
    case E_SELECTOR:
        if ((e->sel == SEL_METHODVAL || e->sel == SEL_METHODEXPR) && pool_method(e->callee, "Get"))
            sc->loud = true;
        if (e->sel == SEL_FIELD && !strcmp(e->name, "New") && !pool_method(sc->fn, "Get") && e->type &&
            type_under(e->type)->kind == TY_FUNC && type_under(e->type)->nresults == 1 &&
            type_under(type_under(e->type)->results[0])->kind == TY_INTERFACE)
            sc->loud = true;
        break;
    case E_COMPOSITE:
        if (is_pool(e->type))
            for (int i = 0; i < e->nlist; i++) {
                Expr *kv = e->list[i], *v = kv->kind == E_KEYVALUE ? walk_unparen(kv->y) : NULL;
                if (v && v->kind == E_FUNCLIT && kv->x->kind == E_IDENT && !strcmp(kv->x->name, "New")) {
                    Walker r = {.stmt = ret_stmt, .arg = sc};
                    walk_stmt(&r, v->body);
                }
            }
        break;
    default:
        break;
    }
    return true;
}

static bool scan_stmt(Walker *w, Stmt *s)
{
    Scan *sc = w->arg;
    Expr *x = s->kind == S_EXPR ? walk_unparen(s->x) : NULL;
    Expr *v = x && x->kind == E_CALL && x->call == CALL_METHOD && pool_method(x->callee, "Put") && x->nlist == 1
                  ? simple(x->list[0])
                  : NULL;
    if (v) {
        Quiet q = {s, v->type};
        VEC_PUSH(sc->stmts, sc->nstmts, sc->cstmts, q);
    }
    return true;
}

/* the returns of a New literal: the one type they all give (*t), else *bad */
typedef struct News {
    Type *t;
    bool bad;
} News;

static bool new_ret(Walker *w, Stmt *s)
{
    News *n = w->arg;
    if (s->kind != S_RETURN)
        return true;
    Type *t = s->nresults == 1 ? dyn_of(s->results[0]) : NULL;
    n->bad |= !t || (n->t && n->t != t);
    n->t = t;
    return true;
}

/* the type every value of pool v is (the file's opening comment), or NULL */
static Type *pool_type(Program *prog, const Scan *sc, const Symbol *v)
{
    for (int i = 0; i < sc->nothers; i++)
        if (sc->others[i] == v)
            return NULL;
    News n = {0};
    for (int i = 0; i < prog->npkgs; i++)
        for (int j = 0; j < prog->pkgs[i]->nvar_init; j++) {
            VarSpec *vs = prog->pkgs[i]->var_init_order[j];
            for (int k = 0; k < vs->nnames && vs->syms; k++) {
                Expr *lit = vs->syms[k] == v && vs->nvalues == vs->nnames ? walk_unparen(vs->values[k]) : NULL;
                for (int f = 0; lit && lit->kind == E_COMPOSITE && f < lit->nlist; f++) {
                    Expr *kv = lit->list[f], *fn = kv->kind == E_KEYVALUE ? walk_unparen(kv->y) : NULL;
                    if (fn && fn->kind == E_FUNCLIT && kv->x->kind == E_IDENT && !strcmp(kv->x->name, "New")) {
                        Walker r = {.stmt = new_ret, .arg = &n};
                        walk_stmt(&r, fn->body);
                    }
                }
            }
        }
    for (int i = 0; i < sc->nputs; i++)
        if (sc->puts[i].v == v && sc->puts[i].t != n.t)
            return NULL;
    return n.bad ? NULL : n.t;
}

void cg_syncpool_scan(Program *prog)
{
    Scan sc = {0};
    Walker w = {.stmt = scan_stmt, .expr = scan_expr, .funclits = true, .arg = &sc};
    nquiet = nsure = 0;
    for (int i = 0; i < prog->npkgs; i++)
        for (int j = 0; j < prog->pkgs[i]->nvar_init; j++) {
            VarSpec *v = prog->pkgs[i]->var_init_order[j];
            sc.fn = NULL;
            for (int k = 0; k < v->nvalues; k++)
                walk_expr(&w, v->values[k]);
        }
    for (int i = 0; i < prog->nfuncs; i++) {
        sc.fn = prog->funcs[i];
        walk_stmt(&w, prog->funcs[i]->body);
    }
    if (!sc.loud)
        for (int i = 0; i < sc.nstmts; i++)
            VEC_PUSH(quiet, nquiet, cquiet, sc.stmts[i]);
    for (int i = 0; i < sc.nasserted; i++) {
        Type *t = pool_var(sc.asserted[i]->recv) ? pool_type(prog, &sc, pool_var(sc.asserted[i]->recv)) : NULL;
        if (t)
            VEC_PUSH(sure, nsure, csure, ((Sure){sc.asserted[i], t}));
    }
    free(sc.recvs);
    free(sc.others);
    free(sc.puts);
    free(sc.asserted);
    free(sc.stmts);
}

bool cg_syncpool_quiet(const Stmt *s, const Type *from)
{
    for (int i = 0; s && i < nquiet; i++)
        if (quiet[i].s == s && quiet[i].t == from)
            return true;
    return false;
}

bool cg_syncpool_sure(Expr *assert)
{
    for (int i = 0; i < nsure; i++)
        if (sure[i].get == walk_unparen(assert->x) && assert->y && assert->y->type == sure[i].t)
            return true;
    return false;
}
