/* fastpath.c - a resume entry of its own for a coroutine's yield paths, after the LLVM passes (and
 * frames.c), before the object is emitted. A `.resume` function (docs/coroutines.md §2) starts with
 * a switch over its suspend index; when its other paths call functions, LLVM saves the callee-saved
 * registers those paths need in the prologue of every resume, and shrink-wrapping cannot move them
 * (one save point must dominate every use). A goroutine that yields in a loop in its own function
 * then pays them on every switch (the ping-pong row of docs/performance.md).
 *
 * For such a function R (a function's, a method's or a closure's resume function alike), for every
 * case of the switch that reaches a yield (a block that publishes the frame in rt_suspended and
 * returns), this makes
 *
 *     R.fast(frame):                      ; what the frame's resume pointer and every caller now use
 *       copies of R's entry (frame address arithmetic, the index load)
 *       switch index: each such case to %hot.k, the others to %slow
 *     hot.k: copies of the blocks from that case to the yield's return
 *     slow: tail call R(frame); ret void
 *
 * so every yield loop of the function (a warm-up loop and the main loop, say) has its fast entry.
 * Only blocks that cannot change anything before the decision are copied ("pure": no call, store,
 * volatile or atomic access, fence), then blocks that only store and return without a call
 * ("tail"), or blocks whose every path ends in a yield, calls allowed ("yield tail": a loop body
 * calling a function that does not suspend before its yield; only that path of R.fast saves the
 * registers the call needs). Every edge from a pure block to any other block goes to %slow
 * instead, which runs R from its start: R reloads the index (unchanged: nothing was stored), takes
 * the same case and repeats the same loads and arithmetic, so R.fast behaves exactly as R. The
 * entry may store where it loaded the old value before any store (LLVM keeps a loop counter's
 * store above a load through a pointer it cannot tell apart from the frame): %slow stores the old
 * values back first, so R starts from the memory it would have been called with. A volatile
 * load (a device register) is not pure: it must not be read twice. Each case's copied
 * region is small (at most MAX_COPY instructions, MAX_TOTAL for all of them); R may have any
 * number of blocks. Not at -O0. */
#include <stdint.h>
#include <string.h>

#include "corogo.h"

#define MAX_COPY 48   /* instructions copied for one case at most */
#define MAX_TOTAL 192 /* instructions copied into R.fast at most */

typedef struct Fn {
    LLVMValueRef fn, arg;
    LLVMBasicBlockRef *blocks; /* R's blocks, the entry first */
    int nblocks;
    bool *pure, *tail, *ytail, *in, *hot; /* in: one case's region; hot: the union copied */
    LLVMValueRef *undo;                   /* the entry's stores, each with its load of the old value */
    int nundo;
    LLVMBasicBlockRef *keys;              /* block -> index, open addressing */
    int *vals, cap;
} Fn;

static size_t slot(const Fn *f, LLVMBasicBlockRef b)
{
    return (size_t)(((uintptr_t)b >> 4) * 2654435761u) & (size_t)(f->cap - 1);
}

static int index_of(const Fn *f, LLVMBasicBlockRef b)
{
    for (size_t h = slot(f, b);; h = (h + 1) & (size_t)(f->cap - 1)) {
        if (f->keys[h] == b)
            return f->vals[h];
        if (!f->keys[h])
            return -1;
    }
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

/* every successor of block k satisfies ok[] or ok2[] (a return has none) */
static bool succs_ok2(const Fn *f, int k, const bool *ok, const bool *ok2)
{
    LLVMValueRef t = LLVMGetBasicBlockTerminator(f->blocks[k]);
    if (LLVMIsAReturnInst(t))
        return true;
    if (!LLVMIsABranchInst(t))
        return false;
    for (unsigned s = 0; s < LLVMGetNumSuccessors(t); s++) {
        int j = index_of(f, LLVMGetSuccessor(t, s));
        if (j < 0 || !(ok[j] || ok2[j]))
            return false;
    }
    return true;
}

static bool succs_ok(const Fn *f, int k, const bool *ok)
{
    return succs_ok2(f, k, ok, ok);
}

/* pure: no effect at all; tail: no call, no volatile or atomic access, and every path returns
   through tail blocks; yield tail: calls allowed, every path yields (publishes the frame) before
   it returns, through yield tail or tail blocks */
static void classify(Fn *f)
{
    bool *ys = xmalloc(sizeof *ys * (size_t)f->nblocks);
    for (int k = 0; k < f->nblocks; k++) {
        bool pure = true, callfree = true, plain = true;
        for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[k]); i; i = LLVMGetNextInstruction(i)) {
            if (effect(i))
                pure = false;
            if (effect(i) && !LLVMIsAStoreInst(i) && !LLVMIsAReturnInst(i)) {
                callfree = false;
                if (!is_call(i) || LLVMIsAInlineAsm(LLVMGetCalledValue(i)))
                    plain = false;
            }
            if (LLVMIsAStoreInst(i) && (LLVMGetVolatile(i) || LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic))
                callfree = plain = false;
        }
        LLVMValueRef t = LLVMGetBasicBlockTerminator(f->blocks[k]);
        f->pure[k] = pure && !LLVMIsAReturnInst(t);
        f->tail[k] = callfree; /* refined below */
        f->ytail[k] = plain && (LLVMIsABranchInst(t) || LLVMIsAReturnInst(t));
        ys[k] = stores_suspended(f->blocks[k], f->arg);
    }
    for (bool changed = true; changed;) { /* yields on every path: the least fixpoint */
        changed = false;
        for (int k = 0; k < f->nblocks; k++) {
            LLVMValueRef t = LLVMGetBasicBlockTerminator(f->blocks[k]);
            if (!ys[k] && LLVMIsABranchInst(t) && succs_ok(f, k, ys))
                ys[k] = true, changed = true;
        }
    }
    for (int k = 0; k < f->nblocks; k++)
        f->ytail[k] = f->ytail[k] && ys[k];
    free(ys);
    for (bool changed = true; changed;) { /* every successor of its kind, or a return */
        changed = false;
        for (int k = 0; k < f->nblocks; k++) {
            if (f->tail[k] && !succs_ok(f, k, f->tail))
                f->tail[k] = false, changed = true;
            if (f->ytail[k] && !succs_ok2(f, k, f->ytail, f->tail))
                f->ytail[k] = false, changed = true;
        }
    }
}

/* the blocks copied for a case starting at block 'start' (in f->in): pure blocks reachable through
   pure blocks, and the tail and yield tail blocks they reach; its instruction count, or -1 if none
   of its returns yields or it is too big */
static int region(Fn *f, int start, int *stack)
{
    memset(f->in, 0, sizeof *f->in * (size_t)f->nblocks);
    int sp = 0, ninst = 0;
    bool yields = false;
    if (!f->pure[start] && !f->tail[start] && !f->ytail[start])
        return -1;
    f->in[start] = true;
    stack[sp++] = start;
    while (sp) {
        int k = stack[--sp];
        for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[k]); i; i = LLVMGetNextInstruction(i))
            ninst++;
        if (ninst > MAX_COPY)
            return -1;
        if (!f->pure[k] && stores_suspended(f->blocks[k], f->arg))
            yields = true;
        LLVMValueRef t = LLVMGetBasicBlockTerminator(f->blocks[k]);
        for (unsigned s = 0; s < LLVMGetNumSuccessors(t); s++) {
            int j = index_of(f, LLVMGetSuccessor(t, s));
            if (j < 0)
                return -1;
            /* from a tail or yield tail block all successors follow (they are of its kind); from a
               pure one, pure, tail or yield tail ones (any other successor becomes the slow path) */
            if (!f->in[j] && (!f->pure[k] || f->pure[j] || f->tail[j] || f->ytail[j])) {
                f->in[j] = true;
                stack[sp++] = j;
            }
        }
    }
    return yields ? ninst : -1;
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
    LLVMBasicBlockRef *copies = xmalloc(sizeof *copies * (size_t)f->nblocks);
    for (int k = 1; k < f->nblocks; k++)
        if (f->hot[k])
            copies[k] = LLVMAppendBasicBlockInContext(ctx, fast, "fast");
    copies[0] = entry;

    LLVMPositionBuilderAtEnd(b, entry); /* R's entry, its dispatch included */
    copy_insts(b, f->blocks[0], &map, false);
    for (int k = 1; k < f->nblocks; k++) {
        if (!f->hot[k])
            continue;
        put(&map, (LLVMValueRef)f->blocks[k], (LLVMValueRef)copies[k]);
        LLVMPositionBuilderAtEnd(b, copies[k]);
        copy_insts(b, f->blocks[k], &map, false);
    }
    /* operands, phis and successors of the copies (the dispatch's other cases go to the slow path) */
    for (int a = 0; a < f->nblocks; a++) {
        if (!copies[a])
            continue;
        for (LLVMValueRef c = LLVMGetFirstInstruction(copies[a]); c; c = LLVMGetNextInstruction(c)) {
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
                    LLVMSetSuccessor(c, s, j > 0 && copies[j] ? copies[j] : slow);
                }
            }
        }
    }
    for (int k = 1; k < f->nblocks; k++) { /* a phi keeps the incomings of copied blocks */
        if (!f->hot[k])
            continue;
        for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[k]); i && LLVMIsAPHINode(i);
             i = LLVMGetNextInstruction(i)) {
            LLVMValueRef c = lookup(&map, i);
            for (unsigned in = 0; in < LLVMCountIncoming(i); in++) {
                int j = index_of(f, LLVMGetIncomingBlock(i, in));
                if (j < 0 || !copies[j])
                    continue;
                LLVMValueRef v = lookup(&map, LLVMGetIncomingValue(i, in));
                LLVMAddIncoming(c, &v, &copies[j], 1);
            }
        }
    }
    free(copies);
    LLVMPositionBuilderAtEnd(b, slow);
    for (int u = f->nundo - 2; u >= 0; u -= 2) { /* R starts from the memory it was called with */
        LLVMValueRef st = LLVMBuildStore(b, lookup(&map, f->undo[u + 1]), lookup(&map, LLVMGetOperand(f->undo[u], 1)));
        LLVMSetAlignment(st, LLVMGetAlignment(f->undo[u]));
    }
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

/* a store of the entry that the slow path can undo: the load of its address's old value, which
   comes before every store of the entry; NULL if there is none */
static LLVMValueRef old_value(LLVMBasicBlockRef entry, LLVMValueRef st)
{
    if (LLVMGetVolatile(st) || LLVMGetOrdering(st) != LLVMAtomicOrderingNotAtomic)
        return NULL;
    LLVMValueRef p = LLVMGetOperand(st, 1);
    for (LLVMValueRef i = LLVMGetFirstInstruction(entry); i && !LLVMIsAStoreInst(i); i = LLVMGetNextInstruction(i))
        if (LLVMIsALoadInst(i) && LLVMGetOperand(i, 0) == p && !effect(i) &&
            LLVMTypeOf(i) == LLVMTypeOf(LLVMGetOperand(st, 0)))
            return i;
    return NULL;
}

static bool consider(LLVMModuleRef m, Fn *f)
{
    if (LLVMCountParams(f->fn) != 1 || LLVMGetReturnType(LLVMGlobalGetValueType(f->fn)) !=
                                           LLVMVoidTypeInContext(LLVMGetModuleContext(m)))
        return false;
    f->arg = LLVMGetParam(f->fn, 0);
    bool calls = false;
    int cap = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f->fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        vec_reserve((void **)&f->blocks, &cap, f->nblocks + 1, sizeof *f->blocks);
        f->blocks[f->nblocks++] = bb;
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            calls |= is_call(i);
    }
    if (!calls) /* nothing needs callee-saved registers for calls */
        return false;
    /* the entry: effect-free instructions, then the dispatch over the suspend index (a switch, or
       a conditional branch when two suspend points are left) */
    LLVMValueRef sw = LLVMGetBasicBlockTerminator(f->blocks[0]);
    if (!sw || !(LLVMIsASwitchInst(sw) || (LLVMIsABranchInst(sw) && LLVMIsConditional(sw))))
        return false;
    int ucap = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[0]); i != sw; i = LLVMGetNextInstruction(i)) {
        if (!effect(i))
            continue;
        LLVMValueRef old = LLVMIsAStoreInst(i) ? old_value(f->blocks[0], i) : NULL;
        if (!old)
            return false;
        vec_reserve((void **)&f->undo, &ucap, f->nundo + 2, sizeof *f->undo);
        f->undo[f->nundo++] = i;
        f->undo[f->nundo++] = old;
    }
    size_t nb = (size_t)f->nblocks;
    for (f->cap = 16; (size_t)f->cap < 2 * nb; f->cap *= 2)
        ;
    f->keys = xmalloc(sizeof *f->keys * (size_t)f->cap);
    f->vals = xmalloc(sizeof *f->vals * (size_t)f->cap);
    for (int k = 0; k < f->nblocks; k++) {
        size_t h = slot(f, f->blocks[k]);
        while (f->keys[h])
            h = (h + 1) & (size_t)(f->cap - 1);
        f->keys[h] = f->blocks[k];
        f->vals[h] = k;
    }
    f->pure = xmalloc(5 * nb * sizeof *f->pure);
    f->tail = f->pure + nb, f->ytail = f->tail + nb, f->in = f->ytail + nb, f->hot = f->in + nb;
    classify(f);
    int *stack = xmalloc(sizeof *stack * nb), total = 0;
    bool any = false;
    for (unsigned s = 0; s < LLVMGetNumSuccessors(sw); s++) { /* every case that yields */
        int start = index_of(f, LLVMGetSuccessor(sw, s)), n;
        if (start <= 0 || f->hot[start] || (n = region(f, start, stack)) < 0 || total + n > MAX_TOTAL)
            continue;
        total += n;
        any = true;
        for (int k = 0; k < f->nblocks; k++)
            f->hot[k] |= f->in[k];
    }
    free(stack);
    return any && transform(m, f);
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
        Fn f = {.fn = fn};
        done += consider(m, &f);
        free(f.blocks);
        free(f.keys);
        free(f.vals);
        free(f.pure);
        free(f.undo);
    }
    return done;
}
