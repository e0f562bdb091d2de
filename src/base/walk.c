/* walk.c - the one generic walk over the syntax tree: every child of a statement or expression, in
 * source order, with a callback before each node that decides whether its children are visited
 * (a callback that needs context, e.g. "inside a loop", walks the children itself and says no).
 * The walk is recursive; its nesting is bounded by the checker's (AST_MAX_DEPTH, which is also
 * the parser's limit): a tree nested deeper than a checked one can be is an internal error at the
 * node's position, never a silent cut-off (after reported errors the deeper part is skipped: the
 * build fails anyway). Walks that are semantic rules of their own (the checker's terminating
 * statements, escape.c's value flow, the iterative callgraph.c) keep their own recursion. */
#include "corogo.h"

/* one level per node: statements and expressions together, plus the blocks and checker-made
   nodes the checker's count does not see */
#define WALK_MAX_DEPTH (2 * AST_MAX_DEPTH)

static bool enter(Walker *w, Pos pos)
{
    if (++w->depth <= WALK_MAX_DEPTH)
        return true;
    if (!diag_count())
        diag_internal(pos, "code nested deeper than the checker allows");
    w->depth--;
    return false;
}

void walk_expr_children(Walker *w, Expr *e)
{
    walk_expr(w, e->x);
    walk_expr(w, e->y);
    walk_expr(w, e->lo);
    walk_expr(w, e->hi);
    walk_expr(w, e->max);
    for (int i = 0; i < e->nlist; i++)
        walk_expr(w, e->list[i]);
    if (e->kind == E_FUNCLIT && w->funclits)
        walk_stmt(w, e->body);
}

void walk_expr(Walker *w, Expr *e)
{
    if (!e || w->stop || !w->expr || !enter(w, e->pos))
        return;
    if (w->expr(w, e))
        walk_expr_children(w, e);
    w->depth--;
}

static void walk_exprs(Walker *w, Expr **l, int n)
{
    for (int i = 0; i < n; i++)
        walk_expr(w, l[i]);
}

static void walk_stmts(Walker *w, Stmt **l, int n)
{
    for (int i = 0; i < n; i++)
        walk_stmt(w, l[i]);
}

void walk_stmt_children(Walker *w, Stmt *s)
{
    walk_stmt(w, s->init);
    if (s->kind == S_RANGE) {
        walk_expr(w, s->key);
        walk_expr(w, s->value);
    }
    walk_exprs(w, s->lhs, s->nlhs);
    walk_expr(w, s->x);
    walk_exprs(w, s->rhs, s->nrhs);
    walk_expr(w, s->cond);
    walk_stmt(w, s->post);
    walk_expr(w, s->tag);
    walk_expr(w, s->call);
    for (int i = 0; i < s->nspecs; i++)
        walk_exprs(w, s->specs[i]->values, s->specs[i]->nvalues);
    walk_exprs(w, s->results, s->nresults);
    walk_stmts(w, s->body, s->nbody);
    walk_stmt(w, s->then);
    walk_stmt(w, s->els);
    for (int i = 0; i < s->nclauses; i++) {
        CaseClause *cc = &s->clauses[i];
        walk_exprs(w, cc->exprs, cc->nexprs);
        walk_stmt(w, cc->comm);
        walk_stmts(w, cc->body, cc->nbody);
    }
}

void walk_stmt(Walker *w, Stmt *s)
{
    if (!s || w->stop || !enter(w, s->pos))
        return;
    if (!w->stmt || w->stmt(w, s))
        walk_stmt_children(w, s);
    w->depth--;
}

static bool find_kind(Walker *w, Stmt *s)
{
    if (s->kind == *(StmtKind *)w->arg) {
        w->found = s;
        w->stop = true;
    }
    return true;
}

Stmt *walk_find_stmt(Stmt *body, StmtKind kind)
{
    Walker w = {.stmt = find_kind, .arg = &kind};
    walk_stmt(&w, body);
    return w.found;
}

Expr *walk_unparen(const Expr *e)
{
    while (e && e->kind == E_PAREN)
        e = e->x;
    return (Expr *)e;
}
