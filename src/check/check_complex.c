/* check_complex.c - complex numbers in the checker: complex constants (K_COMPLEX: two exact
 * rationals of const_float.c, so untyped complex arithmetic is exact like Go's), imaginary
 * literals, which constants complex64/complex128 can represent (each part rounded to float32 /
 * float64) and when a complex constant fits a float or integer type (its imaginary part is 0),
 * typed complex constants kept rounded, folding of + - * / and ==, the conversions T(c) involving
 * complex types (only complex to complex for non-constants, like Go) and the builtins complex,
 * real and imag (constant when their arguments are). */
#include "check.h"

static Const *cnew(void)
{
    Const *c = xmalloc(sizeof *c);
    c->kind = K_COMPLEX;
    return c;
}

Const *const_complex(const Const *re, const Const *im)
{
    Const *c = cnew();
    c->re = const_to_float(re);
    c->im = const_to_float(im);
    return c;
}

void const_complex_parts(const Const *c, Const **re, Const **im)
{
    if (c->kind == K_COMPLEX) {
        *re = c->re;
        *im = c->im;
        return;
    }
    *re = const_to_float(c);
    *im = const_i64(0);
}

bool const_is_zero(const Const *c)
{
    if (c->kind == K_COMPLEX)
        return const_is_zero(c->re) && const_is_zero(c->im);
    return (c->kind == K_INT || c->kind == K_FLOAT) && big_is_zero(&c->b);
}

char *const_complex_repr(const Const *c)
{
    return xprintf("(%s + %si)", const_string_repr(c->re), const_string_repr(c->im));
}

static bool is_real(const Const *c) /* no imaginary part */
{
    return c->kind != K_COMPLEX || const_is_zero(c->im);
}

bool check_complex_representable(Const *c, Type *u, bool *overflow)
{
    *overflow = false;
    if (c->kind != K_INT && c->kind != K_FLOAT && c->kind != K_COMPLEX)
        return false;
    if (!type_is_complex(u)) /* a float or integer type: the real part, when that is all */
        return is_real(c) && representable(c->kind == K_COMPLEX ? c->re : c, u, overflow);
    if (type_is_untyped(u))
        return true;
    Const *re, *im;
    const_complex_parts(c, &re, &im);
    bool f32 = type_under(u)->kind == TY_COMPLEX64, of1, of2;
    const_float_round(re, f32, &of1);
    const_float_round(im, f32, &of2);
    *overflow = of1 || of2;
    return !*overflow;
}

bool check_complex_set_cv(Expr *e, Const *c, Type *t)
{
    if (c->kind != K_COMPLEX && !(t && type_is_complex(t)))
        return false;
    if (t && !type_is_complex(t)) { /* a complex constant with no imaginary part, as a real */
        if (c->kind == K_COMPLEX)
            set_cv(e, c->re, t);
        return true;
    }
    Const *re, *im;
    const_complex_parts(c, &re, &im);
    bool f32 = t && type_under(t)->kind == TY_COMPLEX64, of;
    e->cv = (ConstVal){ .kind = CV_COMPLEX, .f = const_float_round(re, f32, &of),
                        .fi = const_float_round(im, f32, &of) };
    return true;
}

/* the parts rounded to the type's float kind */
static Const *rounded(const Const *c, bool f32, bool *overflow)
{
    Const *re, *im;
    const_complex_parts(c, &re, &im);
    bool of1, of2;
    double r = const_float_round(re, f32, &of1), i = const_float_round(im, f32, &of2);
    *overflow = of1 || of2;
    if (*overflow)
        return NULL;
    return const_complex(const_from_double(r), const_from_double(i));
}

Const *check_complex_typed_const(Expr *e, Const *c, Type *t)
{
    if (!t || type_is_untyped(t))
        return c;
    Const *r = c;
    bool of;
    if (type_is_complex(t)) {
        r = rounded(c, type_under(t)->kind == TY_COMPLEX64, &of);
        if (!r)
            return c;
    } else if (c->kind == K_COMPLEX && is_real(c)) {
        expr_set_const(e, c->re);
        return check_float_typed_const(e, c->re, t);
    }
    if (r != c)
        expr_set_const(e, r);
    return r;
}

bool check_complex_result(Expr *e, Const *c)
{
    expr_set_const(e, c);
    if (type_is_untyped(e->type))
        return true;
    bool of;
    Const *r = rounded(c, type_under(e->type)->kind == TY_COMPLEX64, &of);
    if (!r) {
        diag_error(expr_start(e), "%s overflows %s", operand_string(e), type_string(e->type));
        expr_set_const(e, NULL);
        return false;
    }
    expr_set_const(e, r);
    set_cv(e, r, e->type);
    return true;
}

static Const *fmul(const Const *a, const Const *b)
{
    return const_float_binop(T_MUL, a, b);
}

bool check_complex_fold(Expr *e, Const *xc, Const *yc)
{
    if (xc->kind != K_COMPLEX && yc->kind != K_COMPLEX && !type_is_complex(e->type))
        return false;
    if (e->op != T_ADD && e->op != T_SUB && e->op != T_MUL && e->op != T_QUO)
        return false;
    Const *a, *b, *c, *d, *re, *im;
    const_complex_parts(xc, &a, &b);
    const_complex_parts(yc, &c, &d);
    switch (e->op) {
    case T_ADD: case T_SUB:
        re = const_float_binop(e->op, a, c);
        im = const_float_binop(e->op, b, d);
        break;
    case T_MUL: /* (a+bi)(c+di) = (ac-bd) + (ad+bc)i */
        re = const_float_binop(T_SUB, fmul(a, c), fmul(b, d));
        im = const_float_binop(T_ADD, fmul(a, d), fmul(b, c));
        break;
    default: { /* ((ac+bd) + (bc-ad)i) / (c^2+d^2), exact */
        Const *den = const_float_binop(T_ADD, fmul(c, c), fmul(d, d));
        re = const_float_binop(T_QUO, const_float_binop(T_ADD, fmul(a, c), fmul(b, d)), den);
        im = const_float_binop(T_QUO, const_float_binop(T_SUB, fmul(b, c), fmul(a, d)), den);
        break;
    }
    }
    expr_set_const(e, const_complex(re, im));
    return true;
}

Const *check_complex_convert(Expr *a, Const *c, Type *t, bool *failed)
{
    *failed = false;
    Type *tu = type_under(t);
    if (c->kind != K_COMPLEX && !type_is_complex(tu))
        return NULL;
    bool of;
    if (check_complex_representable(c, tu, &of)) {
        if (type_is_complex(tu))
            return rounded(c, tu->kind == TY_COMPLEX64, &of);
        if (c->kind == K_COMPLEX)
            c = c->re;
        if (type_is_float(tu))
            return const_from_double(const_float_round(c, tu->kind == TY_FLOAT32, &of));
        Big b;
        if (c->kind == K_INT)
            return (Const *)c;
        if (const_float_is_int(c, &b))
            return const_int(&b);
    }
    diag_error(expr_start(a), "cannot convert %s to type %s", operand_string(a), type_string(t));
    *failed = true;
    return NULL;
}

/* the float type of a complex type's parts, and back */
static Type *part_type(Type *t)
{
    switch (type_under(t)->kind) {
    case TY_COMPLEX64: return type_basic(TY_FLOAT32);
    case TY_COMPLEX128: return type_basic(TY_FLOAT64);
    default: return type_basic(TY_UNTYPED_FLOAT);
    }
}

static Type *complex_of(Type *f)
{
    switch (type_under(f)->kind) {
    case TY_FLOAT32: return type_basic(TY_COMPLEX64);
    case TY_FLOAT64: return type_basic(TY_COMPLEX128);
    default: return type_basic(TY_UNTYPED_COMPLEX);
    }
}

void check_complex_builtin(Expr *e)
{
    for (int i = 0; i < e->nlist; i++)
        if (expr_invalid(e->list[i]) || e->list[i]->is_type)
            return;
    if (e->builtin != B_COMPLEX) {
        Expr *x = e->list[0];
        /* real(2.5): an untyped numeric constant counts as an untyped complex one */
        if (!type_is_complex(x->type) && !(type_is_untyped(x->type) && expr_const(x) && type_is_numeric(x->type))) {
            diag_error(expr_start(x), "invalid argument: argument has type %s, expected complex type",
                       type_string(x->type));
            return;
        }
        Type *rt = type_is_untyped(x->type) ? type_basic(TY_UNTYPED_FLOAT) : part_type(x->type);
        e->type = rt;
        Const *c = expr_const(x);
        if (c) {
            Const *re, *im;
            const_complex_parts(c, &re, &im);
            expr_set_const(e, e->builtin == B_REAL ? re : im);
            if (!type_is_untyped(rt))
                set_cv(e, expr_const(e), rt);
        }
        return;
    }
    Expr *x = e->list[0], *y = e->list[1];
    bool ux = type_is_untyped(x->type), uy = type_is_untyped(y->type);
    if (ux && !uy)
        assign_to(x, y->type, "argument to complex");
    else if (uy && !ux)
        assign_to(y, x->type, "argument to complex");
    if (expr_invalid(x) || expr_invalid(y))
        return;
    if (!type_is_numeric(x->type) || !type_is_numeric(y->type) || type_is_complex(x->type) ||
        type_is_complex(y->type) || (!type_is_untyped(x->type) && !type_is_float(x->type))) {
        diag_error(expr_start(x), "invalid operation: %s (arguments have type %s, expected floating-point)",
                   expr_string(e), type_string(x->type));
        return;
    }
    if (x->type != y->type && !(type_is_untyped(x->type) && type_is_untyped(y->type))) {
        diag_error(expr_start(x), "invalid operation: %s (mismatched types %s and %s)", expr_string(e),
                   type_string(x->type), type_string(y->type));
        return;
    }
    e->type = complex_of(x->type);
    Const *xc = expr_const(x), *yc = expr_const(y);
    if (type_is_untyped(e->type) && !(xc && yc)) {
        e->type = type_basic(TY_COMPLEX128);
        finalize(x, type_basic(TY_FLOAT64));
        finalize(y, type_basic(TY_FLOAT64));
    }
    if (xc && yc) {
        expr_set_const(e, const_complex(xc, yc));
        if (!type_is_untyped(e->type))
            check_complex_result(e, expr_const(e));
    }
}
