/* check_slice.c - the checker's part of the slice builtins: make([]T, len[, cap]), append(s,
 * x...) (also append(b, str...) of a []byte) and copy(dst, src) (also from a string). Messages
 * are Go 1.19's (types2). Codegen is cg_slice.c; the growth is runtime-baremetal/slice.c. */
#include "check.h"

bool check_make_size(Expr *n, Const **size)
{
    *size = NULL;
    if (expr_invalid(n) || !check_float_integral(n))
        return false;
    if (check_untyped_shift(n))
        finalize(n, type_basic(TY_INT));
    if (!type_is_integer(n->type)) {
        if (type_is_untyped(n->type)) /* Go's words for each */
            diag_error(expr_start(n), "cannot convert %s to int", operand_string(n));
        else
            diag_error(expr_start(n), "invalid argument: index %s must be integer", operand_string(n));
        return false;
    }
    if (type_is_untyped(n->type))
        finalize(n, type_basic(TY_INT));
    Const *c = expr_const(n);
    if (c && big_is_neg(&c->b)) {
        diag_error(expr_start(n), "invalid argument: index %s must not be negative", operand_string(n));
        return false;
    }
    if (c && !big_fits(&c->b, 31, false)) {
        diag_error(expr_start(n), "invalid argument: index %s overflows int", operand_string(n)); /* types2 */
        return false;
    }
    *size = c;
    return true;
}

/* make([]T, n[, m]) after check_make has checked the type argument */
void check_make_slice(Expr *e)
{
    if (e->nlist < 2 || e->nlist > 3) {
        diag_error(expr_start(e), "invalid operation: %s expects 2 or 3 arguments; found %d", expr_string(e), e->nlist);
        return;
    }
    Const *sizes[2] = {NULL, NULL};
    for (int i = 1; i < e->nlist; i++)
        if (!check_make_size(e->list[i], &sizes[i - 1]))
            return;
    if (sizes[0] && sizes[1] && big_cmp(&sizes[0]->b, &sizes[1]->b) > 0) {
        diag_error(expr_start(e->list[1]), "invalid argument: length and capacity swapped");
        return;
    }
    e->type = e->list[0]->type;
}

/* append(s, xs...), its arguments checked */
void check_append(Expr *e)
{
    if (e->nlist == 0) {
        diag_error(e->pos, "not enough arguments for %s (expected 1, found 0)", expr_string(e));
        return;
    }
    Expr *s = e->list[0];
    if (s->type->kind == TY_UNTYPED_NIL) {
        diag_error(expr_start(s), "first argument to append must be a slice; have untyped nil");
        return;
    }
    Type *u = type_under(s->type);
    if (u->kind != TY_SLICE) {
        diag_error(expr_start(s), "first argument to append must be a slice; have %s", operand_string(s));
        return;
    }
    e->type = s->type;
    if (e->has_ellipsis) {
        if (e->nlist != 2) { /* types2's words, with the call's types */
            char *have = xstrdup(type_string(s->type));
            for (int i = 1; i < e->nlist; i++) {
                Type *at = expr_invalid(e->list[i]) ? NULL : e->list[i]->type;
                have = xprintf("%s, %s", have, !at ? "invalid type" : type_is_untyped(at) && type_is_numeric(at)
                                                   ? "number" : type_string(at));
            }
            diag_error(expr_start(e->list[e->nlist < 2 ? e->nlist - 1 : 2]),
                       "%s arguments in call to append\n\thave (%s)\n\twant (%s, ...%s)",
                       e->nlist < 2 ? "not enough" : "too many", have, type_string(s->type), type_string(u->elem));
            return;
        }
        Expr *t = e->list[1];
        if (type_under(u->elem)->kind == TY_UINT8 && type_is_string(t->type)) { /* append(b, s...) */
            if (type_is_untyped(t->type))
                finalize(t, type_basic(TY_STRING));
            return;
        }
        assign_to(t, type_slice(u->elem), "argument to append");
        return;
    }
    for (int i = 1; i < e->nlist; i++)
        assign_to(e->list[i], u->elem, "argument to append");
}

/* copy(dst, src), its arguments checked */
void check_copy(Expr *e)
{
    if (e->nlist != 2) {
        diag_error(e->pos, "%s arguments for %s (expected 2, found %d)", e->nlist < 2 ? "not enough" : "too many",
                   expr_string(e), e->nlist);
        return;
    }
    Expr *d = e->list[0], *s = e->list[1];
    Type *du = type_under(d->type), *su = type_under(s->type);
    Type *selem = su->kind == TY_SLICE ? su->elem : type_is_string(su) ? type_basic(TY_UINT8) : NULL;
    if (du->kind != TY_SLICE || !selem) {
        diag_error(expr_start(d), "invalid argument: copy expects slice arguments; found %s and %s",
                   operand_string(d), operand_string(s));
        return;
    }
    if (du->elem != selem) {
        diag_error(expr_start(d), "invalid argument: arguments to copy %s and %s have different element types %s and %s",
                   operand_string(d), operand_string(s), type_string(du->elem),
                   su->kind == TY_SLICE ? type_string(selem) : "byte"); /* a string's bytes: types2 says byte */
        return;
    }
    if (type_is_untyped(s->type))
        finalize(s, type_basic(TY_STRING));
    e->type = type_basic(TY_INT);
}
