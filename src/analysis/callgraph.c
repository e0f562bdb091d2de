/* callgraph.c - the program's one call graph, built once after type checking from the typed tree.
 * A node per function of the program (Program.funcs) and per built-in package function that is
 * called (packages.c; body-less). Edges, in source order and deduplicated per (callee, kind): call
 * (a direct or method call evaluated by the function), go (the function called by a go statement:
 * it runs as its own goroutine, so it is not part of the caller's execution; its arguments are
 * calls of the caller), defer (runs in the function at its return), ref (the function takes the
 * address of another: a named function used as a value, a function literal that is not called
 * where it stands) and indirect (a call through a func value: one edge to every function whose
 * address the program takes that has the call's signature, added once every body is walked). A node also records its own suspend points (coroSuspend(),
 * runtime.Gosched(), a channel send or receive, range over a channel, a select without default;
 * a blocking package function is a suspend point of its own node).
 * Strongly connected components over the call, defer and indirect edges (Tarjan's algorithm)
 * answer "is this call recursive?". Every walk here is iterative (an explicit stack), so no depth
 * of expression or statement nesting can make it give up; taint.c computes over this graph. */
#include <string.h>

#include "corogo.h"

typedef struct Node {
    FuncDecl *f;
    CallEdge *edges;
    int nedges, cedges;
    bool suspends;       /* a suspend point of its own */
    const Expr **chans;  /* the channel operands of its channel operations (taint: handlers) */
    int nchans, cchans;
    Pos suspend_pos;     /* the first one (no file: a blocking package function) */
    int scc;             /* component index; components are numbered callees first */
    int seen[5];         /* per edge kind: 1 + the last node with an edge of that kind to it */
    bool indirect[5];    /* has an edge of that kind to an unknown function */
} Node;

/* T.M used as a value: calls through func values of type 'type' (receiver first) reach 'm' */
typedef struct MethodExpr {
    FuncDecl *m;
    const Type *type;
} MethodExpr;

/* x.M of an interface value x (of type iface): calls through func values of type 'type' reach
   method M of every type converted to an interface */
typedef struct IfaceValue {
    const Type *iface;
    int method;
    const Type *type;
} IfaceValue;

/* a call through a func value, waiting for the set of address-taken functions */
typedef struct Indirect {
    int from;
    const Type *type;   /* the func value's signature (TY_FUNC); an interface's method: its
                           interface type */
    int method;         /* -1: a func value; else the index of the interface's method */
    Pos pos;
} Indirect;

struct CallGraph {
    Node *nodes;
    int nnodes, cnodes;
    Indirect *ind;
    int nind, cind;
    Indirect *goind;      /* go statements of func values and interface methods */
    int ngoind, cgoind;
    bool *go_started;     /* per node: such a go statement can start it (callgraph_go_started) */
    bool *taken;          /* per node: its address is taken (a possible target of indirect calls) */
    int ntaken;           /* the nodes taken and go_started have */
    struct MethodExpr *mexprs; /* method expressions: the method and the func type it has there */
    int nmexprs, cmexprs;
    struct IfaceValue *ivals;  /* method values of interface values */
    int nivals, civals;
    CallEdge *init_edges; /* the calls of the package variables' initialisers */
    int ninit_edges;
    bool *reached;        /* per node: some ref or indirect edge reaches it (callgraph_direct_only) */
};

/* the node of f, added on first sight (f->graph_node is 1 + its index) */
static int node_of(CallGraph *g, FuncDecl *f)
{
    if (f->graph_node > 0 && f->graph_node <= g->nnodes && g->nodes[f->graph_node - 1].f == f)
        return f->graph_node - 1;
    Node n = {.f = f, .scc = -1};
    if (f->pkgop && f->pkgop->prepare)
        n.suspends = true;
    VEC_PUSH(g->nodes, g->nnodes, g->cnodes, n);
    f->graph_node = g->nnodes;
    return g->nnodes - 1;
}

/* one edge per (from, to, kind), the first in source order; linear in the calls */
static void add_edge(CallGraph *g, int from, FuncDecl *to, CallEdgeKind kind, Pos pos)
{
    if (to) {
        int i = node_of(g, to); /* may move g->nodes: index it after the call */
        Node *t = &g->nodes[i];
        if (t->seen[kind] == from + 1)
            return;
        t->seen[kind] = from + 1;
    } else {
        if (g->nodes[from].indirect[kind])
            return;
        g->nodes[from].indirect[kind] = true;
    }
    Node *n = &g->nodes[from];
    CallEdge e = {to, kind, pos};
    VEC_PUSH(n->edges, n->nedges, n->cedges, e);
}

/* ---------------------------------------------------------------- the walk of one body */

typedef struct Item {
    const Expr *e;
    const Stmt *s;
} Item;

typedef struct Walk {
    Item *items;
    int n, cap;
} Walk;

static void push_e(Walk *w, const Expr *e)
{
    if (e)
        VEC_PUSH(w->items, w->n, w->cap, ((Item){e, NULL}));
}

static void push_s(Walk *w, const Stmt *s)
{
    if (s)
        VEC_PUSH(w->items, w->n, w->cap, ((Item){NULL, s}));
}

/* the function literal a call calls where it stands (func(){...}()), or NULL */
static FuncDecl *called_lit(const Expr *call)
{
    const Expr *f = call->x;
    while (f && f->kind == E_PAREN)
        f = f->x;
    return f && f->kind == E_FUNCLIT ? f->callee : NULL;
}

/* the operands of a call (the receiver and the arguments), pushed last first */
static void push_operands(Walk *w, const Expr *e)
{
    for (int i = e->nlist - 1; i >= 0; i--)
        if (!(e->call == CALL_BUILTIN && e->builtin == B_NEW))
            push_e(w, e->list[i]);
    if (e->call == CALL_METHOD || e->call == CALL_IFACE || (e->call == CALL_INDIRECT && !called_lit(e)))
        push_e(w, e->x); /* the selector x.m (its x is the receiver) or the func value */
}

static void chan_operand(CallGraph *g, int from, const Expr *x)
{
    if (!x)
        return;
    Node *n = &g->nodes[from];
    VEC_PUSH(n->chans, n->nchans, n->cchans, x);
}

static void suspend_point(CallGraph *g, int from, Pos pos)
{
    if (!g->nodes[from].suspends) {
        g->nodes[from].suspends = true;
        g->nodes[from].suspend_pos = pos;
    }
}

/* *in: the call e of a func value or an interface method, made in node from (false: its type is
   not known) */
static bool indirect_of(int from, const Expr *e, Indirect *in)
{
    const Type *t = e->call == CALL_IFACE ? (e->recv ? e->recv->type : NULL) : (e->x ? e->x->type : NULL);
    if (!t || t->kind == TY_INVALID)
        return false;
    *in = (Indirect){from, type_under(t), e->call == CALL_IFACE ? e->method : -1, e->pos};
    return true;
}

/* a call of a func value or an interface method: its targets come from resolve_indirect */
static void indirect_call(CallGraph *g, int from, const Expr *e)
{
    FuncDecl *lit = called_lit(e);
    if (lit) { /* its one target is known */
        add_edge(g, from, lit, CALLGRAPH_CALL, e->pos);
        return;
    }
    Indirect in;
    if (indirect_of(from, e, &in))
        VEC_PUSH(g->ind, g->nind, g->cind, in);
}

static void visit_expr(CallGraph *g, int from, Walk *w, const Expr *e)
{
    if (e->is_type || e->cv.kind != CV_NONE)
        return; /* types and constants are not evaluated */
    if (e->kind == E_SELECTOR && e->sel == SEL_METHODVAL) { /* x.M: bound now, called later */
        if (e->callee) {
            add_edge(g, from, e->callee, CALLGRAPH_REF, e->pos);
        } else { /* of an interface value: calls of its type reach every implementation */
            IfaceValue iv = {e->recv->type, e->method, e->type};
            VEC_PUSH(g->ivals, g->nivals, g->civals, iv);
        }
        push_e(w, e->x);
        return;
    }
    if (e->kind == E_SELECTOR && e->sel == SEL_METHODEXPR && !e->callee) { /* I.M: through the itab */
        IfaceValue iv = {e->type->params[0], e->method, e->type};
        VEC_PUSH(g->ivals, g->nivals, g->civals, iv);
        return;
    }
    if (e->kind == E_SELECTOR && e->sel == SEL_METHODEXPR) { /* T.M: the receiver is an argument */
        add_edge(g, from, e->callee, CALLGRAPH_REF, NOPOS);
        MethodExpr me = {e->callee, e->type};
        VEC_PUSH(g->mexprs, g->nmexprs, g->cmexprs, me);
        return;
    }
    if (e->kind == E_FUNCLIT || ((e->kind == E_IDENT || (e->kind == E_SELECTOR && e->sel == SEL_QUALIFIED)) &&
                                 e->callee)) {
        if (e->callee)
            add_edge(g, from, e->callee, CALLGRAPH_REF, e->pos);
        return; /* a function as a value: its body is its own node's */
    }
    if (e->kind == E_UNARY && e->op == T_ARROW) {
        suspend_point(g, from, e->pos);
        chan_operand(g, from, e->x);
    }
    if (e->kind == E_CALL && e->call == CALL_BUILTIN && e->builtin == B_CLOSE && e->nlist == 1)
        chan_operand(g, from, e->list[0]);
    if (e->kind == E_CALL) {
        if (e->call == CALL_FUNC || e->call == CALL_METHOD)
            add_edge(g, from, e->callee, CALLGRAPH_CALL, e->pos);
        else if (e->call == CALL_INDIRECT || e->call == CALL_IFACE)
            indirect_call(g, from, e);
        else if (e->call == CALL_BUILTIN && (e->builtin == B_COROSUSPEND || e->builtin == B_GOSCHED))
            suspend_point(g, from, e->pos);
        push_operands(w, e);
        return;
    }
    push_e(w, e->max);
    push_e(w, e->hi);
    push_e(w, e->lo);
    for (int i = e->nlist - 1; i >= 0; i--)
        push_e(w, e->list[i]);
    push_e(w, e->y);
    if (!(e->kind == E_SELECTOR && e->sel == SEL_QUALIFIED))
        push_e(w, e->x);
}

/* go/defer f(args): an edge of that kind to f; the arguments are evaluated by the function itself */
const Expr *callgraph_go_defer_call(const Stmt *s)
{
    const Expr *c = s->call;
    while (c && c->kind == E_PAREN)
        c = c->x;
    return c && c->kind == E_CALL && c->call != CALL_BUILTIN && c->call != CALL_CONV ? c : NULL;
}

static void visit_go_defer(CallGraph *g, int from, Walk *w, const Stmt *s)
{
    const Expr *c = callgraph_go_defer_call(s);
    if (!c) {
        push_e(w, s->call);
        return;
    }
    CallEdgeKind k = s->kind == S_GO ? CALLGRAPH_GO : CALLGRAPH_DEFER;
    if (c->call == CALL_INDIRECT && called_lit(c)) {
        add_edge(g, from, called_lit(c), k, s->pos);
        if (k == CALLGRAPH_DEFER) /* it runs through its record: a func value's call */
            add_edge(g, from, called_lit(c), CALLGRAPH_REF, s->pos);
    } else if ((c->call == CALL_INDIRECT || c->call == CALL_IFACE) && k == CALLGRAPH_GO) {
        add_edge(g, from, NULL, CALLGRAPH_GO, s->pos);
        Indirect in; /* the functions it can start: resolve_indirect */
        if (indirect_of(from, c, &in))
            VEC_PUSH(g->goind, g->ngoind, g->cgoind, in);
    } else if (c->call == CALL_INDIRECT || c->call == CALL_IFACE)
        indirect_call(g, from, c);
    else
        add_edge(g, from, c->callee, k, s->pos);
    push_operands(w, c);
}

/* a select case's communication: its operands are evaluated; the operation itself is the select's
   (which blocks only without a default clause) */
static void push_comm(CallGraph *g, int from, Walk *w, const Stmt *comm)
{
    if (!comm)
        return;
    chan_operand(g, from, comm->kind == S_SEND ? comm->lhs[0] : NULL);
    const Expr *recv = comm->kind == S_EXPR ? comm->x : comm->nrhs == 1 ? comm->rhs[0] : NULL;
    while (recv && recv->kind == E_PAREN)
        recv = recv->x;
    if (comm->kind == S_SEND) {
        push_e(w, comm->rhs[0]);
        push_e(w, comm->lhs[0]);
        return;
    }
    if (comm->kind == S_ASSIGN)
        for (int i = comm->nlhs - 1; i >= 0; i--)
            push_e(w, comm->lhs[i]);
    if (recv && recv->kind == E_UNARY) {
        chan_operand(g, from, recv->x);
        push_e(w, recv->x);
    }
}

static void visit_stmt(CallGraph *g, int from, Walk *w, const Stmt *s)
{
    bool range_chan = s->kind == S_RANGE && s->x && s->x->type && s->x->type->kind != TY_INVALID &&
                      type_under(s->x->type)->kind == TY_CHAN;
    if (s->kind == S_SEND || (s->kind == S_SELECT && !s->has_default) || range_chan)
        suspend_point(g, from, s->pos);
    if (s->kind == S_SEND || range_chan)
        chan_operand(g, from, s->kind == S_SEND ? s->lhs[0] : s->x);
    /* pushed last first, so that they are visited in source order */
    for (int i = s->nclauses - 1; i >= 0; i--) {
        const CaseClause *cc = &s->clauses[i];
        for (int k = cc->nbody - 1; k >= 0; k--)
            push_s(w, cc->body[k]);
        for (int k = cc->nexprs - 1; k >= 0; k--)
            push_e(w, cc->exprs[k]);
        push_comm(g, from, w, cc->comm);
    }
    push_s(w, s->els);
    push_s(w, s->then);
    push_s(w, s->post);
    for (int i = s->nbody - 1; i >= 0; i--)
        push_s(w, s->body[i]);
    if (s->kind == S_VAR)
        for (int i = s->nspecs - 1; i >= 0; i--)
            for (int k = s->specs[i]->nvalues - 1; k >= 0; k--)
                push_e(w, s->specs[i]->values[k]);
    for (int i = s->nresults - 1; i >= 0; i--)
        push_e(w, s->results[i]);
    for (int i = s->nrhs - 1; i >= 0; i--)
        push_e(w, s->rhs[i]);
    for (int i = s->nlhs - 1; i >= 0; i--)
        push_e(w, s->lhs[i]);
    if (s->kind == S_RANGE && !s->define) {
        push_e(w, s->value);
        push_e(w, s->key);
    }
    push_e(w, s->x);
    push_e(w, s->tag);
    push_e(w, s->cond);
    push_s(w, s->init);
    if (s->kind == S_GO || s->kind == S_DEFER)
        visit_go_defer(g, from, w, s);
}

/* visit what is on the walk's stack, and everything it pushes */
static void drain(CallGraph *g, int from, Walk *w)
{
    while (w->n > 0) {
        Item it = w->items[--w->n];
        if (it.e)
            visit_expr(g, from, w, it.e);
        else
            visit_stmt(g, from, w, it.s);
    }
}

static void walk_body(CallGraph *g, int from, Walk *w, const Stmt *body)
{
    w->n = 0;
    push_s(w, body);
    drain(g, from, w);
}

/* ---------------------------------------------------------------- components */

static bool in_scc_graph(const CallEdge *e)
{
    return e->to && e->kind != CALLGRAPH_GO && e->kind != CALLGRAPH_REF;
}

/* the method of interface type it's method k that dynamic type t has (NULL: none) */
static FuncDecl *iface_target(Type *t, const Type *it, int k)
{
    MethodRef m;
    return type_method_ref(t, it->fields[k].name, &m) && m.decl->type == it->fields[k].type
               ? m.decl : NULL;
}

typedef void (*TargetFn)(CallGraph *g, const Indirect *in, FuncDecl *m);

/* fn for each function the call in can reach: for a func value every address-taken function of
   its signature, its method expressions and interface method values; for an interface's method,
   that method of every type the program converts to an interface */
static void for_targets(CallGraph *g, const Program *p, const Indirect *in, TargetFn fn)
{
    if (in->method >= 0) {
        for (int j = 0; j < p->niface_types; j++) {
            FuncDecl *m = iface_target(p->iface_types[j], in->type, in->method);
            if (m)
                fn(g, in, m);
        }
        return;
    }
    for (int v = 0; v < g->ntaken; v++)
        if (g->taken[v] && g->nodes[v].f->type == in->type)
            fn(g, in, g->nodes[v].f);
    for (int j = 0; j < g->nmexprs; j++)
        if (g->mexprs[j].type == in->type)
            fn(g, in, g->mexprs[j].m);
    for (int j = 0; j < g->nivals; j++)
        if (g->ivals[j].type == in->type)
            for (int t = 0; t < p->niface_types; t++) {
                FuncDecl *m = iface_target(p->iface_types[t], type_under(g->ivals[j].iface), g->ivals[j].method);
                if (m)
                    fn(g, in, m);
            }
}

static void edge_to(CallGraph *g, const Indirect *in, FuncDecl *m)
{
    add_edge(g, in->from, m, CALLGRAPH_INDIRECT, in->pos);
}

static void go_start(CallGraph *g, const Indirect *in, FuncDecl *m)
{
    (void)in;
    int v = m->graph_node - 1; /* every target has its node (an itab's method: resolve_indirect's refs) */
    if (v >= 0 && v < g->ntaken && g->nodes[v].f == m)
        g->go_started[v] = true;
}

/* every call through a func value reaches every address-taken function of its signature; every
   call of an interface's method, that method of every type the program converts to an interface
   (whose methods the scratch node 'refs' references: their itabs may hold them) */
static void resolve_indirect(CallGraph *g, const Program *p, int refs)
{
    for (int k = 0; k < p->niface_types; k++) {
        Type *t = p->iface_types[k];
        Type *base = t->kind == TY_POINTER ? t->elem : t;
        for (int i = 0; base && base->kind == TY_NAMED && i < base->nmethods; i++)
            if (t->kind == TY_POINTER || !base->methods[i].ptr_recv) {
                FuncDecl *d = base->methods[i].decl;
                add_edge(g, refs, d->value_form ? d->value_form : d, CALLGRAPH_REF, NOPOS);
            }
    }
    int n = g->nnodes;
    bool *taken = g->taken = xmalloc(sizeof(bool) * (size_t)(n + 1));
    g->ntaken = n;
    for (int v = 0; v < n; v++)
        for (int i = 0; i < g->nodes[v].nedges; i++)
            if (g->nodes[v].edges[i].kind == CALLGRAPH_REF &&
                (!g->nodes[v].edges[i].to->recv || g->nodes[v].edges[i].pos.file)) /* method values */
                taken[g->nodes[v].edges[i].to->graph_node - 1] = true;
    for (int k = 0; k < g->nind; k++)
        for_targets(g, p, &g->ind[k], edge_to);
    g->go_started = xmalloc(sizeof(bool) * (size_t)(n + 1));
    for (int k = 0; k < g->ngoind; k++)
        for_targets(g, p, &g->goind[k], go_start);
}

/* Tarjan's algorithm with an explicit call stack: frame i is at node call[i] and edge next[i] */
static void components(CallGraph *g)
{
    int n = g->nnodes, nscc = 0, counter = 0, sp = 0, top = 0;
    int *index = xmalloc(sizeof(int) * (size_t)(n + 1)), *low = xmalloc(sizeof(int) * (size_t)(n + 1));
    int *stack = xmalloc(sizeof(int) * (size_t)(n + 1)), *call = xmalloc(sizeof(int) * (size_t)(n + 1));
    int *next = xmalloc(sizeof(int) * (size_t)(n + 1));
    bool *on = xmalloc(sizeof(bool) * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        index[i] = -1;
    for (int root = 0; root < n; root++) {
        if (index[root] >= 0)
            continue;
        call[sp] = root, next[sp++] = 0;
        index[root] = low[root] = counter++;
        stack[top++] = root, on[root] = true;
        while (sp > 0) {
            int v = call[sp - 1];
            Node *nv = &g->nodes[v];
            if (next[sp - 1] < nv->nedges) {
                const CallEdge *e = &nv->edges[next[sp - 1]++];
                if (!in_scc_graph(e))
                    continue;
                int u = e->to->graph_node - 1;
                if (index[u] < 0) {
                    index[u] = low[u] = counter++;
                    stack[top++] = u, on[u] = true;
                    call[sp] = u, next[sp++] = 0;
                } else if (on[u] && index[u] < low[v]) {
                    low[v] = index[u];
                }
                continue;
            }
            if (low[v] == index[v]) {
                int u;
                do {
                    u = stack[--top];
                    on[u] = false;
                    g->nodes[u].scc = nscc;
                } while (u != v);
                nscc++;
            }
            if (--sp > 0 && low[v] < low[call[sp - 1]])
                low[call[sp - 1]] = low[v];
        }
    }
    free(index), free(low), free(stack), free(call), free(next), free(on);
}

/* ---------------------------------------------------------------- the public queries */

void callgraph_build(Program *p)
{
    CallGraph *g = xmalloc(sizeof *g);
    for (int i = 0; i < p->nfuncs; i++)
        node_of(g, p->funcs[i]);
    Walk w = {0};
    for (int i = 0; i < p->nfuncs; i++)
        if (p->funcs[i]->body)
            walk_body(g, p->funcs[i]->graph_node - 1, &w, p->funcs[i]->body);
    /* the initialisers of package variables, walked as the body of a scratch node (not part of
       the graph: no function) whose edges are kept as the initialisation's */
    static FuncDecl init_vars;
    int scratch = node_of(g, &init_vars);
    for (int k = 0; k < p->npkgs; k++)
        for (int i = 0; i < p->pkgs[k]->nvar_init; i++) {
            VarSpec *vs = p->pkgs[k]->var_init_order[i];
            for (int j = 0; j < vs->nvalues; j++) {
                w.n = 0;
                push_e(&w, vs->values[j]);
                drain(g, scratch, &w);
            }
        }
    resolve_indirect(g, p, scratch);
    g->init_edges = g->nodes[scratch].edges;
    g->ninit_edges = g->nodes[scratch].nedges;
    g->reached = xmalloc(sizeof(bool) * (size_t)(g->nnodes + 1));
    for (int v = 0; v < g->nnodes; v++) /* the scratch node included: an initialiser's func values */
        for (int i = 0; i < g->nodes[v].nedges; i++)
            if (g->nodes[v].edges[i].to &&
                (g->nodes[v].edges[i].kind == CALLGRAPH_REF || g->nodes[v].edges[i].kind == CALLGRAPH_INDIRECT))
                g->reached[g->nodes[v].edges[i].to->graph_node - 1] = true;
    for (int j = 0; j < g->nmexprs; j++)
        g->reached[g->mexprs[j].m->graph_node - 1] = true;
    g->nnodes--;
    init_vars.graph_node = 0;
    free(w.items);
    components(g);
    p->graph = g;
}

bool *callgraph_live(const Program *p)
{
    const CallGraph *g = p->graph;
    bool *live = xmalloc(sizeof(bool) * (size_t)(g->nnodes + 1));
    int *stack = xmalloc(sizeof(int) * (size_t)(g->nnodes + 1)), top = 0;
#define ROOT(f) do { int r_ = (f) ? callgraph_node(p, (f)) : -1; \
                     if (r_ >= 0 && !live[r_]) { live[r_] = true; stack[top++] = r_; } } while (0)
    ROOT(p->main_func);
    for (int k = 0; k < p->npkgs; k++)
        for (int i = 0; i < p->pkgs[k]->ninits; i++)
            ROOT(p->pkgs[k]->inits[i]);
    for (int i = 0; i < p->nfuncs; i++)
        if (p->funcs[i]->isr_irq >= 0 || p->funcs[i]->export_name)
            ROOT(p->funcs[i]);
    for (int i = 0; i < g->ninit_edges; i++)
        ROOT(g->init_edges[i].to);
    while (top > 0) {
        const Node *n = &g->nodes[stack[--top]];
        for (int i = 0; i < n->nedges; i++)
            ROOT(n->edges[i].to);
    }
#undef ROOT
    free(stack);
    return live;
}

int callgraph_count(const Program *p)
{
    return p->graph->nnodes;
}

FuncDecl *callgraph_func(const Program *p, int node)
{
    return p->graph->nodes[node].f;
}

int callgraph_node(const Program *p, const FuncDecl *f)
{
    int i = f->graph_node - 1;
    return i >= 0 && i < p->graph->nnodes && p->graph->nodes[i].f == f ? i : -1;
}

const CallEdge *callgraph_edges(const Program *p, int node, int *nedges)
{
    *nedges = p->graph->nodes[node].nedges;
    return p->graph->nodes[node].edges;
}

bool callgraph_suspends(const Program *p, int node, Pos *where)
{
    const Node *n = &p->graph->nodes[node];
    if (where)
        *where = n->suspend_pos;
    return n->suspends;
}

const Expr *const *callgraph_chan_operands(const Program *p, int node, int *n)
{
    *n = p->graph->nodes[node].nchans;
    return p->graph->nodes[node].chans;
}

bool callgraph_fv_suspends(const Program *p, const Type *ft)
{
    const CallGraph *g = p->graph;
    for (int v = 0; v < g->nnodes; v++)
        if (g->taken[v] && g->nodes[v].f->tainted && g->nodes[v].f->type == ft)
            return true;
    for (int j = 0; j < g->nmexprs; j++)
        if (g->mexprs[j].m->tainted && g->mexprs[j].type == ft)
            return true;
    for (int j = 0; j < g->nivals; j++)
        if (g->ivals[j].type == ft && callgraph_iface_suspends(p, g->ivals[j].iface, g->ivals[j].method))
            return true;
    return false;
}

int callgraph_fv_suspending(const Program *p, const Type *ft, FuncDecl **out, int max)
{
    const CallGraph *g = p->graph;
    for (int j = 0; j < g->nmexprs; j++)
        if (g->mexprs[j].m->tainted && g->mexprs[j].type == ft)
            return -1;
    for (int j = 0; j < g->nivals; j++)
        if (g->ivals[j].type == ft && callgraph_iface_suspends(p, g->ivals[j].iface, g->ivals[j].method))
            return -1;
    int n = 0;
    for (int v = 0; v < g->nnodes; v++) {
        FuncDecl *f = g->nodes[v].f;
        if (!g->taken[v] || !f->tainted || f->type != ft)
            continue;
        if (f->recv || f->pkgop || !f->body || n == max) /* a method value, an intrinsic */
            return -1;
        out[n++] = f;
    }
    return n;
}

bool callgraph_go_started(const Program *p, const FuncDecl *f)
{
    int v = callgraph_node(p, f);
    return v >= 0 && v < p->graph->ntaken && p->graph->go_started[v];
}

bool callgraph_direct_only(const Program *p, const FuncDecl *f)
{
    int v = callgraph_node(p, f);
    return v >= 0 && !p->graph->reached[v] && !p->graph->taken[v];
}

bool callgraph_leaf(const Program *p, const FuncDecl *f)
{
    int v = callgraph_node(p, f);
    if (v < 0 || p->graph->nodes[v].suspends)
        return true;
    const Node *n = &p->graph->nodes[v];
    for (int i = 0; i < n->nedges; i++) { /* a blocking package function: f's handle waits in it */
        const CallEdge *e = &n->edges[i];
        if (e->to && e->kind != CALLGRAPH_GO && e->kind != CALLGRAPH_REF && !e->to->body &&
            p->graph->nodes[e->to->graph_node - 1].suspends)
            return true;
    }
    return false;
}

bool callgraph_recursive_indirect(const Program *p, const FuncDecl *f)
{
    int v = callgraph_node(p, f);
    if (v < 0)
        return false;
    const Node *n = &p->graph->nodes[v];
    for (int u = 0; u < p->graph->nnodes; u++) {
        const Node *m = &p->graph->nodes[u];
        if (m->scc != n->scc)
            continue;
        for (int i = 0; i < m->nedges; i++)
            if (m->edges[i].kind == CALLGRAPH_INDIRECT && m->edges[i].to &&
                p->graph->nodes[m->edges[i].to->graph_node - 1].scc == n->scc)
                return true;
    }
    return false;
}

bool callgraph_iface_suspends(const Program *p, const Type *iface, int method)
{
    const Type *it = type_under(iface);
    for (int j = 0; j < p->niface_types; j++) {
        FuncDecl *m = iface_target(p->iface_types[j], it, method);
        if (m && m->tainted)
            return true;
    }
    return false;
}

bool callgraph_same_scc(const Program *p, const FuncDecl *f, const FuncDecl *g)
{
    int a = callgraph_node(p, f), b = callgraph_node(p, g);
    return a >= 0 && b >= 0 && p->graph->nodes[a].scc == p->graph->nodes[b].scc;
}

bool callgraph_recursive(const Program *p, const FuncDecl *f)
{
    int v = callgraph_node(p, f);
    if (v < 0)
        return false;
    const Node *n = &p->graph->nodes[v];
    for (int i = 0; i < n->nedges; i++) /* a call of itself */
        if (in_scc_graph(&n->edges[i]) && n->edges[i].to == f)
            return true;
    for (int u = 0; u < p->graph->nnodes; u++) /* another function in its component */
        if (u != v && p->graph->nodes[u].scc == n->scc)
            return true;
    return false;
}
