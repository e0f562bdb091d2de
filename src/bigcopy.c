/* bigcopy.c - copies of big aggregates through memory, before the LLVM pipeline. Codegen handles
 * arrays and structs as LLVM values; a copy `a = b` of a [32768]byte is a `load [32768 x i8]`
 * and a `store` of it, which instruction selection splits into one node per element (minutes
 * and gigabytes for 32 KiB, a crash at 64 KiB at -O0, #11 item 10). Two rewrites, for aggregates
 * over CG_BIG_AGGREGATE bytes:
 * - by-reference parameters: a function's big aggregate parameter becomes a pointer to the value,
 *   which the callee copies where codegen stored the parameter (its slot: the stack or the
 *   coroutine frame, before any suspend); every call passes a fresh copy (a temporary), so the
 *   Go semantics (arguments are copies evaluated at the call) are kept;
 * - every load of a big aggregate whose only users are stores of it becomes one memcpy per store.
 * Loads that feed anything else (an insertvalue, a return) stay as they are. */
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

static bool big(LLVMTargetDataRef td, LLVMTypeRef t)
{
    LLVMTypeKind k = LLVMGetTypeKind(t);
    return (k == LLVMArrayTypeKind || k == LLVMStructTypeKind) && LLVMABISizeOfType(td, t) > BIG_AGGREGATE;
}

/* ft with its big aggregate parameters as pointers (NULL: it has none) */
static LLVMTypeRef byref_type(LLVMTargetDataRef td, LLVMTypeRef ft)
{
    unsigned n = LLVMCountParamTypes(ft);
    LLVMTypeRef *ps = xmalloc(sizeof *ps * (n + 1));
    LLVMGetParamTypes(ft, ps);
    bool any = false;
    for (unsigned i = 0; i < n; i++)
        if (big(td, ps[i])) {
            ps[i] = LLVMPointerTypeInContext(LLVMGetTypeContext(ft), 0);
            any = true;
        }
    LLVMTypeRef r = any ? LLVMFunctionType(LLVMGetReturnType(ft), ps, n, LLVMIsFunctionVarArg(ft)) : NULL;
    free(ps);
    return r;
}

/* the attributes at idx of a function (site: of a call) onto another */
static void copy_attrs(LLVMValueRef from, LLVMValueRef to, LLVMAttributeIndex idx, bool site)
{
    unsigned n = site ? LLVMGetCallSiteAttributeCount(from, idx) : LLVMGetAttributeCountAtIndex(from, idx);
    if (!n)
        return;
    LLVMAttributeRef *as = xmalloc(sizeof *as * n);
    if (site)
        LLVMGetCallSiteAttributes(from, idx, as);
    else
        LLVMGetAttributesAtIndex(from, idx, as);
    for (unsigned i = 0; i < n; i++)
        if (site)
            LLVMAddCallSiteAttribute(to, idx, as[i]);
        else
            LLVMAddAttributeAtIndex(to, idx, as[i]);
    free(as);
}

/* f with its big parameters by reference: a new function with f's name, blocks and attributes; each
   old big parameter becomes a load of the new pointer at the top of the body (the store of it into
   its slot then becomes a memcpy) */
static void byref_function(LLVMModuleRef m, LLVMTargetDataRef td, LLVMBuilderRef b, LLVMValueRef f, LLVMTypeRef nt)
{
    size_t len;
    char *name = xstrndup(LLVMGetValueName2(f, &len), len);
    LLVMSetValueName2(f, "", 0);
    LLVMValueRef nf = LLVMAddFunction(m, name, nt);
    LLVMSetLinkage(nf, LLVMGetLinkage(f));
    LLVMSetFunctionCallConv(nf, LLVMGetFunctionCallConv(f));
    copy_attrs(f, nf, LLVMAttributeFunctionIndex, false);
    copy_attrs(f, nf, LLVMAttributeReturnIndex, false);
    unsigned n = LLVMCountParams(f);
    for (unsigned i = 0; i < n; i++)
        if (!big(td, LLVMTypeOf(LLVMGetParam(f, i))))
            copy_attrs(f, nf, i + 1, false);
    LLVMBasicBlockRef bb;
    while ((bb = LLVMGetFirstBasicBlock(f))) {
        LLVMRemoveBasicBlockFromParent(bb);
        LLVMAppendExistingBasicBlock(nf, bb);
    }
    LLVMBasicBlockRef entry = LLVMGetFirstBasicBlock(nf);
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef p = LLVMGetParam(f, i), q = LLVMGetParam(nf, i);
        if (big(td, LLVMTypeOf(p)) && entry) {
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(entry));
            q = LLVMBuildLoad2(b, LLVMTypeOf(p), q, "");
        }
        LLVMReplaceAllUsesWith(p, q);
    }
    LLVMReplaceAllUsesWith(f, nf);
    LLVMDeleteFunction(f);
    free(name);
}

/* a call whose function type has big aggregate parameters: the same call with pointers to copies */
static void byref_call(LLVMTargetDataRef td, LLVMBuilderRef b, LLVMValueRef call, LLVMTypeRef nt)
{
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
    unsigned n = LLVMGetNumArgOperands(call);
    LLVMValueRef *args = xmalloc(sizeof *args * (n + 1));
    for (unsigned i = 0; i < n; i++) {
        args[i] = LLVMGetOperand(call, i);
        if (big(td, LLVMTypeOf(args[i]))) {
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)));
            LLVMValueRef tmp = LLVMBuildAlloca(b, LLVMTypeOf(args[i]), "arg");
            LLVMPositionBuilderBefore(b, call);
            LLVMBuildStore(b, args[i], tmp);
            args[i] = tmp;
        }
    }
    LLVMPositionBuilderBefore(b, call);
    LLVMValueRef nc = LLVMBuildCall2(b, nt, LLVMGetCalledValue(call), args, n, "");
    LLVMSetInstructionCallConv(nc, LLVMGetInstructionCallConv(call));
    for (unsigned i = 0; i <= n + 1; i++) {
        LLVMAttributeIndex idx = i == n + 1 ? LLVMAttributeFunctionIndex : i;
        if (i >= 1 && i <= n && big(td, LLVMTypeOf(LLVMGetOperand(call, i - 1))))
            continue;
        copy_attrs(call, nc, idx, true);
    }
    if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind)
        LLVMReplaceAllUsesWith(call, nc);
    LLVMInstructionEraseFromParent(call);
    free(args);
}

static void byref_params(LLVMModuleRef m, LLVMTargetDataRef td, LLVMBuilderRef b)
{
    LLVMValueRef f = LLVMGetFirstFunction(m);
    while (f) {
        LLVMValueRef next = LLVMGetNextFunction(f);
        LLVMTypeRef nt = byref_type(td, LLVMGlobalGetValueType(f));
        if (nt && !LLVMGetIntrinsicID(f))
            byref_function(m, td, b, f, nt);
        f = next;
    }
    for (f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
            LLVMValueRef i = LLVMGetFirstInstruction(bb);
            while (i) {
                LLVMValueRef next = LLVMGetNextInstruction(i);
                LLVMTypeRef nt = LLVMIsACallInst(i) ? byref_type(td, LLVMGetCalledFunctionType(i)) : NULL;
                if (nt)
                    byref_call(td, b, i, nt);
                i = next;
            }
        }
}

void bigcopy_run(LLVMModuleRef m)
{
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    byref_params(m, td, b);
    /* the loads first, then their rewrites: a rewrite erases the stores, which may be the
       instructions after the load */
    LLVMValueRef *loads = NULL;
    int n = 0, cap = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
                if (LLVMIsALoadInst(i) && big(td, LLVMTypeOf(i)) && !LLVMGetVolatile(i) && only_stored(i))
                    VEC_PUSH(loads, n, cap, i);
    for (int k = 0; k < n; k++)
        rewrite(b, td, loads[k]);
    free(loads);
    LLVMDisposeBuilder(b);
}
