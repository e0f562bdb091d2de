/* check_defer.c - the checker's part of defer, panic and recover: the defer statement (its operand
 * must be a direct call of a function or method, or of a built-in Go allows in statement context;
 * func values wait for closures), recover() (no arguments; its value can only be compared with nil
 * and kept in a variable until corogo has interfaces: its type is the opaque `interface{}` made
 * here), and which functions call recover(), which codegen needs (docs/defer.md): a deferred call
 * of such a function is armed by its thunk, and only a function that defers one needs a landing
 * place for a recovery. */
#include "check.h"

static const FuncDecl **recovering;
static int nrecovering, crecovering;

bool check_calls_recover(const FuncDecl *f)
{
    for (int i = 0; i < nrecovering; i++)
        if (recovering[i] == f)
            return true;
    return false;
}

/* recover()'s result: a pointer-shaped value named interface{} (nil, or the panic's value) */
static Type *recover_type(void)
{
    static Type *t;
    if (!t) {
        Type *st = type_new(TY_STRUCT);
        Type *p = type_pointer_to(st);
        t = type_new(TY_NAMED);
        t->name = "interface{}";
        t->underlying = p;
    }
    return t;
}

void check_recover(Expr *e)
{
    e->type = recover_type();
    if (e->nlist > 0) {
        diag_error(expr_start(e->list[0]), "too many arguments for recover() (expected 0, found %d)", e->nlist);
        return;
    }
    if (!ck->fn) {
        diag_error(e->pos, "recover outside a function is not supported by corogo");
        return;
    }
    if (!check_calls_recover(ck->fn))
        VEC_PUSH(recovering, nrecovering, crecovering, ck->fn);
}

Expr *check_go_defer_call(Stmt *s, Scope *sc, const char *what)
{
    Expr *c = s->call;
    if (!c)
        return NULL;
    Expr *u = unparen(c);
    if (u->kind != E_CALL) {
        check_expr(c, sc);
        diag_error(c->pos, "expression in %s must be function call", what);
        return NULL;
    }
    check_expr(u, sc);
    return u;
}

void check_defer(Stmt *s, Scope *sc)
{
    Expr *u = check_go_defer_call(s, sc, "defer");
    if (!u || (expr_invalid(u) && u->call != CALL_FUNC && u->call != CALL_METHOD))
        return;
    switch (u->call) {
    case CALL_FUNC: case CALL_METHOD: case CALL_INDIRECT: case CALL_IFACE:
        break;
    case CALL_BUILTIN:
        switch (u->builtin) {
        case B_PRINTLN: case B_PRINT: case B_PANIC: case B_CLOSE: case B_RECOVER: case B_COPY: case B_CLEAR:
            break;
        case B_COROSUSPEND: case B_GOSCHED:
            diag_error(expr_start(u), "defer of %s is not supported by corogo", expr_string(u));
            break;
        default:
            diag_error(expr_start(u), "defer discards result of %s", expr_string(u));
            break;
        }
        break;
    case CALL_CONV:
        diag_error(expr_start(u), "defer requires function call, not conversion");
        break;
    }
}
