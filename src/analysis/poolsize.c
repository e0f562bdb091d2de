/* poolsize.c - goroutine pool sizes the program proves (docs/memory.md, "Proven pool sizes"). A
 * go target's pool needs as many slots as goroutines of it can be alive at once; the compiler can
 * bound that when every go statement that starts it (with its own pool: a direct call, a method
 * call, or a function literal called in place; go through a func value or an interface takes a
 * frame of the general pool) runs a bounded number of times in the whole run: it is in a function
 * that runs once (main.main, when nothing calls it or takes its address, or a package's init), not
 * under goto, and each enclosing loop has a constant trip count (a three-clause loop over an int
 * variable from a constant to a constant bound with < or <= and a constant positive step, the
 * variable not assigned, address-taken or captured in the body; a range over an array). The
 * bound is then the sum over those statements of the product of their loops' trip counts (break
 * makes it an upper bound, still a safe one). poolsize_run stores it in FuncDecl.pool_proven (0:
 * not proven); src/transform/frames.c sizes the pool from it unless //corogo:pool N says
 * otherwise. The same walk marks each make(chan) that runs at most once (Expr.once: in a function
 * that runs once, under no loop of more than one trip): codegen makes it a static channel; so each
 * function literal evaluated at most once (its record: static) and each local variable declared
 * (var, :=) at most once (Symbol.once): one whose address escapes gets a static variable for its
 * box, not the heap. */
#include <string.h>

#include "corogo.h"

#define UNBOUNDED (-1L)
#define LIMIT (1L << 24) /* counts beyond this are not worth proving (no RAM holds such a pool) */

static long mul(long a, long b)
{
    if (a == UNBOUNDED || b == UNBOUNDED)
        return UNBOUNDED;
    if (a == 0 || b == 0)
        return 0;
    return a > LIMIT / b ? UNBOUNDED : a * b;
}

static long add(long a, long b)
{
    if (a == UNBOUNDED || b == UNBOUNDED)
        return UNBOUNDED;
    return a + b > LIMIT ? UNBOUNDED : a + b;
}

static bool is_var(const Expr *e, const Symbol *v)
{
    e = walk_unparen(e);
    return e && e->kind == E_IDENT && e->sym == v;
}

static bool int_const(const Expr *e, long *v)
{
    if (!e || e->cv.kind != CV_INT)
        return false;
    int64_t x = (int64_t)e->cv.i;
    if (x < -LIMIT || x > LIMIT)
        return false;
    *v = (long)x;
    return true;
}

/* ---------------------------------------------------------------- does a loop body change i? */

typedef struct Changes {
    const Symbol *var;
    bool changed;
} Changes;

static bool change_stmt(Walker *w, Stmt *s)
{
    Changes *ch = w->arg;
    if (s->kind == S_ASSIGN || s->kind == S_OPASSIGN || s->kind == S_INCDEC || s->kind == S_DEFINE)
        for (int i = 0; i < s->nlhs; i++)
            if (is_var(s->lhs[i], ch->var))
                ch->changed = true;
    if (s->kind == S_RANGE && (is_var(s->key, ch->var) || is_var(s->value, ch->var)))
        ch->changed = true;
    if (ch->changed)
        w->stop = true;
    return true;
}

static bool change_expr(Walker *w, Expr *e)
{
    Changes *ch = w->arg;
    if (e->kind == E_UNARY && e->op == T_AND && is_var(e->x, ch->var)) {
        ch->changed = true;
        w->stop = true;
    }
    return true;
}

/* the trip count of a three-clause loop, UNBOUNDED when it is not a constant one */
static long for_trips(Stmt *s)
{
    Stmt *init = s->init, *post = s->post;
    const Expr *cond = walk_unparen(s->cond);
    if (!init || !post || !cond || (init->kind != S_DEFINE && init->kind != S_ASSIGN) || init->nlhs != 1 ||
        init->nrhs != 1)
        return UNBOUNDED;
    const Expr *iv = walk_unparen(init->lhs[0]);
    if (!iv || iv->kind != E_IDENT || !iv->sym || iv->sym->kind != SYM_VAR || iv->sym->captured)
        return UNBOUNDED;
    const Symbol *v = iv->sym;
    long start, limit, step;
    if (!int_const(init->rhs[0], &start))
        return UNBOUNDED;
    if (cond->kind != E_BINARY || (cond->op != T_LSS && cond->op != T_LEQ) || !is_var(cond->x, v) ||
        !int_const(cond->y, &limit))
        return UNBOUNDED;
    if (post->kind == S_INCDEC && post->op == T_INC && is_var(post->lhs[0], v))
        step = 1;
    else if (post->kind == S_OPASSIGN && post->op == T_ADD && is_var(post->lhs[0], v) &&
             int_const(post->rhs[0], &step) && step > 0)
        ;
    else
        return UNBOUNDED;
    Changes ch = {v, false};
    Walker w = {.stmt = change_stmt, .expr = change_expr, .funclits = true, .arg = &ch};
    walk_stmt(&w, s->then);
    if (ch.changed)
        return UNBOUNDED;
    if (cond->op == T_LEQ)
        limit++;
    return limit <= start ? 0 : (limit - start + step - 1) / step;
}

/* the trip count of a range loop: an array's length, else UNBOUNDED */
static long range_trips(const Stmt *s)
{
    const Expr *x = walk_unparen(s->x);
    Type *t = x && x->type ? type_under(x->type) : NULL;
    if (t && t->kind == TY_POINTER && t->elem)
        t = type_under(t->elem);
    return t && t->kind == TY_ARRAY && t->len >= 0 && t->len <= LIMIT ? (long)t->len : UNBOUNDED;
}

/* ---------------------------------------------------------------- counting go statements */

typedef struct Count {
    long times; /* how often the statement being visited runs */
} Count;

/* the function whose own pool a go statement's goroutine takes a slot of (NULL: none) */
static FuncDecl *go_target(const Stmt *s)
{
    const Expr *c = callgraph_go_defer_call(s);
    if (!c)
        return NULL;
    if (c->call == CALL_FUNC || c->call == CALL_METHOD)
        return c->callee && !c->callee->pkgop ? c->callee : NULL;
    const Expr *f = walk_unparen(c->x);
    if (c->call == CALL_INDIRECT && f && f->kind == E_FUNCLIT)
        return f->callee;
    return NULL;
}

static bool count_stmt(Walker *w, Stmt *s)
{
    Count *k = w->arg;
    long outer = k->times;
    switch (s->kind) {
    case S_VAR: /* declared at most once: a box of its own would be static (cg_closure.c) */
        for (int i = 0; (outer == 0 || outer == 1) && i < s->nspecs; i++)
            for (int j = 0; j < s->specs[i]->nnames; j++)
                if (s->specs[i]->syms && s->specs[i]->syms[j])
                    s->specs[i]->syms[j]->once = true;
        return true;
    case S_DEFINE:
        for (int i = 0; (outer == 0 || outer == 1) && s->def_syms && i < s->nlhs; i++)
            if (s->def_syms[i])
                s->def_syms[i]->once = true;
        return true;
    case S_GO: {
        FuncDecl *f = go_target(s);
        if (f)
            f->pool_proven = add(f->pool_proven, outer);
        return true;
    }
    case S_FOR:
    case S_RANGE: {
        if (s->init)
            walk_stmt(w, s->init);
        long trips = s->kind == S_FOR ? for_trips(s) : range_trips(s);
        k->times = mul(outer, trips);
        if (s->post)
            walk_stmt(w, s->post);
        walk_stmt(w, s->then);
        k->times = outer;
        return false;
    }
    default:
        return true;
    }
}

/* a make(chan T[, constant]) that runs at most once: a static channel (cg_chan.c), no allocation
   (a channel made once in main, as most programs make theirs, costs no heap: no collector linked
   for it) */
static bool once_expr(Walker *w, Expr *e)
{
    const Count *k = w->arg;
    if ((k->times == 0 || k->times == 1) && e->kind == E_CALL && e->call == CALL_BUILTIN && e->builtin == B_MAKE &&
        e->type && type_under(e->type)->kind == TY_CHAN)
        e->once = true;
    if ((k->times == 0 || k->times == 1) && e->kind == E_FUNCLIT) /* its record: static (cg_closure.c) */
        e->once = true;
    if ((k->times == 0 || k->times == 1) && e->type && type_under(e->type)->kind == TY_MAP &&
        (e->kind == E_COMPOSITE || (e->kind == E_CALL && e->call == CALL_BUILTIN && e->builtin == B_MAKE)))
        e->once = true; /* a map made once in main: its header static (cg_map.c) */
    return true;
}

/* does f run once in the whole run? */
static bool runs_once(const Program *prog, const FuncDecl *f)
{
    if (f->is_lit || f->recv)
        return false;
    if (!strcmp(f->name, "init"))
        return true;
    if (!f->mangled || strcmp(f->mangled, "main.main") != 0 || f->addr_taken)
        return false;
    int n = callgraph_count(prog);
    for (int i = 0; i < n; i++) {
        int ne;
        const CallEdge *e = callgraph_edges(prog, i, &ne);
        for (int k = 0; k < ne; k++)
            if (e[k].to == f)
                return false;
    }
    return true;
}

void poolsize_run(Program *prog)
{
    for (int i = 0; i < prog->nfuncs; i++)
        prog->funcs[i]->pool_proven = 0;
    for (int i = 0; i < prog->nfuncs; i++) {
        FuncDecl *f = prog->funcs[i];
        if (!f->body)
            continue;
        bool once = runs_once(prog, f) && !walk_find_stmt(f->body, S_GOTO);
        Count k = {once ? 1 : UNBOUNDED};
        /* a function literal is a function of its own, visited as such */
        Walker w = {.stmt = count_stmt, .expr = once_expr, .funclits = false, .arg = &k};
        walk_stmt(&w, f->body);
    }
    for (int i = 0; i < prog->nfuncs; i++)
        if (prog->funcs[i]->pool_proven < 0)
            prog->funcs[i]->pool_proven = 0;
}
