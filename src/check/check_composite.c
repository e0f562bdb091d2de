/* check_composite.c - composite literals: struct literals (keyed or positional, each field at most
 * once, unexported fields of other packages refused), array and slice literals (constant
 * non-negative indices, duplicates and out-of-bounds indices reported like Go, [...]T lengths from
 * the largest index), elements whose type is elided (`[]T{{1}, {2}}`: the hint is the element
 * type); map literals are checked by check_map.c. */
#include <string.h>

#include "check.h"

static void check_elements_array(Expr *e, Scope *sc, Type *elem, int64_t len, int64_t *maxlen)
{
    int64_t idx = 0, max = 0;
    e->elt_index = xmalloc(sizeof(int) * (size_t)(e->nlist + 1));
    int64_t *seen = xmalloc(sizeof(int64_t) * (size_t)(e->nlist + 1));
    for (int i = 0; i < e->nlist; i++) {
        Expr *el = e->list[i];
        Expr *v = el;
        bool bad_index = false;
        if (el && el->kind == E_KEYVALUE) {
            v = el->y;
            check_rvalue(el->x, sc);
            Const *c = expr_const(el->x);
            bad_index = true; /* no bounds or duplicate check of this element (types2) */
            if (!expr_invalid(el->x)) {
                if (!c || c->kind != K_INT) {
                    diag_error(expr_start(el->x), "index %s must be integer constant", expr_string(el->x));
                } else if (big_is_neg(&c->b) && big_fits(&c->b, 31, true)) {
                    finalize(el->x, type_basic(TY_INT));
                    diag_error(expr_start(el->x), "invalid argument: index %s must not be negative",
                               operand_string(el->x));
                } else if (big_is_neg(&c->b) || !big_fits(&c->b, 31, true)) {
                    diag_error(expr_start(el->x), "index %s must be non-negative integer constant",
                               expr_string(el->x));
                } else {
                    idx = (int64_t)big_low64(&c->b);
                    finalize(el->x, type_basic(TY_INT));
                    bad_index = false;
                }
            }
        }
        if (bad_index) {
        } else if (len >= 0 && idx >= len) {
            diag_error(expr_start(v ? v : el), "index %lld out of bounds [0:%lld]", (long long)idx,
                       (long long)len);
        }
        for (int k = 0; k < i && !bad_index; k++)
            if (seen[k] == idx) {
                diag_error(el->kind == E_KEYVALUE ? el->pos : expr_start(el),
                           "duplicate index %lld in array or slice literal", (long long)idx);
                break;
            }
        seen[i] = idx;
        e->elt_index[i] = (int)idx;
        if (v && check_elided_lit(v)) {
            check_composite(v, sc, elem);
        } else if (v) {
            check_rvalue(v, sc);
            assign_to(v, elem, "array or slice literal");
        }
        if (el && el != v) {
            el->type = v ? v->type : T_INVALID;
        }
        idx++;
        if (idx > max)
            max = idx;
        if (idx > 0x7fffffff)
            idx = 0x7fffffff;
    }
    free(seen);
    *maxlen = max;
}

bool check_elided_lit(Expr *v)
{
    Expr *x = v->kind == E_UNARY && v->op == T_AND ? v->x : NULL;
    if (x && x->kind == E_COMPOSITE && !x->x && x->pos.file == v->pos.file && x->pos.line == v->pos.line &&
        x->pos.col == v->pos.col)
        *v = *x; /* the &{...} an earlier check made of it (check_composite): {...} again */
    return v->kind == E_COMPOSITE && !v->x;
}

void check_composite(Expr *e, Scope *sc, Type *hint)
{
    Type *t = hint;
    bool open_array = false;
    if (e->x) {
        Expr *tx = e->x;
        if (tx->kind == E_ARRAYTYPE && tx->x && tx->x->kind == E_ELLIPSIS) {
            open_array = true;
            Type *el = resolve_type(tx->y, sc);
            t = type_is_invalid(el) ? T_INVALID : type_array(el, -1); /* its length: the elements' */
        } else {
            t = resolve_type(tx, sc);
        }
    } else if (!t) {
        diag_error(e->pos, "missing type in composite literal");
        return;
    }
    if (type_is_invalid(t)) {
        for (int i = 0; i < e->nlist; i++) {
            Expr *el = e->list[i];
            if (el && el->kind == E_KEYVALUE)
                el = el->y;
            if (el && !(el->kind == E_COMPOSITE && !el->x))
                check_expr(el, sc);
        }
        return;
    }
    Type *u = type_under(t);
    if (u->kind == TY_POINTER && !e->x) {
        /* an element {...} of a []*T, [N]*T or map[*T]*T literal is &T{...}: the node becomes
           &{...} in place, its operand a composite literal of type T */
        Expr *lit = xmalloc(sizeof *lit);
        *lit = *e;
        memset(e, 0, sizeof *e);
        e->kind = E_UNARY;
        e->op = T_AND;
        e->pos = lit->pos;
        e->x = lit;
        check_composite(lit, sc, u->elem);
        if (!expr_invalid(lit))
            e->type = t;
        return;
    }
    switch (u->kind) {
    case TY_STRUCT: {
        e->elt_index = xmalloc(sizeof(int) * (size_t)(e->nlist + 1));
        int nkeyed = 0;
        for (int i = 0; i < e->nlist; i++)
            if (e->list[i] && e->list[i]->kind == E_KEYVALUE)
                nkeyed++;
        if (nkeyed && nkeyed != e->nlist) { /* like types2: at each element of the other kind */
            bool keyed = e->list[0] && e->list[0]->kind == E_KEYVALUE;
            for (int i = 0; i < e->nlist; i++)
                if (e->list[i] && (e->list[i]->kind == E_KEYVALUE) != keyed)
                    diag_error(expr_start(e->list[i]), "mixture of field:value and value elements in struct literal");
            if (!keyed && e->nlist < u->nfields)
                diag_error(e->end.file ? e->end : e->pos, "too few values in %s{…}",
                           type_string(t));
            return;
        }
        bool *set = xmalloc((size_t)u->nfields + 1);
        bool bad = false;
        for (int i = 0; i < e->nlist; i++) {
            Expr *el = e->list[i];
            Expr *v = el;
            int fi = i;
            if (nkeyed) {
                v = el->y;
                Expr *k = el->x;
                if (!k || k->kind != E_IDENT) {
                    diag_error(el->pos, "invalid field name %s in struct literal", expr_string(k));
                    bad = true;
                    continue;
                }
                fi = -1;
                for (int f = 0; f < u->nfields && strcmp(k->name, "_"); f++)
                    if (!strcmp(u->fields[f].name, k->name) && check_visible(t->pkgpath, k->name))
                        fi = f;
                if (fi < 0) {
                    diag_error(k->pos, "unknown field '%s' in struct literal of type %s", k->name,
                               type_string(t));
                    bad = true;
                    check_expr(v, sc);
                    continue;
                }
                if (set[fi]) {
                    diag_error(k->pos, "duplicate field name %s in struct literal", k->name);
                    bad = true;
                    continue;
                }
                set[fi] = true;
            } else if (i >= u->nfields || !check_visible(t->pkgpath, u->fields[i].name)) {
                if (i >= u->nfields && i == u->nfields)
                    diag_error(expr_start(el), "too many values in %s{…}",
                               type_string(t));
                else if (i < u->nfields)
                    diag_error(expr_start(el), "implicit assignment to unexported field %s in %s literal",
                               u->fields[i].name, type_string(t));
                bad = true;
                check_expr(v, sc);
                continue;
            }
            e->elt_index[i] = fi;
            Type *ft = u->fields[fi].type;
            if (v && v->kind == E_COMPOSITE && !v->x) {
                diag_error(v->pos, "missing type in composite literal");
                bad = true;
                continue;
            }
            check_rvalue(v, sc);
            if (!assign_to(v, ft, "struct literal"))
                bad = true;
            if (el != v)
                el->type = ft;
        }
        if (!nkeyed && e->nlist && e->nlist < u->nfields) { /* at the "}", like types2 */
            diag_error(e->end.file ? e->end : e->pos, "too few values in %s{…}", type_string(t));
            bad = true;
        }
        (void)bad;
        break;
    }
    case TY_ARRAY: {
        int64_t maxlen;
        check_elements_array(e, sc, u->elem, open_array ? -1 : u->len, &maxlen);
        if (open_array) {
            t = type_array(u->elem, maxlen);
            e->x->type = t;
        }
        break;
    }
    case TY_SLICE: {
        int64_t maxlen;
        check_elements_array(e, sc, u->elem, -1, &maxlen);
        break;
    }
    case TY_MAP:
        check_map_literal(e, sc, t);
        break;
    default:
        diag_error(e->pos, "invalid composite literal type %s", type_string(t));
        return;
    }
    e->type = t;
}
