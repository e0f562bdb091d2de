/* check_map.c - the checker's part of maps: map[K]V types (K must be comparable, checked once
 * every type is complete, so that a key type declared later or recursively is judged whole),
 * m[k] (not addressable, but assignable: check_stmt.c asks check_is_map_index), map composite
 * literals (keyed elements, elided composite keys and values, duplicate constant keys),
 * make(map[K]V[, n]) and delete(m, k). `v, ok := m[k]` is made two-valued by check_comma_ok
 * (check_chan.c). Messages are Go 1.19's (types2). Codegen is cg_map.c; the table is
 * runtime-baremetal/map.c. */
#include <string.h>

#include "check.h"

typedef struct KeyCheck {
    Type *key;
    Pos pos;
} KeyCheck;

static KeyCheck *keys;
static int nkeys, capkeys;

Type *check_map_type(Expr *e, Scope *sc)
{
    ck->indirect++; /* a map refers to its key and value types, like a pointer */
    Type *k = resolve_type(e->x, sc);
    Type *v = resolve_type(e->y, sc);
    ck->indirect--;
    bool kbad = type_is_invalid(k) && !(k && k->kind == TY_NAMED);
    bool vbad = type_is_invalid(v) && !(v && v->kind == TY_NAMED);
    if (kbad || vbad)
        return T_INVALID;
    Type *t = type_map(k, v);
    KeyCheck kc = {k, e->x ? expr_start(e->x) : e->pos};
    VEC_PUSH(keys, nkeys, capkeys, kc);
    return t;
}

void check_map_keys(void)
{
    for (int i = 0; i < nkeys; i++) {
        if (type_is_invalid(keys[i].key))
            continue;
        if (!type_comparable(keys[i].key))
            diag_error(keys[i].pos, "invalid map key type %s", type_string(keys[i].key));
    }
    nkeys = 0;
}

bool check_is_map_index(const Expr *e)
{
    while (e && e->kind == E_PAREN)
        e = e->x;
    return e && e->kind == E_INDEX && e->x && e->x->type && type_under(e->x->type)->kind == TY_MAP;
}

void check_map_index(Expr *e, Scope *sc)
{
    Type *u = type_under(e->x->type);
    check_rvalue(e->y, sc);
    if (expr_invalid(e->y) || !assign_to(e->y, u->key, "map index"))
        return;
    e->type = u->elem;
}

/* an element of a map literal: a key or a value, possibly an elided composite literal */
static bool literal_part(Expr *x, Scope *sc, Type *t)
{
    if (check_elided_lit(x)) {
        check_composite(x, sc, t);
        return !expr_invalid(x);
    }
    check_rvalue(x, sc);
    return assign_to(x, t, "map literal");
}

/* a hash of a constant key that equal values share (a float by its nearest double: values that
   only differ past it meet in one bucket, where check_same_const tells them apart) */
static uint32_t const_hash(const Const *c)
{
    uint32_t h = 2166136261u ^ (uint32_t)c->kind;
    const unsigned char *p = NULL;
    size_t n = 0;
    double d[2];
    bool of;
    switch (c->kind) {
    case K_INT: p = (const unsigned char *)c->b.w, n = sizeof c->b.w; break;
    case K_STRING: p = (const unsigned char *)c->s, n = (size_t)c->slen; break;
    case K_BOOL: return h ^ c->bv;
    case K_FLOAT: d[0] = const_float_round(c, false, &of), d[1] = 0; break;
    case K_COMPLEX: d[0] = const_float_round(c->re, false, &of), d[1] = const_float_round(c->im, false, &of); break;
    default: return h;
    }
    if (!p) {
        d[0] += 0.0, d[1] += 0.0; /* -0 and +0 alike */
        p = (const unsigned char *)d, n = sizeof d;
    }
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 16777619u;
    return h;
}

void check_map_literal(Expr *e, Scope *sc, Type *t)
{
    Type *u = type_under(t);
    /* the constant keys so far, in an open-addressed table of twice the elements (a duplicate
       check per key in constant time: a literal of 20,000 keys must not take 20,000 squared) */
    uint32_t nslots = 16;
    while (nslots < 2 * (uint32_t)e->nlist)
        nslots *= 2;
    Expr **seen = xmalloc(sizeof *seen * nslots);
    for (int i = 0; i < e->nlist; i++) {
        Expr *el = e->list[i];
        if (el->kind != E_KEYVALUE) {
            diag_error(expr_start(el), "missing key in map literal");
            if (!(el->kind == E_COMPOSITE && !el->x))
                check_expr(el, sc);
            continue;
        }
        if (literal_part(el->x, sc, u->key)) {
            Const *c = check_in_instance() ? NULL : expr_const(el->x); /* {int(0): 0, T(0): 0} */
            for (uint32_t k = c ? const_hash(c) & (nslots - 1) : 0; c; k = (k + 1) & (nslots - 1)) {
                if (!seen[k]) {
                    seen[k] = el->x;
                    break;
                }
                if (check_same_key(seen[k], el->x)) {
                    diag_error(expr_start(el->x), "duplicate key %s in map literal",
                               expr_string(check_iface_operand(el->x)));
                    break;
                }
            }
        }
        literal_part(el->y, sc, u->elem);
        el->type = u->elem;
    }
    free(seen);
}

void check_make_map(Expr *e)
{
    if (e->nlist > 2) {
        diag_error(expr_start(e), "invalid operation: %s expects 1 or 2 arguments; found %d", expr_string(e), e->nlist);
        return;
    }
    Const *size;
    if (e->nlist == 2 && !check_make_size(e->list[1], &size))
        return;
    e->type = e->list[0]->type;
}

void check_delete(Expr *e)
{
    if (e->nlist != 2) {
        diag_error(expr_start(e), "invalid operation: %s arguments for %s (expected 2, found %d)",
                   e->nlist < 2 ? "not enough" : "too many", expr_string(e), e->nlist);
        return;
    }
    Expr *m = e->list[0];
    Type *u = type_under(m->type);
    if (u->kind != TY_MAP) {
        diag_error(expr_start(m), "invalid argument: %s is not a map", operand_string(m));
        return;
    }
    if (!assign_to(e->list[1], u->key, "argument to delete"))
        return;
    e->type = type_no_value();
}

int check_map_lhs(Expr *e)
{
    if (check_is_map_index(e))
        return 1;
    Expr *x = walk_unparen(e);
    if (!x || x->kind != E_SELECTOR || x->sel != SEL_FIELD)
        return 0;
    for (Expr *b = x; b && ((b->kind == E_SELECTOR && b->sel == SEL_FIELD) || b->kind == E_INDEX || b->kind == E_PAREN);
         b = b->x) {
        if (check_is_map_index(b)) {
            diag_error(expr_start(e), "cannot assign to struct field %s in map", expr_string(e));
            return -1;
        }
        if (b->kind != E_PAREN && type_under(b->x->type)->kind == TY_POINTER)
            return 0; /* through a pointer: addressable after all */
    }
    return 0;
}
