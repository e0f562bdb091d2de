/* check_defer.c - the checker's part of defer, panic and recover: the defer statement (its operand
 * must be a direct call of a function or method, or of a built-in Go allows in statement context;
 * func values wait for closures), recover() (no arguments; its value is an interface{}, the type of
 * panic's parameter too), the built-in package runtime's interface Error, and which functions call
 * recover(), which codegen needs (docs/defer.md): a deferred call
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

bool check_any_recover(void)
{
    return nrecovering > 0;
}

/* interface{}: the type of panic's parameter and of recover()'s result, and the universe's any
   (an alias: identical, so the same interned Type; messages spell it interface{}) */
Type *check_empty_iface(void)
{
    return type_interface(NULL, 0);
}

/* runtime.Error: interface { Error() string; RuntimeError() }, what a run-time error recovered
   implements (the built-in package runtime, check_pkg.c) */
Type *check_runtime_error_type(void)
{
    static Type *t;
    if (!t) {
        Type *err = type_under(check_error_type());
        Field ms[2] = {err->fields[0], {.name = "RuntimeError", .type = type_func(NULL, 0, NULL, 0, false)}};
        t = type_named("Error", "runtime", "runtime");
        t->underlying = type_interface(ms, 2);
    }
    return t;
}

void check_recover(Expr *e)
{
    e->type = check_empty_iface();
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
    Expr *u = walk_unparen(c);
    if (u->kind != E_CALL) {
        check_expr(c, sc);
        diag_error(c->pos, "expression in %s must be function call", what);
        return NULL;
    }
    check_expr(u, sc);
    /* a literal started by go, or deferred where the statement repeats, outlives this evaluation
       of it (each deferred instance keeps its own record and captures): it escapes (escape.c);
       so does a literal bound to a local variable called here */
    Expr *f = walk_unparen(u->x);
    if (f && (s->kind == S_GO || check_stmt_repeats())) {
        if (f->kind == E_FUNCLIT && f->callee)
            f->callee->called_directly = false;
        else if (f->kind == E_IDENT && f->sym && f->sym->kind == SYM_VAR)
            f->sym->fv_escapes = true;
    }
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
        case B_PRINTLN: case B_PRINT: case B_PANIC: case B_CLOSE: case B_RECOVER: case B_COPY: case B_CLEAR: case B_DELETE:
            break;
        case B_COROSUSPEND: case B_GOSCHED:
            diag_error(expr_start(u), "defer of %s is not supported by corogo", expr_string(u));
            break;
        default:
            if (check_builtin_has_value(u)) /* Go's error */
                diag_error(expr_start(u), "defer discards result of %s", operand_string(u));
            else
                diag_error(expr_start(u), "defer of %s is not supported by corogo", expr_string(u));
            break;
        }
        break;
    case CALL_CONV:
        diag_error(expr_start(u), "defer requires function call, not conversion");
        break;
    }
}
