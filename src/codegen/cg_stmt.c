/* cg_stmt.c - statements: blocks, declarations, Go's two-phase assignment (all operands first,
 * then the stores, so swaps work), op-assignment, ++/--, if, the three for forms and for-range
 * over integers, arrays, slices and strings (UTF-8 runes), switch with fallthrough, labelled
 * break/continue, goto, return (results go to the result slots and one return block), and go (send,
 * select and range over a channel are cg_chan.c's). The same
 * code serves the sync and the $coro version of a function: only calls and suspend points differ,
 * and those live in cg_call.c / cg_coro.c. */
#include <string.h>

#include "cg.h"
#include "rt_abi.h"

LLVMValueRef cg_binop(Cg *c, TokKind op, LLVMValueRef x, Type *xt, LLVMValueRef y, Type *yt);

static LLVMValueRef i32c(Cg *c, long long v)
{
    return LLVMConstInt(c->t_i32, (unsigned long long)v, 1);
}

static bool is_blank(Expr *e)
{
    return e->kind == E_IDENT && e->name && strcmp(e->name, "_") == 0;
}

void cg_block_stmts(Cg *c, Stmt **body, int n)
{
    for (int i = 0; i < n; i++)
        cg_stmt(c, body[i]);
}

void cg_store_results(Cg *c, LLVMValueRef *vals, int n)
{
    for (int i = 0; i < n && i < c->nresults; i++)
        LLVMBuildStore(c->b, vals[i], c->result_slots[i]);
    LLVMBuildBr(c->b, c->ret_bb);
}

/* the type each value of a spread call goes to: the left side's, a variable's, a result's */
static Type *lhs_type(void *ctx, int i)
{
    return ((Expr **)ctx)[i]->type;
}

static Type *sym_type(void *ctx, int i)
{
    Symbol *s = ((Symbol **)ctx)[i];
    return s ? s->type : NULL;
}

static Type *result_type(void *ctx, int i)
{
    return ((Type *)ctx)->results[i];
}

/* the values of an assignment's right side: n expressions, or one multi-value call spread */
static LLVMValueRef *rhs_values(Cg *c, Expr **rhs, int nrhs, int nlhs, Type *(*target)(void *, int), void *ctx)
{
    LLVMValueRef *vals = xmalloc(sizeof *vals * (size_t)(nlhs + 1));
    if (nrhs == 1 && nlhs > 1) {
        LLVMValueRef t = cg_expr(c, rhs[0]);
        for (int i = 0; i < nlhs; i++)
            vals[i] = cg_spread(c, t, rhs[0]->type, i, target(ctx, i));
    } else {
        for (int i = 0; i < nrhs; i++) {
            /* `_ = x` reads nothing: loading x, a [100000]int say, as one value only makes LLVM
               fold it element by element (gigabytes in EarlyCSE) */
            Expr *r = rhs[i];
            while (r->kind == E_PAREN)
                r = r->x;
            if (target == lhs_type && is_blank(((Expr **)ctx)[i]) && r->kind == E_IDENT) {
                vals[i] = NULL;
                continue;
            }
            vals[i] = cg_expr(c, rhs[i]);
        }
    }
    return vals;
}

/* the check an assignment of several values makes at its store, not where it computes the
   address (Go: `m[k], *p = 1, 2` with a nil p sets m[k], then panics): p == NULL, or i >= n */
typedef struct StoreCheck {
    LLVMValueRef ptr, len; /* ptr: a nil check; idx and len: a bounds check; none: NULL */
    CgBound idx;
} StoreCheck;

/* the address of *p, p.f of a pointer p, or s[i] of a slice s, its check left in *chk; NULL for
   other forms */
static LLVMValueRef addr_checked_later(Cg *c, Expr *e, StoreCheck *chk)
{
    while (e->kind == E_PAREN)
        e = e->x;
    if (e->kind == E_STAR) {
        chk->ptr = cg_expr(c, e->x);
        return chk->ptr;
    }
    Type *xt = e->x ? type_under(e->x->type) : NULL;
    if (e->kind == E_SELECTOR && e->sel == SEL_FIELD && e->npath == 1 && xt->kind == TY_POINTER) {
        chk->ptr = cg_expr(c, e->x);
        return LLVMBuildStructGEP2(c->b, cg_type(c, xt->elem), chk->ptr, (unsigned)e->path[0], "");
    }
    if (e->kind == E_INDEX && xt->kind == TY_SLICE) {
        LLVMValueRef s = cg_expr(c, e->x);
        chk->idx = cg_bound(c, e->y);
        chk->len = LLVMBuildExtractValue(c->b, s, 1, "");
        return LLVMBuildGEP2(c->b, cg_type(c, xt->elem), LLVMBuildExtractValue(c->b, s, 0, ""), &chk->idx.v, 1, "");
    }
    return NULL;
}

static void store_check(Cg *c, const StoreCheck *chk)
{
    if (chk->ptr)
        cg_nil_check(c, chk->ptr);
    if (chk->idx.v)
        cg_bounds_panic_if(c, LLVMBuildICmp(c->b, LLVMIntUGE, chk->idx.v, chk->len, ""), RT_BOUNDS_INDEX, chk->idx,
                           chk->len);
}

/* phase 1: the addresses on the left (index operands, pointer indirections), phase 2: the right
 * side, phase 3: the stores, left to right (with chks, the nil and bounds checks of phase 1's
 * last indirections are made there, each before its store) */
static LLVMValueRef *lhs_addrs_checks(Cg *c, Expr **lhs, int nlhs, Symbol **defs, StoreCheck *chks)
{
    LLVMValueRef *addrs = xmalloc(sizeof *addrs * (size_t)(nlhs + 1));
    for (int i = 0; i < nlhs; i++) {
        if (chks && !(defs && defs[i]) && !is_blank(lhs[i]) && !cg_map_is_index(lhs[i]) &&
            (addrs[i] = addr_checked_later(c, lhs[i], &chks[i])))
            continue;
        if (defs && defs[i])
            addrs[i] = cg_var_declare(c, defs[i]);
        else if (is_blank(lhs[i]))
            addrs[i] = NULL;
        else if (cg_map_is_index(lhs[i])) /* stored in phase 3 by inserting (cg_map.c) */
            addrs[i] = cg_map_lhs(c, lhs[i]);
        else
            addrs[i] = cg_addr(c, lhs[i]);
    }
    return addrs;
}

static LLVMValueRef *lhs_addrs(Cg *c, Expr **lhs, int nlhs, Symbol **defs)
{
    return lhs_addrs_checks(c, lhs, nlhs, defs, NULL);
}

static void store_all_checks(Cg *c, Expr **lhs, LLVMValueRef *addrs, LLVMValueRef *vals, int n, StoreCheck *chks)
{
    for (int i = 0; i < n; i++) {
        if (chks)
            store_check(c, &chks[i]);
        if (addrs[i] && cg_map_is_index(lhs[i]))
            cg_map_store(c, lhs[i], addrs[i], vals[i]);
        else if (addrs[i])
            LLVMBuildStore(c->b, vals[i], addrs[i]);
    }
    free(addrs);
}

static void store_all(Cg *c, Expr **lhs, LLVMValueRef *addrs, LLVMValueRef *vals, int n)
{
    store_all_checks(c, lhs, addrs, vals, n, NULL);
}

static void assign(Cg *c, Expr **lhs, int nlhs, Expr **rhs, int nrhs, Symbol **defs)
{
    StoreCheck *chks = NULL;
    if (nlhs > 1) {
        chks = xmalloc(sizeof *chks * (size_t)nlhs);
        memset(chks, 0, sizeof *chks * (size_t)nlhs);
    }
    LLVMValueRef *addrs = lhs_addrs_checks(c, lhs, nlhs, defs, chks);
    LLVMValueRef *vals = rhs_values(c, rhs, nrhs, nlhs, lhs_type, lhs);
    store_all_checks(c, lhs, addrs, vals, nlhs, chks);
    free(vals);
    free(chks);
}

void cg_assign_values(Cg *c, Expr **lhs, int nlhs, LLVMValueRef *vals, Symbol **defs)
{
    store_all(c, lhs, lhs_addrs(c, lhs, nlhs, defs), vals, nlhs);
}

static void var_decl(Cg *c, VarSpec *vs)
{
    if (vs->nvalues == 0) {
        for (int i = 0; i < vs->nnames; i++)
            if (vs->syms[i])
                cg_store_zero(c, vs->syms[i]->type, cg_var_declare(c, vs->syms[i]));
        return;
    }
    LLVMValueRef *vals = rhs_values(c, vs->values, vs->nvalues, vs->nnames, sym_type, vs->syms);
    for (int i = 0; i < vs->nnames; i++)
        if (vs->syms[i])
            LLVMBuildStore(c->b, vals[i], cg_var_declare(c, vs->syms[i]));
    free(vals);
}

/* the block of a labeled statement in the function being generated (the sync and $coro versions
   each get their own) */
static LLVMBasicBlockRef label_block(Cg *c, Stmt *labeled)
{
    LLVMBasicBlockRef bb = labeled->cg_label;
    if (!bb || LLVMGetBasicBlockParent(bb) != c->llfn) {
        bb = cg_block(c, labeled->label);
        labeled->cg_label = bb;
    }
    return bb;
}

static void if_stmt(Cg *c, Stmt *s)
{
    if (s->init)
        cg_stmt(c, s->init);
    LLVMValueRef cond = cg_expr(c, s->cond);
    LLVMBasicBlockRef then = cg_block(c, "if.then"), end = cg_block(c, "if.end");
    LLVMBasicBlockRef els = s->els ? cg_block(c, "if.else") : end;
    LLVMBuildCondBr(c->b, cond, then, els);
    LLVMPositionBuilderAtEnd(c->b, then);
    cg_stmt(c, s->then);
    if (!cg_is_terminated(c))
        LLVMBuildBr(c->b, end);
    if (s->els) {
        LLVMPositionBuilderAtEnd(c->b, els);
        cg_stmt(c, s->els);
        if (!cg_is_terminated(c))
            LLVMBuildBr(c->b, end);
    }
    LLVMPositionBuilderAtEnd(c->b, end);
}

static void for_stmt(Cg *c, Stmt *s)
{
    if (s->init)
        cg_stmt(c, s->init);
    LLVMBasicBlockRef cond = cg_block(c, "for.cond"), body = cg_block(c, "for.body"),
                      post = cg_block(c, "for.post"), end = cg_block(c, "for.end");
    s->cg_break = end;
    s->cg_continue = post;
    LLVMBuildBr(c->b, cond);
    LLVMPositionBuilderAtEnd(c->b, cond);
    if (s->cond)
        LLVMBuildCondBr(c->b, cg_expr(c, s->cond), body, end);
    else
        LLVMBuildBr(c->b, body);
    LLVMPositionBuilderAtEnd(c->b, body);
    cg_stmt(c, s->then);
    cg_debug_pos(c, s->pos); /* the back edge is the for statement's, not the body's last line */
    if (!cg_is_terminated(c))
        LLVMBuildBr(c->b, post);
    LLVMPositionBuilderAtEnd(c->b, post);
    /* Go 1.22: each iteration has its own loop variables, the next one a copy of this one (only
       a boxed variable can tell: one a function literal that outlives the iteration captured) */
    if (s->init && s->init->kind == S_DEFINE && s->init->def_syms)
        for (int i = 0; i < s->init->nlhs; i++)
            cg_var_redeclare(c, s->init->def_syms[i]);
    if (s->post)
        cg_stmt(c, s->post);
    if (!cg_is_terminated(c))
        LLVMBuildBr(c->b, cond);
    LLVMPositionBuilderAtEnd(c->b, end);
}

/* where range writes its key/value: the new variables of :=, or the operands of = */
LLVMValueRef cg_range_dest(Cg *c, Expr *e, Symbol *sym)
{
    if (sym)
        return cg_var_declare(c, sym); /* a fresh variable per iteration (Go 1.22) */
    if (!e || is_blank(e))
        return NULL;
    return cg_addr(c, e);
}

void cg_range_blocks(Cg *c, Stmt *s, LLVMBasicBlockRef *head, LLVMBasicBlockRef *body, LLVMBasicBlockRef *end)
{
    *head = cg_block(c, "range.next");
    *body = cg_block(c, "range.body");
    *end = cg_block(c, "range.end");
    s->cg_break = *end;
    s->cg_continue = *head;
    LLVMBuildBr(c->b, *head);
    LLVMPositionBuilderAtEnd(c->b, *head);
}

static void range_stmt(Cg *c, Stmt *s)
{
    Expr *x = s->x;
    Type *xt = type_under(x->type);
    if (xt->kind == TY_CHAN) {
        cg_chan_range(c, s, cg_range_dest(c, s->key, s->key_sym));
        return;
    }
    if (xt->kind == TY_MAP) {
        cg_map_range(c, s);
        return;
    }
    Type *at = xt->kind == TY_POINTER ? type_under(xt->elem) : xt;
    bool need_value = s->value && !is_blank(s->value);
    LLVMValueRef len, base = NULL, str = NULL;
    Type *kt = type_basic(TY_INT);

    /* the range expression, evaluated once */
    if (xt->kind == TY_STRING) {
        str = cg_expr(c, x);
        len = cg_string_len(c, str);
    } else if (xt->kind == TY_SLICE) {
        LLVMValueRef v = cg_expr(c, x);
        base = LLVMBuildExtractValue(c->b, v, 0, "");
        len = LLVMBuildExtractValue(c->b, v, 1, "");
    } else if (at->kind == TY_ARRAY) {
        len = i32c(c, at->len);
        if (xt->kind == TY_POINTER) {
            /* the values are read through the pointer: nil panics like Go (with the key alone,
               len(*p) is a constant and Go evaluates nothing: no check) */
            base = cg_expr(c, x);
            if (need_value && at->len > 0)
                base = cg_nil_check(c, base);
        } else if (need_value) { /* ranging over an array ranges over a copy */
            LLVMValueRef v = cg_expr(c, x);
            base = cg_alloca(c, LLVMTypeOf(v), "range.copy");
            LLVMBuildStore(c->b, v, base);
        } else if (x->kind != E_IDENT) {
            cg_expr(c, x);
        }
    } else { /* range n */
        kt = x->type;
        len = cg_expr(c, x);
    }
    LLVMTypeRef klt = cg_type(c, kt);
    LLVMValueRef idx = cg_alloca(c, klt, "range.i");
    LLVMBuildStore(c->b, LLVMConstNull(klt), idx);

    LLVMBasicBlockRef cond = cg_block(c, "range.cond"), body = cg_block(c, "range.body"),
                      post = cg_block(c, "range.post"), end = cg_block(c, "range.end");
    s->cg_break = end;
    s->cg_continue = post;
    LLVMValueRef next = NULL;
    if (str)
        next = cg_alloca(c, c->t_i32, "range.next");
    LLVMBuildBr(c->b, cond);

    LLVMPositionBuilderAtEnd(c->b, cond);
    LLVMValueRef i = LLVMBuildLoad2(c->b, klt, idx, "i");
    LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, type_is_signed(kt) ? LLVMIntSLT : LLVMIntULT, i, len, ""), body, end);

    LLVMPositionBuilderAtEnd(c->b, body);
    LLVMValueRef kdst = cg_range_dest(c, s->key, s->key_sym);
    LLVMValueRef value = NULL;
    if (str) { /* decode one rune; ASCII inline */
        LLVMValueRef rune = cg_alloca(c, c->t_i32, "rune");
        LLVMValueRef a[4] = {cg_string_ptr(c, str), len, i, rune};
        LLVMValueRef n = cg_call_rt(c, "rt_string_decode_rune", a, 4);
        LLVMBuildStore(c->b, n, next);
        value = LLVMBuildLoad2(c->b, c->t_i32, rune, "");
    } else if (need_value) {
        Type *et = at->elem;
        LLVMValueRef p;
        if (xt->kind == TY_SLICE) {
            p = LLVMBuildGEP2(c->b, cg_type(c, et), base, &i, 1, "");
        } else {
            LLVMValueRef ix[2] = {i32c(c, 0), i};
            p = LLVMBuildGEP2(c->b, cg_type(c, at), base, ix, 2, "");
        }
        value = LLVMBuildLoad2(c->b, cg_type(c, et), p, "");
    }
    LLVMValueRef vdst = need_value ? cg_range_dest(c, s->value, s->value_sym) : NULL;
    if (kdst)
        LLVMBuildStore(c->b, i, kdst);
    if (vdst && value)
        LLVMBuildStore(c->b, value, vdst);
    cg_stmt(c, s->then);
    if (!cg_is_terminated(c))
        LLVMBuildBr(c->b, post);

    LLVMPositionBuilderAtEnd(c->b, post);
    LLVMValueRef i2 = LLVMBuildLoad2(c->b, klt, idx, "");
    LLVMValueRef n2 = str ? LLVMBuildLoad2(c->b, c->t_i32, next, "") : LLVMBuildAdd(c->b, i2, LLVMConstInt(klt, 1, 0), "");
    LLVMBuildStore(c->b, n2, idx);
    LLVMBuildBr(c->b, cond);
    LLVMPositionBuilderAtEnd(c->b, end);
}

/* the case values of an expression switch: tag == v (a tagless switch: v itself) */
static LLVMValueRef value_case(Cg *c, Stmt *s, Expr *ce, void *tag)
{
    LLVMValueRef v = cg_expr(c, ce);
    return tag ? cg_equal(c, tag, v, s->tag->type) : v;
}

static void switch_stmt(Cg *c, Stmt *s)
{
    if (s->init)
        cg_stmt(c, s->init);
    if (s->tag && s->tag->kind == E_TYPEASSERT) {
        cg_type_switch(c, s);
        return;
    }
    cg_switch_clauses(c, s, value_case, NULL, s->tag ? cg_expr(c, s->tag) : NULL);
}

LLVMValueRef cg_switch_clauses(Cg *c, Stmt *s, CgCaseMatch match, CgCaseEnter enter, void *ctx)
{
    LLVMBasicBlockRef end = cg_block(c, "switch.end");
    s->cg_break = end;
    LLVMBasicBlockRef *bodies = xmalloc(sizeof *bodies * (size_t)(s->nclauses + 1));
    int dflt = -1;
    for (int i = 0; i < s->nclauses; i++) {
        bodies[i] = cg_block(c, "case");
        if (s->clauses[i].nexprs == 0)
            dflt = i;
    }
    for (int i = 0; i < s->nclauses; i++) {
        CaseClause *cc = &s->clauses[i];
        for (int j = 0; j < cc->nexprs; j++) {
            LLVMValueRef m = match(c, s, cc->exprs[j], ctx);
            LLVMBasicBlockRef no = cg_block(c, "case.next");
            LLVMBuildCondBr(c->b, m, bodies[i], no);
            LLVMPositionBuilderAtEnd(c->b, no);
        }
    }
    LLVMValueRef nomatch = LLVMBuildBr(c->b, dflt >= 0 ? bodies[dflt] : end);
    for (int i = 0; i < s->nclauses; i++) {
        CaseClause *cc = &s->clauses[i];
        LLVMPositionBuilderAtEnd(c->b, bodies[i]);
        if (enter)
            enter(c, cc, ctx);
        cg_block_stmts(c, cc->body, cc->nbody);
        if (!cg_is_terminated(c))
            LLVMBuildBr(c->b, cc->fallthrough && i + 1 < s->nclauses ? bodies[i + 1] : end);
    }
    free(bodies);
    LLVMPositionBuilderAtEnd(c->b, end);
    return nomatch;
}

static void return_stmt(Cg *c, Stmt *s)
{
    if (s->nresults == 0) { /* bare return: named results are already in their slots */
        LLVMBuildBr(c->b, c->ret_bb);
        return;
    }
    LLVMValueRef *vals = rhs_values(c, s->results, s->nresults, c->nresults, result_type, c->fn->type);
    cg_store_results(c, vals, c->nresults);
    free(vals);
}

void cg_stmt(Cg *c, Stmt *s)
{
    c->site_stmt = s; /* allocation sites (heap.c) */
    c->site_expr = NULL;
    if (!s)
        return;
    cg_ensure_block(c);
    cg_debug_pos(c, s->pos);
    switch (s->kind) {
    case S_EMPTY: case S_CONST: case S_TYPE:
        break;
    case S_BLOCK:
        cg_block_stmts(c, s->body, s->nbody);
        break;
    case S_EXPR:
        cg_expr(c, s->x);
        break;
    case S_ASSIGN:
        assign(c, s->lhs, s->nlhs, s->rhs, s->nrhs, NULL);
        break;
    case S_DEFINE:
        assign(c, s->lhs, s->nlhs, s->rhs, s->nrhs, s->def_syms);
        break;
    case S_OPASSIGN: {
        Expr *l = s->lhs[0];
        if (cg_map_is_index(l)) {
            cg_map_update(c, l, s->op, s->rhs[0]);
            break;
        }
        LLVMValueRef a = cg_addr(c, l);
        LLVMValueRef r = cg_pinned_first(c, l, s->rhs[0]) ? cg_expr(c, s->rhs[0]) : NULL;
        LLVMValueRef old = LLVMBuildLoad2(c->b, cg_type(c, l->type), a, "");
        LLVMValueRef v = cg_binop(c, s->op, old, l->type, r ? r : cg_expr(c, s->rhs[0]), s->rhs[0]->type);
        LLVMBuildStore(c->b, v, a);
        break;
    }
    case S_INCDEC: {
        Expr *l = s->lhs[0];
        if (cg_map_is_index(l)) {
            cg_map_update(c, l, s->op, NULL);
            break;
        }
        LLVMValueRef a = cg_addr(c, l);
        LLVMTypeRef lt = cg_type(c, l->type);
        LLVMValueRef old = LLVMBuildLoad2(c->b, lt, a, "");
        if (type_is_float(l->type) || type_is_complex(l->type)) {
            LLVMBuildStore(c->b, type_is_float(l->type) ? cg_float_incdec(c, s->op, old)
                                                      : cg_complex_incdec(c, s->op, old), a);
            break;
        }
        LLVMValueRef one = LLVMConstInt(lt, 1, 0);
        LLVMBuildStore(c->b, s->op == T_INC ? LLVMBuildAdd(c->b, old, one, "") : LLVMBuildSub(c->b, old, one, ""), a);
        break;
    }
    case S_VAR:
        for (int i = 0; i < s->nspecs; i++)
            var_decl(c, s->specs[i]);
        break;
    case S_IF:
        if_stmt(c, s);
        break;
    case S_FOR:
        for_stmt(c, s);
        break;
    case S_RANGE:
        range_stmt(c, s);
        break;
    case S_SWITCH:
        switch_stmt(c, s);
        break;
    case S_LABELED: { /* its block, which gotos branch to */
        LLVMBasicBlockRef bb = label_block(c, s);
        if (!cg_is_terminated(c))
            LLVMBuildBr(c->b, bb);
        LLVMPositionBuilderAtEnd(c->b, bb);
        cg_stmt(c, s->then);
        break;
    }
    case S_GOTO:
        LLVMBuildBr(c->b, label_block(c, s->target));
        break;
    case S_BREAK:
        LLVMBuildBr(c->b, s->target->cg_break);
        break;
    case S_CONTINUE:
        LLVMBuildBr(c->b, s->target->cg_continue);
        break;
    case S_FALLTHROUGH: /* handled by the switch: the clause's fallthrough flag */
        break;
    case S_RETURN:
        return_stmt(c, s);
        break;
    case S_GO:
        cg_go(c, s->call);
        break;
    case S_DEFER:
        cg_defer_stmt(c, s);
        break;
    case S_SEND:
        cg_chan_send(c, s);
        break;
    case S_SELECT:
        cg_chan_select(c, s);
        break;
    default:
        diag_internal(s->pos, "statement kind %d reached codegen", s->kind);
    }
}
