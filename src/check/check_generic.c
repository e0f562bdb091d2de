/* check_generic.c - Go 1.19's generics by stenciling: type parameter lists, constraints with type
 * sets, instantiation with explicit and inferred type arguments. A generic function (or a method
 * of a generic type) is a template: its declaration is never checked or generated itself. Each
 * distinct list of type arguments gets an instance, a copy of the template's syntax
 * (check_clone.c) checked like any other function with every type parameter bound, in a scope of
 * its own, to its type argument; its symbol carries the arguments (main.Max[int],
 * main.(*List[string]).Push). A generic type's instance is a named type of its own per argument
 * list ("List[int]"), its underlying type resolved from the declaration with the parameters bound
 * and its methods instances of the template's. From here on the call graph, taint, escape
 * analysis and codegen see ordinary functions and types: each instance has its own taint (one
 * whose body can reach a suspend point with its arguments is a coroutine, the others are not).
 *
 * For inference and constraints each template also has placeholder types, one per type
 * parameter (a named type with Type.tparam set, its constraint as underlying): the template's
 * signature over them is what arguments are unified with. Instances whose arguments still hold
 * placeholders (List[T] inside another generic declaration) get types and method signatures but
 * no bodies: they are never called. Checking bodies per instance rather than once against the
 * constraints means an operation invalid for the constraint but valid for every instance used is
 * accepted, and a template no one instantiates is not checked at all (docs/language.md). */
#include <string.h>

#include "check.h"

/* instances within instances, deeper than any real program nests them */
#define MAX_INST_DEPTH 64

typedef struct Inst {
    Type **targs;
    FuncDecl *fd;    /* a function's instance */
    Type *type;      /* a type's instance */
    bool resolving;  /* its underlying type is being resolved */
    int depth;       /* the indirections above it then (chain_indirect) */
} Inst;

struct Generic {
    Param *tparams;
    int n;
    Obj *obj;
    Package *pkg;
    Scope *fscope;       /* the declaration's file scope */
    bool ready;
    Type **ph;           /* the placeholders */
    Type **cons;         /* their constraints (interfaces) */
    Scope *scope;        /* fscope with the placeholders */
    Type *sig;           /* a function's signature over the placeholders */
    Inst *insts;
    int ninsts, cinsts;
};

/* ---------------------------------------------------------------- packages */

typedef struct Saved {
    Package *cur;
    Scope *pkg;
    int indirect, ntype_stack;
    DeclNode *node;
} Saved;

/* check as package p's code (a template's package) until leave() */
static Saved enter(Package *p)
{
    Saved s = {ck->cur, ck->pkg, ck->indirect, ck->ntype_stack, ck->cur_node};
    ck->cur = p;
    ck->pkg = p->scope;
    ck->indirect = 0;
    return s;
}

static void leave(Saved s)
{
    ck->cur = s.cur;
    ck->pkg = s.pkg;
    ck->indirect = s.indirect;
    ck->ntype_stack = s.ntype_stack;
    ck->cur_node = s.node;
}

/* ---------------------------------------------------------------- constraints */

static bool is_union_syntax(const Expr *e)
{
    return e && ((e->kind == E_BINARY && e->op == T_OR) || (e->kind == E_UNARY && e->op == T_TILDE));
}

static void add_terms(Expr *e, Scope *sc, TypeTerm **ts, int *n, int *cap)
{
    if (e->kind == E_BINARY && e->op == T_OR) {
        add_terms(e->x, sc, ts, n, cap);
        add_terms(e->y, sc, ts, n, cap);
        return;
    }
    TypeTerm t = {0};
    if (e->kind == E_UNARY && e->op == T_TILDE) {
        t.tilde = true;
        e = e->x;
    }
    t.type = resolve_type(e, sc);
    if (type_is_invalid(t.type))
        return;
    Type *iu = type_under(t.type);
    if (!t.tilde && check_is_iface(t.type) && iu->nunions == 1 && !iu->nfields) {
        for (int i = 0; i < iu->unions[0].nterms; i++) /* Integer | Float: their terms */
            VEC_PUSH(*ts, *n, *cap, iu->unions[0].terms[i]);
        return;
    }
    if (t.tilde && type_under(t.type) != t.type) {
        diag_error(e->pos, "invalid use of ~ (underlying type of %s is %s)", type_string(t.type),
                   type_string(type_under(t.type)));
        return;
    }
    if (!t.tilde && check_is_iface(t.type) && !type_under(t.type)->nunions && !type_under(t.type)->nfields)
        t.type = NULL; /* any: every type */
    VEC_PUSH(*ts, *n, *cap, t);
}

/* an interface type with unions (and comparable): a copy of its method set's interface, never
   interned (a constraint is no type of a value) */
static Type *constraint_iface(Type *methods, TypeUnion *us, int nus, bool cmp)
{
    if (!nus && !cmp)
        return methods;
    Type *t = xmalloc(sizeof *t);
    *t = *methods;
    t->interned_next = NULL;
    t->cg = NULL;
    t->unions = us;
    t->nunions = nus;
    t->is_comparable = cmp;
    return t;
}

static void elem(Expr *te, Scope *sc, TypeUnion **us, int *nus, int *cus, bool *cmp)
{
    if (!is_union_syntax(te)) {
        Type *t = resolve_type(te, sc);
        if (type_is_invalid(t))
            return;
        if (check_is_iface(t)) { /* embedded: its type set */
            Type *it = type_under(t);
            for (int i = 0; i < it->nunions; i++)
                VEC_PUSH(*us, *nus, *cus, it->unions[i]);
            *cmp |= it->is_comparable;
            return;
        }
    }
    TypeUnion u = {0};
    int cap = 0;
    add_terms(te, sc, &u.terms, &u.nterms, &cap);
    for (int i = 0; i < u.nterms; i++)
        if (!u.terms[i].type)
            return; /* a union with any in it is every type */
    VEC_PUSH(*us, *nus, *cus, u);
}

void check_generic_iface_elem(Expr *te, Scope *sc, TypeUnion **us, int *nus, int *cus, bool *cmp)
{
    ck->constraint++;
    elem(te, sc, us, nus, cus, cmp);
    ck->constraint--;
}

Type *check_generic_make_iface(Type *methods, TypeUnion *us, int nus, bool cmp)
{
    return constraint_iface(methods, us, nus, cmp);
}

/* the constraint of a type parameter: an interface, or a union / non-interface type standing for
   interface{ it } */
static Type *constraint_type(Expr *e, Scope *sc)
{
    if (!is_union_syntax(e)) {
        ck->constraint++;
        Type *t = resolve_type(e, sc);
        ck->constraint--;
        if (type_is_invalid(t) || check_is_iface(t))
            return t;
    }
    TypeUnion *us = NULL;
    int nus = 0, cus = 0;
    bool cmp = false;
    check_generic_iface_elem(e, sc, &us, &nus, &cus, &cmp);
    return constraint_iface(type_interface(NULL, 0), us, nus, cmp);
}

/* the constraint as messages spell it: its name, or the union as written ("int|float64") */
static const char *constraint_string(Expr *e, Type *c)
{
    if (!is_union_syntax(e) && !(e && e->kind == E_INTERFACETYPE))
        return type_string(e && e->type ? e->type : c); /* [P struct{...}]: the type as written */
    if (e->kind == E_BINARY)
        return xprintf("%s|%s", constraint_string(e->x, e->x->type), constraint_string(e->y, e->y->type));
    if (e->kind == E_UNARY)
        return xprintf("~%s", type_string(e->x->type));
    return type_string(c);
}

static const char *union_string(const TypeUnion *u)
{
    const char *s = "";
    for (int i = 0; i < u->nterms; i++)
        s = xprintf("%s%s%s%s", s, i ? " | " : "", u->terms[i].tilde ? "~" : "", type_string(u->terms[i].type));
    return s;
}

/* comparable in Go 1.19's sense: == is defined and cannot panic (no interfaces) */
static bool strictly_comparable(Type *t)
{
    Type *u = type_under(t);
    switch (u->kind) {
    case TY_INTERFACE: case TY_SLICE: case TY_MAP: case TY_FUNC:
        return false;
    case TY_ARRAY:
        return strictly_comparable(u->elem);
    case TY_STRUCT:
        for (int i = 0; i < u->nfields; i++)
            if (!strictly_comparable(u->fields[i].type))
                return false;
        return true;
    default:
        return true;
    }
}

/* does t satisfy constraint c (spelt cs)? else *why is Go's whole message */
static bool satisfies(Type *t, const char *ts, Type *c, const char *cs, char **why)
{
    Type *cu = type_under(c);
    if (t->tparam) { /* a placeholder: its own constraint is at least as strict (not verified) */
        return true;
    }
    for (int i = 0; i < cu->nunions; i++) {
        const TypeUnion *u = &cu->unions[i];
        bool ok = false;
        for (int k = 0; k < u->nterms && !ok; k++)
            ok = u->terms[k].tilde ? type_under(t) == type_under(u->terms[k].type) : t == u->terms[k].type;
        if (!ok) {
            for (int k = 0; k < u->nterms; k++)
                if (!u->terms[k].tilde && type_under(t) == type_under(u->terms[k].type)) {
                    *why = xprintf("%s does not implement %s (possibly missing ~ for %s in constraint %s)", ts, cs,
                                   type_string(u->terms[k].type), cs);
                    return false;
                }
            *why = xprintf("%s does not implement %s (%s missing in %s)", ts, cs, ts, union_string(u));
            return false;
        }
    }
    if (cu->is_comparable && !strictly_comparable(t)) {
        *why = xprintf("%s does not implement comparable", ts);
        return false;
    }
    if (cu->nfields) {
        char *r;
        if (!check_implements(t, type_interface(cu->fields, cu->nfields), &r)) {
            *why = xprintf("%s does not implement %s (%s", ts, cs, r);
            return false;
        }
    }
    return true;
}

/* ---------------------------------------------------------------- templates */

static const char *tparams_string(Generic *g)
{
    const char *s = "";
    for (int i = 0; i < g->n; i++)
        s = xprintf("%s%s%s %s", s, i ? ", " : "", g->tparams[i].name, expr_string(g->tparams[i].texpr));
    return s;
}

Generic *check_generic_new(Obj *o, Param *tparams, int n, Scope *fscope)
{
    Generic *g = xmalloc(sizeof *g);
    g->tparams = tparams;
    g->n = n;
    g->obj = o;
    g->pkg = ck->cur;
    g->fscope = fscope;
    return g;
}

/* a scope over the template's file scope with name i bound to ts[i] */
static Scope *bind(Generic *g, const char **names, Pos *pos, Type **ts)
{
    Scope *sc = scope_new(g->fscope);
    for (int i = 0; i < g->n; i++) {
        if (!names[i] || !strcmp(names[i], "_"))
            continue;
        Obj *o = obj_new(SYM_TYPE, names[i], pos ? pos[i] : g->tparams[i].pos, ts[i]);
        o->s.used = true;
        scope_declare(sc, o);
    }
    return sc;
}

static void setup(Generic *g)
{
    if (g->ready)
        return;
    g->ready = true;
    Saved s = enter(g->pkg);
    g->ph = xmalloc(sizeof(Type *) * (size_t)(g->n + 1));
    g->cons = xmalloc(sizeof(Type *) * (size_t)(g->n + 1));
    const char **names = xmalloc(sizeof(char *) * (size_t)(g->n + 1));
    for (int i = 0; i < g->n; i++) {
        g->ph[i] = type_named(g->tparams[i].name, g->pkg->name, g->pkg->path);
        g->ph[i]->tparam = i + 1;
        g->ph[i]->underlying = type_interface(NULL, 0);
        names[i] = g->tparams[i].name;
    }
    g->scope = bind(g, names, NULL, g->ph); /* reports a name declared twice */
    for (int i = 0; i < g->n; i++) {
        g->cons[i] = constraint_type(g->tparams[i].texpr, g->scope);
        if (type_is_invalid(g->cons[i]))
            g->cons[i] = type_interface(NULL, 0);
        g->ph[i]->underlying = type_under(g->cons[i]);
    }
    FuncDecl *fd = g->obj->s.kind == SYM_FUNC ? g->obj->s.func : NULL;
    if (fd)
        g->sig = func_signature(&fd->sig, g->scope);
    leave(s);
}

/* the imports a template's body names (pkg.X) count as used: the body is checked only per
   instance, maybe never, maybe after its package's "imported and not used" */
static bool mark_import(Walker *w, Expr *e)
{
    if (e->kind == E_SELECTOR && e->x && e->x->kind == E_IDENT) {
        Obj *o = scope_lookup(w->arg, e->x->name);
        if (o && o->s.kind == SYM_PKG)
            o->s.used = true;
    }
    return true;
}

static bool mark_stmt(Walker *w, Stmt *s)
{
    for (int i = 0; i < s->nspecs; i++) /* var x pkg.T */
        if (s->specs[i]->texpr)
            walk_expr(w, s->specs[i]->texpr);
    for (int i = 0; i < s->ntspecs; i++)
        walk_expr(w, s->tspecs[i]->texpr);
    return true;
}

/* go1.19 takes no type declaration in a generic function or a method of a generic type (its
   function literals included) */
static bool local_type_stmt(Walker *w, Stmt *s)
{
    (void)w;
    if (s->kind == S_TYPE)
        diag_error(s->pos, "type declarations inside generic functions are not currently supported");
    return true;
}

static bool any_expr(Walker *w, Expr *e)
{
    (void)w;
    (void)e;
    return true;
}

/* every template of the package being checked: its constraints and signature resolved (their
   errors reported, their imports used), the imports of its body marked used and its type
   declarations reported */
void check_generic_templates(Obj *o)
{
    Generic *g = o->generic;
    setup(g);
    Walker w = {.stmt = mark_stmt, .expr = mark_import, .funclits = true, .arg = g->fscope};
    Walker types = {.stmt = local_type_stmt, .expr = any_expr, .funclits = true};
    if (o->s.kind == SYM_FUNC) {
        walk_stmt(&w, o->s.func->body);
        walk_stmt(&types, o->s.func->body);
    }
    for (int i = 0; i < o->nmethods; i++) {
        FuncDecl *m = o->methods[i].decl;
        walk_stmt(&w, m->body);
        walk_stmt(&types, m->body);
        for (int k = 0; k < m->sig.nparams; k++)
            walk_expr(&w, m->sig.params[k].texpr);
        for (int k = 0; k < m->sig.nresults; k++)
            walk_expr(&w, m->sig.results[k].texpr);
    }
}

/* ---------------------------------------------------------------- types with placeholders */

static bool is_ph(Generic *g, Type *t)
{
    return t && t->tparam && t->tparam <= g->n && g->ph[t->tparam - 1] == t;
}

static bool mentions(Generic *g, Type *t, int depth)
{
    if (!t || depth > 50)
        return false;
    if (is_ph(g, t))
        return true;
    switch (t->kind) {
    case TY_POINTER: case TY_SLICE: case TY_ARRAY: case TY_CHAN:
        return mentions(g, t->elem, depth + 1);
    case TY_MAP:
        return mentions(g, t->key, depth + 1) || mentions(g, t->elem, depth + 1);
    case TY_FUNC:
        for (int i = 0; i < t->nparams; i++)
            if (mentions(g, t->params[i], depth + 1))
                return true;
        for (int i = 0; i < t->nresults; i++)
            if (mentions(g, t->results[i], depth + 1))
                return true;
        return false;
    case TY_STRUCT:
        for (int i = 0; i < t->nfields; i++)
            if (mentions(g, t->fields[i].type, depth + 1))
                return true;
        return false;
    case TY_NAMED:
        for (int i = 0; i < t->ntargs; i++)
            if (mentions(g, t->targs[i], depth + 1))
                return true;
        return false;
    default:
        return false;
    }
}

/* any placeholder of any template in t (an instance that is never checked) */
static bool open_type(Type *t, int depth)
{
    if (!t || depth > 50)
        return false;
    if (t->tparam)
        return true;
    switch (t->kind) {
    case TY_POINTER: case TY_SLICE: case TY_ARRAY: case TY_CHAN:
        return open_type(t->elem, depth + 1);
    case TY_MAP:
        return open_type(t->key, depth + 1) || open_type(t->elem, depth + 1);
    case TY_FUNC:
        for (int i = 0; i < t->nparams; i++)
            if (open_type(t->params[i], depth + 1))
                return true;
        for (int i = 0; i < t->nresults; i++)
            if (open_type(t->results[i], depth + 1))
                return true;
        return false;
    case TY_STRUCT:
        for (int i = 0; i < t->nfields; i++)
            if (open_type(t->fields[i].type, depth + 1))
                return true;
        return false;
    case TY_NAMED:
        for (int i = 0; i < t->ntargs; i++)
            if (open_type(t->targs[i], depth + 1))
                return true;
        return false;
    default:
        return false;
    }
}

static Type *type_instance(Generic *g, Type **targs, Pos pos);

/* t with the placeholders of g that 'bound' has replaced by their types */
static Type *subst(Generic *g, Type *t, Type **bound, int depth)
{
    if (!t || depth > 50 || !mentions(g, t, 0))
        return t;
    if (is_ph(g, t))
        return bound[t->tparam - 1] ? bound[t->tparam - 1] : t;
    switch (t->kind) {
    case TY_POINTER:
        return type_pointer(subst(g, t->elem, bound, depth + 1));
    case TY_SLICE:
        return type_slice(subst(g, t->elem, bound, depth + 1));
    case TY_ARRAY:
        return type_array(subst(g, t->elem, bound, depth + 1), t->len);
    case TY_CHAN:
        return type_chan(subst(g, t->elem, bound, depth + 1), t->dir);
    case TY_MAP:
        return type_map(subst(g, t->key, bound, depth + 1), subst(g, t->elem, bound, depth + 1));
    case TY_FUNC: {
        Type **ps = xmalloc(sizeof(Type *) * (size_t)(t->nparams + t->nresults + 1));
        for (int i = 0; i < t->nparams; i++)
            ps[i] = subst(g, t->params[i], bound, depth + 1);
        for (int i = 0; i < t->nresults; i++)
            ps[t->nparams + i] = subst(g, t->results[i], bound, depth + 1);
        return type_func(ps, t->nparams, ps + t->nparams, t->nresults, t->variadic);
    }
    case TY_STRUCT: {
        Field *fs = xmalloc(sizeof(Field) * (size_t)(t->nfields + 1));
        for (int i = 0; i < t->nfields; i++) {
            fs[i] = t->fields[i];
            fs[i].type = subst(g, t->fields[i].type, bound, depth + 1);
        }
        return type_struct(fs, t->nfields);
    }
    case TY_NAMED: {
        Obj *o = t->generic;
        Type **as = xmalloc(sizeof(Type *) * (size_t)(t->ntargs + 1));
        for (int i = 0; i < t->ntargs; i++)
            as[i] = subst(g, t->targs[i], bound, depth + 1);
        return type_instance(o->generic, as, NOPOS);
    }
    default:
        return t;
    }
}

/* unify the parameter type x (over g's placeholders) with the argument type y, binding
   placeholders in 'bound' (Go's inexact unification: a defined type matches a literal of its
   underlying type) */
static bool unify(Generic *g, Type *x, Type *y, Type **bound, int depth)
{
    if (!x || !y || depth > 50)
        return false;
    if (x == y)
        return true;
    if (is_ph(g, x)) {
        Type **b = &bound[x->tparam - 1];
        if (!*b) {
            *b = y;
            return true;
        }
        if (*b == y)
            return true;
        if (type_under(*b) == type_under(y) && ((*b)->kind != TY_NAMED || y->kind != TY_NAMED)) {
            if (y->kind == TY_NAMED)
                *b = y;
            return true;
        }
        return false;
    }
    if (!mentions(g, x, 0))
        return true; /* assignability decides */
    if (x->kind == TY_NAMED && y->kind != TY_NAMED) /* Func2[A1, A2, R] and a func literal's type */
        x = type_under(x);
    else if (x->kind == TY_NAMED) {
        if (y->generic != x->generic || y->ntargs != x->ntargs)
            return false;
        for (int i = 0; i < x->ntargs; i++)
            if (!unify(g, x->targs[i], y->targs[i], bound, depth + 1))
                return false;
        return true;
    }
    if (y->kind == TY_NAMED)
        y = type_under(y);
    if (x->kind != y->kind)
        return false;
    switch (x->kind) {
    case TY_POINTER: case TY_SLICE: case TY_CHAN:
        return unify(g, x->elem, y->elem, bound, depth + 1);
    case TY_ARRAY:
        return x->len == y->len && unify(g, x->elem, y->elem, bound, depth + 1);
    case TY_MAP:
        return unify(g, x->key, y->key, bound, depth + 1) && unify(g, x->elem, y->elem, bound, depth + 1);
    case TY_FUNC:
        if (x->nparams != y->nparams || x->nresults != y->nresults || x->variadic != y->variadic)
            return false;
        for (int i = 0; i < x->nparams; i++)
            if (!unify(g, x->params[i], y->params[i], bound, depth + 1))
                return false;
        for (int i = 0; i < x->nresults; i++)
            if (!unify(g, x->results[i], y->results[i], bound, depth + 1))
                return false;
        return true;
    case TY_STRUCT:
        if (x->nfields != y->nfields)
            return false;
        for (int i = 0; i < x->nfields; i++)
            if (strcmp(x->fields[i].name, y->fields[i].name) ||
                !unify(g, x->fields[i].type, y->fields[i].type, bound, depth + 1))
                return false;
        return true;
    default:
        return false;
    }
}

/* the core type of constraint c when it is one term: that term's type (tilde: *tilde) */
static Type *core_term(Type *c, bool *tilde)
{
    Type *u = type_under(c);
    if (u->nunions != 1 || u->unions[0].nterms != 1)
        return NULL;
    *tilde = u->unions[0].terms[0].tilde;
    return u->unions[0].terms[0].type;
}

/* constraint type inference: a bound parameter's core type binds the placeholders in it; an
   unbound one whose core type is known becomes that type */
static bool infer_from_constraints(Generic *g, Type **bound, Pos pos)
{
    for (int round = 0; round < g->n + 1; round++) {
        bool changed = false;
        for (int i = 0; i < g->n; i++) {
            bool tilde;
            Type *core = core_term(g->cons[i], &tilde);
            if (!core || !mentions(g, core, 0))
                continue;
            if (bound[i]) {
                int before = 0;
                for (int k = 0; k < g->n; k++)
                    before += bound[k] != NULL;
                if (!unify(g, core, tilde ? type_under(bound[i]) : bound[i], bound, 0)) {
                    diag_error(pos, "%s does not match %s", type_string(bound[i]),
                               type_string(subst(g, core, bound, 0)));
                    return false;
                }
                int after = 0;
                for (int k = 0; k < g->n; k++)
                    after += bound[k] != NULL;
                changed |= after != before;
            } else {
                Type *t = subst(g, core, bound, 0);
                if (!mentions(g, t, 0)) {
                    bound[i] = t;
                    changed = true;
                }
            }
        }
        if (!changed)
            break;
    }
    return true;
}

/* ---------------------------------------------------------------- instances */

static const char *targs_string(Type **targs, int n)
{
    const char *s = "";
    for (int i = 0; i < n; i++)
        s = xprintf("%s%s%s", s, i ? "," : "", type_string(targs[i]));
    return s;
}

static Inst *find_inst(Generic *g, Type **targs)
{
    for (int i = 0; i < g->ninsts; i++) {
        bool same = true;
        for (int k = 0; k < g->n && same; k++)
            same = g->insts[i].targs[k] == targs[k];
        if (same)
            return &g->insts[i];
    }
    return NULL;
}

static Type **copy_targs(Type **targs, int n)
{
    Type **d = xmalloc(sizeof(Type *) * (size_t)(n + 1));
    memcpy(d, targs, sizeof(Type *) * (size_t)n);
    return d;
}

/* the instance joins Program.funcs: checked (as its template's package's code) and generated */
static void add_func(FuncDecl *fd, bool open)
{
    fd->check_node = check_node_new_func(fd);
    fd->generic = open;
    if (!open)
        VEC_PUSH(ck->prog->funcs, ck->prog->nfuncs, ck->cap_funcs, fd);
}

/* a method of the instance t of a generic type: the receiver's type parameter names (func (l
   *List[E]) ...) bound to t's arguments */
static FuncDecl *method_instance(Generic *g, FuncDecl *tm, Type *t, bool ptr, bool open)
{
    FuncDecl *fd = check_clone_func(tm);
    fd->origin = tm;
    fd->targs = t->targs;
    fd->ntargs = t->ntargs;
    fd->check_pkg = g->pkg;
    Expr *rb = fd->recv->texpr;
    while (rb && (rb->kind == E_PAREN || rb->kind == E_STAR))
        rb = rb->x;
    const char **names = xmalloc(sizeof(char *) * (size_t)(g->n + 1));
    Pos *pos = xmalloc(sizeof(Pos) * (size_t)(g->n + 1));
    int nargs = rb && rb->kind == E_INDEX ? (rb->nlist >= 2 ? rb->nlist : 1) : 0;
    for (int i = 0; i < g->n && i < nargs; i++) {
        Expr *a = rb->nlist >= 2 ? rb->list[i] : rb->y;
        if (a->kind == E_IDENT) {
            names[i] = a->name;
            pos[i] = a->pos;
        } else if (!open) {
            diag_error(a->pos, "receiver type parameter %s must be an identifier", expr_string(a));
        }
    }
    if (nargs != g->n && !open)
        diag_error(rb ? rb->pos : fd->pos, "got %d type parameters, but receiver base type declares %d", nargs, g->n);
    Scope *sc = bind(g, names, pos, t->targs);
    fd->check_file_scope = sc;
    fd->type = func_signature(&fd->sig, sc);
    fd->recv_named = t;
    fd->recv_type = ptr ? type_pointer(t) : t;
    fd->recv->texpr->type = fd->recv_type;
    fd->recv->texpr->is_type = true;
    fd->mangled = mangle_method(g->pkg->path, t->name, ptr, fd->name);
    add_func(fd, open);
    return fd;
}

/* the pointers, slices, maps... between the outermost type being resolved and the instance being
   resolved now (ck->indirect counts those since the last instance only): a use of an instance
   still resolving is a recursive type only if no indirection lies between (type List[T] struct{
   root Element[T] } with type Element[T] struct{ list *List[T] } is valid) */
static int chain_indirect;

static Type *type_instance(Generic *g, Type **targs, Pos pos)
{
    setup(g);
    Inst *in = find_inst(g, targs);
    if (in) {
        if (in->resolving && chain_indirect + ck->indirect <= in->depth && pos.file) {
            diag_error(pos, "invalid recursive type %s", in->type->name);
            return T_INVALID;
        }
        return in->type;
    }
    static int nesting; /* instances resolved inside instances: T[P] holding a *T[*P] never ends */
    if (nesting >= MAX_INST_DEPTH) {
        diag_error(pos.file ? pos : g->tparams[0].pos, "instantiation cycle");
        return T_INVALID;
    }
    Obj *o = g->obj;
    Type *t = type_named(xprintf("%s[%s]", o->s.name, targs_string(targs, g->n)), g->pkg->name, g->pkg->path);
    t->generic = o;
    t->targs = copy_targs(targs, g->n);
    t->ntargs = g->n;
    int chain = chain_indirect;
    chain_indirect += ck->indirect;
    Inst ni = {t->targs, NULL, t, true, chain_indirect};
    VEC_PUSH(g->insts, g->ninsts, g->cinsts, ni);
    int k = g->ninsts - 1;
    Saved s = enter(g->pkg);
    const char **names = xmalloc(sizeof(char *) * (size_t)(g->n + 1));
    for (int i = 0; i < g->n; i++)
        names[i] = g->tparams[i].name;
    Scope *sc = bind(g, names, NULL, t->targs);
    nesting++;
    Expr *rhs = ck->decl_rhs;
    ck->decl_rhs = check_clone_expr(o->tspec->texpr);
    Type *u = resolve_type(ck->decl_rhs, sc);
    ck->decl_rhs = rhs;
    nesting--;
    leave(s);
    chain_indirect = chain;
    g->insts[k].resolving = false;
    if (!t->underlying)
        t->underlying = type_is_invalid(u) ? T_INVALID : type_under(u);
    bool open = false;
    for (int i = 0; i < g->n; i++)
        open |= open_type(targs[i], 0);
    s = enter(g->pkg);
    t->nmethods = o->nmethods;
    t->methods = xmalloc(sizeof(Method) * (size_t)(o->nmethods + 1));
    for (int i = 0; i < o->nmethods; i++) {
        t->methods[i] = o->methods[i];
        t->methods[i].decl = method_instance(g, o->methods[i].decl, t, o->methods[i].ptr_recv, open);
    }
    leave(s);
    return t;
}

/* an instance made while checking the body of another is one level deeper: F[T] calling F[*T]
   would never end */
static int inst_depth(void)
{
    for (FuncDecl *f = ck->fn; f; f = f->outer)
        if (f->origin)
            return f->inst_depth;
    return 0;
}

static Expr *targ_expr(Expr *ix, int i);

/* g instantiated with targs by a call at pos (ix: its written type arguments, or NULL) */
static FuncDecl *func_instance(Generic *g, Type **targs, Pos pos, Expr *ix)
{
    setup(g);
    Inst *in = find_inst(g, targs);
    if (in)
        return in->fd;
    if (inst_depth() >= MAX_INST_DEPTH) { /* Go's message: the parameter, what it became */
        FuncDecl *f = ck->fn;
        while (f && !f->origin)
            f = f->outer;
        int k = 0;
        while (k < g->n - 1 && f && f->ntargs == g->n && f->targs[k] == targs[k])
            k++;
        Pos at = ix ? expr_start(targ_expr(ix, k)) : pos;
        diag_error(g->tparams[k].pos, "instantiation cycle:\n\t%s:%d:%d: %s instantiated as %s",
                   at.file ? at.file->name : "?", at.line, at.col, g->tparams[k].name,
                   ix ? expr_string(targ_expr(ix, k)) : type_string(targs[k]));
        return NULL;
    }
    FuncDecl *tm = g->obj->s.func;
    FuncDecl *fd = check_clone_func(tm);
    fd->origin = tm;
    fd->targs = copy_targs(targs, g->n);
    fd->ntargs = g->n;
    fd->check_pkg = g->pkg;
    fd->inst_depth = inst_depth() + 1;
    Inst ni = {fd->targs, fd, NULL, false, 0};
    VEC_PUSH(g->insts, g->ninsts, g->cinsts, ni);
    bool open = false;
    for (int i = 0; i < g->n; i++)
        open |= open_type(targs[i], 0);
    Saved s = enter(g->pkg);
    const char **names = xmalloc(sizeof(char *) * (size_t)(g->n + 1));
    for (int i = 0; i < g->n; i++)
        names[i] = g->tparams[i].name;
    Scope *sc = bind(g, names, NULL, fd->targs);
    fd->check_file_scope = sc;
    fd->type = func_signature(&fd->sig, sc);
    const char *iname = xprintf("%s[%s]", tm->name, targs_string(fd->targs, g->n));
    fd->mangled = mangle_func(g->pkg->path, iname);
    Obj *o = obj_new(SYM_FUNC, iname, tm->name_pos, fd->type);
    o->pkglevel = true;
    o->s.func = fd;
    o->s.pkgpath = g->pkg->path;
    fd->sym = &o->s;
    add_func(fd, open);
    leave(s);
    return fd;
}

/* ---------------------------------------------------------------- type arguments */

/* the type arguments written in x[...] (NULL after an error); *n their number */
static Type **explicit_targs(Expr *ix, Scope *sc, Generic *g, int *n)
{
    int cnt = ix->nlist >= 2 ? ix->nlist : 1;
    Type **ts = xmalloc(sizeof(Type *) * (size_t)(g->n + cnt + 1));
    bool bad = false;
    ck->indirect++; /* type node struct{ next atomic.Pointer[node] }: the instance decides */
    for (int i = 0; i < cnt; i++) {
        Expr *a = ix->nlist >= 2 ? ix->list[i] : ix->y;
        ts[i] = resolve_type(a, sc);
        if (type_is_invalid(ts[i]) && !(ts[i] && ts[i]->kind == TY_NAMED))
            bad = true;
    }
    ck->indirect--;
    *n = cnt;
    if (bad)
        return NULL;
    return ts;
}

static Expr *targ_expr(Expr *ix, int i)
{
    return ix->nlist >= 2 ? ix->list[i] : ix->y;
}

/* constraint c with the type arguments for the placeholders in its terms ([S ~[]E, E any]) */
static Type *subst_constraint(Generic *g, Type *c, Type **targs)
{
    c = subst(g, c, targs, 0); /* lesser[T]: lesser[int] */
    Type *u = type_under(c);
    bool methods = false;
    for (int i = 0; i < u->nfields; i++)
        methods |= mentions(g, u->fields[i].type, 0);
    if (!u->nunions && !methods)
        return c;
    Field *fs = xmalloc(sizeof(Field) * (size_t)(u->nfields + 1));
    for (int i = 0; i < u->nfields; i++) { /* interface{ less(T) bool }: less(int) bool */
        fs[i] = u->fields[i];
        fs[i].type = subst(g, u->fields[i].type, targs, 0);
    }
    TypeUnion *us = xmalloc(sizeof *us * (size_t)(u->nunions + 1));
    for (int i = 0; i < u->nunions; i++) {
        us[i].nterms = u->unions[i].nterms;
        us[i].terms = xmalloc(sizeof(TypeTerm) * (size_t)(us[i].nterms + 1));
        for (int k = 0; k < us[i].nterms; k++) {
            us[i].terms[k] = u->unions[i].terms[k];
            us[i].terms[k].type = subst(g, u->unions[i].terms[k].type, targs, 0);
        }
    }
    return constraint_iface(type_interface(fs, u->nfields), us, u->nunions, u->is_comparable);
}

/* every argument satisfies its constraint; errors at the written argument, or at 'pos' */
static bool verify(Generic *g, Type **targs, Expr *ix, int nexplicit, Pos pos)
{
    setup(g);
    bool ok = true;
    for (int i = 0; i < g->n; i++) {
        char *why;
        Type *c = subst_constraint(g, g->cons[i], targs);
        /* an argument as written (any, not interface{}) */
        const char *ts = i < nexplicit ? expr_string(targ_expr(ix, i)) : type_string(targs[i]);
        if (!satisfies(targs[i], ts, c, constraint_string(g->tparams[i].texpr, g->cons[i]), &why)) {
            diag_error(i < nexplicit ? expr_start(targ_expr(ix, i)) : pos, "%s", why);
            ok = false;
        }
    }
    return ok;
}

/* ---------------------------------------------------------------- the checker's entry points */

/* the generic object x names (an identifier or pkg.Name), or NULL */
static Obj *generic_obj(Expr *x, Scope *sc)
{
    x = walk_unparen(x);
    Obj *o = NULL;
    if (x && x->kind == E_IDENT)
        o = scope_lookup(sc, x->name);
    else if (x && x->kind == E_SELECTOR) {
        Obj *pkg = package_of(x->x, sc);
        if (pkg)
            o = qualified(x, pkg);
    }
    if (!o || !o->generic)
        return NULL;
    if (o->s.kind == SYM_TYPE && o->state == OBJ_TODO)
        resolve_obj(o);
    return o;
}

Type *check_generic_type(Expr *e, Scope *sc)
{
    Obj *o = generic_obj(e->x, sc);
    if (!o || o->s.kind != SYM_TYPE) {
        Type *t = resolve_type(e->x, sc);
        if (!type_is_invalid(t))
            diag_error(expr_start(e->x), "%s is not a generic type", type_string(t));
        return T_INVALID;
    }
    Generic *g = o->generic;
    setup(g);
    e->x->is_type = true;
    e->x->sym = &o->s;
    int n;
    Type **ts = explicit_targs(e, sc, g, &n);
    if (!ts)
        return T_INVALID;
    if (n != g->n) {
        diag_error(expr_start(e->x), "got %d arguments but %d type parameters", n, g->n);
        return T_INVALID;
    }
    if (!verify(g, ts, e, n, e->pos))
        return T_INVALID;
    return type_instance(g, ts, e->pos);
}

bool check_generic_template(Expr *e, Type *t)
{
    if (!t || t->kind != TY_NAMED || !t->generic || t->ntargs)
        return false;
    Obj *o = t->generic;
    diag_error(expr_start(e), "cannot use generic type %s[%s] without instantiation", type_string(t),
               tparams_string(o->generic));
    return true;
}

bool check_generic_func_value(Expr *e, FuncDecl *fd)
{
    if (!fd->generic || fd->origin)
        return false;
    diag_error(expr_start(e), "cannot use generic function %s without instantiation", expr_string(e));
    invalid(e);
    return true;
}

/* the func value of the instance fd in place of e (F[int] or pkg.F[int]) */
static void as_func_value(Expr *e, FuncDecl *fd)
{
    e->kind = E_IDENT;
    e->name = fd->sym->name;
    e->sym = fd->sym;
    e->x = e->y = NULL;
    e->list = NULL;
    e->nlist = 0;
    check_func_value(e, fd);
}

/* inference of the remaining type arguments of a call of g's function from its (checked)
   arguments; false after an error */
static bool infer(Generic *g, Expr *call, Type **bound, int nexplicit)
{
    Type *sig = g->sig;
    if (type_is_invalid(sig))
        return false;
    if (nexplicit == g->n)
        return true; /* every type argument is given: nothing to infer (assignability decides) */
    int nargs = call->nlist;
    Expr **args = call->list;
    Type **atypes = xmalloc(sizeof(Type *) * (size_t)(nargs + sig->nparams + 1));
    Expr **aexprs = xmalloc(sizeof(Expr *) * (size_t)(nargs + sig->nparams + 1));
    if (nargs == 1 && args[0]->type && args[0]->type->kind == TY_TUPLE) { /* f(g()) */
        nargs = args[0]->type->nresults;
        for (int i = 0; i < nargs; i++) {
            atypes[i] = args[0]->type->results[i];
            aexprs[i] = args[0];
        }
    } else {
        for (int i = 0; i < nargs; i++) {
            atypes[i] = args[i]->type;
            aexprs[i] = args[i];
        }
    }
    /* parameters by argument */
    Type **ptypes = xmalloc(sizeof(Type *) * (size_t)(nargs + 1));
    for (int i = 0; i < nargs; i++) {
        if (sig->variadic && i >= sig->nparams - 1)
            ptypes[i] = call->has_ellipsis ? sig->params[sig->nparams - 1] : sig->params[sig->nparams - 1]->elem;
        else
            ptypes[i] = i < sig->nparams ? sig->params[i] : NULL;
    }
    /* the explicit type arguments are substituted first: a parameter they determine wholly is
       left to assignability (types2) */
    Type **explicit = copy_targs(bound, g->n);
    for (int i = 0; i < nargs; i++) {
        Type *pt = ptypes[i] ? subst(g, ptypes[i], explicit, 0) : NULL;
        if (!pt || !atypes[i] || type_is_invalid(atypes[i]) || type_is_untyped(atypes[i]) || !mentions(g, pt, 0))
            continue;
        Type *before = subst(g, pt, bound, 0);
        if (!unify(g, pt, atypes[i], bound, 0)) {
            if (before == pt && !is_ph(g, pt))
                diag_error(expr_start(aexprs[i]), "type %s of %s does not match %s", type_string(atypes[i]),
                           expr_string(aexprs[i]), type_string(pt));
            else
                diag_error(expr_start(aexprs[i]), "type %s of %s does not match inferred type %s for %s",
                           type_string(atypes[i]), expr_string(aexprs[i]), type_string(before),
                           type_string(pt));
            return false;
        }
    }
    if (!infer_from_constraints(g, bound, call->pos))
        return false;
    bool all = true;
    for (int i = 0; i < g->n; i++)
        all &= bound[i] != NULL;
    if (!all) {
        for (int i = 0; i < nargs; i++) {
            if (!ptypes[i] || !atypes[i] || !type_is_untyped(atypes[i]) || !is_ph(g, ptypes[i]) ||
                explicit[ptypes[i]->tparam - 1])
                continue;
            Type *d = type_default(atypes[i]);
            if (!d || type_is_untyped(d))
                continue;
            Type *b = bound[ptypes[i]->tparam - 1];
            if (b && b != d) {
                diag_error(expr_start(aexprs[i]), "default type %s of %s does not match inferred type %s for %s",
                           type_string(d), expr_string(aexprs[i]), type_string(b), type_string(ptypes[i]));
                return false;
            }
            bound[ptypes[i]->tparam - 1] = d;
        }
        if (!infer_from_constraints(g, bound, call->pos))
            return false;
    }
    for (int i = 0; i < g->n; i++)
        if (!bound[i]) {
            Pos p = g->tparams[i].pos;
            diag_error(call->pos, "cannot infer %s (%s:%d:%d)", g->tparams[i].name, p.file ? p.file->name : "?",
                       p.line, p.col);
            return false;
        }
    return true;
}

bool check_generic_call(Expr *e, Scope *sc)
{
    Expr *fn = walk_unparen(e->x);
    Expr *ix = fn && fn->kind == E_INDEX ? fn : NULL;
    Obj *o = generic_obj(ix ? ix->x : fn, sc);
    if (!o || o->s.kind != SYM_FUNC)
        return false;
    Generic *g = o->generic;
    setup(g);
    Type **bound = xmalloc(sizeof(Type *) * (size_t)(g->n + 1));
    int nexplicit = 0;
    bool bad = false;
    if (ix) {
        Type **ts = explicit_targs(ix, sc, g, &nexplicit);
        if (!ts)
            bad = true;
        else if (nexplicit > g->n) {
            diag_error(expr_start(targ_expr(ix, g->n)), "got %d type arguments but want %d", nexplicit, g->n);
            bad = true;
        } else
            memcpy(bound, ts, sizeof(Type *) * (size_t)nexplicit);
    }
    for (int i = 0; i < e->nlist; i++)
        check_expr(e->list[i], sc);
    for (int i = 0; i < e->nlist; i++)
        if (expr_invalid(e->list[i]))
            bad = true;
    if (bad || !infer(g, e, bound, nexplicit) || !verify(g, bound, ix, nexplicit, e->pos)) {
        invalid(e);
        return true;
    }
    FuncDecl *fd = func_instance(g, bound, e->pos, ix);
    if (!fd) {
        invalid(e);
        return true;
    }
    if (ix) {
        ix->x->type = fd->type;
        ix->x->callee = fd;
    }
    fn->sym = fd->sym;
    check_direct_call(e, sc, fd, fn, true);
    return true;
}

bool check_generic_index(Expr *e, Scope *sc)
{
    Obj *o = generic_obj(e->x, sc);
    if (!o) {
        Expr *x = walk_unparen(e->x);
        Obj *pkg = x && x->kind == E_SELECTOR ? package_of(x->x, sc) : NULL;
        if (pkg && !qualified(x, pkg))
            return true; /* an undefined pkg.X was reported */
        return false;
    }
    if (o->s.kind == SYM_TYPE) {
        resolve_type(e, sc);
        return true;
    }
    Generic *g = o->generic;
    setup(g);
    int n;
    Type **ts = explicit_targs(e, sc, g, &n);
    if (!ts) {
        invalid(e);
        return true;
    }
    if (n > g->n) {
        diag_error(expr_start(targ_expr(e, g->n)), "got %d type arguments but want %d", n, g->n);
        invalid(e);
        return true;
    }
    if (n < g->n) {
        Pos p = g->tparams[n].pos;
        diag_error(e->pos, "cannot infer %s (%s:%d:%d)", g->tparams[n].name, p.file ? p.file->name : "?", p.line,
                   p.col);
        invalid(e);
        return true;
    }
    if (!verify(g, ts, e, n, e->pos)) {
        invalid(e);
        return true;
    }
    FuncDecl *fd = func_instance(g, ts, e->pos, e);
    if (fd)
        as_func_value(e, fd);
    else
        invalid(e);
    return true;
}

/* the template type t of the generic type o: its underlying type over the placeholders (the
   declaration's errors are reported once, here) */
void check_generic_template_type(Obj *o, Type *t)
{
    Generic *g = o->generic;
    setup(g);
    t->generic = o;
    Saved s = enter(g->pkg);
    Expr *rhs = ck->decl_rhs;
    ck->decl_rhs = o->tspec->texpr; /* type C[T any] interface{ ~int; M(T) }: a constraint */
    Type *u = resolve_type(o->tspec->texpr, g->scope);
    ck->decl_rhs = rhs;
    leave(s);
    if (!t->underlying)
        t->underlying = type_is_invalid(u) ? T_INVALID : type_under(u);
}

bool check_in_instance(void)
{
    for (FuncDecl *f = ck->fn; f; f = f->outer)
        if (f->origin)
            return true;
    return false;
}
