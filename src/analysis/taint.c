/* taint.c - which functions can suspend, and every rule for interrupt handlers; both computed over
 * the call graph (callgraph.c). A function is tainted when it has a suspend point of its own
 * (coroSuspend(), runtime.Gosched(), a blocking package function) or calls or defers a tainted
 * function, also through a func value (callgraph.c gives such a call an edge to every function of
 * its signature whose address the program takes); a go statement does not taint
 * the function that runs it (the goroutine runs apart), but a call among its arguments does. The
 * taint spreads from the suspend points backwards over the edges, breadth first, so every function
 * knows its shortest chain down to a suspend point; a recursive cycle that reaches one is tainted
 * as a whole. Functions implemented in C never suspend. Tainted functions get a $coro version.
 * An interrupt handler (//corogo:interrupt N) is a function with a body and no receiver,
 * parameters or results, one per IRQ, on an IRQ the board has and not the runtime's timer IRQ; it
 * runs in sync mode, so no suspend point and no go statement may be reachable from it (a
 * goroutine's ramp would run inside the interrupt, racing the scheduler). The channels a handler
 * operates on are marked: their waiters wait on an interrupt source. */
#include <string.h>

#include "corogo.h"

typedef struct Taint {
    int *dist;    /* edges down to a suspend point (-1: clean) */
    int *via;     /* the node it calls on that chain (-1: its own suspend point or a func value) */
} Taint;

static bool taints_caller(const CallEdge *e)
{
    return e->kind != CALLGRAPH_GO && e->kind != CALLGRAPH_REF;
}

static Taint compute(const Program *p)
{
    int n = callgraph_count(p);
    Taint t = {xmalloc(sizeof(int) * (size_t)(n + 1)), xmalloc(sizeof(int) * (size_t)(n + 1))};
    /* callers over the tainting edges, as one array per node (counting sort) */
    int *start = xmalloc(sizeof(int) * (size_t)(n + 2)), *queue = xmalloc(sizeof(int) * (size_t)(n + 1));
    for (int v = 0; v < n; v++) {
        int ne;
        const CallEdge *es = callgraph_edges(p, v, &ne);
        for (int i = 0; i < ne; i++)
            if (es[i].to && taints_caller(&es[i]))
                start[callgraph_node(p, es[i].to) + 1]++;
    }
    for (int v = 0; v < n; v++)
        start[v + 1] += start[v];
    int *callers = xmalloc(sizeof(int) * (size_t)(start[n] + 1)), *fill = xmalloc(sizeof(int) * (size_t)(n + 1));
    memcpy(fill, start, sizeof(int) * (size_t)n);
    int head = 0, tail = 0;
    for (int v = 0; v < n; v++) {
        int ne;
        const CallEdge *es = callgraph_edges(p, v, &ne);
        for (int i = 0; i < ne; i++)
            if (es[i].to && taints_caller(&es[i]))
                callers[fill[callgraph_node(p, es[i].to)]++] = v;
        FuncDecl *f = callgraph_func(p, v);
        t.dist[v] = -1;
        t.via[v] = -1;
        if ((f->body || f->pkgop) && callgraph_suspends(p, v, NULL)) {
            t.dist[v] = 0;
            queue[tail++] = v;
        }
    }
    while (head < tail) {
        int v = queue[head++];
        for (int i = start[v]; i < start[v + 1]; i++) {
            int u = callers[i];
            if (t.dist[u] < 0 && callgraph_func(p, u)->body) {
                t.dist[u] = t.dist[v] + 1;
                queue[tail++] = u;
            }
        }
    }
    /* via: the first callee in source order one step nearer to a suspend point */
    for (int v = 0; v < n; v++) {
        int ne;
        const CallEdge *es = callgraph_edges(p, v, &ne);
        for (int i = 0; i < ne && t.dist[v] > 0 && t.via[v] < 0; i++)
            if (es[i].to && taints_caller(&es[i]) && t.dist[callgraph_node(p, es[i].to)] == t.dist[v] - 1)
                t.via[v] = callgraph_node(p, es[i].to);
        callgraph_func(p, v)->tainted = t.dist[v] >= 0;
    }
    free(start), free(queue), free(callers), free(fill);
    return t;
}

/* the nodes reachable from the handler h over call/defer edges, depth first with callees in
   source order (h first); *n: how many */
static int *reachable(const Program *p, int h, int *n)
{
    int total = callgraph_count(p), top = 0;
    int *stack = xmalloc(sizeof(int) * (size_t)(total + 1)), *order = xmalloc(sizeof(int) * (size_t)(total + 1));
    bool *seen = xmalloc(sizeof(bool) * (size_t)(total + 1));
    *n = 0;
    stack[top++] = h;
    seen[h] = true;
    while (top > 0) {
        int v = stack[--top], ne;
        order[(*n)++] = v;
        const CallEdge *es = callgraph_edges(p, v, &ne);
        for (int i = ne - 1; i >= 0; i--) {
            if (!es[i].to || !taints_caller(&es[i]))
                continue;
            int u = callgraph_node(p, es[i].to);
            if (!seen[u]) {
                seen[u] = true;
                stack[top++] = u;
            }
        }
    }
    free(stack);
    free(seen);
    return order;
}

/* the first go statement in the functions of order (reachable from a handler), and the function
   that holds it */
static const CallEdge *reachable_go(const Program *p, const int *order, int n, int *where)
{
    const CallEdge *found = NULL;
    for (int k = 0; k < n && !found; k++) {
        int ne;
        const CallEdge *es = callgraph_edges(p, order[k], &ne);
        for (int i = 0; i < ne && !found; i++)
            if (es[i].kind == CALLGRAPH_GO)
                found = &es[i], *where = order[k];
    }
    return found;
}

/* Every channel the functions of order (reachable from a handler) operate on: a goroutine waiting on one waits
 * on an interrupt source, so the scheduler must keep going (not report a deadlock) while a device
 * interrupt is enabled, as for interrupt.Signal. A package-level variable is marked (codegen sets
 * isr_fed in its static channel); any other operand makes every channel count (isr_chan_any). */
static void mark_isr_channels(Program *p, const int *order, int n)
{
    for (int k = 0; k < n; k++) {
        int nc;
        const Expr *const *ops = callgraph_chan_operands(p, order[k], &nc);
        for (int i = 0; i < nc; i++) {
            const Expr *x = ops[i];
            while (x->kind == E_PAREN)
                x = x->x;
            Symbol *sym = (x->kind == E_IDENT || (x->kind == E_SELECTOR && x->sel == SEL_QUALIFIED)) ? x->sym : NULL;
            if (sym && sym->kind == SYM_VAR && sym->global)
                sym->isr_chan = true;
            else
                p->isr_chan_any = true;
        }
    }
}

static bool check_handler(Program *p, const Taint *t, FuncDecl *f, const Board *b, FuncDecl **by_irq)
{
    int nirq = b ? b->irq_count : 64; /* the port's table: vectors.c */
    if (f->recv || !f->body || f->type->nparams != (f->isr_param ? 1 : 0) || f->type->nresults) {
        diag_error(f->pos, "interrupt handler %s must be a function with a body and no receiver, "
                           "parameters or results", f->name);
        return false;
    }
    if (f->isr_irq >= nirq) {
        diag_error(f->pos, "interrupt handler %s: IRQ %d is out of range on %s (0 to %d)", f->name,
                   f->isr_irq, b ? b->name : "this board", nirq - 1);
        return false;
    }
    if (b && f->isr_irq == b->timer_irq) {
        diag_error(f->pos, "interrupt handler %s: IRQ %d is the runtime's timer on %s", f->name, f->isr_irq, b->name);
        return false;
    }
    if (by_irq[f->isr_irq]) {
        diag_error(f->pos, "interrupt handler %s: IRQ %d already has a handler", f->name, f->isr_irq);
        return false;
    }
    by_irq[f->isr_irq] = f;
    int v = callgraph_node(p, f);
    if (t->dist[v] >= 0) {
        /* name the chain down to the suspend point */
        char *chain = xstrdup(f->mangled);
        for (int u = t->via[v]; u >= 0; u = t->via[u]) {
            char *longer = xprintf("%s -> %s", chain, callgraph_func(p, u)->mangled);
            free(chain);
            chain = longer;
        }
        diag_error(f->pos, "interrupt handler %s can block: %s reaches a suspend point (handlers run in sync mode and must not block)",
                   f->name, chain);
        free(chain);
        return false;
    }
    int n, where = -1;
    int *order = reachable(p, v, &n); /* what the handler can run */
    mark_isr_channels(p, order, n);
    const CallEdge *g = reachable_go(p, order, n, &where);
    free(order);
    if (g) {
        diag_error(g->pos, "go statement reachable from interrupt handler %s (in %s): handlers must "
                           "not start goroutines (wake one with an interrupt.Signal)", f->name,
                   callgraph_func(p, where)->mangled);
        return false;
    }
    return true;
}

bool taint_program(Program *p, const Board *b)
{
    Taint t = compute(p);
    bool ok = true;
    FuncDecl *by_irq[64] = {0};
    for (int i = 0; i < p->nfuncs; i++)
        if (p->funcs[i]->isr_irq >= 0 && !check_handler(p, &t, p->funcs[i], b, by_irq))
            ok = false;
    free(t.dist);
    free(t.via);
    return ok;
}

void taint_print(const Program *p, FILE *out)
{
    Taint t = compute(p);
    for (int i = 0; i < p->nfuncs; i++) {
        const FuncDecl *f = p->funcs[i];
        int v = callgraph_node(p, f);
        if (!f->body)
            fprintf(out, "%s extern\n", f->linkname ? f->linkname : f->name);
        else if (!f->tainted)
            fprintf(out, "%s clean\n", f->mangled);
        else if (t.via[v] >= 0)
            fprintf(out, "%s tainted (calls %s)\n", f->mangled, callgraph_func(p, t.via[v])->mangled);
        else if (callgraph_suspends(p, v, NULL))
            fprintf(out, "%s tainted (suspend point)\n", f->mangled);
        else
            fprintf(out, "%s tainted\n", f->mangled);
    }
    free(t.dist);
    free(t.via);
}
