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

/* t may be the dynamic type of an interface value (Program.iface_types, once) */
static void note_iface_type(Type *t)
{
    Program *p = ck->prog;
    for (int i = 0; i < p->niface_types; i++)
        if (p->iface_types[i] == t)
            return;
    VEC_PUSH(p->iface_types, p->niface_types, p->ciface_types, t);
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
        if (!check_implements(t, it, &why)) {
            diag_error(ce->pos, "impossible type switch case: %s (type %s) cannot have dynamic type %s (%s",
                       expr_string(guard->x), type_string(it), type_string(t), why);
            return T_INVALID;
        }
        note_iface_type(t);
    }
    return t;
}
