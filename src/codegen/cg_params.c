/* cg_params.c - integer parameters that every live call passes the same constant, for cg_prune's
 * walk (cg_prune.c): an interprocedural constant propagation over the calls the walk reaches. A
 * parameter of a function is tracked when the function is internal and every use of it is the
 * callee of a direct call with its own number of arguments: a function that is address-taken (a
 * func value, a closure, an itab or method record entry, a go or defer record, what reflect can
 * call) has another use and its parameters are unknown. A tracked parameter starts with no value
 * (no call reached yet), takes the constant of the first call the walk reaches, and becomes
 * unknown once a call passes another value or one this file cannot evaluate; values only move
 * down, so the walk can start optimistic and re-examine. An argument evaluates to a constant
 * integer, a parameter of the caller (directly, or through the load of its stable slot: the
 * alloca the code generator stores a parameter into once, in the entry block), and casts and
 * integer compares of those. A conditional branch on such a compare takes only the successors
 * its value allows (none while a parameter has no value); the walk takes the others once the
 * parameter changes (cg_params_branch). Once the walk is done, a parameter every call reached
 * passes one constant is that constant in its function (cg_params_apply), so LLVM folds the
 * branches the walk did not take: fmt's printArg, printValue, handleMethods and the fmt* methods
 * get their verb from doPrintln's 'v' alone in a program that never calls Printf. A function
 * reached other than by a call the walk saw (the panic printer's calls of a type's printing
 * function) has its parameters unknown (cg_params_enter). */
#include <string.h>

#include "cg.h"

enum { TOP, CONST, BOTTOM };

/* a value as this file knows it: no value yet, a constant (bits, zero-extended), or unknown */
typedef struct Val {
    int state;
    unsigned long long c;
} Val;

/* a tracked parameter */
typedef struct Cell {
    LLVMValueRef p;
    Val v;
} Cell;

/* a map from pointers to ints (0: absent), open addressing */
typedef struct Map {
    const void **key;
    int *val;
    size_t cap, n;
} Map;

static size_t slot_of(const Map *m, const void *k)
{
    size_t i = (size_t)(((uintptr_t)k >> 4) * 2654435761u % m->cap);
    while (m->key[i] && m->key[i] != k)
        i = (i + 1) % m->cap;
    return i;
}

static int map_get(const Map *m, const void *k)
{
    return m->cap ? m->val[slot_of(m, k)] : 0;
}

static void map_put(Map *m, const void *k, int v)
{
    if (2 * (m->n + 1) > m->cap) {
        Map g = {0};
        g.cap = m->cap ? 2 * m->cap : 1024;
        g.key = xmalloc(sizeof *g.key * g.cap), g.val = xmalloc(sizeof *g.val * g.cap);
        for (size_t i = 0; i < m->cap; i++)
            if (m->key[i])
                map_put(&g, m->key[i], m->val[i]);
        free(m->key), free(m->val);
        *m = g;
    }
    size_t i = slot_of(m, k);
    if (!m->key[i])
        m->key[i] = k, m->n++;
    m->val[i] = v;
}

static void map_free(Map *m)
{
    free(m->key), free(m->val);
    memset(m, 0, sizeof *m);
}

static Map fns;    /* function -> 1 tracked, 2 not */
static Map index_; /* parameter -> 1 + its index in params */
static Cell *params;
static int nparams, cparams;
static Map seen_calls; /* calls met */
static Map slots;      /* alloca -> 1 + the number of the parameter it is the stable slot of, or -1 */
static LLVMValueRef *calls;
static int ncalls, ccalls;

void cg_params_begin(void)
{
    map_free(&fns), map_free(&index_), map_free(&seen_calls), map_free(&slots);
    nparams = ncalls = 0;
}

bool cg_params_stable_slot(LLVMValueRef a)
{
    if (!LLVMIsAAllocaInst(a))
        return false;
    LLVMBasicBlockRef entry = LLVMGetInstructionParent(a);
    int stores = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef in = LLVMGetUser(u);
        if (LLVMIsALoadInst(in))
            continue;
        if (!LLVMIsAStoreInst(in) || LLVMGetOperand(in, 0) == a || LLVMGetInstructionParent(in) != entry)
            return false;
        stores++;
    }
    return stores == 1;
}

bool cg_params_after_store(LLVMValueRef l)
{
    LLVMValueRef a = LLVMGetOperand(l, 0);
    if (LLVMGetInstructionParent(l) != LLVMGetInstructionParent(a))
        return true;
    for (LLVMValueRef in = LLVMGetPreviousInstruction(l); in; in = LLVMGetPreviousInstruction(in))
        if (LLVMIsAStoreInst(in) && LLVMGetOperand(in, 1) == a)
            return true;
    return false;
}

/* is every use of function f the callee of a direct call passing all its parameters? */
static bool tracked(LLVMValueRef f)
{
    int k = map_get(&fns, f);
    if (k)
        return k == 1;
    LLVMLinkage l = LLVMGetLinkage(f);
    bool ok = (l == LLVMInternalLinkage || l == LLVMPrivateLinkage) && LLVMGetFirstBasicBlock(f) &&
              !LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f));
    unsigned np = LLVMCountParams(f);
    for (LLVMUseRef u = LLVMGetFirstUse(f); ok && u; u = LLVMGetNextUse(u)) {
        LLVMValueRef c = LLVMGetUser(u);
        ok = LLVMIsACallInst(c) && LLVMGetCalledValue(c) == f && LLVMGetNumArgOperands(c) == np;
        for (unsigned i = 0; ok && i < np; i++)
            ok = LLVMGetOperand(c, i) != f;
    }
    map_put(&fns, f, ok ? 1 : 2);
    return ok;
}

/* the lattice cell of parameter p, NULL if p is not tracked */
static Cell *param_of(LLVMValueRef p)
{
    int k = map_get(&index_, p);
    if (k)
        return &params[k - 1];
    LLVMValueRef f = LLVMGetParamParent(p);
    if (LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMIntegerTypeKind || !tracked(f))
        return NULL;
    Cell x = {p, {TOP, 0}};
    VEC_PUSH(params, nparams, cparams, x);
    map_put(&index_, p, nparams);
    return &params[nparams - 1];
}

static const Val unknown = {BOTTOM, 0};

static unsigned long long mask(unsigned bits, unsigned long long c)
{
    return bits >= 64 ? c : c & ((1ull << bits) - 1);
}

static long long sext(unsigned bits, unsigned long long c)
{
    return bits >= 64 ? (long long)c : (long long)(mask(bits, c) ^ (1ull << (bits - 1))) - (long long)(1ull << (bits - 1));
}

static unsigned width(LLVMValueRef v)
{
    return LLVMGetIntTypeWidth(LLVMTypeOf(v));
}

static Val eval_n(LLVMValueRef v, int depth);

/* the parameter alloca a is the stable slot of, else NULL (cached: a function's loads of one slot) */
static LLVMValueRef slot_param(LLVMValueRef a)
{
    int k = map_get(&slots, a);
    if (!k) {
        k = -1;
        if (cg_params_stable_slot(a))
            for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
                LLVMValueRef s = LLVMGetUser(u), x = LLVMGetOperand(s, 0);
                if (LLVMIsAStoreInst(s) && LLVMIsAArgument(x)) {
                    LLVMValueRef f = LLVMGetParamParent(x);
                    for (unsigned i = 0, n = LLVMCountParams(f); i < n; i++)
                        if (LLVMGetParam(f, i) == x)
                            k = (int)i + 1;
                }
            }
        map_put(&slots, a, k);
    }
    return k > 0 ? LLVMGetParam(LLVMGetBasicBlockParent(LLVMGetInstructionParent(a)), (unsigned)k - 1) : NULL;
}

/* compare a and b (width bits) by predicate p */
static Val compare(LLVMIntPredicate p, unsigned bits, Val a, Val b)
{
    if (a.state == BOTTOM || b.state == BOTTOM)
        return unknown;
    if (a.state == TOP || b.state == TOP)
        return (Val){TOP, 0};
    int r = util_icmp(p, bits, a.c, b.c);
    return r < 0 ? unknown : (Val){CONST, (unsigned long long)r};
}

static Val eval_n(LLVMValueRef v, int depth)
{
    if (depth > 8 || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind)
        return unknown;
    if (LLVMIsAConstantInt(v))
        return (Val){CONST, mask(width(v), LLVMConstIntGetZExtValue(v))};
    if (LLVMIsAArgument(v)) {
        Cell *p = param_of(v);
        return p ? p->v : unknown;
    }
    if (LLVMIsALoadInst(v)) { /* a parameter's stable slot */
        LLVMValueRef x = slot_param(LLVMGetOperand(v, 0));
        return x && LLVMTypeOf(x) == LLVMTypeOf(v) && cg_params_after_store(v) ? eval_n(x, depth + 1) : unknown;
    }
    if (LLVMIsAZExtInst(v) || LLVMIsASExtInst(v) || LLVMIsATruncInst(v)) {
        LLVMValueRef x = LLVMGetOperand(v, 0);
        Val r = eval_n(x, depth + 1);
        if (r.state == CONST)
            r.c = mask(width(v), LLVMIsASExtInst(v) ? (unsigned long long)sext(width(x), r.c) : mask(width(x), r.c));
        return r;
    }
    if (LLVMIsAICmpInst(v)) {
        LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
        if (LLVMGetTypeKind(LLVMTypeOf(a)) != LLVMIntegerTypeKind)
            return unknown;
        return compare(LLVMGetICmpPredicate(v), width(a), eval_n(a, depth + 1), eval_n(b, depth + 1));
    }
    return unknown;
}

/* meet value x into parameter p: true if p changed */
static bool meet(Cell *p, Val x)
{
    if (p->v.state == BOTTOM || x.state == TOP || (p->v.state == CONST && x.state == CONST && p->v.c == x.c))
        return false;
    p->v = p->v.state == TOP ? x : unknown;
    return true;
}

static bool met(LLVMValueRef call)
{
    LLVMValueRef f = LLVMGetCalledValue(call);
    if (!LLVMIsAFunction(f) || !tracked(f))
        return false;
    bool changed = false;
    unsigned np = LLVMCountParams(f);
    for (unsigned i = 0; i < np; i++) {
        LLVMValueRef x = LLVMGetParam(f, i), a = LLVMGetOperand(call, i);
        Cell *p = param_of(x);
        if (p)
            changed |= meet(p, LLVMTypeOf(a) == LLVMTypeOf(x) ? eval_n(a, 0) : unknown);
    }
    return changed;
}

bool cg_params_call(LLVMValueRef call)
{
    if (!LLVMIsACallInst(call) || map_get(&seen_calls, call))
        return false;
    map_put(&seen_calls, call, 1);
    VEC_PUSH(calls, ncalls, ccalls, call);
    return met(call);
}

void cg_params_enter(LLVMValueRef f)
{
    unsigned np = LLVMCountParams(f);
    for (unsigned i = 0; i < np; i++) {
        Cell *p = param_of(LLVMGetParam(f, i));
        if (p && p->v.state == TOP)
            p->v = unknown;
    }
}

bool cg_params_refresh(void)
{
    bool changed = false;
    for (bool again = true; again;) {
        again = false;
        for (int i = 0; i < ncalls; i++)
            again |= met(calls[i]);
        changed |= again;
    }
    return changed;
}

int cg_params_branch(LLVMValueRef br)
{
    if (!LLVMIsABranchInst(br) || !LLVMIsConditional(br))
        return 3;
    LLVMValueRef c = LLVMGetCondition(br);
    if (LLVMIsAConstantInt(c)) /* no parameter: LLVM folds it anyway */
        return 3;
    Val v = eval_n(c, 0);
    return v.state == BOTTOM ? 3 : v.state == TOP ? 0 : v.c & 1 ? 1 : 2;
}

void cg_params_apply(void)
{
    for (int i = 0; i < nparams; i++)
        if (params[i].v.state == CONST && LLVMGetFirstUse(params[i].p))
            LLVMReplaceAllUsesWith(params[i].p, LLVMConstInt(LLVMTypeOf(params[i].p), params[i].v.c, 0));
    free(calls);
    calls = NULL, ccalls = 0;
    cg_params_begin();
}
