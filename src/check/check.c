/* check.c - the type checker's package level: the universe, scopes, collection of one package's
 * package-level declarations from every file of it, lazy resolution of
 * constants, types and variables in any order (with "invalid recursive type" and initialisation
 * cycle reports), type expressions, method sets, function signatures, the package variable
 * initialisation order (Go's dependency rule) and check_program itself, which checks the packages
 * one at a time, imports first (Program.pkgs). Imports and qualified names are in check_pkg.c,
 * expressions in check_expr.c, statements and function bodies in check_stmt.c. */
#include <stdlib.h>
#include <string.h>

#include "check.h"

Checker *ck;

/* ---------------------------------------------------------------- diagnostics */

/* the checker's errors are deferred (diag_defer) and printed sorted by position at the end */
void check_error(Pos pos, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_verror(pos, fmt, ap);
    va_end(ap);
}

int check_errors(void)
{
    return diag_count();
}

/* ---------------------------------------------------------------- expression constants */

/* open-addressing map Expr* -> Const* (constant values while checking, exact) */
static const Expr **cmap_keys;
static Const **cmap_vals;
static size_t cmap_cap, cmap_n;

static size_t ptr_hash(const void *p)
{
    uintptr_t x = (uintptr_t)p;
    x ^= x >> 17;
    x *= 0x9E3779B97F4A7C15ull;
    return (size_t)(x ^ (x >> 29));
}

Const *expr_const(const Expr *e)
{
    if (!cmap_cap || !e)
        return NULL;
    for (size_t i = ptr_hash(e) & (cmap_cap - 1);; i = (i + 1) & (cmap_cap - 1)) {
        if (!cmap_keys[i])
            return NULL;
        if (cmap_keys[i] == e)
            return cmap_vals[i];
    }
}

void expr_set_const(Expr *e, Const *c)
{
    if ((cmap_n + 1) * 2 > cmap_cap) {
        size_t ocap = cmap_cap;
        const Expr **ok = cmap_keys;
        Const **ov = cmap_vals;
        cmap_cap = ocap ? ocap * 2 : 1024;
        cmap_keys = xmalloc(cmap_cap * sizeof *cmap_keys);
        cmap_vals = xmalloc(cmap_cap * sizeof *cmap_vals);
        cmap_n = 0;
        for (size_t i = 0; i < ocap; i++)
            if (ok[i])
                expr_set_const((Expr *)ok[i], ov[i]);
        free(ok);
        free(ov);
    }
    for (size_t i = ptr_hash(e) & (cmap_cap - 1);; i = (i + 1) & (cmap_cap - 1)) {
        if (!cmap_keys[i]) {
            cmap_keys[i] = e;
            cmap_vals[i] = c;
            cmap_n++;
            return;
        }
        if (cmap_keys[i] == e) {
            cmap_vals[i] = c;
            return;
        }
    }
}

/* ---------------------------------------------------------------- scopes and objects */

Scope *scope_new(Scope *parent)
{
    Scope *s = xmalloc(sizeof *s);
    s->parent = parent;
    return s;
}

Obj *obj_new(SymKind kind, const char *name, Pos pos, Type *type)
{
    Obj *o = xmalloc(sizeof *o);
    o->s.kind = kind;
    o->s.name = name;
    o->s.pos = pos;
    o->s.type = type;
    o->state = OBJ_DONE;
    o->decl_pos = pos;
    return o;
}

static unsigned name_hash(const char *name)
{
    unsigned h = 2166136261u;
    for (; *name; name++)
        h = (h ^ (unsigned char)*name) * 16777619u;
    return h;
}

/* bring s->index up to date with s->objs (the last object of a name wins, like the linear search) */
static void index_scope(Scope *s)
{
    if (2 * s->n > s->index_cap) {
        free(s->index);
        s->index_cap = 64;
        while (s->index_cap < 4 * s->n)
            s->index_cap *= 2;
        s->index = xmalloc(sizeof(int) * (size_t)s->index_cap);
        for (int i = 0; i < s->index_cap; i++)
            s->index[i] = -1;
        s->indexed = 0;
    }
    for (; s->indexed < s->n; s->indexed++) {
        unsigned mask = (unsigned)s->index_cap - 1, h = name_hash(s->objs[s->indexed]->s.name) & mask;
        while (s->index[h] >= 0 && strcmp(s->objs[s->index[h]]->s.name, s->objs[s->indexed]->s.name))
            h = (h + 1) & mask;
        s->index[h] = s->indexed;
    }
}

Obj *scope_lookup_local(Scope *s, const char *name)
{
    if (s->n <= 32) { /* small scopes (blocks): a linear search, newest first */
        for (int i = s->n - 1; i >= 0; i--)
            if (!strcmp(s->objs[i]->s.name, name))
                return s->objs[i];
        return NULL;
    }
    index_scope(s);
    unsigned mask = (unsigned)s->index_cap - 1;
    for (unsigned h = name_hash(name) & mask; s->index[h] >= 0; h = (h + 1) & mask)
        if (!strcmp(s->objs[s->index[h]]->s.name, name))
            return s->objs[s->index[h]];
    return NULL;
}

Obj *scope_lookup(Scope *s, const char *name)
{
    for (; s; s = s->parent) {
        Obj *o = scope_lookup_local(s, name);
        if (o && s->ndots && o->s.kind != SYM_PKG)
            check_dot_used(s, o);
        if (o)
            return o;
    }
    return NULL;
}

bool scope_declare(Scope *s, Obj *o)
{
    if (!strcmp(o->s.name, "_"))
        return true;
    Obj *old = scope_lookup_local(s, o->s.name);
    if (old) {
        if (old->s.kind == SYM_PKG)
            diag_error(o->s.pos, "%s already declared through import of package %s",
                       o->s.name, old->s.pkgpath);
        else
            diag_error(o->s.pos, "%s redeclared in this block\n\t%s:%d:%d: other declaration of %s",
                       o->s.name, old->s.pos.file ? old->s.pos.file->name : "?", old->s.pos.line,
                       old->s.pos.col, o->s.name);
        return false;
    }
    /* a package-level name that an import of another file already uses */
    VEC_PUSH(s->objs, s->n, s->cap, o);
    return true;
}

/* ---------------------------------------------------------------- universe and packages */

static Obj *universe_add(SymKind k, const char *name, Type *t)
{
    Obj *o = obj_new(k, name, (Pos){ 0 }, t);
    VEC_PUSH(ck->universe->objs, ck->universe->n, ck->universe->cap, o);
    return o;
}

static void universe_builtin(const char *name, Builtin b)
{
    Obj *o = universe_add(SYM_BUILTIN, name, NULL);
    o->s.builtin = b;
}

static void universe_init(void)
{
    static const struct { const char *name; TypeKind k; } types[] = {
        { "bool", TY_BOOL }, { "int", TY_INT }, { "int8", TY_INT8 }, { "int16", TY_INT16 },
        { "int32", TY_INT32 }, { "int64", TY_INT64 }, { "uint", TY_UINT }, { "uint8", TY_UINT8 },
        { "uint16", TY_UINT16 }, { "uint32", TY_UINT32 }, { "uint64", TY_UINT64 },
        { "uintptr", TY_UINTPTR }, { "float32", TY_FLOAT32 }, { "float64", TY_FLOAT64 },
        { "complex64", TY_COMPLEX64 }, { "complex128", TY_COMPLEX128 },
        { "string", TY_STRING }, { "byte", TY_UINT8 },
        { "rune", TY_INT32 },
    };
    ck->universe = scope_new(NULL);
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        universe_add(SYM_TYPE, types[i].name, type_basic(types[i].k));
    Obj *t = universe_add(SYM_CONST, "true", type_basic(TY_UNTYPED_BOOL));
    t->cval = const_bool(true);
    t->s.cv = (ConstVal){ .kind = CV_BOOL, .i = 1 };
    Obj *f = universe_add(SYM_CONST, "false", type_basic(TY_UNTYPED_BOOL));
    f->cval = const_bool(false);
    f->s.cv = (ConstVal){ .kind = CV_BOOL, .i = 0 };
    Obj *io = universe_add(SYM_CONST, "iota", type_basic(TY_UNTYPED_INT));
    io->is_iota = true;
    universe_add(SYM_NIL, "nil", type_basic(TY_UNTYPED_NIL));
    universe_builtin("println", B_PRINTLN);
    universe_builtin("print", B_PRINT);
    universe_builtin("len", B_LEN);
    universe_builtin("cap", B_CAP);
    universe_builtin("panic", B_PANIC);
    universe_builtin("new", B_NEW);
    universe_builtin("coroSuspend", B_COROSUSPEND);
    universe_builtin("append", B_APPEND);
    universe_builtin("copy", B_COPY);
    universe_builtin("make", B_MAKE);
    universe_builtin("close", B_CLOSE);
    universe_add(SYM_TYPE, "error", check_error_type());
    universe_add(SYM_TYPE, "any", check_empty_iface()); /* an alias: one Type */
    Type *cmp = type_named("comparable", NULL, NULL); /* a constraint only (check_generic.c) */
    cmp->underlying = check_generic_make_iface(type_interface(NULL, 0), NULL, 0, true);
    universe_add(SYM_TYPE, "comparable", cmp);
    universe_builtin("recover", B_RECOVER);
    universe_builtin("delete", B_DELETE);
    universe_builtin("min", B_MIN);
    universe_builtin("max", B_MAX);
    universe_builtin("clear", B_CLEAR);
    universe_builtin("complex", B_COMPLEX);
    universe_builtin("real", B_REAL);
    universe_builtin("imag", B_IMAG);
}

/* ---------------------------------------------------------------- init graph nodes */

static DeclNode *node_new(bool is_func)
{
    DeclNode *n = xmalloc(sizeof *n);
    n->is_func = is_func;
    n->order = ck->order_counter++;
    VEC_PUSH(ck->nodes, ck->nnodes, ck->capnodes, n);
    return n;
}


DeclNode *node_of_func(FuncDecl *fd)
{
    return fd->check_node;
}

DeclNode *check_node_new_func(FuncDecl *fd)
{
    DeclNode *n = node_new(true);
    n->func = fd;
    return n;
}

/* is 'to' in from's depset? (insert: put it there when it is not) */
static bool depset_has(DeclNode *from, DeclNode *to, bool insert)
{
    size_t mask = (size_t)from->depset_cap - 1, h = ((uintptr_t)to >> 4) & mask;
    for (; from->depset[h]; h = (h + 1) & mask)
        if (from->depset[h] == to)
            return true;
    if (insert)
        from->depset[h] = to;
    return false;
}

static void node_add_dep(DeclNode *from, DeclNode *to)
{
    if (!from || !to)
        return;
    if (from->ndeps < 16) {
        for (int i = 0; i < from->ndeps; i++)
            if (from->deps[i] == to)
                return;
    } else {
        if (2 * from->ndeps >= from->depset_cap) { /* (re)build it at twice the size */
            free(from->depset);
            from->depset_cap = from->depset_cap ? 2 * from->depset_cap : 64;
            from->depset = xmalloc(sizeof *from->depset * (size_t)from->depset_cap); /* zeroed */
            for (int i = 0; i < from->ndeps; i++)
                depset_has(from, from->deps[i], true);
        }
        if (depset_has(from, to, true))
            return;
    }
    VEC_PUSH(from->deps, from->ndeps, from->capdeps, to);
}

void record_dep_func(FuncDecl *fd)
{
    if (ck->cur_node && fd)
        node_add_dep(ck->cur_node, node_of_func(fd));
}

void record_dep_var(Obj *o)
{
    if (ck->cur_node && o && o->pkglevel && o->node)
        node_add_dep(ck->cur_node, o->node);
}

/* ---------------------------------------------------------------- resolution */

static Obj *active_stack[512];
static int nactive;

static const char *pos_str(Pos p)
{
    return xprintf("%s:%d:%d", p.file ? p.file->name : "?", p.line, p.col);
}

/* "initialization loop for x" + the cycle, objs[0..n-1] each referring to the next */
static void report_cycle(const char *what, const char **names, Pos *poss, int n)
{
    char *msg = xprintf("%s %s", what, names[0]);
    for (int i = 0; i < n; i++)
        msg = xprintf("%s\n\t%s: %s refers to", msg, pos_str(poss[i]), names[i]);
    msg = xprintf("%s\n\t%s: %s", msg, pos_str(poss[0]), names[0]);
    diag_error(poss[0], "%s", msg);
}

static void report_obj_cycle(Obj *o, bool is_type)
{
    int k = nactive - 1;
    while (k >= 0 && active_stack[k] != o)
        k--;
    if (k < 0)
        k = nactive - 1 >= 0 && active_stack[nactive - 1] == o ? nactive - 1 : nactive;
    int n = k < nactive ? nactive - k : 1;
    const char **names = xmalloc(sizeof *names * (size_t)n);
    Pos *poss = xmalloc(sizeof *poss * (size_t)n);
    for (int i = 0; i < n; i++) {
        Obj *x = k < nactive ? active_stack[k + i] : o;
        names[i] = x->s.name;
        poss[i] = x->decl_pos;
    }
    report_cycle(is_type ? "invalid recursive type" : "initialization loop for", names, poss, n);
}

static void push_active(Obj *o)
{
    if (nactive < (int)(sizeof active_stack / sizeof *active_stack))
        active_stack[nactive] = o;
    nactive++;
}

static void pop_active(void)
{
    nactive--;
}

static void resolve_const(Obj *o);
static void resolve_type_obj(Obj *o);
void check_pkg_var_node(DeclNode *n);

void resolve_obj(Obj *o)
{
    if (!o->pkglevel || o->state == OBJ_DONE)
        return;
    if (o->state == OBJ_ACTIVE) {
        /* a reference to an object whose declaration is being checked */
        /* a variable's cycle is reported by init_order() from the dependency graph (the whole
           path through functions); here its type is just not known yet */
        if (o->s.kind == SYM_CONST) {
            report_obj_cycle(o, false);
            o->s.type = T_INVALID;
            o->cval = NULL;
            /* every variable on the cycle: reported once, here */
            int top = nactive < 512 ? nactive : 512;
            for (int k = top - 1; k >= 0; k--) {
                if (active_stack[k]->node)
                    active_stack[k]->node->cycle_reported = true;
                if (active_stack[k] == o)
                    break;
            }
        }
        return;
    }
    if (nactive > 400) {
        diag_error(o->s.pos, "declarations nested too deeply");
        o->s.type = T_INVALID;
        o->state = OBJ_DONE;
        return;
    }
    Pos save_errpos = diag_set_errpos((Pos){0}); /* another declaration's errors at their places */
    switch (o->s.kind) {
    case SYM_CONST:
        resolve_const(o);
        break;
    case SYM_TYPE:
        resolve_type_obj(o);
        break;
    case SYM_VAR:
        check_pkg_var_node(o->node);
        break;
    default:
        o->state = OBJ_DONE;
    }
    diag_set_errpos(save_errpos);
}

static void resolve_const(Obj *o)
{
    o->state = OBJ_ACTIVE;
    push_active(o);
    int save_iota = ck->iota;
    DeclNode *save_node = ck->cur_node;
    ck->cur_node = NULL;
    VarSpec *vs = o->spec;
    ck->iota = vs->iota;
    Type *t = NULL;
    if (vs->texpr) {
        t = resolve_type(vs->texpr, o->fscope);
        if (!type_is_invalid(t) && !type_is_basic(t)) {
            diag_error(vs->texpr->pos, "invalid constant type %s", type_string(t));
            t = T_INVALID;
        }
    }
    Expr *v = o->idx < vs->nvalues ? vs->values[o->idx] : NULL;
    o->s.type = T_INVALID;
    if (!v) {
        if (o->idx == vs->nvalues)
            diag_error(vs->name_pos ? vs->name_pos[o->idx] : vs->pos, "missing init expr for const declaration");
    } else {
        Pos save_errpos = diag_set_errpos(vs->implicit && vs->name_pos ? vs->name_pos[o->idx] : (Pos){0});
        check_expr(v, o->fscope);
        if (!expr_invalid(v)) {
            if (v->is_type || !expr_is_const(v)) {
                if (!v->is_type)
                    diag_error(v->pos, "%s is not constant", operand_string(v));
                else
                    diag_error(v->pos, "%s is not an expression", operand_string(v));
            } else if (t && type_is_invalid(t)) {
            } else if (t) {
                if (assign_to(v, t, "constant declaration")) {
                    o->s.type = t;
                    o->cval = expr_const(v);
                }
            } else {
                o->s.type = v->type;
                o->cval = expr_const(v);
            }
        }
        diag_set_errpos(save_errpos);
    }
    if (o->idx == 0 && vs->nvalues > vs->nnames && vs->values[vs->nnames])
        diag_error(vs->values[vs->nnames]->pos, "extra init expr");
    if (o->cval) {
        Expr tmp = { 0 };
        set_cv(&tmp, o->cval, o->s.type);
        o->s.cv = tmp.cv;
    }
    ck->iota = save_iota;
    ck->cur_node = save_node;
    pop_active();
    o->state = OBJ_DONE;
}

static void attach_methods(Obj *o, Type *t)
{
    t->methods = o->methods;
    t->nmethods = o->nmethods;
    Type *u = type_under(t);
    for (int i = 0; i < o->nmethods; i++) {
        if (u->kind == TY_STRUCT)
            for (int f = 0; f < u->nfields; f++)
                if (!strcmp(u->fields[f].name, o->methods[i].name))
                    diag_error(o->methods[i].decl->pos, "field and method with the same name %s",
                               o->methods[i].name);
        if (u->kind == TY_POINTER || u->kind == TY_INTERFACE)
            diag_error(o->methods[i].decl->recv->pos, "invalid receiver type %s (pointer or interface type)",
                       o->s.name);
    }
}

/* pairs (t, u): the named type t whose declaration names u, whose underlying type is not known yet */
static Type **pending_under;
static int npending_under, cpending_under;

static void resolve_type_obj(Obj *o)
{
    TypeSpec *ts = o->tspec;
    o->state = OBJ_ACTIVE;
    push_active(o);
    if (ts->alias) {
        o->s.type = T_INVALID;
        o->s.type = resolve_type(ts->texpr, o->fscope);
        pop_active();
        o->state = OBJ_DONE;
        return;
    }
    Type *t = type_named(o->s.name, ck->cur->name, ck->cur->path);
    o->s.type = t;
    if (o->generic) { /* a template: its instances are the types (check_generic.c) */
        check_generic_template_type(o, t);
        pop_active();
        o->state = OBJ_DONE;
        return;
    }
    /* the named-type stack for recursive type detection */
    int save_indirect = ck->indirect;
    if (ck->ntype_stack > 0 && ck->ntype_stack <= 256)
        ck->type_stack_direct[ck->ntype_stack - 1] = ck->indirect == 0;
    if (ck->ntype_stack < 256)
        ck->type_stack[ck->ntype_stack] = o;
    ck->ntype_stack++;
    ck->indirect = 0;
    Expr *rhs = ck->decl_rhs;
    ck->decl_rhs = ts->texpr; /* type Num interface{ ~int | ~float64 }: may be a constraint */
    Type *u = resolve_type(ts->texpr, o->fscope);
    ck->decl_rhs = rhs;
    ck->ntype_stack--;
    ck->indirect = save_indirect;
    if (t->underlying == NULL && u && u->kind == TY_NAMED && !u->underlying) {
        /* type T2 T1 while T1 is being resolved (T1 struct{ next *T2 }): T2 gets T1's underlying
           type once T1 has one */
        VEC_PUSH(pending_under, npending_under, cpending_under, t);
        VEC_PUSH(pending_under, npending_under, cpending_under, u);
    } else if (t->underlying == NULL) {
        t->underlying = type_is_invalid(u) ? T_INVALID : type_under(u);
    }
    for (bool more = true; more;) { /* the named types waiting for one that now has its own */
        more = false;
        for (int i = 0; i + 1 < npending_under; i += 2)
            if (pending_under[i + 1]->underlying && !pending_under[i]->underlying) {
                pending_under[i]->underlying = pending_under[i + 1]->underlying;
                more = true;
            }
    }
    attach_methods(o, t);
    pop_active();
    o->state = OBJ_DONE;
}

static Scope *func_scope_of(FuncDecl *fd);

void resolve_local_type(Obj *o)
{
    resolve_type_obj(o);
}

Scope *check_func_file_scope(FuncDecl *fd)
{
    return func_scope_of(fd);
}

/* a reference from a type expression to the type name o */
static Type *type_name_ref(Obj *o, Pos pos)
{
    (void)pos;
    if (o->state == OBJ_TODO) {
        resolve_obj(o);
        return o->s.type;
    }
    if (o->state == OBJ_ACTIVE && !o->tspec->alias) {
        int top = ck->ntype_stack < 256 ? ck->ntype_stack : 256;
        int k = top - 1;
        while (k >= 0 && ck->type_stack[k] != o)
            k--;
        if (k >= 0) {
            bool direct = ck->indirect == 0;
            for (int i = k; i < top - 1 && direct; i++)
                direct = ck->type_stack_direct[i];
            if (direct) {
                int n = top - k;
                const char **names = xmalloc(sizeof *names * (size_t)n);
                Pos *poss = xmalloc(sizeof *poss * (size_t)n);
                for (int i = 0; i < n; i++) {
                    names[i] = ck->type_stack[k + i]->s.name;
                    poss[i] = ck->type_stack[k + i]->decl_pos;
                }
                report_cycle("invalid recursive type", names, poss, n);
                for (int i = k; i < top; i++)
                    ck->type_stack[i]->s.type->underlying = T_INVALID;
                return T_INVALID;
            }
        }
        return o->s.type;
    }
    if (o->state == OBJ_ACTIVE) { /* alias cycle */
        report_obj_cycle(o, true);
        return T_INVALID;
    }
    return o->s.type;
}

static int64_t array_length(Expr *len, Scope *sc)
{
    check_expr(len, sc);
    if (expr_invalid(len))
        return -1;
    Const *c = expr_const(len);
    if (!c || len->is_type) {
        diag_error(len->pos, "array length %s must be constant", expr_string(len));
        return -1;
    }
    Big fb;
    if (c->kind == K_COMPLEX && type_is_untyped(len->type) && const_is_zero(c->im))
        c = c->re; /* 10 + 0i */
    if (c->kind == K_FLOAT && type_is_untyped(len->type) && const_float_is_int(c, &fb))
        c = const_int(&fb); /* an integral untyped float constant */
    else if (c->kind != K_INT || !type_is_integer(len->type) || !big_fits(&c->b, 32, true)) {
        /* types2's words for a value that is no int of the target too */
        diag_error(len->pos, "array length %s must be integer", operand_string(len));
        return -1;
    }
    if (big_is_neg(&c->b) || !big_fits(&c->b, 32, true)) {
        diag_error(len->pos, "invalid array length %s", operand_string(len));
        return -1;
    }
    if (type_is_untyped(len->type))
        finalize(len, type_basic(TY_INT));
    return (int64_t)big_low64(&c->b);
}

Type *resolve_type(Expr *e, Scope *sc)
{
    if (!e)
        return T_INVALID;
    if (++ck->depth > 2000) {
        if (ck->depth == 2001)
            diag_error(e->pos, "type nested too deeply");
        ck->depth--;
        e->type = T_INVALID;
        return T_INVALID;
    }
    Type *t = T_INVALID;
    switch (e->kind) {
    case E_BAD:
        break;
    case E_PAREN:
        t = resolve_type(e->x, sc);
        break;
    case E_IDENT: {
        Obj *o = scope_lookup(sc, e->name);
        if (!o || !strcmp(e->name, "_")) {
            diag_error(e->pos, "undefined: %s", e->name);
            break;
        }
        if (o->unsupported) {
            diag_error(e->pos, "%s", o->unsupported);
            break;
        }
        e->sym = &o->s;
        if (o->s.kind != SYM_TYPE) {
            diag_error(e->pos, "%s is not a type", e->name);
            o->s.used = true; /* a use all the same (types2) */
            break;
        }
        t = o->pkglevel || o->tspec ? type_name_ref(o, e->pos) : o->s.type;
        if (check_generic_template(e, t))
            t = T_INVALID;
        break;
    }
    case E_SELECTOR: {
        if (e->x && e->x->kind == E_IDENT) {
            Obj *o = scope_lookup(sc, e->x->name);
            if (o && o->s.kind == SYM_PKG) {
                Obj *mo = qualified(e, o);
                if (!mo)
                    break;
                if (mo->s.kind != SYM_TYPE) {
                    diag_error(e->pos, "%s.%s is not a type", e->x->name, e->name);
                    break;
                }
                if (check_generic_template(e, mo->s.type))
                    break;
                t = mo->s.type;
                break;
            }
            if (!o || !strcmp(e->x->name, "_")) { /* x.T with x undefined: types2 says so */
                diag_error(e->x->pos, "undefined: %s", e->x->name);
                break;
            }
        }
        diag_error(e->pos, "%s is not a type", expr_string(e));
        break;
    }
    case E_STAR: {
        ck->indirect++;
        Type *el = resolve_type(e->x, sc);
        ck->indirect--;
        if (!type_is_invalid(el) || (el && el->kind == TY_NAMED))
            t = type_pointer(el);
        break;
    }
    case E_ARRAYTYPE: {
        if (!e->x) {
            ck->indirect++;
            Type *el = resolve_type(e->y, sc);
            ck->indirect--;
            if (!type_is_invalid(el) || (el && el->kind == TY_NAMED))
                t = type_slice(el);
            break;
        }
        if (e->x->kind == E_ELLIPSIS) {
            diag_error(e->x->pos, "invalid use of [...] array (outside a composite literal)");
            resolve_type(e->y, sc);
            break;
        }
        int64_t n = array_length(e->x, sc);
        Type *el = resolve_type(e->y, sc);
        bool pending = el && el->kind == TY_NAMED && !el->underlying; /* type T *[10]U; type U T */
        if (n >= 0 && (!type_is_invalid(el) || pending)) {
            t = type_array(el, n);
            if (!pending && type_sizeof(t) > 0x7fffffff) {
                diag_error(e->pos, "array too large: %s", type_string(t));
                t = T_INVALID;
            }
        }
        break;
    }
    case E_STRUCTTYPE: {
        Field *fields = xmalloc(sizeof(Field) * (size_t)(e->nfields + 1));
        bool bad = false;
        for (int i = 0; i < e->nfields; i++) {
            Field *f = &fields[i];
            *f = e->fields[i];
            Expr *te = e->texprs ? e->texprs[i] : NULL;
            Type *ft = resolve_type(te, sc);
            f->type = ft;
            if (type_is_invalid(ft) && !(ft && ft->kind == TY_NAMED))
                bad = true;
            if (f->embedded) {
                Type *base = ft && ft->kind == TY_POINTER ? ft->elem : ft;
                if (!bad && base && base->kind != TY_NAMED && !type_is_basic(base)) {
                    diag_error(f->pos, "embedded field type must be a type name");
                    bad = true;
                } else if (!bad && base == check_unsafe_pointer()) { /* (types2's words) */
                    diag_error(f->pos, "embedded field type cannot be unsafe.Pointer");
                    bad = true;
                }
                if (!f->name)
                    f->name = base && base->name ? base->name : "?";
            }
            if (!f->name)
                f->name = "_";
            f->pkgpath = check_exported(f->name) ? NULL : ck->cur->path;
            for (int j = 0; j < i; j++)
                if (strcmp(f->name, "_") && !strcmp(fields[j].name, f->name)) {
                    diag_error(f->pos, "%s redeclared", f->name);
                    bad = true;
                }
        }
        t = bad ? T_INVALID : type_struct(fields, e->nfields);
        free(fields);
        break;
    }
    case E_CHANTYPE: {
        ck->indirect++; /* chan T may mention T itself, like *T */
        Type *el = resolve_type(e->y, sc);
        ck->indirect--;
        if (!type_is_invalid(el) || (el && el->kind == TY_NAMED)) {
            t = type_chan(el, e->op == T_CHAN ? CHAN_BOTH : !strcmp(e->name, "send") ? CHAN_SEND : CHAN_RECV);
            check_chan_type_written(el, e->pos);
        }
        break;
    }
    case E_FUNCTYPE:
        ck->indirect++; /* func(T) may mention T itself, like *T */
        check_duplicate_params(e->sig); /* (a declared function's: its body's scope) */
        t = func_signature(e->sig, sc);
        ck->indirect--;
        break;
    case E_INTERFACETYPE:
        t = check_interface_type(e, sc);
        break;
    case E_MAPTYPE:
        t = check_map_type(e, sc);
        break;
    case E_ELLIPSIS:
        diag_error(e->pos, "invalid use of ...");
        break;
    case E_INDEX:
        t = check_generic_type(e, sc);
        break;
    default:
        diag_error(e->pos, "%s is not a type", expr_string(e));
        break;
    }
    ck->depth--;
    bool named = e->kind == E_IDENT || e->kind == E_SELECTOR || e->kind == E_INTERFACETYPE;
    if (!ck->constraint && e != ck->decl_rhs && !t->tparam && named && check_is_iface(t) &&
        (type_under(t)->nunions || type_under(t)->is_comparable)) { /* a constraint as a value's type */
        diag_error(e->pos, "cannot use type %s outside a type constraint: %s", expr_string(e),
                   type_under(t)->nunions ? "interface contains type constraints"
                                          : "interface is (or embeds) comparable");
        t = T_INVALID;
    }
    e->type = t;
    e->is_type = true;
    return t;
}

/* ---------------------------------------------------------------- functions */

static Type *param_type(Param *p, Scope *sc)
{
    Type *t = resolve_type(p->texpr, sc);
    if (p->variadic && !type_is_invalid(t)) /* ...T: the parameter is a []T */
        return type_slice(t);
    return t;
}

static Pos ellipsis_pos(const Param *p)
{
    Pos at = p->texpr ? p->texpr->pos : p->pos;
    if (at.col > 3)
        at.col -= 3;
    return at;
}

/* a parameter or result name used twice in a function type (func(i, i int), an interface
   method): Go's "redeclared in this block" */
void check_duplicate_params(const FuncSig *sig)
{
    int n = sig->nparams + sig->nresults;
    for (int i = 1; i < n; i++) {
        const Param *a = i < sig->nparams ? &sig->params[i] : &sig->results[i - sig->nparams];
        if (!a->name || !strcmp(a->name, "_"))
            continue;
        for (int k = 0; k < i; k++) {
            const Param *b = k < sig->nparams ? &sig->params[k] : &sig->results[k - sig->nparams];
            if (b->name && !strcmp(a->name, b->name)) {
                diag_error(a->pos, "%s redeclared in this block\n\t%s:%d:%d: other declaration of %s", a->name,
                           b->pos.file ? b->pos.file->name : "?", b->pos.line, b->pos.col, a->name);
                break;
            }
        }
    }
}

Type *func_signature(FuncSig *sig, Scope *sc)
{
    Type **params = xmalloc(sizeof(Type *) * (size_t)(sig->nparams + 1));
    for (int i = 0; i < sig->nparams; i++) {
        params[i] = param_type(&sig->params[i], sc);
        if (sig->params[i].variadic && i < sig->nparams - 1) /* at the "..." before the type */
            diag_error(ellipsis_pos(&sig->params[i]), "can only use ... with final parameter in list");
    }
    bool variadic = sig->nparams > 0 && sig->params[sig->nparams - 1].variadic;
    Type **results = xmalloc(sizeof(Type *) * (size_t)(sig->nresults + 1));
    for (int i = 0; i < sig->nresults; i++) {
        results[i] = param_type(&sig->results[i], sc);
        if (sig->results[i].variadic)
            diag_error(ellipsis_pos(&sig->results[i]), "can only use ... with final parameter in list");
    }
    Type *t = type_func(params, sig->nparams, results, sig->nresults, variadic);
    free(params);
    free(results);
    return t;
}

static Expr *recv_base_expr(Expr *e, bool *ptr)
{
    *ptr = false;
    while (e && e->kind == E_PAREN)
        e = e->x;
    if (e && e->kind == E_STAR) {
        *ptr = true;
        e = e->x;
        while (e && e->kind == E_PAREN)
            e = e->x;
    }
    return e;
}

/* the package-level type of this package an alias names by its plain name (type A = T, a chain
   of such aliases too), o itself when it is no alias; NULL otherwise: go1.19 takes methods
   declared on A as T's */
static Obj *alias_local_type(Obj *o)
{
    for (int hops = 0; o && o->s.kind == SYM_TYPE && o->pkglevel && o->tspec && o->tspec->alias; hops++) {
        Expr *t = o->tspec->texpr;
        while (t && t->kind == E_PAREN)
            t = t->x;
        if (hops > 16 || !t || t->kind != E_IDENT)
            return NULL;
        o = scope_lookup_local(ck->pkg, t->name);
    }
    return o && o->s.kind == SYM_TYPE && o->pkglevel && o->tspec ? o : NULL;
}

void func_resolve_type(FuncDecl *fd)
{
    if (fd->type)
        return;
    fd->type = T_INVALID; /* guard against re-entry */
    Scope *sc = func_scope_of(fd);
    Type *t = func_signature(&fd->sig, sc);
    fd->type = t;
    if (fd->recv) {
        bool ptr;
        Expr *b = recv_base_expr(fd->recv->texpr, &ptr);
        Obj *o = b && b->kind == E_IDENT ? scope_lookup(sc, b->name) : NULL;
        if (o && o->pkglevel && o->tspec && o->tspec->alias && alias_local_type(o))
            o = alias_local_type(o); /* func (A) m() of type A = T: T's method */
        fd->recv_type = T_INVALID;
        fd->recv_named = T_INVALID;
        if (b && b->kind == E_SELECTOR) { /* pkg.T: resolved (the import is used), another package's */
            Type *bt = resolve_type(b, sc);
            if (!type_is_invalid(bt))
                diag_error(fd->recv->pos, "cannot define new methods on non-local type %s", type_string(bt));
        } else if (!b || b->kind != E_IDENT) {
            if (b && b->kind != E_BAD)
                diag_error(fd->recv->pos, "invalid receiver type %s", expr_string(fd->recv->texpr));
        } else if (!o) {
            diag_error(b->pos, "undefined: %s", b->name);
        } else if (o->unsupported) {
            diag_error(b->pos, "%s", o->unsupported);
        } else if (o->s.kind != SYM_TYPE) {
            diag_error(b->pos, "%s is not a type", b->name);
        } else if (!o->pkglevel || o->tspec->alias) {
            Type *bt = o->pkglevel ? (resolve_obj(o), o->s.type) : o->s.type;
            if (!type_is_invalid(bt))
                diag_error(b->pos, "cannot define new methods on non-local type %s", type_string(bt));
        } else {
            resolve_obj(o);
            b->sym = &o->s;
            Type *nt = o->s.type;
            fd->recv_named = nt;
            fd->recv_type = ptr ? type_pointer(nt) : nt;
            b->type = nt;
            b->is_type = true;
            fd->recv->texpr->type = fd->recv_type;
            fd->recv->texpr->is_type = true;
        }
        fd->mangled = mangle_method(ck->cur->path, b && b->kind == E_IDENT ? (o ? o->s.name : b->name) : "?", ptr, fd->name);
    } else {
        fd->mangled = mangle_func(ck->cur->path, fd->name);
    }
}

/* ---------------------------------------------------------------- collection */

static Scope **file_scopes;
static Scope *func_scope_of(FuncDecl *fd)
{
    return fd->check_file_scope ? fd->check_file_scope : ck->pkg;
}

static bool is_main_pkg(void)
{
    return !strcmp(ck->cur->path, "main");
}

/* a const spec without values repeats the previous spec of its group: the parser has copied them
   (the first spec of a group has nothing to repeat: "missing init expr") */
static void collect_spec(VarSpec *vs, bool is_const, Scope *fs)
{
    vs->syms = xmalloc(sizeof(Symbol *) * (size_t)(vs->nnames + 1));
    DeclNode *whole = NULL;
    bool split = !is_const && vs->nvalues == vs->nnames && vs->nnames > 1;
    for (int i = 0; i < vs->nnames; i++) {
        Pos p = vs->name_pos ? vs->name_pos[i] : vs->pos;
        Obj *o = obj_new(is_const ? SYM_CONST : SYM_VAR, vs->names[i], p, NULL);
        o->pkglevel = true;
        o->state = OBJ_TODO;
        o->fscope = fs;
        o->spec = vs;
        o->idx = i;
        o->order = ck->order_counter++;
        if (!is_const) {
            o->s.global = true;
            o->s.pkgpath = ck->cur->path;
            if (split) {
                DeclNode *n = node_new(false);
                VarSpec *one = xmalloc(sizeof *one);
                *one = *vs;
                one->names = vs->names + i;
                one->name_pos = vs->name_pos ? vs->name_pos + i : NULL;
                one->nnames = 1;
                one->values = vs->values + i;
                one->nvalues = 1;
                one->syms = vs->syms + i;
                n->spec = one;
                n->var = o;
                o->node = n;
            } else {
                if (!whole) {
                    whole = node_new(false);
                    whole->spec = vs;
                    whole->var = o;
                }
                o->node = whole;
            }
        }
        if (strcmp(vs->names[i], "_")) {
            vs->syms[i] = &o->s;
            if (!strcmp(vs->names[i], "init") || (!strcmp(vs->names[i], "main") && is_main_pkg()))
                diag_error(p, "cannot declare %s - must be func", vs->names[i]);
            else
                scope_declare(ck->pkg, o);
            if (!is_const)
                VEC_PUSH(ck->prog->globals, ck->prog->nglobals, ck->cap_globals, &o->s);
        } else if (!is_const) {
            vs->syms[i] = NULL;
        }
    }
}

static void collect_func(FuncDecl *fd, Scope *fs)
{
    fd->check_file_scope = fs;
    DeclNode *n = node_new(true);
    n->func = fd;
    fd->check_node = n;
    fd->generic = fd->ntparams > 0; /* a template: never in Program.funcs */
    if (!fd->generic || fd->recv)
        VEC_PUSH(ck->prog->funcs, ck->prog->nfuncs, ck->cap_funcs, fd);
    if (fd->recv)
        return;
    if (!strcmp(fd->name, "init")) {
        VEC_PUSH(ck->cur->inits, ck->cur->ninits, ck->cap_inits, fd);
        return;
    }
    Obj *o = obj_new(SYM_FUNC, fd->name, check_func_name_pos(fd), NULL);
    o->pkglevel = true;
    o->s.func = fd;
    o->node = n;
    o->fscope = fs;
    fd->sym = &o->s;
    if (fd->generic)
        o->generic = check_generic_new(o, fd->tparams, fd->ntparams, fs);
    if (!strcmp(fd->name, "main") && is_main_pkg() && !ck->prog->not_main)
        ck->prog->main_func = fd;
    if (!strcmp(fd->name, "main") && is_main_pkg() && !ck->prog->not_main && (fd->sig.nparams || fd->sig.nresults))
        diag_error(check_func_name_pos(fd), "func main must have no arguments and no return values");
    scope_declare(ck->pkg, o);
}

static void collect_method(FuncDecl *fd)
{
    bool ptr;
    Expr *b = recv_base_expr(fd->recv ? fd->recv->texpr : NULL, &ptr);
    Expr *inst = b && b->kind == E_INDEX ? b : NULL; /* func (l *List[T]) ... */
    if (inst)
        b = b->x;
    if (!b || b->kind != E_IDENT || !strcmp(fd->name, "_"))
        return;
    Obj *o = alias_local_type(scope_lookup_local(ck->pkg, b->name));
    if (!o || o->s.kind != SYM_TYPE || !o->pkglevel || o->tspec->alias)
        return;
    if (!o->generic != !inst) {
        if (inst)
            diag_error(expr_start(b), "%s is not a generic type", b->name);
        else
            diag_error(expr_start(b), "cannot use generic type %s without instantiation", b->name);
        fd->generic = true; /* never checked */
        return;
    }
    fd->generic = inst != NULL; /* a template method: its instances are checked */
    for (int i = 0; i < o->nmethods; i++)
        if (!strcmp(o->methods[i].name, fd->name)) {
            Pos p = check_func_name_pos(o->methods[i].decl);
            diag_error(check_func_name_pos(fd), "%s.%s redeclared in this block\n\t%s:%d:%d: other declaration of %s",
                       o->s.name, fd->name, p.file ? p.file->name : "?", p.line, p.col, fd->name);
            return;
        }
    Method m = { fd->name, fd, ptr };
    VEC_PUSH(o->methods, o->nmethods, o->capmethods, m);
}

static void collect(Package *prog)
{
    file_scopes = xmalloc(sizeof(Scope *) * (size_t)(prog->nfiles + 1));
    for (int fi = 0; fi < prog->nfiles; fi++) {
        File *f = prog->files[fi];
        Scope *fs = scope_new(ck->pkg);
        fs->is_file = true;
        file_scopes[fi] = fs;
        for (int di = 0; di < f->ndecls; di++) {
            Decl *d = f->decls[di];
            if (!d)
                continue;
            switch (d->kind) {
            case D_IMPORT:
                if (d->import)
                    check_collect_import(d->import, fs);
                break;
            case D_CONST:
                if (d->spec)
                    collect_spec(d->spec, true, fs);
                break;
            case D_VAR:
                if (d->spec)
                    collect_spec(d->spec, false, fs);
                break;
            case D_TYPE: {
                TypeSpec *ts = d->tspec;
                if (!ts)
                    break;
                Obj *o = obj_new(SYM_TYPE, ts->name, ts->pos, NULL);
                o->pkglevel = true;
                o->state = OBJ_TODO;
                o->fscope = fs;
                o->tspec = ts;
                o->order = ck->order_counter++;
                ts->sym = &o->s;
                if (ts->ntparams)
                    o->generic = check_generic_new(o, ts->tparams, ts->ntparams, fs);
                if (!strcmp(ts->name, "init") || (!strcmp(ts->name, "main") && is_main_pkg()))
                    diag_error(ts->pos, "cannot declare %s - must be func", ts->name);
                else
                    scope_declare(ck->pkg, o);
                break;
            }
            case D_FUNC:
                if (d->func)
                    collect_func(d->func, fs);
                break;
            }
        }
    }
    /* imports vs package-level names */
    for (int fi = 0; fi < prog->nfiles; fi++)
        for (int i = 0; i < file_scopes[fi]->n; i++) {
            Obj *im = file_scopes[fi]->objs[i];
            Obj *o = scope_lookup_local(ck->pkg, im->s.name);
            if (o && im->s.kind != SYM_PKG) /* a name of a dot import (go1.19's words) */
                diag_error(o->s.pos, "%s already declared through dot-import of %s\n\t%s: other declaration of %s",
                           o->s.name, check_dot_package(file_scopes[fi], im), check_dot_position(file_scopes[fi], im),
                           o->s.name);
            else if (o)
                diag_error(o->s.pos, "%s already declared through import of package %s", o->s.name,
                           im->s.pkgpath);
        }
    for (int i = ck->first_func; i < ck->prog->nfuncs; i++)
        if (ck->prog->funcs[i]->recv)
            collect_method(ck->prog->funcs[i]);
    int n = ck->first_func; /* templates (methods of generic types) out */
    for (int i = ck->first_func; i < ck->prog->nfuncs; i++)
        if (!ck->prog->funcs[i]->generic)
            ck->prog->funcs[n++] = ck->prog->funcs[i];
    ck->prog->nfuncs = n;
}

/* ---------------------------------------------------------------- initialisation order */

static DeclNode **path_stack;
static int npath, cappath;

/* depth-first search from n for 'target' within n's strongly connected component (the only
   place a path back to it can be); leaves the path in path_stack */
static bool find_path(DeclNode *n, DeclNode *target, int stamp)
{
    VEC_PUSH(path_stack, npath, cappath, n);
    for (int i = 0; i < n->ndeps; i++) {
        DeclNode *d = n->deps[i];
        if (d == target)
            return true;
        if (d->mark == stamp || d->scc_stamp != n->scc_stamp || d->scc != n->scc)
            continue;
        d->mark = stamp;
        if (find_path(d, target, stamp))
            return true;
    }
    npath--;
    return false;
}

static const char *node_name(DeclNode *n)
{
    return n->is_func ? n->func->name : n->var->s.name;
}

/* the position of a function's name (FuncDecl.pos is its "func" keyword; Go reports the name) */
Pos check_func_name_pos(const FuncDecl *fd)
{
    return fd->name_pos.file ? fd->name_pos : fd->pos;
}

static Pos node_pos(DeclNode *n)
{
    return n->is_func ? check_func_name_pos(n->func) : n->var->s.pos;
}

/* the variables a variable's initialiser depends on: directly or through functions */
static void var_deps(DeclNode *n, DeclNode ***out, int *nout, int *cap, int stamp)
{
    for (int i = 0; i < n->ndeps; i++) {
        DeclNode *d = n->deps[i];
        if (d->mark == stamp)
            continue;
        d->mark = stamp;
        if (d->is_func)
            var_deps(d, out, nout, cap, stamp);
        else
            VEC_PUSH(*out, *nout, *cap, d);
    }
}

/* The strongly connected components of this package's dependency graph (Tarjan's algorithm,
   iterative: linear in nodes and edges, no recursion): n->scc numbers them, and a node lies on a
   cycle when its component has more than one node or it depends on itself (*cyclic). Nodes of
   other packages (imports, which cannot depend back on this one) are left out. */
static void find_cycles(int stamp, bool *cyclic)
{
    for (int i = 0; i < ck->nnodes; i++) {
        ck->nodes[i]->scc_stamp = stamp;
        ck->nodes[i]->scc_index = -1;
    }
    typedef struct Frame {
        DeclNode *n;
        int next; /* the next dependency to look at */
    } Frame;
    Frame *work = NULL;
    DeclNode **stack = NULL;
    int nwork = 0, capwork = 0, nstack = 0, capstack = 0, index = 0, nscc = 0;
    int *size = NULL, capsize = 0;
    for (int i = 0; i < ck->nnodes; i++) {
        if (ck->nodes[i]->scc_index >= 0)
            continue;
        Frame f0 = {ck->nodes[i], 0};
        VEC_PUSH(work, nwork, capwork, f0);
        while (nwork > 0) {
            Frame *f = &work[nwork - 1];
            DeclNode *n = f->n;
            if (f->next == 0 && n->scc_index < 0) { /* first visit */
                n->scc_index = n->scc_low = index++;
                n->scc_on_stack = true;
                VEC_PUSH(stack, nstack, capstack, n);
            }
            if (f->next < n->ndeps) {
                DeclNode *d = n->deps[f->next++];
                if (d->scc_stamp != stamp)
                    continue;
                if (d->scc_index < 0) {
                    Frame fd = {d, 0};
                    VEC_PUSH(work, nwork, capwork, fd);
                } else if (d->scc_on_stack && d->scc_index < n->scc_low) {
                    n->scc_low = d->scc_index;
                }
                continue;
            }
            if (n->scc_low == n->scc_index) { /* n is the root of a component: pop it */
                int count = 0;
                DeclNode *m;
                do {
                    m = stack[--nstack];
                    m->scc_on_stack = false;
                    m->scc = nscc;
                    count++;
                } while (m != n);
                VEC_PUSH(size, nscc, capsize, count);
            }
            nwork--;
            if (nwork > 0 && n->scc_low < work[nwork - 1].n->scc_low)
                work[nwork - 1].n->scc_low = n->scc_low;
        }
    }
    for (int i = 0; i < ck->nnodes; i++) {
        DeclNode *n = ck->nodes[i];
        cyclic[i] = size[n->scc] > 1;
        for (int k = 0; k < n->ndeps && !cyclic[i]; k++)
            cyclic[i] = n->deps[k] == n;
    }
    free(work);
    free(stack);
    free(size);
}

static void init_order(Package *prog)
{
    static int stamp = 1000; /* marks of earlier packages' nodes stay below it */
    /* cycles: for each variable on one, the path back to it (once per variable not yet named) */
    bool *cyclic = xmalloc(sizeof *cyclic * (size_t)(ck->nnodes + 1));
    find_cycles(++stamp, cyclic);
    for (int i = 0; i < ck->nnodes; i++) {
        DeclNode *n = ck->nodes[i];
        if (n->is_func || n->cycle_reported || !cyclic[i])
            continue;
        npath = 0;
        stamp++;
        if (find_path(n, n, stamp)) {
            const char **names = xmalloc(sizeof *names * (size_t)npath);
            Pos *poss = xmalloc(sizeof *poss * (size_t)npath);
            for (int k = 0; k < npath; k++) {
                names[k] = node_name(path_stack[k]);
                poss[k] = node_pos(path_stack[k]);
                if (!path_stack[k]->is_func)
                    path_stack[k]->cycle_reported = true;
            }
            report_cycle("initialization loop for", names, poss, npath);
        }
    }
    free(cyclic);
    /* Go's rule: repeatedly the earliest variable in declaration order that is ready */
    DeclNode **vars = NULL;
    int nvars = 0, capvars = 0;
    for (int i = 0; i < ck->nnodes; i++)
        if (!ck->nodes[i]->is_func)
            VEC_PUSH(vars, nvars, capvars, ck->nodes[i]);
    DeclNode ***deps = xmalloc(sizeof *deps * (size_t)(nvars + 1));
    int *ndeps = xmalloc(sizeof(int) * (size_t)(nvars + 1));
    for (int i = 0; i < nvars; i++) {
        int cap = 0;
        stamp++;
        deps[i] = NULL;
        ndeps[i] = 0;
        var_deps(vars[i], &deps[i], &ndeps[i], &cap, stamp);
    }
    int capord = 0;
    /* the scans start at the first variable not yet emitted (those before it all are): linear when
       the variables are ready in declaration order, as they mostly are (tests/driver/init_loop_big:
       25,000 of them took 8 s from the start of the list each time) */
    int first = 0;
    for (int done = 0; done < nvars;) {
        int pick = -1;
        while (first < nvars && vars[first]->emitted)
            first++;
        for (int i = first; i < nvars && pick < 0; i++) {
            if (vars[i]->emitted)
                continue;
            bool ready = true;
            for (int k = 0; k < ndeps[i] && ready; k++)
                if (!deps[i][k]->emitted && deps[i][k] != vars[i] && !deps[i][k]->cycle_reported)
                    ready = false;
            if (ready || vars[i]->cycle_reported)
                pick = i;
        }
        if (pick < 0) /* only unreported cycles remain (cannot happen): take the first */
            for (int i = first; i < nvars && pick < 0; i++)
                if (!vars[i]->emitted)
                    pick = i;
        vars[pick]->emitted = true;
        done++;
        VEC_PUSH(prog->var_init_order, prog->nvar_init, capord, vars[pick]->spec);
    }
}

/* ---------------------------------------------------------------- self-check of the contract */

/* After a clean check, every expression codegen evaluates must have a final (typed) type: a
 * violation is a checker bug, reported as an internal error rather than left to miscompile. */
static bool verify_expr(Walker *w, Expr *e)
{
    if (e->is_type)
        return false;
    if (e->kind == E_IDENT && e->name && !strcmp(e->name, "_"))
        return false;
    if (!e->type || type_is_untyped(e->type) || type_is_invalid(e->type)) {
        if (!(e->kind == E_CALL && e->type && e->type->kind == TY_TUPLE))
            diag_internal(e->pos, "the checker left %s without a final type (%s)",
                       expr_string(e), e->type ? type_string(e->type) : "none");
        return false;
    }
    if (e->cv.kind != CV_NONE)
        return false; /* constants are not evaluated */
    switch (e->kind) {
    case E_CALL: /* the arguments (new's is a type) and a method's receiver */
        walk_expr(w, e->call == CALL_METHOD ? e->recv : NULL);
        if (!(e->call == CALL_BUILTIN && e->builtin == B_NEW))
            for (int i = 0; i < e->nlist; i++)
                walk_expr(w, e->list[i]);
        return false;
    case E_SELECTOR:
        return e->sel == SEL_FIELD;
    case E_COMPOSITE: /* the elements, and the keys of maps, arrays and slices */
        for (int i = 0; i < e->nlist; i++) {
            Expr *el = e->list[i];
            if (el && el->kind == E_KEYVALUE) {
                if (type_under(e->type)->kind != TY_STRUCT)
                    walk_expr(w, el->x);
                el = el->y;
            }
            walk_expr(w, el);
        }
        return false;
    case E_BINARY: case E_INDEX: case E_SLICE: case E_UNARY: case E_STAR: case E_PAREN:
        return true;
    default:
        return false;
    }
}

static bool verify_stmt(Walker *w, Stmt *s)
{
    switch (s->kind) {
    case S_CONST: case S_TYPE: /* constants and types are not evaluated */
        return false;
    case S_RANGE:
        if (!s->define)
            return true;
        walk_expr(w, s->x); /* the := variables are declarations */
        walk_stmt(w, s->then);
        return false;
    default:
        return true;
    }
}

static void verify_program(Program *prog)
{
    Walker w = {.stmt = verify_stmt, .expr = verify_expr};
    for (int i = 0; i < prog->nfuncs; i++)
        walk_stmt(&w, prog->funcs[i]->body);
    for (int p = 0; p < prog->npkgs; p++) {
        Package *pkg = prog->pkgs[p];
        for (int i = 0; i < pkg->nvar_init; i++)
            for (int k = 0; k < pkg->var_init_order[i]->nvalues; k++)
                walk_expr(&w, pkg->var_init_order[i]->values[k]);
    }
}

/* ---------------------------------------------------------------- the program */

/* one package: its declarations, lazily resolved in source order, then its function bodies */
/* //corogo:funcvalue NAME above fd: fd stands for the blocking intrinsic NAME of its package (a
 * method of the same receiver type when fd is a method) wherever NAME is a func or method value */
static void bind_funcvalue(FuncDecl *fd, int first)
{
    FuncDecl *target = NULL;
    for (int i = first; i < ck->prog->nfuncs && !target; i++) {
        FuncDecl *t = ck->prog->funcs[i];
        if (!strcmp(t->name, fd->funcvalue_of) && t->recv_named == fd->recv_named && t != fd)
            target = t;
    }
    if (!target || !target->pkgop || !target->pkgop->prepare) {
        diag_error(fd->pos, "//corogo:funcvalue %s: %s is not a blocking intrinsic of this package%s",
                   fd->funcvalue_of, fd->funcvalue_of, fd->recv ? " with this receiver type" : "");
        return;
    }
    if (target->type != fd->type ||
        (fd->recv_type && fd->recv_type != target->recv_type)) {
        diag_error(fd->pos, "//corogo:funcvalue %s: the signature differs from %s's", fd->funcvalue_of,
                   fd->funcvalue_of);
        return;
    }
    target->value_form = fd;
}

/* the bodies of prog's functions from 'first' on (and of those their checks add) */
static void check_bodies(Program *prog, int first)
{
    Checker *c = ck;
    for (int i = first; i < prog->nfuncs; i++) {
        FuncDecl *fd = prog->funcs[i];
        if (fd->is_lit) /* checked where it stands */
            continue;
        c->cur_node = node_of_func(fd);
        Package *save = c->cur;
        Scope *save_scope = c->pkg;
        if (fd->check_pkg) { /* an instance: its template's package's code */
            c->cur = fd->check_pkg;
            c->pkg = fd->check_pkg->scope;
        }
        check_func_body(fd);
        check_nocopy_params(fd);
        c->cur = save;
        c->pkg = save_scope;
        c->cur_node = NULL;
    }
}

/* the package's variable nodes ordered by their spec, each spec's in node order: a spec's nodes
   are found by a binary search (a scan of every node per spec was quadratic: 25,000 variables,
   tests/driver/init_loop_big, took 6 s) */
static int cmp_node_spec(const void *a, const void *b)
{
    const DeclNode *x = ck->nodes[*(const int *)a], *y = ck->nodes[*(const int *)b];
    uintptr_t sx = (uintptr_t)x->var->spec, sy = (uintptr_t)y->var->spec;
    if (sx != sy)
        return sx < sy ? -1 : 1;
    return *(const int *)a - *(const int *)b;
}

static int *var_nodes_by_spec(int *n)
{
    int *idx = xmalloc(sizeof *idx * (size_t)(ck->nnodes + 1));
    *n = 0;
    for (int i = 0; i < ck->nnodes; i++)
        if (!ck->nodes[i]->is_func && ck->nodes[i]->spec && ck->nodes[i]->var)
            idx[(*n)++] = i;
    qsort(idx, (size_t)*n, sizeof *idx, cmp_node_spec);
    return idx;
}

static void check_package(Program *prog, Package *pkg)
{
    Checker *c = ck;
    c->cur = pkg;
    c->pkg = scope_new(c->universe);
    pkg->scope = c->pkg;
    check_pkg_builtins(pkg->path, c->pkg); /* runtime.Gosched beside the Go of package runtime */
    c->nnodes = 0;
    c->cap_inits = 0;
    c->first_func = prog->nfuncs;
    collect(pkg);
    int nbyspec;
    int *byspec = var_nodes_by_spec(&nbyspec);
    for (int fi = 0; fi < pkg->nfiles; fi++) {
        File *f = pkg->files[fi];
        for (int di = 0; di < f->ndecls; di++) {
            Decl *d = f->decls[di];
            if (!d)
                continue;
            if ((d->kind == D_CONST || d->kind == D_VAR) && d->spec && d->spec->syms) {
                VarSpec *vs = d->spec;
                for (int i = 0; i < vs->nnames; i++) {
                    Obj *o = vs->syms[i] ? (Obj *)vs->syms[i] : NULL;
                    if (o)
                        resolve_obj(o);
                }
                /* blank names: check their specs too */
                if (d->kind == D_VAR) {
                    int lo = 0, hi = nbyspec;
                    while (lo < hi) {
                        int mid = (lo + hi) / 2;
                        if ((uintptr_t)c->nodes[byspec[mid]]->var->spec < (uintptr_t)vs)
                            lo = mid + 1;
                        else
                            hi = mid;
                    }
                    for (int k = lo; k < nbyspec && c->nodes[byspec[k]]->var->spec == vs; k++)
                        if (c->nodes[byspec[k]]->var->state == OBJ_TODO)
                            check_pkg_var_node(c->nodes[byspec[k]]);
                } else {
                    for (int i = 0; i < vs->nnames; i++)
                        if (!vs->syms[i] && vs->nvalues > i) {
                            Obj tmp = { 0 };
                            tmp.s.kind = SYM_CONST;
                            tmp.s.name = "_";
                            tmp.pkglevel = true;
                            tmp.state = OBJ_TODO;
                            tmp.spec = vs;
                            tmp.idx = i;
                            tmp.fscope = file_scopes[fi];
                            resolve_obj(&tmp);
                        }
                }
            } else if (d->kind == D_TYPE && d->tspec && d->tspec->sym) {
                resolve_obj((Obj *)d->tspec->sym);
            }
        }
    }
    free(byspec);
    for (int i = c->first_func; i < prog->nfuncs; i++) {
        FuncDecl *fd = prog->funcs[i];
        func_resolve_type(fd);
        if (pkg->library && !fd->body && !fd->linkname)
            packages_c_body(pkg->path, fd);
        if (pkg->library && !fd->body && fd->linkname)
            packages_intrinsic(fd);
    }
    for (int i = c->first_func; i < prog->nfuncs; i++)
        if (prog->funcs[i]->funcvalue_of)
            bind_funcvalue(prog->funcs[i], c->first_func);
    check_bodies(prog, c->first_func);
    /* intrinsics are runtime functions, declared by codegen on first use (cg_pkg.c) */
    int n = c->first_func;
    for (int i = c->first_func; i < prog->nfuncs; i++)
        if (!prog->funcs[i]->pkgop)
            prog->funcs[n++] = prog->funcs[i];
    prog->nfuncs = n;
    for (int i = 0; i < pkg->ninits; i++) {
        FuncDecl *fd = pkg->inits[i];
        if (fd->sig.nparams || fd->sig.nresults)
            diag_error(check_func_name_pos(fd), "func init must have no arguments and no return values");
    }
    for (int i = 0; i < c->pkg->n; i++) /* generic functions and types */
        if (c->pkg->objs[i]->generic)
            check_generic_templates(c->pkg->objs[i]);
    for (int fi = 0; fi < pkg->nfiles; fi++) /* and those named _, which no scope holds */
        for (int di = 0; di < pkg->files[fi]->ndecls; di++) {
            Decl *d = pkg->files[fi]->decls[di];
            Symbol *s = !d ? NULL : d->kind == D_FUNC && d->func && !d->func->recv ? d->func->sym
                               : d->kind == D_TYPE && d->tspec ? d->tspec->sym : NULL;
            if (s && !strcmp(s->name, "_") && ((Obj *)s)->generic)
                check_generic_templates((Obj *)s);
        }
    check_bodies(prog, n); /* wrappers the templates' checks made (check_iface.c's promote) */
    check_imports_used(pkg);
    init_order(pkg);
}

bool check_program(Program *prog)
{
    /* an import the loader refused (its soft error) leaves its names untyped: as if the checker
       had reported it, the final-type self-check does not run */
    int errs0 = check_errors();
    for (int fi = 0; fi < prog->nfiles; fi++)
        for (int di = 0; di < prog->files[fi]->ndecls; di++) {
            Decl *d = prog->files[fi]->decls[di];
            if (d && d->kind == D_IMPORT && d->import && d->import->refused)
                errs0--;
        }
    Checker c = { 0 };
    ck = &c;
    /* module state from an earlier call (the fuzzer checks many programs in one process) */
    free(cmap_keys);
    free(cmap_vals);
    cmap_keys = NULL;
    cmap_vals = NULL;
    cmap_cap = cmap_n = 0;
    nactive = 0;
    diag_defer();
    c.prog = prog;
    c.iota = -1;
    universe_init();
    /* package runtime first (corogo's imports only unsafe): a //go:linkname into it from a
       library package that does not import it (math/bits's overflowError) finds its variables */
    int rt = -1;
    for (int i = 0; i < prog->npkgs; i++)
        if (!strcmp(prog->pkgs[i]->path, "runtime") && prog->pkgs[i]->library)
            rt = i;
    if (rt >= 0)
        check_package(prog, prog->pkgs[rt]);
    for (int i = 0; i < prog->npkgs; i++)
        if (i != rt)
            check_package(prog, prog->pkgs[i]);
    check_map_keys();
    check_chan_elems();
    check_missing_bodies(check_errors() == errs0);
    /* like go build, the missing main only when the files have no other error */
    if (prog->not_main && check_errors() == errs0)
        for (int i = 0; i < prog->nnot_main; i++)
            diag_error(prog->not_main_pos[i], "package %s is not a main package (corogo builds package main)",
                       prog->not_main);
    else if (!prog->main_func && !prog->not_main && prog->nfiles > 0 && check_errors() == errs0)
        diag_fatal_noloc("function main is undeclared in the main package");
    if (check_errors() == errs0)
        verify_program(prog);
    const SrcFile **files = xmalloc(sizeof *files * (size_t)(prog->nfiles + 1));
    for (int i = 0; i < prog->nfiles; i++)
        files[i] = prog->files[i]->src;
    diag_flush(files, prog->nfiles);
    free(files);
    ck = NULL;
    return check_errors() == errs0;
}
