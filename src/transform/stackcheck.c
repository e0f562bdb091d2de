/* stackcheck.c - the stack limit check of functions with large frames, after the LLVM passes (and
 * frames.c), before the object is emitted. The boards' linker scripts put a no-access guard below
 * the main stack (sized after the link to cover every frame without this check, builder/build.c), which the port's MPU/PMP turns into "fatal error: stack overflow"
 * (docs/memory.md, "The stack and stack overflow"). A frame smaller than the guard cannot step over
 * it: a function that calls anything stores its return address at the top of its frame first. A
 * function with more than STACK_CHECK_MIN bytes of locals (its entry block's static allocas; register
 * spills and saved registers take the rest of the guard) could put its locals wholly below the guard
 * and write there, so its entry gets a check before anything else runs:
 *
 *     stackcheck:                        ; the new entry block, holding the allocas
 *       %sp = call ptr @llvm.stacksave.p0()   ; SP after the prologue: the bottom of the frame
 *       br (icmp ult %sp, @__stack_limit), %overflow, %entry
 *     overflow:
 *       call void @port_stack_overflow()     ; noreturn: the port starts over at the top of the stack
 *
 * The old entry block has no predecessor and no phi, so it only becomes the check's successor.
 * Every other function is left exactly as the passes made it. */
#include <string.h>

#include "corogo.h"

#define STACK_CHECK_MIN 512 /* bytes of locals: a bigger frame gets the check; the guard covers the smaller ones */

/* bytes of the static allocas at the start of the entry block */
static unsigned long long entry_allocas(LLVMTargetDataRef td, LLVMBasicBlockRef entry)
{
    unsigned long long total = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(entry); i; i = LLVMGetNextInstruction(i)) {
        if (LLVMGetInstructionOpcode(i) != LLVMAlloca)
            continue;
        LLVMValueRef count = LLVMGetOperand(i, 0);
        if (!LLVMIsAConstantInt(count))
            continue; /* a dynamic alloca: not part of the frame the prologue makes */
        total += LLVMABISizeOfType(td, LLVMGetAllocatedType(i)) * LLVMConstIntGetZExtValue(count);
    }
    return total;
}

static void add_check(LLVMModuleRef m, LLVMValueRef f, LLVMValueRef limit, LLVMValueRef stacksave,
                      LLVMValueRef overflow_fn)
{
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(f);
    LLVMBasicBlockRef check = LLVMInsertBasicBlockInContext(ctx, entry, "stackcheck");
    LLVMBasicBlockRef overflow = LLVMAppendBasicBlockInContext(ctx, f, "stackoverflow");
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, check);
    /* the allocas move along: only the entry block's are static (part of the prologue's frame) */
    for (LLVMValueRef i = LLVMGetFirstInstruction(entry), next; i; i = next) {
        next = LLVMGetNextInstruction(i);
        if (LLVMGetInstructionOpcode(i) == LLVMAlloca && LLVMIsAConstantInt(LLVMGetOperand(i, 0))) {
            LLVMInstructionRemoveFromParent(i);
            LLVMInsertIntoBuilder(b, i);
        }
    }
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
    LLVMValueRef sp = LLVMBuildCall2(b, LLVMFunctionType(ptr, NULL, 0, 0), stacksave, NULL, 0, "sp");
    LLVMValueRef low = LLVMBuildICmp(b, LLVMIntULT, sp, limit, "stack.low");
    LLVMValueRef br = LLVMBuildCondBr(b, low, overflow, entry);
    /* branch weights: the overflow is the cold path */
    LLVMValueRef md[3] = {LLVMMDStringInContext(ctx, "branch_weights", 14),
                          LLVMConstInt(LLVMInt32TypeInContext(ctx), 1, 0),
                          LLVMConstInt(LLVMInt32TypeInContext(ctx), 1u << 20, 0)};
    LLVMSetMetadata(br, LLVMGetMDKindIDInContext(ctx, "prof", 4), LLVMMDNodeInContext(ctx, md, 3));
    LLVMPositionBuilderAtEnd(b, overflow);
    LLVMValueRef call = LLVMBuildCall2(b, LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, 0),
                                       overflow_fn, NULL, 0, "");
    LLVMSetInstructionCallConv(call, LLVMCCallConv);
    LLVMBuildUnreachable(b);
    LLVMDisposeBuilder(b);
}

int stackcheck_run(LLVMModuleRef m)
{
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
    LLVMValueRef limit = NULL, stacksave = NULL, overflow_fn = NULL;
    int checked = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f) || entry_allocas(td, LLVMGetEntryBasicBlock(f)) <= STACK_CHECK_MIN)
            continue;
        if (!limit) {
            limit = LLVMGetNamedGlobal(m, "__stack_limit");
            if (!limit)
                limit = LLVMAddGlobal(m, LLVMInt8TypeInContext(ctx), "__stack_limit");
            const char *name = "llvm.stacksave";
            unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
            stacksave = LLVMGetIntrinsicDeclaration(m, id, &ptr, 1);
            overflow_fn = LLVMGetNamedFunction(m, "port_stack_overflow");
            if (!overflow_fn) {
                overflow_fn = LLVMAddFunction(m, "port_stack_overflow",
                                              LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, 0));
                static const char *const attrs[] = {"noreturn", "nounwind", "cold"};
                for (int k = 0; k < 3; k++) {
                    unsigned kind = LLVMGetEnumAttributeKindForName(attrs[k], strlen(attrs[k]));
                    LLVMAddAttributeAtIndex(overflow_fn, LLVMAttributeFunctionIndex,
                                            LLVMCreateEnumAttribute(ctx, kind, 0));
                }
            }
        }
        add_check(m, f, limit, stacksave, overflow_fn);
        checked++;
    }
    return checked;
}
