/* cg_isr.c - interrupt handlers written in Go. A function marked //corogo:interrupt N gets a C
 * entry IRQ<N>_Handler (external, nounwind) that calls its sync version; the port's vector table
 * (Cortex-M, NVIC IRQ N) or PLIC dispatch (RISC-V, source N) calls that symbol in place of its
 * weak default. Handlers always run in sync mode: taint.c rejects one that can reach a suspend
 * point. Here: the handler's shape (no receiver, parameters or results), one handler per IRQ, the
 * board's IRQ range, and the IRQ the runtime's own timer uses. */
#include <string.h>

#include "cg.h"

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
