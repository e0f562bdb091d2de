/* gostart.c - before the LLVM pipeline: the ramp of a goroutine that is only ever started with go
 * stops at a suspend point of its own right after llvm.coro.begin, and each go statement resumes
 * it at once, before rt_go. The goroutine still runs in the caller, immediately, until its first
 * real suspend (docs/coroutines.md), but its body is compiled once, in the resume function:
 * CoroSplit otherwise copies everything up to the first suspend into the ramp as well (the body of
 * the first loop iteration, and every exit reachable from it), which for the small goroutines of
 * firmware was as large as the resume function itself (blinky's blink: 268 B of ramp for 200 B of
 * resume on mps2-an385). The ramp keeps the allocation, the resume and destroy pointers and the
 * arguments' stores into the frame; the go statement pays one indirect call more, an
 * llvm.coro.resume(h) right after the ramp's call (a runtime function doing the resume and rt_go
 * saved 4-8 B per go statement but cost 18 B: no better for one or two go statements).
 *
 * The start is one more value of the suspend index, so one more test in the resume function's
 * dispatch on every resume: a goroutine with one blocking statement besides its end (a sleep loop,
 * a producer's send loop) had no dispatch and now has one test; one with two (a stage of a
 * pipeline: a receive and a send in a loop) one test more on the resume of one of them (2-3
 * instructions: the channel hand-off row 168 -> 174.5 instructions, for about 110 B less per such
 * goroutine on RV32, as much as its ramp); above two, each resume would pay for it, and the flash
 * saved stays one ramp, so only goroutines with at most GOSTART_MAX_SUSPENDS qualify. A goroutine
 * that yields (runtime.Gosched: the ping-pong rows) never does, as the yield loops' fast entries
 * (fastpath.c) would be lost. Its code before the first blocking statement must also be reached
 * after one (GOSTART_MIN_SHARED instructions: a loop around it, exits both share; otherwise
 * nothing is compiled twice and the split only adds the resume call, as in examples/demo.go). An
 * await counts as a blocking statement (its thunk is inlined and suspends), an indirect call too
 * (it may be one).
 *
 * A ramp qualifies when every use of it is a call that codegen's go statement made (cg_go_call: the
 * call carries a noinline call-site attribute so that the ramp stays a function for frames.c), so an
 * await, which inlines the ramp, or a func value's entry keeps the ramp as it was. The suspend's
 * destroy edge goes to the ramp's cleanup (the block that frees the frame, llvm.coro.free) and its
 * suspend edge to the block that ends it (llvm.coro.end, then the return of the handle), the ones
 * every other suspend point of the function uses; a ramp without exactly one of each is left alone.
 *
 * After the pipeline, gostart_locals fixes what the start suspend does to the debugger's view. A
 * parameter kept in memory (an array indexed at run time: SROA leaves its slot) is now stored
 * after the start, in the resume function, and CoroSplit leaves a slot used only before the first
 * real suspend on the resume function's stack, with its llvm.dbg.declare: a location for the whole
 * function, so that gdb showed whatever the stack held there on every later resume (an array
 * parameter as {0, 0, 0, 0} after a channel send) instead of <optimized out>. Such a declare
 * becomes a dbg.value of the slot (DW_OP_deref) after each store or call that writes it: the
 * variable has a location only from its store on in the same activation, none on the paths that
 * come from a resume (where the debugger now says <optimized out>). */
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>

#include "corogo.h"

#define GOSTART_MIN_SHARED 12 /* instructions before the passes shared by the two copies */
#define GOSTART_MAX_SUSPENDS 2 /* blocking statements of a goroutine that takes the start suspend */
#define GOSTART_YIELD 1000     /* what a yield counts for in suspends(): more than any goroutine takes */

static bool calls(LLVMValueRef inst, const char *name)
{
    if (LLVMGetInstructionOpcode(inst) != LLVMCall)
        return false;
    LLVMValueRef callee = LLVMGetCalledValue(inst);
    size_t len;
    const char *n = LLVMGetValueName2(callee, &len);
    return LLVMIsAFunction(callee) && len == strlen(name) && !memcmp(n, name, len);
}

/* the one instruction calling intrinsic 'name' in f (NULL: none or several) */
static LLVMValueRef only_call(LLVMValueRef f, const char *name)
{
    LLVMValueRef found = NULL;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            if (calls(i, name)) {
                if (found)
                    return NULL;
                found = i;
            }
    return found;
}

/* every use of ramp f is a go statement's call of it */
static bool go_only(LLVMValueRef f, unsigned noinline)
{
    LLVMUseRef u = LLVMGetFirstUse(f);
    if (!u)
        return false;
    for (; u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != f ||
            !LLVMGetCallSiteEnumAttribute(user, LLVMAttributeFunctionIndex, noinline))
            return false;
        for (unsigned i = 0; i < (unsigned)LLVMGetNumArgOperands(user); i++)
            if (LLVMGetOperand(user, i) == f)
                return false;
        bool queued = false; /* the handle goes to rt_go */
        for (LLVMUseRef h = LLVMGetFirstUse(user); h; h = LLVMGetNextUse(h))
            queued |= calls(LLVMGetUser(h), "rt_go");
        if (!queued)
            return false;
    }
    return true;
}

/* the instructions CoroSplit would compile twice: those of the blocks reached both from f's entry
   and from some suspend point's resumption without passing another suspend (a loop around the
   first suspend, an exit shared by the code before it and after it) */
static int shared_size(LLVMValueRef f)
{
    int nb = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        nb++;
    LLVMBasicBlockRef *bbs = xmalloc(sizeof *bbs * (size_t)nb);
    unsigned char *mark = xmalloc((size_t)nb); /* bit 0: from the entry; bit 1: from a resumption */
    int *stack = xmalloc(sizeof *stack * (size_t)nb * 2);
    memset(mark, 0, (size_t)nb);
    nb = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        bbs[nb++] = bb;
    for (int pass = 0; pass < 2; pass++) {
        int sp = 0;
        for (int k = 0; k < nb; k++) {
            bool susp = false;
            for (LLVMValueRef i = LLVMGetFirstInstruction(bbs[k]); i; i = LLVMGetNextInstruction(i))
                susp |= calls(i, "llvm.coro.suspend");
            if (pass == 0 ? k == 0 : susp) /* a suspend's block: its switch's resume case */
                for (unsigned e = 0; pass == 1 && e < LLVMGetNumSuccessors(LLVMGetBasicBlockTerminator(bbs[k])); e++)
                    for (int j = 0; j < nb; j++)
                        if (bbs[j] == LLVMGetSuccessor(LLVMGetBasicBlockTerminator(bbs[k]), e) && !(mark[j] & 2))
                            mark[j] |= 2, stack[sp++] = j;
            if (pass == 0 && k == 0)
                mark[0] |= 1, stack[sp++] = 0;
        }
        while (sp > 0) {
            int k = stack[--sp];
            bool susp = false;
            for (LLVMValueRef i = LLVMGetFirstInstruction(bbs[k]); i; i = LLVMGetNextInstruction(i))
                susp |= calls(i, "llvm.coro.suspend");
            LLVMValueRef t = LLVMGetBasicBlockTerminator(bbs[k]);
            for (unsigned e = 0; !susp && t && e < LLVMGetNumSuccessors(t); e++)
                for (int j = 0; j < nb; j++)
                    if (bbs[j] == LLVMGetSuccessor(t, e) && !(mark[j] & (1 << pass)))
                        mark[j] |= (unsigned char)(1 << pass), stack[sp++] = j;
        }
    }
    int n = 0;
    for (int k = 0; k < nb; k++)
        if (mark[k] == 3)
            for (LLVMValueRef i = LLVMGetFirstInstruction(bbs[k]); i; i = LLVMGetNextInstruction(i))
                n += !LLVMIsADbgInfoIntrinsic(i);
    free(bbs);
    free(mark);
    free(stack);
    return n;
}

/* f's suspend points but the final one, after the passes: its own, and one per call of a
   function that suspends it once inlined (an await thunk, "g$await") or may (an indirect call) */
static int suspends(LLVMValueRef f, bool thunks)
{
    int n = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            if (LLVMGetInstructionOpcode(i) != LLVMCall)
                continue;
            LLVMValueRef callee = LLVMGetCalledValue(i);
            if (calls(i, "llvm.coro.suspend"))
                n += LLVMIsNull(LLVMGetOperand(i, 1));
            else if (calls(i, "llvm.coro.save"))
                n += GOSTART_YIELD; /* a yield (cg_coro_yield): left alone, below */
            else if (!LLVMIsAFunction(callee))
                n++;
            else if (thunks && !LLVMIsDeclaration(callee) && callee != f && suspends(callee, false) > 0)
                n++;
        }
    return n;
}

/* split f's ramp after llvm.coro.begin with a suspend point; false when its shape is not codegen's */
static bool stop_ramp(LLVMModuleRef m, LLVMValueRef f)
{
    LLVMValueRef begin = only_call(f, "llvm.coro.begin"), fr = only_call(f, "llvm.coro.free"),
                 end = only_call(f, "llvm.coro.end");
    if (!begin || !fr || !end)
        return false;
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(begin), cleanup = LLVMGetInstructionParent(fr),
                      done = LLVMGetInstructionParent(end);
    if (bb == LLVMGetEntryBasicBlock(f) || bb == cleanup || bb == done)
        return false;
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    /* a block in front of bb takes its predecessors and its instructions up to coro.begin */
    LLVMBasicBlockRef ramp = LLVMInsertBasicBlockInContext(ctx, bb, "go.ramp");
    for (LLVMBasicBlockRef p = LLVMGetFirstBasicBlock(f); p; p = LLVMGetNextBasicBlock(p)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(p);
        for (unsigned i = 0; t && i < LLVMGetNumSuccessors(t); i++)
            if (LLVMGetSuccessor(t, i) == bb)
                LLVMSetSuccessor(t, i, ramp);
    }
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, ramp);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
        next = LLVMGetNextInstruction(i);
        LLVMInstructionRemoveFromParent(i);
        LLVMInsertIntoBuilder(b, i);
        if (i == begin)
            break;
    }
    LLVMTypeRef i1 = LLVMInt1TypeInContext(ctx), i8 = LLVMInt8TypeInContext(ctx);
    LLVMValueRef susp = LLVMGetIntrinsicDeclaration(m, LLVMLookupIntrinsicID("llvm.coro.suspend", 17), NULL, 0);
    LLVMValueRef args[2] = {LLVMConstNull(LLVMTokenTypeInContext(ctx)), LLVMConstInt(i1, 0, 0)};
    LLVMValueRef s = LLVMBuildCall2(b, LLVMGlobalGetValueType(susp), susp, args, 2, "go.start");
    LLVMValueRef sw = LLVMBuildSwitch(b, s, done, 2);
    LLVMAddCase(sw, LLVMConstInt(i8, 0, 0), bb);
    LLVMAddCase(sw, LLVMConstInt(i8, 1, 0), cleanup);
    LLVMDisposeBuilder(b);
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                            LLVMCreateStringAttribute(ctx, GOSTART_ATTR, (unsigned)strlen(GOSTART_ATTR), "", 0));
    return true;
}

int gostart_run(LLVMModuleRef m)
{
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    unsigned presplit = LLVMGetEnumAttributeKindForName("presplitcoroutine", 17);
    unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", 8);
    LLVMValueRef resume = NULL;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    int n = 0;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f) || !LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, presplit) ||
            !go_only(f, noinline))
            continue;
        int ns = suspends(f, true);
        if (ns < 1 || ns > GOSTART_MAX_SUSPENDS || shared_size(f) < GOSTART_MIN_SHARED || !stop_ramp(m, f))
            continue;
        if (!resume)
            resume = LLVMGetIntrinsicDeclaration(m, LLVMLookupIntrinsicID("llvm.coro.resume", 16), NULL, 0);
        for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef call = LLVMGetUser(u), next = LLVMGetNextInstruction(call);
            LLVMPositionBuilderBefore(b, next);
            LLVMBuildCall2(b, LLVMGlobalGetValueType(resume), resume, &call, 1, "");
        }
        n++;
    }
    LLVMDisposeBuilder(b);
    return n;
}

/* v is slot a or an address computed from it (a GEP chain) */
static bool within(LLVMValueRef v, LLVMValueRef a)
{
    while (v != a && v && LLVMIsAGetElementPtrInst(v))
        v = LLVMGetOperand(v, 0);
    return v == a;
}

/* inst writes slot a: a store to it, or a call given its address (memcpy, memset, a callee that
   fills it), other than the lifetime and debug intrinsics */
static bool writes(LLVMValueRef inst, LLVMValueRef a)
{
    if (LLVMIsAStoreInst(inst))
        return within(LLVMGetOperand(inst, 1), a);
    if (!LLVMIsACallInst(inst))
        return false;
    LLVMValueRef callee = LLVMGetCalledValue(inst);
    size_t len;
    const char *n = LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : "";
    if (!strncmp(n, "llvm.lifetime.", 14) || !strncmp(n, "llvm.dbg.", 9))
        return false;
    for (unsigned i = 0; i < (unsigned)LLVMGetNumArgOperands(inst); i++)
        if (within(LLVMGetOperand(inst, i), a))
            return true;
    return false;
}

/* the stack slots left in f: allocas of its entry block */
static bool has_slots(LLVMValueRef f)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(f)); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsAAllocaInst(i))
            return true;
    return false;
}

/* the declare of slot 'decl' (llvm.dbg.declare(a, var, expr)) in f becomes a dbg.value after each
   write of a; expressions other than codegen's two (none; DW_OP_deref for a boxed variable) cannot
   take one more DW_OP_deref through the C API, so their variable simply loses the location */
static void declare_to_values(LLVMModuleRef m, LLVMDIBuilderRef dib, LLVMValueRef f, LLVMValueRef decl,
                              LLVMValueRef value_fn, LLVMBuilderRef b)
{
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMValueRef a = LLVMGetOperand(LLVMGetOperand(decl, 0), 0);
    LLVMMetadataRef var = LLVMValueAsMetadata(LLVMGetOperand(decl, 1)),
                    expr = LLVMValueAsMetadata(LLVMGetOperand(decl, 2));
    uint64_t ops[2] = {0x06, 0x06}; /* DW_OP_deref */
    LLVMMetadataRef to = NULL;
    if (expr == LLVMDIBuilderCreateExpression(dib, NULL, 0))
        to = LLVMDIBuilderCreateExpression(dib, ops, 1);
    else if (expr == LLVMDIBuilderCreateExpression(dib, ops, 1))
        to = LLVMDIBuilderCreateExpression(dib, ops, 2);
    LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(decl);
    LLVMInstructionEraseFromParent(decl);
    if (!to || !loc)
        return;
    LLVMValueRef args[3] = {LLVMMetadataAsValue(ctx, LLVMValueAsMetadata(a)), LLVMMetadataAsValue(ctx, var),
                            LLVMMetadataAsValue(ctx, to)};
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef next = LLVMGetNextInstruction(i);
            if (!next || !writes(i, a))
                continue;
            LLVMPositionBuilderBefore(b, next);
            LLVMValueRef v = LLVMBuildCall2(b, LLVMGlobalGetValueType(value_fn), value_fn, args, 3, "");
            LLVMInstructionSetDebugLoc(v, loc);
            i = v;
        }
}

void gostart_locals(LLVMModuleRef m)
{
    size_t alen = strlen(GOSTART_ATTR);
    bool any = false;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !any; f = LLVMGetNextFunction(f))
        any = !LLVMIsDeclaration(f) && LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, GOSTART_ATTR,
                                                                      (unsigned)alen) && has_slots(f);
    if (!any)
        return;
    bool records = LLVMIsNewDbgInfoFormat(m); /* the C API reaches llvm.dbg.declare as a call only */
    if (records)
        LLVMSetIsNewDbgInfoFormat(m, false);
    LLVMDIBuilderRef dib = LLVMCreateDIBuilderDisallowUnresolved(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    LLVMValueRef value_fn = LLVMGetIntrinsicDeclaration(m, LLVMLookupIntrinsicID("llvm.dbg.value", 14), NULL, 0);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f) ||
            !LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, GOSTART_ATTR, (unsigned)alen) ||
            !has_slots(f))
            continue;
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
                next = LLVMGetNextInstruction(i);
                if (calls(i, "llvm.dbg.declare") && LLVMGetNumOperands(LLVMGetOperand(i, 0)) == 1 &&
                    LLVMIsAAllocaInst(LLVMGetOperand(LLVMGetOperand(i, 0), 0)))
                    declare_to_values(m, dib, f, i, value_fn, b);
            }
    }
    LLVMDisposeBuilder(b);
    LLVMDIBuilderFinalize(dib);
    LLVMDisposeDIBuilder(dib);
    if (records)
        LLVMSetIsNewDbgInfoFormat(m, true);
}
