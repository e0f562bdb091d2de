/* check_minmax.c - the checker's part of Go 1.21's built-ins min, max and clear. min(x, y...) and
 * max(x, y...) take one or more ordered operands (integers, floats, strings) that must match like
 * the operands of x + y: the untyped ones take the type of the typed ones (range-checked like a
 * binary operation's), typed ones must be identical; the result has that type. When every
 * operand is constant the call is a constant, folded exactly (an untyped constant stays untyped:
 * max(1, 2.0, 10) is the untyped float 10); Go constants have no -0 and no NaN, so the float rules
 * (a NaN operand gives NaN, min(-0.0, 0.0) is -0.0) apply to values only (cg_minmax.c).
 * clear(m) deletes every entry of a map, clear(s) zeroes the elements of a slice up to its length.
 * Messages are Go 1.21's (types2). */
#include <string.h>

#include "check.h"

static bool ordered(const Type *t)
{
    return type_is_integer(t) || type_is_float(t) || type_is_string(t);
}

/* <0, 0, >0: constants of one ordered kind (ints and floats mixed) */
static int const_cmp(const Const *x, const Const *y)
{
    if (x->kind == K_STRING) {
        int n = x->slen < y->slen ? x->slen : y->slen;
        int r = memcmp(x->s, y->s, (size_t)n);
        return r ? r : (x->slen > y->slen) - (x->slen < y->slen);
    }
    if (x->kind == K_FLOAT || y->kind == K_FLOAT)
        return const_float_cmp(x, y);
    return big_cmp(&x->b, &y->b);
}

/* untyped a to the typed t, as a binary operation converts its untyped operand */
static bool match_untyped(Expr *a, Type *t)
{
    Const *c = expr_const(a);
    bool of;
    if (!untyped_compatible(a->type, t)) {
        diag_error(expr_start(a), "cannot convert %s to type %s", operand_string(a), type_string(t));
        return false;
    }
    if (c && !representable(c, t, &of)) {
        if (c->kind == K_FLOAT && type_is_integer(t) && !of)
            diag_error(expr_start(a), "%s truncated to %s", operand_string(a), type_string(t));
        else if (of)
            diag_error(expr_start(a), "%s overflows %s", operand_string(a), type_string(t));
        else
            diag_error(expr_start(a), "cannot convert %s to type %s", operand_string(a), type_string(t));
        return false;
    }
    finalize(a, t);
    return true;
}

/* the larger untyped numeric kind (int < rune < float) */
static Type *untyped_wider(Type *a, Type *b)
{
    static const TypeKind order[] = {TY_UNTYPED_FLOAT, TY_UNTYPED_RUNE};
    for (int i = 0; i < 2; i++)
        if (a->kind == order[i] || b->kind == order[i])
            return type_basic(order[i]);
    return a;
}

void check_minmax(Expr *e, const char *name)
{
    if (e->nlist == 0) {
        diag_error(e->end.file ? e->end : e->pos, "not enough arguments for %s (expected 1, found 0)",
                   expr_string(e));
        return;
    }
    Type *t = NULL; /* the operands' type so far */
    for (int i = 0; i < e->nlist; i++) {
        Expr *a = e->list[i];
        if (!ordered(a->type)) {
            diag_error(expr_start(a), "invalid argument: %s cannot be ordered", operand_string(a));
            return;
        }
        if (!t) {
            t = a->type;
        } else if (type_is_untyped(t) && type_is_untyped(a->type)) {
            if (type_is_string(t) != type_is_string(a->type)) {
                diag_error(expr_start(a), "invalid argument: mismatched types %s (previous argument) and %s (type of %s)",
                           type_string(t), type_string(a->type), expr_string(a));
                return;
            }
            t = untyped_wider(t, a->type);
        } else if (type_is_untyped(a->type)) {
            if (!match_untyped(a, t))
                return;
        } else if (type_is_untyped(t)) {
            for (int k = 0; k < i; k++)
                if (!match_untyped(e->list[k], a->type))
                    return;
            t = a->type;
        } else if (t != a->type) {
            diag_error(expr_start(a), "invalid argument: mismatched types %s (previous argument) and %s (type of %s)",
                       type_string(t), type_string(a->type), expr_string(a));
            return;
        }
    }
    Const *best = NULL;
    for (int i = 0; i < e->nlist; i++) {
        Const *c = expr_const(e->list[i]);
        if (!c) {
            best = NULL;
            break;
        }
        int r = best ? const_cmp(c, best) : 0;
        if (!best || (e->builtin == B_MIN ? r < 0 : r > 0))
            best = c;
    }
    if (!best && type_is_untyped(t)) { /* an untyped non-constant operand: its default type */
        for (int i = 0; i < e->nlist; i++)
            if (!default_to(e->list[i], xprintf("argument to built-in %s", name)))
                return;
        t = e->list[0]->type;
    }
    for (int i = 0; i < e->nlist && !type_is_untyped(t); i++)
        finalize(e->list[i], t);
    e->type = t;
    if (best) {
        expr_set_const(e, best);
        set_cv(e, best, t);
    }
}

void check_clear(Expr *e) /* one argument, checked */
{
    Expr *a = e->list[0];
    TypeKind k = type_under(a->type)->kind;
    if (k != TY_MAP && k != TY_SLICE) {
        diag_error(expr_start(a), "invalid argument: cannot clear %s: argument must be (or constrained by) map or slice",
                   operand_string(a));
        return;
    }
    e->type = type_no_value();
}
