/* check_stmt.c - statements and function bodies: local declarations (var, const, type, :=),
 * assignments and their addressability rules, control flow (if, for, range over arrays, slices,
 * strings and integers, switch with fallthrough, labelled break/continue), return against the
 * signature, go of direct calls, the features corogo rejects by name, "missing return" (Go's
 * terminating statement rules) and "declared but not used". Package-level var specs use the
 * same initialiser logic (check_pkg_var_node). */
#include <string.h>

#include "check.h"

/* where a statement is: the statement lists (blocks) it is in, outermost first, each with the
   index of the statement that holds it (goto's rules compare these) */
typedef struct Place {
    int *blocks, *index;
    int depth;
} Place;

struct LabelInfo {
    const char *name;
    Pos pos;
    Stmt *stmt;
    bool used;
    Place at;
    Pos block_start;       /* where its block begins (for "jumps into block") */
};

typedef struct Goto {
    Stmt *s;
    Place at;
} Goto;

/* a variable declaration in a statement list (goto may not jump over one) */
typedef struct VarDecl {
    int block, index;
    Pos pos;
    const char *name;
} VarDecl;

typedef struct Breakable {
    Stmt *s;
    const char *label;
} Breakable;

/* the statement lists being checked, innermost last: each one's number, where it starts and the
   index of the statement being checked in it */
typedef struct Level {
    int block, index;
    Pos start;
} Level;

/* The body being checked: what its statements' rules need until its end. One per body: a function
   literal's is pushed while it is checked inside its encloser's (check_lit_body). */
typedef struct FuncCtx {
    Breakable *brk;           /* the statements a break or continue may leave, innermost last */
    int nbrk, capbrk;
    Stmt **broken;            /* statements some break leaves (they are not terminating) */
    int nbroken, capbroken;
    Stmt *fallthrough_ok;     /* the one fallthrough statement allowed right now */
    Level *levels;
    int nlevels, clevels, next_block;
    Goto *gotos;
    int ngotos, cgotos;
    VarDecl *vardecls;
    int nvardecls, cvardecls;
    const char *pending_label; /* label of the statement being checked next */
    struct LabelInfo *labels;
    int nlabels, caplabels;
    int cap_locals;           /* of ck->fn's locals */
} FuncCtx;

static FuncCtx *fc;

static void check_stmt(Stmt *s, Scope *sc);
typedef struct LabelInfo LabelInfo;
static LabelInfo *find_label(const char *name);

static Obj *new_local(const char *name, Pos pos, Type *t, Scope *sc)
{
    Obj *o = obj_new(SYM_VAR, name, pos, t ? t : T_INVALID);
    if (!strcmp(name, "_"))
        return NULL;
    if (scope_declare(sc, o))
        add_local(&o->s);
    else
        o->s.used = true;
    return o;
}

/* ---------------------------------------------------------------- initialisers */

/* leftmost position of an expression (Go reports assignment mismatches at the first value) */
static Pos rhs_pos(Expr *e)
{
    for (int i = 0; e && i < 10000; i++) {
        if ((e->kind == E_BINARY || e->kind == E_CALL || e->kind == E_INDEX || e->kind == E_SLICE ||
             e->kind == E_SELECTOR || (e->kind == E_COMPOSITE && e->x)) && e->x)
            e = e->x;
        else
            break;
    }
    return e ? e->pos : (Pos){ 0 };
}

static const char *plural(int n)
{
    return n == 1 ? "" : "s";
}

static void var_values1(VarSpec *vs, Scope *sc, Type **out);

/* a call of several results, or a receive made two-valued by check_comma_ok */
static bool tuple_call(Expr *v)
{
    return v && !expr_invalid(v) && !v->is_type && v->type->kind == TY_TUPLE &&
           (walk_unparen(v)->kind == E_CALL || check_is_recv(v) || check_is_map_index(v) ||
            walk_unparen(v)->kind == E_TYPEASSERT);
}

/* the value of an assignment of n variables to as many values: with one variable, a call of
   several results is Go's "assignment mismatch: 1 variable but f returns 2 values" (with more, each
   value's "multiple-value ... in single-value context") */
static void assigned_value(Expr *v, int n, Scope *sc)
{
    check_expr(v, sc);
    if (n == 1 && tuple_call(v) && walk_unparen(v)->kind == E_CALL && v->type->nresults > 1) {
        diag_error(rhs_pos(v), "assignment mismatch: 1 variable but %s returns %d values",
                   expr_string(walk_unparen(v)->x), v->type->nresults);
        invalid(v);
        return;
    }
    rvalue_post(v);
}

/* "assignment mismatch: n variables but 1 value", or "but f returns 1 value" for a call (Go's
   wording follows the syntax: any call, conversions included) */
static void mismatch_one_value(Expr *v, int n)
{
    if (walk_unparen(v)->kind == E_CALL)
        diag_error(rhs_pos(v), "assignment mismatch: %d variable%s but %s returns 1 value", n, plural(n),
                   expr_string(walk_unparen(v)->x));
    else
        diag_error(rhs_pos(v), "assignment mismatch: %d variable%s but 1 value", n, plural(n));
}

/* check the values of 'vs' (a var spec) in scope sc; out[i] = the type of name i */
static bool init_failed; /* the last var_values reported an error (do not add "not used") */

static void var_values(VarSpec *vs, Scope *sc, Type **out)
{
    int errs = check_errors();
    init_failed = false;
    var_values1(vs, sc, out);
    init_failed = check_errors() != errs;
}

static Type *preresolved; /* the spec's declared type, already resolved (package level) */

static void var_values1(VarSpec *vs, Scope *sc, Type **out)
{
    Type *t = preresolved ? preresolved : vs->texpr ? resolve_type(vs->texpr, sc) : NULL;
    preresolved = NULL;
    for (int i = 0; i < vs->nnames; i++)
        out[i] = t ? t : T_INVALID;
    if (vs->nvalues == 0)
        return;
    if (vs->nvalues == vs->nnames) {
        for (int i = 0; i < vs->nvalues; i++) {
            Expr *v = vs->values[i];
            check_rvalue(v, sc); /* (var x = f2() is "multiple-value f2() ...", as in Go) */
            if (expr_invalid(v))
                continue;
            if (t)
                assign_to(v, t, "variable declaration");
            else if (default_to(v, "variable declaration")) {
                out[i] = v->type;
                check_nocopy(v, "variable declaration");
            }
        }
        return;
    }
    if (vs->nvalues == 1) {
        Expr *v = vs->values[0];
        check_expr(v, sc);
        if (expr_invalid(v))
            return;
        check_comma_ok(v, vs->nnames);
        if (tuple_call(v)) {
            if (v->type->nresults != vs->nnames) {
                diag_error(v->pos.file ? rhs_pos(v) : vs->pos,
                           "assignment mismatch: %d variable%s but %s returns %d value%s", vs->nnames,
                           plural(vs->nnames), expr_string(walk_unparen(v)->x), v->type->nresults,
                           plural(v->type->nresults));
                return;
            }
            for (int i = 0; i < vs->nnames; i++) {
                Type *rt = v->type->results[i];
                if (t && !type_is_invalid(rt) && !type_is_invalid(t) && !assignable(rt, t)) {
                    diag_error(v->pos, "cannot use %s value as %s value in variable declaration",
                               type_string(rt), type_string(t));
                    return;
                }
                if (!t)
                    out[i] = rt;
            }
            return;
        }
    } else {
        for (int i = 0; i < vs->nvalues; i++)
            check_expr(vs->values[i], sc);
    }
    if (vs->nvalues == 1)
        mismatch_one_value(vs->values[0], vs->nnames);
    else
        diag_error(rhs_pos(vs->values[0]), "assignment mismatch: %d variable%s but %d value%s", vs->nnames,
                   plural(vs->nnames), vs->nvalues, plural(vs->nvalues));
}

void check_pkg_var_node(DeclNode *n)
{
    if (!n || n->var->state != OBJ_TODO)
        return;
    VarSpec *vs = n->spec;
    Obj *first = n->var;
    Obj **objs = xmalloc(sizeof(Obj *) * (size_t)(vs->nnames + 1));
    for (int i = 0; i < vs->nnames; i++) {
        objs[i] = vs->syms[i] ? (Obj *)vs->syms[i] : NULL;
        if (objs[i])
            objs[i]->state = OBJ_ACTIVE;
    }
    first->state = OBJ_ACTIVE;
    DeclNode *save_node = ck->cur_node;
    FuncDecl *save_fn = ck->fn;
    int save_iota = ck->iota;
    ck->cur_node = n;
    ck->fn = NULL;
    ck->iota = -1;
    /* a declared type is known before the initialiser is checked */
    Type *declared = NULL;
    if (vs->texpr) {
        declared = resolve_type(vs->texpr, first->fscope);
        for (int i = 0; i < vs->nnames; i++)
            if (objs[i])
                objs[i]->s.type = declared;
    }
    Type **types = xmalloc(sizeof(Type *) * (size_t)(vs->nnames + 1));
    preresolved = declared;
    var_values(vs, first->fscope, types);
    for (int i = 0; i < vs->nnames; i++)
        if (objs[i]) {
            if (!(objs[i]->s.type && type_is_invalid(objs[i]->s.type) && n->cycle_reported))
                objs[i]->s.type = types[i];
            if (n->cycle_reported)
                objs[i]->s.type = T_INVALID;
            objs[i]->state = OBJ_DONE;
        }
    first->state = OBJ_DONE;
    ck->cur_node = save_node;
    ck->fn = save_fn;
    ck->iota = save_iota;
}

/* local const spec: values from vs (the parser repeats implicit ones) with vs->iota */
static void local_const_spec(VarSpec *vs, Scope *sc)
{
    int save = ck->iota;
    ck->iota = vs->iota;
    Type *t = NULL;
    if (vs->texpr) {
        t = resolve_type(vs->texpr, sc);
        if (!type_is_invalid(t) && !type_is_basic(t)) {
            diag_error(vs->texpr->pos, "invalid constant type %s", type_string(t));
            t = T_INVALID;
        }
    }
    vs->syms = xmalloc(sizeof(Symbol *) * (size_t)(vs->nnames + 1));
    Obj **objs = xmalloc(sizeof(Obj *) * (size_t)(vs->nnames + 1));
    for (int i = 0; i < vs->nnames; i++) {
        Pos p = vs->name_pos ? vs->name_pos[i] : vs->pos;
        Obj *o = obj_new(SYM_CONST, vs->names[i], p, T_INVALID);
        o->s.used = true;
        objs[i] = o;
        Expr *v = i < vs->nvalues ? vs->values[i] : NULL;
        if (!v) {
            if (i == vs->nvalues)
                diag_error(p, "missing init expr for const declaration");
            continue;
        }
        check_expr(v, sc);
        if (expr_invalid(v))
            continue;
        if (v->is_type || !expr_is_const(v)) {
            diag_error(v->pos, "%s is not constant", operand_string(v));
            continue;
        }
        if (t) {
            if (!type_is_invalid(t) && assign_to(v, t, "constant declaration")) {
                o->s.type = t;
                o->cval = expr_const(v);
            }
        } else {
            o->s.type = v->type;
            o->cval = expr_const(v);
        }
        if (o->cval) {
            Expr tmp = { 0 };
            set_cv(&tmp, o->cval, o->s.type);
            o->s.cv = tmp.cv;
        }
    }
    if (vs->nvalues > vs->nnames && vs->values[vs->nnames])
        diag_error(vs->values[vs->nnames]->pos, "extra init expr");
    for (int i = 0; i < vs->nnames; i++) {
        if (strcmp(vs->names[i], "_")) {
            vs->syms[i] = &objs[i]->s;
            scope_declare(sc, objs[i]);
        }
    }
    ck->iota = save;
}

/* `f := func...` / `var f = func...`: the literal is bound to f (escape.c's hint) */
static void bind_lit(Expr *v, Symbol *s)
{
    v = walk_unparen(v);
    if (v && v->kind == E_FUNCLIT && v->callee)
        v->callee->bound_var = s;
}

void check_local_var_spec(VarSpec *vs, Scope *sc, bool is_const)
{
    if (is_const) {
        local_const_spec(vs, sc);
        return;
    }
    Type **types = xmalloc(sizeof(Type *) * (size_t)(vs->nnames + 1));
    var_values(vs, sc, types);
    vs->syms = xmalloc(sizeof(Symbol *) * (size_t)(vs->nnames + 1));
    for (int i = 0; i < vs->nnames; i++) {
        Pos p = vs->name_pos ? vs->name_pos[i] : vs->pos;
        Obj *o = new_local(vs->names[i], p, types[i], sc);
        if (o && init_failed)
            o->s.used = true;
        vs->syms[i] = o ? &o->s : NULL;
        if (o && vs->nvalues == vs->nnames)
            bind_lit(vs->values[i], &o->s);
    }
}

void resolve_local_type(Obj *o);

static void local_type_spec(TypeSpec *ts, Scope *sc)
{
    Obj *o = obj_new(SYM_TYPE, ts->name, ts->pos, T_INVALID);
    o->tspec = ts;
    o->fscope = sc;
    o->state = OBJ_TODO;
    ts->sym = &o->s;
    if (ts->ntparams && !ts->alias) /* a local generic type: its instances resolve in sc */
        o->generic = check_generic_new(o, ts->tparams, ts->ntparams, sc);
    /* in scope from its own name on, an alias too (`type T = T` is a cycle) */
    scope_declare(sc, o);
    resolve_local_type(o);
}

/* ---------------------------------------------------------------- assignments */

/* leftmost position of an expression */
static Pos lhs_pos(Expr *e)
{
    while (e && (e->kind == E_INDEX || e->kind == E_SELECTOR || e->kind == E_SLICE || e->kind == E_CALL) && e->x)
        e = e->x;
    return e ? e->pos : (Pos){ 0 };
}

/* the left side of an assignment: its type, NULL for the blank identifier, T_INVALID on error */
static Type *check_lhs(Expr *e, Scope *sc)
{
    Expr *u = walk_unparen(e);
    if (u && u->kind == E_IDENT && !strcmp(u->name, "_")) {
        e->type = NULL;
        return NULL;
    }
    bool was_used = false;
    Obj *o = NULL;
    if (u && u->kind == E_IDENT) {
        o = scope_lookup(sc, u->name);
        if (o && o->s.kind == SYM_VAR)
            was_used = o->s.used;
    }
    check_expr(e, sc);
    if (o && o->s.kind == SYM_VAR && !o->pkglevel)
        o->s.used = was_used; /* assigning is not using */
    if (expr_invalid(e))
        return T_INVALID;
    int ml = e->is_type || e->addressable ? 0 : check_map_lhs(e);
    if (ml < 0)
        return T_INVALID;
    if (e->is_type) { /* types2's words for a type and for a constant */
        diag_error(lhs_pos(e), "%s is not an expression", operand_string(e));
        return T_INVALID;
    }
    if (!e->addressable && !ml) {
        diag_error(lhs_pos(e), "cannot assign to %s", operand_string(e));
        return T_INVALID;
    }
    return e->type;
}

static void assign_blank(Expr *v, const char *ctx)
{
    default_to(v, ctx);
}

static void check_assign_in(Stmt *s, Scope *sc);

/* an assignment that fails marks the variables it assigns used, as types2 does (no follow-on
   "declared but not used") */
static void check_assign(Stmt *s, Scope *sc)
{
    int errs0 = check_errors();
    check_assign_in(s, sc);
    if (check_errors() == errs0)
        return;
    for (int i = 0; i < s->nlhs; i++) {
        Expr *l = s->lhs[i] ? walk_unparen(s->lhs[i]) : NULL;
        if (l && l->kind == E_IDENT && l->sym && l->sym->kind == SYM_VAR)
            l->sym->used = true;
    }
}

static void check_assign_in(Stmt *s, Scope *sc)
{
    if (s->nlhs == s->nrhs) {
        Type **lt = xmalloc(sizeof(Type *) * (size_t)(s->nlhs + 1));
        for (int i = 0; i < s->nlhs; i++)
            lt[i] = check_lhs(s->lhs[i], sc);
        for (int i = 0; i < s->nrhs; i++) {
            assigned_value(s->rhs[i], s->nrhs, sc);
            if (!lt[i])
                assign_blank(s->rhs[i], "assignment");
            else if (!type_is_invalid(lt[i]))
                assign_to(s->rhs[i], lt[i], "assignment");
            if (!lt[i] && !expr_invalid(s->rhs[i]))
                s->lhs[i]->type = s->rhs[i]->type;
        }
        return;
    }
    if (s->nrhs == 1) {
        Type **lt = xmalloc(sizeof(Type *) * (size_t)(s->nlhs + 1));
        for (int i = 0; i < s->nlhs; i++)
            lt[i] = check_lhs(s->lhs[i], sc);
        Expr *v = s->rhs[0];
        check_expr(v, sc);
        if (expr_invalid(v))
            return;
        check_comma_ok(v, s->nlhs);
        if (tuple_call(v)) {
            if (v->type->nresults != s->nlhs) {
                diag_error(rhs_pos(v), "assignment mismatch: %d variable%s but %s returns %d value%s",
                           s->nlhs, plural(s->nlhs), expr_string(walk_unparen(v)->x), v->type->nresults,
                           plural(v->type->nresults));
                return;
            }
            for (int i = 0; i < s->nlhs; i++) {
                Type *rt = v->type->results[i];
                if (!lt[i]) {
                    s->lhs[i]->type = rt;
                    continue;
                }
                if (type_is_invalid(lt[i]) || type_is_invalid(rt))
                    continue;
                Expr tmp = *v;
                tmp.type = rt;
                tmp.addressable = false;
                /* the ok of a comma-ok form is an untyped boolean (any boolean type takes it) */
                bool ok_value = i == 1 && walk_unparen(v)->kind != E_CALL && type_is_bool(lt[i]);
                if (!ok_value && !assignable(rt, lt[i]))
                    diag_error(v->pos, "cannot use %s (value of type %s) as type %s in assignment",
                               expr_string(v), type_string(rt), type_string(lt[i]));
            }
            return;
        }
        mismatch_one_value(v, s->nlhs);
        return;
    }
    for (int i = 0; i < s->nlhs; i++)
        check_lhs(s->lhs[i], sc);
    for (int i = 0; i < s->nrhs; i++)
        check_expr(s->rhs[i], sc);
    diag_error(rhs_pos(s->rhs[0]), "assignment mismatch: %d variable%s but %d value%s", s->nlhs,
               plural(s->nlhs), s->nrhs, plural(s->nrhs));
}

static void check_define(Stmt *s, Scope *sc)
{
    s->def_syms = xmalloc(sizeof(Symbol *) * (size_t)(s->nlhs + 1));
    bool bad_lhs = false, *repeated = xmalloc((size_t)s->nlhs + 1);
    for (int i = 0; i < s->nlhs; i++) {
        Expr *l = s->lhs[i];
        if (!l || l->kind != E_IDENT) {
            if (l && l->kind != E_BAD)
                diag_error(l->pos, "non-name %s on left side of :=", expr_string(l));
            bad_lhs = true;
            continue;
        }
        for (int j = 0; j < i; j++)
            if (s->lhs[j] && s->lhs[j]->kind == E_IDENT && strcmp(l->name, "_") &&
                !strcmp(s->lhs[j]->name, l->name)) {
                diag_error(l->pos, "%s repeated on left side of :=", l->name);
                bad_lhs = true;
                repeated[i] = true; /* declared once: no "redeclared" too */
                break;
            }
    }
    /* right-hand side first (the new names are not in scope there) */
    int errs0 = check_errors();
    Type **rt = xmalloc(sizeof(Type *) * (size_t)(s->nlhs + 1));
    Expr **rv = xmalloc(sizeof(Expr *) * (size_t)(s->nlhs + 1));
    bool ok = true;
    for (int i = 0; i < s->nlhs; i++)
        rt[i] = T_INVALID;
    if (s->nlhs == s->nrhs) {
        for (int i = 0; i < s->nrhs; i++) {
            assigned_value(s->rhs[i], s->nrhs, sc);
            rv[i] = s->rhs[i];
            if (!expr_invalid(s->rhs[i]))
                rt[i] = s->rhs[i]->type;
        }
    } else if (s->nrhs == 1) {
        Expr *v = s->rhs[0];
        check_expr(v, sc);
        if (!expr_invalid(v)) {
            check_comma_ok(v, s->nlhs);
            if (tuple_call(v) && v->type->nresults == s->nlhs) {
                for (int i = 0; i < s->nlhs; i++)
                    rt[i] = v->type->results[i];
            } else if (tuple_call(v)) {
                diag_error(rhs_pos(v), "assignment mismatch: %d variable%s but %s returns %d value%s",
                           s->nlhs, plural(s->nlhs), expr_string(walk_unparen(v)->x), v->type->nresults,
                           plural(v->type->nresults));
                ok = false;
            } else {
                mismatch_one_value(v, s->nlhs);
                ok = false;
            }
        }
    } else {
        for (int i = 0; i < s->nrhs; i++)
            check_expr(s->rhs[i], sc);
        diag_error(rhs_pos(s->rhs[0]), "assignment mismatch: %d variable%s but %d value%s", s->nlhs,
                   plural(s->nlhs), s->nrhs, plural(s->nrhs));
        ok = false;
    }
    if (bad_lhs)
        ok = false;
    bool any_new = false;
    Obj **news = xmalloc(sizeof(Obj *) * (size_t)(s->nlhs + 1));
    for (int i = 0; i < s->nlhs; i++) {
        Expr *l = s->lhs[i];
        if (!l || l->kind != E_IDENT || repeated[i])
            continue;
        Expr *v = s->nlhs == s->nrhs ? rv[i] : NULL;
        if (!strcmp(l->name, "_")) {
            if (v)
                assign_blank(v, "assignment");
            l->type = v && !expr_invalid(v) ? v->type : rt[i];
            continue;
        }
        Obj *old = scope_lookup_local(sc, l->name);
        if (old && old->s.kind == SYM_VAR) {
            l->sym = &old->s;
            l->type = old->s.type;
            l->addressable = true;
            if (v && !expr_invalid(v))
                assign_to(v, old->s.type, "assignment");
            else if (!v && ok && !type_is_invalid(rt[i]) && !type_is_invalid(old->s.type) &&
                     !assignable(rt[i], old->s.type))
                diag_error(l->pos, "cannot use %s value as %s value in assignment", type_string(rt[i]),
                           type_string(old->s.type));
            continue;
        }
        any_new = true;
        Type *t = rt[i];
        if (v && !expr_invalid(v)) {
            t = default_to(v, "assignment") ? v->type : T_INVALID;
            check_nocopy(v, "assignment");
        }
        Obj *o = obj_new(SYM_VAR, l->name, l->pos, t);
        news[i] = o;
        l->type = t;
        l->addressable = true;
    }
    if (!any_new && !bad_lhs)
        diag_error(s->pos, "no new variables on left side of :=");
    bool failed = check_errors() != errs0;
    for (int i = 0; i < s->nlhs; i++)
        if (news[i]) {
            if (failed)
                news[i]->s.used = true;
            if (scope_declare(sc, news[i]))
                add_local(&news[i]->s);
            s->def_syms[i] = &news[i]->s;
            s->lhs[i]->sym = &news[i]->s;
            if (s->nrhs == s->nlhs)
                bind_lit(s->rhs[i], &news[i]->s);
        }
    free(repeated);
}

static void check_opassign(Stmt *s, Scope *sc)
{
    Expr *l = s->lhs[0], *r = s->rhs[0];
    Expr tmp = { 0 };
    tmp.kind = E_BINARY;
    tmp.pos = s->pos;
    tmp.op = s->op;
    tmp.x = l;
    tmp.y = r;
    check_expr(&tmp, sc);
    if (expr_invalid(&tmp) || expr_invalid(l))
        return;
    int ml = l->addressable ? 0 : check_map_lhs(l);
    if (ml < 0)
        return;
    if (!l->addressable && !ml) {
        diag_error(lhs_pos(l), "cannot assign to %s", operand_string(l));
        return;
    }
    if (type_is_untyped(tmp.type))
        finalize(&tmp, l->type);
    if (type_is_untyped(r->type))
        finalize(r, l->type);
    expr_set_const(&tmp, NULL);
}

/* ---------------------------------------------------------------- control flow */

static Place here(void)
{
    Place p = {xmalloc(sizeof(int) * (size_t)(fc->nlevels + 1)), xmalloc(sizeof(int) * (size_t)(fc->nlevels + 1)), fc->nlevels};
    for (int i = 0; i < fc->nlevels; i++) {
        p.blocks[i] = fc->levels[i].block;
        p.index[i] = fc->levels[i].index;
    }
    return p;
}

static void add_vardecl(int index, Pos pos, const char *name)
{
    VarDecl v = {fc->levels[fc->nlevels - 1].block, index, pos, name};
    VEC_PUSH(fc->vardecls, fc->nvardecls, fc->cvardecls, v);
}

/* the variable a statement of a list declares, if any (for goto's "jumps over declaration") */
static void note_vardecl(Stmt *s, int index)
{
    while (s && s->kind == S_LABELED)
        s = s->then;
    if (s && s->kind == S_DEFINE && s->def_syms) {
        for (int i = 0; i < s->nlhs; i++)
            if (s->def_syms[i]) {
                add_vardecl(index, s->end.file ? s->end : s->pos, s->def_syms[i]->name);
                return;
            }
    } else if (s && s->kind == S_VAR) {
        for (int k = 0; k < s->nspecs; k++)
            for (int i = 0; i < s->specs[k]->nnames; i++)
                if (s->specs[k]->syms && s->specs[k]->syms[i]) {
                    add_vardecl(index, s->specs[k]->name_pos[i], s->specs[k]->names[i]);
                    return;
                }
    }
}

/* a statement list that starts at 'start' (a block's '{', a case clause) */
static void check_list(Stmt **body, int n, Scope *sc, Pos start)
{
    Level l = {++fc->next_block, 0, start};
    VEC_PUSH(fc->levels, fc->nlevels, fc->clevels, l);
    for (int i = 0; i < n; i++) {
        fc->levels[fc->nlevels - 1].index = i;
        check_stmt(body[i], sc);
        note_vardecl(body[i], i);
    }
    fc->nlevels--;
}

/* a case clause's statements: a block starting at the clause (its case or default keyword, where
   Go's "jumps into block starting at" points) */
static void check_body(Stmt **body, int n, Scope *sc, Pos clause)
{
    check_list(body, n, sc, clause);
}

/* goto's rules, once the whole body is checked: the label exists, its statement list is the goto's
   or encloses it, and no variable declaration lies between a forward goto and its label */
static void check_gotos(void)
{
    for (int g = 0; g < fc->ngotos; g++) {
        Stmt *s = fc->gotos[g].s;
        Place *at = &fc->gotos[g].at;
        LabelInfo *li = find_label(s->label);
        Pos lpos = s->end.file ? s->end : s->pos; /* the label's name */
        if (!li) {
            diag_error(lpos, "label %s not defined", s->label);
            continue;
        }
        li->used = true;
        s->target = li->stmt;
        int d = li->at.depth;
        bool inside = d <= at->depth;
        for (int k = 0; inside && k < d; k++)
            inside = li->at.blocks[k] == at->blocks[k];
        if (!inside) {
            const Pos b = li->block_start;
            diag_error(lpos, "goto %s jumps into block starting at %s:%d:%d", s->label,
                       b.file ? b.file->name : "?", b.line, b.col);
            continue;
        }
        /* a forward jump in the label's list, from the statement holding the goto */
        int from = at->index[d - 1], to = li->at.index[d - 1], block = li->at.blocks[d - 1];
        const VarDecl *over = NULL; /* the last declaration jumped over */
        for (int i = 0; i < fc->nvardecls; i++)
            if (fc->vardecls[i].block == block && fc->vardecls[i].index > from && fc->vardecls[i].index < to)
                over = &fc->vardecls[i];
        if (over)
            diag_error(lpos, "goto %s jumps over declaration of %s at %s:%d:%d", s->label, over->name,
                       over->pos.file ? over->pos.file->name : "?", over->pos.line, over->pos.col);
    }
}

static void check_block(Stmt *s, Scope *sc)
{
    if (!s)
        return;
    if (s->kind == S_BLOCK)
        check_list(s->body, s->nbody, scope_new(sc), s->pos);
    else
        check_stmt(s, sc);
}

static void cond_bool(Expr *c, Scope *sc, const char *what)
{
    if (!c)
        return;
    check_rvalue(c, sc);
    if (expr_invalid(c))
        return;
    if (!type_is_bool(c->type)) {
        diag_error(c->pos, "non-boolean condition in %s statement", what);
        return;
    }
    finalize(c, type_basic(TY_BOOL));
}

static void push_breakable(Stmt *s, const char *label)
{
    Breakable b = { s, label };
    VEC_PUSH(fc->brk, fc->nbrk, fc->capbrk, b);
}

static LabelInfo *find_label(const char *name)
{
    for (int i = 0; i < fc->nlabels; i++)
        if (!strcmp(fc->labels[i].name, name))
            return &fc->labels[i];
    return NULL;
}

static void check_for(Stmt *s, Scope *sc, const char *label)
{
    Scope *fs = scope_new(sc);
    if (s->init)
        check_stmt(s->init, fs);
    cond_bool(s->cond, fs, "for");
    if (s->post) {
        if (s->post->kind == S_DEFINE)
            diag_error(s->post->pos, "cannot declare in post statement of for loop");
        else
            check_stmt(s->post, fs);
    }
    push_breakable(s, label);
    check_block(s->then, fs);
    fc->nbrk--;
}

static Obj *range_var(Expr *e, Type *t, Scope *sc)
{
    if (!e)
        return NULL;
    if (e->kind != E_IDENT) {
        diag_error(e->pos, "non-name %s on left side of :=", expr_string(e));
        return NULL;
    }
    e->type = t;
    if (!strcmp(e->name, "_"))
        return NULL;
    Obj *o = obj_new(SYM_VAR, e->name, e->pos, t);
    if (scope_declare(sc, o))
        add_local(&o->s);
    e->sym = &o->s;
    e->addressable = true;
    return o;
}

static void check_range(Stmt *s, Scope *sc, const char *label)
{
    Scope *fs = scope_new(sc);
    Expr *x = s->x;
    check_rvalue(x, sc);
    Type *kt = T_INVALID, *vt = T_INVALID;
    bool ok = !expr_invalid(x);
    if (ok) {
        Type *u = type_under(x->type);
        if (u->kind == TY_POINTER && type_under(u->elem)->kind == TY_ARRAY)
            u = type_under(u->elem);
        switch (u->kind) {
        case TY_ARRAY: case TY_SLICE:
            kt = type_basic(TY_INT);
            vt = u->elem;
            if (s->value && !(s->value->kind == E_IDENT && !strcmp(s->value->name, "_"))) {
                Expr elem = { .kind = E_IDENT, .name = s->value->name, .pos = s->value->pos, .type = vt };
                check_nocopy(&elem, "range value");
            }
            break;
        case TY_MAP:
            kt = u->key;
            vt = u->elem;
            break;
        case TY_CHAN:
            if (s->value) {
                diag_error(s->value->pos, "range over %s permits only one iteration variable", operand_string(x));
                ok = false;
            }
            if (u->dir == CHAN_SEND) {
                diag_error(x->pos, "cannot range over %s (receive from send-only channel)", operand_string(x));
                ok = false;
            }
            kt = u->elem;
            vt = NULL;
            break;
        case TY_STRING: case TY_UNTYPED_STRING:
            finalize(x, NULL);
            kt = type_basic(TY_INT);
            vt = type_basic(TY_INT32);
            break;
        default:
            if (type_is_integer(u)) {
                Const *c = expr_const(x);
                if (s->value) {
                    diag_error(s->value->pos, "range over %s permits only one iteration variable",
                               operand_string(x));
                    ok = false;
                }
                if (type_is_untyped(x->type)) {
                    bool of;
                    if (c && !representable(c, type_basic(TY_INT), &of)) {
                        diag_error(x->pos, "cannot use %s as int value in range clause%s", operand_string(x),
                                   of ? " (overflows)" : "");
                        ok = false;
                        break;
                    }
                    finalize(x, type_basic(TY_INT));
                }
                kt = x->type;
                vt = NULL;
                break;
            }
            if (u->kind == TY_TUPLE) {
                ok = false;
                break;
            }
            diag_error(x->pos, "cannot range over %s", operand_string(x));
            ok = false;
        }
    }
    if (s->define) {
        Obj *k = range_var(s->key, ok ? kt : T_INVALID, fs);
        Obj *v = s->value ? range_var(s->value, ok && vt ? vt : T_INVALID, fs) : NULL;
        s->key_sym = k ? &k->s : NULL;
        s->value_sym = v ? &v->s : NULL;
    } else {
        Expr *lv[2] = { s->key, s->value };
        Type *tv[2] = { kt, vt };
        for (int i = 0; i < 2; i++) {
            if (!lv[i])
                continue;
            Type *lt = check_lhs(lv[i], sc);
            if (!lt || !ok || !tv[i] || type_is_invalid(lt))
                continue;
            if (lt != tv[i] && !(type_under(lt) == type_under(tv[i]) &&
                                                  (lt->kind != TY_NAMED || tv[i]->kind != TY_NAMED) &&
                                                  !type_is_basic(lt)))
                diag_error(lv[i]->pos, "cannot use %s (value of type %s) as %s value in range clause",
                           expr_string(lv[i]), type_string(tv[i]), type_string(lt));
        }
    }
    push_breakable(s, label);
    check_block(s->then, fs);
    fc->nbrk--;
}

bool check_same_const(const Const *a, const Const *b)
{
    if (a->kind != b->kind)
        return false;
    switch (a->kind) {
    case K_INT: return big_cmp(&a->b, &b->b) == 0;
    case K_FLOAT: return const_float_cmp(a, b) == 0;
    case K_COMPLEX: return const_float_cmp(a->re, b->re) == 0 && const_float_cmp(a->im, b->im) == 0;
    case K_BOOL: return a->bv == b->bv;
    case K_STRING: return a->slen == b->slen && !memcmp(a->s, b->s, (size_t)a->slen);
    default: return false;
    }
}

/* e converted implicitly to an interface (check_to_iface): the value converted, else e */
Expr *check_iface_operand(Expr *e)
{
    return e->kind == E_CALL && e->call == CALL_CONV && !e->x && e->nlist == 1 ? e->list[0] : e;
}

/* two constant case values or map keys that are the same: equal constants, and in an interface
   the same dynamic type (int(0) and int32(0) differ there) */
bool check_same_key(Expr *a, Expr *b)
{
    Expr *ia = check_iface_operand(a), *ib = check_iface_operand(b);
    if ((ia != a || ib != b) && ia->type != ib->type)
        return false;
    return check_same_const(expr_const(a), expr_const(b));
}

/* switch [v :=] x.(type): each case lists types (or nil); v has the case's type when it lists one
   type, else x's interface type */
static void check_type_switch(Stmt *s, Scope *ss, const char *label)
{
    Expr *g = s->tag;
    Type *it = check_type_switch_guard(g, ss);
    if (g->lhs_bind && !strcmp(g->lhs_bind->name, "_"))
        diag_error(g->lhs_bind->pos, "no new variable on left side of :=");
    push_breakable(s, label);
    int ndefault = 0;
    bool any_used = false;
    Expr **seen = NULL; /* the cases so far, and their types */
    Type **seen_t = NULL;
    int nseen = 0, capseen = 0, nseen_t = 0, capseen_t = 0;
    for (int ci = 0; ci < s->nclauses; ci++) {
        CaseClause *cc = &s->clauses[ci];
        if (!cc->nexprs && ++ndefault == 2)
            diag_error(cc->pos, "multiple defaults in switch");
        Type *one = NULL;
        for (int i = 0; i < cc->nexprs; i++) {
            Type *ct = check_type_switch_case(cc->exprs[i], it, g, ss);
            if (!type_is_invalid(ct)) {
                /* in a generic instance, case T and case int may name one type: Go checks the generic
                   body, where they differ, and the first of them matches (as in expression switches) */
                for (int k = 0; !check_in_instance() && k < nseen; k++)
                    if (seen_t[k] == ct) { /* identical types are one interned Type */
                        Expr *e = cc->exprs[i];
                        diag_error(e->pos, "duplicate case %s in type switch\n\t%s:%d:%d: previous case",
                                   ct->kind == TY_UNTYPED_NIL ? "nil" : expr_string(e),
                                   seen[k]->pos.file ? seen[k]->pos.file->name : "?", seen[k]->pos.line,
                                   seen[k]->pos.col);
                        break;
                    }
                VEC_PUSH(seen_t, nseen_t, capseen_t, ct);
                VEC_PUSH(seen, nseen, capseen, cc->exprs[i]);
            }
            one = cc->nexprs == 1 && ct->kind != TY_UNTYPED_NIL ? ct : NULL; /* invalid: v is too */
        }
        Scope *cs = scope_new(ss);
        if (g->lhs_bind && strcmp(g->lhs_bind->name, "_")) {
            Obj *o = new_local(g->lhs_bind->name, g->lhs_bind->pos, one ? one : it ? it : T_INVALID, cs);
            cc->ts_sym = o ? &o->s : NULL;
        }
        Stmt *last = cc->nbody ? cc->body[cc->nbody - 1] : NULL;
        if (last && last->kind == S_FALLTHROUGH)
            diag_error(last->pos, "cannot fallthrough in type switch");
        Stmt *save = fc->fallthrough_ok;
        fc->fallthrough_ok = NULL;
        check_body(cc->body, cc->nbody, cs, cc->pos);
        fc->fallthrough_ok = save;
        if (cc->ts_sym && cc->ts_sym->used)
            any_used = true;
    }
    if (g->lhs_bind && strcmp(g->lhs_bind->name, "_") && !any_used && it)
        diag_error(g->lhs_bind->pos, "%s declared but not used", g->lhs_bind->name);
    for (int ci = 0; ci < s->nclauses; ci++)
        if (s->clauses[ci].ts_sym)
            s->clauses[ci].ts_sym->used = true;
    free(seen);
    free(seen_t);
    fc->nbrk--;
}

static void check_switch(Stmt *s, Scope *sc, const char *label)
{
    Scope *ss = scope_new(sc);
    if (s->init)
        check_stmt(s->init, ss);
    Expr *tag = s->tag;
    if (tag && tag->kind == E_TYPEASSERT && !tag->y) {
        check_type_switch(s, ss, label);
        return;
    }
    Type *tt = type_basic(TY_BOOL);
    if (tag) {
        check_rvalue(tag, ss);
        if (expr_invalid(tag)) {
            tt = T_INVALID;
        } else if (!default_to(tag, "switch expression")) {
            tt = T_INVALID;
        } else {
            tt = tag->type;
            TypeKind tk = type_under(tt)->kind;
            /* a slice, map or func tag is compared to nil cases only (checked below) */
            if (!type_comparable(tt) && tk != TY_SLICE && tk != TY_MAP && tk != TY_FUNC) {
                diag_error(tag->pos, "cannot switch on %s", operand_string(tag));
                tt = T_INVALID;
            }
        }
    }
    bool iface_case = false; /* switch t { case i: } with an interface i: compared as interfaces */
    for (int ci = 0; ci < s->nclauses; ci++)
        for (int i = 0; i < s->clauses[ci].nexprs; i++) {
            Expr *e = s->clauses[ci].exprs[i];
            check_rvalue(e, ss);
            iface_case |= !type_is_invalid(tt) && !check_is_iface(tt) && !expr_invalid(e) &&
                          check_is_iface(e->type) && assignable(tt, e->type);
        }
    if (iface_case && !tag) { /* switch { case i: } is switch true { case i: } */
        tag = xmalloc(sizeof *tag);
        *tag = (Expr){ .kind = E_IDENT, .pos = s->pos, .name = "true" };
        check_rvalue(tag, ss);
        default_to(tag, "switch expression");
        s->tag = tag;
    }
    if (iface_case) {
        check_to_iface(tag, check_empty_iface());
        tt = tag->type;
    }
    push_breakable(s, label);
    Expr **seen = NULL;
    int nseen = 0, capseen = 0;
    int ndefault = 0;
    for (int ci = 0; ci < s->nclauses; ci++) {
        CaseClause *cc = &s->clauses[ci];
        if (!cc->nexprs && ++ndefault == 2)
            diag_error(cc->pos, "multiple defaults in switch");
        for (int i = 0; i < cc->nexprs; i++) {
            Expr *e = cc->exprs[i];
            if (expr_invalid(e) || type_is_invalid(tt))
                continue;
            /* as if tag == e */
            TypeKind ek = type_under(e->type)->kind;
            if (tag && check_is_iface(tt) && (ek == TY_SLICE || ek == TY_FUNC || ek == TY_MAP)) {
                diag_error(e->pos, "invalid case %s in switch on %s (%s can only be compared to nil)",
                           expr_string(e), expr_string(tag), ek == TY_SLICE ? "slice" : ek == TY_FUNC ? "func" : "map");
                continue;
            }
            TypeKind tk = type_under(tt)->kind;
            if (tag && (tk == TY_SLICE || tk == TY_MAP || tk == TY_FUNC) && e->type->kind != TY_UNTYPED_NIL) {
                diag_error(e->pos, "invalid case %s in switch on %s (%s can only be compared to nil)",
                           expr_string(e), expr_string(tag), tk == TY_SLICE ? "slice" : tk == TY_FUNC ? "func" : "map");
                continue;
            }
            if (check_is_iface(tt) && e->type != tt && e->type->kind != TY_UNTYPED_NIL &&
                (!type_is_untyped(e->type) || default_to(e, "switch case")) && assignable(e->type, tt))
                check_to_iface(e, tt); /* switch i { case 0: } on an interface: compared as one */
            if (type_is_untyped(e->type)) {
                bool of = false;
                Const *c = expr_const(e);
                bool good = e->type->kind == TY_UNTYPED_NIL
                                ? (tk == TY_POINTER || tk == TY_SLICE || tk == TY_MAP || tk == TY_FUNC ||
                                   tk == TY_CHAN || tk == TY_INTERFACE)
                                : c ? representable(c, tt, &of)
                                    : (e->type->kind == TY_UNTYPED_BOOL && type_is_bool(tt)) ||
                                          (type_is_integer(e->type) && type_is_integer(tt));
                if (!good) {
                    if (tag)
                        diag_error(e->pos, "invalid case %s in switch on %s (mismatched types %s and %s)",
                                   expr_string(e), expr_string(tag), type_string(e->type),
                                   type_string(tt));
                    else
                        diag_error(e->pos, "invalid case %s in switch (mismatched types %s and bool)",
                                   expr_string(e), type_string(e->type));
                    continue;
                }
                finalize(e, tt);
            } else if (e->type != tt) {
                if (tag)
                    diag_error(e->pos, "invalid case %s in switch on %s (mismatched types %s and %s)",
                               expr_string(e), expr_string(tag), type_string(e->type),
                               type_string(tt));
                else
                    diag_error(e->pos, "invalid case %s in switch (mismatched types %s and bool)", expr_string(e),
                               type_string(e->type));
                continue;
            }
            Const *c = check_in_instance() ? NULL : expr_const(e); /* case T(0), int(0): allowed */
            if (c && (c->kind == K_BOOL || c->kind == K_COMPLEX))
                c = NULL; /* types2 compares integer, float and string cases only */
            if (c) {
                for (int k = 0; k < nseen; k++)
                    if (check_same_key(seen[k], e)) {
                        diag_error(e->pos, "duplicate case %s in expression switch\n\t%s:%d:%d: previous case",
                                   expr_string(check_iface_operand(e)), seen[k]->pos.file ? seen[k]->pos.file->name : "?",
                                   seen[k]->pos.line, seen[k]->pos.col);
                        break;
                    }
                VEC_PUSH(seen, nseen, capseen, e);
            }
        }
        Scope *cs = scope_new(ss);
        int nb = cc->nbody; /* the last statement but empty ones (`fallthrough;`) */
        while (nb > 0 && cc->body[nb - 1]->kind == S_EMPTY)
            nb--;
        Stmt *last = nb ? cc->body[nb - 1] : NULL;
        cc->fallthrough = last && last->kind == S_FALLTHROUGH;
        if (cc->fallthrough && ci == s->nclauses - 1) {
            diag_error(last->pos, "cannot fallthrough final case in switch");
        }
        Stmt *save = fc->fallthrough_ok;
        fc->fallthrough_ok = cc->fallthrough ? last : NULL;
        if (ci == s->nclauses - 1)
            cc->fallthrough = false;
        check_body(cc->body, cc->nbody, cs, cc->pos);
        fc->fallthrough_ok = save;
    }
    fc->nbrk--;
}

/* select: each case's communication in the select's scope, its body in a scope of its own */
static void check_select(Stmt *s, Scope *sc, const char *label)
{
    push_breakable(s, label);
    int ndefault = 0;
    for (int ci = 0; ci < s->nclauses; ci++) {
        CaseClause *cc = &s->clauses[ci];
        Scope *cs = scope_new(sc);
        if (!cc->exprs) {
            if (++ndefault == 2)
                diag_error(cc->pos, "multiple defaults in select");
        } else if (!check_select_comm(cc->comm)) {
            if (cc->comm && cc->comm->kind != S_BAD)
                diag_error(cc->comm->pos, "select case must be send or receive (possibly with assignment)");
        } else {
            check_stmt(cc->comm, cs);
        }
        check_body(cc->body, cc->nbody, cs, cc->pos);
    }
    fc->nbrk--;
}

bool check_stmt_repeats(void)
{
    for (int i = 0; i < fc->nbrk; i++)
        if (fc->brk[i].s->kind == S_FOR || fc->brk[i].s->kind == S_RANGE)
            return true;
    return fc->nlabels > 0; /* a goto may jump back to a label before it */
}

static void check_branch(Stmt *s)
{
    bool is_break = s->kind == S_BREAK;
    if (s->label) {
        LabelInfo *li = find_label(s->label);
        if (li)
            li->used = true;
        for (int i = fc->nbrk - 1; i >= 0; i--)
            if (fc->brk[i].label && !strcmp(fc->brk[i].label, s->label)) {
                if (!is_break && (fc->brk[i].s->kind == S_SWITCH || fc->brk[i].s->kind == S_SELECT))
                    break;
                s->target = fc->brk[i].s;
                if (is_break)
                    VEC_PUSH(fc->broken, fc->nbroken, fc->capbroken, fc->brk[i].s);
                return;
            }
        diag_error(s->pos, "invalid %s label %s", is_break ? "break" : "continue", s->label);
        return;
    }
    for (int i = fc->nbrk - 1; i >= 0; i--) {
        if (!is_break && (fc->brk[i].s->kind == S_SWITCH || fc->brk[i].s->kind == S_SELECT))
            continue;
        s->target = fc->brk[i].s;
        if (is_break)
            VEC_PUSH(fc->broken, fc->nbroken, fc->capbroken, fc->brk[i].s);
        return;
    }
    diag_error(s->pos, is_break ? "break is not in a loop, switch, or select" : "continue is not in a loop");
}

static char *result_summary(Expr **rs, int n, Type *tuple)
{
    char *s = xstrdup("(");
    int cnt = tuple ? tuple->nresults : n;
    for (int i = 0; i < cnt; i++) {
        Type *t = tuple ? tuple->results[i] : rs[i]->type;
        const char *ts = !t || type_is_invalid(t) ? "<T>"
                         : type_is_untyped(t)     ? (type_is_numeric(t) ? "number"
                                                     : t->kind == TY_UNTYPED_STRING ? "string"
                                                     : t->kind == TY_UNTYPED_BOOL   ? "bool"
                                                                                    : "nil")
                                                  : type_string(t);
        s = xprintf("%s%s%s", s, i ? ", " : "", ts);
    }
    return xprintf("%s)", s);
}

static void check_return(Stmt *s, Scope *sc)
{
    FuncDecl *fd = ck->fn;
    Type *ft = fd ? fd->type : NULL;
    if (!ft || type_is_invalid(ft)) {
        for (int i = 0; i < s->nresults; i++)
            check_expr(s->results[i], sc);
        return;
    }
    if (s->nresults == 0) {
        if (ft->nresults && !fd->sig.named_results) {
            char *want = result_summary(NULL, 0, type_tuple(ft->results, ft->nresults));
            diag_error(s->pos, "not enough return values\n\thave ()\n\twant %s", want);
        }
        return;
    }
    Type *tuple = NULL;
    for (int i = 0; i < s->nresults; i++)
        check_expr(s->results[i], sc);
    for (int i = 0; i < s->nresults; i++)
        if (expr_invalid(s->results[i]))
            return;
    if (s->nresults == 1 && tuple_call(s->results[0]) && s->results[0]->type->nresults != 1)
        tuple = s->results[0]->type;
    else
        for (int i = 0; i < s->nresults; i++) {
            check_rvalue(s->results[i], sc);
            if (expr_invalid(s->results[i]))
                return;
        }
    int have = tuple ? tuple->nresults : s->nresults;
    if (have != ft->nresults) {
        char *want = result_summary(NULL, 0, type_tuple(ft->results, ft->nresults));
        diag_error(rhs_pos(s->results[have > ft->nresults && !tuple ? ft->nresults : 0]),
                   "%s return values\n\thave %s\n\twant %s",
                   have < ft->nresults ? "not enough" : "too many", result_summary(s->results, s->nresults, tuple),
                   want);
        return;
    }
    if (tuple) {
        for (int i = 0; i < have; i++)
            if (!type_is_invalid(tuple->results[i]) && !type_is_invalid(ft->results[i]) &&
                !assignable(tuple->results[i], ft->results[i])) {
                diag_error(s->results[0]->pos, "cannot use %s value as %s value in return statement",
                           type_string(tuple->results[i]), type_string(ft->results[i]));
                return;
            }
        return;
    }
    for (int i = 0; i < have; i++)
        assign_to(s->results[i], ft->results[i], "return statement");
}

/* go b(x, g()) of a built-in b (println, copy, close, panic, ...; checked): the statement becomes
   { t0, t1, t2 := x, g(); go func() { b(t0, t1, t2) }() }, so the arguments are evaluated by the
   go statement, as Go's are, and the goroutine is an ordinary function literal. Constant
   arguments stay in the call, with their untyped kinds (delete(m, 1) of a map[int64]T). */
static void go_builtin(Stmt *s, Scope *sc, Expr *u, Expr **args, int nargs)
{
    Pos pos = u->pos;
    Stmt *def = parse_new_stmt(S_DEFINE, pos);
    Expr **inner = NULL;
    int ninner = 0, cinner = 0, clhs = 0, crhs = 0, cbody = 0;
    for (int i = 0; i < nargs; i++) {
        Expr *a = args[i];
        int n = a->type && a->type->kind == TY_TUPLE ? a->type->nresults : 1;
        if (expr_const(a) || (a->type && a->type->kind == TY_UNTYPED_NIL)) {
            VEC_PUSH(inner, ninner, cinner, a);
            continue;
        }
        VEC_PUSH(def->rhs, def->nrhs, crhs, a);
        for (int k = 0; k < n; k++) {
            Expr *t = parse_new_expr(E_IDENT, expr_start(a));
            t->name = xprintf(".go%d", def->nlhs);
            VEC_PUSH(def->lhs, def->nlhs, clhs, t);
            Expr *r = parse_new_expr(E_IDENT, expr_start(a));
            r->name = t->name;
            VEC_PUSH(inner, ninner, cinner, r);
        }
    }
    Expr *call = parse_new_expr(E_CALL, pos);
    call->x = u->x;
    call->list = inner;
    call->nlist = ninner;
    Stmt *body = parse_new_stmt(S_BLOCK, pos);
    Stmt *es = parse_new_stmt(S_EXPR, pos);
    es->x = call;
    body->body = xmalloc(sizeof(Stmt *));
    body->body[body->nbody++] = es;
    Expr *lit = parse_new_expr(E_FUNCLIT, pos);
    lit->sig = xmalloc(sizeof *lit->sig);
    lit->body = body;
    Stmt *go = parse_new_stmt(S_GO, s->pos);
    go->call = parse_new_expr(E_CALL, pos);
    go->call->x = lit;
    s->kind = S_BLOCK;
    s->body = NULL;
    s->nbody = 0;
    s->call = NULL;
    if (def->nlhs)
        VEC_PUSH(s->body, s->nbody, cbody, def);
    VEC_PUSH(s->body, s->nbody, cbody, go);
    check_stmt(s, sc);
}

static void check_go(Stmt *s, Scope *sc)
{
    Expr *c = walk_unparen(s->call);
    int nargs = c && c->kind == E_CALL ? c->nlist : 0;
    Expr **args = xmalloc(sizeof(Expr *) * (size_t)(nargs + 1)); /* before the checker's rewrites */
    for (int i = 0; i < nargs; i++)
        args[i] = c->list[i];
    Expr *u = check_go_defer_call(s, sc, "go");
    if (!u)
        return;
    if (expr_invalid(u) && u->call != CALL_FUNC)
        return;
    switch (u->call) {
    case CALL_FUNC: case CALL_INDIRECT: case CALL_METHOD: case CALL_IFACE:
        break;
    case CALL_BUILTIN:
        if (check_builtin_has_value(u)) /* Go's error */
            diag_error(expr_start(u), "go discards result of %s", operand_string(u));
        else if (u->builtin == B_COROSUSPEND || u->builtin == B_GOSCHED)
            diag_error(s->pos, "go of %s is not supported by corogo", expr_string(u));
        else if (!expr_invalid(u) && !u->has_ellipsis)
            go_builtin(s, sc, u, args, nargs);
        break;
    case CALL_CONV:
        diag_error(s->pos, "go requires function call, not conversion");
        break;
    }
}

/* a call of a built-in function whose value a statement may not drop (Go's list: not copy,
   recover, print, ...) */
bool check_builtin_has_value(const Expr *u)
{
    switch (u->builtin) {
    case B_APPEND: case B_CAP: case B_COMPLEX: case B_IMAG: case B_LEN: case B_MAKE: case B_NEW:
    case B_REAL: case B_MIN: case B_MAX: case B_SIZEOF: case B_ALIGNOF: case B_OFFSETOF: case B_UNSAFE_ADD:
    case B_UNSAFE_SLICE:
        return true;
    default:
        return false;
    }
}

static void check_stmt(Stmt *s, Scope *sc)
{
    if (!s)
        return;
    if (++ck->depth > AST_MAX_DEPTH) {
        if (ck->depth == AST_MAX_DEPTH + 1)
            diag_error(s->pos, "statements nested too deeply");
        ck->depth--;
        return;
    }
    const char *label = fc->pending_label;
    fc->pending_label = NULL;
    switch (s->kind) {
    case S_BAD: case S_EMPTY:
        break;
    case S_BLOCK:
        check_list(s->body, s->nbody, scope_new(sc), s->pos);
        break;
    case S_EXPR: {
        Expr *x = s->x;
        Expr *u = walk_unparen(x);
        check_expr(x, sc);
        if (expr_invalid(x))
            break;
        if (u->kind == E_CALL && u->call != CALL_CONV && !(u->call == CALL_BUILTIN && check_builtin_has_value(u)))
            break;
        if (check_is_recv(u))
            break;
        diag_error(lhs_pos(x), "%s is not used", operand_string(x));
        break;
    }
    case S_ASSIGN:
        check_assign(s, sc);
        break;
    case S_DEFINE:
        check_define(s, sc);
        break;
    case S_OPASSIGN:
        check_opassign(s, sc);
        break;
    case S_INCDEC: {
        Expr *l = s->lhs[0];
        check_expr(l, sc);
        if (expr_invalid(l))
            break;
        if (l->is_type || !type_is_numeric(l->type)) {
            diag_error(l->pos, "invalid operation: %s%s (non-numeric type %s)", expr_string(l),
                       s->op == T_INC ? "++" : "--", type_string(l->type));
            break;
        }
        if ((!l->addressable && !check_map_lhs(l)) || type_is_untyped(l->type))
            diag_error(lhs_pos(l), "cannot assign to %s", operand_string(l));
        break;
    }
    case S_VAR:
        for (int i = 0; i < s->nspecs; i++)
            check_local_var_spec(s->specs[i], sc, false);
        break;
    case S_CONST:
        for (int i = 0; i < s->nspecs; i++)
            check_local_var_spec(s->specs[i], sc, true);
        break;
    case S_TYPE:
        for (int i = 0; i < s->ntspecs; i++)
            local_type_spec(s->tspecs[i], sc);
        break;
    case S_IF: {
        Scope *is = scope_new(sc);
        if (s->init)
            check_stmt(s->init, is);
        cond_bool(s->cond, is, "if");
        check_block(s->then, is);
        if (s->els)
            check_block(s->els, is);
        break;
    }
    case S_FOR:
        check_for(s, sc, label);
        break;
    case S_RANGE:
        check_range(s, sc, label);
        break;
    case S_SWITCH:
        check_switch(s, sc, label);
        break;
    case S_BREAK: case S_CONTINUE:
        check_branch(s);
        break;
    case S_FALLTHROUGH:
        if (s != fc->fallthrough_ok)
            diag_error(s->pos, "fallthrough statement out of place");
        break;
    case S_RETURN:
        check_return(s, sc);
        break;
    case S_GO:
        check_go(s, sc);
        break;
    case S_LABELED: {
        if (!strcmp(s->label, "_")) {
            /* the blank label declares nothing (a goto _ finds no label) */
        } else if (find_label(s->label)) {
            diag_error(s->pos, "label %s already defined", s->label);
        } else {
            LabelInfo li = { s->label, s->pos, s, false, here(), fc->nlevels ? fc->levels[fc->nlevels - 1].start : NOPOS };
            VEC_PUSH(fc->labels, fc->nlabels, fc->caplabels, li);
        }
        fc->pending_label = s->label;
        check_stmt(s->then, sc);
        fc->pending_label = NULL;
        break;
    }
    case S_GOTO: {
        Goto g = {s, here()};
        VEC_PUSH(fc->gotos, fc->ngotos, fc->cgotos, g);
        break;
    }
    case S_DEFER:
        check_defer(s, sc);
        break;
    case S_SELECT:
        check_select(s, sc, label);
        break;
    case S_SEND:
        check_send(s, sc);
        break;
    }
    ck->depth--;
}

/* ---------------------------------------------------------------- terminating statements */

static bool is_broken(Stmt *s)
{
    for (int i = 0; i < fc->nbroken; i++)
        if (fc->broken[i] == s)
            return true;
    return false;
}

static bool terminating(Stmt *s, int depth);

static bool list_terminating(Stmt **body, int n, int depth)
{
    while (n > 0 && body[n - 1] && body[n - 1]->kind == S_EMPTY)
        n--;
    return n > 0 && terminating(body[n - 1], depth + 1);
}

static bool terminating(Stmt *s, int depth)
{
    if (!s)
        return false;
    if (depth > 2 * AST_MAX_DEPTH) { /* the checker reported it: "statements nested too deeply" */
        if (!diag_count())
            diag_internal(s->pos, "statements nested deeper than the checker allows");
        return true;
    }
    switch (s->kind) {
    case S_RETURN: case S_GOTO: case S_BAD:
        return true;
    case S_EXPR: {
        Expr *u = walk_unparen(s->x);
        return u && u->kind == E_CALL && u->call == CALL_BUILTIN && u->builtin == B_PANIC;
    }
    case S_BLOCK:
        return list_terminating(s->body, s->nbody, depth);
    case S_IF:
        return s->els && terminating(s->then, depth + 1) && terminating(s->els, depth + 1);
    case S_FOR:
        return !s->cond && !is_broken(s);
    case S_SWITCH: {
        if (is_broken(s))
            return false;
        bool has_default = false;
        for (int i = 0; i < s->nclauses; i++) {
            CaseClause *cc = &s->clauses[i];
            if (!cc->nexprs)
                has_default = true;
            if (!cc->fallthrough && !list_terminating(cc->body, cc->nbody, depth))
                return false;
        }
        return has_default;
    }
    case S_SELECT: /* no break, every clause terminating (select {} blocks forever) */
        if (is_broken(s))
            return false;
        for (int i = 0; i < s->nclauses; i++)
            if (!list_terminating(s->clauses[i].body, s->clauses[i].nbody, depth))
                return false;
        return true;
    case S_LABELED:
        return terminating(s->then, depth + 1);
    default:
        return false;
    }
}

/* ---------------------------------------------------------------- function bodies */

/* the function being checked: its locals (codegen's allocas) */
void add_local(Symbol *s)
{
    FuncDecl *fd = ck->fn;
    if (fd && s) {
        VEC_PUSH(fd->locals, fd->nlocals, fc->cap_locals, s);
        s->owner = fd;
    }
}

static void check_func_in(FuncDecl *fd, Scope *parent);

/* the functions of the program's own packages declared without a body. Like go build, which
   compiles a package's files alone (without -complete) before it sees that no assembly provides
   the bodies, corogo reports them only when the program has no other error. */
static Pos *missing_bodies;
static int nmissing_bodies, cap_missing_bodies;

void check_missing_bodies(bool report)
{
    for (int i = 0; report && i < nmissing_bodies; i++)
        diag_error(missing_bodies[i], "missing function body");
    free(missing_bodies);
    missing_bodies = NULL;
    nmissing_bodies = cap_missing_bodies = 0;
}

/* fd (a function literal: below the scope 'parent') in a context of its own, pushed on the one of
   the body it is in */
static void check_func_ctx(FuncDecl *fd, Scope *parent)
{
    FuncDecl *outer_fn = ck->fn;
    FuncCtx ctx = {.cap_locals = fd->nlocals}, *outer = fc;
    ck->fn = fd;
    fc = &ctx;
    if (!fd->is_lit)
        func_resolve_type(fd);
    if (fd->body)
        check_func_in(fd, fd->is_lit ? parent : check_func_file_scope(fd));
    else if (!fd->linkname && ck->cur && ck->cur->library) /* Go's assembly: name the package */
        diag_error(check_func_name_pos(fd), "missing function body (package %s: Go's library implements %s "
                   "in assembly, which corogo does not compile)", ck->cur->path, fd->name);
    else if (!fd->linkname) /* reported at the end, only when nothing else is (check_missing_bodies) */
        VEC_PUSH(missing_bodies, nmissing_bodies, cap_missing_bodies, check_func_name_pos(fd));
    free(ctx.brk), free(ctx.broken), free(ctx.levels), free(ctx.gotos), free(ctx.vardecls), free(ctx.labels);
    fc = outer;
    ck->fn = outer_fn;
}

void check_func_body(FuncDecl *fd)
{
    check_func_ctx(fd, NULL);
}

void check_lit_body(FuncDecl *lit, Scope *sc)
{
    check_func_ctx(lit, sc);
}

/* parameters, results and the body of fd in a scope below 'parent', then the checks that need
   the whole body (unused variables, missing return, gotos, labels) */
static void check_func_in(FuncDecl *fd, Scope *parent)
{
    Scope *sc = scope_new(parent);
    sc->is_func = true;
    Type *ft = fd->type;
    bool ftok = ft && !type_is_invalid(ft);
    if (fd->recv && fd->recv->name && strcmp(fd->recv->name, "_")) {
        Obj *o = obj_new(SYM_VAR, fd->recv->name, fd->recv->pos, fd->recv_type ? fd->recv_type : T_INVALID);
        o->s.is_param = true;
        o->s.used = true;
        if (scope_declare(sc, o))
            add_local(&o->s);
        fd->recv->sym = &o->s;
    }
    for (int i = 0; i < fd->sig.nparams; i++) {
        Param *p = &fd->sig.params[i];
        if (!p->name || !strcmp(p->name, "_"))
            continue;
        Obj *o = obj_new(SYM_VAR, p->name, p->pos, ftok ? ft->params[i] : T_INVALID);
        o->s.is_param = true;
        o->s.used = true;
        if (scope_declare(sc, o))
            add_local(&o->s);
        p->sym = &o->s;
    }
    for (int i = 0; i < fd->sig.nresults; i++) {
        Param *p = &fd->sig.results[i];
        if (!p->name)
            continue;
        Obj *o = obj_new(SYM_VAR, p->name, p->pos, ftok ? ft->results[i] : T_INVALID);
        o->s.is_param = true;
        o->s.used = true;
        /* "_" results still need storage: they get a symbol, but no name in scope */
        if (!strcmp(p->name, "_") || scope_declare(sc, o))
            add_local(&o->s);
        p->sym = &o->s;
    }
    Stmt *body = fd->body;
    if (body->kind == S_BLOCK)
        check_list(body->body, body->nbody, sc, body->pos);
    else
        check_stmt(body, sc);
    if (ftok && ft->nresults && !terminating(body, 0))
        diag_error(body->end.file ? body->end : body->pos, "missing return");
    for (int i = 0; i < fd->nlocals; i++) {
        Symbol *s = fd->locals[i];
        if (!s->is_param && !s->used && s->type && !type_is_invalid(s->type))
            diag_error(s->pos, "%s declared but not used", s->name);
    }
    check_gotos();
    for (int i = 0; i < fc->nlabels; i++)
        if (!fc->labels[i].used)
            diag_error(fc->labels[i].pos, "label %s defined and not used", fc->labels[i].name);
}
