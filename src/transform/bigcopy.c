/* bigcopy.c - copies of big aggregates through memory, before the LLVM pipeline. Codegen handles
 * arrays and structs as LLVM values; a copy `a = b` of a [32768]byte is a `load [32768 x i8]`
 * and a `store` of it, which instruction selection splits into one node per element (minutes
 * and gigabytes for 32 KiB, a crash at 64 KiB at -O0, #11 item 10). Two rewrites, for aggregates
 * over CG_BIG_AGGREGATE bytes:
 * - by-reference parameters: a function's big aggregate parameter becomes a pointer to the value,
 *   which the callee copies where codegen stored the parameter (its slot: the stack or the
 *   coroutine frame, before any suspend); every call passes a fresh copy (a temporary), so the
 *   Go semantics (arguments are copies evaluated at the call) are kept;
 * - results through memory: a function returning a big aggregate (one big result, or several
 *   whose struct is big) takes a pointer to the caller's temporary first and stores its result
 *   there; the caller loads it where the value was used (a store of it becomes a memcpy below);
 * - every load of a big aggregate whose only users are stores of it becomes one memcpy per store
 *   (through a temporary when memory may be written between the load and a store).
 * Loads that feed anything else (an insertvalue, a return) stay as they are.
 * After the pipeline, bigcopy_results applies the second rewrite to smaller results too, those the
 * target returns through memory anyway (over two words on RISC-V, four on Arm), in functions only
 * called directly: instruction selection gives each such call a stack slot of its own, never
 * shared with another call's, while the caller's temporary here lives only from the call to the
 * load of the result (llvm.lifetime), so stack colouring shares one slot among the calls. */
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
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

/* can memory change between load and its user st? Only when st follows load in its block with
   nothing that writes between them is the copy at st the value the load read */
static bool written_between(LLVMValueRef load, LLVMValueRef st)
{
    if (LLVMGetInstructionParent(load) != LLVMGetInstructionParent(st))
        return true;
    for (LLVMValueRef i = LLVMGetNextInstruction(load); i; i = LLVMGetNextInstruction(i)) {
        if (i == st)
            return false;
        if (LLVMIsAStoreInst(i) || LLVMIsACallInst(i) || LLVMIsAAtomicRMWInst(i) ||
            LLVMIsAAtomicCmpXchgInst(i) || LLVMIsAFenceInst(i))
            return true;
    }
    return true; /* st before load (a loop's back edge cannot be: same block) */
}

static void rewrite(LLVMBuilderRef b, LLVMTargetDataRef td, LLVMValueRef load)
{
    LLVMTypeRef t = LLVMTypeOf(load);
    unsigned long long size = LLVMABISizeOfType(td, t);
    LLVMValueRef src = LLVMGetOperand(load, 0);
    unsigned salign = LLVMGetAlignment(load);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(t));
    LLVMUseRef u = LLVMGetFirstUse(load);
    /* a store that memory written after the load may reach (`x[i], x[j] = x[j], x[i]`: the first
       store comes before the second's copy): the load copies into a temporary of the function's
       entry block where it was, and the stores copy from it */
    bool via_temp = false;
    for (LLVMUseRef v = u; v; v = LLVMGetNextUse(v))
        via_temp |= written_between(load, LLVMGetUser(v));
    if (via_temp) {
        LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(LLVMGetBasicBlockParent(LLVMGetInstructionParent(load)));
        LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(entry));
        LLVMValueRef tmp = LLVMBuildAlloca(b, t, "bigcopy.tmp");
        LLVMSetAlignment(tmp, LLVMABIAlignmentOfType(td, t));
        LLVMPositionBuilderBefore(b, load);
        LLVMBuildMemCpy(b, tmp, LLVMABIAlignmentOfType(td, t), src, salign, LLVMConstInt(i32, size, 0));
        src = tmp;
        salign = LLVMABIAlignmentOfType(td, t);
    }
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

/* does ft return a big aggregate (then it takes a pointer to the result first, returns void)? */
static bool big_result(LLVMTargetDataRef td, LLVMTypeRef ft)
{
    return big(td, LLVMGetReturnType(ft));
}

/* ft with its big aggregate parameters as pointers and a big result through a pointer before them
   (NULL: it has neither) */
static LLVMTypeRef byref_type(LLVMTargetDataRef td, LLVMTypeRef ft)
{
    unsigned n = LLVMCountParamTypes(ft), k = big_result(td, ft);
    LLVMContextRef cx = LLVMGetTypeContext(ft);
    LLVMTypeRef *ps = xmalloc(sizeof *ps * (n + 2));
    LLVMGetParamTypes(ft, ps + k);
    bool any = k;
    if (k)
        ps[0] = LLVMPointerTypeInContext(cx, 0);
    for (unsigned i = k; i < n + k; i++)
        if (big(td, ps[i])) {
            ps[i] = LLVMPointerTypeInContext(cx, 0);
            any = true;
        }
    LLVMTypeRef r = any ? LLVMFunctionType(k ? LLVMVoidTypeInContext(cx) : LLVMGetReturnType(ft), ps, n + k,
                                           LLVMIsFunctionVarArg(ft))
                        : NULL;
    free(ps);
    return r;
}

/* llvm.lifetime.start or .end of the size bytes at p, at b */
static void lifetime(LLVMModuleRef m, LLVMBuilderRef b, const char *name, LLVMValueRef size, LLVMValueRef p)
{
    LLVMTypeRef pt = LLVMTypeOf(p);
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(m, LLVMLookupIntrinsicID(name, strlen(name)), &pt, 1);
    LLVMValueRef args[2] = {size, p};
    LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, args, 2, "");
}

/* the attributes at idx of a function (site: of a call) onto another, at idx + shift */
static void copy_attrs(LLVMValueRef from, LLVMValueRef to, LLVMAttributeIndex idx, bool site, unsigned shift)
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
            LLVMAddCallSiteAttribute(to, idx + shift, as[i]);
        else
            LLVMAddAttributeAtIndex(to, idx + shift, as[i]);
    free(as);
}

/* The memory the function of a rewritten call (site: the call's attributes) may touch must now
   include its arguments' memory: the result is stored through the new pointer, a big parameter read
   through one. A memory(none) that the pipeline inferred for the value-returning function, kept as
   it was, made the call (now returning nothing) dead code that the backend deleted: the caller read
   a temporary nothing stored (a 3-word result on RISC-V at -O2, difftest --fmt seed 7104). The
   attribute's value: 2 bits of mod/ref per location, the arguments' memory in the lowest. */
static void argmem_too(LLVMValueRef v, bool site)
{
    static unsigned kind;
    if (!kind)
        kind = LLVMGetEnumAttributeKindForName("memory", 6);
    LLVMAttributeIndex fi = LLVMAttributeFunctionIndex;
    LLVMAttributeRef a = site ? LLVMGetCallSiteEnumAttribute(v, fi, kind) : LLVMGetEnumAttributeAtIndex(v, fi, kind);
    if (!a)
        return; /* any memory */
    uint64_t effects = LLVMGetEnumAttributeValue(a) | 3;
    LLVMAttributeRef wide = LLVMCreateEnumAttribute(LLVMGetTypeContext(LLVMTypeOf(v)), kind, effects);
    if (site) {
        LLVMRemoveCallSiteEnumAttribute(v, fi, kind);
        LLVMAddCallSiteAttribute(v, fi, wide);
    } else {
        LLVMRemoveEnumAttributeAtIndex(v, fi, kind);
        LLVMAddAttributeAtIndex(v, fi, wide);
    }
}

/* f with its big parameters by reference: a new function with f's name, blocks and attributes; each
   old big parameter becomes a load of the new pointer at the top of the body (the store of it into
   its slot then becomes a memcpy); a big result is stored through the new first parameter, and
   every return returns nothing (sret: the result goes through memory) */
static void byref_function(LLVMModuleRef m, LLVMTargetDataRef td, LLVMBuilderRef b, LLVMValueRef f, LLVMTypeRef nt,
                           bool sret)
{
    size_t len;
    char *name = xstrndup(LLVMGetValueName2(f, &len), len);
    unsigned k = sret;
    LLVMSetValueName2(f, "", 0);
    LLVMValueRef nf = LLVMAddFunction(m, name, nt);
    LLVMSetLinkage(nf, LLVMGetLinkage(f));
    LLVMSetFunctionCallConv(nf, LLVMGetFunctionCallConv(f));
    copy_attrs(f, nf, LLVMAttributeFunctionIndex, false, 0);
    argmem_too(nf, false);
    LLVMSetSubprogram(nf, LLVMGetSubprogram(f));
    LLVMSetUnnamedAddress(nf, LLVMGetUnnamedAddress(f));
    if (!sret)
        copy_attrs(f, nf, LLVMAttributeReturnIndex, false, 0);
    unsigned n = LLVMCountParams(f);
    for (unsigned i = 0; i < n; i++)
        if (!big(td, LLVMTypeOf(LLVMGetParam(f, i))))
            copy_attrs(f, nf, i + 1, false, k);
    LLVMBasicBlockRef bb;
    while ((bb = LLVMGetFirstBasicBlock(f))) {
        LLVMRemoveBasicBlockFromParent(bb);
        LLVMAppendExistingBasicBlock(nf, bb);
    }
    LLVMBasicBlockRef entry = LLVMGetFirstBasicBlock(nf);
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef p = LLVMGetParam(f, i), q = LLVMGetParam(nf, i + k);
        if (big(td, LLVMTypeOf(p)) && entry) {
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(entry));
            q = LLVMBuildLoad2(b, LLVMTypeOf(p), q, "");
        }
        LLVMReplaceAllUsesWith(p, q);
    }
    if (sret) /* ret v -> store v through the result pointer, ret void */
        for (bb = LLVMGetFirstBasicBlock(nf); bb; bb = LLVMGetNextBasicBlock(bb)) {
            LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
            if (t && LLVMIsAReturnInst(t) && LLVMGetNumOperands(t) == 1) {
                LLVMPositionBuilderBefore(b, t);
                LLVMBuildStore(b, LLVMGetOperand(t, 0), LLVMGetParam(nf, 0));
                LLVMBuildRetVoid(b);
                LLVMInstructionEraseFromParent(t);
            }
        }
    LLVMReplaceAllUsesWith(f, nf);
    LLVMDeleteFunction(f);
    free(name);
}

/* a call whose function type has big aggregate parameters or result: the same call with pointers
   to copies, and a pointer to a temporary for the result (sret), loaded where the result was used;
   with marks, the temporary lives from the call to the load (llvm.lifetime), so that calls share
   its slot. Only after the pipeline (bigcopy_results): before it, the load rewrite below may move
   the read of the temporary to a later store of the result, past a lifetime end (a miscompile that
   the differential tester found: seeds 6, 24 and 58 of difftest/ci) */
static void byref_call(LLVMModuleRef m, LLVMTargetDataRef td, LLVMBuilderRef b, LLVMValueRef call, LLVMTypeRef nt,
                       bool sret, bool marks)
{
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
    unsigned n = LLVMGetNumArgOperands(call), k = sret;
    LLVMTypeRef rt = LLVMTypeOf(call);
    LLVMValueRef *args = xmalloc(sizeof *args * (n + 2));
    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)));
    if (k)
        args[0] = LLVMBuildAlloca(b, rt, "result");
    for (unsigned i = 0; i < n; i++) {
        args[i + k] = LLVMGetOperand(call, i);
        if (big(td, LLVMTypeOf(args[i + k]))) {
            LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)));
            LLVMValueRef tmp = LLVMBuildAlloca(b, LLVMTypeOf(args[i + k]), "arg");
            LLVMPositionBuilderBefore(b, call);
            LLVMBuildStore(b, args[i + k], tmp);
            args[i + k] = tmp;
        }
    }
    LLVMPositionBuilderBefore(b, call);
    LLVMValueRef size = k ? LLVMConstInt(LLVMInt64TypeInContext(LLVMGetModuleContext(m)), LLVMABISizeOfType(td, rt), 0)
                          : NULL;
    if (k && marks)
        lifetime(m, b, "llvm.lifetime.start", size, args[0]);
    LLVMValueRef nc = LLVMBuildCall2(b, nt, LLVMGetCalledValue(call), args, n + k, "");
    LLVMInstructionSetDebugLoc(nc, LLVMInstructionGetDebugLoc(call));
    LLVMSetInstructionCallConv(nc, LLVMGetInstructionCallConv(call));
    for (unsigned i = 0; i <= n + 1; i++) {
        LLVMAttributeIndex idx = i == n + 1 ? LLVMAttributeFunctionIndex : i;
        if ((i >= 1 && i <= n && big(td, LLVMTypeOf(LLVMGetOperand(call, i - 1)))) || (i == 0 && k))
            continue;
        copy_attrs(call, nc, idx, true, i >= 1 && i <= n ? k : 0);
    }
    argmem_too(nc, true);
    if (k) {
        LLVMReplaceAllUsesWith(call, LLVMBuildLoad2(b, rt, args[0], ""));
        if (marks)
            lifetime(m, b, "llvm.lifetime.end", size, args[0]);
    } else if (LLVMGetTypeKind(rt) != LLVMVoidTypeKind)
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
            byref_function(m, td, b, f, nt, big_result(td, LLVMGlobalGetValueType(f)));
        f = next;
    }
    for (f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
            LLVMValueRef i = LLVMGetFirstInstruction(bb);
            while (i) {
                LLVMValueRef next = LLVMGetNextInstruction(i);
                LLVMTypeRef nt = LLVMIsACallInst(i) ? byref_type(td, LLVMGetCalledFunctionType(i)) : NULL;
                if (nt)
                    byref_call(m, td, b, i, nt, big_result(td, LLVMGetCalledFunctionType(i)), false);
                i = next;
            }
        }
}

/* store (insertvalue base, v, i), p of a big aggregate: base's store, then v's at p's field i
   (a multi-result function's struct of results, a composite literal: built member by member);
   the base first and the members in the order they were inserted, so a later one wins */
static void split_store(LLVMBuilderRef b, LLVMTargetDataRef td, LLVMValueRef st)
{
    LLVMValueRef v = LLVMGetOperand(st, 0), p = LLVMGetOperand(st, 1);
    LLVMTypeRef t = LLVMTypeOf(v);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(t));
    LLVMValueRef *chain = NULL;
    int n = 0, cap = 0;
    for (; LLVMIsAInsertValueInst(v) && LLVMGetNumIndices(v) == 1; v = LLVMGetOperand(v, 0))
        VEC_PUSH(chain, n, cap, v);
    LLVMPositionBuilderBefore(b, st);
    if (!LLVMIsUndef(v) && !LLVMIsPoison(v))
        LLVMBuildStore(b, v, p); /* the base (zeroinitializer, a load...) */
    for (int k = n - 1; k >= 0; k--) {
        LLVMValueRef ix[2] = {LLVMConstInt(i32, 0, 0), LLVMConstInt(i32, LLVMGetIndices(chain[k])[0], 0)};
        LLVMBuildStore(b, LLVMGetOperand(chain[k], 1), LLVMBuildInBoundsGEP2(b, t, p, ix, 2, ""));
    }
    (void)td;
    v = LLVMGetOperand(st, 0);
    LLVMInstructionEraseFromParent(st);
    free(chain);
    while (v && LLVMIsAInsertValueInst(v) && !LLVMGetFirstUse(v)) { /* the chain, now dead */
        LLVMValueRef base = LLVMGetOperand(v, 0);
        LLVMInstructionEraseFromParent(v);
        v = base;
    }
}

/* a big load whose users are extractvalues and stores: each extractvalue loads its field */
static bool only_extracted(LLVMValueRef load)
{
    bool any = false;
    for (LLVMUseRef u = LLVMGetFirstUse(load); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAExtractValueInst(user) && LLVMGetNumIndices(user) == 1)
            any = true;
        else if (!LLVMIsAStoreInst(user) || LLVMGetOperand(user, 0) != load)
            return false;
    }
    return any;
}

static void split_load(LLVMBuilderRef b, LLVMValueRef load)
{
    LLVMTypeRef t = LLVMTypeOf(load);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(t));
    LLVMValueRef p = LLVMGetOperand(load, 0);
    LLVMUseRef u = LLVMGetFirstUse(load);
    while (u) {
        LLVMValueRef user = LLVMGetUser(u);
        u = LLVMGetNextUse(u);
        if (!LLVMIsAExtractValueInst(user))
            continue;
        LLVMPositionBuilderBefore(b, user);
        LLVMValueRef ix[2] = {LLVMConstInt(i32, 0, 0), LLVMConstInt(i32, LLVMGetIndices(user)[0], 0)};
        LLVMValueRef fp = LLVMBuildInBoundsGEP2(b, t, p, ix, 2, "");
        LLVMValueRef fl = LLVMBuildLoad2(b, LLVMTypeOf(user), fp, "");
        LLVMReplaceAllUsesWith(user, fl);
        LLVMInstructionEraseFromParent(user);
    }
    if (!LLVMGetFirstUse(load))
        LLVMInstructionEraseFromParent(load);
}

void bigcopy_run(LLVMModuleRef m)
{
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    byref_params(m, td, b);
    /* stores of big insertvalue chains and big loads taken apart by extractvalue: field by field
       (collected first, then rewritten: a rewrite erases instructions the scan would go on from) */
    LLVMValueRef *loads = NULL;
    int n = 0, cap = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
                if ((LLVMIsAStoreInst(i) && !LLVMGetVolatile(i) && big(td, LLVMTypeOf(LLVMGetOperand(i, 0))) &&
                     LLVMIsAInsertValueInst(LLVMGetOperand(i, 0))) ||
                    (LLVMIsALoadInst(i) && !LLVMGetVolatile(i) && big(td, LLVMTypeOf(i)) && only_extracted(i)))
                    VEC_PUSH(loads, n, cap, i);
    for (int k = 0; k < n; k++)
        if (LLVMIsAStoreInst(loads[k]))
            split_store(b, td, loads[k]);
        else
            split_load(b, loads[k]);
    n = 0;
    /* the loads first, then their rewrites: a rewrite erases the stores, which may be the
       instructions after the load */
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

/* ft returning its result through a pointer first (NULL: ft returns no aggregate of more than
   regs bytes) */
static LLVMTypeRef sret_type(LLVMTargetDataRef td, LLVMTypeRef ft, unsigned long long regs)
{
    LLVMTypeRef rt = LLVMGetReturnType(ft);
    LLVMTypeKind k = LLVMGetTypeKind(rt);
    if ((k != LLVMArrayTypeKind && k != LLVMStructTypeKind) || LLVMABISizeOfType(td, rt) <= regs)
        return NULL;
    unsigned n = LLVMCountParamTypes(ft);
    LLVMTypeRef *ps = xmalloc(sizeof *ps * (n + 1));
    LLVMGetParamTypes(ft, ps + 1);
    ps[0] = LLVMPointerTypeInContext(LLVMGetTypeContext(ft), 0);
    LLVMTypeRef r = LLVMFunctionType(LLVMVoidTypeInContext(LLVMGetTypeContext(ft)), ps, n + 1, LLVMIsFunctionVarArg(ft));
    free(ps);
    return r;
}

/* is every use of f a call of it (not its address taken, not musttail)? */
static bool only_called(LLVMValueRef f)
{
    for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef c = LLVMGetUser(u);
        if (!LLVMIsACallInst(c) || LLVMGetCalledValue(c) != f || LLVMGetTailCallKind(c) == LLVMTailCallKindMustTail)
            return false;
        for (unsigned i = 0; i < LLVMGetNumArgOperands(c); i++)
            if (LLVMGetOperand(c, i) == f)
                return false;
    }
    return true;
}

void bigcopy_results(LLVMModuleRef m, unsigned long long regs)
{
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    LLVMValueRef f = LLVMGetFirstFunction(m);
    while (f) {
        LLVMValueRef next = LLVMGetNextFunction(f);
        LLVMLinkage l = LLVMGetLinkage(f);
        LLVMTypeRef nt = sret_type(td, LLVMGlobalGetValueType(f), regs);
        if (nt && !LLVMIsDeclaration(f) && !LLVMGetIntrinsicID(f) &&
            (l == LLVMInternalLinkage || l == LLVMPrivateLinkage) && only_called(f)) {
            LLVMUseRef u = LLVMGetFirstUse(f);
            while (u) {
                LLVMValueRef c = LLVMGetUser(u);
                u = LLVMGetNextUse(u);
                byref_call(m, td, b, c, nt, true, true);
            }
            byref_function(m, td, b, f, nt, true);
        }
        f = next;
    }
    LLVMDisposeBuilder(b);
}
