/* parser_type.c - the type syntax of Go (names, qualified names, arrays, slices, pointers,
 * structs with embedded fields and tags, interfaces, maps, channels with their directions, func
 * types) and function signatures (parameter lists with Go's grouping rules, results). Part of the
 * parser (parser.h): the same errors, recovery and nesting limit as parser.c. */
#include <stdlib.h>
#include <string.h>

#include "parser.h"

/* ---------------------------------------------------------------- types */

/* TypeName = identifier | PackageName "." identifier */
static Expr *qualified_name(Parser *p)
{
    Expr *x = parse_ident(p);
    if (parse_is(p, T_PERIOD)) {
        parse_next(p);
        Expr *e = parse_new_expr(E_SELECTOR, p->tok->pos);
        e->x = x;
        parse_name_into(p, e);
        x = e;
    }
    if (parse_is(p, T_LBRACK) && parse_peek(p, 1) != T_RBRACK) {
        /* a type name never continues with '[' otherwise, also in a statement header
           (x.(*pkg.T[U])): T[A, B] instantiates the generic type T */
        Expr *e = parse_new_expr(E_INDEX, p->tok->pos);
        parse_next(p);
        p->xnest++;
        e->x = x;
        int cap = 0;
        do {
            if (parse_is(p, T_RBRACK))
                break;
            Expr *a = parse_type(p);
            VEC_PUSH(e->list, e->nlist, cap, a);
        } while (parse_got(p, T_COMMA));
        p->xnest--;
        e->y = e->nlist ? e->list[0] : parse_bad_expr(p);
        if (e->nlist < 2) {
            e->list = NULL;
            e->nlist = 0;
        }
        parse_want(p, T_RBRACK);
        return e;
    }
    return x;
}

/* at "Name [": an instantiated type Name[A, B] followed by one of the tokens a type may end
 * with here ('a ;', '}' or a tag of an embedded field; ',' or ')' of an unnamed parameter), not a
 * name followed by an array type (which goes on after its ']') */
static bool instance_then(Parser *p, TokKind a, TokKind b, TokKind c)
{
    if (parse_peek(p, 1) != T_LBRACK)
        return false;
    int depth = 0;
    for (int k = 1; p->i + k < p->ntoks; k++) {
        TokKind t = parse_peek(p, k);
        if (t == T_LBRACK)
            depth++;
        else if (t == T_RBRACK && --depth == 0) {
            TokKind next = parse_peek(p, k + 1);
            return next == a || next == b || next == c;
        } else if (t == T_EOF || t == T_SEMICOLON)
            return false;
    }
    return false;
}

/* StructType = "struct" "{" { FieldDecl ";" } "}" ;
 * FieldDecl = (IdentifierList Type | EmbeddedField) [ Tag ] */
static Expr *struct_type(Parser *p)
{
    Expr *e = parse_new_expr(E_STRUCTTYPE, p->tok->pos);
    int fcap = 0, tcap = 0, n = 0;
    parse_next(p);
    parse_want(p, T_LBRACE);
    while (!parse_is(p, T_EOF) && !parse_is(p, T_RBRACE)) {
        int before = p->i, first_of_decl = e->nfields;
        if (parse_is(p, T_IDENT) && parse_peek(p, 1) != T_PERIOD && parse_peek(p, 1) != T_SEMICOLON &&
            parse_peek(p, 1) != T_RBRACE && parse_peek(p, 1) != T_STRING &&
            !instance_then(p, T_SEMICOLON, T_RBRACE, T_STRING)) {
            /* IdentifierList Type */
            int first = e->nfields;
            do {
                Field f = {0};
                f.pos = p->tok->pos;
                f.name = parse_ident(p)->name;
                VEC_PUSH(e->fields, e->nfields, fcap, f);
            } while (parse_got(p, T_COMMA));
            Expr *t = parse_type(p);
            for (int j = first; j < e->nfields; j++)
                VEC_PUSH(e->texprs, n, tcap, t);
        } else if (parse_is(p, T_IDENT) || parse_is(p, T_MUL) || parse_is(p, T_LPAREN)) {
            /* EmbeddedField = [ "*" ] TypeName */
            Field f = {0};
            f.pos = p->tok->pos;
            f.embedded = true;
            Expr *t;
            bool paren = parse_got(p, T_LPAREN);
            if (paren)
                parse_error_at(p, f.pos, "syntax error: cannot parenthesize embedded type");
            if (parse_is(p, T_MUL)) {
                t = parse_new_expr(E_STAR, p->tok->pos);
                t->op = T_MUL;
                t->tok = p->tok;
                parse_next(p);
                t->x = qualified_name(p);
                f.name = t->x->kind == E_INDEX ? t->x->x->name : t->x->name;
            } else {
                t = qualified_name(p);
                f.name = t->kind == E_INDEX ? t->x->name : t->name; /* List[T]: List */
            }
            if (paren)
                parse_want(p, T_RPAREN);
            if (!f.name)
                f.name = "_";
            VEC_PUSH(e->fields, e->nfields, fcap, f);
            VEC_PUSH(e->texprs, n, tcap, t);
        } else {
            parse_syntax_error(p, "expecting field name or embedded type");
            ADVANCE(p, T_SEMICOLON, T_RBRACE);
        }
        if (parse_is(p, T_STRING)) { /* the tag of the declaration's fields (reflect reads it) */
            const char *tag = p->tok->slen ? xstrndup(p->tok->sval, (size_t)p->tok->slen) : NULL;
            for (int j = e->nfields - 1; j >= 0 && j >= first_of_decl; j--)
                e->fields[j].tag = tag;
            parse_next(p);
        }
        if (!parse_list_sep(p, "struct type", T_SEMICOLON, T_RBRACE) || p->i == before)
            return e;
    }
    parse_want(p, T_RBRACE);
    return e;
}

/* InterfaceType = "interface" "{" { ( MethodSpec | InterfaceElem ) ";" } "}": the methods (name
 * in 'fields', an E_FUNCTYPE in 'texprs') and embedded interfaces (an embedded field, its type in
 * 'texprs'); a union or ~T element (a constraint's type set) is an embedded element too, its
 * E_BINARY (|) and E_UNARY (~) nodes checked by check_generic.c */
static Expr *interface_type(Parser *p)
{
    Expr *e = parse_new_expr(E_INTERFACETYPE, p->tok->pos);
    parse_next(p);
    parse_want(p, T_LBRACE);
    int cap = 0, tcap = 0;
    while (!parse_is(p, T_EOF) && !parse_is(p, T_RBRACE)) {
        int before = p->i;
        if (parse_is(p, T_IDENT) && parse_peek(p, 1) == T_LPAREN) {
            Field f = {.name = parse_tok_text(p->tok), .pos = p->tok->pos};
            Expr *ft = parse_new_expr(E_FUNCTYPE, p->tok->pos);
            parse_next(p);
            ft->sig = xmalloc(sizeof *ft->sig);
            parse_signature(p, ft->sig);
            VEC_PUSH(e->fields, e->nfields, cap, f);
            int n = e->nfields - 1;
            VEC_PUSH(e->texprs, n, tcap, ft);
        } else {
            Field f = {.embedded = true, .pos = p->tok->pos};
            Expr *t = parse_constraint(p);
            VEC_PUSH(e->fields, e->nfields, cap, f);
            int n = e->nfields - 1;
            VEC_PUSH(e->texprs, n, tcap, t);
        }
        if (!parse_list_sep(p, "interface type", T_SEMICOLON, T_RBRACE) || p->i == before)
            return e;
    }
    parse_want(p, T_RBRACE);
    return e;
}

/* Constraint = Term { "|" Term } ; Term = [ "~" ] Type: a type, ~T (E_UNARY op T_TILDE) or a
 * union (E_BINARY op T_OR, left-associative) */
Expr *parse_constraint(Parser *p)
{
    Expr *x = NULL;
    do {
        Token *op = p->tok;
        Expr *t;
        if (parse_got(p, T_TILDE)) {
            t = parse_new_expr(E_UNARY, op->pos);
            t->op = T_TILDE;
            t->tok = op;
            t->x = parse_type(p);
        } else {
            t = parse_type(p);
        }
        if (x) {
            Expr *u = parse_new_expr(E_BINARY, x->pos);
            u->op = T_OR;
            u->x = x;
            u->y = t;
            x = u;
        } else {
            x = t;
        }
    } while (parse_got(p, T_OR));
    return x;
}

/* TypeParameters = "[" TypeParamDecl { "," TypeParamDecl } [ "," ] "]" ;
 * TypeParamDecl = IdentifierList TypeConstraint. The '[' is the current token. */
void parse_type_params(Parser *p, Param **out, int *nout)
{
    Param *ps = NULL;
    int n = 0, cap = 0, first = 0;
    parse_want(p, T_LBRACK);
    p->xnest++;
    while (parse_is(p, T_IDENT)) {
        Param tp = {.name = parse_tok_text(p->tok), .pos = p->tok->pos};
        parse_next(p);
        VEC_PUSH(ps, n, cap, tp);
        if (parse_got(p, T_COMMA))
            continue; /* [K, V any]: the constraint follows the last name */
        Expr *c = parse_constraint(p);
        for (int i = first; i < n; i++)
            ps[i].texpr = c;
        first = n;
        if (!parse_got(p, T_COMMA))
            break;
    }
    p->xnest--;
    if (n == 0)
        parse_syntax_error(p, "empty type parameter list");
    else if (first < n) {
        parse_syntax_error(p, "missing type constraint");
        for (int i = first; i < n; i++)
            ps[i].texpr = parse_new_expr(E_BAD, ps[i].pos);
    }
    parse_want(p, T_RBRACK);
    *out = ps;
    *nout = n;
}

/* the element type of a channel type */
static Expr *chan_elem(Parser *p)
{
    Expr *t = parse_type_or_nil(p);
    if (!t) {
        t = parse_bad_expr(p);
        parse_syntax_error(p, "missing channel element type"); /* and assume it is simply absent */
    }
    return t;
}

Expr *parse_type_or_nil(Parser *p)
{
    Token *t = p->tok;
    Expr *e = NULL;
    switch (t->kind) {
    case T_MUL: case T_ARROW: case T_FUNC: case T_LBRACK: case T_CHAN: case T_MAP:
    case T_STRUCT: case T_INTERFACE: case T_IDENT: case T_LPAREN:
        break;
    default:
        return NULL;
    }
    if (!parse_enter(p, "type"))
        return parse_bad_expr(p);
    switch (t->kind) {
    case T_MUL:
        e = parse_new_expr(E_STAR, t->pos);
        e->op = T_MUL;
        e->tok = t;
        parse_next(p);
        e->x = parse_type(p);
        break;
    case T_ARROW: /* <-chan T */
        e = parse_new_expr(E_CHANTYPE, t->pos);
        parse_next(p);
        parse_want(p, T_CHAN);
        e->op = T_ARROW;
        e->name = "recv";
        e->y = chan_elem(p);
        break;
    case T_FUNC:
        e = parse_new_expr(E_FUNCTYPE, t->pos);
        parse_next(p);
        e->sig = xmalloc(sizeof *e->sig);
        parse_signature(p, e->sig);
        break;
    case T_LBRACK:
        e = parse_new_expr(E_ARRAYTYPE, t->pos);
        parse_next(p);
        if (!parse_got(p, T_RBRACK)) {
            p->xnest++;
            if (parse_is(p, T_ELLIPSIS)) {
                e->x = parse_new_expr(E_ELLIPSIS, p->tok->pos);
                parse_next(p);
            } else {
                e->x = parse_expr(p);
            }
            p->xnest--;
            parse_want(p, T_RBRACK);
        }
        e->y = parse_type(p);
        break;
    case T_CHAN:
        e = parse_new_expr(E_CHANTYPE, t->pos);
        parse_next(p);
        e->op = T_CHAN;
        if (parse_got(p, T_ARROW)) {
            e->op = T_ARROW;
            e->name = "send";
        }
        e->y = chan_elem(p);
        break;
    case T_MAP:
        e = parse_new_expr(E_MAPTYPE, t->pos);
        parse_next(p);
        parse_want(p, T_LBRACK);
        e->x = parse_type(p);
        parse_want(p, T_RBRACK);
        e->y = parse_type(p);
        break;
    case T_STRUCT:
        e = struct_type(p);
        break;
    case T_INTERFACE:
        e = interface_type(p);
        break;
    case T_IDENT:
        e = qualified_name(p);
        break;
    case T_LPAREN:
        e = parse_new_expr(E_PAREN, t->pos);
        parse_next(p);
        e->x = parse_type(p);
        parse_want(p, T_RPAREN);
        break;
    default:
        break;
    }
    parse_leave(p);
    return e;
}

Expr *parse_type(Parser *p)
{
    Expr *t = parse_type_or_nil(p);
    if (!t) {
        t = parse_bad_expr(p);
        parse_syntax_error(p, "expecting type");
        ADVANCE(p, T_COMMA, T_COLON, T_SEMICOLON, T_RPAREN, T_RBRACK, T_RBRACE);
    }
    return t;
}

/* ---------------------------------------------------------------- signatures */

typedef struct ParamEntry {
    Token *name;  /* NULL: a type only */
    Expr *texpr;  /* NULL: a name only (which may yet be a type name) */
    bool variadic;
    Pos pos;
} ParamEntry;

/* Parameters = "(" [ ParameterList [ "," ] ] ")" ; the "(" is already consumed.
 * ParameterDecl = [ IdentifierList ] [ "..." ] Type */
void parse_param_list(Parser *p, Param **out, int *nout, bool *named)
{
    ParamEntry *es = NULL;
    int n = 0, cap = 0;
    bool closed = true;
    while (!parse_is(p, T_EOF) && !parse_is(p, T_RPAREN)) {
        int before = p->i;
        ParamEntry e = {0};
        e.pos = p->tok->pos;
        if (parse_is(p, T_IDENT) && parse_peek(p, 1) != T_PERIOD && !instance_then(p, T_COMMA, T_RPAREN, T_RPAREN)) {
            e.name = p->tok;
            parse_next(p);
            if (parse_got(p, T_ELLIPSIS)) {
                e.variadic = true;
                e.texpr = parse_type(p);
            } else if (!parse_is(p, T_COMMA) && !parse_is(p, T_RPAREN)) {
                e.texpr = parse_type_or_nil(p);
            }
        } else if (parse_got(p, T_ELLIPSIS)) {
            e.variadic = true;
            e.texpr = parse_type(p);
        } else {
            e.texpr = parse_type_or_nil(p);
            if (!e.texpr) {
                parse_syntax_error(p, "expecting )");
                ADVANCE(p, T_COMMA, T_RPAREN);
                e.texpr = parse_new_expr(E_BAD, e.pos);
            }
        }
        VEC_PUSH(es, n, cap, e);
        if (!parse_list_sep(p, "parameter list", T_COMMA, T_RPAREN) || p->i == before) {
            closed = false;
            break;
        }
    }
    if (closed)
        parse_want(p, T_RPAREN);

    /* distribute types over grouped names: (a, b int, c string) */
    bool any_named = false;
    for (int j = 0; j < n; j++)
        if (es[j].name && es[j].texpr)
            any_named = true;
    Param *ps = n ? xmalloc((size_t)n * sizeof *ps) : NULL;
    if (any_named) {
        Expr *cur = NULL;
        bool variadic = false, reported = false;
        for (int j = n - 1; j >= 0; j--) {
            ParamEntry *e = &es[j];
            if (e->name && e->texpr) {
                cur = e->texpr;
                variadic = e->variadic;
            } else if (!e->name || !cur) {
                if (!reported)
                    parse_error_at(p, e->pos, "syntax error: mixed named and unnamed parameters");
                reported = true;
                if (!e->name) {
                    ps[j].texpr = e->texpr;
                    ps[j].pos = e->pos;
                    ps[j].variadic = e->variadic;
                    continue;
                }
                cur = parse_new_expr(E_BAD, e->pos);
            }
            ps[j].name = parse_tok_text(e->name);
            ps[j].pos = e->pos;
            ps[j].texpr = cur;
            ps[j].variadic = variadic;
        }
    } else {
        for (int j = 0; j < n; j++) {
            ps[j].pos = es[j].pos;
            ps[j].variadic = es[j].variadic;
            if (es[j].texpr) {
                ps[j].texpr = es[j].texpr;
            } else {
                Expr *id = parse_new_expr(E_IDENT, es[j].pos);
                id->tok = es[j].name;
                id->name = parse_tok_text(es[j].name);
                ps[j].texpr = id;
            }
        }
    }
    free(es);
    *out = ps;
    *nout = n;
    if (named)
        *named = any_named;
}

/* Signature = Parameters [ Result ] ; Result = Parameters | Type */
void parse_signature(Parser *p, FuncSig *sig)
{
    if (!parse_got(p, T_LPAREN)) {
        parse_syntax_error(p, "expecting (");
        ADVANCE(p, T_LBRACE, T_SEMICOLON);
        return;
    }
    parse_param_list(p, &sig->params, &sig->nparams, NULL);
    if (parse_got(p, T_LPAREN)) {
        parse_param_list(p, &sig->results, &sig->nresults, &sig->named_results);
    } else {
        Expr *t = parse_type_or_nil(p);
        if (t) {
            sig->results = xmalloc(sizeof *sig->results);
            sig->results[0].pos = t->pos;
            sig->results[0].texpr = t;
            sig->nresults = 1;
        }
    }
}

