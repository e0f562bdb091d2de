/* cg_defer.c - codegen of defer, panic's landing places and recover (docs/defer.md).
 *
 * A defer statement evaluates the receiver and the arguments and pushes a record
 * {next, thunk, landing, values...} on the running goroutine's defer chain, the runtime's
 * rt_defer_top. The record lives in the function's frame (an alloca: the stack, or the coroutine
 * frame in f$coro) when the statement runs at most once per call, and in the arena when it is in
 * a loop (a for/range body, or any function with a goto); -heap=none reports the latter. The
 * function remembers the chain's top at its entry ('base'); every return runs the records above
 * it, newest first, before the results are read. The thunk f$defer.N(record) is a sync function
 * that makes the call from the record's values: the sync version of f and a panic call it; f$coro
 * makes the call inline instead when the callee can suspend (an await, so a deferred call
 * suspends the goroutine like any other call). A later func value's record only needs a thunk.
 *
 * Suspending: the chain belongs to the goroutine. In a program whose $coro functions defer, every
 * suspend point of the $coro functions they reach (call or defer, transitively) keeps the chain's
 * top in its frame and puts it back when resumed (cg_defer_suspend/cg_defer_resumed); the other
 * $coro functions' suspend points empty it when resumed (their goroutines have no records), and
 * `go` and interrupt handlers start with an empty chain (cg_defer_go_begin/end). Programs without
 * defer get none of this.
 *
 * Recovery: a function whose deferred calls may recover (a callee whose body calls recover()) sets
 * a landing place at its entry (rt_setjmp into a buffer in its frame); the record names it, and a
 * panic whose deferred call recovered jumps there, where the function runs its remaining deferred
 * calls and returns its results (their slots escape, so they are in memory). f$coro sets it again
 * after every suspend point (its code runs at another stack depth each time), which is enough when
 * its body awaits nothing (else an error: its frame may be suspended under a panicking child);
 * while its return block awaits a deferred call the landing is marked unusable for the runtime.
 * The thunk of such a callee arms recover() (rt_recover_arm) only when the panic itself runs
 * the record, and the callee takes the arm at its entry: recover() called by anything else than
 * the deferred function returns nil, as in Go.
 *
 * Holding panics: f$coro one of whose deferred calls can suspend has a landing marked
 * RT_LANDING_HOLDS with room for a panic after it (runtime-baremetal/defer.c, rt_held): a panic
 * that reaches its records jumps there instead of calling their thunks on the panicking stack, and
 * the return block runs them as at a return, awaiting those that suspend, with rt_held_run/
 * rt_held_done around each (the held panic runs the record; a recovery drops it) and
 * rt_held_continue after them (a panic none recovered goes on). The program's suspend points, go
 * statements and handlers then keep the goroutine's panics with its chain (holds_any). */
#include <string.h>

#include "cg.h"
#include "rt_abi.h" /* the landing's words */


typedef struct Site {
    Stmt *s;
    Expr *call;         /* the call, parentheses removed */
    bool loop;          /* may run more than once per call of the function */
    int nvals;          /* values kept in the record */
    Expr **val_expr;    /* which expression each value is (the receiver or an argument) */
    Type **val_type;
    LLVMTypeRef rec_type;
    LLVMValueRef thunk;
    bool recovers;      /* the callee calls recover() (or may: a func value's, an interface's) */
} Site;

typedef struct CgDefer CgDefer;
struct CgDefer {
    Site **sites;
    int nsites, csites;
    LLVMValueRef base;      /* alloca: rt_defer_top at entry */
    LLVMValueRef landing;   /* alloca: the jump buffer (NULL: no recovery lands here) */
    LLVMValueRef mine;      /* alloca: the recover() arm this call took (functions calling recover) */
    bool holds;             /* f$coro runs its deferred calls itself during a panic (its landing holds it) */
};

/* every site of the program, by statement: the sync and $coro versions share thunks */
static Site **all_sites;
static int nall, call_;
static int uses; /* 0 unknown, 1 no defer in the program, 2 defer only in sync code, 3 in $coro code */
/* some $coro function holds panics (a deferred call of it can suspend): suspend points, go
   statements and handlers keep the goroutine's panics (rt_panics, rt_panic_defer) with its chain */
static bool holds_any;
/* per call graph node: a $coro function that defers, or one it calls or defers (transitively):
   its suspend points may find records on the chain, so they keep the chain in the frame */
static bool *keeps_chain;
/* runtime.Goexit (docs/defer.md, "Goexit"): whether the program calls it, and per call graph node
   whether a go statement starts the function by name (a goroutine's top function: it stops a
   Goexit of its goroutine, so it has a landing and a record of its own, the stop) */
static bool goexit_any;
static bool *go_top;
/* some deferred call is of a func value or an interface method (not a literal): the function such
   a thunk calls is known only at run time, so the thunk names it in rt_recover_entry with the arm,
   the thunks on the way pass it on (cg_defer_forward), and a function calling recover() takes the
   arm only when it is the one named (or none is: a direct call's thunk) */
static bool recover_fv;

/* ---------------------------------------------------------------- finding the defer statements */

typedef void (*StmtVisit)(Stmt *s, bool loop, void *arg);

/* a walk calling 'visit' for every defer statement, with whether a loop encloses it */
typedef struct DeferWalk {
    bool loop;
    StmtVisit visit;
    void *arg;
} DeferWalk;

static bool defer_stmt(Walker *w, Stmt *s)
{
    DeferWalk *d = w->arg;
    if (s->kind == S_DEFER)
        d->visit(s, d->loop, d->arg);
    if ((s->kind != S_FOR && s->kind != S_RANGE) || d->loop)
        return true;
    walk_stmt(w, s->init); /* runs once */
    d->loop = true;
    walk_stmt(w, s->post);
    walk_stmt(w, s->then);
    d->loop = false;
    return false;
}

static void walk(Stmt *body, bool loop, StmtVisit v, void *arg)
{
    DeferWalk d = {loop, v, arg};
    Walker w = {.stmt = defer_stmt, .arg = &d};
    walk_stmt(&w, body);
}

static void count_visit(Stmt *s, bool loop, void *arg)
{
    (void)s;
    (void)loop;
    ++*(int *)arg;
}

static int count_defers(FuncDecl *f)
{
    int n = 0;
    if (f->body)
        walk(f->body, false, count_visit, &n);
    return n;
}

/* mark (in set) every function that can suspend reached over call and defer edges from the nodes
   on the stack (already marked); frees the stack */
static void spread(Cg *c, bool *set, int *stack, int nstack)
{
    while (nstack > 0) {
        int ne, node = stack[--nstack];
        const CallEdge *e = callgraph_edges(c->prog, node, &ne);
        for (int i = 0; i < ne; i++) {
            int to = e[i].to && (e[i].kind == CALLGRAPH_CALL || e[i].kind == CALLGRAPH_DEFER ||
                                 e[i].kind == CALLGRAPH_INDIRECT) /* func values, interfaces */
                         ? callgraph_node(c->prog, e[i].to) : -1;
            if (to >= 0 && e[i].to->tainted && !set[to]) {
                set[to] = true;
                stack[nstack++] = to;
            }
        }
    }
    free(stack);
}

/* a deferred call that f$coro awaits: its callee can suspend */
static bool call_awaits(Cg *c, Expr *e)
{
    return (e->call == CALL_FUNC || e->call == CALL_METHOD) ? e->callee->tainted
           : e->call == CALL_INDIRECT ? callgraph_fv_suspends(c->prog, type_under(e->x->type)) ||
                                            (walk_unparen(e->x)->kind == E_FUNCLIT && walk_unparen(e->x)->callee->tainted)
           : e->call == CALL_IFACE && callgraph_iface_suspends(c->prog, e->recv->type, e->method);
}

typedef struct AwaitsVisit {
    Cg *c;
    bool any;
} AwaitsVisit;

/* a deferred call whose callee is a func value or an interface method's (not a literal) */
static bool indirect_site(Expr *e)
{
    return e->call == CALL_IFACE || (e->call == CALL_INDIRECT && walk_unparen(e->x)->kind != E_FUNCLIT);
}

static void indirect_visit(Stmt *s, bool loop, void *arg)
{
    (void)loop;
    *(bool *)arg |= indirect_site(walk_unparen(s->call));
}

static void awaits_visit(Stmt *s, bool loop, void *arg)
{
    (void)loop;
    AwaitsVisit *a = arg;
    a->any |= call_awaits(a->c, walk_unparen(s->call));
}

static int program_uses(Cg *c);

/* f is a goroutine's top function in a program that calls runtime.Goexit */
static bool goexit_top(Cg *c, const FuncDecl *f)
{
    program_uses(c);
    int node = callgraph_node(c->prog, f);
    return goexit_any && node >= 0 && go_top[node];
}

static int program_uses(Cg *c)
{
    if (uses)
        return uses;
    uses = 1;
    int n = callgraph_count(c->prog), nstack = 0;
    keeps_chain = xmalloc(sizeof *keeps_chain * (size_t)(n + 1));
    int *stack = xmalloc(sizeof *stack * (size_t)(n + 1));
    go_top = xmalloc(sizeof *go_top * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        keeps_chain[i] = go_top[i] = false;
    for (int i = 0; i < n; i++) {
        int ne;
        const CallEdge *e = callgraph_edges(c->prog, i, &ne);
        for (int j = 0; j < ne; j++) {
            if (e[j].to && e[j].to->linkname && !strcmp(e[j].to->linkname, "rt_goexit"))
                goexit_any = true;
            /* started by name */
            int to = e[j].to && e[j].kind == CALLGRAPH_GO ? callgraph_node(c->prog, e[j].to) : -1;
            if (to >= 0)
                go_top[to] = true;
        }
        /* or by a go statement of a func value or an interface method whose targets include it
           (started through its func value's entry or an itab's) */
        if (callgraph_func(c->prog, i) && callgraph_go_started(c->prog, callgraph_func(c->prog, i)))
            go_top[i] = true;
    }
    for (int i = 0; i < c->prog->nfuncs; i++) {
        FuncDecl *f = c->prog->funcs[i];
        if (f->body && !recover_fv)
            walk(f->body, false, indirect_visit, &recover_fv);
        if (count_defers(f) == 0 && !goexit_top(c, f))
            continue;
        if (uses < 2)
            uses = 2;
        int node = callgraph_node(c->prog, f);
        if (f->tainted && !holds_any && f->body) {
            AwaitsVisit a = {c, false};
            walk(f->body, false, awaits_visit, &a);
            holds_any = a.any;
        }
        if (f->tainted && node >= 0 && !keeps_chain[node]) {
            uses = 3;
            keeps_chain[node] = true;
            stack[nstack++] = node;
        }
    }
    recover_fv &= check_any_recover();
    spread(c, keeps_chain, stack, nstack); /* what the $coro functions that defer call or defer */
    return uses;
}

/* ---------------------------------------------------------------- runtime globals */

static LLVMValueRef rt_global(Cg *c, const char *name)
{
    LLVMValueRef g = LLVMGetNamedGlobal(c->mod, name);
    if (!g) {
        g = LLVMAddGlobal(c->mod, c->t_ptr, name);
        LLVMSetAlignment(g, 4);
    }
    return g;
}

static LLVMValueRef load_g(Cg *c, const char *name)
{
    LLVMValueRef l = LLVMBuildLoad2(c->b, c->t_ptr, rt_global(c, name), "");
    LLVMSetAlignment(l, 4);
    return l;
}

static void store_g(Cg *c, LLVMValueRef v, const char *name)
{
    LLVMSetAlignment(LLVMBuildStore(c->b, v, rt_global(c, name)), 4);
}

static LLVMValueRef field(Cg *c, Site *st, LLVMValueRef rec, int i)
{
    return LLVMBuildStructGEP2(c->b, st->rec_type, rec, (unsigned)i, "");
}

/* ---------------------------------------------------------------- sites */

static void add_val(Site *st, Expr *e, Type *t, int *cap)
{
    if (st->nvals >= *cap) {
        *cap = 2 * *cap + 4;
        st->val_expr = xrealloc(st->val_expr, sizeof *st->val_expr * (size_t)*cap);
        st->val_type = xrealloc(st->val_type, sizeof *st->val_type * (size_t)*cap);
    }
    st->val_expr[st->nvals] = e;
    st->val_type[st->nvals++] = t;
}

static Site *find_site(Stmt *s)
{
    for (int i = 0; i < nall; i++)
        if (all_sites[i]->s == s)
            return all_sites[i];
    return NULL;
}

/* the site of s: what its record holds, its thunk (declared; defined by cg_defer_end) */
static Site *make_site(Cg *c, Stmt *s, bool loop)
{
    Site *st = find_site(s);
    if (st)
        return st;
    program_uses(c); /* recover_fv */
    st = xmalloc(sizeof *st);
    memset(st, 0, sizeof *st);
    st->s = s;
    st->loop = loop;
    st->call = walk_unparen(s->call);
    Expr *e = st->call;
    int cap = 0;
    if (e->call == CALL_FUNC || e->call == CALL_METHOD) {
        FuncDecl *f = e->callee;
        st->recovers = check_calls_recover(f);
        if (f->recv)
            add_val(st, e->recv, f->recv_type, &cap);
    } else if (e->call == CALL_INDIRECT) { /* the func value, evaluated at the defer statement */
        Expr *f = walk_unparen(e->x);
        st->recovers = f->kind == E_FUNCLIT ? check_calls_recover(f->callee) : recover_fv;
        add_val(st, e->x, f->type, &cap); /* (its parentheses may have no type) */
    } else if (e->call == CALL_IFACE) { /* the interface value */
        st->recovers = recover_fv;
        add_val(st, e->recv, e->recv->type, &cap);
    }
    for (int i = 0; i < e->nlist; i++)
        if (e->call == CALL_BUILTIN && e->builtin == B_PANIC && cg_panic_boxed_on_stack(c, e->list[i]) &&
            e->list[i]->list[0]->cv.kind == CV_NONE) /* -heap=none: the value, boxed by the thunk */
            add_val(st, e->list[i]->list[0], e->list[i]->list[0]->type, &cap);
        else if (e->list[i]->cv.kind == CV_NONE)
            add_val(st, e->list[i], e->list[i]->type, &cap);
    LLVMTypeRef *ft = xmalloc(sizeof *ft * (size_t)(st->nvals + 3));
    ft[0] = ft[1] = ft[2] = c->t_ptr;
    for (int i = 0; i < st->nvals; i++)
        ft[i + 3] = cg_type(c, st->val_type[i]);
    st->rec_type = LLVMStructTypeInContext(c->ctx, ft, (unsigned)st->nvals + 3, 0);
    free(ft);
    char *name = xprintf("%s$defer.%d", c->fn->mangled, nall);
    st->thunk = LLVMAddFunction(c->mod, name, LLVMFunctionType(c->t_void, &c->t_ptr, 1, 0));
    free(name);
    LLVMSetLinkage(st->thunk, LLVMInternalLinkage);
    LLVMAddAttributeAtIndex(st->thunk, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(c->ctx, c->kind_nounwind, 0));
    VEC_PUSH(all_sites, nall, call_, st);
    return st;
}

static void collect(Stmt *s, bool loop, void *arg)
{
    Cg *c = arg;
    CgDefer *d = c->defer;
    Site *st = make_site(c, s, loop);
    VEC_PUSH(d->sites, d->nsites, d->csites, st);
}

/* the call of a site with the record's values in place of the expressions they came from */
static Expr *record_call(Cg *c, Site *st, LLVMValueRef rec)
{
    Expr *e = xmalloc(sizeof *e);
    *e = *st->call;
    e->list = xmalloc(sizeof *e->list * (size_t)(e->nlist + 1));
    for (int i = 0; i < e->nlist; i++)
        e->list[i] = st->call->list[i];
    for (int v = 0; v < st->nvals; v++) {
        Symbol *sym = xmalloc(sizeof *sym);
        memset(sym, 0, sizeof *sym);
        sym->kind = SYM_VAR;
        sym->name = "defer.arg";
        sym->type = st->val_type[v];
        sym->cg = field(c, st, rec, v + 3);
        Expr *id = xmalloc(sizeof *id);
        memset(id, 0, sizeof *id);
        id->kind = E_IDENT;
        id->pos = st->val_expr[v]->pos;
        id->type = st->val_type[v];
        id->sym = sym;
        if (st->val_expr[v] == st->call->recv && (e->call == CALL_METHOD || e->call == CALL_IFACE)) {
            e->recv = id;
            e->recv_adjust = 0;
        } else if (st->val_expr[v] == st->call->x && e->call == CALL_INDIRECT) {
            e->x = id;
        } else {
            for (int i = 0; i < e->nlist; i++)
                if (st->call->list[i] == st->val_expr[v])
                    e->list[i] = id;
                else if (st->call->list[i]->kind == E_CALL && st->call->list[i]->call == CALL_CONV &&
                         st->call->list[i]->nlist == 1 && st->call->list[i]->list[0] == st->val_expr[v]) {
                    Expr *conv = xmalloc(sizeof *conv); /* panic's conversion of the kept value */
                    *conv = *st->call->list[i];
                    conv->list = xmalloc(sizeof *conv->list);
                    conv->list[0] = id;
                    e->list[i] = conv;
                }
        }
    }
    return e;
}

/* rec, a record of site st with its values stored, on the chain */
static void push(Cg *c, Site *st, LLVMValueRef rec)
{
    LLVMBuildStore(c->b, st->thunk, field(c, st, rec, 1));
    LLVMBuildStore(c->b, c->defer->landing ? c->defer->landing : LLVMConstNull(c->t_ptr), field(c, st, rec, 2));
    LLVMBuildStore(c->b, load_g(c, "rt_defer_top"), field(c, st, rec, 0));
    store_g(c, rec, "rt_defer_top");
}

/* a global of the compiled code (not the runtime's, which refers to it weakly), NULL at the
   start: package initialisation at compile time (interp.c) can read it */
static LLVMValueRef own_global(Cg *c, const char *name)
{
    LLVMValueRef g = LLVMGetNamedGlobal(c->mod, name);
    if (!g) {
        g = LLVMAddGlobal(c->mod, c->t_ptr, name);
        LLVMSetAlignment(g, 4);
    }
    if (LLVMIsDeclaration(g)) /* rt_global declared it first */
        LLVMSetInitializer(g, LLVMConstNull(c->t_ptr));
    return g;
}

/* The stop of a goroutine's top function (programs calling runtime.Goexit): a record {next,
   rt_goexit_stop, landing, top} pushed at the function's entry, under its own records. top says
   whether this call is the one a go statement started (the statement names the entry it calls in
   rt_go_entry, which the entry takes: cg_defer_go_entry). A Goexit that reaches the record after
   running the goroutine's deferred calls stops there (the runtime's thunk marks it recovered), so
   the function returns from its landing and the goroutine ends as when it returns; at a normal
   return the thunk does nothing. */
static Site *stop_site(Cg *c)
{
    Site *st = xmalloc(sizeof *st);
    memset(st, 0, sizeof *st);
    st->recovers = true; /* the landing */
    LLVMTypeRef ft[4] = {c->t_ptr, c->t_ptr, c->t_ptr, c->t_i32};
    st->rec_type = LLVMStructTypeInContext(c->ctx, ft, 4, 0);
    st->thunk = LLVMGetNamedFunction(c->mod, "rt_goexit_stop");
    if (!st->thunk) {
        st->thunk = LLVMAddFunction(c->mod, "rt_goexit_stop", LLVMFunctionType(c->t_void, &c->t_ptr, 1, 0));
        LLVMAddAttributeAtIndex(st->thunk, LLVMAttributeFunctionIndex,
                                LLVMCreateEnumAttribute(c->ctx, c->kind_nounwind, 0));
    }
    return st;
}

static void push_stop(Cg *c, Site *st)
{
    own_global(c, "rt_go_entry");
    LLVMValueRef entry = load_g(c, "rt_go_entry");
    LLVMValueRef top = LLVMBuildICmp(c->b, LLVMIntEQ, entry, c->llfn, "go.top");
    store_g(c, LLVMBuildSelect(c->b, top, LLVMConstNull(c->t_ptr), entry, ""), "rt_go_entry");
    LLVMValueRef rec = cg_alloca(c, st->rec_type, "goexit.stop");
    LLVMBuildStore(c->b, LLVMBuildZExt(c->b, top, c->t_i32, ""), field(c, st, rec, 3));
    push(c, st, rec);
}

/* around the call a go statement makes of entry (a function, or a func value's entry), in programs
   calling runtime.Goexit: the callee's entry is told it is a goroutine's top (push_stop); NULL
   when the program needs none of it */
LLVMValueRef cg_defer_go_entry(Cg *c, LLVMValueRef entry)
{
    program_uses(c);
    if (!goexit_any)
        return NULL;
    own_global(c, "rt_go_entry");
    LLVMValueRef old = load_g(c, "rt_go_entry");
    store_g(c, entry, "rt_go_entry");
    return old;
}

/* the entry a deferred call's thunk calls (st: a func value's or an interface method's), which
   recover() then stops the panic in (rt_recover_entry) */
static LLVMValueRef site_entry(Cg *c, Site *st, LLVMValueRef rec)
{
    LLVMValueRef v = LLVMBuildLoad2(c->b, cg_type(c, st->val_type[0]), field(c, st, rec, 3), "");
    if (st->call->call == CALL_IFACE)
        return cg_iface_sync_entry(c, v, st->call->recv->type, st->call->method);
    return LLVMBuildLoad2(c->b, c->t_ptr, cg_nil_check(c, v), "entry"); /* a func value's record */
}

/* in a thunk self that calls target (a func value's or an itab's entry): a go statement that
   called self started target, and a deferred call of self that may recover is target's */
void cg_defer_forward(Cg *c, LLVMValueRef self, LLVMValueRef target)
{
    program_uses(c);
    if (goexit_any) {
        own_global(c, "rt_go_entry");
        LLVMValueRef e = load_g(c, "rt_go_entry");
        store_g(c, LLVMBuildSelect(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, e, self, ""), target, e, ""), "rt_go_entry");
    }
    if (recover_fv) {
        own_global(c, "rt_recover_entry");
        LLVMValueRef e = load_g(c, "rt_recover_entry");
        store_g(c, LLVMBuildSelect(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, e, self, ""), target, e, ""), "rt_recover_entry");
    }
}

void cg_defer_go_entry_end(Cg *c, LLVMValueRef old)
{
    if (old)
        store_g(c, old, "rt_go_entry");
}

/* ---------------------------------------------------------------- thunks */

/* f$defer.N(record): the deferred call in sync code. A callee calling recover() is armed when the
   panic itself runs this record (rt_panic_defer): it takes the arm at its entry. */
static void emit_thunk(Cg *c, Site *st)
{
    CgHelper h = cg_helper_begin(c, st->thunk);
    LLVMValueRef rec = LLVMGetParam(st->thunk, 0);
    c->site_stmt = st->s;
    c->site_expr = NULL;
    if (st->recovers) {
        LLVMValueRef run = LLVMBuildICmp(c->b, LLVMIntEQ, load_g(c, "rt_panic_defer"), rec, "");
        store_g(c, LLVMBuildSelect(c->b, run, rec, LLVMConstNull(c->t_ptr), ""), "rt_recover_arm");
        program_uses(c);
        if (recover_fv) {
            own_global(c, "rt_recover_entry");
            store_g(c, indirect_site(st->call) ? site_entry(c, st, rec) : LLVMConstNull(c->t_ptr), "rt_recover_entry");
        }
    }
    if (!(st->call->call == CALL_BUILTIN && st->call->builtin == B_RECOVER)) /* a panic's: no-op */
        cg_call(c, record_call(c, st, rec));
    cg_ensure_block(c);
    LLVMBuildRetVoid(c->b);
    cg_helper_end(c, &h);
}

/* ---------------------------------------------------------------- the function's part */

static void set_landing(Cg *c);
static LLVMValueRef landing_word(Cg *c, int i);

void cg_defer_begin(Cg *c)
{
    c->defer = NULL;
    FuncDecl *f = c->fn;
    /* f$inline is never a goroutine's top: its body runs inside its awaiting caller's (and a
       landing would keep LLVM from inlining it, cg_inline.c) */
    bool recovers = check_calls_recover(f), top = c->llfn != f->cg_inline && goexit_top(c, f);
    if (count_defers(f) == 0 && !recovers && !top)
        return;
    CgDefer *d = xmalloc(sizeof *d);
    memset(d, 0, sizeof *d);
    c->defer = d;
    if (recovers) { /* take the arm a thunk may have set for this call */
        d->mine = cg_alloca(c, c->t_ptr, "recover.arm");
        LLVMValueRef arm = load_g(c, "rt_recover_arm");
        program_uses(c);
        if (recover_fv) { /* a thunk of a func value or interface names the function it armed */
            own_global(c, "rt_recover_entry");
            LLVMValueRef e = load_g(c, "rt_recover_entry");
            LLVMValueRef mine = LLVMBuildOr(c->b, LLVMBuildIsNull(c->b, e, ""), LLVMBuildICmp(c->b, LLVMIntEQ, e, c->llfn, ""), "");
            arm = LLVMBuildSelect(c->b, mine, arm, LLVMConstNull(c->t_ptr), "");
            store_g(c, LLVMConstNull(c->t_ptr), "rt_recover_entry");
        }
        LLVMBuildStore(c->b, arm, d->mine);
        store_g(c, LLVMConstNull(c->t_ptr), "rt_recover_arm");
    }
    if (count_defers(f) == 0 && !top)
        return;
    if (f->body)
        walk(f->body, walk_find_stmt(f->body, S_GOTO) != NULL, collect, c);
    if (top)
        VEC_PUSH(d->sites, d->nsites, d->csites, stop_site(c));
    d->base = cg_alloca(c, c->t_ptr, "defer.base");
    LLVMBuildStore(c->b, load_g(c, "rt_defer_top"), d->base);

    bool landing = false;
    for (int i = 0; i < d->nsites; i++) {
        landing |= d->sites[i]->recovers;
        d->holds |= c->coro && d->sites[i]->call && call_awaits(c, d->sites[i]->call);
    }
    if (!landing && !d->holds)
        return;
    /* the results are read after a recovery: they must be in memory, not in registers that the
       jump restores (an empty asm taking their address is an escape and emits nothing) */
    LLVMTypeRef aft = LLVMFunctionType(c->t_void, &c->t_ptr, 1, 0);
    LLVMValueRef esc = LLVMGetInlineAsm(aft, "", 0, "r", 1, true, false, LLVMInlineAsmDialectATT, false);
    for (int i = 0; i < c->nresults; i++)
        LLVMBuildCall2(c->b, aft, esc, &c->result_slots[i], 1, "");
    d->landing = cg_alloca(c, LLVMArrayType2(c->t_ptr, RT_LANDING_WORDS + (d->holds ? RT_HELD_WORDS : 0)),
                           "defer.landing");
    if (c->coro) /* the frame a recovery resumes while it awaits (runtime-baremetal/recover.c) */
        LLVMBuildStore(c->b, c->hdl, landing_word(c, RT_LANDING_LINK));
    if (d->holds) { /* holds no panic yet; the record a panic runs while f's own code runs */
        LLVMBuildStore(c->b, LLVMConstNull(c->t_ptr), landing_word(c, RT_LANDING_WORDS + RT_HELD_OWNER));
        LLVMBuildStore(c->b, load_g(c, "rt_panic_defer"), landing_word(c, RT_LANDING_WORDS));
    }
    set_landing(c);
    if (top)
        push_stop(c, d->sites[d->nsites - 1]);
}

/* rt_setjmp(landing): a recovery jumps back here, to the return block (the deferred calls left,
   the results). In f$coro again after every suspend point and every await: the resumed code runs
   on another stack depth. While f$coro is suspended under a call it awaits, the landing says so
   (cg_defer_await_suspended), and a recovery resumes f from the scheduler instead. */
static LLVMValueRef landing_word(Cg *c, int i)
{
    LLVMValueRef ix[2] = {LLVMConstInt(c->t_i32, 0, 0), LLVMConstInt(c->t_i32, (unsigned)i, 0)};
    return LLVMBuildGEP2(c->b, LLVMArrayType2(c->t_ptr, RT_LANDING_WORDS + (c->defer->holds ? RT_HELD_WORDS : 0)),
                         c->defer->landing, ix, 2, "");
}

static void mark_landing(Cg *c, int state)
{
    state |= c->defer->holds ? RT_LANDING_HOLDS : 0;
    LLVMBuildStore(c->b, LLVMConstInt(c->t_i32, (unsigned)state, 0), landing_word(c, RT_LANDING_STATE));
}

static void set_landing(Cg *c)
{
    CgDefer *d = c->defer;
    mark_landing(c, 0);
    LLVMValueRef sj = cg_rt(c, "rt_setjmp");
    unsigned rt2 = LLVMGetEnumAttributeKindForName("returns_twice", 13);
    LLVMAddAttributeAtIndex(sj, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c->ctx, rt2, 0));
    LLVMValueRef r = LLVMBuildCall2(c->b, LLVMGlobalGetValueType(sj), sj, &d->landing, 1, "");
    LLVMAddCallSiteAttribute(r, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c->ctx, rt2, 0));
    LLVMBasicBlockRef body = cg_block(c, "body");
    LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntNE, r, LLVMConstInt(c->t_i32, 0, 0), ""), c->ret_bb, body);
    LLVMPositionBuilderAtEnd(c->b, body);
}

void cg_defer_stmt(Cg *c, Stmt *s)
{
    CgDefer *d = c->defer;
    Site *st = find_site(s);
    if (!d || !st)
        diag_internal(s->pos, "defer statement not collected");
    Expr *e = st->call;
    LLVMValueRef *vals = xmalloc(sizeof *vals * (size_t)(st->nvals + 1));
    for (int v = 0; v < st->nvals; v++) {
        Expr *x = st->val_expr[v];
        if ((e->call == CALL_FUNC || e->call == CALL_METHOD) && x == e->recv) {
            if (e->recv_adjust > 0) {
                vals[v] = cg_addr_taken(c, x);
            } else {
                vals[v] = cg_expr(c, x);
                if (e->recv_adjust < 0)
                    vals[v] = LLVMBuildLoad2(c->b, cg_type(c, type_under(x->type)->elem), cg_nil_check(c, vals[v]), "");
            }
        } else {
            vals[v] = cg_expr(c, x);
            if (e->call == CALL_IFACE && x == e->recv) /* x.M of a nil x panics at the defer statement */
                cg_nil_check(c, LLVMBuildExtractValue(c->b, vals[v], 0, "itab"));
        }
    }
    LLVMValueRef rec;
    if (st->loop) {
        LLVMValueRef a[2] = {LLVMBuildTrunc(c->b, LLVMSizeOf(st->rec_type), c->t_i32, ""),
                             LLVMConstInt(c->t_i32, 8, 0)};
        rec = cg_call_rt(c, "rt_defer_alloc", a, 2);
    } else {
        rec = cg_alloca(c, st->rec_type, "defer.rec");
    }
    for (int v = 0; v < st->nvals; v++)
        LLVMBuildStore(c->b, vals[v], field(c, st, rec, v + 3));
    free(vals);
    push(c, st, rec);
}

/* at the start of the return block: run the records above base, newest first */
void cg_defer_return(Cg *c)
{
    CgDefer *d = c->defer;
    if (!d || !d->base)
        return;
    LLVMBasicBlockRef loop = cg_block(c, "defer.loop"), run = cg_block(c, "defer.run"),
                      done = cg_block(c, "defer.done");
    LLVMBuildBr(c->b, loop);
    LLVMPositionBuilderAtEnd(c->b, loop);
    LLVMValueRef top = load_g(c, "rt_defer_top");
    LLVMValueRef base = LLVMBuildLoad2(c->b, c->t_ptr, d->base, "");
    LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, top, base, ""), done, run);
    LLVMPositionBuilderAtEnd(c->b, run);
    LLVMValueRef next = LLVMBuildLoad2(c->b, c->t_ptr, top, "");
    store_g(c, next, "rt_defer_top");
    LLVMValueRef fn = LLVMBuildLoad2(c->b, c->t_ptr, LLVMBuildStructGEP2(c->b, d->sites[0]->rec_type, top, 1, ""), "");
    /* the records above base are this function's: each site's thunk is called directly (the
       optimiser may inline it), and in f$coro a callee that can suspend is awaited here. Only
       this function's sites push records above its base, so the last one needs no test (a record
       of a func value, once corogo has them, will need one and an indirect call of its thunk). */
    LLVMTypeRef tt = LLVMFunctionType(c->t_void, &c->t_ptr, 1, 0);
    for (int i = 0; i < d->nsites; i++) {
        Site *st = d->sites[i];
        bool await = c->coro && st->call && call_awaits(c, st->call);
        LLVMBasicBlockRef here = cg_block(c, "defer.site"), other = cg_block(c, "defer.next");
        if (i + 1 < d->nsites)
            LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, fn, st->thunk, ""), here, other);
        else
            LLVMBuildBr(c->b, here);
        LLVMPositionBuilderAtEnd(c->b, here);
        if (d->holds) { /* the panic f holds, if any, runs this record */
            LLVMValueRef a[2] = {d->landing, top};
            cg_call_rt(c, "rt_held_run", a, 2);
        }
        if (st->call && st->call->call == CALL_BUILTIN && st->call->builtin == B_RECOVER) {
            /* defer recover() run by this return: called by this function, the deferred function
               of a panic or not (Go's recover1.go); run by a panic, its thunk does nothing */
            cg_defer_recover(c);
        } else if (await) { /* an await like any other (a recovery while it is suspended: cg_defer_await_*) */
            if (st->recovers && !indirect_site(st->call)) { /* armed as the thunk does (not those of
                                                                func values or interfaces: a limit) */
                LLVMValueRef run = LLVMBuildICmp(c->b, LLVMIntEQ, load_g(c, "rt_panic_defer"), top, "");
                store_g(c, LLVMBuildSelect(c->b, run, top, LLVMConstNull(c->t_ptr), ""), "rt_recover_arm");
                if (recover_fv)
                    store_g(c, LLVMConstNull(c->t_ptr), "rt_recover_entry");
            }
            c->site_stmt = st->s;
            c->site_expr = NULL;
            cg_call(c, record_call(c, st, top));
            cg_ensure_block(c);
        } else {
            LLVMBuildCall2(c->b, tt, st->thunk, &top, 1, "");
        }
        if (d->holds)
            cg_call_rt(c, "rt_held_done", &d->landing, 1);
        if (st->loop) /* an arena record goes back to the runtime's free list */
            cg_call_rt(c, "rt_defer_free", &top, 1);
        LLVMBuildBr(c->b, loop);
        LLVMPositionBuilderAtEnd(c->b, other);
    }
    LLVMBuildUnreachable(c->b);
    LLVMPositionBuilderAtEnd(c->b, done);
    if (d->holds) /* a panic none of them recovered goes on */
        cg_call_rt(c, "rt_held_continue", &d->landing, 1);
}

/* after the first version generated (the sync one, or the $coro one when the sync world never
   calls the function: cg.c): define the thunks of its sites, sync code either way */
void cg_defer_end(Cg *c)
{
    CgDefer *d = c->defer;
    if (!d)
        return;
    for (int i = 0; i < d->nsites; i++)
        if (d->sites[i]->call && !LLVMGetFirstBasicBlock(d->sites[i]->thunk))
            emit_thunk(c, d->sites[i]);
    free(d->sites);
    free(d);
    c->defer = NULL;
}

LLVMValueRef cg_defer_recover(Cg *c)
{
    cg_prune_recover(c); /* panic values become interface{} values here */
    CgDefer *d = c->defer;
    LLVMValueRef mine = d && d->mine ? LLVMBuildLoad2(c->b, c->t_ptr, d->mine, "") : LLVMConstNull(c->t_ptr);
    return cg_panic_recovered(c, mine);
}

/* ---------------------------------------------------------------- suspend points and go */

CgDeferSaved cg_defer_suspend(Cg *c)
{
    CgDeferSaved s = {NULL, NULL, NULL};
    int node = callgraph_node(c->prog, c->fn);
    if (program_uses(c) < 3)
        return s;
    /* a function no $coro function that defers reaches runs in goroutines whose chain is empty:
       it empties whatever chain the goroutine that ran before it left (and its panics) */
    bool keeps = node >= 0 && keeps_chain[node];
    s.chain = keeps ? load_g(c, "rt_defer_top") : LLVMConstNull(c->t_ptr);
    if (holds_any) {
        s.running = keeps ? load_g(c, "rt_panic_defer") : LLVMConstNull(c->t_ptr);
        s.panics = keeps ? load_g(c, "rt_panics") : LLVMConstNull(c->t_ptr);
    }
    return s;
}

static void put_back(Cg *c, CgDeferSaved saved)
{
    if (saved.chain)
        store_g(c, saved.chain, "rt_defer_top");
    if (saved.running)
        store_g(c, saved.running, "rt_panic_defer");
    if (saved.panics)
        store_g(c, saved.panics, "rt_panics");
}

void cg_defer_resumed(Cg *c, CgDeferSaved saved)
{
    put_back(c, saved);
    if (c->coro && c->defer && c->defer->landing)
        set_landing(c);
}

CgDeferSaved cg_defer_go_begin(Cg *c)
{
    CgDeferSaved s = {NULL, NULL, NULL};
    if (program_uses(c) < 2)
        return s;
    s.chain = load_g(c, "rt_defer_top");
    store_g(c, LLVMConstNull(c->t_ptr), "rt_defer_top");
    if (holds_any) {
        s.running = load_g(c, "rt_panic_defer");
        s.panics = load_g(c, "rt_panics");
        store_g(c, LLVMConstNull(c->t_ptr), "rt_panic_defer");
        store_g(c, LLVMConstNull(c->t_ptr), "rt_panics");
    }
    return s;
}

void cg_defer_go_end(Cg *c, CgDeferSaved saved)
{
    put_back(c, saved);
}

/* ---------------------------------------------------------------- awaits of a frame with a landing
 *
 * f$coro with a landing suspends under a call it awaits (in its body, or a deferred call its return
 * block awaits): a panic in that call runs on top of the scheduler's resume of the goroutine's
 * innermost frame, and f's landing is not on the stack. So f marks its landing awaiting when it
 * suspends there, and a recovery in f (runtime-baremetal/defer.c, recover.c) resumes f's frame at
 * the await from the innermost scheduler loop, with rt_recover_frame naming f: the await then ends
 * in f's return block instead of waiting for the child (whose activation the jump discarded).
 * The child is destroyed when the runtime says that is sound (rt_recover_destroy: recover.c),
 * else its frame is only given back (rt_frame_free); that second use of the handle keeps CoroElide
 * from placing the child in f's frame, so the awaits of a function whose deferred call may recover
 * take their callee's frame from a pool (docs/defer.md says what that costs). */

bool cg_defer_await_lands(Cg *c)
{
    return c->coro && c->defer && c->defer->landing;
}

/* on the path where f suspends under the child (the call did not finish in its ramp) */
void cg_defer_await_suspended(Cg *c)
{
    mark_landing(c, RT_LANDING_AWAITING);
}

/* i1, where f is resumed at the await: is it a recovery's resume of the frame hdl? */
LLVMValueRef cg_defer_await_recovering(Cg *c, LLVMValueRef hdl)
{
    return LLVMBuildICmp(c->b, LLVMIntEQ, load_g(c, "rt_recover_frame"), hdl, "");
}

/* the recovery's resume, in the await (or its thunk): the callee's frame goes */
void cg_defer_await_drop(Cg *c, LLVMValueRef child)
{
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInsertBlock(c->b));
    LLVMBasicBlockRef destroy = LLVMAppendBasicBlockInContext(c->ctx, fn, "await.drop.destroy"),
                      release = LLVMAppendBasicBlockInContext(c->ctx, fn, "await.drop.free"),
                      done = LLVMAppendBasicBlockInContext(c->ctx, fn, "await.dropped");
    LLVMValueRef g = LLVMGetNamedGlobal(c->mod, "rt_recover_destroy");
    if (!g)
        g = LLVMAddGlobal(c->mod, c->t_i8, "rt_recover_destroy");
    LLVMValueRef can = LLVMBuildLoad2(c->b, c->t_i8, g, "");
    LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntNE, can, LLVMConstInt(c->t_i8, 0, 0), ""), destroy, release);
    LLVMPositionBuilderAtEnd(c->b, destroy);
    cg_call_intrinsic(c, "llvm.coro.destroy", NULL, 0, &child, 1);
    LLVMBuildBr(c->b, done);
    LLVMPositionBuilderAtEnd(c->b, release);
    cg_call_rt(c, "rt_frame_free", &child, 1);
    LLVMBuildBr(c->b, done);
    LLVMPositionBuilderAtEnd(c->b, done);
}

/* the recovery's resume: f runs again (its landing is set again), from its return block */
void cg_defer_await_recovered(Cg *c)
{
    store_g(c, LLVMConstNull(c->t_ptr), "rt_recover_frame");
    set_landing(c);
    LLVMBuildBr(c->b, c->ret_bb);
}

/* after the await: f runs again, its landing set again */
void cg_defer_await_back(Cg *c)
{
    set_landing(c);
}
