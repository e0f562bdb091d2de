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
    bool *pure, *tail, *ytail, *in; /* in: one case's region */
    bool *regs;                     /* the region copied for each case, ncase rows of nblocks */
    int ncase, *cstart;             /* the cases, each with its first block */
    int *owner;                     /* per successor of the dispatch: the case entered, or -1 */
    LLVMValueRef *undo;             /* the entry's stores, each with its load of the old value */
    int nundo;
    LLVMBasicBlockRef *keys;        /* block -> index, open addressing */
    int *vals, cap;
    /* the suspend index: its type and offset in the frame (no type: not found), and the values it
       can hold when R is called (bit v: value v) */
    LLVMTypeRef ity;
    long long ioff;
    uint64_t ivals;
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

/* the base and constant byte offset of an address made of `getelementptr i8` with constant
   indices (instructions or constant expressions); false for any other address arithmetic */
static bool frame_offset(LLVMValueRef p, LLVMValueRef *base, long long *off)
{
    *off = 0;
    for (;;) {
        bool gep = LLVMIsAGetElementPtrInst(p) ||
                   (LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMGetElementPtr);
        if (!gep)
            break;
        LLVMTypeRef t = LLVMGetGEPSourceElementType(p);
        LLVMValueRef i = LLVMGetNumOperands(p) == 2 ? LLVMGetOperand(p, 1) : NULL;
        if (!i || LLVMGetTypeKind(t) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(t) != 8 ||
            !LLVMIsAConstantInt(i))
            return false;
        *off += LLVMConstIntGetSExtValue(i);
        p = LLVMGetOperand(p, 0);
    }
    if (LLVMIsAPHINode(p) || LLVMIsASelectInst(p) || LLVMIsAConstantExpr(p) || LLVMIsACastInst(p))
        return false;
    *base = p;
    return true;
}

/* the constants v can be (a constant, or a phi or select of constants) as bits; false otherwise */
static bool const_values(LLVMValueRef v, uint64_t *bits)
{
    LLVMValueRef ops[64];
    unsigned n = 0;
    if (LLVMIsAPHINode(v)) {
        if (LLVMCountIncoming(v) > 64)
            return false;
        for (unsigned i = 0; i < LLVMCountIncoming(v); i++)
            ops[n++] = LLVMGetIncomingValue(v, i);
    } else if (LLVMIsASelectInst(v)) {
        ops[n++] = LLVMGetOperand(v, 1), ops[n++] = LLVMGetOperand(v, 2);
    } else {
        ops[n++] = v;
    }
    for (unsigned i = 0; i < n; i++) {
        if (!LLVMIsAConstantInt(ops[i]) || LLVMConstIntGetZExtValue(ops[i]) >= 64)
            return false;
        *bits |= 1ull << LLVMConstIntGetZExtValue(ops[i]);
    }
    return true;
}

/* a store (or load) of the suspend index through frame 'arg' */
static bool is_index_access(const Fn *f, LLVMValueRef i, LLVMValueRef arg)
{
    LLVMValueRef p, base;
    long long off;
    if (LLVMIsAStoreInst(i))
        p = LLVMGetOperand(i, 1), i = LLVMGetOperand(i, 0);
    else if (LLVMIsALoadInst(i))
        p = LLVMGetOperand(i, 0);
    else
        return false;
    return f->ity && LLVMTypeOf(i) == f->ity && frame_offset(p, &base, &off) && base == arg &&
           off == f->ioff;
}

/* the load of the suspend index a dispatch tests, or NULL */
static LLVMValueRef dispatch_load(LLVMValueRef t, LLVMValueRef *cst)
{
    LLVMValueRef c = LLVMIsASwitchInst(t) ? LLVMGetOperand(t, 0)
                     : LLVMIsABranchInst(t) && LLVMIsConditional(t) ? LLVMGetCondition(t)
                                                                    : NULL;
    *cst = NULL;
    if (c && LLVMIsAICmpInst(c) && LLVMIsAConstantInt(LLVMGetOperand(c, 1)) &&
        (LLVMGetICmpPredicate(c) == LLVMIntEQ || LLVMGetICmpPredicate(c) == LLVMIntNE)) {
        *cst = LLVMGetOperand(c, 1);
        c = LLVMGetOperand(c, 0);
    } else if (LLVMIsABranchInst(t)) {
        return NULL;
    }
    return c && LLVMIsALoadInst(c) ? c : NULL;
}

/* the values the stores of 'fn' leave in the suspend index: false when a store of its type goes
   through an address this cannot follow or stores a value it cannot read */
static bool index_stores(const Fn *f, LLVMValueRef fn, uint64_t *bits)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef base;
            long long off;
            if (!LLVMIsAStoreInst(i) || LLVMTypeOf(LLVMGetOperand(i, 0)) != f->ity)
                continue;
            if (!frame_offset(LLVMGetOperand(i, 1), &base, &off))
                return false;
            if (off == f->ioff && !const_values(LLVMGetOperand(i, 0), bits))
                return false;
        }
    return true;
}

/* the suspend index of R: the load its dispatch tests or, with no dispatch (one suspend point
   left), the address coro-split names "index.addr"; and the values it can hold when R runs. A
   switched-resume coroutine with N suspend points has an index of ceil(log2 N) bits whose last
   value, the final suspend's, is never stored for a resume (R is not called once the final
   suspend is reached): with one bit the index is 0. With more, the values are those the stores
   of R and of its ramp (the function R was split from) leave in it, when all of them are read. */
static void find_index(LLVMModuleRef m, Fn *f, LLVMValueRef sw)
{
    LLVMValueRef cst, base, ld = dispatch_load(sw, &cst), ptr = ld ? LLVMGetOperand(ld, 0) : NULL;
    long long off;
    LLVMTypeRef ty = ld ? LLVMTypeOf(ld) : NULL;
    for (int k = 0; !ptr && k < f->nblocks; k++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[k]); i && !ptr; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef p = LLVMIsAStoreInst(i) ? LLVMGetOperand(i, 1) : NULL;
            size_t n;
            if (p && LLVMIsAGetElementPtrInst(p) && !strncmp(LLVMGetValueName2(p, &n), "index.addr", 10))
                ptr = p, ty = LLVMTypeOf(LLVMGetOperand(i, 0));
        }
    if (!ptr || !frame_offset(ptr, &base, &off) || base != f->arg || LLVMGetTypeKind(ty) != LLVMIntegerTypeKind ||
        LLVMGetIntTypeWidth(ty) > 6)
        return;
    f->ity = ty, f->ioff = off;
    unsigned w = LLVMGetIntTypeWidth(ty);
    uint64_t all = w == 6 ? ~0ull : (1ull << (1u << w)) - 1, bits = 0;
    f->ivals = all;
    if (w == 1) {
        f->ivals = 1;
        return;
    }
    size_t n;
    const char *name = LLVMGetValueName2(f->fn, &n);
    char *ramp = xmalloc(n + 1);
    memcpy(ramp, name, n - 7); /* "$coro.resume" -> "$coro" */
    ramp[n - 7] = 0;
    LLVMValueRef r = LLVMGetNamedFunction(m, ramp);
    free(ramp);
    if (r && !LLVMIsDeclaration(r) && index_stores(f, f->fn, &bits) && index_stores(f, r, &bits))
        f->ivals = bits;
}

/* bit v set in *s: the suspend index may be v; the state after block bb's stores (with 'drop',
   deleting each store of the value the index already holds: only one value possible) */
static uint64_t index_after(const Fn *f, LLVMBasicBlockRef bb, LLVMValueRef arg, uint64_t s, bool drop)
{
    LLVMValueRef next;
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = next) {
        next = LLVMGetNextInstruction(i);
        if (!LLVMIsAStoreInst(i) || !is_index_access(f, i, arg))
            continue;
        uint64_t v = 0;
        if (!const_values(LLVMGetOperand(i, 0), &v))
            v = f->ivals;
        if (drop && LLVMIsAConstantInt(LLVMGetOperand(i, 0)) && s == v)
            LLVMInstructionEraseFromParent(i);
        s = v;
    }
    return s;
}

/* the index's values on the edge to successor 'succ' of block bb's terminator, s at its end: a
   dispatch over the index keeps the values of its case */
static uint64_t index_edge(const Fn *f, LLVMBasicBlockRef bb, LLVMValueRef arg, uint64_t s, unsigned succ)
{
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb), cst, ld = dispatch_load(t, &cst);
    if (!ld || LLVMGetInstructionParent(ld) != bb || !is_index_access(f, ld, arg))
        return s;
    for (LLVMValueRef i = LLVMGetNextInstruction(ld); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsAStoreInst(i) && is_index_access(f, i, arg))
            return s; /* a store between the load and the dispatch */
    if (LLVMIsASwitchInst(t)) {
        uint64_t cases = 0;
        for (unsigned c = 1; c < LLVMGetNumSuccessors(t); c++) {
            uint64_t v = 0;
            const_values(LLVMGetOperand(t, 2 * c), &v);
            cases |= v;
            if (c == succ)
                return s & v;
        }
        return s & ~cases;
    }
    uint64_t v = 0;
    if (!const_values(cst, &v))
        return s;
    bool eq = (LLVMGetICmpPredicate(LLVMGetCondition(t)) == LLVMIntEQ) == (succ == 0);
    return eq ? s & v : s & ~v;
}

/* delete the stores of the suspend index in R.fast that store the value it holds at that point:
   a forward analysis of the index's possible values from R.fast's entry (the values it can hold
   when R runs), through its stores and the dispatch's cases */
static void drop_index_stores(const Fn *f, LLVMValueRef fast)
{
    if (!f->ity)
        return;
    LLVMValueRef arg = LLVMGetParam(fast, 0);
    int nb = 0, cap = 0;
    LLVMBasicBlockRef *bbs = NULL;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fast); bb; bb = LLVMGetNextBasicBlock(bb)) {
        vec_reserve((void **)&bbs, &cap, nb + 1, sizeof *bbs);
        bbs[nb++] = bb;
    }
    uint64_t *in = xmalloc(sizeof *in * (size_t)nb);
    memset(in, 0, sizeof *in * (size_t)nb);
    in[0] = f->ivals;
    for (bool changed = true; changed;) {
        changed = false;
        for (int k = 0; k < nb; k++) {
            uint64_t s = index_after(f, bbs[k], arg, in[k], false);
            LLVMValueRef t = LLVMGetBasicBlockTerminator(bbs[k]);
            for (unsigned e = 0; e < LLVMGetNumSuccessors(t); e++) {
                LLVMBasicBlockRef to = LLVMGetSuccessor(t, e);
                int j = 0;
                while (bbs[j] != to)
                    j++;
                uint64_t v = in[j] | index_edge(f, bbs[k], arg, s, e);
                if (v != in[j])
                    in[j] = v, changed = true;
            }
        }
    }
    for (int k = 0; k < nb; k++)
        index_after(f, bbs[k], arg, in[k], true);
    free(in);
    free(bbs);
}

/* a function that cannot touch rt_suspended: defined here, no inline assembly, no indirect call,
   no reference to rt_suspended, and calls only such functions (or intrinsics), 'depth' levels down */
static bool leaves_suspended(LLVMValueRef fn, int depth)
{
    size_t n;
    const char *name = LLVMGetValueName2(fn, &n);
    if (!strncmp(name, "llvm.", 5))
        return strncmp(name, "llvm.coro.", 10) != 0;
    if (LLVMIsDeclaration(fn) || depth == 0)
        return false;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            for (int o = 0; o < LLVMGetNumOperands(i); o++) {
                LLVMValueRef op = LLVMGetOperand(i, (unsigned)o);
                if (LLVMIsAConstantExpr(op))
                    op = LLVMGetOperand(op, 0);
                if (LLVMIsAGlobalVariable(op) && !strcmp(LLVMGetValueName2(op, &n), "rt_suspended"))
                    return false;
            }
            if (!is_call(i))
                continue;
            LLVMValueRef callee = LLVMGetCalledValue(i);
            if (!LLVMIsACallInst(i) || !LLVMIsAFunction(callee) || callee == fn || !leaves_suspended(callee, depth - 1))
                return false;
        }
    return true;
}

/* a call that does not suspend before a yield, in R.fast: `call g(...)` followed, up to `ret void`,
   only by address arithmetic and the yield's stores (the suspend index, rt_suspended). When g's
   result is unused and g cannot see either (the index is no program variable; g does not touch
   rt_suspended), the stores go before the call and the call becomes a tail call: the path saves
   no register around it. */
static void tail_calls(const Fn *f, LLVMValueRef fast, LLVMBuilderRef b)
{
    LLVMValueRef arg = LLVMGetParam(fast, 0);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fast); bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef c = NULL;
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            if (is_call(i))
                c = i; /* the last call of the block */
        if (!c || !LLVMIsACallInst(c) || LLVMGetFirstUse(c) || !LLVMIsAFunction(LLVMGetCalledValue(c)) ||
            LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(f->fn))) != LLVMVoidTypeKind ||
            !leaves_suspended(LLVMGetCalledValue(c), 4))
            continue;
        /* the rest of the path: this block after the call, then blocks reached by plain branches */
        bool ok = false;
        int steps = 0;
        LLVMValueRef i = LLVMGetNextInstruction(c);
        for (LLVMBasicBlockRef at = bb; i && steps < 32; steps++) {
            if (LLVMIsAReturnInst(i)) {
                ok = LLVMGetNumOperands(i) == 0;
                break;
            }
            if (LLVMIsABranchInst(i) && !LLVMIsConditional(i)) {
                at = LLVMGetSuccessor(i, 0);
                i = LLVMGetFirstInstruction(at);
                continue;
            }
            size_t n;
            LLVMValueRef p = LLVMIsAStoreInst(i) ? LLVMGetOperand(i, 1) : NULL;
            if (!(LLVMIsAGetElementPtrInst(i) || (p && is_index_access(f, i, arg)) ||
                  (p && LLVMIsAGlobalVariable(p) && !strcmp(LLVMGetValueName2(p, &n), "rt_suspended"))) ||
                LLVMGetVolatile(i))
                break;
            i = LLVMGetNextInstruction(i);
        }
        LLVMValueRef br = LLVMGetBasicBlockTerminator(bb);
        if (!ok || (LLVMIsABranchInst(br) && LLVMIsAPHINode(LLVMGetFirstInstruction(LLVMGetSuccessor(br, 0)))))
            continue;
        /* this block's rest moves above the call, the next blocks' instructions are copied there */
        Map map = {0};
        LLVMValueRef next;
        for (i = LLVMGetNextInstruction(c); i && !LLVMIsATerminatorInst(i); i = next) {
            next = LLVMGetNextInstruction(i);
            LLVMInstructionRemoveFromParent(i);
            LLVMPositionBuilderBefore(b, c);
            LLVMInsertIntoBuilder(b, i);
        }
        for (LLVMValueRef t = br; LLVMIsABranchInst(t);) {
            LLVMBasicBlockRef at = LLVMGetSuccessor(t, 0);
            LLVMPositionBuilderBefore(b, c);
            copy_insts(b, at, &map, true);
            t = LLVMGetBasicBlockTerminator(at);
        }
        for (int k = 0; k < map.n; k++)
            for (int o = 0; o < LLVMGetNumOperands(map.to[k]); o++) {
                LLVMValueRef op = LLVMGetOperand(map.to[k], (unsigned)o), to = lookup(&map, op);
                if (to != op)
                    LLVMSetOperand(map.to[k], (unsigned)o, to);
            }
        free(map.from);
        free(map.to);
        LLVMInstructionEraseFromParent(br);
        LLVMPositionBuilderAtEnd(b, bb);
        LLVMBuildRetVoid(b);
        LLVMSetTailCall(c, 1);
    }
}

/* each yield of R.fast publishes the frame before its other stores, so that the yields of
   different cases do not end in the same instructions, which the code generator would share at
   the cost of a jump on all but one of them */
static void publish_first(LLVMValueRef fast, LLVMValueRef arg)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fast); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            if (!LLVMIsAStoreInst(i) || LLVMGetOperand(i, 0) != arg || !stores_suspended(bb, arg))
                continue;
            LLVMValueRef at = i;
            for (LLVMValueRef p = LLVMGetPreviousInstruction(i);
                 p && ((LLVMIsAStoreInst(p) && !LLVMGetVolatile(p) && LLVMGetOrdering(p) == LLVMAtomicOrderingNotAtomic) ||
                       LLVMIsAGetElementPtrInst(p));
                 p = LLVMGetPreviousInstruction(p))
                at = p;
            if (at != i) {
                LLVMInstructionRemoveFromParent(i);
                LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(arg)));
                LLVMPositionBuilderBefore(b, at);
                LLVMInsertIntoBuilder(b, i);
                LLVMDisposeBuilder(b);
            }
            break;
        }
}

/* the branches to the slow path of R.fast are unlikely: the copied path falls through */
static void weigh(LLVMContextRef ctx, LLVMValueRef fast, LLVMBasicBlockRef slow)
{
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    unsigned prof = LLVMGetMDKindIDInContext(ctx, "prof", 4);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fast); bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        if (!LLVMIsABranchInst(t) || !LLVMIsConditional(t) ||
            (LLVMGetSuccessor(t, 0) != slow) == (LLVMGetSuccessor(t, 1) != slow))
            continue;
        LLVMMetadataRef md[3] = {LLVMMDStringInContext2(ctx, "branch_weights", 14),
                                 LLVMValueAsMetadata(LLVMConstInt(i32, LLVMGetSuccessor(t, 0) == slow ? 1 : 2000, 0)),
                                 LLVMValueAsMetadata(LLVMConstInt(i32, LLVMGetSuccessor(t, 1) == slow ? 1 : 2000, 0))};
        LLVMSetMetadata(t, prof, LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, md, 3)));
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
    Map emap = {0};
    put(&emap, f->arg, LLVMGetParam(fast, 0));
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(ctx, fast, "fast.entry");
    LLVMBasicBlockRef slow = LLVMAppendBasicBlockInContext(ctx, fast, "fast.slow");
    LLVMPositionBuilderAtEnd(b, entry); /* R's entry, its dispatch included */
    copy_insts(b, f->blocks[0], &emap, false);
    size_t nb = (size_t)f->nblocks;
    LLVMBasicBlockRef *copies = xmalloc(sizeof *copies * nb * (size_t)f->ncase);
    memset(copies, 0, sizeof *copies * nb * (size_t)f->ncase);
    for (int c = 0; c < f->ncase; c++) { /* each case its own copy: the index is known along it */
        const bool *in = f->regs + (size_t)c * nb;
        LLVMBasicBlockRef *cp = copies + (size_t)c * nb;
        Map map = {0};
        for (int e = 0; e < emap.n; e++)
            put(&map, emap.from[e], emap.to[e]);
        cp[0] = entry;
        for (int k = 1; k < f->nblocks; k++)
            if (in[k])
                cp[k] = LLVMAppendBasicBlockInContext(ctx, fast, "fast");
        for (int k = 1; k < f->nblocks; k++) {
            if (!in[k])
                continue;
            put(&map, (LLVMValueRef)f->blocks[k], (LLVMValueRef)cp[k]);
            LLVMPositionBuilderAtEnd(b, cp[k]);
            copy_insts(b, f->blocks[k], &map, false);
        }
        /* operands, phis and successors of the copies (edges leaving the region go to the slow path) */
        for (int a = 1; a < f->nblocks; a++) {
            if (!in[a])
                continue;
            for (LLVMValueRef i = LLVMGetFirstInstruction(cp[a]); i; i = LLVMGetNextInstruction(i)) {
                if (LLVMIsAPHINode(i))
                    continue;
                bool term = LLVMIsATerminatorInst(i);
                for (int o = 0; o < LLVMGetNumOperands(i); o++) {
                    LLVMValueRef op = LLVMGetOperand(i, (unsigned)o);
                    if (term && LLVMValueIsBasicBlock(op))
                        continue; /* successors below */
                    LLVMValueRef to = lookup(&map, op);
                    if (to != op)
                        LLVMSetOperand(i, (unsigned)o, to);
                }
                if (term)
                    for (unsigned s = 0; s < LLVMGetNumSuccessors(i); s++) {
                        int j = index_of(f, LLVMGetSuccessor(i, s));
                        LLVMSetSuccessor(i, s, j > 0 && cp[j] ? cp[j] : slow);
                    }
            }
        }
        for (int k = 1; k < f->nblocks; k++) { /* a phi keeps the incomings of copied blocks */
            if (!in[k])
                continue;
            for (LLVMValueRef i = LLVMGetFirstInstruction(f->blocks[k]); i && LLVMIsAPHINode(i);
                 i = LLVMGetNextInstruction(i)) {
                LLVMValueRef c2 = lookup(&map, i);
                for (unsigned e = 0; e < LLVMCountIncoming(i); e++) {
                    int j = index_of(f, LLVMGetIncomingBlock(i, e));
                    if (j < 0 || !cp[j] || (j == 0 && k != f->cstart[c]))
                        continue;
                    LLVMValueRef v = lookup(&map, LLVMGetIncomingValue(i, e));
                    LLVMAddIncoming(c2, &v, &cp[j], 1);
                }
            }
        }
        free(map.from);
        free(map.to);
    }
    /* the entry's operands and its dispatch: each successor to its case's copy, or the slow path */
    LLVMValueRef sw = LLVMGetBasicBlockTerminator(entry);
    for (LLVMValueRef i = LLVMGetFirstInstruction(entry); i; i = LLVMGetNextInstruction(i))
        for (int o = 0; o < LLVMGetNumOperands(i); o++) {
            LLVMValueRef op = LLVMGetOperand(i, (unsigned)o);
            if (!LLVMValueIsBasicBlock(op) && lookup(&emap, op) != op)
                LLVMSetOperand(i, (unsigned)o, lookup(&emap, op));
        }
    for (unsigned s = 0; s < LLVMGetNumSuccessors(sw); s++) {
        int c = f->owner[s], j = index_of(f, LLVMGetSuccessor(sw, s));
        LLVMSetSuccessor(sw, s, c >= 0 ? copies[(size_t)c * nb + (size_t)j] : slow);
    }
    free(copies);
    LLVMPositionBuilderAtEnd(b, slow);
    for (int u = f->nundo - 2; u >= 0; u -= 2) { /* R starts from the memory it was called with */
        LLVMValueRef st = LLVMBuildStore(b, lookup(&emap, f->undo[u + 1]), lookup(&emap, LLVMGetOperand(f->undo[u], 1)));
        LLVMSetAlignment(st, LLVMGetAlignment(f->undo[u]));
    }
    LLVMValueRef arg = LLVMGetParam(fast, 0);
    LLVMValueRef call = LLVMBuildCall2(b, LLVMGlobalGetValueType(f->fn), f->fn, &arg, 1, "");
    LLVMSetInstructionCallConv(call, LLVMGetFunctionCallConv(f->fn));
    LLVMSetTailCall(call, 1);
    LLVMBuildRetVoid(b);
    LLVMMoveBasicBlockAfter(slow, LLVMGetLastBasicBlock(fast)); /* reads top to bottom */
    free(emap.from);
    free(emap.to);

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
                    LLVMDisposeBuilder(b);
                    LLVMDeleteFunction(fast);
                    return false;
                }
            }
    drop_index_stores(f, fast);
    tail_calls(f, fast, b);
    weigh(ctx, fast, slow);
    publish_first(fast, LLVMGetParam(fast, 0));
    LLVMDisposeBuilder(b);

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
    f->pure = xmalloc(4 * nb * sizeof *f->pure);
    f->tail = f->pure + nb, f->ytail = f->tail + nb, f->in = f->ytail + nb;
    classify(f);
    find_index(m, f, sw);
    unsigned nsucc = LLVMGetNumSuccessors(sw);
    f->owner = xmalloc(sizeof *f->owner * nsucc);
    f->cstart = xmalloc(sizeof *f->cstart * nsucc);
    f->regs = xmalloc(sizeof *f->regs * nb * nsucc);
    int *stack = xmalloc(sizeof *stack * nb), total = 0;
    /* a goroutine's start (gostart.c: index 0, taken once per go statement) is no yield loop */
    bool started = LLVMGetStringAttributeAtIndex(f->fn, LLVMAttributeFunctionIndex, GOSTART_ATTR,
                                                 (unsigned)strlen(GOSTART_ATTR)) != NULL;
    for (unsigned s = 0; s < nsucc; s++) { /* every case that yields but a goroutine's start */
        int start = index_of(f, LLVMGetSuccessor(sw, s)), n;
        f->owner[s] = -1;
        for (int c = 0; c < f->ncase; c++)
            if (f->cstart[c] == start)
                f->owner[s] = c;
        if (start <= 0 || f->owner[s] >= 0 || (started && index_edge(f, f->blocks[0], f->arg, ~0ull, s) == 1) ||
            (n = region(f, start, stack)) < 0 || total + n > MAX_TOTAL)
            continue;
        total += n;
        memcpy(f->regs + (size_t)f->ncase * nb, f->in, sizeof *f->in * nb);
        f->cstart[f->ncase] = start;
        f->owner[s] = f->ncase++;
    }
    free(stack);
    return f->ncase > 0 && transform(m, f);
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
        free(f.owner);
        free(f.cstart);
        free(f.regs);
    }
    return done;
}
