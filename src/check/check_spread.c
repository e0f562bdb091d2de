/* check_spread.c - f(g()) where g returns several values and f is variadic. The call's one
 * argument becomes one E_SPREAD expression per value of g (the first holds the call g() and
 * evaluates it; each reads its value of the results), so that the values are then ordinary
 * arguments: the fixed parameters take the first ones and the rest are packed into the ...
 * parameter's slice like f(a, b, c) (check_call.c), with the conversions to interfaces that
 * assignment makes. A call checked again (a statement checked twice) gets its g() back first. */
#include "check.h"

void check_spread(Expr *call)
{
    Expr *g = call->list[0];
    int n = g->type->nresults;
    Expr **list = xmalloc(sizeof(Expr *) * (size_t)n);
    for (int i = 0; i < n; i++) {
        Expr *s = xmalloc(sizeof *s);
        s->kind = E_SPREAD;
        s->pos = expr_start(g);
        s->type = g->type->results[i];
        s->spread_of = g;
        s->spread_index = i;
        s->x = i == 0 ? g : NULL;
        list[i] = s;
    }
    call->list = list;
    call->nlist = n;
}

void check_unspread(Expr *call)
{
    Expr *a = call->nlist ? call->list[0] : NULL;
    if (a && a->kind == E_CALL && a->call == CALL_CONV && !a->x && a->nlist == 1) /* made by check_to_iface */
        a = a->list[0];
    if (!a || a->kind != E_SPREAD)
        return;
    call->list = xmalloc(sizeof(Expr *));
    call->list[0] = a->spread_of;
    call->nlist = 1;
}
