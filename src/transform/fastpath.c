/* fastpath.c - a resume entry of its own for a coroutine's yield path, after the LLVM passes (and
 * frames.c), before the object is emitted. A `.resume` function (docs/coroutines.md §2) starts with
 * a switch over its suspend index; when its other paths call functions, LLVM saves the callee-saved
 * registers those paths need in the prologue of every resume, and shrink-wrapping cannot move them
 * (one save point must dominate every use). A goroutine that yields in a loop in its own function
 * then pays them on every switch (the ping-pong row of docs/performance.md).
 *
 * For such a function R, when one case of the switch reaches a yield (a block that publishes the
 * frame in rt_suspended and returns) through blocks that call nothing, this makes
 *
 *     R.fast(frame):                      ; what the frame's resume pointer and every caller now use
 *       copies of R's entry (frame address arithmetic, the index load)
 *       br (index == that case), %hot, %slow
 *     hot: copies of the blocks from that case to the yield's return
 *     slow: tail call R(frame); ret void
 *
 * Only blocks that cannot change anything before the decision are copied ("pure": no call, store,
 * volatile or atomic access, fence), then blocks that only store and return without a call
 * ("tail"). Every edge from a pure block to any other block goes to %slow instead, which runs R
 * from its start: R reloads the index (unchanged: nothing was stored), takes the same case and
 * repeats the same loads and arithmetic, so R.fast behaves exactly as R. The copies call nothing,
 * so R.fast needs no callee-saved register on its yield path. A volatile load (a device register)
 * is not pure: it must not be read twice. The copied region is small (at most MAX_COPY
 * instructions) or the function is left alone. Not at -O0. */
#include <string.h>

#include "corogo.h"

#define MAX_COPY 48   /* instructions copied into R.fast at most */
#define MAX_BLOCKS 64 /* blocks of R considered */

typedef struct Fn {
    LLVMValueRef fn, arg;
    LLVMBasicBlockRef blocks[MAX_BLOCKS];
    int nblocks;
    bool pure[MAX_BLOCKS], tail[MAX_BLOCKS], in[MAX_BLOCKS];
} Fn;

static int index_of(const Fn *f, LLVMBasicBlockRef b)
{
    for (int i = 0; i < f->nblocks; i++)
        if (f->blocks[i] == b)
            return i;
    return -1;
}

static bool is_call(LLVMValueRef i)
{
    return LLVMIsACallInst(i) || LLVMIsAInvokeInst(i) || LLVMIsACallBrInst(i);
}

/* can change something or must not run twice */
static bool effect(LLVMValueRef i)
{
    if (is_call(i) || LLVMIsAStoreInst(i) || LLVMIsAFenceInst(i) || LLVMIsAAtomicRMWInst(i) ||
        LLVMIsAAtomicCmpXchgInst(i) || LLVMIsAAllocaInst(i) || LLVMIsAVAArgInst(i))
        return true;
    if (LLVMIsALoadInst(i))
        return LLVMGetVolatile(i) || LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic;
    return LLVMIsATerminatorInst(i) && !LLVMIsABranchInst(i) && !LLVMIsASwitchInst(i) &&
           !LLVMIsAReturnInst(i);
}

static bool stores_suspended(LLVMBasicBlockRef b, LLVMValueRef arg)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        if (!LLVMIsAStoreInst(i))
            continue;
        LLVMValueRef dst = LLVMGetOperand(i, 1);
        size_t n;
        if (LLVMGetOperand(i, 0) == arg && LLVMIsAGlobalVariable(dst) &&
            !strcmp(LLVMGetValueName2(dst, &n), "rt_suspended"))
            return true;
    }
    return false;
}

/* pure: no effect at all; tail: no call, no volatile or atomic access, and every path returns
   through tail blocks */
static void classify(Fn *f)
{
    for (int k = 0; k < f->nblocks; k++) {
        bool pure = true, callfree = true;
        for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[k]); i; i = LLVMGetNextInstruction(i)) {
            if (effect(i))
                pure = false;
            if (effect(i) && !LLVMIsAStoreInst(i) && !LLVMIsAReturnInst(i))
                callfree = false;
            if (LLVMIsAStoreInst(i) && (LLVMGetVolatile(i) || LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic))
                callfree = false;
        }
        LLVMValueRef t = LLVMGetBasicBlockTerminator(f->blocks[k]);
        f->pure[k] = pure && !LLVMIsAReturnInst(t);
        f->tail[k] = callfree; /* refined below */
    }
    for (bool changed = true; changed;) { /* tail: every successor tail, or a return */
        changed = false;
        for (int k = 0; k < f->nblocks; k++) {
            if (!f->tail[k])
                continue;
            LLVMValueRef t = LLVMGetBasicBlockTerminator(f->blocks[k]);
            if (LLVMIsAReturnInst(t))
                continue;
            if (!LLVMIsABranchInst(t)) {
                f->tail[k] = false, changed = true;
                continue;
            }
            for (unsigned s = 0; s < LLVMGetNumSuccessors(t); s++) {
                int j = index_of(f, LLVMGetSuccessor(t, s));
                if (j < 0 || !f->tail[j]) {
                    f->tail[k] = false, changed = true;
                    break;
                }
            }
        }
    }
}

/* the blocks copied for a case starting at block 'start': pure blocks reachable through pure
   blocks, and the tail blocks they reach; false if none of the tail blocks yields or it is too big */
static bool region(Fn *f, int start)
{
    memset(f->in, 0, sizeof f->in);
    int stack[MAX_BLOCKS], sp = 0, ninst = 0;
    bool yields = false;
    if (!f->pure[start] && !f->tail[start])
        return false;
    f->in[start] = true;
    stack[sp++] = start;
    while (sp) {
        int k = stack[--sp];
        for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[k]); i; i = LLVMGetNextInstruction(i))
            ninst++;
        if (f->tail[k] && stores_suspended(f->blocks[k], f->arg))
            yields = true;
        LLVMValueRef t = LLVMGetBasicBlockTerminator(f->blocks[k]);
        for (unsigned s = 0; s < LLVMGetNumSuccessors(t); s++) {
            int j = index_of(f, LLVMGetSuccessor(t, s));
            if (j < 0)
                return false;
            /* from a tail block only tail blocks follow; from a pure one, pure or tail ones (any
               other successor becomes the slow path) */
            if (!f->in[j] && (f->pure[j] || f->tail[j]) && (f->pure[k] || f->tail[j])) {
                f->in[j] = true;
                stack[sp++] = j;
            }
        }
    }
    return yields && ninst <= MAX_COPY;
}

/* a phi of a copied block may only merge values from copied blocks or the entry */
static bool phis_ok(const Fn *f)
{
    for (int k = 0; k < f->nblocks; k++) {
        if (!f->in[k])
            continue;
        for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[k]); i && LLVMIsAPHINode(i);
             i = LLVMGetNextInstruction(i)) {
            for (unsigned n = 0; n < LLVMCountIncoming(i); n++) {
                int j = index_of(f, LLVMGetIncomingBlock(i, n));
                if (j < 0 || (!f->in[j] && j != 0))
                    return false;
            }
        }
    }
    return true;
}

typedef struct Map {
    LLVMValueRef *from, *to;
    int n, cap;
} Map;

static LLVMValueRef lookup(const Map *m, LLVMValueRef v)
{
    for (int i = 0; i < m->n; i++)
        if (m->from[i] == v)
            return m->to[i];
    return v;
}

static void put(Map *m, LLVMValueRef from, LLVMValueRef to)
{
    if (m->n == m->cap) {
        m->cap = m->cap ? 2 * m->cap : 64;
        m->from = realloc(m->from, sizeof *m->from * (size_t)m->cap);
        m->to = realloc(m->to, sizeof *m->to * (size_t)m->cap);
        if (!m->from || !m->to)
            diag_internal(NOPOS, "out of memory");
    }
    m->from[m->n] = from;
    m->to[m->n++] = to;
}

/* copy block src's instructions (all but the terminator when 'body_only') into dst */
static void copy_insts(LLVMBuilderRef b, LLVMBasicBlockRef src, Map *m, bool body_only)
{
    for (LLVMValueRef i = LLVMGetFirstInstruction(src); i; i = LLVMGetNextInstruction(i)) {
        if (body_only && LLVMIsATerminatorInst(i))
            break;
        LLVMValueRef c;
        if (LLVMIsAPHINode(i)) {
            c = LLVMBuildPhi(b, LLVMTypeOf(i), ""); /* incomings once every block is copied */
        } else {
            c = LLVMInstructionClone(i);
            LLVMInsertIntoBuilder(b, c);
        }
        put(m, i, c);
    }
}

static bool transform(LLVMModuleRef m, Fn *f)
{
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    size_t n;
    const char *name = LLVMGetValueName2(f->fn, &n);
    char *fname = mangle_fast(name, n);
    LLVMValueRef fast = LLVMAddFunction(m, fname, LLVMGlobalGetValueType(f->fn));
    free(fname);
    LLVMSetLinkage(fast, LLVMInternalLinkage);
    LLVMSetFunctionCallConv(fast, LLVMGetFunctionCallConv(f->fn));
    LLVMAddAttributeAtIndex(fast, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(ctx, LLVMGetEnumAttributeKindForName("nounwind", 8), 0));

    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    Map map = {0};
    put(&map, f->arg, LLVMGetParam(fast, 0));
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(ctx, fast, "fast.entry");
    LLVMBasicBlockRef slow = LLVMAppendBasicBlockInContext(ctx, fast, "fast.slow");
    LLVMBasicBlockRef copies[MAX_BLOCKS] = {0};
    for (int k = 0; k < f->nblocks; k++)
        if (f->in[k])
            copies[k] = LLVMAppendBasicBlockInContext(ctx, fast, "fast");

    LLVMPositionBuilderAtEnd(b, entry); /* R's entry, its dispatch included */
    copy_insts(b, f->blocks[0], &map, false);
    for (int k = 0; k < f->nblocks; k++) {
        if (!f->in[k])
            continue;
        put(&map, (LLVMValueRef)f->blocks[k], (LLVMValueRef)copies[k]);
        LLVMPositionBuilderAtEnd(b, copies[k]);
        copy_insts(b, f->blocks[k], &map, false);
    }
    /* operands, phis and successors of the copies (the dispatch's other cases go to the slow path) */
    LLVMBasicBlockRef all[MAX_BLOCKS + 1];
    int nall = 0;
    all[nall++] = entry;
    for (int k = 0; k < f->nblocks; k++)
        if (f->in[k])
            all[nall++] = copies[k];
    for (int a = 0; a < nall; a++) {
        for (LLVMValueRef c = LLVMGetFirstInstruction(all[a]); c; c = LLVMGetNextInstruction(c)) {
            if (LLVMIsAPHINode(c))
                continue;
            int nops = LLVMGetNumOperands(c);
            bool term = LLVMIsATerminatorInst(c);
            for (int o = 0; o < nops; o++) {
                LLVMValueRef op = LLVMGetOperand(c, (unsigned)o);
                if (term && LLVMValueIsBasicBlock(op))
                    continue; /* successors below */
                LLVMValueRef to = lookup(&map, op);
                if (to != op)
                    LLVMSetOperand(c, (unsigned)o, to);
            }
            if (term) {
                for (unsigned s = 0; s < LLVMGetNumSuccessors(c); s++) {
                    int j = index_of(f, LLVMGetSuccessor(c, s));
                    LLVMSetSuccessor(c, s, j >= 0 && f->in[j] ? copies[j] : slow);
                }
            }
        }
    }
    for (int k = 0; k < f->nblocks; k++) {
        if (!f->in[k])
            continue;
        for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[k]); i && LLVMIsAPHINode(i);
             i = LLVMGetNextInstruction(i)) {
            LLVMValueRef c = lookup(&map, i);
            for (unsigned in = 0; in < LLVMCountIncoming(i); in++) {
                int j = index_of(f, LLVMGetIncomingBlock(i, in));
                LLVMBasicBlockRef from = j == 0 ? entry : copies[j];
                LLVMValueRef v = lookup(&map, LLVMGetIncomingValue(i, in));
                LLVMAddIncoming(c, &v, &from, 1);
            }
        }
    }
    LLVMPositionBuilderAtEnd(b, slow);
    LLVMValueRef arg = LLVMGetParam(fast, 0);
    LLVMValueRef call = LLVMBuildCall2(b, LLVMGlobalGetValueType(f->fn), f->fn, &arg, 1, "");
    LLVMSetInstructionCallConv(call, LLVMGetFunctionCallConv(f->fn));
    LLVMSetTailCall(call, 1);
    LLVMBuildRetVoid(b);
    LLVMMoveBasicBlockAfter(slow, LLVMGetLastBasicBlock(fast)); /* reads top to bottom */
    LLVMDisposeBuilder(b);
    free(map.from);
    free(map.to);

    /* every operand of the copies is a copy, a constant, a global or the frame (a copied block
       reached from the case is dominated by copied blocks only); otherwise leave R alone */
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fast); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef c = LLVMGetFirstInstruction(bb); c; c = LLVMGetNextInstruction(c))
            for (int o = 0; o < LLVMGetNumOperands(c); o++) {
                LLVMValueRef op = LLVMGetOperand(c, (unsigned)o);
                if ((LLVMIsAInstruction(op) &&
                     LLVMGetBasicBlockParent(LLVMGetInstructionParent(op)) != fast) ||
                    (LLVMIsAArgument(op) && LLVMGetParamParent(op) != fast) ||
                    (LLVMValueIsBasicBlock(op) &&
                     LLVMGetBasicBlockParent(LLVMValueAsBasicBlock(op)) != fast)) {
                    LLVMDeleteFunction(fast);
                    return false;
                }
            }

    /* every use of R but the slow path's call now uses R.fast */
    LLVMReplaceAllUsesWith(f->fn, fast);
    LLVMSetOperand(call, LLVMGetNumOperands(call) - 1, f->fn);
    return true;
}

static bool consider(LLVMModuleRef m, LLVMValueRef fn)
{
    Fn f = {.fn = fn};
    if (LLVMCountParams(fn) != 1 || LLVMGetReturnType(LLVMGlobalGetValueType(fn)) !=
                                        LLVMVoidTypeInContext(LLVMGetModuleContext(m)))
        return false;
    f.arg = LLVMGetParam(fn, 0);
    bool calls = false;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        if (f.nblocks == MAX_BLOCKS)
            return false;
        f.blocks[f.nblocks++] = bb;
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            calls |= is_call(i);
    }
    if (!calls) /* nothing needs callee-saved registers for calls */
        return false;
    /* the entry: effect-free instructions, then the dispatch over the suspend index (a switch, or
       a conditional branch when two suspend points are left) */
    LLVMValueRef sw = LLVMGetBasicBlockTerminator(f.blocks[0]);
    if (!sw || !(LLVMIsASwitchInst(sw) || (LLVMIsABranchInst(sw) && LLVMIsConditional(sw))))
        return false;
    for (LLVMValueRef i = LLVMGetFirstInstruction(f.blocks[0]); i != sw; i = LLVMGetNextInstruction(i))
        if (effect(i))
            return false;
    classify(&f);
    for (unsigned s = 0; s < LLVMGetNumSuccessors(sw); s++) {
        int start = index_of(&f, LLVMGetSuccessor(sw, s));
        if (start > 0 && region(&f, start) && phis_ok(&f))
            return transform(m, &f);
    }
    return false;
}

int fastpath_run(LLVMModuleRef m, int optlevel)
{
    if (optlevel == 0)
        return 0;
    int done = 0;
    LLVMValueRef next;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = next) {
        next = LLVMGetNextFunction(fn);
        size_t n;
        const char *name = LLVMGetValueName2(fn, &n);
        if (LLVMIsDeclaration(fn) || n < 12 || strcmp(name + n - 12, "$coro.resume"))
            continue;
        done += consider(m, fn);
    }
    return done;
}
