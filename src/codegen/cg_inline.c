/* cg_inline.c - inlined awaits: the third version of a suspending function, "pkg.f$inline".
 * An await of f from a $coro function normally runs f's own coroutine (f$coro, its frame elided
 * into the caller's): a frame level with its resume and destroy pointers, its promise and its
 * suspend index (docs/coroutines.md §3). For a small f (at most SMALL_BODY statements, counting
 * the bodies inlined into it), or one whose body inlining copies only once (awaited at a single
 * place, in a function that is a coroutine of its own or is itself copied once), codegen instead
 * calls f$inline(caller's handle, args..., results out) -> i8: f's body as plain code whose
 * suspend points suspend the caller, shaped like cg_coro.c's await thunks (0: returned, results in
 * *out; 1: suspended, the caller returns to its resumer; 2: the caller is being destroyed) and
 * inlined into the caller exactly like them, before the caller is split. f's locals that live
 * across a suspend then become fields of the caller's frame and nothing else does: the level costs
 * no frame header at all. f$coro stays for go statements, func values and the awaits that are not
 * inlined.
 *
 * Not at -O0: nothing promotes the inlined body's locals to registers there, so every one of them
 * would take bytes of the caller's frame for the caller's whole life (its own frame, from the
 * general pool, lives only while it is awaited). Never inlined: a recursive f (its component would
 * inline itself), one with a defer statement or a recover() call (its own defer chain and landing
 * need its own frame, docs/defer.md), a body-less (package) function, //go:noinline, and any
 * await from a caller that has a landing (cg_defer_await_lands: its awaits keep the protocol a
 * recovery expects). A method's receiver and a called literal's closure record are parameters
 * like the others (after the handle); a method awaited through an interface is not inlined there
 * (cg_iface.c: one coroutine per method, not a body per call site), and neither are method values. A caller that inlines a function that waits
 * (callgraph_leaf) can itself be queued, so its promise gets rt_promise.next (cg_inline_leaf, used
 * by cg_coro_promise_next). */
#include "cg.h"

/* an await is inlined when the callee's body, with the bodies inlined into it, is at most this
   many statements, or when inlining makes one copy of it in the whole program (code size) */
#define SMALL_BODY 16

typedef struct Scan {
    Cg *c;
    bool bad;   /* a defer statement or a recover() call */
    bool sizes; /* add the inlined size of every eligible callee */
    int size;
} Scan;

static bool scan_stmt(Walker *w, Stmt *s)
{
    Scan *sc = w->arg;
    sc->size++;
    if (s->kind == S_DEFER) {
        sc->bad = true;
        w->stop = true;
    }
    return true;
}

static bool scan_expr(Walker *w, Expr *e)
{
    Scan *sc = w->arg;
    if (e->kind != E_CALL)
        return true;
    if (e->call == CALL_BUILTIN && e->builtin == B_RECOVER) {
        sc->bad = true;
        w->stop = true;
    } else if (sc->sizes && (e->call == CALL_FUNC || e->call == CALL_METHOD) && e->callee &&
               cg_inline_eligible(sc->c, e->callee)) {
        sc->size += sc->c->inline_size[callgraph_node(sc->c->prog, e->callee)];
    }
    return true;
}

/* per call-graph node, how many calls of it the bodies of functions that can suspend hold
   (their $coro versions await it there), and the node of one of those functions */
typedef struct Count {
    Cg *c;
    int from; /* the node whose body is walked */
} Count;

static bool count_call(Walker *w, Expr *e)
{
    if (e->kind == E_CALL && (e->call == CALL_FUNC || e->call == CALL_METHOD) && e->callee) {
        Count *k = w->arg;
        int v = callgraph_node(k->c->prog, e->callee);
        if (v >= 0) {
            k->c->inline_sites[v]++;
            k->c->inline_from[v] = k->from;
        }
    }
    return true;
}

/* a go statement starts its call's coroutine (never inlined there): only its operands count */
static bool count_go(Walker *w, Stmt *s)
{
    const Expr *call = s->kind == S_GO ? callgraph_go_defer_call(s) : NULL;
    if (!call)
        return true;
    walk_expr_children(w, (Expr *)call);
    return false;
}

void cg_inline_init(Cg *c)
{
    size_t n = (size_t)callgraph_count(c->prog) + 1;
    c->inline_ok = xmalloc(n);
    c->inline_leaf = xmalloc(n);
    c->inline_never = xmalloc(n);
    c->inline_sites = xmalloc(sizeof(int) * n);
    c->inline_from = xmalloc(sizeof(int) * n);
    c->inline_size = xmalloc(sizeof(int) * n);
    for (int v = 0; v < callgraph_count(c->prog); v++)
        c->inline_from[v] = -1;
    for (int v = 0; v < callgraph_count(c->prog); v++) {
        FuncDecl *from = callgraph_func(c->prog, v);
        if (!from || !from->tainted || !from->body)
            continue;
        Count k = {c, v};
        Walker w = {.stmt = count_go, .expr = count_call, .arg = &k};
        walk_stmt(&w, from->body);
    }
}

/* what makes f's awaits impossible to inline, whatever its size (a walk of its body: remembered,
   since single_copy asks again for every function it passes) */
static bool never(Cg *c, FuncDecl *f)
{
    int v = callgraph_node(c->prog, f);
    if (c->opt->optlevel == 0 || v < 0)
        return true;
    signed char *m = c->inline_never; /* per node: 0 not yet known, 1 no, 2 yes */
    if (!m[v]) {
        bool no = !f->body || !f->tainted || f->export_name || f->noinline || f->pkgop ||
                  f->isr_irq >= 0 || callgraph_recursive(c->prog, f);
        if (!no) {
            Scan sc = {.c = c};
            Walker w = {.stmt = scan_stmt, .expr = scan_expr, .arg = &sc};
            walk_stmt(&w, f->body);
            no = sc.bad;
        }
        m[v] = no ? 2 : 1;
    }
    return m[v] == 2;
}

/* inlining f makes at most one copy of its body: one await site, in a function that is a
   coroutine of its own or whose body is itself copied once */
static bool single_copy(Cg *c, int v)
{
    for (int hops = 0; hops < callgraph_count(c->prog); hops++) {
        if (c->inline_sites[v] > 1)
            return false;
        int from = c->inline_from[v];
        if (from < 0 || never(c, callgraph_func(c->prog, from)))
            return true;
        v = from;
    }
    return false;
}

static bool decide(Cg *c, FuncDecl *f)
{
    if (never(c, f))
        return false;
    int v = callgraph_node(c->prog, f);
    Scan sc = {.c = c, .sizes = true};
    Walker w = {.stmt = scan_stmt, .expr = scan_expr, .arg = &sc};
    walk_stmt(&w, f->body); /* eligible callees are decided first (no recursion reaches f) */
    c->inline_size[v] = sc.size;
    return sc.size <= SMALL_BODY || single_copy(c, v);
}

bool cg_inline_eligible(Cg *c, FuncDecl *f)
{
    int v = callgraph_node(c->prog, f);
    if (v < 0)
        return false;
    signed char *m = c->inline_ok; /* per node: 0 not yet known, 1 no, 2 yes */
    if (!m[v]) {
        m[v] = 1; /* a cycle the recursion test does not see (powser1.go) asks again: no */
        m[v] = decide(c, f) ? 2 : 1;
    }
    return m[v] == 2;
}

bool cg_inline_await(Cg *c, FuncDecl *callee)
{
    return c->coro && cg_inline_eligible(c, callee) && !callgraph_same_scc(c->prog, callee, c->fn) &&
           !cg_defer_await_lands(c);
}

bool cg_inline_leaf(Cg *c, FuncDecl *f)
{
    int v = callgraph_node(c->prog, f);
    if (v < 0)
        return false;
    signed char *m = c->inline_leaf;
    if (m[v])
        return m[v] == 2;
    m[v] = 1; /* eligible callees are not recursive: no cycle comes back here */
    int n;
    const CallEdge *e = callgraph_edges(c->prog, v, &n);
    bool leaf = false;
    for (int i = 0; i < n && !leaf; i++)
        if ((e[i].kind == CALLGRAPH_CALL || e[i].kind == CALLGRAPH_DEFER) && e[i].to && cg_inline_eligible(c, e[i].to))
            leaf = callgraph_leaf(c->prog, e[i].to) || cg_inline_leaf(c, e[i].to);
    m[v] = leaf ? 2 : 1;
    return leaf;
}

LLVMValueRef cg_inline_fn(Cg *c, FuncDecl *f)
{
    if (!f->cg_inline) {
        char *name = mangle_inline(f->mangled);
        f->cg_inline = cg_coro_thunk_decl(c, f, name);
        free(name);
    }
    return f->cg_inline;
}

static void ret_status(Cg *c, LLVMBasicBlockRef bb, int status)
{
    LLVMPositionBuilderAtEnd(c->b, bb);
    LLVMBuildRet(c->b, LLVMConstInt(c->t_i8, (unsigned long long)status, 0));
}

void cg_inline_prologue(Cg *c)
{
    c->hdl = LLVMGetParam(c->llfn, 0); /* the caller's handle: f's suspend points are its */
    c->coro_id = c->promise = NULL;
    c->promise_type = NULL;
    /* whoever inlines a function that waits has rt_promise.next (cg_inline_leaf) */
    c->promise_next = true;
    LLVMBasicBlockRef here = LLVMGetInsertBlock(c->b);
    c->suspend_ret_bb = cg_block(c, "inline.suspended");
    c->cleanup_bb = cg_block(c, "inline.destroyed");
    ret_status(c, c->suspend_ret_bb, 1);
    ret_status(c, c->cleanup_bb, 2);
    LLVMPositionBuilderAtEnd(c->b, here);
}

void cg_inline_epilogue(Cg *c)
{
    Type *ft = c->fn->type;
    LLVMValueRef out = LLVMGetParam(c->llfn, LLVMCountParams(c->llfn) - 1);
    for (int i = 0; i < ft->nresults; i++) {
        LLVMValueRef v = LLVMBuildLoad2(c->b, cg_type(c, ft->results[i]), c->result_slots[i], "");
        LLVMBuildStore(c->b, v, cg_coro_result_out(c, c->fn, out, i));
    }
    LLVMBuildRet(c->b, LLVMConstInt(c->t_i8, 0, 0));
}
