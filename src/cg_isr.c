/* cg_isr.c - interrupt handlers written in Go. A function marked //corogo:interrupt N gets a C
 * entry IRQ<N>_Handler (external, nounwind) that calls its sync version; the port's vector table
 * (Cortex-M, NVIC IRQ N) or PLIC dispatch (RISC-V, source N) calls that symbol in place of its
 * weak default. Handlers always run in sync mode: taint.c rejects one that can reach a suspend
 * point. Here: the handler's shape (no receiver, parameters or results), one handler per IRQ, the
 * board's IRQ range, the IRQ the runtime's own timer uses, and no go statement reachable from a
 * handler. */
#include <string.h>

#include "cg.h"

/* the first go statement in s, or NULL */
static Stmt *find_go(Stmt *s, int depth)
{
    if (!s || depth > 500)
        return NULL;
    if (s->kind == S_GO)
        return s;
    Stmt *g = NULL;
    for (int i = 0; i < s->nbody && !g; i++)
        g = find_go(s->body[i], depth + 1);
    Stmt *subs[4] = {s->init, s->post, s->then, s->els};
    for (int i = 0; i < 4 && !g; i++)
        g = find_go(subs[i], depth + 1);
    for (int i = 0; i < s->nclauses && !g; i++)
        for (int k = 0; k < s->clauses[i].nbody && !g; k++)
            g = find_go(s->clauses[i].body[k], depth + 1);
    return g;
}

/* a go statement in f or in a function it calls (depth-first over the direct callees): a
   goroutine's ramp would run inside the interrupt, racing the scheduler's leaf bookkeeping */
static Stmt *reaches_go(FuncDecl *f, FuncDecl ***seen, int *nseen, int *cap, FuncDecl **where)
{
    for (int i = 0; i < *nseen; i++)
        if ((*seen)[i] == f)
            return NULL;
    VEC_PUSH(*seen, *nseen, *cap, f);
    Stmt *g = f->body ? find_go(f->body, 0) : NULL;
    if (g) {
        *where = f;
        return g;
    }
    for (int i = 0; i < f->ncallees && !g; i++)
        g = reaches_go(f->callees[i], seen, nseen, cap, where);
    return g;
}

void cg_isr_emit(Cg *c)
{
    bool cm = c->board && c->board->arch && !strcmp(c->board->arch, "cortex-m");
    int nirq = cm ? 32 : 64; /* the port's table: vectors.c */
    for (int i = 0; i < c->prog->nfuncs; i++) {
        FuncDecl *f = c->prog->funcs[i];
        if (f->isr_irq < 0)
            continue;
        if (f->recv || !f->body || f->type->nparams || f->type->nresults) {
            diag_error(f->pos, "interrupt handler %s must be a function with a body and no receiver, "
                               "parameters or results", f->name);
            continue;
        }
        if (f->isr_irq >= nirq) {
            diag_error(f->pos, "interrupt handler %s: IRQ %d is out of range on %s (0 to %d)", f->name,
                       f->isr_irq, c->board->name, nirq - 1);
            continue;
        }
        if (cm && f->isr_irq == 8) {
            diag_error(f->pos, "interrupt handler %s: IRQ 8 is the runtime's timer on %s", f->name,
                       c->board->name);
            continue;
        }
        FuncDecl **seen = NULL, *where = NULL;
        int nseen = 0, cap = 0;
        Stmt *g = reaches_go(f, &seen, &nseen, &cap, &where);
        free(seen);
        if (g) {
            diag_error(g->pos, "go statement reachable from interrupt handler %s (in %s): handlers must "
                               "not start goroutines (wake one with an interrupt.Signal)", f->name,
                       where->mangled);
            continue;
        }
        char *name = xprintf("IRQ%d_Handler", f->isr_irq);
        if (LLVMGetNamedFunction(c->mod, name)) {
            diag_error(f->pos, "interrupt handler %s: IRQ %d already has a handler", f->name, f->isr_irq);
            free(name);
            continue;
        }
        LLVMValueRef w = LLVMAddFunction(c->mod, name, LLVMFunctionType(c->t_void, NULL, 0, 0));
        free(name);
        LLVMAddAttributeAtIndex(w, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c->ctx, c->kind_nounwind, 0));
        LLVMPositionBuilderAtEnd(c->b, LLVMAppendBasicBlockInContext(c->ctx, w, "entry"));
        LLVMBuildCall2(c->b, LLVMGlobalGetValueType(f->cg_sync), f->cg_sync, NULL, 0, "");
        LLVMBuildRetVoid(c->b);
    }
}
