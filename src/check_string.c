/* check_string.c - the Go-style renderings of expressions and operands used in the checker's
 * messages: expr_string ("a.b[i]", "f(…)"; long or deep expressions elided) and operand_string
 * ("x (variable of type int)", "1 (untyped int constant)", "T (type)"), worded like Go 1.19. */
#include <string.h>

#include "check.h"

typedef struct SBuf {
    char *p;
    int n, cap;
} SBuf;

static void sput(SBuf *b, const char *s, int len)
{
    if (len < 0)
        len = (int)strlen(s);
    if (b->n > 200)
        return;
    vec_reserve((void **)&b->p, &b->cap, b->n + len + 1, 1);
    memcpy(b->p + b->n, s, (size_t)len);
    b->n += len;
    b->p[b->n] = 0;
}

static void estr(SBuf *b, const Expr *e, int depth)
{
    if (!e) {
        sput(b, "_", -1);
        return;
    }
    if (depth > 30 || b->n > 200) {
        sput(b, "…", -1);
        return;
    }
    switch (e->kind) {
    case E_IDENT:
        sput(b, e->name ? e->name : "_", -1);
        break;
    case E_MAPTYPE:
        sput(b, "map[", 4);
        estr(b, e->x, depth + 1);
        sput(b, "]", 1);
        estr(b, e->y, depth + 1);
        break;
    case E_INTLIT: case E_FLOATLIT: case E_CHARLIT: case E_STRLIT:
        if (e->tok)
            sput(b, e->tok->start, e->tok->len);
        break;
    case E_BINARY:
        estr(b, e->x, depth + 1);
        sput(b, " ", 1);
        sput(b, lex_token_name(e->op), -1);
        sput(b, " ", 1);
        estr(b, e->y, depth + 1);
        break;
    case E_UNARY:
        sput(b, lex_token_name(e->op), -1);
        estr(b, e->x, depth + 1);
        break;
    case E_STAR:
        sput(b, "*", 1);
        estr(b, e->x, depth + 1);
        break;
    case E_PAREN:
        sput(b, "(", 1);
        estr(b, e->x, depth + 1);
        sput(b, ")", 1);
        break;
    case E_CALL:
        estr(b, e->x, depth + 1);
        sput(b, "(", 1);
        for (int i = 0; i < e->nlist; i++) {
            if (i)
                sput(b, ", ", 2);
            estr(b, e->list[i], depth + 1);
        }
        if (e->has_ellipsis)
            sput(b, "...", 3);
        sput(b, ")", 1);
        break;
    case E_INDEX:
        estr(b, e->x, depth + 1);
        sput(b, "[", 1);
        estr(b, e->y, depth + 1);
        sput(b, "]", 1);
        break;
    case E_SLICE:
        estr(b, e->x, depth + 1);
        sput(b, "[", 1);
        if (e->lo)
            estr(b, e->lo, depth + 1);
        sput(b, ":", 1);
        if (e->hi)
            estr(b, e->hi, depth + 1);
        if (e->max) {
            sput(b, ":", 1);
            estr(b, e->max, depth + 1);
        }
        sput(b, "]", 1);
        break;
    case E_SELECTOR:
        estr(b, e->x, depth + 1);
        sput(b, ".", 1);
        sput(b, e->name ? e->name : "_", -1);
        break;
    case E_COMPOSITE:
        if (e->x)
            estr(b, e->x, depth + 1);
        sput(b, "{…}", -1);
        break;
    case E_KEYVALUE:
        estr(b, e->x, depth + 1);
        sput(b, ": ", 2);
        estr(b, e->y, depth + 1);
        break;
    case E_ARRAYTYPE:
        sput(b, "[", 1);
        if (e->x)
            estr(b, e->x, depth + 1);
        sput(b, "]", 1);
        estr(b, e->y, depth + 1);
        break;
    case E_CHANTYPE:
        sput(b, e->op == T_CHAN ? "chan " : !strcmp(e->name, "send") ? "chan<- " : "<-chan ", -1);
        estr(b, e->y, depth + 1);
        break;
    case E_SPREAD:
        estr(b, e->spread_of, depth + 1);
        break;
    case E_TYPEASSERT:
        estr(b, e->x, depth + 1);
        sput(b, ".(", 2);
        if (e->y)
            estr(b, e->y, depth + 1);
        else
            sput(b, "type", 4);
        sput(b, ")", 1);
        break;
    default: { /* what is not spelled out in messages */
        static const char *const elided[] = {
            [E_FUNCLIT] = "func literal", [E_ELLIPSIS] = "...", [E_STRUCTTYPE] = "struct{…}",
            [E_FUNCTYPE] = "func(…)", [E_INTERFACETYPE] = "interface{…}",
        };
        const char *w = (size_t)e->kind < sizeof elided / sizeof *elided ? elided[e->kind] : NULL;
        sput(b, w ? w : "_", -1);
    }
    }
}

char *expr_string(const Expr *e)
{
    SBuf b = { 0 };
    sput(&b, "", 0);
    estr(&b, e, 0);
    return b.p;
}

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
    return xprintf("%s (%s of type %s)", s,
                   e->addressable ? "variable" : check_is_map_index(e) ? "map index expression" : "value",
                   type_string(e->type));
}

