/* cg_isr.c - interrupt handlers written in Go. A function marked //corogo:interrupt N (or given to
 * interrupt.New(N, f), which also passes it the Interrupt) gets a C
 * entry IRQ<N>_Handler (external, nounwind) that calls its sync version; the port's vector table
 * (Cortex-M, NVIC IRQ N) or PLIC dispatch (RISC-V, source N) calls that symbol in place of its
 * weak default. Handlers always run in sync mode. Every rule a handler must follow (its shape, the
 * board's IRQ range, one handler per IRQ, no suspend point or go statement reachable) is checked
 * by taint.c before codegen. Each handler also keeps its entry of the port's table. */
#include <string.h>

#include "cg.h"

/* keep IRQ n's entry of the vector table (Cortex-M) or of the PLIC's handler table (RISC-V), which
 * the linker sizes to the highest entry kept (runtime-baremetal/port/<arch>/vectors.c): a
 * relocation that emits no code, placed in corogo_main, which is always linked (the handler itself
 * is only referenced by its entry) */
static void keep_vector(Cg *c, int irq, bool riscv)
{
    LLVMValueRef m = LLVMGetNamedFunction(c->mod, "corogo_main");
    LLVMPositionBuilderBefore(c->b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(m)));
    char *reloc = riscv ? xprintf(".reloc ., R_RISCV_NONE, riscv_vector_%02d", irq)
                        : xprintf(".reloc ., R_ARM_NONE, cm_vector_%02d", irq);
    LLVMTypeRef ft = LLVMFunctionType(c->t_void, NULL, 0, 0);
    LLVMValueRef a = LLVMGetInlineAsm(ft, reloc, strlen(reloc), "", 0, true, false, LLVMInlineAsmDialectATT, false);
    LLVMBuildCall2(c->b, ft, a, NULL, 0, "");
    free(reloc);
}

/* the arguments of interrupt.New's handler, by the LLVM types of its sync version's parameters:
   the Interrupt (a struct whose first field is the number, or that number alone) and, for a
   function literal, its closure context (nil: it captures nothing) */
static void interrupt_args(Cg *c, LLVMTypeRef ft, int irq, LLVMValueRef *args)
{
    unsigned n = LLVMCountParamTypes(ft);
    LLVMTypeRef pt[4];
    LLVMGetParamTypes(ft, pt);
    for (unsigned i = 0; i < n; i++) {
        LLVMTypeKind k = LLVMGetTypeKind(pt[i]);
        if (k == LLVMIntegerTypeKind) {
            args[i] = LLVMConstInt(pt[i], (unsigned long long)irq, 0);
        } else if (k == LLVMStructTypeKind && LLVMCountStructElementTypes(pt[i]) >= 1) {
            LLVMValueRef s = LLVMConstNull(pt[i]);
            LLVMTypeRef f0 = LLVMStructGetTypeAtIndex(pt[i], 0);
            if (LLVMGetTypeKind(f0) == LLVMIntegerTypeKind)
                s = LLVMBuildInsertValue(c->b, s, LLVMConstInt(f0, (unsigned long long)irq, 0), 0, "");
            args[i] = s;
        } else {
            args[i] = LLVMConstNull(pt[i]);
        }
    }
}

void cg_isr_emit(Cg *c)
{
    for (int i = 0; i < c->prog->nfuncs; i++) {
        FuncDecl *f = c->prog->funcs[i];
        if (f->isr_irq < 0)
            continue;
        char *name = xprintf("IRQ%d_Handler", f->isr_irq);
        LLVMValueRef w = LLVMAddFunction(c->mod, name, LLVMFunctionType(c->t_void, NULL, 0, 0));
        free(name);
        LLVMAddAttributeAtIndex(w, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c->ctx, c->kind_nounwind, 0));
        LLVMPositionBuilderAtEnd(c->b, LLVMAppendBasicBlockInContext(c->ctx, w, "entry"));
        CgDeferSaved chain = cg_defer_go_begin(c); /* a panic in it runs none of the interrupted code's defers */
        LLVMTypeRef ft = LLVMGlobalGetValueType(f->cg_sync);
        unsigned n = LLVMCountParamTypes(ft);
        LLVMValueRef args[4];
        if (f->isr_param && n <= 4) /* interrupt.New's handler: the Interrupt{N} (and a nil closure context) */
            interrupt_args(c, ft, f->isr_irq, args);
        LLVMBuildCall2(c->b, ft, f->cg_sync, f->isr_param ? args : NULL, f->isr_param ? n : 0, "");
        cg_defer_go_end(c, chain);
        LLVMBuildRetVoid(c->b);
        if (c->board && c->board->arch && (!strcmp(c->board->arch, "cortex-m") || !strcmp(c->board->arch, "riscv")))
            keep_vector(c, f->isr_irq, !strcmp(c->board->arch, "riscv"));
    }
}
