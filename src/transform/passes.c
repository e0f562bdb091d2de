/* passes.c - the LLVM optimisation pipeline. passes_run hands the module to the new pass manager
 * with the standard pipeline for the -O level (default<O0|O1|O2|Os|Oz>); every one of them contains
 * the coroutine passes (coro-early, coro-split, coro-cleanup; O0 wraps them in coro-cond), so
 * $coro functions are always split. From -O1 up the inliner threshold of coroutine ramps is raised
 * so that they are inlined into their awaiting callers and CoroElide can fold child frames into the
 * parent's (field notes: the default threshold stops eliding at depth 5); other calls keep LLVM's
 * -O2 threshold, as raising it for every call made fmt programs 6% larger and their passes and
 * back end a quarter slower, for nothing elision needs (thresholds). Before the pipeline,
 * bigcopy.c turns copies of big aggregates into memcpy and gostart.c stops the ramps of go-only
 * goroutines at their start (their bodies compiled once, in the resume function); after it, gostart_locals
 * gives their resume functions' declared stack slots locations only after their writes, results the target would return
 * through memory go through a temporary of the caller's (bigcopy_results: with fewer functions
 * inlined, instruction selection's own slot per call, never shared, grew the frame of
 * fmt.(*pp).printValue, which Go's fixedbugs/issue29312 nests 253 deep, from 96 to 336 B on
 * riscv32-virt; 176 B with it), tablecut.c narrows read-only tables to the fields loads read,
 * and -Oz marks every function for the back end's size choices (size_attrs). At -Oz a function
 * called from several places is inlined only where it is tiny (thresholds). */
#include <stdio.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "corogo.h"

/* inliner thresholds for -O1 and up: calls of a coroutine ramp, and every other call (LLVM's
   default at O2) */
#define COROGO_RAMP_INLINE_THRESHOLD 1000
#define COROGO_INLINE_THRESHOLD 225
/* -Oz: the threshold of calls of a function with several call sites and more than
   COROGO_SHARED_MIN_INSNS instructions (LLVM's own threshold in minsize callers, clang's at -Oz;
   thresholds) */
#define COROGO_SHARED_INLINE_THRESHOLD 5
#define COROGO_SHARED_MIN_INSNS 35

static const char *pipeline_for(int optlevel)
{
    switch (optlevel) {
    case 0: return "default<O0>";
    case 1: return "default<O1>";
    case 2: return "default<O2>";
    case 3: return "default<O3>";
    case 's': return "default<Os>";
    case 'z': return "default<Oz>";
    }
    return NULL;
}

/* -Oz: the size attributes the back end reads, as clang puts them on every function it compiles
 * at -Oz (optsize minsize): no alignment padding between functions, constants and addresses loaded
 * from literal pools (Thumb-2) instead of movw/movt pairs, the machine outliner, the instruction
 * selector's size-first choices (make demo on mps2-an385: -44 B against -Os). Not at -Os, whose
 * firmware is also what make bench times: optsize alone saves 12 B there but costs the scheduler's
 * resume 9 instructions (29.1 -> 38.1 per resume on riscv32-virt). Added after the IR pipeline,
 * not before: LLVM's inliner lowers its threshold in optsize callers (to 50; 5 in minsize ones), and the
 * ramps must still be inlined into their awaiting callers for CoroElide (above). */
static void size_attrs(LLVMModuleRef m, int optlevel)
{
    if (optlevel != 'z')
        return;
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    static const char *const names[] = {"optsize", "minsize"};
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (size_t i = 0; i < sizeof names / sizeof names[0] && !LLVMIsDeclaration(f); i++)
            LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                                    LLVMCreateEnumAttribute(ctx, LLVMGetEnumAttributeKindForName(names[i], 7), 0));
}

/* the attribute LLVM's inline cost reads from a call site or its callee, overriding the
   threshold of its calls: "function-inline-threshold" */
static LLVMAttributeRef threshold_attr(LLVMContextRef ctx, int threshold)
{
    char value[16];
    int n = snprintf(value, sizeof value, "%d", threshold);
    return LLVMCreateStringAttribute(ctx, "function-inline-threshold", 25, value, (unsigned)n);
}

/* does f have two or more direct call sites and more than COROGO_SHARED_MIN_INSNS instructions? */
static bool shared_and_large(LLVMValueRef f)
{
    int calls = 0, insns = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(f); u && calls < 2; u = LLVMGetNextUse(u)) {
        LLVMValueRef c = LLVMGetUser(u);
        calls += LLVMIsACallInst(c) && LLVMGetCalledValue(c) == f;
    }
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb && insns <= COROGO_SHARED_MIN_INSNS;
         bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            insns++;
    return calls >= 2 && insns > COROGO_SHARED_MIN_INSNS;
}

/* the thresholds of calls by callee: the raised one on every coroutine ramp (a presplit
 * coroutine: f$coro); at -Oz, on every other function with two or more direct call sites and
 * more than COROGO_SHARED_MIN_INSNS instructions as codegen emitted it, the inliner's threshold
 * of -Oz callers (5) instead of 225, so that its body is not copied into each caller. A function
 * with one call site left is still inlined (LLVM's bonus for the last call of a local function:
 * fmt's fmtFloat keeps its one copy of strconv's AppendFloat), and a small one everywhere:
 * reflect's rtype.inf returns &opaque, a variable that stays constant (in flash) only when every
 * caller has inlined it and reads through it. Why not lower the threshold for every call (clang's
 * -Oz, minsize before the pipeline): that copied fewer of Go's small wrappers but kept more of
 * their error paths (hello_fmt grew 786 B, os's *PathError came back); this policy shrinks every
 * bench program or leaves it unchanged (docs/performance.md, "fmt's flash"). Not at -Os, whose
 * speed make bench measures. */
static void thresholds(LLVMModuleRef m, int optlevel)
{
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    unsigned presplit = LLVMGetEnumAttributeKindForName("presplitcoroutine", 17);
    LLVMAttributeRef ramp = threshold_attr(ctx, COROGO_RAMP_INLINE_THRESHOLD);
    LLVMAttributeRef shared = threshold_attr(ctx, COROGO_SHARED_INLINE_THRESHOLD);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, presplit))
            LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, ramp);
        else if (optlevel == 'z' && !LLVMIsDeclaration(f) && shared_and_large(f))
            LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, shared);
}

/* bytes of a result the target returns in registers (more goes through memory): two registers on
   RISC-V (ilp32), four on Arm (AAPCS) */
static unsigned long long result_regs(LLVMTargetMachineRef tm)
{
    char *triple = LLVMGetTargetMachineTriple(tm);
    unsigned long long n = strncmp(triple, "riscv", 5) ? 16 : 8;
    LLVMDisposeMessage(triple);
    return n;
}

bool passes_run(LLVMModuleRef m, LLVMTargetMachineRef tm, int optlevel)
{
    const char *pipeline = pipeline_for(optlevel);
    if (!pipeline) {
        diag_internal(NOPOS, "bad optimisation level %d", optlevel);
    }
    bigcopy_run(m);
    if (optlevel != 0) /* -O0 is for the debugger: a goroutine's variables as its source has them */
        gostart_run(m);
    LLVMPassBuilderOptionsRef o = LLVMCreatePassBuilderOptions();
    if (optlevel != 0) {
        thresholds(m, optlevel);
        LLVMPassBuilderOptionsSetInlinerThreshold(o, COROGO_INLINE_THRESHOLD);
    }
    LLVMErrorRef err = LLVMRunPasses(m, pipeline, tm, o);
    LLVMDisposePassBuilderOptions(o);
    if (err) {
        char *msg = LLVMGetErrorMessage(err);
        diag_internal(NOPOS, "LLVM pipeline %s: %s", pipeline, msg);
    }
    if (optlevel == 's' || optlevel == 'z') /* before tablecut, which could narrow it */
        pow10tab_run(m);
    if (optlevel != 0) {
        gostart_locals(m);
        tablecut_run(m);
        bigcopy_results(m, result_regs(tm));
    }
    size_attrs(m, optlevel);
#ifndef NDEBUG
    char *msg = NULL;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
        diag_internal(NOPOS, "module invalid after %s:\n%s", pipeline, msg);
    }
    LLVMDisposeMessage(msg);
#endif
    return true;
}

void passes_globaldce(LLVMModuleRef m, LLVMTargetMachineRef tm)
{
    LLVMPassBuilderOptionsRef o = LLVMCreatePassBuilderOptions();
    LLVMErrorRef err = LLVMRunPasses(m, "globaldce", tm, o);
    LLVMDisposePassBuilderOptions(o);
    if (err) {
        char *msg = LLVMGetErrorMessage(err);
        diag_internal(NOPOS, "LLVM pass globaldce: %s", msg);
    }
}
