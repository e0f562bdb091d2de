/* check_chan.c - the checker's part of channels: channel types and their directions, receive
 * expressions (`<-c`, and `v, ok := <-c` where the receive is a two-valued expression), send
 * statements, make(chan T[, n]), close(c), and the communication of a select case. Messages are
 * Go 1.19's (types2). Assignability between channel types is in check_expr.c (assignable), the
 * select statement's structure and range over a channel in check_stmt.c; codegen is cg_chan.c and
 * every blocking operation is a suspend point of its function (callgraph.c). */
#include <string.h>

#include "check.h"

/* the channel types written in the program, whose element size is judged once every type is
   complete (check_chan_elems) */
typedef struct ElemCheck {
    Type *elem;
    Pos pos;
} ElemCheck;

static ElemCheck *elems;
static int nelems, capelems;

void check_chan_type_written(Type *elem, Pos pos)
{
    ElemCheck ec = {elem, pos};
    VEC_PUSH(elems, nelems, capelems, ec);
}

void check_chan_elems(void)
{
    for (int i = 0; i < nelems; i++) /* Go's limit: the element size must fit 16 bits */
        if (!type_is_invalid(elems[i].elem) && type_sizeof(elems[i].elem) >= 1 << 16)
            diag_error(elems[i].pos, "channel element type too large (>64kB)");
    nelems = 0;
}

bool check_is_recv(const Expr *e)
{
    while (e && e->kind == E_PAREN)
        e = e->x;
    return e && e->kind == E_UNARY && e->op == T_ARROW;
}

void check_recv(Expr *e, Scope *sc)
{
    Expr *x = e->x;
    check_rvalue(x, sc);
    if (expr_invalid(x))
        return;
    Type *u = type_under(x->type);
    if (u->kind != TY_CHAN) {
        diag_error(expr_start(x), "invalid operation: cannot receive from non-channel %s", operand_string(x));
        return;
    }
    if (u->dir == CHAN_SEND) {
        diag_error(expr_start(x), "invalid operation: cannot receive from send-only channel %s",
                   operand_string(x));
        return;
    }
    e->type = u->elem;
}

bool check_comma_ok(Expr *v, int nlhs)
{
    bool assert = walk_unparen(v) && walk_unparen(v)->kind == E_TYPEASSERT;
    if (nlhs != 2 || !(check_is_recv(v) || check_is_map_index(v) || assert) || expr_invalid(v) ||
        v->type->kind == TY_TUPLE)
        return false;
    if (assert)
        walk_unparen(v)->comma_ok = true;
    Type **ts = xmalloc(sizeof(Type *) * 2);
    ts[0] = v->type;
    ts[1] = type_basic(TY_BOOL);
    Type *tt = type_tuple(ts, 2);
    for (Expr *p = v; p; p = p->kind == E_PAREN ? p->x : NULL)
        p->type = tt;
    return true;
}

void check_send(Stmt *s, Scope *sc)
{
    Expr *ch = s->lhs[0], *val = s->rhs[0];
    check_rvalue(ch, sc);
    check_rvalue(val, sc);
    if (expr_invalid(ch) || expr_invalid(val))
        return;
    Type *u = type_under(ch->type);
    if (u->kind != TY_CHAN) {
        diag_error(s->pos, "invalid operation: cannot send to non-channel %s", operand_string(ch));
        return;
    }
    if (u->dir == CHAN_RECV) {
        diag_error(s->pos, "invalid operation: cannot send to receive-only channel %s", operand_string(ch));
        return;
    }
    assign_to(val, u->elem, "send");
}

/* make(T, args): channels here, slices in check_slice.c, maps in check_map.c */
void check_make(Expr *e, Scope *sc)
{
    if (e->nlist == 0) {
        diag_error(e->pos, "not enough arguments for %s (expected 1, found 0)", expr_string(e));
        return;
    }
    Expr *te = e->list[0];
    check_expr(te, sc);
    for (int i = 1; i < e->nlist; i++)
        check_rvalue(e->list[i], sc);
    if (expr_invalid(te))
        return;
    if (!te->is_type) {
        diag_error(expr_start(te), "%s is not a type", expr_string(te));
        return;
    }
    TypeKind k = type_under(te->type)->kind;
    if (k == TY_SLICE) {
        check_make_slice(e);
        return;
    }
    if (k == TY_MAP) {
        check_make_map(e);
        return;
    }
    if (k != TY_CHAN) {
        diag_error(expr_start(te), "invalid argument: cannot make %s; type must be slice, map, or channel",
                   expr_string(te));
        return;
    }
    if (e->nlist > 2) {
        diag_error(expr_start(e), "invalid operation: %s expects 1 or 2 arguments; found %d", expr_string(e), e->nlist);
        return;
    }
    if (e->has_ellipsis) {
        diag_error(e->pos, "invalid use of ... with built-in make");
        return;
    }
    e->type = te->type;
    Const *size;
    if (e->nlist == 2)
        check_make_size(e->list[1], &size);
}

/* close(c), its one argument checked */
void check_close(Expr *e)
{
    Expr *a = e->list[0];
    Type *u = type_under(a->type);
    if (u->kind != TY_CHAN) {
        diag_error(expr_start(a), "invalid operation: cannot close non-channel %s", operand_string(a));
        return;
    }
    if (u->dir == CHAN_RECV) {
        diag_error(expr_start(a), "invalid operation: cannot close receive-only channel %s", operand_string(a));
        return;
    }
    e->type = type_no_value();
}

bool check_select_comm(const Stmt *comm)
{
    if (!comm)
        return false;
    switch (comm->kind) {
    case S_SEND: return true;
    case S_EXPR: return check_is_recv(comm->x);
    case S_ASSIGN: case S_DEFINE:
        return comm->nrhs == 1 && comm->nlhs <= 2 && check_is_recv(comm->rhs[0]);
    default: return false;
    }
}
