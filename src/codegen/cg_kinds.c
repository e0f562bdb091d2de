/* cg_kinds.c - which reflect kinds a value of the program can have, for cg_prune's walk. Reflect
 * reads a type's kind through one function, corogo_reflect_kind (reflect's kindOf: the kind of a
 * descriptor's kind word), whose body cg_kinds_define gives at the end of code generation, so that
 * package initialisation at compile time can run it. Before the walk, cg_kinds_begin finds the
 * functions whose result can only be such a kind or one of a few constants (reflect's
 * (*rtype).Kind, Value.kind, Value.Kind: a result slot or local variable stored only with such
 * values, phis, selects and calls of such functions; everything else is unknown). The walk asks
 * cg_kinds_test about each branch on a comparison of such a value with a constant kind K: the
 * "equal" successor is taken only once a value can have kind K, that is once a descriptor of kind
 * K is reached (cg_prune_desc), or reflect can make a type of kind K at run time (cg_kinds_made:
 * SliceOf, ArrayOf, MapOf, FuncOf, ChanOf, StructOf and PointerTo once reached, every kind they
 * make when package initialisation at compile time made a type, Struct always: a descriptor
 * without type information reads as an opaque struct). When the walk is done, cg_kinds_end makes
 * the comparisons of kinds no value has false (true for !=), and LLVM deletes the code behind
 * them: fmt's printValue, internal/fmtsort's compare and reflect's own switches lose the arms of
 * kinds the firmware never has, at every optimisation level. */
#include <stdlib.h>
#include <string.h>

#include "cg.h"

enum {
    K_ARRAY = 17, K_CHAN, K_FUNC, K_INTERFACE, K_MAP, K_POINTER, K_SLICE, K_STRING, K_STRUCT,
    K_NEVER = 31, /* no value has it */
};

/* a fact about an i32 value: the constant kinds it can be (bits 0-31), F_LIVE: or the kind of a
   type a value of the program has; F_TOP: anything */
typedef unsigned long long Fact;
#define F_LIVE (1ull << 32)
#define F_TOP (1ull << 33)

#define MADE_KINDS                                                                                 \
    (1u << K_ARRAY | 1u << K_CHAN | 1u << K_FUNC | 1u << K_MAP | 1u << K_POINTER | 1u << K_SLICE | \
     1u << K_STRUCT)

/* the functions that reach reflect's makeType, and the kind each makes (makeType itself: the *T
   it makes beside a new T) */
static const struct {
    const char *name;
    unsigned kind;
} makers[] = {
    {"reflect.SliceOf", K_SLICE}, {"reflect.ArrayOf", K_ARRAY},   {"reflect.MapOf", K_MAP},
    {"reflect.FuncOf", K_FUNC},   {"reflect.ChanOf", K_CHAN},     {"reflect.StructOf", K_STRUCT},
    {"reflect.ptrTo", K_POINTER}, {"reflect.makeType", K_POINTER},
};
enum { NMAKERS = sizeof makers / sizeof makers[0] };

static LLVMValueRef kind_fn;            /* corogo_reflect_kind, NULL where reflect is not linked */
static LLVMValueRef maker_fns[NMAKERS]; /* makers[i]'s function, NULL where not linked */
static unsigned always;                 /* kinds every program with reflect can have */
static bool open;                       /* makeType has a caller makers does not list */

/* the i32-returning functions defined, sorted by address, and their facts */
static LLVMValueRef *fns;
static Fact *facts;
static int nfns;

/* the comparisons cg_kinds_test answered, with their kinds */
static LLVMValueRef *tests;
static unsigned *test_kinds;
static int ntests, ctests, ctest_kinds;

void cg_kinds_define(Cg *c)
{
    LLVMValueRef fn = LLVMGetNamedFunction(c->mod, "corogo_reflect_kind");
    if (!fn || !LLVMIsDeclaration(fn))
        return;
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    CgHelper h = cg_helper_begin(c, fn);
    LLVMBuildRet(c->b, LLVMBuildAnd(c->b, LLVMGetParam(fn, 0), LLVMConstInt(c->t_i32, 0xff, 0), ""));
    cg_helper_end(c, &h);
}

static int by_addr(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t) * (const LLVMValueRef *)a, y = (uintptr_t) * (const LLVMValueRef *)b;
    return x < y ? -1 : x > y;
}

static Fact fn_fact(LLVMValueRef f)
{
    if (f == kind_fn)
        return F_LIVE;
    LLVMValueRef *p = nfns ? bsearch(&f, fns, (size_t)nfns, sizeof *fns, by_addr) : NULL;
    return p ? facts[p - fns] : F_TOP;
}

/* the values stored into alloca a, pushed on the stack; false if a has another use */
static bool slot_values(LLVMValueRef a, LLVMValueRef **st, int *n, int *cap)
{
    for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef in = LLVMGetUser(u);
        if (LLVMIsAStoreInst(in) && LLVMGetOperand(in, 1) == a)
            VEC_PUSH(*st, *n, *cap, LLVMGetOperand(in, 0));
        else if (!LLVMIsALoadInst(in))
            return false;
    }
    return true;
}

/* what v can be: the union of the facts of the values it can come from */
static Fact value_fact(LLVMValueRef v)
{
    LLVMValueRef *st = NULL, *seen = NULL;
    int n = 0, cap = 0, ns = 0, cs = 0;
    Fact r = 0;
    VEC_PUSH(st, n, cap, v);
    while (n && !(r & F_TOP)) {
        LLVMValueRef x = st[--n];
        bool again = false;
        for (int i = 0; i < ns && !again; i++)
            again = seen[i] == x;
        if (again)
            continue;
        VEC_PUSH(seen, ns, cs, x);
        if (LLVMIsAConstantInt(x)) {
            unsigned long long k = LLVMConstIntGetZExtValue(x);
            r |= k < 32 ? 1ull << k : F_TOP;
        } else if (LLVMIsACallInst(x)) {
            LLVMValueRef f = LLVMGetCalledValue(x);
            r |= LLVMIsAFunction(f) ? fn_fact(f) : F_TOP;
        } else if (LLVMIsAPHINode(x)) {
            for (unsigned i = 0, m = LLVMCountIncoming(x); i < m; i++)
                VEC_PUSH(st, n, cap, LLVMGetIncomingValue(x, i));
        } else if (LLVMIsASelectInst(x)) {
            VEC_PUSH(st, n, cap, LLVMGetOperand(x, 1));
            VEC_PUSH(st, n, cap, LLVMGetOperand(x, 2));
        } else if (!(LLVMIsALoadInst(x) && LLVMIsAAllocaInst(LLVMGetOperand(x, 0)) &&
                     slot_values(LLVMGetOperand(x, 0), &st, &n, &cap)))
            r |= F_TOP;
    }
    free(st);
    free(seen);
    return r;
}

void cg_kinds_begin(LLVMModuleRef m)
{
    free(fns), free(facts), free(tests), free(test_kinds);
    fns = NULL, facts = NULL, tests = NULL, test_kinds = NULL;
    nfns = ntests = ctests = ctest_kinds = 0;
    kind_fn = LLVMGetNamedFunction(m, "corogo_reflect_kind");
    if (!kind_fn)
        return;
    always = 1u << K_STRUCT, open = false;
    for (int i = 0; i < NMAKERS; i++)
        maker_fns[i] = LLVMGetNamedFunction(m, makers[i].name);
    LLVMValueRef make = maker_fns[NMAKERS - 1];
    for (LLVMUseRef u = make ? LLVMGetFirstUse(make) : NULL; u; u = LLVMGetNextUse(u)) {
        LLVMValueRef in = LLVMGetUser(u), f = NULL;
        if (LLVMIsACallInst(in) && LLVMGetCalledValue(in) == make)
            f = LLVMGetBasicBlockParent(LLVMGetInstructionParent(in));
        bool listed = false;
        for (int i = 0; i < NMAKERS && f && !listed; i++)
            listed = f == maker_fns[i];
        open |= !listed;
    }
    /* types made by package initialisation at compile time are in its data now */
    LLVMValueRef made = LLVMGetNamedGlobal(m, "reflect.madeTypes");
    if (!made || !LLVMGetInitializer(made) || !LLVMIsNull(LLVMGetInitializer(made)))
        always |= MADE_KINDS;
    int cap = 0;
    LLVMTypeRef i32 = LLVMInt32TypeInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f) && f != kind_fn && LLVMGetReturnType(LLVMGlobalGetValueType(f)) == i32)
            VEC_PUSH(fns, nfns, cap, f);
    qsort(fns, (size_t)nfns, sizeof *fns, by_addr);
    facts = xmalloc(sizeof *facts * (size_t)(nfns + 1));
    memset(facts, 0, sizeof *facts * (size_t)(nfns + 1));
    for (bool changed = true; changed;) { /* from nothing up, as calls may recurse */
        changed = false;
        for (int i = 0; i < nfns; i++) {
            if (facts[i] & F_TOP)
                continue;
            Fact r = 0;
            LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fns[i]);
            for (; b && !(r & F_TOP); b = LLVMGetNextBasicBlock(b)) {
                LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
                if (t && LLVMIsAReturnInst(t))
                    r |= value_fact(LLVMGetOperand(t, 0));
            }
            if (r & F_TOP)
                r = F_TOP;
            if (r != facts[i])
                facts[i] = r, changed = true;
        }
    }
}

unsigned cg_kinds_test(LLVMValueRef cond, unsigned *taken)
{
    if (!kind_fn || !LLVMIsAICmpInst(cond))
        return 0;
    LLVMIntPredicate p = LLVMGetICmpPredicate(cond);
    if (p != LLVMIntEQ && p != LLVMIntNE)
        return 0;
    LLVMValueRef a = LLVMGetOperand(cond, 0), b = LLVMGetOperand(cond, 1);
    if (!LLVMIsAConstantInt(b)) {
        LLVMValueRef t = a;
        a = b, b = t;
    }
    LLVMTypeRef ty = LLVMTypeOf(a);
    if (!LLVMIsAConstantInt(b) || LLVMIsAConstantInt(a) || ty != LLVMInt32TypeInContext(LLVMGetTypeContext(ty)))
        return 0;
    Fact f = value_fact(a);
    if (f & F_TOP)
        return 0;
    unsigned long long k = LLVMConstIntGetZExtValue(b);
    if (k < 32 && f >> k & 1)
        return 0; /* a constant it can be */
    unsigned kind = k < 32 && (f & F_LIVE) && k != K_NEVER ? (unsigned)k : K_NEVER;
    if (!kind)
        return 0;
    VEC_PUSH(tests, ntests, ctests, cond);
    int n = ntests - 1;
    VEC_PUSH(test_kinds, n, ctest_kinds, kind);
    *taken = p == LLVMIntEQ ? 0 : 1;
    return kind;
}

bool cg_kinds_made(unsigned k, bool (*reached)(const void *ctx, LLVMValueRef fn), const void *ctx)
{
    if (!kind_fn || k >= 32)
        return false;
    if (always >> k & 1)
        return true;
    for (int i = 0; i < NMAKERS; i++)
        if (maker_fns[i] && reached(ctx, maker_fns[i]) &&
            (makers[i].kind == k || (open && i == NMAKERS - 1 && (MADE_KINDS >> k & 1))))
            return true;
    return false;
}

void cg_kinds_end(uint32_t live)
{
    for (int i = 0; i < ntests; i++) {
        LLVMValueRef t = tests[i];
        if (!t || (live >> test_kinds[i] & 1))
            continue;
        for (int j = i + 1; j < ntests; j++) /* a comparison met twice is folded once */
            if (tests[j] == t)
                tests[j] = NULL;
        bool eq = LLVMGetICmpPredicate(t) == LLVMIntEQ;
        LLVMReplaceAllUsesWith(t, LLVMConstInt(LLVMTypeOf(t), !eq, 0));
        LLVMInstructionEraseFromParent(t);
    }
    ntests = 0;
}
