/* walk_test.c - the shared helpers every stage uses: src/base/walk.c (children in source order, a
 * callback that skips a subtree, walk_find_stmt not entering function literals, and a tree nested
 * deeper than the checker allows: a positioned internal error, exit status 3, in a child process),
 * util.c's StrBuf (bytes with NULs, printf) and its UTF-8 encoder and decoder (Go's rules: invalid
 * runes encode as U+FFFD; overlong, surrogate and truncated sequences do not decode). */
#include <stdio.h>
#include <string.h>
#include "corogo.h"

#include "child.h"


static SrcFile src = {.name = "x.go", .text = "package main\n", .len = 13};

static Expr *ident(const char *name)
{
    Expr *e = xmalloc(sizeof *e);
    e->kind = E_IDENT;
    e->name = name;
    e->pos = (Pos){&src, 1, 1};
    return e;
}

static Stmt *stmt(StmtKind k)
{
    Stmt *s = xmalloc(sizeof *s);
    s->kind = k;
    s->pos = (Pos){&src, 1, 1};
    return s;
}

static StrBuf order;

static bool record(Walker *w, Expr *e)
{
    (void)w;
    strbuf_puts(&order, e->kind == E_IDENT ? e->name : e->kind == E_BINARY ? "+" : "?");
    return !(e->kind == E_IDENT && !strcmp(e->name, "skip"));
}

static void test_walk(void)
{
    /* a = b + skip.c;  for { defer; func() { goto; inner }() } */
    Stmt *assign = stmt(S_ASSIGN);
    Expr *sum = ident("+");
    sum->kind = E_BINARY;
    sum->x = ident("b");
    Expr *sel = ident("skip");
    sum->y = sel;
    sel->x = ident("c"); /* reached only through "skip", whose callback says no */
    Expr *lhs[] = {ident("a")}, *rhs[] = {sum};
    assign->lhs = lhs, assign->nlhs = 1, assign->rhs = rhs, assign->nrhs = 1;

    Stmt *lit_goto = stmt(S_GOTO);
    Expr *lit = ident("lit");
    lit->kind = E_FUNCLIT;
    Stmt *inner = stmt(S_EXPR), *lit_body = stmt(S_BLOCK);
    inner->x = ident("inner");
    Stmt *lit_list[] = {lit_goto, inner};
    lit_body->body = lit_list, lit_body->nbody = 2;
    lit->body = lit_body;
    Stmt *call = stmt(S_EXPR);
    call->x = lit;
    Stmt *loop_body = stmt(S_BLOCK);
    Stmt *dfr = stmt(S_DEFER);
    Stmt *list[] = {dfr, call};
    loop_body->body = list, loop_body->nbody = 2;
    Stmt *loop = stmt(S_FOR);
    loop->then = loop_body;

    Stmt *body = stmt(S_BLOCK);
    Stmt *top[] = {assign, loop};
    body->body = top, body->nbody = 2;

    Walker w = {.expr = record};
    walk_stmt(&w, body);
    EXPECT(!strcmp(strbuf_str(&order), "a+bskip?"));
    EXPECT(w.depth == 0);
    order.n = 0;
    w = (Walker){.expr = record, .funclits = true};
    walk_stmt(&w, body);
    EXPECT(!strcmp(strbuf_str(&order), "a+bskip?inner"));
    EXPECT(walk_find_stmt(body, S_DEFER) == dfr);
    EXPECT(walk_find_stmt(body, S_GOTO) == NULL); /* the literal's goto is its own body's */
    EXPECT(walk_find_stmt(lit_body, S_GOTO) == lit_goto);
}

/* a chain of parentheses deeper than any checked tree: exit 3 with the innermost one's position */
static void deep_walk(int levels)
{
    Expr *e = ident("x");
    for (int i = 0; i < levels; i++) {
        Expr *p = ident("(");
        p->kind = E_PAREN;
        p->x = e;
        e = p;
    }
    Walker w = {.expr = record};
    walk_expr(&w, e);
}

static void test_too_deep(void)
{
    char buf[512];
    int status = run_child(deep_walk, 3 * AST_MAX_DEPTH, buf, sizeof buf);
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 3);
    const char *want = "x.go:1:1: internal error: code nested deeper than the checker allows\n";
    EXPECT(!strncmp(buf, want, strlen(want)));
    status = run_child(deep_walk, AST_MAX_DEPTH, buf, sizeof buf); /* as deep as the checker allows */
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0 && !buf[0]);
}

static void test_strbuf_utf8(void)
{
    StrBuf b = {0};
    EXPECT(!strcmp(strbuf_str(&b), ""));
    strbuf_putn(&b, "a\0b", 3);
    strbuf_printf(&b, "%d", 42);
    EXPECT(b.n == 5 && !memcmp(b.s, "a\0b42", 6));

    char out[4];
    int32_t r;
    static const int64_t runes[] = {0, 0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0x10000, 0x10FFFF};
    for (size_t i = 0; i < sizeof runes / sizeof *runes; i++) {
        int n = utf8_encode(out, runes[i]);
        EXPECT(n == (runes[i] < 0x80 ? 1 : runes[i] < 0x800 ? 2 : runes[i] < 0x10000 ? 3 : 4));
        EXPECT(utf8_decode(out, out + n, &r) == n && r == runes[i]);
        if (n > 1) /* truncated */
            EXPECT(utf8_decode(out, out + n - 1, &r) == 0);
    }
    static const int64_t bad[] = {-1, 0xD800, 0xDFFF, 0x110000, (int64_t)1 << 40};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        EXPECT(utf8_encode(out, bad[i]) == 3 && !memcmp(out, "\xEF\xBF\xBD", 3));
    static const char *const invalid[] = {"\xC0\x80", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\x80"};
    for (size_t i = 0; i < sizeof invalid / sizeof *invalid; i++) /* overlong, surrogate, too big, */
        EXPECT(utf8_decode(invalid[i], invalid[i] + strlen(invalid[i]), &r) == 0); /* continuation */
}

int main(void)
{
    test_walk();
    test_too_deep();
    test_strbuf_utf8();
    if (!fails)
        printf("ok: walk, strbuf, utf8\n");
    return fails != 0;
}
