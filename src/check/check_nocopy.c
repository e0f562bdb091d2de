/* check_nocopy.c - values that must not be copied after first use, like go vet's copylocks check:
 * sync.Mutex, sync.RWMutex, sync.WaitGroup, sync.Once, sync.Cond and interrupt.Signal (their waiters are linked into
 * them: a copy is a second lock that shares the first one's queue, and waking through it corrupts
 * the scheduler), and every struct or array that contains one. Copying such a value out of a
 * variable (assignment, :=, var, argument, return, send, composite literal element, range value) is
 * a compile-time error; a fresh value (a composite literal, a call's result, a conversion of one)
 * may be stored anywhere, and pointers to them are what code passes around. A receiver or
 * parameter of such a type is reported at its declaration, like go vet ("f passes lock by value"). */
#include <string.h>

#include "check.h"

static const struct {
    const char *pkgpath, *name;
} nocopy[] = {
    {"sync", "Mutex"}, {"sync", "RWMutex"}, {"sync", "WaitGroup"}, {"sync", "Once"}, {"sync", "Cond"},
    {"interrupt", "Signal"},
};

/* the no-copy type t is or contains (NULL: none) */
static Type *lock_in(Type *t)
{
    if (!t)
        return NULL;
    if (t->kind == TY_NAMED && t->pkgpath && t->name)
        for (size_t i = 0; i < sizeof nocopy / sizeof nocopy[0]; i++)
            if (!strcmp(t->pkgpath, nocopy[i].pkgpath) && !strcmp(t->name, nocopy[i].name))
                return t;
    Type *u = type_under(t);
    if (u->kind == TY_ARRAY && u->len > 0)
        return lock_in(u->elem);
    if (u->kind == TY_STRUCT)
        for (int i = 0; i < u->nfields; i++) {
            Type *l = lock_in(u->fields[i].type);
            if (l)
                return l;
        }
    return NULL;
}

/* a value made here, not read from a variable */
static bool fresh(const Expr *e)
{
    while (e && e->kind == E_PAREN)
        e = e->x;
    if (!e)
        return true;
    if (e->kind == E_COMPOSITE || (e->kind == E_CALL && e->call != CALL_CONV))
        return true;
    if (e->kind == E_CALL && e->call == CALL_CONV && e->nlist == 1)
        return fresh(e->list[0]);
    return false;
}

void check_nocopy(const Expr *e, const char *context)
{
    if (!e || expr_invalid(e) || e->is_type || !e->type || fresh(e))
        return;
    Type *l = lock_in(e->type);
    if (!l)
        return;
    if (l == e->type)
        diag_error(expr_start(e), "%s copies lock value: %s", context, type_string(e->type));
    else
        diag_error(expr_start(e), "%s copies lock value: %s contains %s", context,
                   type_string(e->type), type_string(l));
}

/* go vet's "passes lock by value": a receiver or parameter whose type is or contains a lock */
static void param_lock(const char *fname, const Param *p, Type *t)
{
    Type *l = lock_in(t);
    if (!l)
        return;
    Pos pos = p->texpr ? expr_start(p->texpr) : p->pos;
    if (l == t)
        diag_error(pos, "%s passes lock by value: %s", fname, type_string(t));
    else
        diag_error(pos, "%s passes lock by value: %s contains %s", fname, type_string(t), type_string(l));
}

void check_nocopy_params(const FuncDecl *fd)
{
    if (!fd->type || (!fd->is_lit && !fd->name_pos.file)) /* a wrapper the compiler made (a method
                                                              promoted from an embedded interface) */
        return;
    const char *fname = fd->is_lit ? "func" : fd->name;
    if (fd->recv && fd->recv_type)
        param_lock(fname, fd->recv, fd->recv_type);
    for (int i = 0; i < fd->sig.nparams && i < fd->type->nparams; i++)
        param_lock(fname, &fd->sig.params[i], fd->type->params[i]);
}
