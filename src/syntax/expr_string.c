/* expr_string.c - the one printer of expressions back as Go text, for every message that quotes
 * the program: the parser's ("cannot use x := f(1, 2) as value"), the checker's ("invalid
 * operation: x + y", operand descriptions) and internal errors. Like cmd/compile's short form, a
 * composite literal's elements print as "…" (T{…}); a function literal prints as "func literal",
 * struct, interface and func types abbreviated; a rendering deeper than 30 levels or longer than
 * 200 bytes is cut short with "…" (it only names the expression in a message). */
#include <string.h>

#include "corogo.h"

/* a rendering longer than this is cut short (with "…") */
#define MAX_LEN 200

static void sput(StrBuf *b, const char *s, int len)
{
    if (b->n <= MAX_LEN)
        strbuf_putn(b, s, len < 0 ? (int)strlen(s) : len);
}

static void estr(StrBuf *b, const Expr *e, int depth)
{
    if (!e) {
        sput(b, "_", -1);
        return;
    }
    if (depth > 30 || b->n > MAX_LEN) {
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
            if (e->list[i]->kind == E_SPREAD && e->list[i]->spread_index > 0)
                continue; /* f(g()): g() once */
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
        if (e->nlist >= 2) /* F[A, B] */
            for (int i = 0; i < e->nlist; i++) {
                if (i)
                    sput(b, ", ", 2);
                estr(b, e->list[i], depth + 1);
            }
        else
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
        sput(b, e->nlist ? "{…}" : "{}", -1); /* Go's short form */
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
    case E_INTERFACETYPE: case E_STRUCTTYPE: /* interface{} and struct{} in full, like Go */
        sput(b, e->kind == E_STRUCTTYPE ? "struct{" : "interface{", -1);
        sput(b, e->nfields ? "…}" : "}", -1);
        break;
    default: { /* what is not spelled out in messages */
        static const char *const elided[] = {
            [E_FUNCLIT] = "func literal", [E_ELLIPSIS] = "...", [E_FUNCTYPE] = "func(…)",
        };
        const char *w = (size_t)e->kind < sizeof elided / sizeof *elided ? elided[e->kind] : NULL;
        sput(b, w ? w : "_", -1);
    }
    }
}

void expr_string_append(StrBuf *b, const Expr *e)
{
    estr(b, e, 0);
}

char *expr_string(const Expr *e)
{
    StrBuf b = {0};
    sput(&b, "", 0);
    estr(&b, e, 0);
    return b.s;
}
