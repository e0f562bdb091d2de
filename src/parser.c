/* parser.c - recursive descent over Go's grammar, from the token array of lexer.c to the syntax
 * tree of ast.h: package clause, imports, const/var/type/func declarations (with the //export,
 * //go:linkname and //corogo: directives read from the comment above a func), every statement
 * of StmtKind, expressions with Go's five precedence levels, and type syntax. It fills only the
 * syntax fields; the checker fills the rest. Syntax errors use the Go compiler's wording
 * ("syntax error: unexpected X, expected Y"), at most one per line; after an error the parser
 * skips to a token that can follow the broken construct, so independent errors in one file are
 * all reported. Nesting is capped (MAX_DEPTH) so that no input can exhaust the stack, and every
 * loop consumes a token or stops, so no input can make it loop forever. */
#include <stdlib.h>
#include <string.h>

#include "corogo.h"

/* deepest nesting of expressions, types and statements (each level costs a few stack frames) */
#define MAX_DEPTH AST_MAX_DEPTH
/* longest chain of binary operators in one expression: each one deepens the tree by one level
 * (left-associative), and later stages walk the tree recursively */
#define MAX_CHAIN 2000

typedef struct Parser {
    const SrcFile *src;
    Token *toks;
    int ntoks;
    int i;            /* index of the current token */
    Token *tok;       /* the current token */
    int xnest;        /* expression nesting; < 0 in if/for/switch headers (no composite literals) */
    int fnest;        /* function nesting (statement keywords are resynchronisation points) */
    int depth;        /* recursion depth, see enter() */
    bool too_deep;
    int chain;        /* binary operators in the current chain, see binary_expr() */
    int nerrors;
    int last_error_line;
    Pos assign_pos;   /* position of the last "=" or ":=" of an assignment (for messages) */
    LexError *lex_errors; /* the lexer's errors, reported in position order among ours */
    int nlex_errors, next_lex_error;
} Parser;

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

static void next(Parser *p)
{
    if (p->tok->kind != T_EOF)
        p->tok = &p->toks[++p->i];
    flush_lex_errors(p, p->tok->pos, p->tok->kind == T_EOF);
}

static bool is(Parser *p, TokKind k)
{
    return p->tok->kind == k;
}

static TokKind peek(Parser *p, int n)
{
    int j = p->i + n;
    return j < p->ntoks ? p->toks[j].kind : T_EOF;
}

static bool got(Parser *p, TokKind k)
{
    if (p->tok->kind == k) {
        next(p);
        return true;
    }
    return false;
}

static bool is_keyword(TokKind k)
{
    return k >= T_BREAK && k <= T_VAR;
}

/* a token kind in an "expected ..." message */
static const char *tokstring(TokKind k)
{
    switch (k) {
    case T_COMMA: return "comma";
    case T_SEMICOLON: return "semicolon or newline";
    case T_IDENT: return "name";
    default: return lex_token_name(k);
    }
}

/* the current token in an "unexpected ..." message, as the Go compiler words it */
static const char *tokdesc(const Token *t)
{
    switch (t->kind) {
    case T_IDENT:
        return xprintf("name %.*s", t->len, t->start);
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
        if (is_keyword(t->kind))
            return xprintf("keyword %s", lex_token_name(t->kind));
        return lex_token_name(t->kind);
    }
}

/* ---------------------------------------------------------------- errors */

static void error_at(Parser *p, Pos pos, const char *msg)
{
    flush_lex_errors(p, pos, false);
    if (pos.line == p->last_error_line) /* one error per line, like the Go compiler */
        return;
    p->last_error_line = pos.line;
    p->nerrors++;
    diag_error(pos, "%s", msg);
}

/* msg starting with "in "/"at "/"after " or "expected ": prefixed with "unexpected <token>";
 * anything else is reported as is after "syntax error: " */
static void syntax_error_at(Parser *p, Pos pos, const char *msg)
{
    if (is(p, T_EOF) && p->nerrors > 0)
        return; /* avoid meaningless follow-up errors */
    const char *m;
    if (!strncmp(msg, "in ", 3) || !strncmp(msg, "at ", 3) || !strncmp(msg, "after ", 6))
        m = xprintf("syntax error: unexpected %s %s", tokdesc(p->tok), msg);
    else if (!strncmp(msg, "expected ", 9))
        m = xprintf("syntax error: unexpected %s, %s", tokdesc(p->tok), msg);
    else
        m = xprintf("syntax error: %s", msg);
    error_at(p, pos, m);
}

static void syntax_error(Parser *p, const char *msg)
{
    syntax_error_at(p, p->tok->pos, msg);
}

/* Skip tokens until one of 'follow' (or a statement keyword inside a function, or EOF). With
 * no follow tokens, skip exactly one token. */
static void advance_set(Parser *p, const TokKind *follow, int n)
{
    if (n == 0) {
        next(p);
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
        next(p);
    }
}
#define ADVANCE(p, ...) \
    advance_set(p, (const TokKind[]){__VA_ARGS__}, \
                (int)(sizeof((const TokKind[]){__VA_ARGS__}) / sizeof(TokKind)))

static void want(Parser *p, TokKind k)
{
    if (!got(p, k)) {
        syntax_error(p, xprintf("expected %s", tokstring(k)));
        advance_set(p, NULL, 0);
    }
}

/* Enter one level of nesting. Past MAX_DEPTH: report once and skip to the end of the file so
 * that every caller unwinds at once. */
static bool enter(Parser *p, const char *what)
{
    if (p->depth >= MAX_DEPTH) {
        if (!p->too_deep) {
            p->too_deep = true;
            p->last_error_line = 0;
            error_at(p, p->tok->pos, xprintf("syntax error: %s nested too deeply", what));
        }
        p->i = p->ntoks - 1;
        p->tok = &p->toks[p->i];
        return false;
    }
    p->depth++;
    return true;
}

static void leave(Parser *p)
{
    p->depth--;
}

/* ---------------------------------------------------------------- nodes */

static Expr *new_expr(ExprKind k, Pos pos)
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

static Expr *bad_expr(Parser *p)
{
    return new_expr(E_BAD, p->tok->pos);
}

static const char *tok_text(const Token *t)
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
static bool list_sep(Parser *p, const char *context, TokKind sep, TokKind close)
{
    if (got(p, sep) || is(p, close))
        return true;
    syntax_error(p, xprintf("in %s; possibly missing %s or %s", context, tokstring(sep),
                            tokstring(close)));
    ADVANCE(p, T_RPAREN, T_RBRACK, T_RBRACE);
    return is(p, close);
}

/* ---------------------------------------------------------------- forward declarations */

static Expr *expr(Parser *p);
static Expr *type_or_nil(Parser *p);
static Expr *type(Parser *p);
static Stmt *block(Parser *p, const char *context);
static Stmt *stmt_or_nil(Parser *p);
static void stmt_list(Parser *p, Stmt ***out, int *nout);
static void signature(Parser *p, FuncSig *sig);
static Stmt *simple_stmt(Parser *p, Expr **lhs, int nlhs, TokKind keyword);

/* ---------------------------------------------------------------- expressions */

static Expr *ident(Parser *p)
{
    Expr *e = new_expr(E_IDENT, p->tok->pos);
    if (is(p, T_IDENT)) {
        e->tok = p->tok;
        e->name = tok_text(p->tok);
        next(p);
    } else {
        syntax_error(p, "expected name");
        advance_set(p, NULL, 0);
        e->kind = E_BAD;
        e->name = "_";
    }
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
        VEC_PUSH(list, *n, cap, expr(p));
        if (p->i == before && !is(p, T_COMMA))
            break;
    } while (got(p, T_COMMA));
    return list;
}

/* Element = Expr | LiteralValue ; KeyedElement = [ Element ":" ] Element */
static Expr *composite_lit(Parser *p, Expr *type);

static Expr *element(Parser *p)
{
    if (is(p, T_LBRACE))
        return composite_lit(p, NULL);
    return expr(p);
}

/* LiteralValue = "{" [ ElementList [ "," ] ] "}" */
static Expr *composite_lit(Parser *p, Expr *type)
{
    Expr *e = new_expr(E_COMPOSITE, type ? type->pos : p->tok->pos);
    e->x = type;
    if (!enter(p, "expression"))
        return e;
    int cap = 0;
    p->xnest++;
    want(p, T_LBRACE);
    while (!is(p, T_EOF) && !is(p, T_RBRACE)) {
        int before = p->i;
        Expr *x = element(p);
        if (is(p, T_COLON)) {
            Expr *kv = new_expr(E_KEYVALUE, x->pos);
            next(p);
            kv->x = x;
            kv->y = element(p);
            x = kv;
        }
        VEC_PUSH(e->list, e->nlist, cap, x);
        if (!list_sep(p, "composite literal", T_COMMA, T_RBRACE) || p->i == before)
            goto out;
    }
    want(p, T_RBRACE);
out:
    p->xnest--;
    leave(p);
    return e;
}

/* Operand = Literal | OperandName | "(" Expression ")" | FunctionLit | type */
static Expr *operand(Parser *p)
{
    Token *t = p->tok;
    Expr *e;
    switch (t->kind) {
    case T_IDENT:
        return ident(p);
    case T_INT: case T_FLOAT: case T_IMAG: case T_CHAR: case T_STRING:
        e = new_expr(t->kind == T_INT ? E_INTLIT : t->kind == T_CHAR ? E_CHARLIT
                     : t->kind == T_STRING ? E_STRLIT : E_FLOATLIT, t->pos);
        e->tok = t;
        next(p);
        return e;
    case T_LPAREN:
        e = new_expr(E_PAREN, t->pos);
        next(p);
        p->xnest++;
        e->x = expr(p);
        p->xnest--;
        want(p, T_RPAREN);
        return e;
    case T_FUNC: {
        next(p);
        FuncSig *sig = xmalloc(sizeof *sig);
        signature(p, sig);
        if (is(p, T_LBRACE)) {
            e = new_expr(E_FUNCLIT, t->pos);
            int outer = p->xnest;
            p->xnest = 0;
            p->fnest++;
            e->body = block(p, NULL);
            p->fnest--;
            p->xnest = outer;
        } else {
            e = new_expr(E_FUNCTYPE, t->pos);
        }
        e->sig = sig;
        return e;
    }
    case T_LBRACK: case T_CHAN: case T_MAP: case T_STRUCT: case T_INTERFACE: case T_MUL:
        return type(p);
    default:
        syntax_error(p, "expected expression");
        e = bad_expr(p);
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
        if (!enter(p, "expression")) /* every suffix deepens the tree */
            break;
        if (t->kind == T_PERIOD) {
            next(p);
            if (is(p, T_IDENT)) {
                Expr *e = new_expr(E_SELECTOR, p->tok->pos);
                e->tok = p->tok;
                e->name = tok_text(p->tok);
                e->x = x;
                next(p);
                x = e;
            } else if (is(p, T_LPAREN)) {
                next(p);
                if (got(p, T_TYPE)) {
                    error_at(p, t->pos, "type switches are not supported by corogo");
                } else {
                    error_at(p, t->pos, "type assertions are not supported by corogo");
                    type(p);
                }
                want(p, T_RPAREN);
                Expr *e = new_expr(E_BAD, t->pos);
                e->x = x;
                x = e;
            } else {
                syntax_error(p, "expected name or (");
                ADVANCE(p, T_SEMICOLON, T_RPAREN);
            }
        } else if (t->kind == T_LBRACK) {
            next(p);
            p->xnest++;
            Expr *lo = NULL;
            if (!is(p, T_COLON)) {
                lo = expr(p);
                if (!is(p, T_COLON)) {
                    Expr *e = new_expr(E_INDEX, t->pos);
                    e->x = x;
                    e->y = lo;
                    p->xnest--;
                    want(p, T_RBRACK);
                    x = e;
                    continue;
                }
            }
            Expr *e = new_expr(E_SLICE, t->pos);
            e->x = x;
            e->lo = lo;
            next(p); /* ':' */
            if (!is(p, T_COLON) && !is(p, T_RBRACK))
                e->hi = expr(p);
            if (is(p, T_COLON)) {
                if (!e->hi)
                    error_at(p, p->tok->pos, "middle index required in 3-index slice");
                next(p);
                if (is(p, T_RBRACK))
                    error_at(p, p->tok->pos, "final index required in 3-index slice");
                else
                    e->max = expr(p);
                if (!e->max)
                    e->max = new_expr(E_BAD, p->tok->pos);
            }
            p->xnest--;
            want(p, T_RBRACK);
            x = e;
        } else if (t->kind == T_LPAREN) {
            Expr *e = new_expr(E_CALL, t->pos);
            e->x = x;
            int cap = 0;
            next(p);
            p->xnest++;
            bool closed = true;
            while (!is(p, T_EOF) && !is(p, T_RPAREN)) {
                int before = p->i;
                VEC_PUSH(e->list, e->nlist, cap, expr(p));
                if (got(p, T_ELLIPSIS))
                    e->has_ellipsis = true;
                if (!list_sep(p, "argument list", T_COMMA, T_RPAREN) || p->i == before) {
                    closed = false;
                    break;
                }
            }
            p->xnest--;
            if (closed) {
                if (is(p, T_RPAREN))
                    e->end = p->tok->pos;
                want(p, T_RPAREN);
            }
            x = e;
        } else { /* '{' */
            if (!complit_ok(p, x)) {
                leave(p);
                break;
            }
            if (unparen(x) != x)
                syntax_error(p, "cannot parenthesize type in composite literal");
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
    case T_ADD: case T_SUB: case T_NOT: case T_XOR: case T_AND: case T_MUL: case T_ARROW: {
        if (!enter(p, "expression"))
            return bad_expr(p);
        next(p);
        Expr *x = unary_expr(p);
        Expr *e;
        if (t->kind == T_ARROW && x->kind == E_CHANTYPE && x->op == T_CHAN) {
            /* <-chan T: a receive-only channel type */
            x->op = T_ARROW;
            x->name = "recv";
            x->pos = t->pos;
            e = x;
        } else {
            e = new_expr(t->kind == T_MUL ? E_STAR : E_UNARY, t->pos);
            e->tok = t;
            e->op = t->kind;
            e->x = x;
        }
        leave(p);
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
                error_at(p, t->pos, xprintf("expression too complex: more than %d binary "
                                            "operators in a row (a limit of corogo)", MAX_CHAIN));
            }
            p->i = p->ntoks - 1;
            p->tok = &p->toks[p->i];
            break;
        }
        next(p);
        Expr *e = new_expr(E_BINARY, t->pos);
        e->tok = t;
        e->op = t->kind;
        e->x = x;
        e->y = binary_expr(p, tp + 1);
        x = e;
    }
    return x;
}

static Expr *expr(Parser *p)
{
    if (!enter(p, "expression"))
        return bad_expr(p);
    int outer = p->chain; /* a parenthesised or nested expression starts a chain of its own */
    p->chain = 0;
    Expr *e = binary_expr(p, 1);
    p->chain = outer;
    leave(p);
    return e;
}

/* ---------------------------------------------------------------- types */

/* TypeName = identifier | PackageName "." identifier */
static Expr *qualified_name(Parser *p)
{
    Expr *x = ident(p);
    if (is(p, T_PERIOD)) {
        next(p);
        Expr *e = new_expr(E_SELECTOR, p->tok->pos);
        e->x = x;
        if (is(p, T_IDENT)) {
            e->tok = p->tok;
            e->name = tok_text(p->tok);
            next(p);
        } else {
            syntax_error(p, "expected name");
            advance_set(p, NULL, 0);
            e->kind = E_BAD;
        }
        x = e;
    }
    if (is(p, T_LBRACK) && p->xnest >= 0 && peek(p, 1) != T_RBRACK) {
        /* T[args]: an instantiated generic type */
        error_at(p, p->tok->pos, "generic types are not supported by corogo");
        int depth = 0;
        do {
            if (is(p, T_LBRACK))
                depth++;
            else if (is(p, T_RBRACK))
                depth--;
            next(p);
        } while (depth > 0 && !is(p, T_EOF) && !is(p, T_SEMICOLON));
    }
    return x;
}

/* StructType = "struct" "{" { FieldDecl ";" } "}" ;
 * FieldDecl = (IdentifierList Type | EmbeddedField) [ Tag ] */
static Expr *struct_type(Parser *p)
{
    Expr *e = new_expr(E_STRUCTTYPE, p->tok->pos);
    int fcap = 0, tcap = 0, n = 0;
    next(p);
    want(p, T_LBRACE);
    while (!is(p, T_EOF) && !is(p, T_RBRACE)) {
        int before = p->i;
        if (is(p, T_IDENT) && peek(p, 1) != T_PERIOD && peek(p, 1) != T_SEMICOLON &&
            peek(p, 1) != T_RBRACE && peek(p, 1) != T_STRING) {
            /* IdentifierList Type */
            int first = e->nfields;
            do {
                Field f = {0};
                f.pos = p->tok->pos;
                f.name = ident(p)->name;
                VEC_PUSH(e->fields, e->nfields, fcap, f);
            } while (got(p, T_COMMA));
            Expr *t = type(p);
            for (int j = first; j < e->nfields; j++)
                VEC_PUSH(e->texprs, n, tcap, t);
        } else if (is(p, T_IDENT) || is(p, T_MUL) || is(p, T_LPAREN)) {
            /* EmbeddedField = [ "*" ] TypeName */
            Field f = {0};
            f.pos = p->tok->pos;
            f.embedded = true;
            Expr *t;
            bool paren = got(p, T_LPAREN);
            if (paren)
                error_at(p, f.pos, "syntax error: cannot parenthesize embedded type");
            if (is(p, T_MUL)) {
                t = new_expr(E_STAR, p->tok->pos);
                t->op = T_MUL;
                t->tok = p->tok;
                next(p);
                t->x = qualified_name(p);
                f.name = t->x->name;
            } else {
                t = qualified_name(p);
                f.name = t->name;
            }
            if (paren)
                want(p, T_RPAREN);
            if (!f.name)
                f.name = "_";
            VEC_PUSH(e->fields, e->nfields, fcap, f);
            VEC_PUSH(e->texprs, n, tcap, t);
        } else {
            syntax_error(p, "expected field name or embedded type");
            ADVANCE(p, T_SEMICOLON, T_RBRACE);
        }
        if (is(p, T_STRING)) /* tags are ignored */
            next(p);
        if (!list_sep(p, "struct type", T_SEMICOLON, T_RBRACE) || p->i == before)
            return e;
    }
    want(p, T_RBRACE);
    return e;
}

/* InterfaceType = "interface" "{" { ( MethodSpec | InterfaceElem ) ";" } "}": parsed only so
 * that the checker can reject it by name; nothing is kept */
static Expr *interface_type(Parser *p)
{
    Expr *e = new_expr(E_INTERFACETYPE, p->tok->pos);
    next(p);
    want(p, T_LBRACE);
    while (!is(p, T_EOF) && !is(p, T_RBRACE)) {
        int before = p->i;
        if (is(p, T_IDENT) && peek(p, 1) == T_LPAREN) {
            next(p);
            FuncSig sig = {0};
            signature(p, &sig);
        } else {
            do {
                got(p, T_TILDE);
                type(p);
            } while (got(p, T_OR));
        }
        if (!list_sep(p, "interface type", T_SEMICOLON, T_RBRACE) || p->i == before)
            return e;
    }
    want(p, T_RBRACE);
    return e;
}

/* the element type of a channel type */
static Expr *chan_elem(Parser *p)
{
    Expr *t = type_or_nil(p);
    if (!t) {
        t = bad_expr(p);
        syntax_error(p, "missing channel element type"); /* and assume it is simply absent */
    }
    return t;
}

static Expr *type_or_nil(Parser *p)
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
    if (!enter(p, "type"))
        return bad_expr(p);
    switch (t->kind) {
    case T_MUL:
        e = new_expr(E_STAR, t->pos);
        e->op = T_MUL;
        e->tok = t;
        next(p);
        e->x = type(p);
        break;
    case T_ARROW: /* <-chan T */
        e = new_expr(E_CHANTYPE, t->pos);
        next(p);
        want(p, T_CHAN);
        e->op = T_ARROW;
        e->name = "recv";
        e->y = chan_elem(p);
        break;
    case T_FUNC:
        e = new_expr(E_FUNCTYPE, t->pos);
        next(p);
        e->sig = xmalloc(sizeof *e->sig);
        signature(p, e->sig);
        break;
    case T_LBRACK:
        e = new_expr(E_ARRAYTYPE, t->pos);
        next(p);
        if (!got(p, T_RBRACK)) {
            p->xnest++;
            if (is(p, T_ELLIPSIS)) {
                e->x = new_expr(E_ELLIPSIS, p->tok->pos);
                next(p);
            } else {
                e->x = expr(p);
            }
            p->xnest--;
            want(p, T_RBRACK);
        }
        e->y = type(p);
        break;
    case T_CHAN:
        e = new_expr(E_CHANTYPE, t->pos);
        next(p);
        e->op = T_CHAN;
        if (got(p, T_ARROW)) {
            e->op = T_ARROW;
            e->name = "send";
        }
        e->y = chan_elem(p);
        break;
    case T_MAP:
        e = new_expr(E_MAPTYPE, t->pos);
        next(p);
        want(p, T_LBRACK);
        e->x = type(p);
        want(p, T_RBRACK);
        e->y = type(p);
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
        e = new_expr(E_PAREN, t->pos);
        next(p);
        e->x = type(p);
        want(p, T_RPAREN);
        break;
    default:
        break;
    }
    leave(p);
    return e;
}

static Expr *type(Parser *p)
{
    Expr *t = type_or_nil(p);
    if (!t) {
        t = bad_expr(p);
        syntax_error(p, "expected type");
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
static void param_list(Parser *p, Param **out, int *nout, bool *named)
{
    ParamEntry *es = NULL;
    int n = 0, cap = 0;
    bool closed = true;
    while (!is(p, T_EOF) && !is(p, T_RPAREN)) {
        int before = p->i;
        ParamEntry e = {0};
        e.pos = p->tok->pos;
        if (is(p, T_IDENT) && peek(p, 1) != T_PERIOD) {
            e.name = p->tok;
            next(p);
            if (got(p, T_ELLIPSIS)) {
                e.variadic = true;
                e.texpr = type(p);
            } else if (!is(p, T_COMMA) && !is(p, T_RPAREN)) {
                e.texpr = type_or_nil(p);
            }
        } else if (got(p, T_ELLIPSIS)) {
            e.variadic = true;
            e.texpr = type(p);
        } else {
            e.texpr = type_or_nil(p);
            if (!e.texpr) {
                syntax_error(p, "expected )");
                ADVANCE(p, T_COMMA, T_RPAREN);
                e.texpr = new_expr(E_BAD, e.pos);
            }
        }
        VEC_PUSH(es, n, cap, e);
        if (!list_sep(p, "parameter list", T_COMMA, T_RPAREN) || p->i == before) {
            closed = false;
            break;
        }
    }
    if (closed)
        want(p, T_RPAREN);

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
                    error_at(p, e->pos, "syntax error: mixed named and unnamed parameters");
                reported = true;
                if (!e->name) {
                    ps[j].texpr = e->texpr;
                    ps[j].pos = e->pos;
                    ps[j].variadic = e->variadic;
                    continue;
                }
                cur = new_expr(E_BAD, e->pos);
            }
            ps[j].name = tok_text(e->name);
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
                Expr *id = new_expr(E_IDENT, es[j].pos);
                id->tok = es[j].name;
                id->name = tok_text(es[j].name);
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
static void signature(Parser *p, FuncSig *sig)
{
    if (!got(p, T_LPAREN)) {
        syntax_error(p, "expected (");
        ADVANCE(p, T_LBRACE, T_SEMICOLON);
        return;
    }
    param_list(p, &sig->params, &sig->nparams, NULL);
    if (got(p, T_LPAREN)) {
        param_list(p, &sig->results, &sig->nresults, &sig->named_results);
    } else {
        Expr *t = type_or_nil(p);
        if (t) {
            sig->results = xmalloc(sizeof *sig->results);
            sig->results[0].pos = t->pos;
            sig->results[0].texpr = t;
            sig->nresults = 1;
        }
    }
}

/* ---------------------------------------------------------------- declarations */

/* "=" (":=" is reported and accepted, for recovery) */
static bool got_assign(Parser *p)
{
    if (is(p, T_DEFINE)) {
        syntax_error(p, "expected =");
        next(p);
        return true;
    }
    return got(p, T_ASSIGN);
}

static void name_list(Parser *p, VarSpec *s)
{
    int cap = 0, pcap = 0, n2 = 0;
    do {
        Pos pos = p->tok->pos;
        const char *name = ident(p)->name;
        VEC_PUSH(s->names, s->nnames, cap, name);
        VEC_PUSH(s->name_pos, n2, pcap, pos);
    } while (got(p, T_COMMA));
}

/* ConstSpec = IdentifierList [ [ Type ] "=" ExpressionList ] */
static VarSpec *const_spec(Parser *p, int iota, VarSpec *prev)
{
    VarSpec *s = xmalloc(sizeof *s);
    s->pos = p->tok->pos;
    s->iota = iota;
    name_list(p, s);
    if (!is(p, T_EOF) && !is(p, T_SEMICOLON) && !is(p, T_RPAREN)) {
        s->texpr = type_or_nil(p);
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
        s->texpr = type(p);
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
    s->name = ident(p)->name;
    if (is(p, T_LBRACK) && peek(p, 1) == T_IDENT &&
        (peek(p, 2) == T_IDENT || peek(p, 2) == T_COMMA || peek(p, 2) == T_TILDE ||
         peek(p, 2) == T_INTERFACE)) {
        /* type T[P any] ...: type parameters */
        error_at(p, p->tok->pos, "generic types are not supported by corogo");
        int depth = 0;
        do {
            if (is(p, T_LBRACK))
                depth++;
            else if (is(p, T_RBRACK))
                depth--;
            next(p);
        } while (depth > 0 && !is(p, T_EOF) && !is(p, T_SEMICOLON));
    }
    if (got(p, T_ASSIGN))
        s->alias = true;
    s->texpr = type(p);
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
    next(p);
    bool grouped = got(p, T_LPAREN);
    int iota = 0;
    VarSpec *prev = NULL;
    while (!is(p, T_EOF) && !(grouped && is(p, T_RPAREN))) {
        int before = p->i;
        if (kw == T_TYPE) {
            VEC_PUSH(l->tspecs, l->nt, l->tcap, type_spec(p));
        } else {
            VarSpec *s = kw == T_CONST ? const_spec(p, iota++, prev) : var_spec(p);
            prev = s;
            VEC_PUSH(l->specs, l->n, l->cap, s);
        }
        if (!grouped)
            return;
        if (!list_sep(p, "grouped declaration", T_SEMICOLON, T_RPAREN) || p->i == before)
            return;
    }
    if (grouped)
        want(p, T_RPAREN);
}

/* ---------------------------------------------------------------- statements */

/* Block = "{" StatementList "}" */
static Stmt *block(Parser *p, const char *context)
{
    Stmt *s = new_stmt(S_BLOCK, p->tok->pos);
    if (!enter(p, "block"))
        return s;
    if (!got(p, T_LBRACE)) {
        syntax_error(p, context ? xprintf("expected { after %s", context) : "expected {");
        ADVANCE(p, T_IDENT, T_RBRACE);
        if (!is(p, T_RBRACE) && !is(p, T_LBRACE)) {
            leave(p);
            return s;
        }
        got(p, T_LBRACE);
    }
    stmt_list(p, &s->body, &s->nbody);
    if (is(p, T_RBRACE))
        s->end = p->tok->pos;
    want(p, T_RBRACE);
    leave(p);
    return s;
}

/* StatementList = { Statement ";" } */
static void stmt_list(Parser *p, Stmt ***out, int *nout)
{
    int cap = 0;
    *out = NULL;
    *nout = 0;
    while (!is(p, T_EOF) && !is(p, T_RBRACE) && !is(p, T_CASE) && !is(p, T_DEFAULT)) {
        int before = p->i;
        Stmt *s = stmt_or_nil(p);
        if (!s)
            break;
        VEC_PUSH(*out, *nout, cap, s);
        if (!got(p, T_SEMICOLON) && !is(p, T_RBRACE)) {
            syntax_error(p, "at end of statement");
            ADVANCE(p, T_SEMICOLON, T_RBRACE, T_CASE, T_DEFAULT);
            got(p, T_SEMICOLON);
        }
        if (p->i == before)
            break;
    }
}

/* SimpleStmt in an if/for/switch header (keyword) or alone (keyword 0). 'lhs' may already be
 * parsed (nlhs > 0). In a for header, "range" may follow. */
static Stmt *simple_stmt(Parser *p, Expr **lhs, int nlhs, TokKind keyword)
{
    if (keyword == T_FOR && is(p, T_RANGE)) { /* for range x */
        Stmt *s = new_stmt(S_RANGE, p->tok->pos);
        next(p);
        s->x = expr(p);
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
            next(p);
            s->lhs = lhs;
            s->nlhs = 1;
            s->rhs = xmalloc(sizeof *s->rhs);
            s->rhs[0] = expr(p);
            s->nrhs = 1;
            return s;
        }
        case T_INC: case T_DEC: {
            Stmt *s = new_stmt(S_INCDEC, pos);
            s->op = t->kind;
            next(p);
            s->lhs = lhs;
            s->nlhs = 1;
            return s;
        }
        case T_ARROW: {
            Stmt *s = new_stmt(S_SEND, pos);
            next(p);
            s->lhs = lhs;
            s->nlhs = 1;
            s->rhs = xmalloc(sizeof *s->rhs);
            s->rhs[0] = expr(p);
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
        next(p);
        if (keyword == T_FOR && is(p, T_RANGE)) {
            Stmt *s = new_stmt(S_RANGE, pos);
            next(p);
            s->define = define;
            s->key = lhs[0];
            if (nlhs >= 2)
                s->value = lhs[1];
            if (nlhs > 2)
                error_at(p, lhs[2]->pos,
                         "syntax error: range clause permits at most two iteration variables");
            s->x = expr(p);
            return s;
        }
        Stmt *s = new_stmt(define ? S_DEFINE : S_ASSIGN, pos);
        s->lhs = lhs;
        s->nlhs = nlhs;
        s->rhs = expr_list(p, &s->nrhs);
        return s;
    }
    syntax_error(p, "expected := or = or comma");
    ADVANCE(p, T_SEMICOLON, T_RBRACE);
    Stmt *s = new_stmt(S_BAD, pos);
    s->x = lhs[0];
    return s;
}

/* a short rendering of an expression for messages ("x", "a.b", "f(...)", "x + 1") */
typedef struct Buf {
    char *d;
    int n, cap;
} Buf;

static void bputs(Buf *b, const char *s, int n)
{
    vec_reserve((void **)&b->d, &b->cap, b->n + n + 1, 1);
    memcpy(b->d + b->n, s, (size_t)n);
    b->n += n;
    b->d[b->n] = 0;
}

static void bstr(Buf *b, const char *s)
{
    bputs(b, s, (int)strlen(s));
}

static void expr_string(Buf *b, const Expr *e, int budget)
{
    if (!e || budget <= 0) {
        bstr(b, "...");
        return;
    }
    switch (e->kind) {
    case E_IDENT:
        bstr(b, e->name);
        break;
    case E_INTLIT: case E_FLOATLIT: case E_CHARLIT: case E_STRLIT:
        bputs(b, e->tok->start, e->tok->len > 40 ? 40 : e->tok->len);
        break;
    case E_BINARY:
        expr_string(b, e->x, budget - 1);
        bstr(b, " ");
        bstr(b, lex_token_name(e->op));
        bstr(b, " ");
        expr_string(b, e->y, budget - 1);
        break;
    case E_UNARY: case E_STAR:
        bstr(b, e->kind == E_STAR ? "*" : lex_token_name(e->op));
        expr_string(b, e->x, budget - 1);
        break;
    case E_PAREN:
        bstr(b, "(");
        expr_string(b, e->x, budget - 1);
        bstr(b, ")");
        break;
    case E_SELECTOR:
        expr_string(b, e->x, budget - 1);
        bstr(b, ".");
        bstr(b, e->name ? e->name : "_");
        break;
    case E_CALL:
        expr_string(b, e->x, budget - 1);
        bstr(b, e->nlist ? "(...)" : "()");
        break;
    case E_INDEX:
        expr_string(b, e->x, budget - 1);
        bstr(b, "[");
        expr_string(b, e->y, budget - 1);
        bstr(b, "]");
        break;
    default:
        bstr(b, "...");
    }
}

static void exprs_string(Buf *b, Expr **l, int n)
{
    for (int i = 0; i < n; i++) {
        if (i)
            bstr(b, ", ");
        expr_string(b, l[i], 8);
    }
}

/* "assignment (x) = (1)" / "x := 1" / "x++" as the Go compiler prints them in messages */
static const char *stmt_string(const Stmt *s)
{
    Buf b = {0};
    bstr(&b, "");
    switch (s->kind) {
    case S_ASSIGN:
        bstr(&b, "assignment (");
        exprs_string(&b, s->lhs, s->nlhs);
        bstr(&b, ") = (");
        exprs_string(&b, s->rhs, s->nrhs);
        bstr(&b, ")");
        break;
    case S_DEFINE:
        exprs_string(&b, s->lhs, s->nlhs);
        bstr(&b, " := ");
        exprs_string(&b, s->rhs, s->nrhs);
        break;
    case S_OPASSIGN:
        expr_string(&b, s->lhs[0], 8);
        bstr(&b, " ");
        bstr(&b, lex_token_name(s->op));
        bstr(&b, "= ");
        expr_string(&b, s->rhs[0], 8);
        break;
    case S_INCDEC:
        expr_string(&b, s->lhs[0], 8);
        bstr(&b, lex_token_name(s->op));
        break;
    case S_SEND:
        expr_string(&b, s->lhs[0], 8);
        bstr(&b, " <- ");
        expr_string(&b, s->rhs[0], 8);
        break;
    default:
        bstr(&b, "statement");
    }
    return b.d;
}

/* Header of if/for/switch: [ SimpleStmt ";" ] Expression (for: also the three-clause form and
 * range clauses). Composite literals are not allowed at the top level of a header. */
static void header(Parser *p, TokKind keyword, Stmt **init, Expr **cond, Stmt **post)
{
    *init = NULL;
    *cond = NULL;
    *post = NULL;
    if (is(p, T_LBRACE)) {
        if (keyword == T_IF) {
            syntax_error(p, "missing condition in if statement");
            *cond = bad_expr(p);
        }
        return;
    }
    int outer = p->xnest;
    p->xnest = -1;
    if (!is(p, T_SEMICOLON)) {
        if (got(p, T_VAR))
            syntax_error(p, xprintf("var declaration not allowed in %s initializer",
                                    lex_token_name(keyword)));
        *init = simple_stmt(p, NULL, 0, keyword);
        if ((*init)->kind == S_RANGE) {
            p->xnest = outer;
            return;
        }
    }
    Stmt *cond_stmt = NULL;
    Token *semi = NULL;
    if (!is(p, T_LBRACE)) {
        if (is(p, T_SEMICOLON)) {
            semi = p->tok;
            next(p);
        } else {
            want(p, T_LBRACE);
            if (!is(p, T_LBRACE))
                ADVANCE(p, T_LBRACE, T_RBRACE);
        }
        if (keyword == T_FOR) {
            if (!is(p, T_SEMICOLON)) {
                if (is(p, T_LBRACE)) {
                    syntax_error(p, "expected for loop condition");
                    goto done;
                }
                cond_stmt = simple_stmt(p, NULL, 0, 0);
            }
            want(p, T_SEMICOLON);
            if (!is(p, T_LBRACE)) {
                *post = simple_stmt(p, NULL, 0, 0);
                if ((*post)->kind == S_DEFINE)
                    error_at(p, p->assign_pos,
                             "syntax error: cannot declare in post statement of for loop");
            }
        } else if (!is(p, T_LBRACE)) {
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
                error_at(p, semi->pos, "syntax error: missing condition in if statement");
            else
                error_at(p, semi->pos, xprintf("syntax error: unexpected %s, expected { after if clause",
                                               tokdesc(semi)));
            *cond = new_expr(E_BAD, semi->pos);
        }
    } else if (cond_stmt->kind == S_EXPR) {
        *cond = cond_stmt->x;
    } else if (keyword == T_SWITCH && cond_stmt->kind == S_DEFINE && cond_stmt->nrhs == 1 &&
               cond_stmt->rhs[0]->kind == E_BAD) {
        *cond = cond_stmt->rhs[0]; /* x := y.(type): already reported */
    } else if (cond_stmt->kind != S_BAD) {
        Pos at = cond_stmt->kind == S_ASSIGN || cond_stmt->kind == S_DEFINE ? p->assign_pos
                                                                             : cond_stmt->pos;
        error_at(p, at, xprintf("syntax error: cannot use %s as value", stmt_string(cond_stmt)));
        *cond = new_expr(E_BAD, cond_stmt->pos);
    } else {
        *cond = new_expr(E_BAD, cond_stmt->pos);
    }
    p->xnest = outer;
}

static Stmt *if_stmt(Parser *p)
{
    Stmt *s = new_stmt(S_IF, p->tok->pos);
    if (!enter(p, "statement"))
        return s;
    next(p);
    header(p, T_IF, &s->init, &s->cond, &s->post);
    s->then = block(p, "if clause");
    if (got(p, T_ELSE)) {
        if (is(p, T_IF))
            s->els = if_stmt(p);
        else if (is(p, T_LBRACE))
            s->els = block(p, NULL);
        else {
            syntax_error(p, "else must be followed by if or statement block");
            ADVANCE(p, T_IDENT, T_RBRACE);
        }
    }
    leave(p);
    return s;
}

static Stmt *for_stmt(Parser *p)
{
    Pos pos = p->tok->pos;
    next(p);
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
    next(p);
    if (!is_select)
        header(p, T_SWITCH, &s->init, &s->tag, &s->post);
    if (!got(p, T_LBRACE)) {
        syntax_error(p, is_select ? "expected { after select clause"
                                  : "missing { after switch clause");
        ADVANCE(p, T_CASE, T_DEFAULT, T_RBRACE);
    }
    int cap = 0;
    while (!is(p, T_EOF) && !is(p, T_RBRACE)) {
        int before = p->i;
        CaseClause c = {0};
        c.pos = p->tok->pos;
        if (got(p, T_CASE)) {
            if (is_select) {
                simple_stmt(p, NULL, 0, 0); /* the communication: select is rejected anyway */
                c.nexprs = 0;
                c.exprs = xmalloc(sizeof *c.exprs); /* non-NULL: not the default clause */
            } else {
                c.exprs = expr_list(p, &c.nexprs);
            }
        } else if (!got(p, T_DEFAULT)) {
            syntax_error(p, "expected case or default or }");
            ADVANCE(p, T_COLON, T_CASE, T_DEFAULT, T_RBRACE);
        }
        want(p, T_COLON);
        stmt_list(p, &c.body, &c.nbody);
        VEC_PUSH(s->clauses, s->nclauses, cap, c);
        if (p->i == before)
            break;
    }
    want(p, T_RBRACE);
    return s;
}

/* go/defer: the operand must be a call */
static Stmt *call_stmt(Parser *p)
{
    Token *t = p->tok;
    Stmt *s = new_stmt(t->kind == T_GO ? S_GO : S_DEFER, t->pos);
    next(p);
    Expr *x = unary_expr(p);
    if (x->kind == E_PAREN) {
        error_at(p, x->pos, xprintf("expression in %s must not be parenthesized",
                                    lex_token_name(t->kind)));
        x = unparen(x);
    }
    if (x->kind != E_CALL && x->kind != E_BAD) {
        error_at(p, x->pos, xprintf("expression in %s must be function call",
                                    lex_token_name(t->kind)));
        x = new_expr(E_BAD, x->pos);
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
    next(p);
    if (is(p, T_IDENT) || need_label)
        s->label = ident(p)->name;
    return s;
}

static Stmt *stmt_inner(Parser *p)
{
    Token *t = p->tok;
    switch (t->kind) {
    case T_IDENT: {
        int n;
        Expr **lhs = expr_list(p, &n);
        if (n == 1 && lhs[0]->kind == E_IDENT && is(p, T_COLON)) {
            Stmt *s = new_stmt(S_LABELED, t->pos);
            s->label = lhs[0]->name;
            next(p);
            if (is(p, T_RBRACE)) {
                s->then = new_stmt(S_EMPTY, p->tok->pos);
                return s;
            }
            s->then = stmt_or_nil(p);
            if (!s->then) { /* no follow-on errors: the statement list ends here */
                error_at(p, t->pos, "syntax error: missing statement after label");
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
        next(p);
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
        next(p);
        if (!is(p, T_SEMICOLON) && !is(p, T_RBRACE))
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
    if (!enter(p, "statement"))
        return NULL;
    Stmt *s = stmt_inner(p);
    leave(p);
    return s;
}

/* ---------------------------------------------------------------- functions and directives */

/* position of the 'idx'-th line of the comment group above 'at' (of 'nlines' lines) */
static Pos directive_pos(Parser *p, Pos at, int nlines, int idx)
{
    Pos pos = {p->src, at.line - nlines + idx, 1};
    const char *s = p->src->text, *end = s + p->src->len;
    for (int l = 1; l < pos.line && s < end; s++)
        if (*s == '\n')
            l++;
    while (s < end && (*s == ' ' || *s == '\t')) {
        s++;
        pos.col++;
    }
    return pos;
}

/* the words of a directive line after its name: up to 3, NUL-terminated copies */
static int split_words(const char *s, size_t len, char **w, int max)
{
    int n = 0;
    size_t i = 0;
    while (i < len && n < max) {
        while (i < len && (s[i] == ' ' || s[i] == '\t'))
            i++;
        size_t st = i;
        while (i < len && s[i] != ' ' && s[i] != '\t')
            i++;
        if (i > st)
            w[n++] = xstrndup(s + st, i - st);
    }
    while (i < len && (s[i] == ' ' || s[i] == '\t'))
        i++;
    return i < len ? max + 1 : n; /* more words than expected: max + 1 */
}

static bool parse_count(const char *s, long max, int *out)
{
    if (!s || !*s)
        return false;
    long v = 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return false;
        v = v * 10 + (*s - '0');
        if (v > max)
            return false;
    }
    *out = (int)v;
    return true;
}

static bool has_prefix_word(const char *line, size_t len, const char *dir)
{
    size_t n = strlen(dir);
    return len >= n && !memcmp(line, dir, n) && (len == n || line[n] == ' ' || line[n] == '\t');
}

/* //export name, //go:linkname local cname, //corogo:pool N, //corogo:interrupt N */
static void func_directives(Parser *p, FuncDecl *f, const char *comment, bool has_body)
{
    if (!comment)
        return;
    int nlines = 1;
    for (const char *c = comment; *c; c++)
        nlines += *c == '\n';
    const char *line = comment;
    for (int idx = 0; idx < nlines; idx++) {
        const char *eol = strchr(line, '\n');
        size_t len = eol ? (size_t)(eol - line) : strlen(line);
        char *w[3] = {0};
        if (has_prefix_word(line, len, "//export")) {
            Pos pos = directive_pos(p, f->pos, nlines, idx);
            if (split_words(line + 8, len - 8, w, 1) != 1)
                error_at(p, pos, "invalid //export directive: expected //export name");
            else if (has_body)
                f->export_name = w[0];
            else
                f->linkname = w[0];
        } else if (has_prefix_word(line, len, "//go:linkname")) {
            Pos pos = directive_pos(p, f->pos, nlines, idx);
            if (split_words(line + 13, len - 13, w, 2) != 2)
                error_at(p, pos, "invalid //go:linkname directive: expected //go:linkname localname cname");
            else if (strcmp(w[0], f->name) != 0)
                error_at(p, pos, xprintf("//go:linkname names %s, not the function %s below it",
                                         w[0], f->name));
            else if (has_body)
                error_at(p, pos, "//go:linkname is only supported on a function without a body "
                                 "(use //export to export a Go function)");
            else
                f->linkname = w[1];
        } else if (has_prefix_word(line, len, "//corogo:pool")) {
            Pos pos = directive_pos(p, f->pos, nlines, idx);
            int v = 0;
            if (split_words(line + 13, len - 13, w, 1) != 1 || !parse_count(w[0], 1000000, &v) ||
                v == 0)
                error_at(p, pos, "invalid //corogo:pool directive: expected a slot count from 1 to 1000000");
            else
                f->pool_slots = v;
        } else if (has_prefix_word(line, len, "//corogo:interrupt")) {
            Pos pos = directive_pos(p, f->pos, nlines, idx);
            int v = 0;
            if (split_words(line + 18, len - 18, w, 1) != 1 || !parse_count(w[0], 1023, &v))
                error_at(p, pos, "invalid //corogo:interrupt directive: expected an IRQ number from 0 to 1023");
            else
                f->isr_irq = v;
        } else if (len > 9 && !memcmp(line, "//corogo:", 9)) {
            error_at(p, directive_pos(p, f->pos, nlines, idx),
                     xprintf("unknown directive %.*s", (int)len, line));
        }
        if (!eol)
            break;
        line = eol + 1;
    }
}

/* FunctionDecl = "func" [ Receiver ] FunctionName Signature [ FunctionBody ] */
static FuncDecl *func_decl(Parser *p)
{
    FuncDecl *f = xmalloc(sizeof *f);
    Token *kw = p->tok;
    f->pos = kw->pos;
    f->isr_irq = -1;
    next(p);
    if (is(p, T_LPAREN)) {
        Pos rpos = p->tok->pos;
        next(p);
        Param *rs;
        int n;
        param_list(p, &rs, &n, NULL);
        if (n == 0)
            error_at(p, rpos, "method has no receiver");
        else if (n > 1)
            error_at(p, rpos, "method has multiple receivers");
        if (n > 0)
            f->recv = &rs[0];
    }
    if (!is(p, T_IDENT)) {
        syntax_error(p, "expected name or (");
        ADVANCE(p, T_LBRACE, T_SEMICOLON);
        if (is(p, T_LBRACE)) { /* skip the body */
            p->fnest++;
            block(p, NULL);
            p->fnest--;
        }
        return NULL;
    }
    f->name = tok_text(p->tok);
    next(p);
    if (is(p, T_LBRACK)) {
        error_at(p, p->tok->pos, "generic functions are not supported by corogo");
        int depth = 0;
        do {
            if (is(p, T_LBRACK))
                depth++;
            else if (is(p, T_RBRACK))
                depth--;
            next(p);
        } while (depth > 0 && !is(p, T_EOF) && !is(p, T_SEMICOLON));
    }
    signature(p, &f->sig);
    func_directives(p, f, kw->comment, is(p, T_LBRACE));
    if (is(p, T_LBRACE)) {
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
    if (is(p, T_IDENT)) {
        im->name = tok_text(p->tok);
        next(p);
    } else if (is(p, T_PERIOD)) {
        im->name = ".";
        next(p);
    }
    if (is(p, T_STRING)) {
        im->path = xstrndup(p->tok->sval ? p->tok->sval : "", (size_t)p->tok->slen);
        next(p);
    } else if (is(p, T_INT) || is(p, T_FLOAT) || is(p, T_IMAG) || is(p, T_CHAR)) {
        error_at(p, p->tok->pos, "syntax error: import path must be a string");
        next(p);
        im->path = "";
    } else {
        syntax_error(p, "missing import path");
        ADVANCE(p, T_SEMICOLON, T_RPAREN);
        im->path = "";
    }
    if (!im->name) { /* the local name is the path's last element */
        const char *slash = strrchr(im->path, '/');
        im->name = slash ? slash + 1 : im->path;
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

    while (is(p, T_SEMICOLON)) /* a file may start with ';' after a comment */
        next(p);
    file->package_pos = p->tok->pos;
    if (!got(p, T_PACKAGE)) {
        syntax_error(p, "package statement must be first");
        file->package = "_";
        goto done;
    }
    file->package = ident(p)->name;
    want(p, T_SEMICOLON);
    if (p->nerrors)
        goto done;

    TokKind prev = T_IMPORT;
    while (!is(p, T_EOF)) {
        int before = p->i;
        if (is(p, T_IMPORT) && prev != T_IMPORT)
            syntax_error(p, "imports must appear before other declarations");
        prev = p->tok->kind;
        Pos pos = p->tok->pos;
        switch (p->tok->kind) {
        case T_IMPORT: {
            next(p);
            bool grouped = got(p, T_LPAREN), ok = true;
            while (!is(p, T_EOF) && !(grouped && is(p, T_RPAREN))) {
                int b2 = p->i;
                Decl *d = new_decl(D_IMPORT, p->tok->pos);
                d->import = import_spec(p);
                VEC_PUSH(file->decls, file->ndecls, cap, d);
                if (!grouped)
                    break;
                if (!list_sep(p, "grouped declaration", T_SEMICOLON, T_RPAREN) || p->i == b2) {
                    ok = false;
                    break;
                }
            }
            if (grouped && ok)
                want(p, T_RPAREN);
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
            if (is(p, T_LBRACE) && file->ndecls > 0 && file->decls[file->ndecls - 1]->kind == D_FUNC &&
                !file->decls[file->ndecls - 1]->func->body)
                syntax_error(p, "unexpected semicolon or newline before {");
            else
                syntax_error(p, "non-declaration statement outside function body");
            ADVANCE(p, T_IMPORT, T_CONST, T_TYPE, T_VAR, T_FUNC);
            if (p->i == before)
                next(p);
            continue;
        }
        if (!is(p, T_EOF) && !got(p, T_SEMICOLON)) {
            syntax_error(p, "after top level declaration");
            ADVANCE(p, T_IMPORT, T_CONST, T_TYPE, T_VAR, T_FUNC);
        }
        if (p->i == before)
            next(p);
    }
done:
    flush_lex_errors(p, p->tok->pos, true);
    return file;
}
