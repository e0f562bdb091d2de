/* bigcopy.c - copies of big aggregates through memory, before the LLVM pipeline. Codegen handles
 * arrays and structs as LLVM values; a copy `a = b` of a [32768]byte is a `load [32768 x i8]`
 * and a `store` of it, which instruction selection splits into one node per element (minutes
 * and gigabytes for 32 KiB, a crash at 64 KiB at -O0, #11 item 10). This rewrite turns every load
 * of an aggregate over CG_BIG_AGGREGATE bytes whose only users are stores of it into one memcpy
 * per store. Loads that feed anything else (a call argument, a comparison) stay as they are. */
#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "corogo.h"

#define BIG_AGGREGATE 64 /* bytes: the same threshold as codegen's CG_BIG_AGGREGATE */

static bool only_stored(LLVMValueRef load)
{
    for (LLVMUseRef u = LLVMGetFirstUse(load); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAStoreInst(user) || LLVMGetOperand(user, 0) != load || LLVMGetVolatile(user))
            return false;
    }
    return LLVMGetFirstUse(load) != NULL;
}

static void rewrite(LLVMBuilderRef b, LLVMTargetDataRef td, LLVMValueRef load)
{
    LLVMTypeRef t = LLVMTypeOf(load);
    unsigned long long size = LLVMABISizeOfType(td, t);
    LLVMValueRef src = LLVMGetOperand(load, 0);
    unsigned salign = LLVMGetAlignment(load);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(t));
    LLVMUseRef u = LLVMGetFirstUse(load);
    while (u) {
        LLVMValueRef st = LLVMGetUser(u);
        u = LLVMGetNextUse(u);
        LLVMPositionBuilderBefore(b, st);
        LLVMBuildMemCpy(b, LLVMGetOperand(st, 1), LLVMGetAlignment(st), src, salign, LLVMConstInt(i32, size, 0));
        LLVMInstructionEraseFromParent(st);
    }
    LLVMInstructionEraseFromParent(load);
}

void bigcopy_run(LLVMModuleRef m)
{
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
            LLVMValueRef i = LLVMGetFirstInstruction(bb);
            while (i) {
                LLVMValueRef next = LLVMGetNextInstruction(i);
                LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(i));
                if (LLVMIsALoadInst(i) && (k == LLVMArrayTypeKind || k == LLVMStructTypeKind) &&
                    !LLVMGetVolatile(i) && LLVMABISizeOfType(td, LLVMTypeOf(i)) > BIG_AGGREGATE && only_stored(i))
                    rewrite(b, td, i);
                i = next;
            }
        }
    LLVMDisposeBuilder(b);
}
