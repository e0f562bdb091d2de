/* check_string.c - the Go-style renderings of operands used in the checker's messages:
 * operand_string ("x (variable of type int)", "1 (untyped int constant)", "T (type)"), worded like
 * Go 1.19 (the expression itself is expr_string's, expr_string.c). */
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

