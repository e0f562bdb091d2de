/* check_float.c - the checker's float rules (check_expr.c and check_call.c call in here): float
 * literals, which constants a float or an integer type can represent (a float constant converted
 * to an integer type must be integral: "truncated"; to a float type it is rounded and must stay
 * finite: "overflows"), typed float constants held rounded to their type (Go rounds after every
 * operation on them), folding of + - * / on float operands with const_float.c's exact rationals,
 * and the constant conversions T(c) between the numeric kinds. */
#include "check.h"

bool check_float_representable(Const *c, Type *u, bool *overflow)
{
    *overflow = false;
    if (c->kind != K_INT && c->kind != K_FLOAT)
        return false;
    if (type_is_integer(u)) { /* c is K_FLOAT */
        Big b;
        if (!const_float_is_int(c, &b))
            return false;
        return type_is_untyped(u) || big_fits(&b, type_int_bits(u), !type_is_unsigned(u));
    }
    if (!type_is_float(u))
        return false;
    if (type_is_untyped(u))
        return true;
    const_float_round(c, type_under(u)->kind == TY_FLOAT32, overflow);
    return !*overflow;
}

const char *check_float_suffix(const Const *c, Type *t, bool overflow)
{
    if ((c->kind == K_FLOAT || c->kind == K_COMPLEX) && type_is_integer(t))
        return " (truncated)";
    if (c->kind == K_COMPLEX && type_is_float(t)) /* an imaginary part: Go's word */
        return " (overflows)";
    return overflow ? " (overflows)" : "";
}

bool check_float_set_cv(Expr *e, Const *c, Type *t)
{
    if (c->kind != K_FLOAT && !(c->kind == K_INT && t && type_is_float(t)))
        return false;
    if (t && type_is_integer(t)) { /* an integral float constant given an integer type */
        Big b;
        if (!const_float_is_int(c, &b))
            return true; /* an error was reported */
        uint64_t v = big_low64(&b);
        int bits = type_is_untyped(t) ? 64 : type_int_bits(t);
        if (bits < 64)
            v &= (1ull << bits) - 1;
        e->cv = (ConstVal){ .kind = CV_INT, .i = v };
        return true;
    }
    if (t && !type_is_float(t))
        return true; /* not representable: reported */
    bool of;
    bool f32 = t && type_under(t)->kind == TY_FLOAT32;
    e->cv = (ConstVal){ .kind = CV_FLOAT, .f = const_float_round(c, f32, &of) };
    return true;
}

/* a typed constant's value in its type: a float one rounded, an integral float one an integer */
Const *check_float_typed_const(Expr *e, Const *c, Type *t)
{
    if (!t || type_is_untyped(t))
        return c;
    if (c->kind == K_COMPLEX || type_is_complex(t))
        return check_complex_typed_const(e, c, t);
    Const *r = c;
    bool of;
    if (type_is_float(t) && (c->kind == K_INT || c->kind == K_FLOAT)) {
        double v = const_float_round(c, type_under(t)->kind == TY_FLOAT32, &of);
        if (of)
            return c;
        r = const_from_double(v);
    } else if (type_is_integer(t) && c->kind == K_FLOAT) {
        Big b;
        if (!const_float_is_int(c, &b))
            return c;
        r = const_int(&b);
    }
    if (r != c)
        expr_set_const(e, r);
    return r;
}

void check_float_literal(Expr *e)
{
    Const *c;
    bool imag = e->tok && e->tok->kind == T_IMAG; /* 2.5i: the digits before the i */
    int r = e->tok ? const_float_parse(&c, e->tok->start, e->tok->len - imag) : 1;
    if (r == 2)
        diag_error(e->pos, "malformed constant: %.*s", e->tok->len > 40 ? 40 : e->tok->len, e->tok->start);
    if (r)
        return; /* malformed literals were reported by the lexer */
    e->type = type_basic(imag ? TY_UNTYPED_COMPLEX : TY_UNTYPED_FLOAT);
    expr_set_const(e, imag ? const_complex(const_i64(0), c) : c);
}

bool check_float_result(Expr *e, Const *c)
{
    expr_set_const(e, c);
    if (type_is_untyped(e->type))
        return true;
    bool of;
    double v = const_float_round(c, type_under(e->type)->kind == TY_FLOAT32, &of);
    if (of) {
        diag_error(expr_start(e), "%s overflows %s", operand_string(e), type_string(e->type));
        expr_set_const(e, NULL);
        return false;
    }
    Const *r = const_from_double(v);
    expr_set_const(e, r);
    set_cv(e, r, e->type);
    return true;
}

bool check_float_fold(Expr *e, Const *xc, Const *yc)
{
    if (e->op != T_ADD && e->op != T_SUB && e->op != T_MUL && e->op != T_QUO)
        return false;
    if (xc->kind != K_FLOAT && yc->kind != K_FLOAT && !type_is_float(e->type))
        return false;
    if (xc->kind != K_FLOAT && xc->kind != K_INT)
        return false;
    expr_set_const(e, const_float_binop(e->op, xc, yc));
    return true;
}

bool check_float_integral(Expr *e)
{
    Const *c = expr_const(e);
    if (!c || expr_invalid(e) || !type_is_untyped(e->type) || (c->kind != K_FLOAT && c->kind != K_COMPLEX))
        return true;
    bool of;
    Big b;
    if (!representable(c, type_basic(TY_UNTYPED_INT), &of) ||
        !const_float_is_int(c->kind == K_COMPLEX ? c->re : c, &b)) {
        diag_error(expr_start(e), "%s truncated to int", operand_string(e));
        return false;
    }
    e->type = type_basic(TY_UNTYPED_INT);
    expr_set_const(e, const_int(&b));
    return true;
}

Const *check_float_convert(Expr *a, Const *c, Type *t, bool *failed)
{
    *failed = false;
    Type *tu = type_under(t);
    if ((c->kind != K_INT && c->kind != K_FLOAT) || !type_is_numeric(tu))
        return NULL;
    if (c->kind == K_INT && !type_is_float(tu))
        return NULL; /* integer to integer: check_call.c */
    bool of;
    if (type_is_float(tu)) {
        double v = const_float_round(c, tu->kind == TY_FLOAT32, &of);
        if (!of)
            return const_from_double(v);
    } else {
        Big b;
        if (const_float_is_int(c, &b) && big_fits(&b, type_int_bits(tu), !type_is_unsigned(tu)))
            return const_int(&b);
    }
    diag_error(expr_start(a), "cannot convert %s to type %s", operand_string(a), type_string(t));
    *failed = true;
    return NULL;
}
