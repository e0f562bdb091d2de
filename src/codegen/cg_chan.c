/* cg_chan.c - channels and select in generated code, over the runtime's chan.c (rt_chan.h; the
 * layouts in rt_abi.h). A channel value is a pointer to an rt_chan: make(chan T, n) allocates one
 * from the arena (an allocation site, heap.c), except a package-level `var c = make(chan T, n)`
 * with a constant size, which is a static rt_chan with a static buffer (legal under -heap=none).
 * In $coro code a blocking operation is a suspend point: its value slot and its waiter are allocas
 * whose address the runtime keeps, so they live in the coroutine frame; prepare registers the
 * waiter and the coroutine suspends without publishing itself until the peer makes it ready
 * (cg_coro_block). Sync code (main, init, C callers) calls the runtime's blocking forms, which drive
 * the scheduler until the operation completes. A select builds its cases (rt_select_case) in the
 * frame, lets the runtime pick one (at random among the ready ones, like Go) and switches on it. */
#include <string.h>

#include "cg.h"
#include "rt_abi.h"

static LLVMValueRef i32c(Cg *c, long long v)
{
    return LLVMConstInt(c->t_i32, (unsigned long long)v, 1);
}

/* n bytes of runtime state (4-byte aligned) in the function's frame */
static LLVMValueRef state(Cg *c, int bytes, const char *name)
{
    LLVMValueRef a = cg_alloca(c, LLVMArrayType2(c->t_i32, (uint64_t)(bytes + 3) / 4), name);
    LLVMSetAlignment(a, 4);
    return a;
}

static LLVMValueRef byte_gep(Cg *c, LLVMValueRef p, int off)
{
    LLVMValueRef o = i32c(c, off);
    return LLVMBuildGEP2(c->b, c->t_i8, p, &o, 1, "");
}

/* ---------------------------------------------------------------- make, close, len, cap */

LLVMValueRef cg_chan_static(Cg *c, Expr *e, bool isr_fed, const char *var)
{
    if (!(e->kind == E_CALL && e->call == CALL_BUILTIN && e->builtin == B_MAKE) || type_under(e->type)->kind != TY_CHAN)
        return NULL; /* make of a slice or a map is code */
    if (e->nlist == 2 && e->list[1]->cv.kind != CV_INT)
        return NULL;
    Type *elem = type_under(e->type)->elem;
    int64_t cap = e->nlist == 2 ? (int64_t)e->list[1]->cv.i : 0;
    int64_t bytes = cap * type_sizeof(elem);
    char *name = mangle_chan(var), *bufname = xprintf("%sbuf", name);
    LLVMValueRef buf = LLVMConstNull(c->t_ptr);
    if (bytes > 0) {
        LLVMTypeRef bt = LLVMArrayType2(c->t_i8, (uint64_t)bytes);
        buf = LLVMAddGlobal(c->mod, bt, bufname);
        LLVMSetLinkage(buf, LLVMInternalLinkage);
        LLVMSetInitializer(buf, LLVMConstNull(bt));
        LLVMSetAlignment(buf, 8);
    }
    /* RT_CHAN_LAYOUT: elem_size, cap, len, head, buf, closed, isr_fed, recvq, sendq */
    LLVMTypeRef ft[11] = {c->t_i32, c->t_i32, c->t_i32, c->t_i32, c->t_ptr, c->t_i8, c->t_i8,
                          c->t_ptr, c->t_ptr, c->t_ptr, c->t_ptr};
    LLVMValueRef fv[11];
    for (int i = 0; i < 11; i++)
        fv[i] = LLVMConstNull(ft[i]);
    fv[0] = cg_size_of(c, elem, false);
    fv[1] = i32c(c, cap);
    fv[4] = buf;
    fv[6] = LLVMConstInt(c->t_i8, isr_fed, 0);
    LLVMTypeRef st = LLVMStructTypeInContext(c->ctx, ft, 11, 0);
    LLVMValueRef g = LLVMAddGlobal(c->mod, st, name);
    free(name);
    free(bufname);
    LLVMSetLinkage(g, LLVMInternalLinkage);
    LLVMSetInitializer(g, LLVMConstNamedStruct(st, fv, 11));
    LLVMSetAlignment(g, 8);
    return g;
}

LLVMValueRef cg_chan_make(Cg *c, Expr *e)
{
    if (e->once) { /* made at most once in the run (poolsize.c): static, named after its place */
        const char *file = e->pos.file ? e->pos.file->name : "", *slash = strrchr(file, '/');
        char *var = xprintf("make(chan) at %s:%d:%d", slash ? slash + 1 : file, e->pos.line, e->pos.col);
        LLVMValueRef g = cg_chan_static(c, e, false, var);
        free(var);
        if (g)
            return g;
    }
    Type *elem = type_under(e->type)->elem;
    /* a negative size (or one too large in bytes) panics in rt_chan_make */
    LLVMValueRef cap = e->nlist == 2 ? cg_make_size(c, e->list[1], "makechan: size out of range") : i32c(c, 0);
    LLVMValueRef a[2] = {cg_size_of(c, elem, false), cap};
    return cg_call_rt(c, "rt_chan_make", a, 2);
}

void cg_chan_close(Cg *c, Expr *e)
{
    LLVMValueRef ch = cg_expr(c, e->list[0]);
    cg_call_rt(c, "rt_chan_close_from_isr", &ch, 1);
}

LLVMValueRef cg_chan_len_cap(Cg *c, Expr *e)
{
    LLVMValueRef ch = cg_expr(c, e->list[0]);
    return cg_call_rt(c, e->builtin == B_LEN ? "rt_chan_len" : "rt_chan_cap", &ch, 1);
}

/* the program's handlers operate on channels that are no static package-level channel: every
   channel's waiters count as waiters on an interrupt source (chan.c) */
void cg_chan_isr_any(Cg *c)
{
    LLVMValueRef g = LLVMAddGlobal(c->mod, c->t_i8, "rt_chan_isr_any");
    LLVMSetInitializer(g, LLVMConstInt(c->t_i8, 1, 0));
}

/* ---------------------------------------------------------------- send and receive */

void cg_chan_send(Cg *c, Stmt *s)
{
    Type *elem = type_under(s->lhs[0]->type)->elem;
    LLVMValueRef ch = cg_expr(c, s->lhs[0]); /* the channel, then the value (Go's order) */
    LLVMValueRef v = cg_expr(c, s->rhs[0]);
    LLVMValueRef slot = cg_alloca(c, cg_type(c, elem), "send.val");
    if (!c->coro) {
        LLVMBuildStore(c->b, v, slot);
        LLVMValueRef a[2] = {ch, slot};
        cg_call_rt(c, "rt_chan_send", a, 2);
        return;
    }
    LLVMValueRef w = state(c, RT_CHAN_WAITER_SIZE, "send.waiter");
    cg_waiters(c, (LLVMValueRef[]){slot, w}, 2); /* the value and the waiter: until the send is done */
    LLVMBuildStore(c->b, v, slot);
    LLVMValueRef a[4] = {c->hdl, ch, slot, w};
    LLVMValueRef wait = cg_call_rt(c, s == c->last_send ? "rt_chan_send_last_prepare" : "rt_chan_send_prepare", a, 4);
    LLVMBasicBlockRef park = cg_block(c, "send.park"), done = cg_block(c, "send.done");
    LLVMBuildCondBr(c->b, wait, park, done);
    LLVMPositionBuilderAtEnd(c->b, park);
    cg_coro_park(c);
    cg_call_rt(c, "rt_chan_send_finish", &w, 1); /* panics if the channel was closed meanwhile */
    LLVMBuildBr(c->b, done);
    LLVMPositionBuilderAtEnd(c->b, done);
    cg_waiters(c, NULL, 0);
}

/* receive from ch into slot, blocking (sync code) or suspending ($coro code, with the waiter w in
   the frame); its ok (false: closed and drained) */
static LLVMValueRef receive(Cg *c, LLVMValueRef ch, LLVMValueRef slot, LLVMValueRef w)
{
    if (!c->coro) {
        LLVMValueRef a[2] = {ch, slot};
        return cg_call_rt(c, "rt_chan_recv", a, 2);
    }
    LLVMValueRef a[3] = {ch, slot, w};
    cg_coro_block(c, "rt_chan_recv_prepare", a, 3);
    return LLVMBuildTrunc(c->b, LLVMBuildLoad2(c->b, c->t_i8, byte_gep(c, w, RT_CHAN_WAITER_OK), ""), c->t_i1, "");
}

/* <-c: the value, or {value, ok} when the checker made it two-valued (v, ok := <-c) */
LLVMValueRef cg_chan_recv(Cg *c, Expr *e)
{
    Type *elem = type_under(e->x->type)->elem;
    LLVMTypeRef et = cg_type(c, elem);
    LLVMValueRef ch = cg_expr(c, e->x);
    LLVMValueRef slot = cg_alloca(c, et, "recv.val");
    LLVMValueRef w = c->coro ? state(c, RT_CHAN_WAITER_SIZE, "recv.waiter") : NULL;
    cg_waiters(c, (LLVMValueRef[]){slot, w}, w ? 2 : 0); /* the value and the waiter: until read */
    LLVMValueRef ok = receive(c, ch, slot, w);
    LLVMValueRef v = LLVMBuildLoad2(c->b, et, slot, "");
    cg_waiters(c, NULL, 0);
    if (e->type->kind != TY_TUPLE)
        return v;
    LLVMValueRef r = LLVMGetUndef(cg_type(c, e->type));
    r = LLVMBuildInsertValue(c->b, r, v, 0, "");
    return LLVMBuildInsertValue(c->b, r, ok, 1, "");
}

/* for v := range c: receive until the channel is closed and drained */
void cg_chan_range(Cg *c, Stmt *s, LLVMValueRef dst)
{
    Expr *x = s->x;
    Type *elem = type_under(x->type)->elem;
    LLVMTypeRef et = cg_type(c, elem);
    LLVMValueRef chp = cg_alloca(c, c->t_ptr, "range.chan");
    LLVMBuildStore(c->b, cg_expr(c, x), chp);
    LLVMValueRef slot = cg_alloca(c, et, "range.val");
    LLVMValueRef w = c->coro ? state(c, RT_CHAN_WAITER_SIZE, "range.waiter") : NULL;
    LLVMBasicBlockRef head, body, end;
    cg_range_blocks(c, s, &head, &body, &end);
    LLVMValueRef ok = receive(c, LLVMBuildLoad2(c->b, c->t_ptr, chp, ""), slot, w);
    LLVMBuildCondBr(c->b, ok, body, end);
    LLVMPositionBuilderAtEnd(c->b, body);
    if (dst)
        LLVMBuildStore(c->b, LLVMBuildLoad2(c->b, et, slot, ""), dst);
    cg_stmt(c, s->then);
    if (!cg_is_terminated(c))
        LLVMBuildBr(c->b, head);
    LLVMPositionBuilderAtEnd(c->b, end);
}

/* ---------------------------------------------------------------- select */

/* the receive of a case's communication (NULL for a send) */
static Expr *comm_recv(Stmt *comm)
{
    Expr *r = comm->kind == S_EXPR ? comm->x : comm->kind == S_SEND ? NULL : comm->rhs[0];
    /* the checker's implicit conversion of an assigned receive (i = <-c, i an interface{}): the
       case converts what it received (cg_chan_select) */
    while (r && (r->kind == E_PAREN || (r->kind == E_CALL && r->call == CALL_CONV && r->nlist == 1)))
        r = r->kind == E_PAREN ? r->x : r->list[0];
    return r;
}

void cg_chan_select(Cg *c, Stmt *s)
{
    int n = 0;
    for (int i = 0; i < s->nclauses; i++)
        n += s->clauses[i].comm != NULL;
    /* a select with a default never waits (the call graph says so too: its function may be no
       leaf, with no queue link in its promise): the sync call, in a coroutine as well */
    bool parks = c->coro && !s->has_default;
    LLVMValueRef cases = n ? state(c, RT_SELECT_CASE_SIZE * n, "select.cases") : LLVMConstNull(c->t_ptr);
    if (n && c->coro)
        cg_lifetime(c, cases, true);
    LLVMValueRef *slots = xmalloc(sizeof *slots * (size_t)(s->nclauses + 1));
    /* every channel operand and sent value, in source order, before anything happens */
    int k = 0;
    for (int i = 0; i < s->nclauses; i++) {
        Stmt *comm = s->clauses[i].comm;
        slots[i] = NULL;
        if (!comm)
            continue;
        Expr *recv = comm_recv(comm);
        Expr *chx = recv ? recv->x : comm->lhs[0];
        Type *elem = type_under(chx->type)->elem;
        LLVMValueRef ch = cg_expr(c, chx);
        slots[i] = cg_alloca(c, cg_type(c, elem), recv ? "select.recv" : "select.send");
        if (c->coro)
            cg_lifetime(c, slots[i], true);
        if (!recv)
            LLVMBuildStore(c->b, cg_expr(c, comm->rhs[0]), slots[i]);
        LLVMValueRef kc = byte_gep(c, cases, RT_SELECT_CASE_SIZE * k);
        LLVMBuildStore(c->b, ch, kc);
        LLVMBuildStore(c->b, slots[i], byte_gep(c, kc, 4));
        LLVMBuildStore(c->b, LLVMConstInt(c->t_i8, recv ? 0 : 1, 0), byte_gep(c, kc, 8));
        k++;
    }
    LLVMValueRef has_default = LLVMConstInt(c->t_i1, s->has_default, 0);
    LLVMValueRef r;
    if (c->coro) { /* their lifetimes (started above) end where a case has read its values */
        if (n)
            VEC_PUSH(c->waiters, c->nwaiters, c->cwaiters, cases);
        for (int i = 0; i < s->nclauses; i++)
            if (slots[i])
                VEC_PUSH(c->waiters, c->nwaiters, c->cwaiters, slots[i]);
    }
    if (!parks) {
        LLVMValueRef a[3] = {cases, i32c(c, n), has_default};
        r = cg_call_rt(c, "rt_select_block", a, 3);
    } else {
        LLVMValueRef sel = state(c, RT_SELECT_SIZE, "select");
        /* the cases, the select's state and the values live until a case's values are read (they
           started above): a suspend here ends them on its destroy path */
        cg_lifetime(c, sel, true);
        VEC_PUSH(c->waiters, c->nwaiters, c->cwaiters, sel);
        LLVMValueRef a[5] = {c->hdl, sel, cases, i32c(c, n), has_default};
        LLVMValueRef r0 = cg_call_rt(c, "rt_select_prepare", a, 5);
        LLVMBasicBlockRef here = LLVMGetInsertBlock(c->b);
        LLVMBasicBlockRef wait = cg_block(c, "select.wait"), join = cg_block(c, "select.chosen");
        LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, r0, i32c(c, -2), ""), wait, join);
        LLVMPositionBuilderAtEnd(c->b, wait);
        cg_coro_park(c);
        LLVMValueRef r1 = cg_call_rt(c, "rt_select_finish", &sel, 1);
        LLVMBasicBlockRef resumed = LLVMGetInsertBlock(c->b);
        LLVMBuildBr(c->b, join);
        LLVMPositionBuilderAtEnd(c->b, join);
        r = LLVMBuildPhi(c->b, c->t_i32, "select.case");
        LLVMValueRef vals[2] = {r0, r1};
        LLVMBasicBlockRef bbs[2] = {here, resumed};
        LLVMAddIncoming(r, vals, bbs, 2);
    }
    /* each case ends them once it has read its values (a blocking statement in its body has
       waiters of its own) */
    LLVMValueRef *mine = c->waiters;
    int nmine = c->nwaiters;
    c->waiters = NULL;
    c->nwaiters = c->cwaiters = 0;
    LLVMBasicBlockRef end = cg_block(c, "select.end"), none = end;
    s->cg_break = end;
    if (nmine) { /* no case chosen (never, but the switch needs a default): they end too */
        LLVMBasicBlockRef here = LLVMGetInsertBlock(c->b);
        none = cg_block(c, "select.none");
        LLVMPositionBuilderAtEnd(c->b, none);
        for (int j = 0; j < nmine; j++)
            cg_lifetime(c, mine[j], false);
        LLVMBuildBr(c->b, end);
        LLVMPositionBuilderAtEnd(c->b, here);
    }
    LLVMValueRef sw = LLVMBuildSwitch(c->b, r, none, (unsigned)s->nclauses);
    k = 0;
    for (int i = 0; i < s->nclauses; i++) {
        CaseClause *cc = &s->clauses[i];
        LLVMBasicBlockRef bb = cg_block(c, "select.case");
        LLVMAddCase(sw, i32c(c, cc->comm ? k : -1), bb);
        LLVMPositionBuilderAtEnd(c->b, bb);
        Stmt *comm = cc->comm;
        if (comm && (comm->kind == S_DEFINE || comm->kind == S_ASSIGN)) {
            Expr *recv = comm_recv(comm);
            LLVMValueRef vals[2];
            vals[0] = LLVMBuildLoad2(c->b, cg_type(c, type_under(recv->x->type)->elem), slots[i], "");
            LLVMValueRef kc = byte_gep(c, cases, RT_SELECT_CASE_SIZE * k);
            LLVMValueRef ok = LLVMBuildLoad2(c->b, c->t_i8, byte_gep(c, kc, RT_SELECT_CASE_WAITER + RT_CHAN_WAITER_OK), "");
            vals[1] = LLVMBuildTrunc(c->b, ok, c->t_i1, "");
            Type *from[2] = {type_under(recv->x->type)->elem, type_basic(TY_BOOL)};
            for (int j = 0; j < comm->nlhs && j < 2; j++) /* i = <-c into an interface{} i, ... */
                if (comm->kind == S_ASSIGN && !(comm->lhs[j]->kind == E_IDENT && comm->lhs[j]->name && !strcmp(comm->lhs[j]->name, "_")) && comm->lhs[j]->type != from[j])
                    vals[j] = cg_convert(c, vals[j], from[j], comm->lhs[j]->type);
            cg_assign_values(c, comm->lhs, comm->nlhs, vals, comm->kind == S_DEFINE ? comm->def_syms : NULL);
        }
        if (comm)
            k++;
        for (int j = 0; j < nmine; j++)
            cg_lifetime(c, mine[j], false);
        cg_block_stmts(c, cc->body, cc->nbody);
        if (!cg_is_terminated(c))
            LLVMBuildBr(c->b, end);
    }
    free(slots);
    free(mine);
    LLVMPositionBuilderAtEnd(c->b, end);
    if (!s->has_default && n == 0) /* select {}: blocks forever (rt_select_block reports a deadlock) */
        LLVMBuildUnreachable(c->b);
}
