/* check_string.c - the Go-style renderings of operands used in the checker's messages:
 * operand_string ("x (variable of type int)", "1 (untyped int constant)", "T (type)"), worded like
 * Go 1.19 (the expression itself is expr_string's, expr_string.c), and type_string_written: a type
 * as its type expression spells it, byte and rune kept (one Type stands for byte and uint8, one
 * for rune and int32: type_string says uint8 and int32, types2 says what was written). */
#include <string.h>

#include "check.h"

static const char *untyped_word(const Type *t)
{
    switch (t->kind) {
    case TY_UNTYPED_BOOL: return "untyped bool";
    case TY_UNTYPED_INT: return "untyped int";
    case TY_UNTYPED_RUNE: return "untyped rune";
    case TY_UNTYPED_FLOAT: return "untyped float";
    case TY_UNTYPED_COMPLEX: return "untyped complex";
    case TY_UNTYPED_STRING: return "untyped string";
    default: return "untyped nil";
    }
}

char *operand_string(const Expr *e)
{
    char *s = expr_string(e);
    if (e->is_type)
        return xprintf("%s (type)", s);
    if (e->type && e->type->kind == TY_UNTYPED_NIL)
        return xstrdup("nil");
    Const *c = expr_const(e);
    if (c) {
        char *v = const_string_repr(c);
        if (type_is_untyped(e->type))
            return !strcmp(s, v) ? xprintf("%s (%s constant)", s, untyped_word(e->type))
                                 : xprintf("%s (%s constant %s)", s, untyped_word(e->type), v);
        return !strcmp(s, v) ? xprintf("%s (constant of type %s)", s, type_string(e->type))
                             : xprintf("%s (constant %s of type %s)", s, v, type_string(e->type));
    }
    if (e->type && e->type->kind == TY_TUPLE && e->type->nresults == 0)
        return xprintf("%s (no value)", s);
    if (type_is_untyped(e->type))
        return xprintf("%s (%s value)", s, untyped_word(e->type));
    /* a string's byte is types2's universe byte: it says byte, not uint8 */
    bool str_byte = e->kind == E_INDEX && e->x && !expr_invalid(e->x) && type_is_string(e->x->type);
    return xprintf("%s (%s of type %s)", s,
                   e->addressable ? "variable" : check_is_map_index(e) ? "map index expression" : "value",
                   str_byte ? "byte" : type_string(e->type));
}


/* is e the universe's name (not one a program declared)? */
static bool universe_name(const Expr *e, const char *name)
{
    Obj *u = scope_lookup_local(ck->universe, name);
    return e->kind == E_IDENT && !strcmp(e->name, name) && u && e->sym == &u->s;
}

char *type_string_written(Type *t, const Expr *te)
{
    while (te && te->kind == E_PAREN)
        te = te->x;
    if (!t || !te)
        return xstrdup(type_string(t));
    if (t->kind == TY_UINT8 && universe_name(te, "byte"))
        return xstrdup("byte");
    if (t->kind == TY_INT32 && universe_name(te, "rune"))
        return xstrdup("rune");
    if (te->kind == E_ARRAYTYPE && t->kind == TY_SLICE && !te->x)
        return xprintf("[]%s", type_string_written(t->elem, te->y));
    if (te->kind == E_ARRAYTYPE && t->kind == TY_ARRAY)
        return xprintf("[%lld]%s", (long long)t->len, type_string_written(t->elem, te->y));
    if (te->kind == E_STAR && t->kind == TY_POINTER)
        return xprintf("*%s", type_string_written(t->elem, te->x));
    return xstrdup(type_string(t));
}
