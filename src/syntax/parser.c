/* parser.c - recursive descent over Go's grammar, from the token array of lexer.c to the syntax
 * tree of ast.h: package clause, imports, const/var/type/func declarations (with the //export,
 * //go:linkname and //corogo: directives read from the comment above a func), every statement
 * of StmtKind, expressions with Go's five precedence levels, and type syntax. It fills only the
 * syntax fields; the checker fills the rest. Syntax errors use the Go compiler's wording
 * ("syntax error: unexpected X, expecting Y"), at most one per line; after an error the parser
 * skips to a token that can follow the broken construct, so independent errors in one file are
 * all reported. Nesting is capped (MAX_DEPTH) so that no input can exhaust the stack, and every
 * loop consumes a token or stops, so no input can make it loop forever. Type syntax and function
 * signatures are in parser_type.c; parser.h is what the two share. */
#include <stdlib.h>
#include <string.h>

#include "parser.h"


/* ---------------------------------------------------------------- tokens */

static bool pos_before(Pos a, Pos b)
{
    return a.line < b.line || (a.line == b.line && a.col < b.col);
}

/* report the lexer's errors found before 'pos' (all of them at EOF) */
static void flush_lex_errors(Parser *p, Pos pos, bool all)
{
    while (p->next_lex_error < p->nlex_errors) {
        LexError *e = &p->lex_errors[p->next_lex_error];
        if (!all && !pos_before(e->pos, pos))
            break;
        p->next_lex_error++;
        p->nerrors++;
        diag_error(e->pos, "%s", e->msg);
    }
}

void parse_next(Parser *p)
{
    if (p->tok->kind != T_EOF)
        p->tok = &p->toks[++p->i];
    flush_lex_errors(p, p->tok->pos, p->tok->kind == T_EOF);
}

bool parse_is(Parser *p, TokKind k)
{
    return p->tok->kind == k;
}

TokKind parse_peek(Parser *p, int n)
{
    int j = p->i + n;
    return j < p->ntoks ? p->toks[j].kind : T_EOF;
}

bool parse_got(Parser *p, TokKind k)
{
    if (p->tok->kind == k) {
        parse_next(p);
        return true;
    }
    return false;
}

/* a token kind in an "expecting ..." message */
static const char *tokstring(TokKind k)
{
    switch (k) {
    case T_COMMA: return "comma";
    case T_SEMICOLON: return "semicolon or newline";
    case T_IDENT: return "name";
    default: return lex_token_name(k);
    }
}

/* the current token in an "unexpected ..." message, as go1.19's compiler words it (a name or a
   keyword as it is written: "unexpected y at end of statement", "unexpected case") */
static const char *tokdesc(const Token *t)
{
    switch (t->kind) {
    case T_IDENT:
        return xprintf("%.*s", t->len, t->start);
    case T_SEMICOLON:
        if (t->len == 1)
            return "semicolon";
        return *t->start == '\n' ? "newline" : "EOF";
    case T_EOF:
        return "EOF";
    case T_INT: case T_FLOAT: case T_IMAG: case T_CHAR: case T_STRING:
        if (t->len > 40)
            return xprintf("literal %.*s...", 37, t->start);
        return xprintf("literal %.*s", t->len, t->start);
    case T_COMMA:
        return "comma";
    default:
        return lex_token_name(t->kind);
    }
}

/* ---------------------------------------------------------------- errors */

void parse_error_at(Parser *p, Pos pos, const char *msg)
{
    flush_lex_errors(p, pos, false);
    if (pos.line == p->last_error_line) /* one error per line, like the Go compiler */
        return;
    p->last_error_line = pos.line;
    p->nerrors++;
    diag_error(pos, "%s", msg);
}

/* msg starting with "in "/"at "/"after " or "expecting ": prefixed with "unexpected <token>";
 * anything else is reported as is after "syntax error: " */
static void syntax_error_at(Parser *p, Pos pos, const char *msg)
{
    if (parse_is(p, T_EOF) && p->nerrors > 0)
        return; /* avoid meaningless follow-up errors */
    const char *m;
    if (!strncmp(msg, "in ", 3) || !strncmp(msg, "at ", 3) || !strncmp(msg, "after ", 6))
        m = xprintf("syntax error: unexpected %s %s", tokdesc(p->tok), msg);
    else if (!strncmp(msg, "expecting ", 10))
        m = xprintf("syntax error: unexpected %s, %s", tokdesc(p->tok), msg);
    else
        m = xprintf("syntax error: %s", msg);
    parse_error_at(p, pos, m);
}

void parse_syntax_error(Parser *p, const char *msg)
{
    syntax_error_at(p, p->tok->pos, msg);
}

/* Skip tokens until one of 'follow' (or a statement keyword inside a function, or EOF). With
 * no follow tokens, skip exactly one token. */
void parse_advance_set(Parser *p, const TokKind *follow, int n)
{
    if (n == 0) {
        parse_next(p);
        return;
    }
    for (;;) {
        TokKind k = p->tok->kind;
        if (k == T_EOF)
            return;
        for (int j = 0; j < n; j++)
            if (follow[j] == k)
                return;
        if (p->fnest > 0)
            switch (k) {
            case T_BREAK: case T_CONST: case T_CONTINUE: case T_DEFER: case T_FALLTHROUGH:
            case T_FOR: case T_GO: case T_GOTO: case T_IF: case T_RETURN: case T_SELECT:
            case T_SWITCH: case T_TYPE: case T_VAR:
                return;
            default:
                break;
            }
        parse_next(p);
    }
}

void parse_want(Parser *p, TokKind k)
{
    if (!parse_got(p, k)) {
        parse_syntax_error(p, xprintf("expecting %s", tokstring(k)));
        parse_advance_set(p, NULL, 0);
    }
}

/* Enter one level of nesting. Past MAX_DEPTH: report once and skip to the end of the file so
 * that every caller unwinds at once. */
bool parse_enter(Parser *p, const char *what)
{
    if (p->depth >= MAX_DEPTH) {
        if (!p->too_deep) {
            p->too_deep = true;
            p->last_error_line = 0;
            parse_error_at(p, p->tok->pos, xprintf("syntax error: %s nested too deeply", what));
        }
        p->i = p->ntoks - 1;
        p->tok = &p->toks[p->i];
        return false;
    }
    p->depth++;
    return true;
}

void parse_leave(Parser *p)
{
    p->depth--;
}

/* ---------------------------------------------------------------- nodes */

Expr *parse_new_expr(ExprKind k, Pos pos)
{
    Expr *e = xmalloc(sizeof *e);
    e->kind = k;
    e->pos = pos;
    return e;
}

static Stmt *new_stmt(StmtKind k, Pos pos)
{
    Stmt *s = xmalloc(sizeof *s);
    s->kind = k;
    s->pos = pos;
    return s;
}

Stmt *parse_new_stmt(StmtKind k, Pos pos)
{
    return new_stmt(k, pos);
}

Expr *parse_bad_expr(Parser *p)
{
    return parse_new_expr(E_BAD, p->tok->pos);
}

const char *parse_tok_text(const Token *t)
{
    return xstrndup(t->start, (size_t)t->len);
}

static Expr *unparen(Expr *x)
{
    while (x && x->kind == E_PAREN)
        x = x->x;
    return x;
}

/* ---------------------------------------------------------------- lists */

/* After a list element: accept the separator, or see the closing token. On anything else report
 * "unexpected X in <context>; possibly missing <sep> or <close>" and skip to a closing bracket.
 * Returns false when the list must end without its closing token. */
bool parse_list_sep(Parser *p, const char *context, TokKind sep, TokKind close)
{
    if (parse_got(p, sep) || parse_is(p, close))
        return true;
    parse_syntax_error(p, xprintf("in %s; possibly missing %s or %s", context, tokstring(sep),
                            tokstring(close)));
    ADVANCE(p, T_RPAREN, T_RBRACK, T_RBRACE);
    return parse_is(p, close);
}

/* ---------------------------------------------------------------- forward declarations */

static Stmt *block(Parser *p, const char *context);
static Stmt *stmt_or_nil(Parser *p);
static void stmt_list(Parser *p, Stmt ***out, int *nout);
static Stmt *simple_stmt(Parser *p, Expr **lhs, int nlhs, TokKind keyword);

/* ---------------------------------------------------------------- expressions */

bool parse_name_into(Parser *p, Expr *e)
{
    if (parse_is(p, T_IDENT)) {
        e->tok = p->tok;
        e->name = parse_tok_text(p->tok);
        parse_next(p);
        return true;
    }
    parse_syntax_error(p, "expecting name");
    parse_advance_set(p, NULL, 0);
    e->kind = E_BAD;
    return false;
}

Expr *parse_ident(Parser *p)
{
    Expr *e = parse_new_expr(E_IDENT, p->tok->pos);
    if (!parse_name_into(p, e))
        e->name = "_";
    return e;
}

/* ExprList = Expr { "," Expr } */
static Expr **expr_list(Parser *p, int *n)
{
    Expr **list = NULL;
    int cap = 0;
    *n = 0;
    do {
        int before = p->i;
        VEC_PUSH(list, *n, cap, parse_expr(p));
        if (p->i == before && !parse_is(p, T_COMMA))
            break;
    } while (parse_got(p, T_COMMA));
    return list;
}

/* Element = Expr | LiteralValue ; KeyedElement = [ Element ":" ] Element */
static Expr *composite_lit(Parser *p, Expr *type);

static Expr *element(Parser *p)
{
    if (parse_is(p, T_LBRACE))
        return composite_lit(p, NULL);
    return parse_expr(p);
}

/* LiteralValue = "{" [ ElementList [ "," ] ] "}" */
static Expr *composite_lit(Parser *p, Expr *type)
{
    Expr *e = parse_new_expr(E_COMPOSITE, type ? type->pos : p->tok->pos);
    e->x = type;
    if (!parse_enter(p, "expression"))
        return e;
    int cap = 0;
    p->xnest++;
    parse_want(p, T_LBRACE);
    while (!parse_is(p, T_EOF) && !parse_is(p, T_RBRACE)) {
        int before = p->i;
        Expr *x = element(p);
        if (parse_is(p, T_COLON)) {
            Expr *kv = parse_new_expr(E_KEYVALUE, x->pos);
            parse_next(p);
            kv->x = x;
            kv->y = element(p);
            x = kv;
        }
        VEC_PUSH(e->list, e->nlist, cap, x);
        if (!parse_list_sep(p, "composite literal", T_COMMA, T_RBRACE) || p->i == before)
            goto out;
    }
    if (parse_is(p, T_RBRACE))
        e->end = p->tok->pos;
    parse_want(p, T_RBRACE);
out:
    p->xnest--;
    parse_leave(p);
    return e;
}

/* Operand = Literal | OperandName | "(" Expression ")" | FunctionLit | type */
static Expr *operand(Parser *p)
{
    Token *t = p->tok;
    Expr *e;
    switch (t->kind) {
    case T_IDENT:
        return parse_ident(p);
    case T_INT: case T_FLOAT: case T_IMAG: case T_CHAR: case T_STRING:
        e = parse_new_expr(t->kind == T_INT ? E_INTLIT : t->kind == T_CHAR ? E_CHARLIT
                     : t->kind == T_STRING ? E_STRLIT : E_FLOATLIT, t->pos);
        e->tok = t;
        parse_next(p);
        return e;
    case T_LPAREN:
        e = parse_new_expr(E_PAREN, t->pos);
        parse_next(p);
        p->xnest++;
        e->x = parse_expr(p);
        p->xnest--;
        parse_want(p, T_RPAREN);
        return e;
    case T_FUNC: {
        parse_next(p);
        FuncSig *sig = xmalloc(sizeof *sig);
        parse_signature(p, sig);
        if (parse_is(p, T_LBRACE)) {
            e = parse_new_expr(E_FUNCLIT, t->pos);
            int outer = p->xnest;
            p->xnest = 0;
            p->fnest++;
            e->body = block(p, NULL);
            p->fnest--;
            p->xnest = outer;
        } else {
            e = parse_new_expr(E_FUNCTYPE, t->pos);
        }
        e->sig = sig;
        return e;
    }
    case T_LBRACK: case T_CHAN: case T_MAP: case T_STRUCT: case T_INTERFACE: case T_MUL:
        return parse_type(p);
    default:
        parse_syntax_error(p, "expecting expression");
        e = parse_bad_expr(p);
        ADVANCE(p, T_RPAREN, T_RBRACK, T_RBRACE);
        return e;
    }
}

/* whether "x {" may start a composite literal (Go's rule for the if/for/switch ambiguity) */
static bool complit_ok(Parser *p, Expr *x)
{
    switch (unparen(x)->kind) {
    case E_IDENT: case E_SELECTOR: case E_INDEX:
        return p->xnest >= 0;
    case E_ARRAYTYPE: case E_STRUCTTYPE: case E_MAPTYPE:
        return true;
    default:
        return false;
    }
}

/* PrimaryExpr = Operand | Conversion | PrimaryExpr ( Selector | Index | Slice | TypeAssertion
 *             | Arguments ) */
static Expr *primary_expr(Parser *p)
{
    Expr *x = operand(p);
    int saved = p->depth;
    for (;;) {
        Token *t = p->tok;
        if (t->kind != T_PERIOD && t->kind != T_LBRACK && t->kind != T_LPAREN &&
            t->kind != T_LBRACE)
            break;
        if (!parse_enter(p, "expression")) /* every suffix deepens the tree */
            break;
        if (t->kind == T_PERIOD) {
            parse_next(p);
            if (parse_is(p, T_IDENT)) {
                Expr *e = parse_new_expr(E_SELECTOR, p->tok->pos);
                e->tok = p->tok;
                e->name = parse_tok_text(p->tok);
                e->x = x;
                parse_next(p);
                x = e;
            } else if (parse_is(p, T_LPAREN)) {
                parse_next(p);
                Expr *e = parse_new_expr(E_TYPEASSERT, t->pos);
                e->x = x;
                if (!parse_got(p, T_TYPE)) /* x.(type): y stays NULL (a type switch's guard) */
                    e->y = parse_type(p);
                parse_want(p, T_RPAREN);
                x = e;
            } else {
                parse_syntax_error(p, "expecting name or (");
                ADVANCE(p, T_SEMICOLON, T_RPAREN);
            }
        } else if (t->kind == T_LBRACK) {
            parse_next(p);
            p->xnest++;
            Expr *lo = NULL;
            if (!parse_is(p, T_COLON)) {
                lo = parse_expr(p);
                if (!parse_is(p, T_COLON)) {
                    Expr *e = parse_new_expr(E_INDEX, t->pos);
                    e->x = x;
                    e->y = lo;
                    if (parse_got(p, T_COMMA)) { /* F[A, B]: an instantiation */
                        int cap = 0;
                        VEC_PUSH(e->list, e->nlist, cap, lo);
                        while (!parse_is(p, T_RBRACK) && !parse_is(p, T_EOF)) {
                            Expr *a = parse_type(p);
                            VEC_PUSH(e->list, e->nlist, cap, a);
                            if (!parse_got(p, T_COMMA))
                                break;
                        }
                        if (e->nlist < 2) {
                            e->list = NULL;
                            e->nlist = 0;
                        }
                    }
                    p->xnest--;
                    parse_want(p, T_RBRACK);
                    x = e;
                    continue;
                }
            }
            Expr *e = parse_new_expr(E_SLICE, t->pos);
            e->x = x;
            e->lo = lo;
            parse_next(p); /* ':' */
            if (!parse_is(p, T_COLON) && !parse_is(p, T_RBRACK))
                e->hi = parse_expr(p);
            if (parse_is(p, T_COLON)) {
                /* errors that let the checker run (as Go's compiler does), which takes the slice
                   as invalid */
                if (!e->hi) {
                    e->slice_missing[0] = p->tok->pos;
                    diag_soft_error(p->tok->pos, "middle index required in 3-index slice");
                }
                parse_next(p);
                if (parse_is(p, T_RBRACK)) {
                    e->slice_missing[1] = p->tok->pos;
                    diag_soft_error(p->tok->pos, "final index required in 3-index slice");
                } else
                    e->max = parse_expr(p);
                if (!e->max)
                    e->max = parse_new_expr(E_BAD, p->tok->pos);
            }
            p->xnest--;
            parse_want(p, T_RBRACK);
            x = e;
        } else if (t->kind == T_LPAREN) {
            Expr *e = parse_new_expr(E_CALL, t->pos);
            e->x = x;
            int cap = 0;
            parse_next(p);
            p->xnest++;
            bool closed = true;
            while (!parse_is(p, T_EOF) && !parse_is(p, T_RPAREN)) {
                int before = p->i;
                VEC_PUSH(e->list, e->nlist, cap, parse_expr(p));
                if (parse_got(p, T_ELLIPSIS))
                    e->has_ellipsis = true;
                if (!parse_list_sep(p, "argument list", T_COMMA, T_RPAREN) || p->i == before) {
                    closed = false;
                    break;
                }
            }
            p->xnest--;
            if (closed) {
                if (parse_is(p, T_RPAREN))
                    e->end = p->tok->pos;
                parse_want(p, T_RPAREN);
            }
            x = e;
        } else { /* '{' */
            if (!complit_ok(p, x)) {
                parse_leave(p);
                break;
            }
            if (unparen(x) != x)
                parse_syntax_error(p, "cannot parenthesize type in composite literal");
            x = composite_lit(p, x);
        }
    }
    p->depth = saved;
    return x;
}

/* UnaryExpr = PrimaryExpr | unary_op UnaryExpr */
static Expr *unary_expr(Parser *p)
{
    Token *t = p->tok;
    switch (t->kind) {
    case T_ADD: case T_SUB: case T_NOT: case T_XOR: case T_AND: case T_MUL: case T_ARROW:
    case T_TILDE: { /* ~x: Go's parser takes it, the checker refuses it outside constraints */
        if (!parse_enter(p, "expression"))
            return parse_bad_expr(p);
        parse_next(p);
        Expr *x = unary_expr(p);
        Expr *e;
        if (t->kind == T_ARROW && x->kind == E_CHANTYPE) {
            /* <-chan T: a receive-only channel type. Like Go's parser, <- re-associates down a
               chain of send-only channel types: <-chan<- chan int is <-chan (<-chan int) */
            Expr *c = x;
            bool send = true;
            while (send && c && c->kind == E_CHANTYPE) {
                send = c->op != T_CHAN && !strcmp(c->name, "send");
                if (c->op != T_CHAN && !send)
                    parse_syntax_error(p, "unexpected <-, expecting chan");
                c->op = T_ARROW;
                c->name = "recv";
                c = c->y;
            }
            if (send && c)
                parse_syntax_error(p, xprintf("unexpected %s, expecting chan", expr_string(c)));
            x->pos = t->pos;
            e = x;
        } else {
            e = parse_new_expr(t->kind == T_MUL ? E_STAR : E_UNARY, t->pos);
            e->tok = t;
            e->op = t->kind;
            e->x = x;
        }
        parse_leave(p);
        return e;
    }
    default:
        return primary_expr(p);
    }
}

static int precedence(TokKind k)
{
    switch (k) {
    case T_LOR: return 1;
    case T_LAND: return 2;
    case T_EQL: case T_NEQ: case T_LSS: case T_LEQ: case T_GTR: case T_GEQ: return 3;
    case T_ADD: case T_SUB: case T_OR: case T_XOR: return 4;
    case T_MUL: case T_QUO: case T_REM: case T_SHL: case T_SHR: case T_AND: case T_AND_NOT:
        return 5;
    default: return 0;
    }
}

/* BinaryExpr = Expression binary_op Expression, by precedence climbing */
static Expr *binary_expr(Parser *p, int prec)
{
    Expr *x = unary_expr(p);
    for (;;) {
        Token *t = p->tok;
        int tp = precedence(t->kind);
        if (tp < prec || tp == 0)
            break;
        if (++p->chain > MAX_CHAIN) { /* each operator deepens the tree */
            if (!p->too_deep) {
                p->too_deep = true;
                p->last_error_line = 0;
                parse_error_at(p, t->pos, xprintf("expression too complex: more than %d binary "
                                            "operators in a row (a limit of corogo)", MAX_CHAIN));
            }
            p->i = p->ntoks - 1;
            p->tok = &p->toks[p->i];
            break;
        }
        parse_next(p);
        Expr *e = parse_new_expr(E_BINARY, t->pos);
        e->tok = t;
        e->op = t->kind;
        e->x = x;
        e->y = binary_expr(p, tp + 1);
        x = e;
    }
    return x;
}

Expr *parse_expr(Parser *p)
{
    if (!parse_enter(p, "expression"))
        return parse_bad_expr(p);
    int outer = p->chain; /* a parenthesised or nested expression starts a chain of its own */
    p->chain = 0;
    Expr *e = binary_expr(p, 1);
    p->chain = outer;
    parse_leave(p);
    return e;
}

/* ---------------------------------------------------------------- declarations */

/* "=" (":=" is reported and accepted, for recovery) */
static bool got_assign(Parser *p)
{
    if (parse_is(p, T_DEFINE)) {
        parse_syntax_error(p, "expecting =");
        parse_next(p);
        return true;
    }
    return parse_got(p, T_ASSIGN);
}

static void name_list(Parser *p, VarSpec *s)
{
    int cap = 0, pcap = 0, n2 = 0;
    do {
        Pos pos = p->tok->pos;
        const char *name = parse_ident(p)->name;
        VEC_PUSH(s->names, s->nnames, cap, name);
        VEC_PUSH(s->name_pos, n2, pcap, pos);
    } while (parse_got(p, T_COMMA));
}

/* ConstSpec = IdentifierList [ [ Type ] "=" ExpressionList ] */
static VarSpec *const_spec(Parser *p, int iota, VarSpec *prev)
{
    VarSpec *s = xmalloc(sizeof *s);
    s->pos = p->tok->pos;
    s->iota = iota;
    name_list(p, s);
    if (!parse_is(p, T_EOF) && !parse_is(p, T_SEMICOLON) && !parse_is(p, T_RPAREN)) {
        s->texpr = parse_type_or_nil(p);
        if (got_assign(p))
            s->values = expr_list(p, &s->nvalues);
    }
    if (!s->texpr && !s->values) {
        s->implicit = true;
        if (prev) {
            s->texpr = prev->texpr;
            s->values = prev->values;
            s->nvalues = prev->nvalues;
        }
    }
    return s;
}

/* VarSpec = IdentifierList ( Type [ "=" ExpressionList ] | "=" ExpressionList ) */
static VarSpec *var_spec(Parser *p)
{
    VarSpec *s = xmalloc(sizeof *s);
    s->pos = p->tok->pos;
    name_list(p, s);
    if (got_assign(p)) {
        s->values = expr_list(p, &s->nvalues);
    } else {
        s->texpr = parse_type(p);
        if (got_assign(p))
            s->values = expr_list(p, &s->nvalues);
    }
    return s;
}

/* TypeSpec = identifier [ "=" ] Type */
static TypeSpec *type_spec(Parser *p)
{
    TypeSpec *s = xmalloc(sizeof *s);
    s->pos = p->tok->pos;
    s->name = parse_ident(p)->name;
    if (parse_is(p, T_LBRACK) && parse_peek(p, 1) == T_IDENT &&
        (parse_peek(p, 2) == T_IDENT || parse_peek(p, 2) == T_COMMA || parse_peek(p, 2) == T_TILDE ||
         parse_peek(p, 2) == T_INTERFACE || parse_peek(p, 2) == T_LBRACK || parse_peek(p, 2) == T_MAP ||
         parse_peek(p, 2) == T_CHAN || parse_peek(p, 2) == T_FUNC || parse_peek(p, 2) == T_STRUCT)) {
        /* type T[P any] ...: type parameters */
        parse_type_params(p, &s->tparams, &s->ntparams);
    }
    if (parse_got(p, T_ASSIGN))
        s->alias = true;
    s->texpr = parse_type(p);
    return s;
}

/* the specs of one or more declarations, with their capacities */
typedef struct SpecList {
    VarSpec **specs;
    int n, cap;
    TypeSpec **tspecs;
    int nt, tcap;
} SpecList;

/* one "const"/"var"/"type" declaration, grouped or not; the keyword is the current token */
static void decl_group(Parser *p, TokKind kw, SpecList *l)
{
    Token *kwtok = p->tok;
    parse_next(p);
    bool grouped = parse_got(p, T_LPAREN);
    int iota = 0;
    VarSpec *prev = NULL;
    while (!parse_is(p, T_EOF) && !(grouped && parse_is(p, T_RPAREN))) {
        int before = p->i;
        if (kw == T_TYPE) {
            VEC_PUSH(l->tspecs, l->nt, l->tcap, type_spec(p));
        } else {
            Token *first = grouped ? p->tok : kwtok;
            VarSpec *s = kw == T_CONST ? const_spec(p, iota++, prev) : var_spec(p);
            if (kw == T_VAR)
                parse_var_directives(p, s, first->comment, first->pos);
            prev = s;
            VEC_PUSH(l->specs, l->n, l->cap, s);
        }
        if (!grouped)
            return;
        if (!parse_list_sep(p, "grouped declaration", T_SEMICOLON, T_RPAREN) || p->i == before)
            return;
    }
    if (grouped)
        parse_want(p, T_RPAREN);
}

/* ---------------------------------------------------------------- statements */

/* Block = "{" StatementList "}" */
static Stmt *block(Parser *p, const char *context)
{
    Stmt *s = new_stmt(S_BLOCK, p->tok->pos);
    if (!parse_enter(p, "block"))
        return s;
    if (!parse_got(p, T_LBRACE)) {
        parse_syntax_error(p, context ? xprintf("expecting { after %s", context) : "expecting {");
        ADVANCE(p, T_IDENT, T_RBRACE);
        if (parse_is(p, T_RBRACE)) { /* Go's recovery: "}" ends the block, a name starts its list */
            s->end = p->tok->pos;
            parse_next(p);
            parse_leave(p);
            return s;
        }
        parse_got(p, T_LBRACE);
    }
    stmt_list(p, &s->body, &s->nbody);
    if (parse_is(p, T_RBRACE))
        s->end = p->tok->pos;
    parse_want(p, T_RBRACE);
    parse_leave(p);
    return s;
}

/* StatementList = { Statement ";" } */
static void stmt_list(Parser *p, Stmt ***out, int *nout)
{
    int cap = 0;
    *out = NULL;
    *nout = 0;
    while (!parse_is(p, T_EOF) && !parse_is(p, T_RBRACE) && !parse_is(p, T_CASE) && !parse_is(p, T_DEFAULT)) {
        int before = p->i;
        Stmt *s = stmt_or_nil(p);
        if (!s)
            break;
        VEC_PUSH(*out, *nout, cap, s);
        if (!parse_got(p, T_SEMICOLON) && !parse_is(p, T_RBRACE)) {
            parse_syntax_error(p, "at end of statement");
            ADVANCE(p, T_SEMICOLON, T_RBRACE, T_CASE, T_DEFAULT);
            parse_got(p, T_SEMICOLON);
        }
        if (p->i == before)
            break;
    }
}

/* SimpleStmt in an if/for/switch header (keyword) or alone (keyword 0). 'lhs' may already be
 * parsed (nlhs > 0). In a for header, "range" may follow. */
static Stmt *simple_stmt(Parser *p, Expr **lhs, int nlhs, TokKind keyword)
{
    if (keyword == T_FOR && parse_is(p, T_RANGE)) { /* for range x */
        Stmt *s = new_stmt(S_RANGE, p->tok->pos);
        parse_next(p);
        s->x = parse_expr(p);
        return s;
    }
    if (nlhs == 0)
        lhs = expr_list(p, &nlhs);
    Pos pos = lhs[0]->pos;
    Token *t = p->tok;
    if (nlhs == 1) {
        switch (t->kind) {
        case T_ADD_ASSIGN: case T_SUB_ASSIGN: case T_MUL_ASSIGN: case T_QUO_ASSIGN:
        case T_REM_ASSIGN: case T_AND_ASSIGN: case T_OR_ASSIGN: case T_XOR_ASSIGN:
        case T_SHL_ASSIGN: case T_SHR_ASSIGN: case T_AND_NOT_ASSIGN: {
            Stmt *s = new_stmt(S_OPASSIGN, pos);
            s->op = T_ADD + (t->kind - T_ADD_ASSIGN); /* ORDER TOK */
            parse_next(p);
            s->lhs = lhs;
            s->nlhs = 1;
            s->rhs = xmalloc(sizeof *s->rhs);
            s->rhs[0] = parse_expr(p);
            s->nrhs = 1;
            return s;
        }
        case T_INC: case T_DEC: {
            Stmt *s = new_stmt(S_INCDEC, pos);
            s->op = t->kind;
            parse_next(p);
            s->lhs = lhs;
            s->nlhs = 1;
            return s;
        }
        case T_ARROW: {
            Stmt *s = new_stmt(S_SEND, pos);
            parse_next(p);
            s->lhs = lhs;
            s->nlhs = 1;
            s->rhs = xmalloc(sizeof *s->rhs);
            s->rhs[0] = parse_expr(p);
            s->nrhs = 1;
            return s;
        }
        case T_ASSIGN: case T_DEFINE:
            break;
        default: {
            Stmt *s = new_stmt(S_EXPR, pos);
            s->x = lhs[0];
            return s;
        }
        }
    }
    if (t->kind == T_ASSIGN || t->kind == T_DEFINE) {
        bool define = t->kind == T_DEFINE;
        p->assign_pos = t->pos;
        parse_next(p);
        if (keyword == T_FOR && parse_is(p, T_RANGE)) {
            Stmt *s = new_stmt(S_RANGE, pos);
            parse_next(p);
            s->define = define;
            s->key = lhs[0];
            if (nlhs >= 2)
                s->value = lhs[1];
            if (nlhs > 2)
                parse_error_at(p, lhs[2]->pos,
                         "syntax error: range clause permits at most two iteration variables");
            s->x = parse_expr(p);
            return s;
        }
        Stmt *s = new_stmt(define ? S_DEFINE : S_ASSIGN, pos);
        s->end = p->assign_pos;
        s->lhs = lhs;
        s->nlhs = nlhs;
        s->rhs = expr_list(p, &s->nrhs);
        return s;
    }
    parse_syntax_error(p, "expecting := or = or comma");
    ADVANCE(p, T_SEMICOLON, T_RBRACE);
    Stmt *s = new_stmt(S_BAD, pos);
    s->x = lhs[0];
    return s;
}

static void exprs_string(StrBuf *b, Expr **l, int n)
{
    for (int i = 0; i < n; i++) {
        if (i)
            strbuf_puts(b, ", ");
        expr_string_append(b, l[i]);
    }
}

/* "assignment (x) = (1)" / "x := 1" / "x++" as the Go compiler prints them in messages */
static const char *stmt_string(const Stmt *s)
{
    StrBuf b = {0};
    switch (s->kind) {
    case S_ASSIGN:
        strbuf_puts(&b, "assignment (");
        exprs_string(&b, s->lhs, s->nlhs);
        strbuf_puts(&b, ") = (");
        exprs_string(&b, s->rhs, s->nrhs);
        strbuf_puts(&b, ")");
        break;
    case S_DEFINE:
        exprs_string(&b, s->lhs, s->nlhs);
        strbuf_puts(&b, " := ");
        exprs_string(&b, s->rhs, s->nrhs);
        break;
    case S_OPASSIGN:
        expr_string_append(&b, s->lhs[0]);
        strbuf_puts(&b, " ");
        strbuf_puts(&b, lex_token_name(s->op));
        strbuf_puts(&b, "= ");
        expr_string_append(&b, s->rhs[0]);
        break;
    case S_INCDEC:
        expr_string_append(&b, s->lhs[0]);
        strbuf_puts(&b, lex_token_name(s->op));
        break;
    case S_SEND:
        expr_string_append(&b, s->lhs[0]);
        strbuf_puts(&b, " <- ");
        expr_string_append(&b, s->rhs[0]);
        break;
    default:
        strbuf_puts(&b, "statement");
    }
    return strbuf_str(&b);
}

/* Header of if/for/switch: [ SimpleStmt ";" ] Expression (for: also the three-clause form and
 * range clauses). Composite literals are not allowed at the top level of a header. */
static void header(Parser *p, TokKind keyword, Stmt **init, Expr **cond, Stmt **post)
{
    *init = NULL;
    *cond = NULL;
    *post = NULL;
    if (parse_is(p, T_LBRACE)) {
        if (keyword == T_IF) {
            parse_syntax_error(p, "missing condition in if statement");
            *cond = parse_bad_expr(p);
        }
        return;
    }
    int outer = p->xnest;
    p->xnest = -1;
    if (!parse_is(p, T_SEMICOLON)) {
        if (parse_got(p, T_VAR))
            parse_syntax_error(p, xprintf("var declaration not allowed in %s initializer",
                                    lex_token_name(keyword)));
        *init = simple_stmt(p, NULL, 0, keyword);
        if ((*init)->kind == S_RANGE) {
            p->xnest = outer;
            return;
        }
    }
    Stmt *cond_stmt = NULL;
    Token *semi = NULL;
    if (!parse_is(p, T_LBRACE)) {
        if (parse_is(p, T_SEMICOLON)) {
            semi = p->tok;
            parse_next(p);
        } else {
            parse_want(p, T_LBRACE);
            if (!parse_is(p, T_LBRACE))
                ADVANCE(p, T_LBRACE, T_RBRACE);
        }
        if (keyword == T_FOR) {
            if (!parse_is(p, T_SEMICOLON)) {
                if (parse_is(p, T_LBRACE)) {
                    parse_syntax_error(p, "expecting for loop condition");
                    goto done;
                }
                cond_stmt = simple_stmt(p, NULL, 0, 0);
            }
            parse_want(p, T_SEMICOLON);
            if (!parse_is(p, T_LBRACE)) {
                *post = simple_stmt(p, NULL, 0, 0);
                if ((*post)->kind == S_DEFINE)
                    parse_error_at(p, p->assign_pos,
                             "syntax error: cannot declare in post statement of for loop");
            }
        } else if (!parse_is(p, T_LBRACE)) {
            cond_stmt = simple_stmt(p, NULL, 0, keyword);
        }
    } else {
        cond_stmt = *init;
        *init = NULL;
    }
done:
    if (!cond_stmt) {
        if (keyword == T_IF && semi) {
            if (semi->len == 1)
                parse_error_at(p, semi->pos, "syntax error: missing condition in if statement");
            else
                parse_error_at(p, semi->pos, xprintf("syntax error: unexpected %s, expecting { after if clause",
                                               tokdesc(semi)));
            *cond = parse_new_expr(E_BAD, semi->pos);
        }
    } else if (cond_stmt->kind == S_EXPR) {
        *cond = cond_stmt->x;
    } else if (keyword == T_SWITCH && cond_stmt->kind == S_DEFINE && cond_stmt->nrhs == 1 &&
               cond_stmt->nlhs == 1 && cond_stmt->lhs[0]->kind == E_IDENT && cond_stmt->rhs[0]->kind == E_TYPEASSERT &&
               !cond_stmt->rhs[0]->y) {
        *cond = cond_stmt->rhs[0]; /* v := x.(type): the type switch binds v in each clause */
        (*cond)->lhs_bind = cond_stmt->lhs[0];
    } else if (cond_stmt->kind != S_BAD) {
        Pos at = cond_stmt->kind == S_ASSIGN || cond_stmt->kind == S_DEFINE ? p->assign_pos
                                                                             : cond_stmt->pos;
        parse_error_at(p, at, xprintf("syntax error: cannot use %s as value", stmt_string(cond_stmt)));
        *cond = parse_new_expr(E_BAD, cond_stmt->pos);
    } else {
        *cond = parse_new_expr(E_BAD, cond_stmt->pos);
    }
    p->xnest = outer;
}

static Stmt *if_stmt(Parser *p)
{
    Stmt *s = new_stmt(S_IF, p->tok->pos);
    if (!parse_enter(p, "statement"))
        return s;
    parse_next(p);
    header(p, T_IF, &s->init, &s->cond, &s->post);
    s->then = block(p, "if clause");
    if (parse_got(p, T_ELSE)) {
        if (parse_is(p, T_IF))
            s->els = if_stmt(p);
        else if (parse_is(p, T_LBRACE))
            s->els = block(p, NULL);
        else {
            parse_syntax_error(p, "else must be followed by if or statement block");
            ADVANCE(p, T_IDENT, T_RBRACE);
        }
    }
    parse_leave(p);
    return s;
}

static Stmt *for_stmt(Parser *p)
{
    Pos pos = p->tok->pos;
    parse_next(p);
    Stmt *init;
    Expr *cond;
    Stmt *post;
    header(p, T_FOR, &init, &cond, &post);
    Stmt *s;
    if (init && init->kind == S_RANGE) {
        s = init;
        s->pos = pos;
    } else {
        s = new_stmt(S_FOR, pos);
        s->init = init;
        s->cond = cond;
        s->post = post;
    }
    s->then = block(p, "for clause");
    return s;
}

/* ExprSwitchStmt = "switch" [ SimpleStmt ";" ] [ Expression ] "{" { ExprCaseClause } "}" */
static Stmt *switch_stmt(Parser *p, bool is_select)
{
    Stmt *s = new_stmt(is_select ? S_SELECT : S_SWITCH, p->tok->pos);
    parse_next(p);
    if (!is_select)
        header(p, T_SWITCH, &s->init, &s->tag, &s->post);
    if (!parse_got(p, T_LBRACE)) {
        parse_syntax_error(p, is_select ? "expecting { after select clause"
                                  : "missing { after switch clause");
        ADVANCE(p, T_CASE, T_DEFAULT, T_RBRACE);
    }
    int cap = 0;
    while (!parse_is(p, T_EOF) && !parse_is(p, T_RBRACE)) {
        int before = p->i;
        CaseClause c = {0};
        c.pos = p->tok->pos;
        if (parse_got(p, T_CASE)) {
            if (is_select) {
                c.comm = simple_stmt(p, NULL, 0, 0); /* the communication: the checker sorts it */
                c.nexprs = 0;
                c.exprs = xmalloc(sizeof *c.exprs); /* non-NULL: not the default clause */
            } else {
                c.exprs = expr_list(p, &c.nexprs);
            }
        } else if (parse_got(p, T_DEFAULT)) {
            if (is_select)
                s->has_default = true;
        } else {
            parse_syntax_error(p, "expecting case or default or }");
            ADVANCE(p, T_COLON, T_CASE, T_DEFAULT, T_RBRACE);
        }
        parse_want(p, T_COLON);
        stmt_list(p, &c.body, &c.nbody);
        VEC_PUSH(s->clauses, s->nclauses, cap, c);
        if (p->i == before)
            break;
    }
    parse_want(p, T_RBRACE);
    return s;
}

/* go/defer: the operand must be a call */
static Stmt *call_stmt(Parser *p)
{
    Token *t = p->tok;
    Stmt *s = new_stmt(t->kind == T_GO ? S_GO : S_DEFER, t->pos);
    parse_next(p);
    Expr *x = unary_expr(p);
    if (x->kind == E_PAREN) {
        parse_error_at(p, x->pos, xprintf("expression in %s must not be parenthesized",
                                    lex_token_name(t->kind)));
        x = unparen(x);
    }
    if (x->kind != E_CALL && x->kind != E_BAD) {
        parse_error_at(p, x->pos, xprintf("expression in %s must be function call",
                                    lex_token_name(t->kind)));
        x = parse_new_expr(E_BAD, x->pos);
    }
    s->call = x;
    return s;
}

static Stmt *decl_stmt(Parser *p)
{
    TokKind kw = p->tok->kind;
    Stmt *s = new_stmt(kw == T_VAR ? S_VAR : kw == T_CONST ? S_CONST : S_TYPE, p->tok->pos);
    SpecList l = {0};
    decl_group(p, kw, &l);
    s->specs = l.specs;
    s->nspecs = l.n;
    s->tspecs = l.tspecs;
    s->ntspecs = l.nt;
    return s;
}

static Stmt *branch_stmt(Parser *p, StmtKind k, bool need_label)
{
    Stmt *s = new_stmt(k, p->tok->pos);
    parse_next(p);
    if (parse_is(p, T_IDENT) || need_label) {
        s->end = p->tok->pos; /* the label's name (for messages) */
        s->label = parse_ident(p)->name;
    }
    return s;
}

static Stmt *stmt_inner(Parser *p)
{
    Token *t = p->tok;
    switch (t->kind) {
    case T_IDENT: {
        int n;
        Expr **lhs = expr_list(p, &n);
        if (n == 1 && lhs[0]->kind == E_IDENT && parse_is(p, T_COLON)) {
            Stmt *s = new_stmt(S_LABELED, t->pos);
            s->label = lhs[0]->name;
            parse_next(p);
            if (parse_is(p, T_RBRACE)) {
                s->then = new_stmt(S_EMPTY, p->tok->pos);
                return s;
            }
            s->then = stmt_or_nil(p);
            if (!s->then) { /* no follow-on errors: the statement list ends here */
                parse_error_at(p, t->pos, "syntax error: missing statement after label");
                return NULL;
            }
            return s;
        }
        return simple_stmt(p, lhs, n, 0);
    }
    case T_VAR: case T_CONST: case T_TYPE:
        return decl_stmt(p);
    case T_LBRACE:
        return block(p, NULL);
    case T_ADD: case T_SUB: case T_MUL: case T_AND: case T_XOR: case T_NOT:
    case T_INT: case T_FLOAT: case T_IMAG: case T_CHAR: case T_STRING: case T_FUNC: case T_LPAREN:
    case T_LBRACK: case T_STRUCT: case T_MAP: case T_CHAN: case T_INTERFACE: case T_ARROW:
        return simple_stmt(p, NULL, 0, 0);
    case T_FOR:
        return for_stmt(p);
    case T_SWITCH:
        return switch_stmt(p, false);
    case T_SELECT:
        return switch_stmt(p, true);
    case T_IF:
        return if_stmt(p);
    case T_FALLTHROUGH: {
        Stmt *s = new_stmt(S_FALLTHROUGH, t->pos);
        parse_next(p);
        return s;
    }
    case T_BREAK:
        return branch_stmt(p, S_BREAK, false);
    case T_CONTINUE:
        return branch_stmt(p, S_CONTINUE, false);
    case T_GOTO:
        return branch_stmt(p, S_GOTO, true);
    case T_GO: case T_DEFER:
        return call_stmt(p);
    case T_RETURN: {
        Stmt *s = new_stmt(S_RETURN, t->pos);
        parse_next(p);
        if (!parse_is(p, T_SEMICOLON) && !parse_is(p, T_RBRACE))
            s->results = expr_list(p, &s->nresults);
        return s;
    }
    case T_SEMICOLON:
        return new_stmt(S_EMPTY, t->pos);
    default:
        return NULL;
    }
}

static Stmt *stmt_or_nil(Parser *p)
{
    if (!parse_enter(p, "statement"))
        return NULL;
    Stmt *s = stmt_inner(p);
    parse_leave(p);
    return s;
}

/* ---------------------------------------------------------------- functions */

static FuncDecl *func_decl(Parser *p)
{
    FuncDecl *f = xmalloc(sizeof *f);
    Token *kw = p->tok;
    f->pos = kw->pos;
    f->isr_irq = -1;
    parse_next(p);
    if (parse_is(p, T_LPAREN)) {
        Pos rpos = p->tok->pos;
        parse_next(p);
        Param *rs;
        int n;
        parse_param_list(p, &rs, &n, NULL);
        if (n == 0)
            parse_error_at(p, rpos, "method has no receiver");
        else if (n > 1)
            parse_error_at(p, rpos, "method has multiple receivers");
        if (n > 0)
            f->recv = &rs[0];
    }
    if (!parse_is(p, T_IDENT)) {
        parse_syntax_error(p, "expecting name or (");
        ADVANCE(p, T_LBRACE, T_SEMICOLON);
        if (parse_is(p, T_LBRACE)) { /* skip the body */
            p->fnest++;
            block(p, NULL);
            p->fnest--;
        }
        return NULL;
    }
    f->name = parse_tok_text(p->tok);
    f->name_pos = p->tok->pos;
    parse_next(p);
    if (parse_is(p, T_LBRACK)) {
        if (f->recv)
            parse_error_at(p, p->tok->pos, "syntax error: method must have no type parameters");
        parse_type_params(p, &f->tparams, &f->ntparams);
    }
    parse_signature(p, &f->sig);
    parse_func_directives(p, f, kw->comment, parse_is(p, T_LBRACE));
    if (parse_is(p, T_LBRACE)) {
        p->fnest++;
        int outer = p->xnest;
        p->xnest = 0;
        f->body = block(p, NULL);
        p->xnest = outer;
        p->fnest--;
    }
    return f;
}

/* ---------------------------------------------------------------- files */

static Decl *new_decl(int kind, Pos pos)
{
    Decl *d = xmalloc(sizeof *d);
    d->kind = kind;
    d->pos = pos;
    return d;
}

/* ImportSpec = [ "." | PackageName ] ImportPath */
static Import *import_spec(Parser *p)
{
    Import *im = xmalloc(sizeof *im);
    im->pos = p->tok->pos;
    if (parse_is(p, T_IDENT)) {
        im->name = parse_tok_text(p->tok);
        parse_next(p);
    } else if (parse_is(p, T_PERIOD)) {
        im->name = ".";
        parse_next(p);
    }
    if (parse_is(p, T_STRING)) {
        im->path = xstrndup(p->tok->sval ? p->tok->sval : "", (size_t)p->tok->slen);
        parse_next(p);
    } else if (parse_is(p, T_INT) || parse_is(p, T_FLOAT) || parse_is(p, T_IMAG) || parse_is(p, T_CHAR)) {
        parse_error_at(p, p->tok->pos, "syntax error: import path must be a string");
        parse_next(p);
        im->path = "";
    } else {
        parse_syntax_error(p, "missing import path");
        ADVANCE(p, T_SEMICOLON, T_RPAREN);
        im->path = "";
    }
    if (!im->name) { /* the local name is the path's last element */
        const char *slash = strrchr(im->path, '/');
        im->name = slash ? slash + 1 : im->path;
        im->implicit = true;
    }
    return im;
}

File *parse_file(const SrcFile *src)
{
    Parser P = {0}, *p = &P;
    p->src = src;
    p->toks = lex_file_deferred(src, &p->ntoks, &p->lex_errors, &p->nlex_errors);
    p->tok = &p->toks[0];
    flush_lex_errors(p, p->tok->pos, p->tok->kind == T_EOF);
    File *file = xmalloc(sizeof *file);
    file->src = (SrcFile *)src;
    int cap = 0;

    while (parse_is(p, T_SEMICOLON)) /* a file may start with ';' after a comment */
        parse_next(p);
    file->package_pos = p->tok->pos;
    if (!parse_got(p, T_PACKAGE)) {
        parse_syntax_error(p, "package statement must be first");
        file->package = "_";
        goto done;
    }
    file->package = parse_ident(p)->name;
    parse_want(p, T_SEMICOLON);
    if (p->nerrors)
        goto done;

    TokKind prev = T_IMPORT;
    while (!parse_is(p, T_EOF)) {
        int before = p->i;
        if (parse_is(p, T_IMPORT) && prev != T_IMPORT)
            parse_syntax_error(p, "imports must appear before other declarations");
        prev = p->tok->kind;
        Pos pos = p->tok->pos;
        switch (p->tok->kind) {
        case T_IMPORT: {
            parse_next(p);
            bool grouped = parse_got(p, T_LPAREN), ok = true;
            while (!parse_is(p, T_EOF) && !(grouped && parse_is(p, T_RPAREN))) {
                int b2 = p->i;
                Decl *d = new_decl(D_IMPORT, p->tok->pos);
                d->import = import_spec(p);
                VEC_PUSH(file->decls, file->ndecls, cap, d);
                if (!grouped)
                    break;
                if (!parse_list_sep(p, "grouped declaration", T_SEMICOLON, T_RPAREN) || p->i == b2) {
                    ok = false;
                    break;
                }
            }
            if (grouped && ok)
                parse_want(p, T_RPAREN);
            break;
        }
        case T_CONST: case T_VAR: case T_TYPE: {
            SpecList l = {0};
            TokKind kw = p->tok->kind;
            decl_group(p, kw, &l);
            for (int j = 0; j < l.n; j++) {
                Decl *d = new_decl(kw == T_CONST ? D_CONST : D_VAR, l.specs[j]->pos);
                d->spec = l.specs[j];
                VEC_PUSH(file->decls, file->ndecls, cap, d);
            }
            for (int j = 0; j < l.nt; j++) {
                Decl *d = new_decl(D_TYPE, l.tspecs[j]->pos);
                d->tspec = l.tspecs[j];
                VEC_PUSH(file->decls, file->ndecls, cap, d);
            }
            free(l.specs);
            free(l.tspecs);
            break;
        }
        case T_FUNC: {
            FuncDecl *f = func_decl(p);
            if (f) {
                Decl *d = new_decl(D_FUNC, pos);
                d->func = f;
                VEC_PUSH(file->decls, file->ndecls, cap, d);
            }
            break;
        }
        default:
            if (parse_is(p, T_LBRACE) && file->ndecls > 0 && file->decls[file->ndecls - 1]->kind == D_FUNC &&
                !file->decls[file->ndecls - 1]->func->body)
                parse_syntax_error(p, "unexpected semicolon or newline before {");
            else
                parse_syntax_error(p, "non-declaration statement outside function body");
            ADVANCE(p, T_IMPORT, T_CONST, T_TYPE, T_VAR, T_FUNC);
            if (p->i == before)
                parse_next(p);
            continue;
        }
        if (!parse_is(p, T_EOF) && !parse_got(p, T_SEMICOLON)) {
            parse_syntax_error(p, "after top level declaration");
            ADVANCE(p, T_IMPORT, T_CONST, T_TYPE, T_VAR, T_FUNC);
        }
        if (p->i == before)
            parse_next(p);
    }
done:
    flush_lex_errors(p, p->tok->pos, true);
    return file;
}
