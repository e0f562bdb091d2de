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
 * function) has its parameters unknown (cg_params_enter).
 * The same walk keeps field facts: an integer field of a struct (by LLVM struct type, which is
 * structural, and index) is zero while no write met can make it otherwise, and a load of it
 * evaluates to 0 (branches on it take one side; cg_params_apply replaces the loads). Go's memory
 * starts zeroed; what can put another value into a field: a store of a value not known zero
 * through a GEP whose last index picks it (or through a variable's or global's own address, for
 * the first field), an insertvalue into it, an aggregate constant anywhere in code walked or in
 * static data with it non-zero, an atomic read-modify-write of it, its address used other than
 * to load or store (a *bool escaping to any code), which makes every field of its object unknown
 * too (unsafe arithmetic from it, there or in a callee, reaches them); a store through a pointer of no known type
 * (unsafe.Add's arithmetic, a pointer loaded or passed, reflect's *(*bool)(v.ptr) = x) makes
 * every field of that integer type and of the narrower ones, which it may cover, unknown (a bool
 * and a byte alike); a memset of a byte other
 * than zero every field; a call of code this file cannot see (the C runtime, inline asm) every
 * field of what a pointer argument points at, when its type shows, and of its result. Code of
 * the packages that read the compiler's own data through types of their own (reflect, internal/,
 * runtime, machine, device) or that the compiler made (reflect's call thunks) makes every field
 * of those types unknown, and so does a conversion between unsafe.Pointer and a pointer to a
 * struct or array in a function reached (cg_params_view, from cg_convert: memory of that type is
 * seen as another there, reflect.StringHeader over a string), and so does converting the address
 * of a field, element or variable to unsafe.Pointer, for its whole object (unsafe.Add from &v.x
 * reaches v.w); a volatile load (a device
 * register) its field. Copies (an aggregate loaded and stored, memcpy and memmove, the
 * runtime's copies of channel elements and map slots) move values between objects of one type,
 * so they make no value a field did not have; a slice's element (a GEP on word 0 of a slice or
 * string value) is no field. Objects package initialisation at compile time made are static data
 * whose types do not show: cg_params_before_init, before it runs, meets the code it can run
 * (from corogo_main, not main.main, following functions and data other than type data) with
 * every value unknown. The address of a variable's first field or element (`&g.b0`, `&g.a[0]`) is
 * the variable's own address, which no GEP marks: taking it (cg_addr_taken) is a view of the
 * variable's type there, as unsafe arithmetic from it may reach the other fields. Not seen: unsafe
 * arithmetic that reaches a struct's field from a pointer that was never converted from a pointer
 * to that struct (from an untyped buffer). In fmt.Println("hello") no live code sets fmt's plus,
 * sharp, plusV, sharpV...: fmtQ, strconv's quoting and the isPrint tables go. */
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
static bool prescan;
static bool field_zero(LLVMValueRef load);

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
        if (prescan)
            return unknown;
        Cell *p = param_of(v);
        return p ? p->v : unknown;
    }
    if (LLVMIsALoadInst(v)) { /* a parameter's stable slot, or a field never set to non-zero */
        if (prescan)
            return unknown;
        LLVMValueRef x = slot_param(LLVMGetOperand(v, 0));
        if (x)
            return LLVMTypeOf(x) == LLVMTypeOf(v) && cg_params_after_store(v) ? eval_n(x, depth + 1) : unknown;
        return field_zero(v) ? (Val){CONST, 0} : unknown;
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

/* ---------------------------------------------------------------- field facts */

/* the integer fields of one LLVM struct type (types are structural: every Go struct of one layout
   shares them) that some write may have made non-zero */
typedef struct Rec {
    LLVMTypeRef s;
    unsigned char *bad;
} Rec;

static Map recs;            /* struct type -> 1 + its index in rs */
static Rec *rs;
static int nrs, crs;
static Map killed;          /* integer type -> 1: a store of it through a pointer of no known type */
static bool all_bad;        /* a memset of a byte other than zero: any field */
static Map seen_insts;      /* instructions met */
static LLVMValueRef *writes; /* stores and insertvalues met, met again in each refresh */
static int nwrites, cwrites;
static LLVMValueRef *floads; /* loads of fields met */
static int nfloads, cfloads;
static Map scanned;         /* aggregate constants scanned */
static bool is_int(LLVMTypeRef t);

static unsigned char *bad_of(LLVMTypeRef s)
{
    int k = map_get(&recs, s);
    if (!k) {
        unsigned n = LLVMCountStructElementTypes(s);
        Rec r = {s, xmalloc(n + 1)};
        memset(r.bad, 0, n + 1);
        VEC_PUSH(rs, nrs, crs, r);
        map_put(&recs, s, k = nrs);
    }
    return rs[k - 1].bad;
}

/* field k of struct type s may be non-zero: true if it was not known so */
static bool set_bad(LLVMTypeRef s, unsigned k)
{
    unsigned char *b = bad_of(s);
    if (b[k])
        return false;
    b[k] = 1;
    return true;
}

static bool is_int(LLVMTypeRef t)
{
    return LLVMGetTypeKind(t) == LLVMIntegerTypeKind;
}

/* a store of integer type t through a pointer of no known type: any field of t or of a narrower
   integer type, which the store may cover (a bool and a byte are one: the C runtime writes a bool
   as a byte; *(*uint32)(unsafe.Pointer(&s.b8)) = x sets the bytes and uint16 after b8 too) */
static bool kill(LLVMTypeRef t)
{
    if (map_get(&killed, t))
        return false;
    map_put(&killed, t, 1);
    unsigned w = LLVMGetIntTypeWidth(t);
    LLVMContextRef cx = LLVMGetTypeContext(t);
    static const unsigned narrower[] = {1, 8, 16, 32};
    for (size_t i = 0; i < sizeof narrower / sizeof narrower[0]; i++)
        if (narrower[i] < w || (w == 1 && narrower[i] == 8))
            kill(LLVMIntTypeInContext(cx, narrower[i]));
    return true;
}

static bool is_gep(LLVMValueRef p)
{
    return LLVMIsAGetElementPtrInst(p) || (LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMGetElementPtr);
}

enum { NOWHERE, FIELD, OBJECT };

/* is p the data pointer of a slice or string value ({ptr, len[, cap]}, word 0)? */
static bool slice_data(LLVMValueRef p)
{
    if (!LLVMIsAExtractValueInst(p) || LLVMGetNumIndices(p) != 1 || LLVMGetIndices(p)[0] != 0)
        return false;
    LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(p, 0));
    unsigned n = LLVMGetTypeKind(t) == LLVMStructTypeKind ? LLVMCountStructElementTypes(t) : 0;
    bool ok = n == 2 || n == 3;
    for (unsigned i = 1; ok && i < n; i++)
        ok = is_int(LLVMStructGetTypeAtIndex(t, i));
    return ok;
}

/* what pointer p points at, by the types that made it: the type of the memory (NULL: not known)
   and, when p is a GEP whose last index picks a struct's field, that struct and field */
static LLVMTypeRef pointee(LLVMValueRef p, LLVMTypeRef *s, unsigned *k)
{
    *s = NULL, *k = 0;
    if (LLVMIsAAllocaInst(p))
        return LLVMGetAllocatedType(p);
    if (LLVMIsAGlobalVariable(p))
        return LLVMGlobalGetValueType(p);
    if (!is_gep(p))
        return NULL;
    LLVMTypeRef x = LLVMGetGEPSourceElementType(p);
    int n = LLVMGetNumOperands(p);
    if (n <= 2 && is_int(x)) /* an element of a slice or string, else arithmetic (unsafe.Add) */
        return slice_data(LLVMGetOperand(p, 0)) ? x : NULL;
    for (int i = 2; i < n; i++) {
        LLVMTypeKind tk = LLVMGetTypeKind(x);
        if (tk == LLVMStructTypeKind) {
            LLVMValueRef ix = LLVMGetOperand(p, (unsigned)i);
            if (!LLVMIsAConstantInt(ix))
                return NULL;
            *s = x, *k = (unsigned)LLVMConstIntGetZExtValue(ix);
            x = LLVMStructGetTypeAtIndex(x, *k);
        } else if (tk == LLVMArrayTypeKind || tk == LLVMVectorTypeKind) {
            *s = NULL, x = LLVMGetElementType(x);
        } else {
            return NULL;
        }
    }
    return x;
}

/* where a load or store of type t through p goes: a struct's field (*s, *k), memory of type t
   that is no field (a variable, an array's element), or NOWHERE this file knows */
static int locate(LLVMValueRef p, LLVMTypeRef t, LLVMTypeRef *s, unsigned *k)
{
    LLVMTypeRef x = pointee(p, s, k);
    while (x && x != t) { /* offset 0 of the memory: its first field or element */
        LLVMTypeKind tk = LLVMGetTypeKind(x);
        if (tk == LLVMStructTypeKind && LLVMCountStructElementTypes(x))
            *s = x, *k = 0, x = LLVMStructGetTypeAtIndex(x, 0);
        else if (tk == LLVMArrayTypeKind && LLVMGetArrayLength2(x))
            *s = NULL, x = LLVMGetElementType(x);
        else
            x = NULL;
    }
    return !x ? NOWHERE : *s ? FIELD : OBJECT;
}

/* every integer field in values of type t may be non-zero (memory the C runtime writes) */
static bool bad_leaves(LLVMTypeRef t)
{
    bool changed = false;
    LLVMTypeKind tk = LLVMGetTypeKind(t);
    if (tk == LLVMStructTypeKind) {
        for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++) {
            LLVMTypeRef e = LLVMStructGetTypeAtIndex(t, i);
            changed |= is_int(e) ? set_bad(t, i) : bad_leaves(e);
        }
    } else if (tk == LLVMArrayTypeKind) {
        changed |= bad_leaves(LLVMGetElementType(t));
    }
    return changed;
}

/* the integer fields aggregate constant c sets to non-zero (or undef) */
static bool scan_const(LLVMValueRef c)
{
    if (!LLVMIsAConstantStruct(c) && !LLVMIsAConstantArray(c))
        return false;
    if (map_get(&scanned, c))
        return false;
    map_put(&scanned, c, 1);
    bool changed = false, st = LLVMIsAConstantStruct(c);
    for (int i = 0, n = LLVMGetNumOperands(c); i < n; i++) {
        LLVMValueRef e = LLVMGetOperand(c, (unsigned)i);
        if (st && is_int(LLVMTypeOf(e)) && !(LLVMIsAConstantInt(e) && !LLVMConstIntGetZExtValue(e)))
            changed |= set_bad(LLVMTypeOf(c), (unsigned)i);
        else
            changed |= scan_const(e);
    }
    return changed;
}

/* can integer v be other than zero? (TOP: not known yet, met again in the next refresh) */
static int nonzero(LLVMValueRef v)
{
    Val x = eval_n(v, 0);
    return x.state == TOP ? -1 : x.state == BOTTOM || x.c != 0;
}

/* a store or an insertvalue met again: true if a field became possibly non-zero */
static bool write(LLVMValueRef in)
{
    LLVMValueRef v = LLVMGetOperand(in, LLVMIsAStoreInst(in) ? 0 : 1);
    LLVMTypeRef t = LLVMTypeOf(v), s;
    unsigned k;
    if (!is_int(t))
        return scan_const(v); /* an aggregate not constant is a copy, or made by insertvalues */
    if (nonzero(v) != 1)
        return false;
    if (LLVMIsAInsertValueInst(in)) { /* the field its last index picks */
        LLVMTypeRef x = LLVMTypeOf(in);
        const unsigned *ix = LLVMGetIndices(in);
        s = NULL;
        for (unsigned i = 0, n = LLVMGetNumIndices(in); i < n; i++)
            if (LLVMGetTypeKind(x) == LLVMStructTypeKind)
                s = x, k = ix[i], x = LLVMStructGetTypeAtIndex(x, ix[i]);
            else
                s = NULL, x = LLVMGetElementType(x);
        return s && set_bad(s, k);
    }
    switch (locate(LLVMGetOperand(in, 1), t, &s, &k)) {
    case FIELD:
        return set_bad(s, k);
    case OBJECT:
        return false;
    default:
        return kill(t);
    }
}

/* does instruction in use operand i as the address it loads from or stores to? */
static bool addressing(LLVMValueRef in, int i)
{
    return (LLVMIsALoadInst(in) && i == 0) || (LLVMIsAStoreInst(in) && i == 1);
}

/* a GEP to an integer field: its struct and field */
static bool field_addr(LLVMValueRef p, LLVMTypeRef *s, unsigned *k)
{
    LLVMTypeRef x = is_gep(p) ? pointee(p, s, k) : NULL;
    return x && *s && is_int(x);
}

static bool is_decl(LLVMValueRef f)
{
    return LLVMIsAFunction(f) && !LLVMGetFirstBasicBlock(f) && !LLVMGetIntrinsicID(f);
}

/* is in code of a package that reads the compiler's own data (type descriptors, itabs, its
   tables) through struct types of its own: reflect, internal/reflectlite, runtime; or in code
   the compiler made (reflect's call thunks read the arguments reflect copied in as bytes) */
static bool views_data(LLVMValueRef in)
{
    static const char *const pkgs[] = {"reflect.", "internal/", "runtime.", "machine.", "device/", "$"};
    const char *name = LLVMGetValueName(LLVMGetBasicBlockParent(LLVMGetInstructionParent(in)));
    for (size_t i = 0; i < sizeof pkgs / sizeof pkgs[0]; i++)
        if (!strncmp(name, pkgs[i], strlen(pkgs[i])))
            return true;
    return false;
}

/* unsafe.Pointer conversions (cg_params_view): function -> 1 + the index of its first in views */
typedef struct View {
    LLVMValueRef fn;
    LLVMTypeRef t;
} View;

static Map view_fns;
static View *views;
static int nviews, cviews;
static View *externs; /* functions implemented in C and the memory they get pointers to */
static int nexterns, cexterns;

/* memory of type t has fields or elements a view or external code may reach */
static bool aggregate(LLVMTypeRef t)
{
    return LLVMGetTypeKind(t) == LLVMStructTypeKind || LLVMGetTypeKind(t) == LLVMArrayTypeKind;
}

static void extern_mem(LLVMValueRef fn, LLVMTypeRef t)
{
    if (!aggregate(t))
        return;
    View v = {fn, t};
    VEC_PUSH(externs, nexterns, cexterns, v);
}

void cg_params_extern(Cg *c, LLVMValueRef fn, FuncDecl *f)
{
    Type *ft = f->type;
    for (int i = -1; i < ft->nparams + ft->nresults; i++) {
        Type *t = i < 0 ? f->recv_type : i < ft->nparams ? ft->params[i] : ft->results[i - ft->nparams];
        if (t && type_under(t)->kind == TY_POINTER)
            extern_mem(fn, cg_type(c, type_under(t)->elem));
    }
}

void cg_params_view(Cg *c, LLVMTypeRef t, LLVMValueRef p)
{
    if (!c->llfn)
        return;
    if (p && is_gep(p)) /* a field's or element's address: unsafe arithmetic reaches the whole object */
        cg_params_view(c, LLVMGetGEPSourceElementType(p), NULL);
    else if (p && (LLVMIsAAllocaInst(p) || LLVMIsAGlobalVariable(p))) /* its first field's address */
        cg_params_view(c, LLVMIsAAllocaInst(p) ? LLVMGetAllocatedType(p) : LLVMGlobalGetValueType(p), NULL);
    if (!aggregate(t))
        return;
    View v = {c->llfn, t};
    VEC_PUSH(views, nviews, cviews, v);
    map_put(&view_fns, c->llfn, 1);
}

/* instruction in, the first time it is met: what it may write */
static void inst(LLVMValueRef in)
{
    if (map_get(&seen_insts, in))
        return;
    map_put(&seen_insts, in, 1);
    LLVMTypeRef s;
    unsigned k;
    LLVMBasicBlockRef b = LLVMGetInstructionParent(in);
    LLVMValueRef fn = LLVMGetBasicBlockParent(b);
    if (in == LLVMGetFirstInstruction(b) && b == LLVMGetEntryBasicBlock(fn) && map_get(&view_fns, fn))
        for (int i = 0; i < nviews; i++) /* memory of these types is seen as others there */
            if (views[i].fn == fn)
                bad_leaves(views[i].t);
    int n = LLVMGetNumOperands(in);
    bool viewer = views_data(in);
    for (int i = 0; i < n; i++) {
        LLVMValueRef o = LLVMGetOperand(in, (unsigned)i);
        scan_const(o);
        if (viewer && is_gep(o))
            bad_leaves(LLVMGetGEPSourceElementType(o));
        if (!addressing(in, i) && field_addr(o, &s, &k)) /* the field's address escapes: unsafe */
            set_bad(s, k), bad_leaves(LLVMGetGEPSourceElementType(o)); /* arithmetic reaches its object */
    }
    if (LLVMIsAStoreInst(in) || LLVMIsAInsertValueInst(in)) {
        VEC_PUSH(writes, nwrites, cwrites, in);
        write(in);
    } else if (LLVMIsALoadInst(in)) {
        if (is_int(LLVMTypeOf(in)) && locate(LLVMGetOperand(in, 0), LLVMTypeOf(in), &s, &k) == FIELD) {
            if (LLVMGetVolatile(in)) /* a device's register */
                set_bad(s, k);
            VEC_PUSH(floads, nfloads, cfloads, in);
        }
    } else if (LLVMIsAAtomicRMWInst(in) || LLVMIsAAtomicCmpXchgInst(in)) {
        LLVMValueRef v = LLVMGetOperand(in, 1);
        bad_leaves(LLVMTypeOf(in)); /* cmpxchg's {value, success} */
        if (is_int(LLVMTypeOf(v))) {
            int where = locate(LLVMGetOperand(in, 0), LLVMTypeOf(v), &s, &k);
            if (where == FIELD)
                set_bad(s, k);
            else if (where == NOWHERE)
                kill(LLVMTypeOf(v));
        }
    } else if (LLVMIsACallInst(in)) {
        LLVMValueRef f = LLVMGetCalledValue(in);
        unsigned id = LLVMIsAFunction(f) ? LLVMGetIntrinsicID(f) : 0;
        size_t len;
        const char *name = id ? LLVMIntrinsicGetName(id, &len) : "";
        if (!strncmp(name, "llvm.memset", 11)) {
            LLVMValueRef b = LLVMGetOperand(in, 1);
            all_bad |= !LLVMIsAConstantInt(b) || LLVMConstIntGetZExtValue(b) != 0;
        } else if (is_decl(f) || LLVMIsAInlineAsm(f) || id) { /* code this file cannot see */
            bad_leaves(LLVMTypeOf(in)); /* a result made there ({sum, overflow}...) */
            for (int i = 0; i < nexterns; i++) /* what its Go signature says it may fill */
                if (externs[i].fn == f)
                    bad_leaves(externs[i].t);
            if (id) /* an intrinsic's pointers: copies (memcpy, memmove), markers, coroutines */
                return;
            for (unsigned i = 0, na = LLVMGetNumArgOperands(in); i < na; i++) {
                LLVMValueRef a = LLVMGetOperand(in, i);
                LLVMTypeRef x = LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind ? pointee(a, &s, &k) : NULL;
                if (x && !is_int(x))
                    bad_leaves(x);
            }
        }
    }
}

/* is load l, of an integer field, of one no write met can have made non-zero? */
static bool field_zero(LLVMValueRef l)
{
    LLVMTypeRef t = LLVMTypeOf(l), s;
    unsigned k;
    if (all_bad || !is_int(t) || map_get(&killed, t) || locate(LLVMGetOperand(l, 0), t, &s, &k) != FIELD)
        return false;
    int r = map_get(&recs, s);
    return !r || !rs[r - 1].bad[k];
}

void cg_params_inst(LLVMValueRef in)
{
    inst(in);
}

void cg_params_globals(LLVMModuleRef m)
{
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
        if (LLVMGetInitializer(g))
            scan_const(LLVMGetInitializer(g));
}

/* a type descriptor or reflect's data of one (what initialisers reach only through reflect) */
static bool type_data(LLVMValueRef g)
{
    size_t n;
    const char *name = LLVMGetValueName2(g, &n);
    return !strncmp(name, "$type.", 6) || !strncmp(name, "$rtinfo", 7) || !strncmp(name, "$methods", 8);
}

void cg_params_before_init(LLVMModuleRef m, const char *init_fn, const char *stop_fn)
{
    LLVMValueRef root = LLVMGetNamedFunction(m, init_fn), stop = stop_fn ? LLVMGetNamedFunction(m, stop_fn) : NULL;
    if (!root)
        return;
    Map seen = {0};
    LLVMValueRef *work = NULL;
    int nwork = 0, cwork = 0;
    prescan = true;
    map_put(&seen, root, 1);
    VEC_PUSH(work, nwork, cwork, root);
    while (nwork) {
        LLVMValueRef g = work[--nwork];
        if (LLVMIsAFunction(g)) {
            for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(g); b; b = LLVMGetNextBasicBlock(b))
                for (LLVMValueRef in = LLVMGetFirstInstruction(b); in; in = LLVMGetNextInstruction(in)) {
                    inst(in);
                    for (int i = 0, n = LLVMGetNumOperands(in); i < n; i++) {
                        LLVMValueRef o = LLVMGetOperand(in, (unsigned)i);
                        if ((LLVMIsAFunction(o) || LLVMIsAGlobalVariable(o)) && o != stop && !map_get(&seen, o))
                            map_put(&seen, o, 1), VEC_PUSH(work, nwork, cwork, o);
                    }
                }
        } else if (LLVMIsAGlobalVariable(g) && LLVMGetInitializer(g) && !type_data(g)) { /* the functions its data names */
            LLVMValueRef *stack = NULL;
            int ns = 0, cs = 0;
            VEC_PUSH(stack, ns, cs, LLVMGetInitializer(g));
            while (ns) {
                LLVMValueRef c = stack[--ns];
                if ((LLVMIsAFunction(c) || LLVMIsAGlobalVariable(c)) && c != stop) {
                    if (!map_get(&seen, c))
                        map_put(&seen, c, 1), VEC_PUSH(work, nwork, cwork, c);
                } else if (LLVMIsAConstantStruct(c) || LLVMIsAConstantArray(c) || LLVMIsAConstantExpr(c)) {
                    for (int i = 0, n = LLVMGetNumOperands(c); i < n; i++)
                        VEC_PUSH(stack, ns, cs, LLVMGetOperand(c, (unsigned)i));
                }
            }
            free(stack);
        }
    }
    free(work);
    map_free(&seen);
    map_free(&seen_insts); /* the walk meets what stays of them again */
    nwrites = nfloads = 0;
    prescan = false;
}

bool cg_params_refresh(void)
{
    bool changed = false;
    for (bool again = true; again;) {
        again = false;
        for (int i = 0; i < ncalls; i++)
            again |= met(calls[i]);
        for (int i = 0; i < nwrites; i++)
            again |= write(writes[i]);
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
    for (int i = 0; i < nfloads; i++)
        if (field_zero(floads[i]))
            LLVMReplaceAllUsesWith(floads[i], LLVMConstNull(LLVMTypeOf(floads[i])));
    for (int i = 0; i < nrs; i++)
        free(rs[i].bad);
    map_free(&recs), map_free(&killed), map_free(&seen_insts), map_free(&scanned);
    nrs = nwrites = nfloads = 0;
    all_bad = false;
    for (int i = 0; i < nparams; i++)
        if (params[i].v.state == CONST && LLVMGetFirstUse(params[i].p))
            LLVMReplaceAllUsesWith(params[i].p, LLVMConstInt(LLVMTypeOf(params[i].p), params[i].v.c, 0));
    free(calls);
    calls = NULL, ccalls = 0;
    cg_params_begin();
}
