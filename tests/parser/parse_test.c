/* parse_test.c - host test driver for lexer.c and parser.c: lexes or parses the files named on
 * the command line and prints the tokens (-tokens) or the syntax tree as an S-expression
 * (default; -pos adds "@line:col" to every node), so that tests can compare them with expected
 * dumps. Diagnostics go to stderr exactly as the compiler prints them; the exit status is 1 when
 * any error was reported. */
#include <stdlib.h>
#include <string.h>

#include "corogo.h"

const char *__asan_default_options(void);
const char *__asan_default_options(void)
{
    return "detect_leaks=0"; /* the compiler never frees its tree: that is by design */
}

static bool show_pos;
static FILE *out;

static void pos(Pos p)
{
    if (show_pos)
        fprintf(out, "@%d:%d", p.line, p.col);
}

static void indent(int n)
{
    fputc('\n', out);
    for (int i = 0; i < n; i++)
        fputs("  ", out);
}

/* decoded string bytes, escaped so that every byte is visible */
static void quoted(const char *s, int n)
{
    fputc('"', out);
    for (int i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", out);
        else if (c == '\t')
            fputs("\\t", out);
        else if (c < 0x20 || c >= 0x7F)
            fprintf(out, "\\x%02x", c);
        else
            fputc(c, out);
    }
    fputc('"', out);
}

static void expr(const Expr *e);
static void stmt(const Stmt *s, int ind);

static void opt_expr(const Expr *e)
{
    if (e)
        expr(e);
    else
        fputc('-', out);
}

static void sig(const FuncSig *s)
{
    fputs("(params", out);
    for (int i = 0; i < s->nparams; i++) {
        fputs(" (", out);
        fputs(s->params[i].name ? s->params[i].name : "_", out);
        pos(s->params[i].pos);
        fputs(s->params[i].variadic ? " ..." : " ", out);
        expr(s->params[i].texpr);
        fputc(')', out);
    }
    fputs(") (results", out);
    if (s->named_results)
        fputs(" named", out);
    for (int i = 0; i < s->nresults; i++) {
        fputs(" (", out);
        fputs(s->results[i].name ? s->results[i].name : "_", out);
        pos(s->results[i].pos);
        fputc(' ', out);
        expr(s->results[i].texpr);
        fputc(')', out);
    }
    fputc(')', out);
}

static void expr(const Expr *e)
{
    if (!e) {
        fputs("NULL", out);
        return;
    }
    switch (e->kind) {
    case E_BAD:
        fputs("BAD", out);
        pos(e->pos);
        return;
    case E_IDENT:
        fputs(e->name, out);
        pos(e->pos);
        return;
    case E_INTLIT: case E_FLOATLIT:
        fprintf(out, "%s%.*s", e->kind == E_FLOATLIT ? "float:" : "", e->tok->len, e->tok->start);
        pos(e->pos);
        return;
    case E_CHARLIT:
        fprintf(out, "(char %.*s", e->tok->len, e->tok->start);
        pos(e->pos);
        fprintf(out, " %d)", (int)e->tok->rune);
        return;
    case E_STRLIT:
        quoted(e->tok->sval, e->tok->slen);
        pos(e->pos);
        return;
    case E_ELLIPSIS:
        fputs("...", out);
        pos(e->pos);
        return;
    default:
        break;
    }
    fputc('(', out);
    switch (e->kind) {
    case E_BINARY:
        fputs(lex_token_name(e->op), out);
        pos(e->pos);
        fputc(' ', out);
        expr(e->x);
        fputc(' ', out);
        expr(e->y);
        break;
    case E_UNARY:
        fprintf(out, "u%s", lex_token_name(e->op));
        pos(e->pos);
        fputc(' ', out);
        expr(e->x);
        break;
    case E_STAR:
        fputs("star", out);
        pos(e->pos);
        fputc(' ', out);
        expr(e->x);
        break;
    case E_PAREN:
        fputs("paren", out);
        pos(e->pos);
        fputc(' ', out);
        expr(e->x);
        break;
    case E_CALL:
        fputs(e->has_ellipsis ? "call..." : "call", out);
        pos(e->pos);
        fputc(' ', out);
        expr(e->x);
        for (int i = 0; i < e->nlist; i++) {
            fputc(' ', out);
            expr(e->list[i]);
        }
        break;
    case E_INDEX:
        fputs("index", out);
        pos(e->pos);
        fputc(' ', out);
        expr(e->x);
        fputc(' ', out);
        expr(e->y);
        break;
    case E_SLICE:
        fputs("slice", out);
        pos(e->pos);
        fputc(' ', out);
        expr(e->x);
        fputc(' ', out);
        opt_expr(e->lo);
        fputc(' ', out);
        opt_expr(e->hi);
        if (e->max) {
            fputc(' ', out);
            expr(e->max);
        }
        break;
    case E_SELECTOR:
        fputs("sel", out);
        pos(e->pos);
        fputc(' ', out);
        expr(e->x);
        fprintf(out, " %s", e->name ? e->name : "NULL");
        break;
    case E_COMPOSITE:
        fputs("composite", out);
        pos(e->pos);
        fputc(' ', out);
        opt_expr(e->x);
        for (int i = 0; i < e->nlist; i++) {
            fputc(' ', out);
            expr(e->list[i]);
        }
        break;
    case E_KEYVALUE:
        fputs("kv", out);
        pos(e->pos);
        fputc(' ', out);
        expr(e->x);
        fputc(' ', out);
        expr(e->y);
        break;
    case E_FUNCLIT:
        fputs("funclit", out);
        pos(e->pos);
        fputc(' ', out);
        sig(e->sig);
        fputc(' ', out);
        stmt(e->body, 0);
        break;
    case E_ARRAYTYPE:
        fputs(e->x ? "array" : "slicetype", out);
        pos(e->pos);
        if (e->x) {
            fputc(' ', out);
            expr(e->x);
        }
        fputc(' ', out);
        expr(e->y);
        break;
    case E_STRUCTTYPE:
        fputs("struct", out);
        pos(e->pos);
        for (int i = 0; i < e->nfields; i++) {
            fprintf(out, " (%s%s", e->fields[i].embedded ? "embedded " : "", e->fields[i].name);
            pos(e->fields[i].pos);
            fputc(' ', out);
            expr(e->texprs[i]);
            fputc(')', out);
        }
        break;
    case E_FUNCTYPE:
        fputs("functype", out);
        pos(e->pos);
        fputc(' ', out);
        sig(e->sig);
        break;
    case E_MAPTYPE:
        fputs("map", out);
        pos(e->pos);
        fputc(' ', out);
        expr(e->x);
        fputc(' ', out);
        expr(e->y);
        break;
    case E_CHANTYPE:
        fprintf(out, "chan%s%s", e->name ? "-" : "", e->name ? e->name : "");
        pos(e->pos);
        fputc(' ', out);
        expr(e->y);
        break;
    case E_INTERFACETYPE:
        fputs("interface", out);
        pos(e->pos);
        break;
    default:
        fprintf(out, "?%d", (int)e->kind);
    }
    fputc(')', out);
}

static void exprs(Expr **l, int n)
{
    fputc('(', out);
    for (int i = 0; i < n; i++) {
        if (i)
            fputc(' ', out);
        expr(l[i]);
    }
    fputc(')', out);
}

static void spec(const char *kw, const VarSpec *v)
{
    fprintf(out, "(%s", kw);
    pos(v->pos);
    fputs(" (", out);
    for (int i = 0; i < v->nnames; i++) {
        fprintf(out, "%s%s", i ? " " : "", v->names[i]);
        pos(v->name_pos[i]);
    }
    fputs(") ", out);
    if (!strcmp(kw, "const"))
        fprintf(out, "iota=%d%s ", v->iota, v->implicit ? " implicit" : "");
    opt_expr(v->texpr);
    fputc(' ', out);
    exprs(v->values, v->nvalues);
    fputc(')', out);
}

static void tspec(const TypeSpec *t)
{
    fprintf(out, "(type%s %s", t->alias ? "alias" : "", t->name);
    pos(t->pos);
    fputc(' ', out);
    expr(t->texpr);
    fputc(')', out);
}

static void body(Stmt **l, int n, int ind)
{
    for (int i = 0; i < n; i++) {
        indent(ind);
        stmt(l[i], ind);
    }
}

static const char *stmt_names[] = {
    "BAD", "empty", "block", "expr", "assign", "define", "opassign", "incdec",
    "var", "const", "type", "if", "for", "range", "switch", "break", "continue",
    "fallthrough", "return", "go", "labeled", "goto", "defer", "select", "send",
};

static void stmt(const Stmt *s, int ind)
{
    if (!s) {
        fputs("NULL", out);
        return;
    }
    fprintf(out, "(%s", stmt_names[s->kind]);
    pos(s->pos);
    switch (s->kind) {
    case S_BLOCK:
        body(s->body, s->nbody, ind + 1);
        break;
    case S_EXPR: case S_BAD:
        fputc(' ', out);
        opt_expr(s->x);
        break;
    case S_ASSIGN: case S_DEFINE: case S_SEND:
        fputc(' ', out);
        exprs(s->lhs, s->nlhs);
        fputc(' ', out);
        exprs(s->rhs, s->nrhs);
        break;
    case S_OPASSIGN:
        fprintf(out, " %s ", lex_token_name(s->op));
        expr(s->lhs[0]);
        fputc(' ', out);
        expr(s->rhs[0]);
        break;
    case S_INCDEC:
        fprintf(out, " %s ", lex_token_name(s->op));
        expr(s->lhs[0]);
        break;
    case S_VAR: case S_CONST:
        for (int i = 0; i < s->nspecs; i++) {
            fputc(' ', out);
            spec(s->kind == S_VAR ? "var" : "const", s->specs[i]);
        }
        break;
    case S_TYPE:
        for (int i = 0; i < s->ntspecs; i++) {
            fputc(' ', out);
            tspec(s->tspecs[i]);
        }
        break;
    case S_IF:
        fputs(" init=", out);
        stmt(s->init, ind + 1);
        fputs(" cond=", out);
        opt_expr(s->cond);
        fputc(' ', out);
        stmt(s->then, ind);
        if (s->els) {
            indent(ind);
            fputs("else ", out);
            stmt(s->els, ind);
        }
        break;
    case S_FOR:
        fputs(" init=", out);
        stmt(s->init, ind + 1);
        fputs(" cond=", out);
        opt_expr(s->cond);
        fputs(" post=", out);
        stmt(s->post, ind + 1);
        fputc(' ', out);
        stmt(s->then, ind);
        break;
    case S_RANGE:
        fprintf(out, "%s ", s->define ? " :=" : "");
        opt_expr(s->key);
        fputc(' ', out);
        opt_expr(s->value);
        fputc(' ', out);
        expr(s->x);
        fputc(' ', out);
        stmt(s->then, ind);
        break;
    case S_SWITCH: case S_SELECT:
        fputs(" init=", out);
        stmt(s->init, ind + 1);
        fputs(" tag=", out);
        opt_expr(s->tag);
        for (int i = 0; i < s->nclauses; i++) {
            const CaseClause *c = &s->clauses[i];
            indent(ind + 1);
            if (!c->exprs)
                fputs("(default", out);
            else
                fputs("(case", out);
            pos(c->pos);
            if (c->exprs) {
                fputc(' ', out);
                exprs(c->exprs, c->nexprs);
            }
            body(c->body, c->nbody, ind + 2);
            fputc(')', out);
        }
        break;
    case S_BREAK: case S_CONTINUE: case S_GOTO:
        if (s->label)
            fprintf(out, " %s", s->label);
        break;
    case S_LABELED:
        fprintf(out, " %s ", s->label);
        stmt(s->then, ind);
        break;
    case S_RETURN:
        fputc(' ', out);
        exprs(s->results, s->nresults);
        break;
    case S_GO: case S_DEFER:
        fputc(' ', out);
        expr(s->call);
        break;
    default:
        break;
    }
    fputc(')', out);
}

static void func(const FuncDecl *f)
{
    fprintf(out, "(func %s", f->name);
    pos(f->pos);
    if (f->recv) {
        fprintf(out, " (recv %s ", f->recv->name ? f->recv->name : "_");
        expr(f->recv->texpr);
        fputc(')', out);
    }
    fputc(' ', out);
    sig(&f->sig);
    if (f->linkname)
        fprintf(out, " linkname=%s", f->linkname);
    if (f->export_name)
        fprintf(out, " export=%s", f->export_name);
    if (f->pool_slots)
        fprintf(out, " pool=%d", f->pool_slots);
    if (f->isr_irq != -1)
        fprintf(out, " irq=%d", f->isr_irq);
    if (f->body) {
        indent(1);
        stmt(f->body, 1);
    }
    fputc(')', out);
}

static void file(const File *f)
{
    fprintf(out, "(package %s", f->package);
    pos(f->package_pos);
    fputc(')', out);
    for (int i = 0; i < f->ndecls; i++) {
        const Decl *d = f->decls[i];
        fputc('\n', out);
        switch (d->kind) {
        case D_IMPORT:
            fprintf(out, "(import %s ", d->import->name);
            quoted(d->import->path, (int)strlen(d->import->path));
            pos(d->import->pos);
            fputc(')', out);
            break;
        case D_VAR:
            spec("var", d->spec);
            break;
        case D_CONST:
            spec("const", d->spec);
            break;
        case D_TYPE:
            tspec(d->tspec);
            break;
        case D_FUNC:
            func(d->func);
            break;
        }
    }
    fputc('\n', out);
}

static void tokens(const SrcFile *src)
{
    int n;
    Token *t = lex_file(src, &n);
    for (int i = 0; i < n; i++) {
        fprintf(out, "%d:%d %s", t[i].pos.line, t[i].pos.col, lex_token_name(t[i].kind));
        if (t[i].kind == T_SEMICOLON && t[i].len == 0)
            fputs(*t[i].start == '\n' ? " newline" : " EOF", out);
        else if (t[i].kind != T_EOF)
            fprintf(out, " %.*s", t[i].len, t[i].start);
        if (t[i].kind == T_STRING || t[i].kind == T_CHAR) {
            fputs(" = ", out);
            quoted(t[i].sval, t[i].slen);
        }
        if (t[i].kind == T_CHAR)
            fprintf(out, " %d", (int)t[i].rune);
        if (t[i].comment) {
            fputs(" comment=", out);
            quoted(t[i].comment, (int)strlen(t[i].comment));
        }
        fputc('\n', out);
    }
}

int main(int argc, char **argv)
{
    bool tok_mode = false, quiet = false;
    int nfiles = 0;
    out = stdout;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-pos"))
            show_pos = true;
        else if (!strcmp(argv[i], "-tokens"))
            tok_mode = true;
        else if (!strcmp(argv[i], "-errors"))
            quiet = true;
        else {
            SrcFile *src = util_read_source(argv[i]);
            if (!src) {
                diag_fatal_noloc("cannot read %s", argv[i]);
                continue;
            }
            nfiles++;
            if (tok_mode) {
                tokens(src);
            } else {
                File *f = parse_file(src);
                if (!quiet)
                    file(f);
            }
        }
    }
    if (nfiles == 0) {
        fputs("usage: parse_test [-tokens|-pos|-errors] FILE.go...\n", stderr);
        return 2;
    }
    return diag_count() ? 1 : 0;
}
