/* check_expr.c - expressions: names, literals, exact constant folding with Go's untyped constant
 * rules (default types, representability, overflow, division by zero, shifts typed by context),
 * operators, calls (functions, methods with auto-address/auto-deref, conversions, builtins),
 * index and slice expressions, selectors through embedded fields and pointers (composite
 * literals: check_composite.c; the renderings of expressions in messages: check_string.c). */
#include <string.h>

#include "check.h"

/* ---------------------------------------------------------------- small helpers */

void invalid(Expr *e)
{
    e->type = T_INVALID;
}

bool expr_invalid(const Expr *e)
{
    return !e || !e->type || type_is_invalid(e->type);
}

bool expr_is_const(const Expr *e)
{
    return e && !e->is_type && expr_const(e) != NULL;
}

bool expr_addressable(const Expr *e)
{
    return e && e->addressable;
}

/* leftmost source position of an expression (Go reports operands there) */
Pos expr_start(const Expr *e)
{
    for (int i = 0; e && i < 10000; i++) {
        switch (e->kind) {
        case E_BINARY: case E_CALL: case E_INDEX: case E_SLICE: case E_SELECTOR: case E_TYPEASSERT:
            if (!e->x)
                return e->pos;
            e = e->x;
            continue;
        case E_COMPOSITE:
            if (e->x)
                return expr_start(e->x);
            return e->pos;
        default:
            return e->pos;
        }
    }
    return e ? e->pos : (Pos){ 0 };
}

Type *type_no_value(void)
{
    static Type *t;
    if (!t)
        t = type_tuple(NULL, 0);
    return t;
}

/* ---------------------------------------------------------------- constants and untyped values */

bool representable(Const *c, Type *t, bool *overflow)
{
    *overflow = false;
    Type *u = type_under(t);
    if (c->kind == K_COMPLEX || type_is_complex(u))
        return check_complex_representable(c, u, overflow);
    if (c->kind == K_FLOAT || type_is_float(u))
        return check_float_representable(c, u, overflow);
    if (type_is_integer(u)) {
        if (c->kind != K_INT)
            return false;
        if (type_is_untyped(u))
            return true;
        if (!big_fits(&c->b, type_int_bits(u), !type_is_unsigned(u))) {
            *overflow = true;
            return false;
        }
        return true;
    }
    if (type_is_bool(u))
        return c->kind == K_BOOL;
    if (type_is_string(u))
        return c->kind == K_STRING;
    return false;
}

void set_cv(Expr *e, Const *c, Type *t)
{
    if (check_complex_set_cv(e, c, t) || check_float_set_cv(e, c, t))
        return;
    switch (c->kind) {
    case K_INT: {
        uint64_t v = big_low64(&c->b);
        if (t && !type_is_untyped(t) && type_is_integer(t)) {
            int bits = type_int_bits(t);
            if (bits < 64)
                v &= (1ull << bits) - 1;
        }
        e->cv = (ConstVal){ .kind = CV_INT, .i = v };
        break;
    }
    case K_BOOL:
        e->cv = (ConstVal){ .kind = CV_BOOL, .i = c->bv };
        break;
    case K_STRING:
        e->cv = (ConstVal){ .kind = CV_STRING, .s = c->s, .slen = c->slen };
        break;
    default:
        break;
    }
}

static bool is_comparison(TokKind op)
{
    return op == T_EQL || op == T_NEQ || op == T_LSS || op == T_LEQ || op == T_GTR || op == T_GEQ;
}

static bool is_shift(TokKind op)
{
    return op == T_SHL || op == T_SHR;
}

/* the larger of two untyped numeric kinds (int < rune < float) */
static Type *untyped_max(Type *a, Type *b)
{
    if (a->kind == TY_UNTYPED_COMPLEX || b->kind == TY_UNTYPED_COMPLEX)
        return type_basic(TY_UNTYPED_COMPLEX);
    if (a->kind == TY_UNTYPED_FLOAT || b->kind == TY_UNTYPED_FLOAT)
        return type_basic(TY_UNTYPED_FLOAT);
    if (a->kind == TY_UNTYPED_RUNE || b->kind == TY_UNTYPED_RUNE)
        return type_basic(TY_UNTYPED_RUNE);
    return a;
}

void finalize(Expr *e, Type *t)
{
    if (!e || !e->type || !type_is_untyped(e->type))
        return;
    if (!t)
        t = type_default(e->type);
    if (e->type->kind == TY_UNTYPED_NIL) {
        if (type_is_untyped(t))
            return;
        e->type = t;
        e->cv = (ConstVal){ .kind = CV_NIL };
        Expr *x = walk_unparen(e);
        for (Expr *p = e; p && p != x; p = p->x) {
            p->type = t;
            p->cv = e->cv;
        }
        x->type = t;
        x->cv = e->cv;
        return;
    }
    if (type_is_untyped(t) && t->kind != TY_UNTYPED_NIL)
        t = type_default(t);
    Const *c = expr_const(e);
    e->type = t;
    if (c)
        c = check_float_typed_const(e, c, t);
    if (c)
        set_cv(e, c, t);
    if (++ck->depth > 3 * AST_MAX_DEPTH) { /* check_expr stops at AST_MAX_DEPTH, with an error */
        if (!diag_count())
            diag_internal(e->pos, "expression nested deeper than the checker allows");
        ck->depth--;
        return;
    }
    switch (e->kind) {
    case E_PAREN: case E_UNARY:
        finalize(e->x, t);
        break;
    case E_BINARY:
        if (is_comparison(e->op))
            break; /* operands were typed when the comparison was checked */
        if (is_shift(e->op) && !c && !type_is_untyped(t) && !type_is_integer(t)) {
            diag_error(expr_start(e), "invalid operation: %s (shift of type %s)", expr_string(e), type_string(t));
            break;
        }
        if (is_shift(e->op) && !c && expr_const(e->x) && !type_is_untyped(t)) {
            bool of;
            if (!representable(expr_const(e->x), t, &of)) {
                diag_error(expr_start(e->x), "%s overflows %s", operand_string(e->x), type_string(t));
                break;
            }
        }
        finalize(e->x, t);
        if (!is_shift(e->op))
            finalize(e->y, t);
        break;
    default:
        break;
    }
    ck->depth--;
}

bool untyped_compatible(Type *ut, Type *t)
{
    switch (ut->kind) {
    case TY_UNTYPED_BOOL: return type_is_bool(t);
    case TY_UNTYPED_INT: case TY_UNTYPED_RUNE: case TY_UNTYPED_FLOAT: case TY_UNTYPED_COMPLEX: return type_is_numeric(t);
    case TY_UNTYPED_STRING: return type_is_string(t);
    case TY_UNTYPED_NIL: {
        TypeKind k = type_under(t)->kind;
        return k == TY_POINTER || k == TY_SLICE || k == TY_FUNC || k == TY_CHAN || k == TY_INTERFACE ||
               k == TY_MAP || k == TY_UNTYPED_NIL;
    }
    default: return false;
    }
}

bool assignable(Type *v, Type *t)
{
    if (v == t)
        return true;
    Type *vu = type_under(v), *tu = type_under(t);
    bool vnamed = v->kind == TY_NAMED || type_is_basic(v);
    bool tnamed = t->kind == TY_NAMED || type_is_basic(t);
    /* a bidirectional channel goes into a directional one of the same element type */
    if (vu->kind == TY_CHAN && tu->kind == TY_CHAN && vu->dir == CHAN_BOTH && (!vnamed || !tnamed) &&
        vu->elem == tu->elem)
        return true;
    if ((!vnamed || !tnamed) && vu == tu)
        return true;
    char *why;
    return tu->kind == TY_INTERFACE && !type_is_untyped(v) && check_implements(v, t, &why);
}

/* a type that failed somewhere inside (func(...A) with A undefined): already reported */
static bool mentions_invalid(const Type *t)
{
    return t && strstr(type_string(t), "invalid type");
}

bool assign_to(Expr *e, Type *t, const char *context)
{
    if (!e || expr_invalid(e) || !t || type_is_invalid(t))
        return false;
    if (e->is_type) {
        if (!mentions_invalid(e->type))
            diag_error(expr_start(e), "%s is not an expression", operand_string(e));
        return false;
    }
    if (e->type->kind == TY_TUPLE) {
        if (e->type->nresults == 0)
            diag_error(expr_start(e), "%s (no value) used as value", expr_string(e));
        else
            diag_error(expr_start(e), "multiple-value %s (value of type %s) in single-value context",
                       expr_string(e), type_string(e->type));
        return false;
    }
    if (type_is_untyped(e->type) && e->type->kind != TY_UNTYPED_NIL && check_is_iface(t) &&
        !default_to(e, context)) /* 5 into an interface: an int first */
        return false;
    if (type_is_untyped(e->type)) {
        Const *c = expr_const(e);
        if (e->type->kind == TY_UNTYPED_NIL) {
            if (!untyped_compatible(e->type, t)) {
                diag_error(expr_start(e), "cannot use nil as %s value in %s", type_string(t), context);
                return false;
            }
        } else if (c) {
            bool of;
            if (!representable(c, t, &of)) {
                diag_error(expr_start(e), "cannot use %s as %s value in %s%s", operand_string(e),
                           type_string(t), context, check_float_suffix(c, t, of));
                return false;
            }
        } else if (!untyped_compatible(e->type, t)) {
            diag_error(expr_start(e), "cannot use %s as %s value in %s", operand_string(e),
                       type_string(t), context);
            return false;
        }
        finalize(e, t);
        return true;
    }
    if (check_is_iface(t) && e->type != t) {
        char *why;
        if (check_implements(e->type, t, &why)) {
            check_nocopy(e, context);
            check_to_iface(e, t);
            return true;
        }
        diag_error(expr_start(e), "cannot use %s as type %s in %s:\n\t%s does not implement %s (%s",
                   operand_string(e), type_string(t), context, type_string(e->type),
                   type_string(t), why);
        return false;
    }
    if (assignable(e->type, t)) {
        check_nocopy(e, context);
        return true;
    }
    diag_error(expr_start(e), "cannot use %s as type %s in %s", operand_string(e), type_string(t), context);
    return false;
}

bool default_to(Expr *e, const char *context)
{
    if (!e || expr_invalid(e) || !type_is_untyped(e->type))
        return !expr_invalid(e);
    if (e->type->kind == TY_UNTYPED_NIL) {
        diag_error(expr_start(e), "use of untyped nil in %s", context);
        return false;
    }
    Const *c = expr_const(e);
    Type *t = type_default(e->type);
    bool of;
    if (c && !representable(c, t, &of)) {
        diag_error(expr_start(e), "cannot use %s as %s value in %s%s", operand_string(e), type_string(t),
                   context, check_float_suffix(c, t, of));
        return false;
    }
    finalize(e, t);
    return true;
}

/* ---------------------------------------------------------------- forward */


void check_rvalue(Expr *e, Scope *sc)
{
    check_expr(e, sc);
    rvalue_post(e);
}

/* the checks of check_rvalue on an expression already checked */
void rvalue_post(Expr *e)
{
    if (expr_invalid(e))
        return;
    if (e->is_type) {
        if (!mentions_invalid(e->type))
            diag_error(expr_start(e), "%s is not an expression", operand_string(e));
        e->is_type = false;
        invalid(e);
        return;
    }
    if (e->type->kind == TY_TUPLE) {
        if (e->type->nresults == 0)
            diag_error(expr_start(e), "%s (no value) used as value", expr_string(e));
        else
            diag_error(expr_start(e), "multiple-value %s (value of type %s) in single-value context",
                       expr_string(e), type_string(e->type));
        invalid(e);
    }
}

/* the variable that a //go:linkname above package-level variable o's spec makes it stand for:
   another package's package-level variable of the identical type (Go's library declares
   math/bits's overflowError so, runtime's); o itself without one. A target its package does not
   have is an error at the directive (the variable would read as zero); one in a package the
   program does not hold, or checks after this one, is not followed */
static Obj *linked_var(Obj *o)
{
    VarSpec *vs = o->spec;
    if (!vs || !vs->linkname || vs->linkname_idx != o->idx)
        return o;
    const char *ln = vs->linkname, *dot = strrchr(ln, '.');
    Package *in = NULL;
    for (int i = 0; dot && !in && i < ck->prog->npkgs; i++) {
        Package *pkg = ck->prog->pkgs[i];
        if (pkg->scope && strlen(pkg->path) == (size_t)(dot - ln) && !strncmp(pkg->path, ln, (size_t)(dot - ln)))
            in = pkg;
    }
    if (!in) /* a package not checked before this one: not followed (docs/language.md) */
        return o;
    Obj *t = scope_lookup_local(in->scope, dot + 1);
    if (t == o)
        return o;
    if (!t || t->s.kind != SYM_VAR || !t->pkglevel) {
        diag_error(vs->linkname_pos, "//go:linkname %s %s: corogo has no package-level variable %s", o->s.name, ln, ln);
        vs->linkname = NULL; /* reported once */
        return o;
    }
    resolve_obj(t);
    if (o->s.type && t->s.type && o->s.type != t->s.type) { /* interned: identical is the same Type */
        diag_error(vs->linkname_pos, "//go:linkname %s %s: %s is of type %s, %s of type %s", o->s.name, ln,
                   o->s.name, type_string(o->s.type), ln, type_string(t->s.type));
        vs->linkname = NULL;
        return o;
    }
    return t;
}

/* ---------------------------------------------------------------- identifiers and literals */

static void check_ident(Expr *e, Scope *sc)
{
    if (!strcmp(e->name, "_")) {
        diag_error(e->pos, "cannot use _ as value");
        return;
    }
    if (e->sym && e->sym->kind == SYM_FUNC && e->sym->func && e->sym->func->origin && strchr(e->name, '[')) {
        check_func_value(e, e->sym->func); /* F[T] made an instance's func value, checked again */
        return;
    }
    Obj *o = scope_lookup(sc, e->name);
    if (!o) {
        diag_error(e->pos, "undefined: %s", e->name);
        return;
    }
    if (o->unsupported) {
        diag_error(e->pos, "%s", o->unsupported);
        return;
    }
    if (o->s.kind == SYM_VAR && o->pkglevel) {
        resolve_obj(o);
        record_dep_var(o);
        o = linked_var(o);
    }
    e->sym = &o->s;
    switch (o->s.kind) {
    case SYM_VAR:
        o->s.used = true;
        e->type = o->s.type ? o->s.type : T_INVALID;
        e->addressable = true;
        check_var_use(e, &o->s);
        break;
    case SYM_CONST:
        if (o->is_iota) {
            if (ck->iota < 0) {
                diag_error(e->pos, "cannot use iota outside constant declaration");
                return;
            }
            e->type = type_basic(TY_UNTYPED_INT);
            expr_set_const(e, const_i64(ck->iota));
            break;
        }
        resolve_obj(o);
        o->s.used = true;
        e->type = o->s.type ? o->s.type : T_INVALID;
        if (o->cval && !type_is_invalid(e->type)) {
            expr_set_const(e, o->cval);
            if (!type_is_untyped(e->type))
                set_cv(e, o->cval, e->type);
        } else {
            invalid(e);
        }
        break;
    case SYM_TYPE:
        resolve_type(e, sc);
        break;
    case SYM_FUNC:
        check_func_value(e, o->s.func);
        break;
    case SYM_BUILTIN:
        diag_error(e->pos, "%s (built-in function %s) must be called", e->name, e->name);
        break;
    case SYM_PKG:
        o->s.used = true;
        diag_error(e->pos, "use of package %s without selector", e->name);
        break;
    case SYM_NIL:
        e->type = type_basic(TY_UNTYPED_NIL);
        break;
    }
}

static void check_literal(Expr *e)
{
    switch (e->kind) {
    case E_INTLIT: {
        Big b;
        int r = e->tok ? big_parse(&b, e->tok->start, e->tok->len) : 1;
        if (r == 2)
            diag_error(e->pos, "integer constant too large: %.*s%s", e->tok->len > 40 ? 40 : e->tok->len,
                       e->tok->start, e->tok->len > 40 ? "..." : "");
        if (r)
            return; /* malformed literals were reported by the lexer */
        e->type = type_basic(TY_UNTYPED_INT);
        expr_set_const(e, const_int(&b));
        break;
    }
    case E_FLOATLIT:
        check_float_literal(e);
        break;
    case E_CHARLIT:
        e->type = type_basic(TY_UNTYPED_RUNE);
        expr_set_const(e, const_i64(e->tok ? e->tok->rune : 0));
        break;
    case E_STRLIT:
        e->type = type_basic(TY_UNTYPED_STRING);
        expr_set_const(e, const_string(e->tok && e->tok->sval ? e->tok->sval : "",
                                       e->tok ? e->tok->slen : 0));
        break;
    default:
        break;
    }
}

/* ---------------------------------------------------------------- operators */

static const char *op_name(TokKind op)
{
    switch (op) {
    case T_ADD: return "addition";
    case T_SUB: return "subtraction";
    case T_MUL: return "multiplication";
    case T_SHL: return "shift";
    default: return "operation";
    }
}

/* a folded constant result: check Go's 512-bit bound (untyped) or the type's range (typed) */
static bool const_result(Expr *e, Const *c, TokKind op)
{
    if (c->kind == K_COMPLEX)
        return check_complex_result(e, c);
    if (c->kind == K_FLOAT)
        return check_float_result(e, c);
    if (c->kind == K_INT) {
        if (big_bitlen(&c->b) > CONST_MAX_BITS) {
            diag_error(e->pos, "constant %s overflow", op_name(op));
            return false;
        }
        expr_set_const(e, c);
        if (!type_is_untyped(e->type)) {
            bool of;
            if (!representable(c, e->type, &of)) {
                diag_error(expr_start(e), "%s overflows %s", operand_string(e), type_string(e->type));
                expr_set_const(e, NULL);
                return false;
            }
            set_cv(e, c, e->type);
        }
        return true;
    }
    expr_set_const(e, c);
    if (!type_is_untyped(e->type))
        set_cv(e, c, e->type);
    return true;
}

static void check_unary(Expr *e, Scope *sc)
{
    Expr *x = e->x;
    if (e->op == T_TILDE) {
        check_expr(x, sc);
        diag_error(e->pos, "cannot use ~ outside of interface or type constraint");
        return;
    }
    if (e->op == T_ARROW) {
        check_recv(e, sc);
        return;
    }
    if (e->op == T_AND) {
        Expr *ux = walk_unparen(x);
        if (ux && ux->kind == E_COMPOSITE) {
            check_composite(ux, sc, NULL);
            for (Expr *p = x; p != ux; p = p->x)
                p->type = ux->type;
            if (!expr_invalid(ux))
                e->type = type_pointer(ux->type);
            return;
        }
        check_rvalue(x, sc);
        if (expr_invalid(x))
            return;
        if (!x->addressable) {
            diag_error(expr_start(x), "invalid operation: cannot take address of %s", operand_string(x));
            return;
        }
        e->type = type_pointer(x->type);
        return;
    }
    check_rvalue(x, sc);
    if (expr_invalid(x))
        return;
    bool ok;
    switch (e->op) {
    case T_NOT: ok = type_is_bool(x->type); break;
    case T_ADD: case T_SUB: ok = type_is_numeric(x->type); break;
    case T_XOR: ok = type_is_integer(x->type); break;
    default: ok = false;
    }
    if (!ok) {
        diag_error(expr_start(x), "invalid operation: operator %s not defined on %s", lex_token_name(e->op),
                   operand_string(x));
        return;
    }
    e->type = x->type;
    Const *c = expr_const(x);
    if (!c)
        return;
    Const *r = xmalloc(sizeof *r);
    *r = *c;
    switch (e->op) {
    case T_NOT: r->bv = !c->bv; break;
    case T_SUB:
        if (c->kind == K_COMPLEX)
            r = const_complex(const_float_neg(c->re), const_float_neg(c->im));
        else if (c->kind == K_FLOAT)
            r = const_float_neg(c);
        else
            big_neg(&r->b, &c->b);
        break;
    case T_XOR:
        big_not(&r->b, &c->b);
        if (type_is_unsigned(x->type)) { /* ^x for unsigned: x XOR all-ones of the width */
            Big mask, one;
            big_from_u64(&one, 1);
            big_shl(&mask, &one, (unsigned)type_int_bits(x->type));
            big_sub(&mask, &mask, &one);
            big_and(&r->b, &r->b, &mask);
        }
        break;
    default: break;
    }
    if (!const_result(e, r, e->op))
        invalid(e);
}

/* convert the untyped operand x to t for a binary operation (whole = the operation) */
static bool implicit_convert(Expr *x, Type *t, Expr *whole, Expr *other)
{
    if (!type_is_untyped(x->type) || type_is_untyped(t))
        return true;
    if (check_is_iface(t) && x->type->kind != TY_UNTYPED_NIL) /* x == 42 of an interface x */
        return default_to(x, "comparison");
    if (!untyped_compatible(x->type, t)) {
        Expr *l = whole->x == x ? x : other, *r = whole->x == x ? other : x;
        diag_error(expr_start(whole), "invalid operation: %s (mismatched types %s and %s)", expr_string(whole),
                   type_string(l->type), type_string(r->type));
        return false;
    }
    Const *c = expr_const(x);
    if (c) {
        bool of;
        if (!representable(c, t, &of)) {
            if (c->kind == K_FLOAT && type_is_integer(t))
                diag_error(expr_start(x), "%s truncated to %s", operand_string(x), type_string(t));
            else if (of)
                diag_error(expr_start(x), "%s overflows %s", operand_string(x), type_string(t));
            else
                diag_error(expr_start(x), "cannot use %s as %s value in %s", operand_string(x),
                           type_string(t), "operation");
            return false;
        }
    }
    finalize(x, t);
    return true;
}

/* a non-constant shift whose untyped constant operand is an integer value (1.0 << s), or
   arithmetic on one (the only untyped numeric values that are not constants): its type, untyped
   float until the context gives it one, is an integer one wherever the context needs an integer
   (an index, a size, a shift) */
bool check_untyped_shift(Expr *e)
{
    return type_is_untyped(e->type) && type_is_numeric(e->type) && !expr_const(e);
}

/* e (and the parentheses around it) as the untyped constant c of type t */
static void retype_const(Expr *e, Const *c, Type *t)
{
    for (Expr *p = e; p; p = p->kind == E_PAREN ? p->x : NULL) {
        p->type = t;
        expr_set_const(p, c);
        set_cv(p, c, t);
    }
}

/* an untyped float or complex constant count with an integer value (x << 1., x << (1+0i)) is
   that integer (types2 accepts any count representable as a uint) */
static bool shift_count_as_int(Expr *y)
{
    Const *c = expr_const(y);
    if (!c || !type_is_untyped(y->type) || type_is_integer(y->type))
        return true;
    if (c->kind == K_COMPLEX) {
        if (!const_is_zero(c->im))
            return true;
        c = c->re;
    }
    Big b;
    if (c->kind != K_FLOAT)
        return true;
    if (!const_float_is_int(c, &b)) {
        diag_error(expr_start(y), "%s truncated to uint", operand_string(y));
        return false;
    }
    retype_const(y, const_int(&b), type_basic(TY_UNTYPED_INT));
    return true;
}

/* an untyped complex constant shifted operand with no imaginary part ((1+0i) << s) is shifted as
   its real part (then as an integer where that is one, like 1.0) */
static void shifted_complex_as_float(Expr *x)
{
    Const *c = expr_const(x);
    if (c && x->type->kind == TY_UNTYPED_COMPLEX && c->kind == K_COMPLEX && const_is_zero(c->im))
        retype_const(x, c->re, type_basic(TY_UNTYPED_FLOAT));
}

static void check_shift(Expr *e)
{
    Expr *x = e->x, *y = e->y;
    if (!shift_count_as_int(y))
        return;
    shifted_complex_as_float(x);
    if (!type_is_integer(y->type) && !check_untyped_shift(y)) {
        diag_error(expr_start(y), "invalid operation: shift count %s must be integer", operand_string(y));
        return;
    }
    Const *yc = expr_const(y);
    if (yc && big_is_neg(&yc->b)) {
        diag_error(expr_start(y), "invalid operation: negative shift count %s", operand_string(y));
        return;
    }
    if (yc && !big_fits(&yc->b, 32, false)) {
        diag_error(expr_start(y), "invalid shift count %s", operand_string(y));
        return;
    }
    char *ystr = yc ? operand_string(y) : NULL;
    if (type_is_untyped(y->type))
        finalize(y, type_basic(TY_UINT));
    /* an untyped constant operand representable as an integer (1.0) is shifted as one (types2);
       in a non-constant shift it stays untyped until finalize() gives it its type */
    Const *xc = expr_const(x);
    Big xi;
    /* 1e302 >> 1000: a right shift takes integers beyond the 512 bits of untyped ones, as Go */
    bool intval = type_is_untyped(x->type) && xc && xc->kind == K_FLOAT &&
                  const_float_is_int_bits(xc, &xi, e->op == T_SHR ? BIG_LIMBS * 32 - 64 : CONST_MAX_BITS + 1);
    if (!type_is_integer(x->type) && !intval && !check_untyped_shift(x)) {
        diag_error(expr_start(x), "invalid operation: shifted operand %s must be integer", operand_string(x));
        return;
    }
    e->type = x->type;
    if (intval && yc) {
        xc = const_int(&xi);
        e->type = type_basic(TY_UNTYPED_INT);
    }
    if (xc && yc) {
        uint64_t n = big_low64(&yc->b);
        if (!big_fits(&yc->b, 64, false) || n > 1100) {
            if (e->op == T_SHL && !big_is_zero(&xc->b)) {
                diag_error(expr_start(y), "invalid shift count %s", ystr);
                invalid(e);
                return;
            }
            n = 1100;
        }
        Const *r = xmalloc(sizeof *r);
        *r = *xc;
        if (e->op == T_SHL) {
            if (big_bitlen(&xc->b) + (int)n > CONST_MAX_BITS) {
                diag_error(e->pos, "constant shift overflow");
                invalid(e);
                return;
            }
            big_shl(&r->b, &xc->b, (unsigned)n);
        } else {
            big_shr(&r->b, &xc->b, (unsigned)(n > BIG_LIMBS * 32 ? BIG_LIMBS * 32 : n));
        }
        if (!const_result(e, r, e->op))
            invalid(e);
        return;
    }
    /* non-constant shift: an untyped constant operand takes its type from the context (stays
       untyped here, finalize() types it later) */
}

static bool op_defined(TokKind op, Type *t)
{
    switch (op) {
    case T_ADD: return type_is_numeric(t) || type_is_string(t);
    case T_SUB: case T_MUL: case T_QUO: return type_is_numeric(t);
    case T_REM: case T_AND: case T_OR: case T_XOR:
    case T_AND_NOT:
        return type_is_integer(t);
    case T_LAND: case T_LOR: return type_is_bool(t);
    default: return false;
    }
}

/* x op y of two constants of the same kind (op a comparison) */
static bool const_compare(TokKind op, const Const *xc, const Const *yc)
{
    int cmp;
    if (xc->kind == K_COMPLEX || yc->kind == K_COMPLEX) {
        Const *a, *b, *c, *d;
        const_complex_parts(xc, &a, &b);
        const_complex_parts(yc, &c, &d);
        cmp = const_float_cmp(a, c) != 0 || const_float_cmp(b, d) != 0; /* == and != only */
    } else if (xc->kind == K_FLOAT || yc->kind == K_FLOAT) {
        cmp = const_float_cmp(xc, yc);
    } else if (xc->kind == K_INT) {
        cmp = big_cmp(&xc->b, &yc->b);
    } else if (xc->kind == K_STRING) {
        int n = xc->slen < yc->slen ? xc->slen : yc->slen;
        cmp = memcmp(xc->s, yc->s, (size_t)n);
        if (!cmp)
            cmp = xc->slen < yc->slen ? -1 : xc->slen > yc->slen;
    } else {
        cmp = xc->bv != yc->bv;
    }
    switch (op) {
    case T_EQL: return cmp == 0;
    case T_NEQ: return cmp != 0;
    case T_LSS: return cmp < 0;
    case T_LEQ: return cmp <= 0;
    case T_GTR: return cmp > 0;
    default: return cmp >= 0;
    }
}

static const char *kind_word(Type *t)
{
    switch (type_under(t)->kind) {
    case TY_STRUCT: return "struct";
    case TY_ARRAY: return "array";
    case TY_SLICE: return "slice";
    case TY_POINTER: return "pointer";
    case TY_FUNC: return "func";
    case TY_CHAN: return "chan";
    case TY_MAP: return "map";
    case TY_INTERFACE: return "interface";
    case TY_BOOL: case TY_UNTYPED_BOOL: return "bool";
    case TY_COMPLEX64: case TY_COMPLEX128: return type_string(t);
    default: return "this type";
    }
}

/* x op y (e) with one untyped operand: it takes the other's type (false after an error) */
static bool match_untyped(Expr *e, Expr *x, Expr *y)
{
    if (type_is_untyped(x->type) && !type_is_untyped(y->type))
        return implicit_convert(x, y->type, e, y);
    if (type_is_untyped(y->type) && !type_is_untyped(x->type))
        return implicit_convert(y, x->type, e, x);
    return true;
}

static void check_comparison(Expr *e)
{
    Expr *x = e->x, *y = e->y;
    bool xn = x->type->kind == TY_UNTYPED_NIL, yn = y->type->kind == TY_UNTYPED_NIL;
    if (xn && yn) {
        diag_error(expr_start(e), "invalid operation: %s (operator %s not defined on nil)", expr_string(e),
                   lex_token_name(e->op));
        return;
    }
    if (type_is_untyped(x->type) != type_is_untyped(y->type)) {
        if (!match_untyped(e, x, y))
            return;
    } else if (type_is_untyped(x->type) && type_is_untyped(y->type)) {
        bool xnum = type_is_numeric(x->type), ynum = type_is_numeric(y->type);
        if (x->type->kind != y->type->kind && !(xnum && ynum)) {
            diag_error(expr_start(e->y), "invalid operation: %s (mismatched types %s and %s)", expr_string(e),
                       type_string(x->type), type_string(y->type));
            return;
        }
        Type *d = type_default(xnum ? untyped_max(x->type, y->type) : x->type);
        Const *xc = expr_const(x), *yc = expr_const(y);
        if (xc && yc) {
            /* compare exactly before typing the operands */
            bool r = const_compare(e->op, xc, yc);
            if ((xc->kind == K_BOOL || type_is_complex(d)) && e->op != T_EQL && e->op != T_NEQ) {
                /* (go1.19 names the operands' untyped type: "untyped complex") */
                diag_error(expr_start(e), "invalid operation: %s (operator %s not defined on %s)", expr_string(e),
                           lex_token_name(e->op), type_string(xnum ? untyped_max(x->type, y->type) : x->type));
                return;
            }
            bool of;
            if ((xc->kind == K_INT || xc->kind == K_FLOAT) && (!representable(xc, d, &of) || !representable(yc, d, &of))) {
                /* keep the exact answer; type the operands as the default anyway */
            }
            finalize(x, d);
            finalize(y, d);
            e->type = type_basic(TY_UNTYPED_BOOL);
            expr_set_const(e, const_bool(r));
            return;
        }
        if (!implicit_convert(x, d, e, y) || !implicit_convert(y, d, e, x))
            return;
    }
    Type *t = x->type;
    if (!xn && !yn && x->type != y->type && !assignable(x->type, y->type) &&
        !assignable(y->type, x->type)) {
        diag_error(expr_start(e->y), "invalid operation: %s (mismatched types %s and %s)", expr_string(e),
                   type_string(x->type), type_string(y->type));
        return;
    }
    if (xn)
        t = y->type;
    bool eq = e->op == T_EQL || e->op == T_NEQ;
    Expr *at = e; /* the operand whose type is wrong (Go's position) */
    if (!xn && !yn && (eq ? type_under(t)->kind == TY_INTERFACE && type_under(y->type)->kind != TY_INTERFACE
                          : type_ordered(t) && !type_ordered(y->type))) {
        t = y->type; /* an interface compared with a value whose type must be comparable, or ordered */
        at = y;
    }
    TypeKind uk = type_under(t)->kind;
    if (eq) {
        if ((uk == TY_SLICE || uk == TY_FUNC || uk == TY_MAP) && !xn && !yn) {
            diag_error(expr_start(at), "invalid operation: %s (%s can only be compared to nil)", expr_string(e),
                       kind_word(t));
            return;
        }
        if ((xn || yn) && uk != TY_SLICE && uk != TY_POINTER && uk != TY_FUNC && uk != TY_CHAN &&
            uk != TY_INTERFACE && uk != TY_MAP) {
            diag_error(expr_start(e->y), "invalid operation: %s (mismatched types %s and untyped nil)",
                       expr_string(e), type_string(t));
            return;
        }
        if (!xn && !yn && !type_comparable(t)) {
            diag_error(expr_start(at), "invalid operation: %s (%s cannot be compared)", expr_string(e),
                       type_string(t));
            return;
        }
    } else if (!type_ordered(t) || xn || yn) {
        diag_error(expr_start(at), "invalid operation: %s (operator %s not defined on %s)", expr_string(e),
                   lex_token_name(e->op), kind_word(t));
        return;
    }
    if (xn)
        finalize(x, t);
    if (yn)
        finalize(y, t);
    /* an interface compared with a value of a type that implements it: the value is converted */
    if (!xn && !yn && check_is_iface(x->type) && !check_is_iface(y->type))
        check_to_iface(y, x->type);
    else if (!xn && !yn && check_is_iface(y->type) && !check_is_iface(x->type))
        check_to_iface(x, y->type);
    else if (!xn && !yn && check_is_iface(x->type) && check_is_iface(y->type)) {
        /* two interfaces (one assignable to the other): both with the smaller method set's tab */
        if (type_under(x->type)->nfields > type_under(y->type)->nfields)
            check_to_iface(x, y->type);
        else if (type_under(y->type)->nfields > type_under(x->type)->nfields)
            check_to_iface(y, x->type);
    }
    e->type = type_basic(TY_UNTYPED_BOOL);
    Const *xc = expr_const(x), *yc = expr_const(y);
    if (xc && yc) {
        expr_set_const(e, const_bool(const_compare(e->op, xc, yc)));
    }
}

static void check_binary(Expr *e, Scope *sc)
{
    Expr *x = e->x, *y = e->y;
    check_rvalue(x, sc);
    check_rvalue(y, sc);
    if (expr_invalid(x) || expr_invalid(y))
        return;
    if (is_shift(e->op)) {
        check_shift(e);
        return;
    }
    if (is_comparison(e->op)) {
        check_comparison(e);
        return;
    }
    if (!match_untyped(e, x, y)) /* match the operand types */
        return;
    Type *t = x->type;
    if (type_is_untyped(x->type) && type_is_untyped(y->type)) {
        bool xnum = type_is_numeric(x->type), ynum = type_is_numeric(y->type);
        if (x->type->kind == TY_UNTYPED_NIL || y->type->kind == TY_UNTYPED_NIL ||
            (x->type->kind != y->type->kind && !(xnum && ynum))) {
            diag_error(expr_start(e), "invalid operation: %s (mismatched types %s and %s)", expr_string(e),
                       type_string(x->type), type_string(y->type));
            return;
        }
        if (xnum)
            t = untyped_max(x->type, y->type);
    } else if (x->type != y->type) {
        diag_error(expr_start(e), "invalid operation: %s (mismatched types %s and %s)", expr_string(e),
                   type_string(x->type), type_string(y->type));
        return;
    }
    if (!op_defined(e->op, t)) {
        Type *xt = x->type;
        x->type = t; /* an untyped operand as converted to the operation's kind: 5 (untyped float constant) */
        diag_error(expr_start(e), "invalid operation: operator %s not defined on %s", lex_token_name(e->op),
                   operand_string(x));
        x->type = xt;
        return;
    }
    Const *xc = expr_const(x), *yc = expr_const(y);
    /* Go's rule: a constant zero divisor of a constant or an integer */
    if ((e->op == T_QUO || e->op == T_REM) && yc && const_is_zero(yc) && (xc || type_is_integer(t))) {
        diag_error(expr_start(y), "invalid operation: division by zero");
        return;
    }
    if (e->op == T_QUO && xc && yc && type_is_complex(t)) { /* c^2 + d^2 underflows (types2) */
        Const *c, *d;
        const_complex_parts(yc, &c, &d);
        if (const_is_zero(const_float_binop(T_MUL, c, c)) && const_is_zero(const_float_binop(T_MUL, d, d))) {
            diag_error(expr_start(y), "invalid operation: division by zero");
            return;
        }
    }
    e->type = t;
    if (!xc || !yc)
        return;
    if (check_complex_fold(e, xc, yc) || check_float_fold(e, xc, yc)) {
        if (!const_result(e, expr_const(e), e->op))
            invalid(e);
        return;
    }
    Const *r = xmalloc(sizeof *r);
    r->kind = xc->kind;
    switch (e->op) {
    case T_ADD:
        if (xc->kind == K_STRING) {
            char *s = xmalloc((size_t)xc->slen + (size_t)yc->slen + 1);
            memcpy(s, xc->s, (size_t)xc->slen);
            memcpy(s + xc->slen, yc->s, (size_t)yc->slen);
            r->s = s;
            r->slen = xc->slen + yc->slen;
        } else {
            big_add(&r->b, &xc->b, &yc->b);
        }
        break;
    case T_SUB: big_sub(&r->b, &xc->b, &yc->b); break;
    case T_MUL: big_mul(&r->b, &xc->b, &yc->b); break;
    case T_QUO: big_quo(&r->b, &xc->b, &yc->b); break;
    case T_REM: big_rem(&r->b, &xc->b, &yc->b); break;
    case T_AND: big_and(&r->b, &xc->b, &yc->b); break;
    case T_OR: big_or(&r->b, &xc->b, &yc->b); break;
    case T_XOR: big_xor(&r->b, &xc->b, &yc->b); break;
    case T_AND_NOT: big_andnot(&r->b, &xc->b, &yc->b); break;
    case T_LAND: r->bv = xc->bv && yc->bv; break;
    case T_LOR: r->bv = xc->bv || yc->bv; break;
    default: break;
    }
    if (!const_result(e, r, e->op))
        invalid(e);
}

/* ---------------------------------------------------------------- index and slice */

/* an index operand: integer, non-negative if constant, < bound if bound >= 0 */
static bool check_index_value(Expr *i, Scope *sc, int64_t bound, bool allow_eq, int64_t *cval)
{
    *cval = -1;
    check_rvalue(i, sc);
    if (expr_invalid(i) || !check_float_integral(i))
        return false;
    if (check_untyped_shift(i))
        finalize(i, type_basic(TY_INT));
    if (!type_is_integer(i->type)) {
        diag_error(expr_start(i), "invalid argument: index %s must be integer", operand_string(i));
        return false;
    }
    Const *c = expr_const(i);
    if (c) {
        if (big_is_neg(&c->b)) {
            finalize(i, NULL);
            diag_error(expr_start(i), "invalid argument: index %s must not be negative", operand_string(i));
            return false;
        }
        if (!big_fits(&c->b, 31, true)) {
            diag_error(expr_start(i), "invalid argument: index %s overflows int", operand_string(i));
            return false;
        }
        *cval = (int64_t)big_low64(&c->b);
        if (bound >= 0 && (*cval > bound || (*cval == bound && !allow_eq))) {
            diag_error(expr_start(i), "invalid argument: index %s out of bounds [0:%lld]", expr_string(i),
                       (long long)(bound + (allow_eq ? 1 : 0)));
            return false;
        }
    }
    finalize(i, type_basic(TY_INT));
    return true;
}

static void check_index(Expr *e, Scope *sc)
{
    check_rvalue(e->x, sc);
    int64_t cv;
    Expr *x = e->x;
    if (expr_invalid(x)) {
        check_expr(e->y, sc);
        return;
    }
    Type *u = type_under(x->type);
    if (u->kind == TY_POINTER && type_under(u->elem)->kind == TY_ARRAY)
        u = type_under(u->elem);
    Const *xc = expr_const(x);
    switch (u->kind) {
    case TY_UNTYPED_STRING: case TY_STRING: {
        int64_t bound = xc ? xc->slen : -1;
        if (!check_index_value(e->y, sc, bound, false, &cv))
            return;
        if (type_is_untyped(x->type))
            finalize(x, NULL);
        e->type = type_basic(TY_UINT8);
        if (xc && cv >= 0) { /* constant string, constant index: still not a constant in Go */
        }
        return;
    }
    case TY_ARRAY:
        if (!check_index_value(e->y, sc, u->len, false, &cv))
            return;
        e->type = u->elem;
        e->addressable = type_under(x->type)->kind == TY_POINTER || x->addressable;
        return;
    case TY_SLICE:
        if (!check_index_value(e->y, sc, -1, false, &cv))
            return;
        e->type = u->elem;
        e->addressable = true;
        return;
    case TY_MAP:
        check_map_index(e, sc);
        return;
    default:
        check_expr(e->y, sc);
        diag_error(e->pos, "invalid operation: cannot index %s", operand_string(x));
    }
}

static void check_slice(Expr *e, Scope *sc)
{
    check_rvalue(e->x, sc);
    Expr *x = e->x;
    bool missing = e->slice_missing[0].file || e->slice_missing[1].file; /* the parser said so */
    if (missing && !expr_invalid(x) && type_is_string(x->type))
        diag_error(e->max ? expr_start(e->max) : e->pos, "invalid operation: 3-index slice of string");
    if (expr_invalid(x) || missing) {
        if (e->lo)
            check_expr(e->lo, sc);
        if (e->hi)
            check_expr(e->hi, sc);
        if (e->max)
            check_expr(e->max, sc);
        return;
    }
    Type *u = type_under(x->type);
    int64_t bound = -1;
    Type *res = NULL;
    Const *xc = expr_const(x);
    switch (u->kind) {
    case TY_STRING: case TY_UNTYPED_STRING:
        if (e->max) { /* at the final index, like Go */
            diag_error(expr_start(e->max), "invalid operation: 3-index slice of string");
            return;
        }
        if (xc)
            bound = xc->slen;
        if (type_is_untyped(x->type))
            finalize(x, NULL);
        res = x->type;
        break;
    case TY_ARRAY:
        if (!x->addressable) {
            diag_error(expr_start(e), "invalid operation: %s (slice of unaddressable value)", expr_string(e));
            return;
        }
        bound = u->len;
        res = type_slice(u->elem);
        break;
    case TY_POINTER:
        if (type_under(u->elem)->kind == TY_ARRAY) {
            bound = type_under(u->elem)->len;
            res = type_slice(type_under(u->elem)->elem);
            break;
        }
        /* fallthrough */
    default:
        if (u->kind == TY_SLICE) {
            res = x->type;
            break;
        }
        diag_error(expr_start(e), "cannot slice %s", operand_string(x));
        return;
    }
    int64_t vals[3] = { -1, -1, -1 };
    Expr *idx[3] = { e->lo, e->hi, e->max };
    bool ok = true;
    for (int i = 0; i < 3; i++)
        if (idx[i] && !check_index_value(idx[i], sc, bound, true, &vals[i]))
            ok = false;
    if (!ok)
        return;
    for (int i = 0; i < 3; i++)
        for (int j = i + 1; j < 3; j++)
            if (vals[i] >= 0 && vals[j] >= 0 && vals[i] > vals[j]) {
                diag_error(expr_start(idx[j]), "invalid slice indices: %lld < %lld", (long long)vals[j],
                           (long long)vals[i]);
                return;
            }
    e->type = res;
}

/* ---------------------------------------------------------------- selectors */

void check_selector(Expr *e, Scope *sc)
{
    if (check_qualified_selector(e, sc))
        return;
    check_expr(e->x, sc);
    Expr *x = e->x;
    if (expr_invalid(x))
        return;
    if (x->is_type) {
        check_method_expr(e, x->type);
        return;
    }
    if (x->type->kind == TY_TUPLE || type_is_untyped(x->type)) {
        diag_error(e->pos, "%s.%s undefined (%s has no field or method %s)", expr_string(x), e->name,
                   operand_string(x), e->name);
        return;
    }
    if (check_is_iface(x->type) && check_iface_method(x->type, e->name) >= 0) {
        /* a method value of an interface value: x is bound now (nil panics now, like Go) */
        e->sel = SEL_METHODVAL;
        e->callee = NULL;
        e->recv = x;
        e->method = check_iface_method(x->type, e->name);
        e->type = type_under(x->type)->fields[e->method].type;
        return;
    }
    Lookup l = type_lookup(x->type, e->name);
    switch (l.kind) {
    case LOOK_NONE:
        /* a struct type with an invalid field is invalid: its error is reported */
        if (type_is_invalid(x->type->kind == TY_POINTER ? x->type->elem : x->type))
            return;
        diag_error(e->pos, "%s.%s undefined (type %s has no field or method %s%s)", expr_string(x), e->name,
                   type_string(x->type), e->name, check_case_hint(x->type, e->name));
        return;
    case LOOK_AMBIGUOUS:
        diag_error(e->pos, "ambiguous selector %s.%s", expr_string(x), e->name);
        return;
    case LOOK_IMETHOD: /* promoted from an embedded interface: the method value x.F.m */
        e->sel = SEL_METHODVAL;
        e->callee = NULL;
        e->recv = check_method_recv(x, &l, e->pos);
        e->method = l.imethod;
        e->type = l.type;
        return;
    case LOOK_FIELD: {
        e->sel = SEL_FIELD;
        e->path = l.path;
        e->npath = l.npath;
        e->type = l.type;
        e->addressable = l.indirect || x->addressable;
        return;
    }
    case LOOK_METHOD: { /* a method value: x (or &x, *x) is evaluated and bound now */
        FuncDecl *md = check_method_value_form(l.method->decl, e);
        if (!md)
            return;
        bool recv_ptr = l.recv_at->kind == TY_POINTER;
        int adj = 0;
        if (l.method->ptr_recv && !recv_ptr) {
            if (!l.indirect && !x->addressable) {
                diag_error(e->pos, "cannot call pointer method %s on %s", e->name, type_string(x->type));
                return;
            }
            adj = 1;
        } else if (!l.method->ptr_recv && recv_ptr) {
            adj = -1;
        }
        e->sel = SEL_METHODVAL;
        e->callee = md;
        e->recv = check_method_recv(x, &l, e->pos);
        e->recv_adjust = adj;
        e->type = md->type;
        record_dep_func(md); /* var x = T(0).m depends on what m refers to (initialization order) */
        return;
    }
    }
}


/* ---------------------------------------------------------------- the dispatcher */

void check_expr(Expr *e, Scope *sc)
{
    if (!e)
        return;
    if (e->kind == E_CALL && !e->x && e->call == CALL_CONV && e->type && !type_is_invalid(e->type))
        return; /* a conversion to an interface the checker made (check_to_iface), checked again */
    if (expr_const(e))
        expr_set_const(e, NULL);
    e->type = T_INVALID;
    e->is_type = false;
    e->addressable = false;
    e->cv = (ConstVal){ 0 };
    if (++ck->depth > AST_MAX_DEPTH) {
        if (ck->depth == AST_MAX_DEPTH + 1)
            diag_error(e->pos, "expression nested too deeply");
        ck->depth--;
        return;
    }
    switch (e->kind) {
    case E_BAD:
        break;
    case E_IDENT:
        check_ident(e, sc);
        break;
    case E_INTLIT: case E_FLOATLIT: case E_CHARLIT: case E_STRLIT:
        check_literal(e);
        break;
    case E_PAREN:
        check_expr(e->x, sc);
        if (e->x) {
            e->type = e->x->type;
            e->is_type = e->x->is_type;
            e->addressable = e->x->addressable;
            e->cv = e->x->cv;
            if (expr_const(e->x))
                expr_set_const(e, expr_const(e->x));
        }
        break;
    case E_UNARY:
        check_unary(e, sc);
        break;
    case E_STAR:
        check_expr(e->x, sc);
        if (expr_invalid(e->x))
            break;
        if (e->x->is_type) {
            resolve_type(e, sc);
            break;
        }
        if (e->x->type->kind == TY_UNTYPED_NIL) {
            diag_error(e->pos, "invalid operation: cannot indirect nil");
            break;
        }
        if (type_under(e->x->type)->kind != TY_POINTER || check_is_unsafe_pointer(e->x->type)) {
            diag_error(expr_start(e->x), "invalid operation: cannot indirect %s", operand_string(e->x));
            break;
        }
        if (e->x->type->kind == TY_TUPLE) {
            check_rvalue(e->x, sc);
            break;
        }
        e->type = type_under(e->x->type)->elem;
        e->addressable = true;
        break;
    case E_BINARY:
        check_binary(e, sc);
        break;
    case E_CALL:
        check_call(e, sc);
        break;
    case E_INDEX:
        if (!check_generic_index(e, sc)) /* F[A] or T[A]: an instantiation, not an index */
            check_index(e, sc);
        break;
    case E_SLICE:
        check_slice(e, sc);
        break;
    case E_SELECTOR:
        check_selector(e, sc);
        break;
    case E_COMPOSITE:
        check_composite(e, sc, NULL);
        break;
    case E_KEYVALUE:
        diag_error(e->pos, "unexpected key:value expression");
        break;
    case E_FUNCLIT:
        check_func_lit(e, sc);
        break;
    case E_ARRAYTYPE: case E_STRUCTTYPE: case E_FUNCTYPE: case E_MAPTYPE: case E_CHANTYPE:
    case E_INTERFACETYPE:
        resolve_type(e, sc);
        break;
    case E_ELLIPSIS:
        diag_error(e->pos, "invalid use of ...");
        break;
    case E_TYPEASSERT:
        check_type_assert(e, sc);
        break;
    case E_SPREAD: /* never checked again: check_unspread gives the call back its g() first */
        diag_internal(e->pos, "a spread argument checked again");
    }
    ck->depth--;
}
