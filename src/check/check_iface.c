/* check_iface.c - interfaces in the type checker: interface types (methods and embedded interfaces,
 * one method set sorted by name), the universe's `error` and `any`, "T implements I" with Go's
 * reasons (missing method, pointer receiver, wrong type), the implicit conversion of a value to an
 * interface type (the checker wraps the operand in a conversion node, so codegen sees every place
 * where a value enters an interface; the concrete types that do are collected in
 * Program.iface_types for the call graph and codegen), method calls on interface values, type
 * assertions x.(T) and v, ok := x.(T), and the clauses of type switches. */
#include <string.h>

#include "check.h"

bool check_is_iface(const Type *t)
{
    return t && type_under((Type *)t)->kind == TY_INTERFACE;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const Field *)a)->name, ((const Field *)b)->name);
}

/* add method m to the set; false (reported) when a different one of that name is there */
static bool add_method(Field **ms, int *n, int *cap, Field m)
{
    for (int i = 0; i < *n; i++)
        if (!strcmp((*ms)[i].name, m.name)) {
            if ((*ms)[i].type == m.type)
                return true;
            diag_error(m.pos, "duplicate method %s", m.name);
            return false;
        }
    VEC_PUSH(*ms, *n, *cap, m);
    return true;
}

Type *check_interface_type(Expr *e, Scope *sc)
{
    Field *ms = NULL;
    int n = 0, cap = 0;
    TypeUnion *us = NULL; /* a constraint's type set (check_generic.c) */
    int nus = 0, cus = 0;
    bool cmp = false;
    for (int i = 0; i < e->nfields; i++) {
        Field f = e->fields[i];
        Expr *te = e->texprs[i];
        if (!f.embedded) {
            bool dup = !strcmp(f.name, "_");
            if (dup)
                diag_error(f.pos, "methods must have a unique non-blank name");
            for (int j = 0; j < i && !dup; j++)
                if (!e->fields[j].embedded && !strcmp(e->fields[j].name, f.name)) {
                    Pos o = e->fields[j].pos;
                    diag_error(f.pos, "duplicate method %s\n\t%s:%d:%d: other declaration of %s", f.name,
                               o.file ? o.file->name : "?", o.line, o.col, f.name);
                    dup = true;
                }
            if (dup)
                continue;
            ck->indirect++;
            check_duplicate_params(te->sig);
            f.type = func_signature(te->sig, sc);
            f.pkgpath = check_exported(f.name) ? NULL : ck->cur->path;
            ck->indirect--;
            add_method(&ms, &n, &cap, f);
            continue;
        }
        if (te->kind == E_BAD)
            continue;
        ck->constraint++; /* an embedded constraint: the outer interface is one too */
        Type *et = te->kind == E_BINARY || te->kind == E_UNARY ? NULL : resolve_type(te, sc);
        ck->constraint--;
        if (et && type_is_invalid(et))
            continue;
        if (!et || !check_is_iface(et) || type_under(et)->nunions || type_under(et)->is_comparable)
            check_generic_iface_elem(te, sc, &us, &nus, &cus, &cmp);
        if (!et || !check_is_iface(et))
            continue;
        Type *u = type_under(et);
        for (int k = 0; k < u->nfields; k++) {
            Field m = u->fields[k];
            m.pos = te->pos;
            add_method(&ms, &n, &cap, m);
        }
    }
    if (n > 1)
        qsort(ms, (size_t)n, sizeof *ms, by_name);
    Type *t = check_generic_make_iface(type_interface(ms, n), us, nus, cmp);
    free(ms);
    return t;
}

Type *check_error_type(void)
{
    static Type *err;
    if (!err) {
        Type *str = type_basic(TY_STRING);
        Field m = {.name = "Error", .type = type_func(NULL, 0, &str, 1, false)};
        err = type_named("error", NULL, NULL);
        err->underlying = type_interface(&m, 1);
    }
    return err;
}

int check_iface_method(Type *iface, const char *name)
{
    Type *u = type_under(iface);
    for (int i = 0; i < u->nfields; i++)
        if (!strcmp(u->fields[i].name, name))
            return i;
    return -1;
}

static char *sig_string(const char *name, Type *ft)
{
    const char *s = type_string(ft); /* "func(int) string" */
    return xprintf("%s%s", name, s + 4);
}

bool check_implements(Type *t, Type *iface, char **why)
{
    Type *iu = type_under(iface);
    *why = NULL;
    if (check_is_iface(t)) {
        for (int i = 0; i < iu->nfields; i++) {
            int k = check_iface_method(t, iu->fields[i].name);
            const char *kp = k < 0 ? NULL : type_under(t)->fields[k].pkgpath, *ip = iu->fields[i].pkgpath;
            if (k < 0 || (kp != ip && (!kp || !ip || strcmp(kp, ip)))) { /* unexported: another package's */
                *why = xprintf("missing %s method)", iu->fields[i].name);
                return false;
            }
            if (type_under(t)->fields[k].type != iu->fields[i].type) {
                *why = xprintf("wrong type for %s method)\n\t\thave %s\n\t\twant %s", iu->fields[i].name,
                               sig_string(iu->fields[i].name, type_under(t)->fields[k].type),
                               sig_string(iu->fields[i].name, iu->fields[i].type));
                return false;
            }
        }
        return true;
    }
    bool is_ptr = type_under(t)->kind == TY_POINTER;
    for (int i = 0; i < iu->nfields; i++) {
        const char *name = iu->fields[i].name;
        Lookup l = type_lookup(t, name);
        if (iu->fields[i].pkgpath) {
            /* an unexported method (testing.TB's private): t's method of that name counts when
               declared in the interface's package, wherever the check happens, and only then */
            l = type_lookup_all(t, name);
            Type *rt = l.kind == LOOK_METHOD ? l.recv_at : NULL;
            if (rt && rt->kind == TY_POINTER)
                rt = rt->elem;
            if (l.kind == LOOK_METHOD && !(rt && rt->kind == TY_NAMED && rt->pkgpath &&
                                           !strcmp(rt->pkgpath, iu->fields[i].pkgpath)))
                l.kind = LOOK_NONE;
        }
        if (l.kind == LOOK_IMETHOD) { /* promoted from an embedded interface */
            if (l.type != iu->fields[i].type) {
                *why = xprintf("wrong type for %s method)\n\t\thave %s\n\t\twant %s", name,
                               sig_string(name, l.type), sig_string(name, iu->fields[i].type));
                return false;
            }
            continue;
        }
        if (l.kind != LOOK_METHOD && is_ptr && check_is_iface(type_under(t)->elem)) {
            *why = xprintf("type %s is pointer to interface, not interface)", type_string(t));
            return false;
        }
        if (l.kind != LOOK_METHOD) {
            *why = xprintf("missing %s method)", name);
            return false;
        }
        if (l.method->ptr_recv && !is_ptr && !l.indirect) {
            *why = xprintf("%s method has pointer receiver)", name);
            return false;
        }
        func_resolve_type(l.method->decl);
        if (l.method->decl->type != iu->fields[i].type) {
            *why = xprintf("wrong type for %s method)\n\t\thave %s\n\t\twant %s", name,
                           sig_string(name, l.method->decl->type), sig_string(name, iu->fields[i].type));
            return false;
        }
    }
    return true;
}

/* ---------------------------------------------------------------- promoted interface methods */

/* A struct that embeds an interface (struct{ io.Reader }, sort.Reverse's struct{ Interface }) has
   the interface's methods in its method set. Calls through a value of the struct go through the
   field (check_call.c); for the struct's own method set (itabs, method expressions) the checker
   makes Go's wrapper method, func (r T) M(p0, p1 ...) (results) { return r.F.M(p0, p1...) }, as
   ordinary code of T's package that every later stage takes like a method written by hand. The
   wrappers are not in T's methods: the selector rule keeps finding M at its real depth. */
typedef struct Promoted {
    Type *t;            /* the named type */
    const char *name;
    FuncDecl *decl;
} Promoted;
static Promoted *promoted;
static int npromoted, cpromoted;

FuncDecl *check_promoted_find(Type *t, const char *name)
{
    for (int i = 0; i < npromoted; i++)
        if (promoted[i].t == t && !strcmp(promoted[i].name, name))
            return promoted[i].decl;
    return NULL;
}

static Expr *synth_expr(ExprKind k, Pos pos, const char *name, Expr *x)
{
    Expr *e = xmalloc(sizeof *e);
    e->kind = k;
    e->pos = pos;
    e->end = pos;
    e->name = name;
    e->x = x;
    return e;
}

static Expr *synth_type(Type *t, Pos pos)
{
    Expr *e = synth_expr(E_IDENT, pos, type_string(t), NULL);
    e->type = t;
    e->is_type = true;
    return e;
}

static Package *package_at(const char *path)
{
    for (int i = 0; i < ck->prog->npkgs; i++)
        if (!strcmp(ck->prog->pkgs[i]->path, path))
            return ck->prog->pkgs[i];
    return NULL;
}

/* the wrapper method of struct type t (named or not) for its promoted interface method l
   (LOOK_IMETHOD) */
static FuncDecl *promote(Type *t, const char *name, const Lookup *l)
{
    FuncDecl *fd = check_promoted_find(t, name);
    if (fd)
        return fd;
    Package *pkg = t->kind == TY_NAMED ? package_at(t->pkgpath) : ck->cur;
    Type *ft = l->type;
    Type *ut = type_under(t);
    Pos pos = ut->kind == TY_STRUCT && l->npath ? ut->fields[l->path[0]].pos : NOPOS;
    fd = xmalloc(sizeof *fd);
    fd->pos = pos;
    fd->name = name;
    fd->isr_irq = -1;
    fd->recv = xmalloc(sizeof *fd->recv);
    fd->recv->name = "r";
    fd->recv->pos = pos;
    fd->recv->texpr = synth_type(t, pos);
    fd->sig.nparams = ft->nparams;
    fd->sig.params = xmalloc(sizeof(Param) * (size_t)(ft->nparams + 1));
    Expr *recv = synth_expr(E_IDENT, pos, "r", NULL);
    Type *at = type_under(t);
    for (int k = 0; k < l->npath; k++) { /* r.F1.F2...: the embedded fields by name */
        Field *f = &at->fields[l->path[k]];
        recv = synth_expr(E_SELECTOR, pos, f->name, recv);
        at = type_under(f->type);
        if (at->kind == TY_POINTER)
            at = type_under(at->elem);
    }
    Expr *call = synth_expr(E_CALL, pos, NULL, synth_expr(E_SELECTOR, pos, name, recv));
    call->nlist = ft->nparams;
    call->list = xmalloc(sizeof(Expr *) * (size_t)(ft->nparams + 1));
    for (int i = 0; i < ft->nparams; i++) {
        Param *p = &fd->sig.params[i];
        p->name = xprintf("p%d", i);
        p->pos = pos;
        p->texpr = synth_type(ft->params[i], pos);
        p->variadic = ft->variadic && i == ft->nparams - 1;
        call->list[i] = synth_expr(E_IDENT, pos, p->name, NULL);
    }
    call->has_ellipsis = ft->variadic;
    fd->sig.nresults = ft->nresults;
    fd->sig.results = xmalloc(sizeof(Param) * (size_t)(ft->nresults + 1));
    for (int i = 0; i < ft->nresults; i++) {
        fd->sig.results[i].pos = pos;
        fd->sig.results[i].texpr = synth_type(ft->results[i], pos);
    }
    Stmt *st = xmalloc(sizeof *st);
    st->pos = pos;
    if (ft->nresults) {
        st->kind = S_RETURN;
        st->nresults = 1;
        st->results = xmalloc(sizeof(Expr *));
        st->results[0] = call;
    } else {
        st->kind = S_EXPR;
        st->x = call;
    }
    fd->body = xmalloc(sizeof *fd->body);
    fd->body->kind = S_BLOCK;
    fd->body->pos = pos;
    fd->body->end = pos;
    fd->body->nbody = 1;
    fd->body->body = xmalloc(sizeof(Stmt *));
    fd->body->body[0] = st;
    fd->type = ft;
    fd->recv_named = t;
    fd->recv_type = t;
    fd->recv->texpr->type = t;
    /* an unnamed struct's: named after the package that converts it, numbered */
    fd->mangled = t->kind == TY_NAMED ? mangle_method(t->pkgpath, t->name, false, name)
                                      : mangle_method(ck->cur->path, xprintf("struct$%d", npromoted), false, name);
    fd->check_file_scope = ck->universe;
    fd->check_pkg = pkg;
    fd->check_node = check_node_new_func(fd);
    VEC_PUSH(ck->prog->funcs, ck->prog->nfuncs, ck->cap_funcs, fd);
    Promoted np = {t, name, fd};
    VEC_PUSH(promoted, npromoted, cpromoted, np);
    return fd;
}

/* the names of the methods of the interfaces t embeds (through embedded structs), into *names */
static void iface_names(Type *t, int depth, const char ***names, int *n, int *cap)
{
    Type *u = type_under(t);
    if (u->kind == TY_POINTER)
        u = type_under(u->elem);
    if (depth > 8 || u->kind != TY_STRUCT)
        return;
    for (int i = 0; i < u->nfields; i++) {
        if (!u->fields[i].embedded)
            continue;
        Type *fu = type_under(u->fields[i].type);
        if (fu->kind != TY_INTERFACE) {
            iface_names(u->fields[i].type, depth + 1, names, n, cap);
            continue;
        }
        for (int m = 0; m < fu->nfields; m++)
            VEC_PUSH(*names, *n, *cap, fu->fields[m].name);
    }
}

/* a struct type that can have wrapper methods: named in a package of the program, or unnamed */
static bool promotable(Type *t)
{
    return t->kind == TY_STRUCT || (t->kind == TY_NAMED && t->pkgpath && package_at(t->pkgpath));
}

/* the wrappers of every interface method promoted into struct type t (or *t) */
static void promote_all(Type *t)
{
    Type *base = t->kind == TY_POINTER ? t->elem : t;
    if (!promotable(base) || type_under(base)->kind != TY_STRUCT || base->tparam ||
        (ck->fn && ck->fn->generic)) /* not in a generic template */
        return;
    const char **names = NULL;
    int n = 0, cap = 0;
    iface_names(base, 0, &names, &n, &cap);
    for (int i = 0; i < n; i++) {
        Lookup l = type_lookup_all(base, names[i]);
        if (l.kind == LOOK_IMETHOD)
            promote(base, names[i], &l);
    }
    free(names);
}

FuncDecl *check_promoted_method(Type *t, const char *name)
{
    Type *base = t->kind == TY_POINTER ? t->elem : t;
    Lookup l = type_lookup_all(base, name);
    if (l.kind != LOOK_IMETHOD || !promotable(base))
        return NULL;
    return promote(base, name, &l);
}

/* t may be the dynamic type of an interface value (Program.iface_types, once) */
static void note_iface_type(Type *t)
{
    Program *p = ck->prog;
    for (int i = 0; i < p->niface_types; i++)
        if (p->iface_types[i] == t)
            return;
    VEC_PUSH(p->iface_types, p->niface_types, p->ciface_types, t);
    promote_all(t);
}

/* the implicit conversion of e (typed, implementing t) to the interface type t */
void check_to_iface(Expr *e, Type *t)
{
    if (check_is_iface(e->type) && type_under(e->type)->nfields == type_under(t)->nfields)
        return; /* the same method set: the same representation (itabs list methods by name) */
    /* (its methods may now be called through the interface, but that is no reference for the
       initialisation order: Go's spec counts only t.m with t not of interface type) */
    if (!check_is_iface(e->type))
        note_iface_type(e->type);
    Expr *inner = xmalloc(sizeof *inner);
    *inner = *e;
    memset(e, 0, sizeof *e);
    e->kind = E_CALL;
    e->pos = inner->pos;
    e->end = inner->end;
    e->call = CALL_CONV;
    e->list = xmalloc(sizeof *e->list);
    e->list[0] = inner;
    e->nlist = 1;
    e->type = t;
    e->x = NULL; /* an implicit conversion: no type expression */
}

static Type *assert_operand(Expr *x)
{
    if (expr_invalid(x))
        return NULL;
    if (!check_is_iface(x->type)) {
        diag_error(expr_start(x), "invalid operation: %s is not an interface", operand_string(x));
        return NULL;
    }
    return x->type;
}

/* a type T asserted of an interface of type it: T must be able to implement it */
static bool assertable(Type *t, Type *it, Expr *whole)
{
    if (check_is_iface(t))
        return true;
    char *why;
    if (!check_implements(t, it, &why) && !check_in_instance()) { /* x.(T) in a generic body: fails at run time */
        diag_error(expr_start(whole), "impossible type assertion: %s\n\t%s does not implement %s (%s", expr_string(whole),
                   type_string(t), type_string(it), why);
        return false;
    }
    return true;
}

void check_type_assert(Expr *e, Scope *sc)
{
    check_rvalue(e->x, sc);
    if (!e->y) {
        diag_error(expr_start(e), "use of .(type) outside type switch");
        return;
    }
    Type *t = resolve_type(e->y, sc);
    Type *it = assert_operand(e->x);
    if (!it || type_is_invalid(t))
        return;
    if (!assertable(t, it, e))
        return;
    e->type = t;
    if (!check_is_iface(t)) { /* the dynamic type may be t: codegen needs its descriptor */
        note_iface_type(t);
    }
}

Type *check_type_switch_guard(Expr *guard, Scope *sc)
{
    check_rvalue(guard->x, sc);
    Type *it = assert_operand(guard->x);
    guard->type = it ? it : T_INVALID;
    return it;
}

Type *check_type_switch_case(Expr *ce, Type *it, Expr *guard, Scope *sc)
{
    if (ce->kind == E_IDENT && !strcmp(ce->name, "nil")) {
        Obj *o = scope_lookup(sc, "nil");
        if (o && o->s.kind == SYM_NIL) { /* a nil of x's interface type */
            ce->type = it ? it : T_INVALID;
            ce->sym = &o->s;
            return type_basic(TY_UNTYPED_NIL);
        }
    }
    Type *t = resolve_type(ce, sc);
    if (type_is_invalid(t) || !it)
        return T_INVALID;
    if (!check_is_iface(t)) {
        char *why;
        if (!check_implements(t, it, &why) && !check_in_instance()) { /* in a generic body: never matches */
            diag_error(ce->pos, "impossible type switch case: %s (type %s) cannot have dynamic type %s (%s",
                       expr_string(guard->x), type_string(it), type_string(t), why);
            return T_INVALID;
        }
        note_iface_type(t);
    }
    return t;
}
