/* taint.c - which functions can suspend. A function is tainted when its body has a suspend point
 * (coroSuspend(), runtime.Gosched(), a blocking operation) or it calls a tainted function; the
 * result is a fixpoint over the whole program's call graph, so a recursive or mutually recursive
 * cycle that reaches a suspend point is tainted as a whole. Functions implemented in C are never
 * tainted. Tainted functions get a $coro version. An interrupt handler must never suspend: one
 * that can reach a suspend point is an error, reported with the call chain that reaches it. */
#include <string.h>

#include "corogo.h"

/* why a function is tainted: the callee that made it so (NULL: its own suspend point) */
typedef struct Why {
    FuncDecl *via;
} Why;

static Why *why_of(const Program *p, const FuncDecl *f, Why *why)
{
    for (int i = 0; i < p->nfuncs; i++)
        if (p->funcs[i] == f)
            return &why[i];
    return NULL;
}

static Why *compute(const Program *p)
{
    Why *why = xmalloc(sizeof *why * (size_t)(p->nfuncs + 1));
    for (int i = 0; i < p->nfuncs; i++) {
        FuncDecl *f = p->funcs[i];
        f->tainted = f->body && f->has_suspend;
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < p->nfuncs; i++) {
            FuncDecl *f = p->funcs[i];
            if (f->tainted || !f->body)
                continue;
            for (int j = 0; j < f->ncallees; j++) {
                if (f->callees[j]->tainted) {
                    f->tainted = true;
                    why[i].via = f->callees[j];
                    changed = true;
                    break;
                }
            }
        }
    }
    return why;
}

bool taint_program(Program *p)
{
    Why *why = compute(p);
    bool ok = true;
    for (int i = 0; i < p->nfuncs; i++) {
        FuncDecl *f = p->funcs[i];
        if (f->isr_irq < 0 || !f->tainted)
            continue;
        /* name the chain down to the suspend point */
        char chain[512] = "";
        size_t len = 0;
        const FuncDecl *g = f;
        for (int depth = 0; g && depth < 8; depth++) {
            Why *w = why_of(p, g, why);
            len += (size_t)snprintf(chain + len, len < sizeof chain ? sizeof chain - len : 0, "%s%s",
                                    depth ? " -> " : "", g->mangled);
            if (len >= sizeof chain || !w || !w->via)
                break;
            g = w->via;
        }
        diag_error(f->pos, "interrupt handler %s can block: %s reaches a suspend point (handlers run in sync mode and must not block)",
                   f->name, chain);
        ok = false;
    }
    free(why);
    return ok;
}

void taint_print(const Program *p, FILE *out)
{
    Why *why = compute(p);
    for (int i = 0; i < p->nfuncs; i++) {
        const FuncDecl *f = p->funcs[i];
        if (!f->body)
            fprintf(out, "%s extern\n", f->linkname ? f->linkname : f->name);
        else if (!f->tainted)
            fprintf(out, "%s clean\n", f->mangled);
        else if (why[i].via)
            fprintf(out, "%s tainted (calls %s)\n", f->mangled, why[i].via->mangled);
        else
            fprintf(out, "%s tainted (suspend point)\n", f->mangled);
    }
    free(why);
}
