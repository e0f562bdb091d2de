/* heap.c - the -heap=none check: with no arena, every Go allocation the program would make at run
 * time is a compile-time error at its position ("... allocates on the heap, which -heap=none
 * forbids"). The allocations are exactly the arena calls codegen emits: new(T), &T{...}, slice
 * literals, string concatenation (+ and +=) and string(rune) conversions, when they are not
 * constants. Function bodies (including init functions) are walked; package-level initialisers run
 * once at start-up: a package-level `var p = new(T)` or `var p = &T{...}` with constant fields
 * (nested &T{...} included) is placed in a static object by codegen (cg.c static_value) and
 * accepted; anything else that allocates there is reported too. */
#include "corogo.h"

static int errors;

static Type *under(Type *t)
{
    return t && t->underlying ? t->underlying : t;
}

static bool is_string(Type *t)
{
    t = under(t);
    return t && t->kind == TY_STRING;
}

static void report(Expr *e, const char *what)
{
    diag_error(e->pos, "%s allocates on the heap, which -heap=none forbids", what);
    errors++;
}

static void walk_stmt(Stmt *s);

static void walk_expr(Expr *e)
{
    if (!e || e->is_type)
        return;
    if (e->cv.kind != CV_NONE) /* constants are static data */
        return;
    switch (e->kind) {
    case E_CALL:
        if (e->call == CALL_BUILTIN && e->builtin == B_NEW) {
            report(e, xprintf("new(%s)", check_type_string(e->list[0]->type)));
            return;
        }
        if (e->call == CALL_CONV && is_string(e->type) && e->nlist == 1 && !is_string(e->list[0]->type) &&
            under(e->list[0]->type) && under(e->list[0]->type)->kind != TY_UNTYPED_STRING) {
            report(e, "string(rune) conversion");
            return;
        }
        if (e->call != CALL_CONV)
            walk_expr(e->x);
        for (int i = 0; i < e->nlist; i++)
            walk_expr(e->list[i]);
        if (e->recv)
            walk_expr(e->recv);
        return;
    case E_UNARY:
        if (e->op == T_AND && e->x && e->x->kind == E_COMPOSITE) {
            report(e, xprintf("&%s{...}", check_type_string(e->x->type)));
            return;
        }
        walk_expr(e->x);
        return;
    case E_BINARY:
        if (e->op == T_ADD && is_string(e->type)) {
            report(e, "string concatenation");
            return;
        }
        walk_expr(e->x);
        walk_expr(e->y);
        return;
    case E_COMPOSITE: {
        Type *u = under(e->type);
        if (u && u->kind == TY_SLICE) {
            report(e, xprintf("%s{...}", check_type_string(e->type)));
            return;
        }
        for (int i = 0; i < e->nlist; i++)
            walk_expr(e->list[i]);
        return;
    }
    case E_KEYVALUE:
        walk_expr(e->y);
        return;
    case E_FUNCLIT:
        walk_stmt(e->body);
        return;
    default:
        walk_expr(e->x);
        walk_expr(e->y);
        walk_expr(e->lo);
        walk_expr(e->hi);
        walk_expr(e->max);
        return;
    }
}

static void walk_specs(VarSpec **specs, int n)
{
    for (int i = 0; i < n; i++)
        for (int k = 0; k < specs[i]->nvalues; k++)
            walk_expr(specs[i]->values[k]);
}

static void walk_stmt(Stmt *s)
{
    if (!s)
        return;
    for (int i = 0; i < s->nbody; i++)
        walk_stmt(s->body[i]);
    if (s->kind == S_OPASSIGN && s->op == T_ADD && s->nlhs > 0 && is_string(s->lhs[0]->type))
        report(s->lhs[0], "string concatenation");
    walk_expr(s->x);
    for (int i = 0; i < s->nlhs; i++)
        walk_expr(s->lhs[i]);
    for (int i = 0; i < s->nrhs; i++)
        walk_expr(s->rhs[i]);
    if (s->kind == S_VAR)
        walk_specs(s->specs, s->nspecs);
    walk_stmt(s->init);
    walk_expr(s->cond);
    walk_stmt(s->post);
    walk_stmt(s->then);
    walk_stmt(s->els);
    walk_expr(s->key);
    walk_expr(s->value);
    walk_expr(s->tag);
    for (int i = 0; i < s->nclauses; i++) {
        for (int k = 0; k < s->clauses[i].nexprs; k++)
            walk_expr(s->clauses[i].exprs[k]);
        for (int k = 0; k < s->clauses[i].nbody; k++)
            walk_stmt(s->clauses[i].body[k]);
    }
    walk_expr(s->call);
    for (int i = 0; i < s->nresults; i++)
        walk_expr(s->results[i]);
}

/* a package-level initialiser codegen turns into static data (cg.c static_value): constants,
   new(T), and struct/array literals and &T{...} whose elements are such initialisers themselves */
static bool static_init(Expr *e)
{
    while (e && e->kind == E_PAREN)
        e = e->x;
    if (!e)
        return false;
    if (e->cv.kind != CV_NONE)
        return true;
    if (e->kind == E_CALL && e->call == CALL_BUILTIN && e->builtin == B_NEW)
        return true;
    if (e->kind == E_UNARY && e->op == T_AND)
        return e->x && e->x->kind == E_COMPOSITE && static_init(e->x);
    Type *u = under(e->type);
    if (e->kind != E_COMPOSITE || !u || (u->kind != TY_STRUCT && u->kind != TY_ARRAY))
        return false;
    for (int i = 0; i < e->nlist; i++)
        if (!static_init(e->list[i]->kind == E_KEYVALUE ? e->list[i]->y : e->list[i]))
            return false;
    return true;
}

bool heap_check_none(Program *prog)
{
    errors = 0;
    for (int f = 0; f < prog->nfiles; f++) {
        File *file = prog->files[f];
        for (int i = 0; i < file->ndecls; i++) {
            Decl *d = file->decls[i];
            if (d->kind == D_FUNC && d->func && d->func->body)
                walk_stmt(d->func->body);
            else if (d->kind == D_VAR && d->spec)
                for (int k = 0; k < d->spec->nvalues; k++)
                    if (!static_init(d->spec->values[k]))
                        walk_expr(d->spec->values[k]);
        }
    }
    return errors == 0;
}
