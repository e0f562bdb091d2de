/* mutate.c - the pipeline fuzzer's mutations. Most keep the program inside the grammar, so that
 * mutants get past the parser and often past the checker into codegen, the LLVM passes, the frame
 * pools and the link: the program is parsed (and checked when it parses) and the sites are read off
 * the tree — uses of variables, and the variables in scope there (from the declaration to the end
 * of the enclosing block) with their types; integer literals; binary operators; the statement
 * lists of every block with the byte span of each statement (from its first token to the next
 * statement's, or to the block's '}'; moved without the trailing blanks and ';', a ';' added where
 * one is needed); the expressions whose span and type are known (for wrapping them in a call).
 * A few raw mutations (tokens, lines, boundary values) keep the error paths exercised; they need
 * only the lexer's deferred mode. The parser and checker keep global state (diagnostics counters,
 * checker tables), so mutate_grammar is meant to run in a process of its own. */
#include <string.h>

#include "corogo.h"
#include "mutate.h"

uint64_t mutate_next(uint64_t *rng)
{
    *rng ^= *rng << 13;
    *rng ^= *rng >> 7;
    *rng ^= *rng << 17;
    return *rng;
}

size_t mutate_pick(uint64_t *rng, size_t n)
{
    return n ? (size_t)(mutate_next(rng) % n) : 0;
}

/* replace [at, at+len) of b by s[0..slen) */
static void splice(Buf *b, size_t at, size_t len, const char *s, size_t slen)
{
    char *d = xmalloc(b->n - len + slen + 1);
    memcpy(d, b->d, at);
    memcpy(d + at, s, slen);
    memcpy(d + at + slen, b->d + at + len, b->n - at - len);
    b->n = b->n - len + slen;
    d[b->n] = 0;
    free(b->d);
    b->d = d;
}

/* the tokens of b with text (automatic semicolons only with 'semis'; no EOF), lexed without
 * reporting */
static Token *lex_quiet(const Buf *b, SrcFile *src, int *n, bool semis)
{
    *src = (SrcFile){.name = "fuzz.go", .text = b->d, .len = b->n};
    LexError *errs = NULL;
    int nerrs = 0, nall = 0;
    Token *t = lex_file_deferred(src, &nall, &errs, &nerrs);
    int k = 0;
    for (int i = 0; i < nall; i++)
        if (t[i].kind != T_EOF && (t[i].len > 0 || (semis && t[i].kind == T_SEMICOLON)) &&
            t[i].start >= b->d && t[i].start <= b->d + b->n)
            t[k++] = t[i];
    *n = k;
    return t;
}

/* ---------------------------------------------------------------- raw mutations */

static const char *const boundary[] = {
    "0", "1", "-1", "2", "7", "8", "31", "32", "63", "64", "127", "128", "255", "256", "-128",
    "2147483647", "2147483648", "-2147483648", "4294967295", "4294967296", "1 << 40",
    "9223372036854775807", "18446744073709551615", "1e3", "'x'", "\"s\"", "nil", "true",
};

/* the byte offsets where the lines of b start, and b->n at the end */
static int line_starts(const Buf *b, size_t **start)
{
    int n = 1;
    for (size_t i = 0; i < b->n; i++)
        n += b->d[i] == '\n';
    *start = xmalloc(sizeof **start * (size_t)(n + 1));
    int k = 0;
    (*start)[k++] = 0;
    for (size_t i = 0; i < b->n; i++)
        if (b->d[i] == '\n')
            (*start)[k++] = i + 1;
    (*start)[k] = b->n;
    return k;
}

/* swap the disjoint spans [a, a+al) and [c, c+cl) of b, a < c */
static void swap_spans(Buf *b, size_t a, size_t al, size_t c, size_t cl)
{
    char *x = xstrndup(b->d + a, al), *y = xstrndup(b->d + c, cl);
    splice(b, c, cl, x, al);
    splice(b, a, al, y, cl);
    free(x);
    free(y);
}

const char *mutate_raw(Buf *b, uint64_t *rng)
{
    SrcFile src;
    int nt;
    Token *t = lex_quiet(b, &src, &nt, false);
    size_t *ls;
    int nl = line_starts(b, &ls);
    const char *what = "raw-none";
    size_t i = mutate_pick(rng, (size_t)nt), j = mutate_pick(rng, (size_t)nt);
    size_t ti = nt ? (size_t)(t[i].start - b->d) : 0, tl = nt ? (size_t)t[i].len : 0;
    switch (mutate_next(rng) % 7) {
    case 0:
        if (nt) {
            splice(b, ti, tl, "", 0);
            what = "raw-token-delete";
        }
        break;
    case 1:
        if (nt) {
            char *s = xstrndup(b->d + ti, tl);
            splice(b, ti, 0, s, tl);
            free(s);
            what = "raw-token-duplicate";
        }
        break;
    case 2:
        if (nt > 1) {
            char *s = xstrndup(t[j].start, (size_t)t[j].len);
            splice(b, ti, tl, s, strlen(s));
            free(s);
            what = "raw-token-replace";
        }
        break;
    case 3:
        if (nt) {
            const char *s = boundary[mutate_pick(rng, sizeof boundary / sizeof boundary[0])];
            splice(b, ti, tl, s, strlen(s));
            what = "raw-boundary";
        }
        break;
    case 4:
        if (nl > 1) {
            size_t l = mutate_pick(rng, (size_t)nl);
            splice(b, ls[l], ls[l + 1] - ls[l], "", 0);
            what = "raw-line-delete";
        }
        break;
    case 5:
        if (nl > 1) {
            size_t l = mutate_pick(rng, (size_t)nl);
            char *s = xstrndup(b->d + ls[l], ls[l + 1] - ls[l]);
            splice(b, ls[l], 0, s, ls[l + 1] - ls[l]);
            free(s);
            what = "raw-line-duplicate";
        }
        break;
    default:
        if (nl > 2) {
            size_t l = mutate_pick(rng, (size_t)nl - 1), m = l + 1 + mutate_pick(rng, (size_t)nl - 1 - l);
            if (m < (size_t)nl) {
                swap_spans(b, ls[l], ls[l + 1] - ls[l], ls[m], ls[m + 1] - ls[m]);
                what = "raw-line-swap";
            }
        }
    }
    free(ls);
    return what;
}

/* ---------------------------------------------------------------- sites in the tree */

enum {
    F_LHS = 1,     /* assigned to: no wrapping (the base of a selector/index chain too) */
    F_ADDR = 2,    /* must stay addressable: operand of &, sliced array, pointer-method receiver */
    F_CALLEE = 4,  /* the function of a call */
    F_NOWRAP = 8,  /* constant context */
    F_DECL = 16,   /* declared here (:= left side): not an identifier to replace */
};

typedef struct List {      /* the statements of a block or case clause */
    size_t *start;         /* start[i]: first byte of statement i; start[n]: end of the last */
    int n;                 /* statements with a known span */
    Stmt *const *stmt;     /* the statements */
} List;

typedef struct Site {
    const Expr *e;
    int fn;                /* index of the enclosing function, -1 at package level */
    size_t start, end;     /* wraps: the expression's bytes */
    const char *type;      /* wraps: its type as Go source */
} Site;

typedef struct Decl_ {     /* a variable and where its name is in scope (approximately) */
    const char *name;
    const Type *type;
    int fn;                /* -1: package level, visible in every function */
    size_t from, to;
} VarDecl;

typedef struct Sites {
    const Buf *b;
    long block_end;        /* the innermost enclosing block's '}' (-1 outside functions) */
    VarDecl *decls;
    int ndecls, cdecls;
    size_t *lines;
    int nlines;
    Token *toks;
    int ntoks;
    int fn;
    List *lists;
    int nlists, clists;
    Site *idents, *ints, *binops, *wraps;
    int nidents, cidents, nints, cints, nbinops, cbinops, nwraps, cwraps;
} Sites;

static long offset_of(const Sites *s, Pos p)
{
    if (p.line < 1 || p.line > s->nlines || p.col < 1)
        return -1;
    size_t o = s->lines[p.line - 1] + (size_t)p.col - 1;
    return o <= s->b->n ? (long)o : -1;
}

/* index of the first token starting at or after byte o */
static int token_at(const Sites *s, size_t o)
{
    int lo = 0, hi = s->ntoks;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if ((size_t)(s->toks[mid].start - s->b->d) < o)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static size_t tok_off(const Sites *s, int k)
{
    return (size_t)(s->toks[k].start - s->b->d);
}

/* the first byte of a statement: its position is that of its first expression's operator or
 * selected name for some forms (a.b = c starts at b), so walk back to the token after the ';',
 * '{', '}' or ':' that ends what precedes it */
static long stmt_start(const Sites *s, const Stmt *st)
{
    long o = offset_of(s, st->pos);
    if (o < 0)
        return -1;
    int k = token_at(s, (size_t)o);
    if (k >= s->ntoks || tok_off(s, k) != (size_t)o)
        return -1;
    while (k > 0) {
        TokKind p = s->toks[k - 1].kind;
        if (p == T_SEMICOLON || p == T_LBRACE || p == T_RBRACE || p == T_COLON)
            break;
        k--;
    }
    return (long)tok_off(s, k);
}

/* byte span of an expression, or -1 when this walker cannot tell */
static long expr_start(const Sites *s, const Expr *e)
{
    switch (e->kind) {
    case E_IDENT: case E_INTLIT: case E_FLOATLIT: case E_CHARLIT: case E_STRLIT:
        return e->tok ? (long)(e->tok->start - s->b->d) : -1;
    case E_BINARY: case E_INDEX: case E_SLICE: case E_CALL: case E_SELECTOR:
        return e->x ? expr_start(s, e->x) : -1;
    case E_UNARY: case E_STAR: case E_PAREN:
        return offset_of(s, e->pos);
    default:
        return -1;
    }
}

/* the end of the token that follows byte o, if it is 'want' */
static long closing(const Sites *s, long o, TokKind want)
{
    if (o < 0)
        return -1;
    int k = token_at(s, (size_t)o);
    if (k >= s->ntoks || s->toks[k].kind != want)
        return -1;
    return (long)tok_off(s, k) + s->toks[k].len;
}

static long expr_end(const Sites *s, const Expr *e)
{
    switch (e->kind) {
    case E_IDENT: case E_INTLIT: case E_FLOATLIT: case E_CHARLIT: case E_STRLIT: case E_SELECTOR:
        return e->tok ? (long)(e->tok->start - s->b->d) + e->tok->len : -1;
    case E_CALL: {
        long o = e->end.file ? offset_of(s, e->end) : -1;
        return o < 0 ? -1 : o + 1;
    }
    case E_BINARY:
        return e->y ? expr_end(s, e->y) : -1;
    case E_UNARY: case E_STAR:
        return e->x ? expr_end(s, e->x) : -1;
    case E_PAREN:
        return e->x ? closing(s, expr_end(s, e->x), T_RPAREN) : -1;
    case E_INDEX:
        return e->y ? closing(s, expr_end(s, e->y), T_RBRACK) : -1;
    default:
        return -1;
    }
}

/* the type as Go source in package main, or NULL when it has no simple spelling */
static const char *type_source(const Type *t)
{
    if (!t || t->kind == TY_INVALID || t->kind == TY_TUPLE || (t->kind >= TY_UNTYPED_BOOL && t->kind <= TY_UNTYPED_NIL))
        return NULL;
    const char *str = type_string(t);
    if (strstr(str, "func") || strstr(str, "struct") || strstr(str, "interface") ||
        strstr(str, "untyped") || strstr(str, "invalid") || strchr(str, '('))
        return NULL;
    char *out = xmalloc(strlen(str) + 1), *o = out;
    for (const char *p = str; *p;) {
        if (!strncmp(p, "main.", 5) && (p == str || !(p[-1] == '_' || ((p[-1] | 32) >= 'a' && (p[-1] | 32) <= 'z'))))
            p += 5;
        else
            *o++ = *p++;
    }
    *o = 0;
    return out;
}

static void add_site(Site **v, int *n, int *cap, Site s)
{
    VEC_PUSH(*v, *n, *cap, s);
}

/* a variable declared at byte 'at', in scope to the end of the enclosing block */
static void add_decl(Sites *s, const char *name, const Type *type, long at)
{
    if (!name || !strcmp(name, "_") || at < 0)
        return;
    VarDecl d = {name, type, s->fn, (size_t)at, s->fn < 0 || s->block_end < 0 ? s->b->n : (size_t)s->block_end};
    VEC_PUSH(s->decls, s->ndecls, s->cdecls, d);
}

static void sites_stmt(Sites *s, const Stmt *st);
static void sites_expr(Sites *s, const Expr *e, int flags);

static void sites_exprs(Sites *s, Expr *const *v, int n, int flags)
{
    for (int i = 0; i < n; i++)
        sites_expr(s, v[i], flags);
}

static void sites_expr(Sites *s, const Expr *e, int flags)
{
    if (!e || e->is_type)
        return;
    Site site = {.e = e, .fn = s->fn};
    if (e->kind == E_IDENT && e->tok && !(flags & F_DECL) && (!e->sym || e->sym->kind == SYM_VAR))
        add_site(&s->idents, &s->nidents, &s->cidents, site);
    if (e->kind == E_IDENT && e->tok && (flags & F_DECL))
        add_decl(s, e->name, e->sym ? e->sym->type : e->type, (long)(e->tok->start - s->b->d) + e->tok->len);
    if (e->kind == E_INTLIT && e->tok)
        add_site(&s->ints, &s->nints, &s->cints, site);
    if (e->kind == E_BINARY && e->tok)
        add_site(&s->binops, &s->nbinops, &s->cbinops, site);
    if (!(flags & (F_LHS | F_ADDR | F_CALLEE | F_NOWRAP | F_DECL)) && e->cv.kind == CV_NONE &&
        (site.type = type_source(e->type))) {
        long a = expr_start(s, e), z = expr_end(s, e);
        if (a >= 0 && z > a) {
            site.start = (size_t)a;
            site.end = (size_t)z;
            add_site(&s->wraps, &s->nwraps, &s->cwraps, site);
        }
    }
    int keep = flags & F_NOWRAP, base = flags & (F_LHS | F_ADDR | F_NOWRAP);
    switch (e->kind) {
    case E_BINARY:
        sites_expr(s, e->x, keep);
        sites_expr(s, e->y, keep);
        break;
    case E_UNARY:
        sites_expr(s, e->x, keep | (e->op == T_AND ? F_ADDR : 0));
        break;
    case E_STAR:
        sites_expr(s, e->x, keep);
        break;
    case E_PAREN:
        sites_expr(s, e->x, flags);
        break;
    case E_CALL:
        sites_expr(s, e->x, keep | F_CALLEE);
        sites_exprs(s, e->list, e->nlist, keep);
        break;
    case E_INDEX:
        sites_expr(s, e->x, base);
        sites_expr(s, e->y, keep);
        break;
    case E_SLICE:
        sites_expr(s, e->x, base | F_ADDR);
        sites_expr(s, e->lo, keep);
        sites_expr(s, e->hi, keep);
        sites_expr(s, e->max, keep);
        break;
    case E_SELECTOR:
        if (e->sel != SEL_QUALIFIED)
            sites_expr(s, e->x, base | (flags & F_CALLEE ? F_ADDR : 0));
        break;
    case E_COMPOSITE:
        for (int i = 0; i < e->nlist; i++)
            sites_expr(s, e->list[i]->kind == E_KEYVALUE ? e->list[i]->y : e->list[i], keep);
        break;
    default:
        break;
    }
}

/* a statement list whose statement i starts at start(body[i]) and whose end is 'end' (-1:
 * unknown, then the last statement is left out) */
static void add_list(Sites *s, Stmt *const *body, int n, long end)
{
    List l = {xmalloc(sizeof(size_t) * (size_t)(n + 1)), 0, body};
    for (int i = 0; i < n; i++) {
        long a = stmt_start(s, body[i]);
        if (a < 0 || (l.n > 0 && (size_t)a <= l.start[l.n - 1])) {
            l.n = 0; /* out of order or unknown: give up on this list */
            break;
        }
        l.start[l.n++] = (size_t)a;
    }
    if (l.n > 0 && end > (long)l.start[l.n - 1])
        l.start[l.n] = (size_t)end;
    else if (l.n > 0)
        l.n--; /* the last statement's end is unknown */
    if (l.n > 0)
        VEC_PUSH(s->lists, s->nlists, s->clists, l);
    for (int i = 0; i < n; i++)
        sites_stmt(s, body[i]);
}

/* the statements that open a scope for their header's variables (for, range, if) */
static void walk_scoped(Sites *s, const Stmt *st)
{
    switch (st->kind) {
    case S_IF:
        sites_stmt(s, st->init);
        sites_expr(s, st->cond, 0);
        sites_stmt(s, st->then);
        sites_stmt(s, st->els);
        break;
    case S_FOR:
        sites_stmt(s, st->init);
        sites_expr(s, st->cond, 0);
        sites_stmt(s, st->post);
        sites_stmt(s, st->then);
        break;
    default: /* S_RANGE */
        sites_expr(s, st->key, st->define ? F_DECL : F_LHS);
        sites_expr(s, st->value, st->define ? F_DECL : F_LHS);
        sites_expr(s, st->x, 0);
        sites_stmt(s, st->then);
        break;
    }
}

static void sites_stmt(Sites *s, const Stmt *st)
{
    if (!st)
        return;
    switch (st->kind) {
    case S_BLOCK: {
        long outer = s->block_end;
        s->block_end = st->end.file ? offset_of(s, st->end) : -1;
        add_list(s, st->body, st->nbody, s->block_end);
        s->block_end = outer;
        break;
    }
    case S_EXPR:
        sites_expr(s, st->x, 0);
        break;
    case S_ASSIGN: case S_OPASSIGN: case S_INCDEC: case S_SEND:
        sites_exprs(s, st->lhs, st->nlhs, F_LHS);
        sites_exprs(s, st->rhs, st->nrhs, 0);
        break;
    case S_DEFINE:
        sites_exprs(s, st->lhs, st->nlhs, F_DECL);
        sites_exprs(s, st->rhs, st->nrhs, 0);
        break;
    case S_VAR: case S_CONST:
        for (int i = 0; i < st->nspecs; i++) {
            const VarSpec *v = st->specs[i];
            sites_exprs(s, v->values, v->nvalues, st->kind == S_CONST ? F_NOWRAP : 0);
            for (int k = 0; st->kind == S_VAR && k < v->nnames; k++)
                add_decl(s, v->names[k], v->syms && v->syms[k] ? v->syms[k]->type : NULL,
                         offset_of(s, v->name_pos[k]));
        }
        break;
    case S_IF: case S_FOR: case S_RANGE: {
        /* the header's variables are in scope in the body (and the else branches) only */
        long outer = s->block_end;
        const Stmt *last = st->kind == S_IF && st->els ? st->els : st->then;
        while (last && last->kind == S_IF)
            last = last->els ? last->els : last->then;
        if (last && last->kind == S_BLOCK && last->end.file)
            s->block_end = offset_of(s, last->end);
        walk_scoped(s, st);
        s->block_end = outer;
        break;
    }
    case S_SWITCH: case S_SELECT:
        sites_stmt(s, st->init);
        sites_expr(s, st->tag, 0);
        for (int i = 0; i < st->nclauses; i++) {
            const CaseClause *c = &st->clauses[i];
            sites_exprs(s, c->exprs, c->nexprs, 0);
            add_list(s, c->body, c->nbody, i + 1 < st->nclauses ? offset_of(s, st->clauses[i + 1].pos) : -1);
        }
        break;
    case S_RETURN:
        sites_exprs(s, st->results, st->nresults, 0);
        break;
    case S_GO: case S_DEFER:
        if (st->call && st->call->kind == E_CALL) {
            sites_expr(s, st->call->x, F_CALLEE);
            sites_exprs(s, st->call->list, st->call->nlist, 0);
        }
        break;
    case S_LABELED:
        sites_stmt(s, st->then);
        break;
    default:
        break;
    }
}

static void collect(Sites *s, const File *f)
{
    s->fn = -1;
    int nfn = 0;
    for (int i = 0; i < f->ndecls; i++) {
        const Decl *d = f->decls[i];
        if (d->kind == D_FUNC && d->func->body) {
            const FuncDecl *fd = d->func;
            s->fn = nfn++;
            s->block_end = fd->body->end.file ? offset_of(s, fd->body->end) : -1;
            long from = offset_of(s, fd->body->pos);
            for (int k = 0; k < fd->sig.nparams; k++)
                add_decl(s, fd->sig.params[k].name, fd->sig.params[k].sym ? fd->sig.params[k].sym->type : NULL, from);
            for (int k = 0; k < fd->sig.nresults; k++)
                add_decl(s, fd->sig.results[k].name, fd->sig.results[k].sym ? fd->sig.results[k].sym->type : NULL, from);
            if (fd->recv)
                add_decl(s, fd->recv->name, fd->recv->sym ? fd->recv->sym->type : NULL, from);
            sites_stmt(s, fd->body);
            s->fn = -1;
            s->block_end = -1;
        } else if (d->kind == D_VAR && d->spec) {
            const VarSpec *v = d->spec;
            sites_exprs(s, v->values, v->nvalues, 0);
            for (int k = 0; k < v->nnames; k++)
                add_decl(s, v->names[k], v->syms && v->syms[k] ? v->syms[k]->type : NULL, 0);
        }
    }
}

/* ---------------------------------------------------------------- grammar mutations */

static bool is_int_type(const Type *t)
{
    if (!t)
        return false;
    if (t->kind == TY_NAMED && t->underlying)
        t = t->underlying;
    return t->kind >= TY_INT && t->kind <= TY_UINTPTR;
}

static const TokKind op_classes[][10] = {
    {T_ADD, T_SUB, T_MUL, T_QUO, T_REM, T_AND, T_OR, T_XOR, T_AND_NOT, T_EOF}, /* integers */
    {T_ADD, T_SUB, T_MUL, T_QUO, T_REM, T_EOF},
    {T_AND, T_OR, T_XOR, T_AND_NOT, T_EOF},
    {T_SHL, T_SHR, T_EOF},
    {T_EQL, T_NEQ, T_EOF},
    {T_LSS, T_LEQ, T_GTR, T_GEQ, T_EQL, T_NEQ, T_EOF},
    {T_LAND, T_LOR, T_EOF},
};

static const char *const small_ints[] = {
    "0", "1", "2", "3", "4", "7", "8", "10", "15", "16", "31", "32", "63", "64", "100", "127",
    "128", "255", "256", "1000", "65535", "65536", "2147483647", "4294967295",
};

/* t is a token of the tree, which points into the copy s->b of b */
static void replace_token(Buf *b, const Sites *s, const Token *t, const char *with)
{
    splice(b, (size_t)(t->start - s->b->d), (size_t)t->len, with, strlen(with));
}

/* a use of a variable -> another variable in scope there, of the same type when known */
static bool mutate_ident(Buf *b, Sites *s, uint64_t *rng)
{
    if (!s->nidents || !s->ndecls)
        return false;
    const Site *a = &s->idents[mutate_pick(rng, (size_t)s->nidents)];
    const Expr *x = a->e;
    size_t at = (size_t)(x->tok->start - s->b->d);
    const Type *xt = x->sym ? x->sym->type : x->type;
    int *same = xmalloc(sizeof(int) * (size_t)s->ndecls), nsame = 0;
    int *any = xmalloc(sizeof(int) * (size_t)s->ndecls), nany = 0;
    for (int i = 0; i < s->ndecls; i++) {
        const VarDecl *d = &s->decls[i];
        if ((d->fn != a->fn && d->fn >= 0) || d->from > at || at >= d->to || !strcmp(d->name, x->name))
            continue;
        any[nany++] = i;
        if (xt && d->type && xt == d->type)
            same[nsame++] = i;
    }
    /* mostly the same type; now and then any (the checker's mismatch paths) */
    int pick = nsame && mutate_pick(rng, 10) ? same[mutate_pick(rng, (size_t)nsame)]
               : nany && mutate_pick(rng, 8) == 0 ? any[mutate_pick(rng, (size_t)nany)] : -1;
    free(same);
    free(any);
    /* the last use of a local would leave it "declared and not used" */
    int uses = 0;
    for (int i = 0; i < s->nidents; i++)
        uses += s->idents[i].fn == a->fn && !strcmp(s->idents[i].e->name, x->name);
    if (pick < 0 || (uses < 2 && a->fn >= 0 && x->sym && !x->sym->global))
        return false;
    replace_token(b, s, x->tok, s->decls[pick].name);
    return true;
}

static bool mutate_int(Buf *b, Sites *s, uint64_t *rng)
{
    if (!s->nints)
        return false;
    const Token *t = s->ints[mutate_pick(rng, (size_t)s->nints)].e->tok;
    char *with;
    if (mutate_pick(rng, 2)) {
        const Token *u = s->ints[mutate_pick(rng, (size_t)s->nints)].e->tok;
        with = xstrndup(u->start, (size_t)u->len);
    } else {
        with = xstrdup(small_ints[mutate_pick(rng, sizeof small_ints / sizeof small_ints[0])]);
    }
    replace_token(b, s, t, with);
    free(with);
    return true;
}

static bool mutate_binop(Buf *b, Sites *s, uint64_t *rng)
{
    if (!s->nbinops)
        return false;
    const Expr *e = s->binops[mutate_pick(rng, (size_t)s->nbinops)].e;
    int nclasses = (int)(sizeof op_classes / sizeof op_classes[0]);
    for (int c = is_int_type(e->type) ? 0 : 1; c < nclasses; c++) {
        int n = 0, has = 0;
        while (op_classes[c][n] != T_EOF)
            has |= op_classes[c][n++] == e->op;
        if (!has)
            continue;
        replace_token(b, s, e->tok, lex_token_name(op_classes[c][mutate_pick(rng, (size_t)n)]));
        return true;
    }
    return false;
}

/* the length of statement i of l without the blanks and ';' that separate it from the next */
static size_t body_len(const Sites *s, const List *l, size_t i)
{
    size_t a = l->start[i], z = l->start[i + 1];
    while (z > a && strchr(" \t\r\n;", s->b->d[z - 1]))
        z--;
    return z - a;
}

static bool is_call_stmt(const Stmt *st)
{
    return st->kind == S_EXPR && st->x && st->x->kind == E_CALL && st->x->call == CALL_FUNC; /* no go of methods yet */
}

static const char *mutate_stmt(Buf *b, Sites *s, uint64_t *rng)
{
    if (!s->nlists)
        return NULL;
    const List *l = &s->lists[mutate_pick(rng, (size_t)s->nlists)];
    size_t i = mutate_pick(rng, (size_t)l->n), a = l->start[i], len = l->start[i + 1] - a;
    const Stmt *st = l->stmt[i];
    switch (mutate_pick(rng, 7)) {
    case 0: case 1: /* a suspension point before statement i (or at the end of the block) */
        if (mutate_pick(rng, 4) == 0)
            splice(b, l->start[l->n], 0, "; coroSuspend()\n", 16);
        else
            splice(b, a, 0, "coroSuspend(); ", 15);
        return "stmt-suspend";
    case 2: {
        char *dup = xprintf("%.*s; ", (int)body_len(s, l, i), b->d + a);
        splice(b, a, 0, dup, strlen(dup));
        free(dup);
        return "stmt-duplicate";
    }
    case 3:
        splice(b, a, len, "", 0);
        return "stmt-delete";
    case 4: /* a call statement started as a goroutine, a go statement made a call */
        if (is_call_stmt(st)) {
            splice(b, a, 0, "go ", 3);
            return "stmt-go";
        }
        if (st->kind == S_GO && !strncmp(b->d + a, "go", 2)) {
            splice(b, a, 2, "", 0);
            return "stmt-ungo";
        }
        return NULL;
    case 5: { /* a simple statement run twice in a loop of its own */
        if (st->kind != S_EXPR && st->kind != S_ASSIGN && st->kind != S_OPASSIGN &&
            st->kind != S_INCDEC && st->kind != S_IF && st->kind != S_GO && st->kind != S_FOR)
            return NULL;
        char *loop = xprintf("for fuzzLoop := 0; fuzzLoop < 2; fuzzLoop++ { %.*s }",
                             (int)body_len(s, l, i), b->d + a);
        splice(b, a, body_len(s, l, i), loop, strlen(loop));
        free(loop);
        return "stmt-loop";
    }
    default: {
        if (l->n < 2)
            return NULL;
        size_t j = mutate_pick(rng, (size_t)l->n);
        if (j == i)
            return NULL;
        size_t x = i < j ? i : j, y = i < j ? j : i;
        swap_spans(b, l->start[x], body_len(s, l, x), l->start[y], body_len(s, l, y));
        return "stmt-swap";
    }
    }
}

/* e  ->  fuzzWrapN(e), with func fuzzWrapN(v T) T { coroSuspend(); return v } appended (or
 * without the suspension) */
static const char *mutate_wrap(Buf *b, Sites *s, uint64_t *rng)
{
    if (!s->nwraps)
        return NULL;
    const Site *w = &s->wraps[mutate_pick(rng, (size_t)s->nwraps)];
    int n = 0;
    for (const char *p = b->d; (p = strstr(p, "fuzzWrap")); p++)
        n++;
    bool suspend = mutate_pick(rng, 4) != 0;
    char *call = xprintf("fuzzWrap%d(%.*s)", n, (int)(w->end - w->start), b->d + w->start);
    char *fn = xprintf("\nfunc fuzzWrap%d(v %s) %s {\n%s\treturn v\n}\n", n, w->type, w->type,
                       suspend ? "\tcoroSuspend()\n" : "");
    splice(b, w->start, w->end - w->start, call, strlen(call));
    splice(b, b->n, 0, fn, strlen(fn));
    free(call);
    free(fn);
    return suspend ? "wrap-suspending" : "wrap-sync";
}

const char *mutate_grammar(Buf *b, const SrcFile *const *others, int nothers, uint64_t *rng)
{
    SrcFile *src = xmalloc(sizeof *src);
    *src = (SrcFile){.name = "fuzz.go", .text = xstrndup(b->d, b->n), .len = b->n};
    Buf view = {(char *)src->text, src->len}; /* the tree points into this copy */
    File *f = parse_file(src);
    if (!f)
        return NULL;
    if (diag_count() == 0) {
        File **files = NULL;
        int nfiles = 0, cap = 0;
        VEC_PUSH(files, nfiles, cap, f);
        for (int i = 0; i < nothers; i++) {
            File *g = parse_file(others[i]);
            if (g)
                VEC_PUSH(files, nfiles, cap, g);
        }
        /* the library packages have no board-specific files: "corogo" is tag enough here */
        static const char *corogo_tag[] = {"corogo"};
        BuildTags tags = {.tags = corogo_tag, .ntags = 1};
        Program prog = {0};
        if (diag_count() == 0 && package_load_parsed(&prog, files, nfiles, &tags))
            check_program(&prog); /* for the types; errors do not matter */
    }
    Sites s = {.b = &view};
    SrcFile lexsrc;
    s.toks = lex_quiet(&view, &lexsrc, &s.ntoks, true);
    s.nlines = line_starts(&view, &s.lines);
    collect(&s, f);
    /* the sites point into the copy; the mutations apply to b at the same offsets */
    for (int tries = 0; tries < 16; tries++) {
        size_t r = mutate_pick(rng, 100);
        const char *what = NULL;
        if (r < 18)
            what = mutate_ident(b, &s, rng) ? "ident" : NULL;
        else if (r < 28)
            what = mutate_int(b, &s, rng) ? "int-literal" : NULL;
        else if (r < 45)
            what = mutate_binop(b, &s, rng) ? "binary-op" : NULL;
        else if (r < 75)
            what = mutate_stmt(b, &s, rng);
        else
            what = mutate_wrap(b, &s, rng);
        if (what)
            return what;
    }
    return NULL;
}
