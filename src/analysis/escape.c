/* escape.c - which storage outlives the function that makes it: escape analysis over the whole
 * program, after the call graph and taint, before codegen (docs/memory.md, "Escape analysis").
 *
 * Objects are the places whose address is taken: a local variable or parameter under & (also
 * implicitly: a pointer-receiver method called on it, a[:] of a local array, &x.f, &a[i]), a
 * composite literal under & (&T{...}) and new(T). One value-flow graph covers every function:
 * a node per local variable (what it holds), per function result, per address-of expression, and
 * a HEAP sink for every place the analysis does not follow (a package variable, a store through a
 * pointer or into a slice, map or heap object, a channel send, a goroutine's or an indirect or
 * interface call's arguments, a conversion to an interface, a variable whose own address is taken,
 * one captured by a function literal that outlives its call, ...). Arguments of direct calls flow
 * into the callee's parameters and its results back to the call, so a callee's summary (which
 * parameter reaches HEAP) is reachability in the one graph: recursion and mutual recursion need no
 * iteration of their own. An object must live on the heap when its address reaches HEAP, its own
 * function's result, a variable of an enclosing function (from a function literal), or a variable
 * of its function declared outside the loop iteration that made it (it would be overwritten by the
 * next iteration's; in a function with goto, any variable). Everything else stays in the frame:
 * the stack, or the coroutine frame when it lives across a suspend point. Heap variables are
 * Symbol.boxed (cg_closure.c gives them a fresh cell per declaration); heap sites are answered by
 * escape_site_heap. Each heap object has a reason for -heap=none and -print-allocs (heap.c).
 *
 * Function literals first: a literal's record (its entries and the addresses of the variables it
 * captures, cg_closure.c) may stay in the frame only when the literal cannot outlive that call: it
 * is called where it stands (`func(){...}()`), or bound by := or var to a local variable that its
 * function only ever calls (the checker's hints, check_closure.c, check_defer.c). Every other
 * literal escapes (also one deferred where the defer can run more than once, in a loop or a goto
 * loop: each deferred instance needs its own record), and every variable it captures is boxed ("a fresh box at each declaration, so a loop's closures see
 * their own iteration's variable, Go 1.22). */
#include <string.h>

#include "corogo.h"

/* the largest object &T{...} or new(T) places in the frame (a larger one goes to the heap, so that
   the stack and the coroutine frames stay small) */
#define ESCAPE_MAX_FRAME_OBJECT 1024
/* the largest variable the frame holds: a bigger one is more than a small board's whole stack
   (mps2-an385's 64 KiB: Go's test/abi/many_intstar_input.go declares a 400,000-byte array) and
   goes to the heap, as Go's implicit objects above 64 KiB do; under -heap=none it stays (the
   stack check reports a frame that cannot fit) */
#define ESCAPE_MAX_FRAME_VAR 65536
static bool big_vars_in_frame;

/* ---------------------------------------------------------------- pointer maps */

typedef struct PMap {
    const void **keys;
    int *vals;
    int n, cap; /* cap: a power of two, or 0 */
} PMap;

static unsigned phash(const void *p)
{
    uintptr_t x = (uintptr_t)p;
    x ^= x >> 17;
    x *= 0x9E3779B1u;
    return (unsigned)(x ^ (x >> 15));
}

static int *pmap_slot(PMap *m, const void *key, bool insert)
{
    if (insert && (m->n + 1) * 2 > m->cap) {
        PMap old = *m;
        m->cap = old.cap ? old.cap * 2 : 64;
        m->keys = xmalloc(sizeof *m->keys * (size_t)m->cap);
        m->vals = xmalloc(sizeof *m->vals * (size_t)m->cap);
        m->n = 0;
        for (int i = 0; i < old.cap; i++)
            if (old.keys[i])
                *pmap_slot(m, old.keys[i], true) = old.vals[i];
        free(old.keys);
        free(old.vals);
    }
    if (!m->cap || !key)
        return NULL;
    for (unsigned i = phash(key) & (unsigned)(m->cap - 1);; i = (i + 1) & (unsigned)(m->cap - 1)) {
        if (m->keys[i] == key)
            return &m->vals[i];
        if (!m->keys[i]) {
            if (!insert)
                return NULL;
            m->keys[i] = key;
            m->n++;
            return &m->vals[i];
        }
    }
}

/* ---------------------------------------------------------------- the graph */

enum { N_HEAP, N_VAR, N_RES, N_ADDR };

typedef struct Edge {
    int to;
    const char *why; /* into HEAP: why (else the hop's own description, unused) */
    Pos pos;
} Edge;

typedef struct Node {
    int kind;
    Symbol *sym;     /* VAR; ADDR: the variable (NULL: a site) */
    FuncDecl *fn;    /* VAR: its owner; RES: the function; ADDR: the function taking the address */
    int obj;         /* ADDR: its object */
    Edge *edges;
    int nedges, cedges;
    int depth;       /* VAR: loop depth of its declaration (-1: not seen declared) */
    int seen_depth;  /* VAR: the deepest loop it was seen in */
    bool addr_taken; /* VAR: some ADDR node is its */
    Pos pos;         /* ADDR: where the address is taken */
} Node;

typedef struct Obj {
    Symbol *sym;           /* a variable, or NULL */
    const Expr *site;      /* &T{...} (the composite) or new(T) (the call) */
    FuncDecl *owner;
    bool heap;
    char *what, *why;      /* "&c", "stored in package variable g" */
    Pos pos, why_pos;      /* the & that escapes; where it escapes */
} Obj;

static Node *nodes;
static int nnodes, cnodes;
static Obj *objs;
static int nobjs, cobjs;
static PMap var_node, res_node, site_obj, var_obj;

static int new_node(int kind)
{
    Node n = {.kind = kind, .depth = -1};
    VEC_PUSH(nodes, nnodes, cnodes, n);
    return nnodes - 1;
}

static void add_edge(int from, int to, const char *why, Pos pos)
{
    Edge e = {to, why, pos};
    Node *n = &nodes[from];
    VEC_PUSH(n->edges, n->nedges, n->cedges, e);
}

static int node_of_var(Symbol *s)
{
    int *slot = pmap_slot(&var_node, s, true);
    if (!*slot) {
        int id = new_node(N_VAR);
        nodes[id].sym = s;
        nodes[id].fn = s->owner;
        *pmap_slot(&var_node, s, true) = id;
        return id;
    }
    return *slot;
}

static int node_of_res(FuncDecl *f)
{
    int *slot = pmap_slot(&res_node, f, true);
    if (!*slot) {
        int id = new_node(N_RES);
        nodes[id].fn = f;
        *pmap_slot(&res_node, f, true) = id;
        return id;
    }
    return *slot;
}

static bool is_local(const Symbol *s)
{
    return s && s->kind == SYM_VAR && !s->global && s->owner;
}

/* ---------------------------------------------------------------- one function's walk */

typedef struct Set {
    int *v;
    int n, cap;
} Set;

static void set_add(Set *s, int id)
{
    for (int i = 0; i < s->n; i++)
        if (s->v[i] == id)
            return;
    VEC_PUSH(s->v, s->n, s->cap, id);
}

typedef struct W {
    FuncDecl *fn;
    int loop;          /* loop depth of the statement being walked */
    int depth;         /* recursion depth (a guard: AST_MAX_DEPTH) */
    bool has_goto;
    int defer_node;    /* > 0: the call being walked is deferred in a loop: its operands also flow
                          here (a variable of depth 0: they are kept until the function returns) */
} W;

static void flow(const Set *src, int to, const char *why, Pos pos)
{
    for (int i = 0; i < src->n; i++)
        if (src->v[i] != to)
            add_edge(src->v[i], to, why, pos);
}

static void eval(W *w, const Expr *e, Set *out);

static void discard(W *w, const Expr *e)
{
    Set s = {0};
    eval(w, e, &s);
    free(s.v);
}

static void to_heap(W *w, const Expr *e, const char *why, Pos pos)
{
    Set s = {0};
    eval(w, e, &s);
    flow(&s, N_HEAP, why, pos);
    free(s.v);
}

/* an address-of expression of object o's storage, taken at pos */
static int addr_node(W *w, int obj, Pos pos)
{
    int id = new_node(N_ADDR);
    nodes[id].obj = obj;
    nodes[id].fn = w->fn;
    nodes[id].sym = objs[obj].sym;
    nodes[id].pos = pos;
    return id;
}

static int var_object(Symbol *s)
{
    int *slot = pmap_slot(&var_obj, s, false);
    if (slot)
        return *slot;
    Obj o = {.sym = s, .owner = s->owner, .what = xprintf("&%s", s->name)};
    VEC_PUSH(objs, nobjs, cobjs, o);
    *pmap_slot(&var_obj, s, true) = nobjs - 1;
    /* what is stored in a variable whose address is taken can be read through any pointer to it */
    int v = node_of_var(s);
    if (!nodes[v].addr_taken) {
        nodes[v].addr_taken = true;
        add_edge(v, N_HEAP, xprintf("stored in %s, whose address is taken", s->name), s->pos);
    }
    return nobjs - 1;
}

static void declare(W *w, Symbol *s)
{
    if (!is_local(s))
        return;
    int id = node_of_var(s); /* (it may move nodes: never &nodes[node_of_var(...)]) */
    nodes[id].depth = w->loop;
    if (!big_vars_in_frame && s->type && type_sizeof(s->type) > ESCAPE_MAX_FRAME_VAR) {
        int a = addr_node(w, var_object(s), s->pos);
        nodes[a].depth = w->has_goto ? 1 << 20 : w->loop;
        add_edge(a, N_HEAP, xprintf("%lld bytes, more than the %d a variable in the frame may have",
                                    (long long)type_sizeof(s->type), ESCAPE_MAX_FRAME_VAR), s->pos);
    }
}

/* the storage of a variable at loop depth 'loop' (for objects: their depth) */
static int obj_depth(const Node *v)
{
    return v->depth >= 0 ? v->depth : v->seen_depth;
}

/* the address of a local variable's storage */
static void addr_var(W *w, Symbol *s, Pos pos, Set *out)
{
    if (!is_local(s))
        return; /* a package variable: static storage */
    int o = var_object(s);
    int a = addr_node(w, o, pos);
    int vid = node_of_var(s);
    Node *v = &nodes[vid];
    if (v->depth < 0 && w->loop > v->seen_depth && s->owner == w->fn)
        v->seen_depth = w->loop;
    /* remember the first & of each variable for messages; an escaping one replaces it below */
    if (!objs[o].pos.file)
        objs[o].pos = pos;
    /* in a function with goto, a jump back may declare it again while a pointer to it lives on */
    nodes[a].depth = w->has_goto ? 1 << 20 : obj_depth(v);
    set_add(out, a);
}

static bool sel_through_pointer(const Expr *e)
{
    const Type *t = type_under(e->x->type);
    if (!t)
        return true;
    if (t->kind == TY_POINTER)
        return true;
    for (int i = 0; i + 1 < e->npath; i++) {
        if (t->kind != TY_STRUCT)
            return true;
        t = type_under(t->fields[e->path[i]].type);
        if (!t || t->kind == TY_POINTER)
            return true;
    }
    return false;
}

static void guard(W *w, Pos pos)
{
    if (w->depth > 4 * AST_MAX_DEPTH)
        diag_internal(pos, "escape analysis: nesting deeper than the checker allows");
}

static void site_object(W *w, const Expr *site, const char *what, Pos pos, Set *out);

/* the sources of the address of lvalue x (&x, x.M() for a *T method, x[:]) */
static void addr_of(W *w, const Expr *x, Pos pos, Set *out)
{
    w->depth++;
    guard(w, pos);
    switch (x->kind) {
    case E_IDENT:
        if (x->sym && x->sym->kind == SYM_VAR)
            addr_var(w, x->sym, pos, out);
        break;
    case E_PAREN:
        addr_of(w, x->x, pos, out);
        break;
    case E_SELECTOR:
        if (x->sel == SEL_FIELD && !sel_through_pointer(x))
            addr_of(w, x->x, pos, out);
        else if (x->sel == SEL_FIELD)
            eval(w, x->x, out);
        break; /* a qualified package variable: static */
    case E_INDEX: {
        const Type *t = type_under(x->x->type);
        if (t && t->kind == TY_ARRAY)
            addr_of(w, x->x, pos, out);
        else
            eval(w, x->x, out);
        discard(w, x->y);
        break;
    }
    case E_STAR:
        eval(w, x->x, out);
        break;
    case E_COMPOSITE:
        site_object(w, x, xprintf("&%s{...}", type_string(x->type)), pos, out);
        break;
    default:
        eval(w, x, out);
    }
    w->depth--;
}

/* a new object made by &T{...} (its elements are stored into it) or new(T), reported at pos (the
   & of &T{...}, like Go) */
static void site_object(W *w, const Expr *site, const char *what, Pos pos, Set *out)
{
    Obj o = {.site = site, .owner = w->fn, .what = (char *)what, .pos = pos};
    VEC_PUSH(objs, nobjs, cobjs, o);
    *pmap_slot(&site_obj, site, true) = nobjs - 1;
    int a = addr_node(w, nobjs - 1, pos);
    nodes[a].depth = w->has_goto ? 1 << 20 : w->loop;
    const Type *t = site->kind == E_COMPOSITE ? site->type : site->list[0]->type;
    if (type_sizeof(t) > ESCAPE_MAX_FRAME_OBJECT)
        add_edge(a, N_HEAP, xprintf("%lld bytes, more than the %d a frame object may have",
                                    (long long)type_sizeof(t), ESCAPE_MAX_FRAME_OBJECT), site->pos);
    if (site->kind == E_COMPOSITE) {
        Set el = {0};
        eval(w, site, &el);
        flow(&el, N_HEAP, xprintf("stored in the object of %s", what), site->pos);
        free(el.v);
    }
    set_add(out, a);
}

static const char *fn_name(const FuncDecl *f)
{
    if (f->is_lit)
        return "a function literal";
    if (f->recv_named)
        return xprintf("%s.%s", type_string(f->recv_named), f->name);
    return f->name;
}

static bool has_body(const FuncDecl *f)
{
    return f && f->body;
}

/* the arguments (and receiver) of a call of f: into its parameters, or to HEAP with why */
static void call_args(W *w, const Expr *e, FuncDecl *f, const char *why)
{
    if (!f && !why)
        why = "passed to a function implemented outside Go";
    int deferred = w->defer_node;
    w->defer_node = 0; /* not the calls among the operands */
    if (e->call == CALL_METHOD && e->recv) {
        Set r = {0};
        if (e->recv_adjust == 1)
            addr_of(w, e->recv, e->recv->pos, &r);
        else
            eval(w, e->recv, &r);
        if (deferred)
            flow(&r, deferred, NULL, e->pos);
        if (f && !has_body(f) && f->noescape && !why)
            ; /* //go:noescape */
        else if (why || !f || !f->recv || !f->recv->sym)
            flow(&r, N_HEAP, why ? why : "passed to a function implemented outside Go", e->pos);
        else
            flow(&r, node_of_var(f->recv->sym),
                 xprintf("passed to %s, whose receiver %s escapes", fn_name(f), f->recv->sym->name), e->pos);
        free(r.v);
    }
    int np = f ? f->sig.nparams : 0;
    bool variadic = f && f->type && f->type->variadic && !e->has_ellipsis;
    for (int i = 0; i < e->nlist; i++) {
        Set a = {0};
        eval(w, e->list[i], &a);
        if (deferred)
            flow(&a, deferred, NULL, e->list[i]->pos);
        if (why)
            flow(&a, N_HEAP, why, e->list[i]->pos);
        else if (!has_body(f) && f->noescape)
            ; /* //go:noescape: it keeps nothing */
        else if (!has_body(f))
            flow(&a, N_HEAP, xprintf("passed to %s, implemented outside Go", fn_name(f)), e->list[i]->pos);
        else if (variadic && i >= np - 1)
            flow(&a, N_HEAP, xprintf("passed to %s in its variadic argument slice", fn_name(f)), e->list[i]->pos);
        else if (i < np && f->sig.params[i].sym && strcmp(f->sig.params[i].sym->name, "_"))
            flow(&a, node_of_var(f->sig.params[i].sym),
                 xprintf("passed to %s, whose parameter %s escapes", fn_name(f), f->sig.params[i].sym->name),
                 e->list[i]->pos);
        else if (e->nlist == 1 && np > 1) /* f(g()) with several results */
            for (int k = 0; k < np; k++)
                if (f->sig.params[k].sym)
                    flow(&a, node_of_var(f->sig.params[k].sym),
                         xprintf("passed to %s, whose parameter %s escapes", fn_name(f), f->sig.params[k].sym->name),
                         e->list[i]->pos);
        free(a.v);
    }
}

static FuncDecl *called_literal(const Expr *call)
{
    const Expr *f = call->x;
    while (f && f->kind == E_PAREN)
        f = f->x;
    return f && f->kind == E_FUNCLIT ? f->callee : NULL;
}

/* a call: its results' sources into out; why: every argument escapes for this reason (go, a
   defer in a loop) */
static void call(W *w, const Expr *e, Set *out, const char *why)
{
    FuncDecl *lit = e->call == CALL_INDIRECT ? called_literal(e) : NULL;
    switch (e->call) {
    case CALL_FUNC: case CALL_METHOD:
        call_args(w, e, e->callee, why);
        if (has_body(e->callee))
            set_add(out, node_of_res(e->callee));
        return;
    case CALL_INDIRECT:
        if (lit) {
            call_args(w, e, lit, why);
            set_add(out, node_of_res(lit));
            return;
        }
        discard(w, e->x);
        call_args(w, e, NULL, why ? why : "passed to a call through a func value");
        return;
    case CALL_IFACE:
        discard(w, e->x);
        call_args(w, e, NULL, why ? why : "passed to an interface method");
        return;
    default:
        break;
    }
}

static void builtin(W *w, const Expr *e, Set *out)
{
    switch (e->builtin) {
    case B_NEW:
        site_object(w, e, xprintf("new(%s)", type_string(e->list[0]->type)), e->pos, out);
        return;
    case B_APPEND:
        for (int i = 0; i < e->nlist; i++) {
            if (i == 0)
                eval(w, e->list[0], out);
            else if (e->has_ellipsis)
                discard(w, e->list[i]);
            else
                to_heap(w, e->list[i], "appended to a slice", e->list[i]->pos);
        }
        return;
    case B_PANIC:
        for (int i = 0; i < e->nlist; i++)
            to_heap(w, e->list[i], "passed to panic", e->list[i]->pos);
        return;
    case B_UNSAFE_ADD: case B_UNSAFE_SLICE: /* the result points where p does */
        eval(w, e->list[0], out);
        discard(w, e->list[1]);
        return;
    default:
        for (int i = 0; i < e->nlist; i++)
            if (!e->list[i]->is_type)
                discard(w, e->list[i]);
    }
}

static void composite(W *w, const Expr *e, Set *out)
{
    const Type *u = type_under(e->type);
    for (int i = 0; i < e->nlist; i++) {
        const Expr *el = e->list[i];
        const Expr *val = el->kind == E_KEYVALUE ? el->y : el;
        if (u && u->kind == TY_MAP) {
            if (el->kind == E_KEYVALUE)
                to_heap(w, el->x, "stored in a map", el->x->pos);
            to_heap(w, val, "stored in a map", val->pos);
        } else if (u && u->kind == TY_SLICE) {
            if (el->kind == E_KEYVALUE)
                discard(w, el->x);
            to_heap(w, val, "stored in a slice literal (its array is on the heap)", val->pos);
        } else {
            if (el->kind == E_KEYVALUE && u && u->kind == TY_ARRAY)
                discard(w, el->x);
            eval(w, val, out);
        }
    }
}

static void eval(W *w, const Expr *e, Set *out)
{
    if (!e || e->is_type || e->cv.kind != CV_NONE)
        return;
    w->depth++;
    guard(w, e->pos);
    switch (e->kind) {
    case E_IDENT:
        if (is_local(e->sym)) {
            int vid = node_of_var(e->sym);
            Node *v = &nodes[vid];
            if (v->depth < 0 && e->sym->owner == w->fn && w->loop > v->seen_depth)
                v->seen_depth = w->loop;
            set_add(out, node_of_var(e->sym));
        }
        break;
    case E_PAREN:
        eval(w, e->x, out);
        break;
    case E_UNARY:
        if (e->op == T_AND)
            addr_of(w, e->x, e->pos, out);
        else
            discard(w, e->x);
        break;
    case E_STAR:
        discard(w, e->x); /* a load: what memory holds was sent to HEAP when stored */
        break;
    case E_BINARY:
        discard(w, e->x);
        discard(w, e->y);
        break;
    case E_SELECTOR:
        if (e->sel == SEL_FIELD) {
            if (sel_through_pointer(e))
                discard(w, e->x);
            else
                eval(w, e->x, out);
        } else if (e->sel == SEL_METHODVAL) {
            const Expr *r = e->recv ? e->recv : e->x;
            Set s = {0};
            if (e->recv_adjust == 1)
                addr_of(w, r, e->pos, &s);
            else
                eval(w, r, &s);
            flow(&s, N_HEAP, "bound in a method value", e->pos);
            free(s.v);
        }
        break;
    case E_INDEX: {
        const Type *t = type_under(e->x->type);
        if (t && t->kind == TY_ARRAY)
            eval(w, e->x, out);
        else
            discard(w, e->x);
        discard(w, e->y);
        break;
    }
    case E_SLICE: {
        const Type *t = type_under(e->x->type);
        if (t && t->kind == TY_ARRAY)
            addr_of(w, e->x, e->pos, out);
        else if (t && t->kind == TY_STRING)
            discard(w, e->x);
        else
            eval(w, e->x, out);
        discard(w, e->lo);
        discard(w, e->hi);
        discard(w, e->max);
        break;
    }
    case E_COMPOSITE:
        composite(w, e, out);
        break;
    case E_FUNCLIT: {
        const FuncDecl *lit = e->callee;
        for (int k = 0; lit && lit->escapes && k < lit->ncaptures; k++)
            if (is_local(lit->captures[k]))
                add_edge(node_of_var(lit->captures[k]), N_HEAP,
                         "captured by a function literal that outlives the call",
                         e->pos);
        break;
    }
    case E_TYPEASSERT:
        discard(w, e->x);
        break;
    case E_CALL:
        if (e->call == CALL_CONV) {
            const Type *to = type_under(e->type);
            const Expr *a = e->nlist ? e->list[0] : NULL;
            if (to && to->kind == TY_INTERFACE && a && type_under(a->type) && type_under(a->type)->kind != TY_INTERFACE)
                to_heap(w, a, "converted to an interface", a->pos);
            else if (to && (to->kind == TY_STRING || (a && type_under(a->type) && type_under(a->type)->kind == TY_STRING)))
                discard(w, a);
            else if (to && to->kind == TY_UINTPTR && a && type_under(a->type) && type_under(a->type)->kind == TY_POINTER)
                /* an address as a number: escape analysis follows it no further (it may come back
                   as a pointer), so what it points to lives on the heap */
                to_heap(w, a, "its address converted to uintptr", a->pos);
            else
                eval(w, a, out);
        } else if (e->call == CALL_BUILTIN) {
            builtin(w, e, out);
        } else {
            call(w, e, out, NULL);
        }
        break;
    default:
        break;
    }
    w->depth--;
}

/* ---------------------------------------------------------------- statements */

/* store the sources into lvalue x */
static void store(W *w, const Expr *x, const Set *src, Pos pos)
{
    switch (x->kind) {
    case E_IDENT:
        if (!x->sym || x->sym->kind != SYM_VAR)
            return; /* _ */
        if (is_local(x->sym))
            flow(src, node_of_var(x->sym), NULL, pos);
        else
            flow(src, N_HEAP, xprintf("stored in package variable %s", x->sym->name), pos);
        return;
    case E_PAREN:
        store(w, x->x, src, pos);
        return;
    case E_SELECTOR:
        if (x->sel == SEL_FIELD && !sel_through_pointer(x)) {
            store(w, x->x, src, pos);
            return;
        }
        if (x->sel == SEL_QUALIFIED) {
            flow(src, N_HEAP, xprintf("stored in package variable %s", x->name), pos);
            return;
        }
        discard(w, x->x);
        flow(src, N_HEAP, "stored through a pointer", pos);
        return;
    case E_INDEX: {
        const Type *t = type_under(x->x->type);
        discard(w, x->y);
        if (t && t->kind == TY_ARRAY) {
            store(w, x->x, src, pos);
            return;
        }
        discard(w, x->x);
        flow(src, N_HEAP, t && t->kind == TY_MAP ? "stored in a map" : t && t->kind == TY_SLICE
                              ? "stored in a slice element" : "stored through a pointer", pos);
        return;
    }
    default:
        discard(w, x);
        flow(src, N_HEAP, "stored through a pointer", pos);
    }
}

static void stmt(W *w, const Stmt *s);

static void stmts(W *w, Stmt *const *list, int n)
{
    for (int i = 0; i < n; i++)
        stmt(w, list[i]);
}

static void assign(W *w, const Stmt *s)
{
    if (s->kind == S_DEFINE && s->def_syms)
        for (int i = 0; i < s->nlhs; i++)
            declare(w, s->def_syms[i]);
    if (s->nlhs == s->nrhs) {
        for (int i = 0; i < s->nlhs; i++) {
            Set v = {0};
            eval(w, s->rhs[i], &v);
            store(w, s->lhs[i], &v, s->rhs[i]->pos);
            free(v.v);
        }
        return;
    }
    Set v = {0};
    for (int i = 0; i < s->nrhs; i++)
        eval(w, s->rhs[i], &v);
    for (int i = 0; i < s->nlhs; i++)
        store(w, s->lhs[i], &v, s->pos);
    free(v.v);
}

static void go_defer(W *w, const Stmt *s)
{
    const Expr *c = callgraph_go_defer_call(s);
    if (!c) {
        discard(w, s->call);
        return;
    }
    if (s->kind == S_DEFER && (w->loop > 0 || w->has_goto)) {
        /* its operands are kept in its record until the function returns: past the iteration */
        w->defer_node = new_node(N_VAR);
        nodes[w->defer_node].fn = w->fn;
        nodes[w->defer_node].depth = 0;
    }
    Set r = {0};
    call(w, c, &r, s->kind == S_GO ? "passed to a goroutine (go statement)" : NULL);
    w->defer_node = 0;
    free(r.v);
}

static void stmt(W *w, const Stmt *s)
{
    if (!s)
        return;
    w->depth++;
    guard(w, s->pos);
    switch (s->kind) {
    case S_BLOCK:
        stmts(w, s->body, s->nbody);
        break;
    case S_EXPR:
        discard(w, s->x);
        break;
    case S_ASSIGN: case S_DEFINE:
        assign(w, s);
        break;
    case S_OPASSIGN:
        discard(w, s->rhs[0]);
        discard(w, s->lhs[0]);
        break;
    case S_INCDEC:
        discard(w, s->lhs[0]);
        break;
    case S_VAR:
        for (int i = 0; i < s->nspecs; i++) {
            VarSpec *vs = s->specs[i];
            for (int k = 0; k < vs->nnames; k++)
                declare(w, vs->syms ? vs->syms[k] : NULL);
            Set all = {0};
            for (int k = 0; k < vs->nvalues; k++) {
                Set v = {0};
                eval(w, vs->values[k], &v);
                if (vs->nvalues == vs->nnames && vs->syms && is_local(vs->syms[k]))
                    flow(&v, node_of_var(vs->syms[k]), NULL, vs->values[k]->pos);
                for (int j = 0; j < v.n; j++)
                    set_add(&all, v.v[j]);
                free(v.v);
            }
            if (vs->nvalues != vs->nnames)
                for (int k = 0; k < vs->nnames && vs->syms; k++)
                    if (is_local(vs->syms[k]))
                        flow(&all, node_of_var(vs->syms[k]), NULL, vs->pos);
            free(all.v);
        }
        break;
    case S_IF:
        stmt(w, s->init);
        discard(w, s->cond);
        stmt(w, s->then);
        stmt(w, s->els);
        break;
    case S_FOR:
        w->loop++; /* its variables are per iteration (Go 1.22) */
        stmt(w, s->init);
        discard(w, s->cond);
        stmt(w, s->post);
        stmt(w, s->then);
        w->loop--;
        break;
    case S_RANGE: {
        Set v = {0};
        const Type *t = type_under(s->x ? s->x->type : NULL);
        if (t && t->kind == TY_ARRAY)
            eval(w, s->x, &v); /* the elements of an array value */
        else if (t && t->kind == TY_POINTER)
            discard(w, s->x);
        else
            discard(w, s->x);
        w->loop++;
        if (s->define) {
            declare(w, s->key_sym);
            declare(w, s->value_sym);
            if (is_local(s->value_sym))
                flow(&v, node_of_var(s->value_sym), NULL, s->pos);
        } else {
            Set none = {0};
            if (s->key)
                store(w, s->key, &none, s->pos);
            if (s->value)
                store(w, s->value, &v, s->pos);
        }
        stmt(w, s->then);
        w->loop--;
        free(v.v);
        break;
    }
    case S_SWITCH: case S_SELECT:
        stmt(w, s->init);
        discard(w, s->tag);
        for (int i = 0; i < s->nclauses; i++) {
            const CaseClause *cc = &s->clauses[i];
            declare(w, cc->ts_sym);
            for (int k = 0; k < cc->nexprs; k++)
                discard(w, cc->exprs[k]);
            stmt(w, cc->comm);
            stmts(w, cc->body, cc->nbody);
        }
        break;
    case S_RETURN: {
        int res = node_of_res(w->fn);
        for (int i = 0; i < s->nresults; i++) {
            Set v = {0};
            eval(w, s->results[i], &v);
            flow(&v, res, NULL, s->results[i]->pos);
            free(v.v);
        }
        break;
    }
    case S_GO: case S_DEFER:
        go_defer(w, s);
        break;
    case S_SEND: {
        discard(w, s->lhs[0]);
        to_heap(w, s->rhs[0], "sent on a channel", s->pos);
        break;
    }
    case S_LABELED:
        stmt(w, s->then);
        break;
    default:
        break;
    }
    w->depth--;
}

static void walk_func(FuncDecl *f)
{
    W w = {.fn = f, .has_goto = walk_find_stmt(f->body, S_GOTO) != NULL};
    if (f->recv)
        declare(&w, f->recv->sym);
    for (int i = 0; i < f->sig.nparams; i++)
        declare(&w, f->sig.params[i].sym);
    int res = node_of_res(f);
    for (int i = 0; i < f->sig.nresults; i++) {
        Symbol *r = f->sig.results[i].sym;
        declare(&w, r);
        if (is_local(r)) /* a bare return, or a deferred function setting it */
            add_edge(node_of_var(r), res, NULL, r->pos);
    }
    stmt(&w, f->body);
}

/* ---------------------------------------------------------------- deciding */

/* is g an enclosing function of f (f a literal inside g, at any depth)? */
static bool encloses(const FuncDecl *g, const FuncDecl *f)
{
    for (const FuncDecl *o = f ? f->outer : NULL; o; o = o->outer)
        if (o == g)
            return true;
    return false;
}

/* a breadth-first search from & node a: the first node where its object must leave the frame,
   and the path there (prev edges) */
static void decide(int a, int *prev, int *prev_edge, int *queue, int *mark, int stamp)
{
    Obj *o = &objs[nodes[a].obj];
    int depth = nodes[a].depth;
    int head = 0, tail = 0, bad = -1;
    const char *bad_why = NULL;
    queue[tail++] = a;
    mark[a] = stamp;
    prev[a] = -1;
    while (head < tail && bad < 0) {
        int n = queue[head++];
        for (int i = 0; i < nodes[n].nedges && bad < 0; i++) {
            const Edge *e = &nodes[n].edges[i];
            int t = e->to;
            if (mark[t] == stamp)
                continue;
            mark[t] = stamp;
            prev[t] = n;
            prev_edge[t] = i;
            queue[tail++] = t;
            const Node *tn = &nodes[t];
            if (t == N_HEAP) {
                bad = t;
                bad_why = e->why;
            } else if (tn->kind == N_RES && tn->fn == o->owner && o->owner) {
                bad = t;
                bad_why = xprintf("returned from %s", fn_name(o->owner));
            } else if (tn->kind == N_VAR && tn->fn == o->owner && tn->depth < depth &&
                       (tn->depth >= 0 || depth > 0)) {
                bad = t;
                bad_why = tn->sym ? xprintf("kept in %s beyond the loop iteration that made it", tn->sym->name)
                                  : "passed to a deferred call in a loop, which runs after the iteration";
            } else if (tn->kind == N_VAR && encloses(tn->fn, o->owner)) {
                bad = t;
                bad_why = xprintf("stored in %s, a variable of the enclosing function", tn->sym->name);
            }
        }
    }
    if (bad < 0)
        return;
    /* the path a -> ... -> bad: the first hop into another function's parameter names it */
    int len = 0;
    for (int n = bad; n != a; n = prev[n])
        len++;
    int *path = xmalloc(sizeof(int) * (size_t)(len + 1));
    for (int n = bad, k = len; n != a; n = prev[n])
        path[--k] = n;
    const Edge *last = &nodes[prev[bad]].edges[prev_edge[bad]];
    const char *why = bad_why ? bad_why : "stored where the analysis does not follow it";
    Pos wpos = last->pos;
    for (int k = 0; k < len; k++) {
        const Node *tn = &nodes[path[k]];
        const Edge *e = &nodes[prev[path[k]]].edges[prev_edge[path[k]]];
        if (path[k] != bad && tn->kind == N_VAR && tn->sym && tn->sym->is_param && tn->fn != o->owner && e->why) {
            why = e->why;
            wpos = e->pos;
            break;
        }
    }
    free(path);
    o->heap = true;
    if (!o->why) {
        o->why = (char *)why;
        o->why_pos = wpos;
        o->pos = nodes[a].pos; /* the & that escapes */
        if (o->sym)
            o->sym->boxed = true;
    }
}

void escape_program(Program *prog, bool heap_none)
{
    big_vars_in_frame = heap_none;
    for (int i = 0; i < prog->nfuncs; i++) {
        FuncDecl *f = prog->funcs[i];
        if (!f->is_lit)
            continue;
        f->escapes = !(f->called_directly || (f->bound_var && !f->bound_var->fv_escapes));
        if (f->escapes)
            for (int k = 0; k < f->ncaptures; k++)
                f->captures[k]->boxed = true;
    }

    new_node(N_HEAP);
    for (int i = 0; i < prog->nfuncs; i++)
        if (prog->funcs[i]->body)
            walk_func(prog->funcs[i]);
    /* a function that can be called other than directly returns to callers the graph does not
       see: its results go to HEAP */
    int ng = prog->graph ? callgraph_count(prog) : 0;
    for (int v = 0; v < ng; v++) {
        int ne;
        const CallEdge *es = callgraph_edges(prog, v, &ne);
        for (int i = 0; i < ne; i++)
            if (es[i].to && es[i].kind != CALLGRAPH_CALL && es[i].kind != CALLGRAPH_DEFER)
                add_edge(node_of_res(es[i].to), N_HEAP,
                         xprintf("returned from %s, which is called through a func value or interface",
                                 fn_name(es[i].to)), es[i].to->pos);
    }
    for (int i = 0; i < prog->nfuncs; i++) {
        FuncDecl *f = prog->funcs[i];
        if (f->body && (f->addr_taken || (f->is_lit && !f->called_directly) || f->export_name))
            add_edge(node_of_res(f), N_HEAP,
                     xprintf("returned from %s, which is called through a func value", fn_name(f)), f->pos);
    }
    int *prev = xmalloc(sizeof(int) * (size_t)nnodes), *prev_edge = xmalloc(sizeof(int) * (size_t)nnodes);
    int *queue = xmalloc(sizeof(int) * (size_t)nnodes), *mark = xmalloc(sizeof(int) * (size_t)nnodes);
    for (int a = 0, stamp = 1; a < nnodes; a++)
        if (nodes[a].kind == N_ADDR && !objs[nodes[a].obj].heap)
            decide(a, prev, prev_edge, queue, mark, stamp++);
    free(prev);
    free(prev_edge);
    free(queue);
    free(mark);
}

bool escape_site_heap(const Expr *site)
{
    int *slot = pmap_slot(&site_obj, site, false);
    return !slot || objs[*slot].heap;
}

bool escape_reason(const Symbol *var, const Expr *site, const char **what, const char **why, Pos *pos,
                   Pos *why_pos)
{
    int *slot = var ? pmap_slot(&var_obj, var, false) : pmap_slot(&site_obj, site, false);
    if (!slot || !objs[*slot].heap || !objs[*slot].why)
        return false;
    const Obj *o = &objs[*slot];
    *what = o->what;
    *why = o->why;
    *pos = o->pos;
    *why_pos = o->why_pos;
    return true;
}
