/* check_unsafe.c - the functions of package unsafe (check_pkg.c declares the package): Sizeof,
 * Alignof and Offsetof are constants of type uintptr computed with the board's layout (types.c,
 * the one the checker was given: 4-byte words and pointers on both boards, 8-byte alignment of
 * 64-bit values), as Go's compiler computes them for GOARCH=arm; Add(p, n) is unsafe.Pointer p
 * moved n bytes; Slice(p, n) is the []T of n elements starting at p (*T). The arguments were
 * checked by check_builtin. */
#include "check.h"

static void set_uintptr(Expr *e, int64_t v)
{
    e->type = type_basic(TY_UINTPTR);
    expr_set_const(e, const_i64(v));
    set_cv(e, expr_const(e), e->type);
}

/* the offset of x.f (through embedded fields, never through a pointer) */
static void offsetof_sel(Expr *e, Expr *a)
{
    Expr *s = walk_unparen(a);
    if (s->kind != E_SELECTOR || s->sel != SEL_FIELD || s->npath == 0) {
        diag_error(expr_start(a), "invalid argument: %s is not a selector expression", expr_string(a));
        return;
    }
    Type *u = type_under(s->x->type);
    if (u->kind == TY_POINTER)
        u = type_under(u->elem);
    int64_t off = 0;
    bool via_ptr = false; /* the previous field of the path is a pointer */
    for (int k = 0; k < s->npath && u->kind == TY_STRUCT; k++) {
        if (via_ptr) {
            Type *base = type_under(s->x->type)->kind == TY_POINTER ? type_under(s->x->type)->elem : s->x->type;
            diag_error(expr_start(a), "invalid argument: field %s is embedded via a pointer in %s", s->name,
                       type_string(base));
            return;
        }
        off += type_field_offset(u, s->path[k]);
        Type *ft = type_under(u->fields[s->path[k]].type);
        via_ptr = ft->kind == TY_POINTER;
        u = ft->kind == TY_POINTER && k + 1 < s->npath ? type_under(ft->elem) : ft;
    }
    set_uintptr(e, off);
}

/* n of Add and Slice: an integer (an untyped constant becomes an int) */
static bool int_arg(Expr *n, const char *what)
{
    if (type_is_untyped(n->type) && !default_to(n, what))
        return false;
    if (!type_is_integer(n->type)) {
        diag_error(expr_start(n), "cannot use %s as int value in %s", operand_string(n), what);
        return false;
    }
    return true;
}

void check_unsafe_builtin(Expr *e, Builtin b)
{
    Expr *a = e->list[0];
    if (a->is_type) {
        diag_error(expr_start(a), "%s is not an expression", expr_string(a));
        return;
    }
    switch (b) {
    case B_SIZEOF: case B_ALIGNOF:
        if (type_is_untyped(a->type) && !default_to(a, "argument to unsafe function"))
            return;
        set_uintptr(e, b == B_SIZEOF ? type_sizeof(a->type) : type_alignof(a->type));
        return;
    case B_OFFSETOF:
        offsetof_sel(e, a);
        return;
    case B_UNSAFE_ADD:
        if (!assign_to(a, check_unsafe_pointer(), "argument to unsafe.Add") ||
            !int_arg(e->list[1], "argument to unsafe.Add"))
            return;
        e->type = check_unsafe_pointer();
        return;
    case B_UNSAFE_SLICE: {
        Type *u = type_under(a->type);
        if (u->kind != TY_POINTER || check_is_unsafe_pointer(a->type)) {
            diag_error(expr_start(a), "invalid argument: %s is not a pointer", operand_string(a));
            return;
        }
        if (!int_arg(e->list[1], "argument to unsafe.Slice"))
            return;
        e->type = type_slice(u->elem);
        return;
    }
    default:
        return;
    }
}
