/* interp.c - package initialisation at compile time. After codegen, corogo_main begins with every
 * package's variable initialisers and init functions, in Go's order, then calls main.main. This
 * stage runs that code, along the branches it takes, on an abstract machine: SSA values are LLVM
 * constants, memory is a set of objects (the module's global variables, read from their
 * initialisers; one per rt_alloc; one per alloca) each holding bytes plus, per 4-byte word, the
 * base of a pointer stored there (the word's bytes are then its offset). Calls of defined functions
 * are followed (branches, phis, loops; corogo_main's own loops too), and rt_alloc, the string
 * runtime's pure functions and the runtime's map making, insertion and lookup (the table laid out
 * as map.c lays it out) are done here; a call of any other C function (printing, channels, the
 * scheduler, panics), a volatile or atomic access, inline assembly, an unknown pointer or too many
 * steps fail. Each
 * instruction of corogo_main is a checkpoint: on a failure, memory goes back to what it was before
 * it (an undo log), and it stays for start-up. A map call or a print may stay behind while the run
 * goes on (what it reads is frozen against later writes, what it writes against reads too, and
 * what uses its result stays as well); anything else stops the run, and everything after it runs
 * at start-up as before, so side effects keep Go's order. What ran is committed: each global's
 * initialiser becomes its memory, each object rt_alloc made becomes a new global (a large, mostly
 * zero one: zeros plus start-up stores of its non-zero words), and the evaluated instructions are
 * deleted (a later use of their result gets the constant). A new object or written variable that
 * no store can reach (a use walk over the whole module, through allocas, globals and calls;
 * anything it cannot follow counts as a store) becomes a constant, in the read-only section; those
 * nothing refers to any more are deleted first. */
#include <stdint.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "corogo.h"
#include "rt_abi.h"
#include "rt_maphash.h"

#define STEP_LIMIT 4000000L /* instructions evaluated in all, so a loop in an initialiser ends */
#define CALL_DEPTH 200
#define WORD 4u              /* pointer size on both CPUs */
#define OBJ_LIMIT (1u << 20) /* a larger object is left to start-up (no board has that much RAM) */

/* ---------------------------------------------------------------- pointer-keyed table */

typedef struct PMap {
    void **k, **v;
    size_t cap, n;
} PMap;

static size_t phash(const void *p, size_t cap)
{
    uintptr_t x = (uintptr_t)p;
    x ^= x >> 17;
    x *= 0x9E3779B97F4A7C15ull;
    return (size_t)(x >> 7) & (cap - 1);
}

static void *pmap_get(const PMap *m, const void *key)
{
    if (!m->cap)
        return NULL;
    for (size_t i = phash(key, m->cap);; i = (i + 1) & (m->cap - 1)) {
        if (m->k[i] == key)
            return m->v[i];
        if (!m->k[i])
            return NULL;
    }
}

static void pmap_put(PMap *m, void *key, void *val)
{
    if (2 * (m->n + 1) > m->cap) {
        PMap g = {xmalloc(sizeof(void *) * (m->cap ? 2 * m->cap : 64)), NULL, m->cap ? 2 * m->cap : 64, 0};
        g.v = xmalloc(sizeof(void *) * g.cap);
        for (size_t i = 0; i < m->cap; i++)
            if (m->k[i])
                pmap_put(&g, m->k[i], m->v[i]);
        free(m->k);
        free(m->v);
        *m = g;
    }
    size_t i = phash(key, m->cap);
    while (m->k[i] && m->k[i] != key)
        i = (i + 1) & (m->cap - 1);
    if (!m->k[i])
        m->n++;
    m->k[i] = key;
    m->v[i] = val;
}

static void pmap_free(PMap *m)
{
    free(m->k);
    free(m->v);
    memset(m, 0, sizeof *m);
}

/* ---------------------------------------------------------------- abstract memory */

enum { OBJ_GLOBAL, OBJ_HEAP, OBJ_STACK };

typedef struct Obj {
    LLVMValueRef g;     /* the global, or the placeholder global standing for a heap/stack object */
    int kind;
    uint32_t size, align;
    uint8_t *bytes;     /* size rounded up to WORD */
    LLVMValueRef *slot; /* per word: the base of the pointer stored there, or NULL */
    bool readonly, dirty, dead;
    bool was_zero;      /* a global whose initialiser was zero (.bss) */
    bool sparse;        /* committed as zeros plus start-up stores of its few non-zero words */
    bool maptable;      /* a map's table: never sparse, so that a map only read is read-only */
    bool frozen_w;      /* code left for start-up reads it: no more writes at compile time */
    bool frozen_rw;     /* code left for start-up writes it: no more reads either */
    LLVMValueRef alloca; /* for an alloca of corogo_main: the instruction */
} Obj;

typedef struct Undo {
    int obj;
    uint32_t w0, nw; /* the words saved */
    uint8_t *bytes;
    LLVMValueRef *slot;
} Undo;

typedef struct In {
    LLVMModuleRef mod;
    LLVMContextRef ctx;
    LLVMTargetDataRef td;
    LLVMTypeRef t_ptr, t_i8, t_i32;
    Obj *objs;
    int nobjs, cobjs;
    PMap obj_of; /* global -> index + 1 */
    Undo *undo;
    int nundo, cundo;
    long steps;
    int depth;
    const char *why; /* why the run stopped */
    int scratch;     /* the object a map call's key goes into (-1: none yet) */
} In;

static bool stop(In *in, const char *why)
{
    if (!in->why)
        in->why = why;
    return false;
}

static int new_obj(In *in, LLVMValueRef g, int kind, uint64_t size, uint32_t align)
{
    Obj o = {.g = g, .kind = kind, .size = (uint32_t)size, .align = align};
    size_t words = (size + WORD - 1) / WORD;
    o.bytes = xmalloc(words * WORD + 1);
    o.slot = xmalloc(sizeof *o.slot * (words + 1));
    VEC_PUSH(in->objs, in->nobjs, in->cobjs, o);
    pmap_put(&in->obj_of, g, (void *)(intptr_t)in->nobjs);
    return in->nobjs - 1;
}

static LLVMValueRef placeholder(In *in, uint64_t size, const char *name)
{
    LLVMValueRef g = LLVMAddGlobal(in->mod, LLVMArrayType2(in->t_i8, size), name);
    LLVMSetLinkage(g, LLVMInternalLinkage);
    return g;
}

static bool store_const(In *in, Obj *o, uint64_t off, LLVMValueRef c);

/* the compiled code's globals that the runtime reads or writes only once Go code runs (so none
   before corogo_main): the call positions' (cg_caller.c), the entry a go statement or a deferred
   call's thunk names (cg_defer.c) */
static bool runtime_later(LLVMValueRef g)
{
    static const char *const names[] = {"rt_caller_head", "rt_go_entry", "rt_recover_entry"};
    size_t nlen;
    const char *name = LLVMGetValueName2(g, &nlen);
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strcmp(name, names[i]))
            return true;
    return false;
}

/* the object behind a global variable, made from its initialiser on first use; -1 when it cannot be
   known (declared only, or replaceable from outside the module) */
static int obj_of_global(In *in, LLVMValueRef g)
{
    intptr_t i = (intptr_t)pmap_get(&in->obj_of, g);
    if (i)
        return (int)i - 1;
    if (!LLVMIsAGlobalVariable(g) || LLVMIsDeclaration(g) || LLVMIsThreadLocal(g))
        return -1;
    LLVMLinkage l = LLVMGetLinkage(g);
    bool constant = LLVMIsGlobalConstant(g);
    if (!constant && l != LLVMInternalLinkage && l != LLVMPrivateLinkage && !runtime_later(g))
        return -1; /* other code may write it before corogo_main */
    if (l != LLVMInternalLinkage && l != LLVMPrivateLinkage && l != LLVMExternalLinkage)
        return -1; /* weak, common, ...: the linker may pick another definition */
    LLVMTypeRef t = LLVMGlobalGetValueType(g);
    if (LLVMABISizeOfType(in->td, t) > OBJ_LIMIT)
        return -1;
    int k = new_obj(in, g, OBJ_GLOBAL, LLVMABISizeOfType(in->td, t), LLVMGetAlignment(g));
    in->objs[k].readonly = constant;
    in->objs[k].was_zero = LLVMIsNull(LLVMGetInitializer(g));
    if (!store_const(in, &in->objs[k], 0, LLVMGetInitializer(g))) {
        in->why = NULL;
        pmap_put(&in->obj_of, g, (void *)(intptr_t)-1);
        return -1;
    }
    return k;
}

static int obj_index(In *in, LLVMValueRef base)
{
    intptr_t i = (intptr_t)pmap_get(&in->obj_of, base);
    if (i == -1)
        return -1;
    if (i)
        return in->objs[i - 1].dead ? -1 : (int)i - 1;
    return obj_of_global(in, base);
}

/* save the words [off, off+n) of object k before they change */
static void log_undo(In *in, int k, uint64_t off, uint64_t n)
{
    Obj *o = &in->objs[k];
    Undo u = {.obj = k, .w0 = (uint32_t)(off / WORD)};
    u.nw = (uint32_t)((off + n + WORD - 1) / WORD) - u.w0;
    u.bytes = xmalloc((size_t)u.nw * WORD);
    memcpy(u.bytes, o->bytes + (size_t)u.w0 * WORD, (size_t)u.nw * WORD);
    u.slot = xmalloc(sizeof *u.slot * u.nw);
    memcpy(u.slot, o->slot + u.w0, sizeof *u.slot * u.nw);
    VEC_PUSH(in->undo, in->nundo, in->cundo, u);
}

static void rollback(In *in, int nundo, int nobjs)
{
    while (in->nundo > nundo) {
        Undo *u = &in->undo[--in->nundo];
        Obj *o = &in->objs[u->obj];
        memcpy(o->bytes + (size_t)u->w0 * WORD, u->bytes, (size_t)u->nw * WORD);
        memcpy(o->slot + u->w0, u->slot, sizeof *u->slot * u->nw);
        free(u->bytes);
        free(u->slot);
    }
    for (int i = nobjs; i < in->nobjs; i++)
        if (in->objs[i].kind != OBJ_GLOBAL)
            in->objs[i].dead = true;
}

static void forget_undo(In *in)
{
    for (int i = 0; i < in->nundo; i++)
        free(in->undo[i].bytes), free(in->undo[i].slot);
    in->nundo = 0;
}

/* [off, off+n) inside the object and no pointer word only partly inside it */
static bool range_ok(In *in, Obj *o, uint64_t off, uint64_t n, bool whole_words)
{
    if (off + n > o->size)
        return stop(in, "an access outside its object");
    if (!n)
        return true;
    uint64_t w0 = off / WORD, w1 = (off + n - 1) / WORD;
    if (o->slot[w0] && (off % WORD || !whole_words))
        return stop(in, "part of a pointer");
    if (o->slot[w1] && ((off + n) % WORD || !whole_words))
        return stop(in, "part of a pointer");
    return true;
}

static bool write_bytes(In *in, Obj *o, uint64_t off, const void *p, uint64_t n)
{
    if (!range_ok(in, o, off, n, true))
        return false;
    memcpy(o->bytes + off, p, n);
    for (uint64_t w = off / WORD; n && w <= (off + n - 1) / WORD; w++)
        o->slot[w] = NULL;
    return true;
}

/* ---------------------------------------------------------------- pointers as constants */

static LLVMValueRef mkptr(In *in, LLVMValueRef base, int64_t off)
{
    if (!base) {
        if (!off)
            return LLVMConstNull(in->t_ptr);
        return LLVMConstIntToPtr(LLVMConstInt(in->t_i32, (uint64_t)off, 0), in->t_ptr);
    }
    if (!off)
        return base;
    LLVMValueRef idx = LLVMConstInt(in->t_i32, (uint64_t)off, 1);
    return LLVMConstGEP2(in->t_i8, base, &idx, 1);
}

static bool const_int(LLVMValueRef c, int64_t *v)
{
    if (!LLVMIsAConstantInt(c) || LLVMGetIntTypeWidth(LLVMTypeOf(c)) > 64)
        return false;
    *v = LLVMConstIntGetSExtValue(c);
    return true;
}

/* the offset a GEP adds: source element type t, indices idx[0..n) */
static bool gep_offset(In *in, LLVMTypeRef t, LLVMValueRef *idx, unsigned n, int64_t *off)
{
    int64_t v;
    if (!n)
        return true;
    if (!const_int(idx[0], &v))
        return stop(in, "a pointer offset not known");
    *off += v * (int64_t)LLVMABISizeOfType(in->td, t);
    for (unsigned i = 1; i < n; i++) {
        if (!const_int(idx[i], &v))
            return stop(in, "a pointer offset not known");
        switch (LLVMGetTypeKind(t)) {
        case LLVMStructTypeKind:
            *off += (int64_t)LLVMOffsetOfElement(in->td, t, (unsigned)v);
            t = LLVMStructGetTypeAtIndex(t, (unsigned)v);
            break;
        case LLVMArrayTypeKind:
            t = LLVMGetElementType(t);
            *off += v * (int64_t)LLVMABISizeOfType(in->td, t);
            break;
        default:
            return stop(in, "a GEP into a vector");
        }
    }
    return true;
}

/* a pointer constant as base (a global or function; NULL for an address) + offset */
static bool ptr_parts(In *in, LLVMValueRef c, LLVMValueRef *base, int64_t *off)
{
    *base = NULL;
    *off = 0;
    if (LLVMIsNull(c))
        return true;
    if (LLVMIsAGlobalValue(c)) {
        size_t n;
        if (!strcmp(LLVMGetValueName2(c, &n), "corogo_site_base"))
            return true; /* a call position's number (cg_caller.c): the offset is the number */
        *base = c;
        return true;
    }
    if (LLVMIsAConstantExpr(c)) {
        switch (LLVMGetConstOpcode(c)) {
        case LLVMGetElementPtr: {
            if (!ptr_parts(in, LLVMGetOperand(c, 0), base, off))
                return false;
            unsigned n = (unsigned)LLVMGetNumOperands(c) - 1;
            LLVMValueRef idx[16];
            if (n > 16)
                return stop(in, "a deep constant GEP");
            for (unsigned i = 0; i < n; i++)
                idx[i] = LLVMGetOperand(c, i + 1);
            return gep_offset(in, LLVMGetGEPSourceElementType(c), idx, n, off);
        }
        case LLVMIntToPtr:
            return const_int(LLVMGetOperand(c, 0), off) || stop(in, "an address not known");
        case LLVMBitCast:
        case LLVMAddrSpaceCast:
            return ptr_parts(in, LLVMGetOperand(c, 0), base, off);
        default:
            break;
        }
    }
    return stop(in, "a pointer not known");
}

/* ---------------------------------------------------------------- loads and stores of constants */

static uint64_t size_of(In *in, LLVMTypeRef t)
{
    return LLVMStoreSizeOfType(in->td, t);
}

static bool store_const(In *in, Obj *o, uint64_t off, LLVMValueRef c)
{
    LLVMTypeRef t = LLVMTypeOf(c);
    uint64_t n = size_of(in, t);
    if (off + n > o->size)
        return stop(in, "a store outside its object");
    if (LLVMIsNull(c) || LLVMIsUndef(c)) { /* undef: any value will do */
        uint8_t zero[64] = {0};
        for (uint64_t i = 0; i < n; i += sizeof zero)
            if (!write_bytes(in, o, off + i, zero, n - i < sizeof zero ? n - i : sizeof zero))
                return false;
        return true;
    }
    switch (LLVMGetTypeKind(t)) {
    case LLVMIntegerTypeKind: {
        if (!LLVMIsAConstantInt(c) || LLVMGetIntTypeWidth(t) > 64)
            return stop(in, "an integer not known");
        uint64_t v = LLVMConstIntGetZExtValue(c);
        uint8_t b[8];
        for (int i = 0; i < 8; i++)
            b[i] = (uint8_t)(v >> (8 * i));
        return write_bytes(in, o, off, b, n);
    }
    case LLVMFloatTypeKind:
    case LLVMDoubleTypeKind: {
        if (!LLVMIsAConstantFP(c))
            return stop(in, "a float not known");
        LLVMBool lossy;
        double d = LLVMConstRealGetDouble(c, &lossy);
        if (n == 4) {
            float f = (float)d;
            return write_bytes(in, o, off, &f, 4);
        }
        return write_bytes(in, o, off, &d, 8);
    }
    case LLVMPointerTypeKind: {
        LLVMValueRef base;
        int64_t po;
        if (!ptr_parts(in, c, &base, &po))
            return false;
        uint32_t v = (uint32_t)po;
        if (!write_bytes(in, o, off, &v, WORD))
            return false;
        if (base) {
            if (off % WORD)
                return stop(in, "a pointer stored unaligned");
            o->slot[off / WORD] = base;
        }
        return true;
    }
    case LLVMArrayTypeKind:
    case LLVMStructTypeKind: {
        if (LLVMIsAConstantDataSequential(c) && LLVMGetTypeKind(LLVMGetElementType(t)) == LLVMIntegerTypeKind &&
            LLVMGetIntTypeWidth(LLVMGetElementType(t)) == 8) {
            size_t len;
            const char *s = LLVMGetAsString(c, &len);
            return write_bytes(in, o, off, s, len);
        }
        bool st = LLVMGetTypeKind(t) == LLVMStructTypeKind;
        unsigned k = st ? LLVMCountStructElementTypes(t) : (unsigned)LLVMGetArrayLength2(t);
        uint64_t esz = st ? 0 : LLVMABISizeOfType(in->td, LLVMGetElementType(t));
        for (unsigned i = 0; i < k; i++) {
            LLVMValueRef e = LLVMGetAggregateElement(c, i);
            if (!e)
                return stop(in, "an aggregate not known");
            uint64_t eo = st ? LLVMOffsetOfElement(in->td, t, i) : i * esz;
            if (!store_const(in, o, off + eo, e))
                return false;
        }
        return true;
    }
    default:
        return stop(in, "a value of an unsupported type");
    }
}

static LLVMValueRef load_const(In *in, Obj *o, uint64_t off, LLVMTypeRef t)
{
    uint64_t n = size_of(in, t);
    if (off + n > o->size)
        return stop(in, "a load outside its object"), NULL;
    switch (LLVMGetTypeKind(t)) {
    case LLVMIntegerTypeKind: {
        unsigned w = LLVMGetIntTypeWidth(t);
        if (w > 64 || !range_ok(in, o, off, n, false))
            return stop(in, "an integer read from a pointer"), NULL;
        uint64_t v = 0;
        for (uint64_t i = 0; i < n; i++)
            v |= (uint64_t)o->bytes[off + i] << (8 * i);
        if (w < 64)
            v &= (1ull << w) - 1;
        return LLVMConstInt(t, v, 0);
    }
    case LLVMFloatTypeKind:
    case LLVMDoubleTypeKind: {
        if (!range_ok(in, o, off, n, false))
            return NULL;
        if (n == 4) {
            float f;
            memcpy(&f, o->bytes + off, 4);
            return LLVMConstReal(t, f);
        }
        double d;
        memcpy(&d, o->bytes + off, 8);
        return LLVMConstReal(t, d);
    }
    case LLVMPointerTypeKind: {
        uint32_t v;
        if (off % WORD) {
            if (!range_ok(in, o, off, n, false))
                return NULL;
            memcpy(&v, o->bytes + off, 4);
            return mkptr(in, NULL, v);
        }
        memcpy(&v, o->bytes + off, 4);
        return mkptr(in, o->slot[off / WORD], (int32_t)v);
    }
    case LLVMArrayTypeKind: {
        LLVMTypeRef et = LLVMGetElementType(t);
        uint64_t k = LLVMGetArrayLength2(t), esz = LLVMABISizeOfType(in->td, et);
        if (LLVMGetTypeKind(et) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(et) == 8) {
            if (!range_ok(in, o, off, k, false))
                return NULL;
            return LLVMConstStringInContext2(in->ctx, (const char *)o->bytes + off, k, 1);
        }
        LLVMValueRef *v = xmalloc(sizeof *v * (k + 1)), r = NULL;
        for (uint64_t i = 0; i < k; i++)
            if (!(v[i] = load_const(in, o, off + i * esz, et)))
                goto out_a;
        r = LLVMConstArray2(et, v, k);
    out_a:
        free(v);
        return r;
    }
    case LLVMStructTypeKind: {
        unsigned k = LLVMCountStructElementTypes(t);
        LLVMValueRef *v = xmalloc(sizeof *v * (k + 1)), r = NULL;
        for (unsigned i = 0; i < k; i++)
            if (!(v[i] = load_const(in, o, off + LLVMOffsetOfElement(in->td, t, i), LLVMStructGetTypeAtIndex(t, i))))
                goto out_s;
        r = LLVMGetStructName(t) ? LLVMConstNamedStruct(t, v, k)
                                 : LLVMConstStructInContext(in->ctx, v, k, LLVMIsPackedStruct(t));
    out_s:
        free(v);
        return r;
    }
    default:
        return stop(in, "a load of an unsupported type"), NULL;
    }
}

/* the object and offset a pointer constant addresses, for an access of n bytes */
static Obj *deref(In *in, LLVMValueRef p, uint64_t n, uint64_t *off, int *idx, bool write)
{
    LLVMValueRef base;
    int64_t o;
    if (!ptr_parts(in, p, &base, &o))
        return NULL;
    if (!base)
        return stop(in, "an access through an address"), NULL;
    int k = obj_index(in, base);
    if (k < 0)
        return stop(in, "an access to memory not known"), NULL;
    if (o < 0 || (uint64_t)o + n > in->objs[k].size)
        return stop(in, "an access outside its object"), NULL;
    if (in->objs[k].frozen_rw || (write && in->objs[k].frozen_w))
        return stop(in, "memory that code left for start-up uses"), NULL;
    *off = (uint64_t)o;
    if (idx)
        *idx = k;
    return &in->objs[k];
}

static bool do_store(In *in, LLVMValueRef p, LLVMValueRef v)
{
    uint64_t off, n = size_of(in, LLVMTypeOf(v));
    int k;
    Obj *o = deref(in, p, n, &off, &k, true);
    if (!o)
        return false;
    if (o->readonly)
        return stop(in, "a store to a constant");
    log_undo(in, k, off, n);
    o->dirty = true;
    return store_const(in, o, off, v);
}

/* ---------------------------------------------------------------- arithmetic */

static int64_t sext(uint64_t v, unsigned w)
{
    return w >= 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w);
}

static uint64_t mask(uint64_t v, unsigned w)
{
    return w >= 64 ? v : v & ((1ull << w) - 1);
}

static LLVMValueRef int_binop(In *in, LLVMOpcode op, LLVMValueRef a, LLVMValueRef b)
{
    LLVMTypeRef t = LLVMTypeOf(a);
    if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || !LLVMIsAConstantInt(a) || !LLVMIsAConstantInt(b))
        return stop(in, "arithmetic on values not known"), NULL;
    unsigned w = LLVMGetIntTypeWidth(t);
    if (w > 64)
        return stop(in, "arithmetic wider than 64 bits"), NULL;
    uint64_t x = LLVMConstIntGetZExtValue(a), y = LLVMConstIntGetZExtValue(b), r;
    int64_t sx = sext(x, w), sy = sext(y, w);
    switch (op) {
    case LLVMAdd: r = x + y; break;
    case LLVMSub: r = x - y; break;
    case LLVMMul: r = x * y; break;
    case LLVMAnd: r = x & y; break;
    case LLVMOr: r = x | y; break;
    case LLVMXor: r = x ^ y; break;
    case LLVMUDiv:
    case LLVMURem:
        if (!y)
            return stop(in, "a division by zero"), NULL;
        r = op == LLVMUDiv ? x / y : x % y;
        break;
    case LLVMSDiv:
    case LLVMSRem:
        if (!y || (sy == -1 && sx == sext(1ull << (w - 1), w)))
            return stop(in, "a division that traps"), NULL;
        r = (uint64_t)(op == LLVMSDiv ? sx / sy : sx % sy);
        break;
    case LLVMShl:
    case LLVMLShr:
    case LLVMAShr:
        if (y >= w)
            return stop(in, "a shift by the width"), NULL;
        r = op == LLVMShl ? x << y : op == LLVMLShr ? x >> y : (uint64_t)(sx >> y);
        break;
    default:
        return stop(in, "an operation not known"), NULL;
    }
    return LLVMConstInt(t, mask(r, w), 0);
}

static bool fp_value(LLVMValueRef c, double *d)
{
    LLVMBool lossy;
    if (!LLVMIsAConstantFP(c))
        return false;
    *d = LLVMConstRealGetDouble(c, &lossy);
    return true;
}

static LLVMValueRef fp_result(LLVMTypeRef t, double r)
{
    if (LLVMGetTypeKind(t) == LLVMFloatTypeKind)
        return LLVMConstReal(t, (float)r);
    return LLVMConstReal(t, r);
}

static LLVMValueRef fp_binop(In *in, LLVMOpcode op, LLVMValueRef a, LLVMValueRef b)
{
    double x, y;
    LLVMTypeRef t = LLVMTypeOf(a);
    if (!fp_value(a, &x) || !fp_value(b, &y))
        return stop(in, "float arithmetic on values not known"), NULL;
    bool f32 = LLVMGetTypeKind(t) == LLVMFloatTypeKind;
    if (f32) { /* single precision rounds each result */
        float fx = (float)x, fy = (float)y, fr;
        switch (op) {
        case LLVMFAdd: fr = fx + fy; break;
        case LLVMFSub: fr = fx - fy; break;
        case LLVMFMul: fr = fx * fy; break;
        case LLVMFDiv: fr = fx / fy; break;
        default: return stop(in, "a float operation not known"), NULL;
        }
        return LLVMConstReal(t, fr);
    }
    switch (op) {
    case LLVMFAdd: return fp_result(t, x + y);
    case LLVMFSub: return fp_result(t, x - y);
    case LLVMFMul: return fp_result(t, x * y);
    case LLVMFDiv: return fp_result(t, x / y);
    default: return stop(in, "a float operation not known"), NULL;
    }
}

static LLVMValueRef icmp(In *in, LLVMIntPredicate p, LLVMValueRef a, LLVMValueRef b)
{
    LLVMTypeRef t1 = LLVMInt1TypeInContext(in->ctx);
    uint64_t x, y;
    unsigned w = 64;
    if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind) {
        LLVMValueRef ba, bb;
        int64_t oa, ob;
        if (!ptr_parts(in, a, &ba, &oa) || !ptr_parts(in, b, &bb, &ob))
            return NULL;
        if (ba != bb) { /* distinct objects (or an object and an address): only equality is known */
            if ((ba && !bb && ob) || (bb && !ba && oa) || (p != LLVMIntEQ && p != LLVMIntNE))
                return stop(in, "a comparison of unrelated pointers"), NULL;
            return LLVMConstInt(t1, p == LLVMIntNE, 0);
        }
        x = (uint64_t)oa, y = (uint64_t)ob;
        w = 32;
    } else {
        if (!LLVMIsAConstantInt(a) || !LLVMIsAConstantInt(b) || LLVMGetIntTypeWidth(LLVMTypeOf(a)) > 64)
            return stop(in, "a comparison of values not known"), NULL;
        w = LLVMGetIntTypeWidth(LLVMTypeOf(a));
        x = LLVMConstIntGetZExtValue(a), y = LLVMConstIntGetZExtValue(b);
    }
    int r = util_icmp(p, w, x, y);
    if (r < 0)
        return stop(in, "a comparison of values not known"), NULL;
    return LLVMConstInt(t1, (unsigned long long)r, 0);
}

static LLVMValueRef fcmp(In *in, LLVMRealPredicate p, LLVMValueRef a, LLVMValueRef b)
{
    double x, y;
    if (!fp_value(a, &x) || !fp_value(b, &y))
        return stop(in, "a float comparison of values not known"), NULL;
    bool uno = x != x || y != y, r;
    switch (p) {
    case LLVMRealPredicateFalse: r = false; break;
    case LLVMRealOEQ: r = !uno && x == y; break;
    case LLVMRealOGT: r = !uno && x > y; break;
    case LLVMRealOGE: r = !uno && x >= y; break;
    case LLVMRealOLT: r = !uno && x < y; break;
    case LLVMRealOLE: r = !uno && x <= y; break;
    case LLVMRealONE: r = !uno && x != y; break;
    case LLVMRealORD: r = !uno; break;
    case LLVMRealUNO: r = uno; break;
    case LLVMRealUEQ: r = uno || x == y; break;
    case LLVMRealUGT: r = uno || x > y; break;
    case LLVMRealUGE: r = uno || x >= y; break;
    case LLVMRealULT: r = uno || x < y; break;
    case LLVMRealULE: r = uno || x <= y; break;
    case LLVMRealUNE: r = uno || x != y; break;
    default: r = true; break;
    }
    return LLVMConstInt(LLVMInt1TypeInContext(in->ctx), r, 0);
}

static LLVMValueRef cast(In *in, LLVMOpcode op, LLVMValueRef v, LLVMTypeRef to)
{
    double d;
    switch (op) {
    case LLVMTrunc:
    case LLVMZExt:
    case LLVMSExt: {
        if (!LLVMIsAConstantInt(v) || LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 64 || LLVMGetIntTypeWidth(to) > 64)
            return stop(in, "a conversion of a value not known"), NULL;
        uint64_t x = LLVMConstIntGetZExtValue(v);
        if (op == LLVMSExt)
            x = (uint64_t)sext(x, LLVMGetIntTypeWidth(LLVMTypeOf(v)));
        return LLVMConstInt(to, mask(x, LLVMGetIntTypeWidth(to)), 0);
    }
    case LLVMSIToFP:
    case LLVMUIToFP: {
        if (!LLVMIsAConstantInt(v) || LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 64)
            return stop(in, "a conversion of a value not known"), NULL;
        unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
        uint64_t x = LLVMConstIntGetZExtValue(v);
        if (LLVMGetTypeKind(to) == LLVMFloatTypeKind) /* rounded once, straight to float */
            return LLVMConstReal(to, op == LLVMSIToFP ? (float)sext(x, w) : (float)x);
        return LLVMConstReal(to, op == LLVMSIToFP ? (double)sext(x, w) : (double)x);
    }
    case LLVMFPToSI:
    case LLVMFPToUI: {
        unsigned w = LLVMGetIntTypeWidth(to);
        if (!fp_value(v, &d) || d != d || w > 64)
            return stop(in, "a conversion of a value not known"), NULL;
        double lim = w == 64 ? 18446744073709551616.0 : (double)(1ull << w);
        if (op == LLVMFPToSI ? (d >= lim / 2 || d < -lim / 2) : (d >= lim || d <= -1.0))
            return stop(in, "a float out of range of its integer"), NULL;
        uint64_t x = op == LLVMFPToSI ? (uint64_t)(int64_t)d : (uint64_t)d;
        return LLVMConstInt(to, mask(x, w), 0);
    }
    case LLVMFPTrunc:
    case LLVMFPExt:
        if (!fp_value(v, &d))
            return stop(in, "a conversion of a value not known"), NULL;
        return fp_result(to, d);
    case LLVMIntToPtr: {
        int64_t x;
        if (!const_int(v, &x))
            return stop(in, "a conversion of a value not known"), NULL;
        return mkptr(in, NULL, (int64_t)mask((uint64_t)x, 32));
    }
    case LLVMPtrToInt: {
        LLVMValueRef base;
        int64_t off;
        if (!ptr_parts(in, v, &base, &off))
            return NULL;
        if (base)
            return stop(in, "an object's address as an integer"), NULL;
        return LLVMConstInt(to, mask((uint64_t)off, LLVMGetIntTypeWidth(to)), 0);
    }
    case LLVMBitCast: {
        LLVMTypeKind fk = LLVMGetTypeKind(LLVMTypeOf(v)), tk = LLVMGetTypeKind(to);
        if (fk == LLVMPointerTypeKind && tk == LLVMPointerTypeKind)
            return v;
        if (fk == LLVMIntegerTypeKind && (tk == LLVMFloatTypeKind || tk == LLVMDoubleTypeKind) &&
            LLVMIsAConstantInt(v)) {
            uint64_t x = LLVMConstIntGetZExtValue(v);
            if (tk == LLVMFloatTypeKind) {
                uint32_t u = (uint32_t)x;
                float f;
                memcpy(&f, &u, 4);
                return LLVMConstReal(to, f);
            }
            memcpy(&d, &x, 8);
            return LLVMConstReal(to, d);
        }
        if ((fk == LLVMFloatTypeKind || fk == LLVMDoubleTypeKind) && tk == LLVMIntegerTypeKind && fp_value(v, &d)) {
            if (fk == LLVMFloatTypeKind) {
                float f = (float)d;
                uint32_t u;
                memcpy(&u, &f, 4);
                return LLVMConstInt(to, u, 0);
            }
            uint64_t x;
            memcpy(&x, &d, 8);
            return LLVMConstInt(to, x, 0);
        }
        return stop(in, "a bit cast not known"), NULL;
    }
    default:
        return stop(in, "a conversion not known"), NULL;
    }
}

/* aggregate operations: the element at indices idx of c, or c with it replaced by v */
static LLVMValueRef agg_rebuild(In *in, LLVMValueRef c, const unsigned *idx, unsigned n, LLVMValueRef v)
{
    if (!n)
        return v;
    LLVMTypeRef t = LLVMTypeOf(c);
    bool st = LLVMGetTypeKind(t) == LLVMStructTypeKind;
    unsigned k = st ? LLVMCountStructElementTypes(t) : (unsigned)LLVMGetArrayLength2(t);
    LLVMValueRef *e = xmalloc(sizeof *e * (k + 1)), r = NULL;
    for (unsigned i = 0; i < k; i++) {
        e[i] = LLVMGetAggregateElement(c, i);
        if (!e[i]) {
            stop(in, "an aggregate not known");
            goto out;
        }
        if (LLVMIsUndef(e[i]) && !LLVMIsPoison(e[i]) && i != idx[0]) /* undef parts read as zero */
            e[i] = LLVMConstNull(LLVMTypeOf(e[i]));
    }
    if (!(e[idx[0]] = agg_rebuild(in, e[idx[0]], idx + 1, n - 1, v)))
        goto out;
    if (st)
        r = LLVMGetStructName(t) ? LLVMConstNamedStruct(t, e, k) : LLVMConstStructInContext(in->ctx, e, k, LLVMIsPackedStruct(t));
    else
        r = LLVMConstArray2(LLVMGetElementType(t), e, k);
out:
    free(e);
    return r;
}

/* ---------------------------------------------------------------- instructions */

typedef struct Frame {
    PMap val; /* instruction or argument -> constant */
} Frame;

static LLVMValueRef value(In *in, Frame *f, LLVMValueRef v)
{
    if (LLVMIsAInstruction(v) || LLVMIsAArgument(v)) {
        LLVMValueRef c = pmap_get(&f->val, v);
        if (!c)
            stop(in, "a value not computed");
        return c;
    }
    if (LLVMIsABasicBlock(v) || LLVMIsAInlineAsm(v))
        return stop(in, "a value not known"), NULL;
    if (LLVMIsAConstantExpr(v) && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind) {
        /* an integer constant expression (sizeof as ptrtoint of a GEP from null, ...): folded */
        LLVMOpcode op = LLVMGetConstOpcode(v);
        LLVMValueRef a = value(in, f, LLVMGetOperand(v, 0)), b;
        if (!a)
            return NULL;
        switch (op) {
        case LLVMPtrToInt: case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMBitCast:
            return cast(in, op, a, LLVMTypeOf(v));
        case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMXor: case LLVMAnd: case LLVMOr: case LLVMShl:
            if (!(b = value(in, f, LLVMGetOperand(v, 1))))
                return NULL;
            return int_binop(in, op, a, b);
        default:
            return stop(in, "a constant expression not known"), NULL;
        }
    }
    if (LLVMIsAConstant(v))
        return v;
    return stop(in, "a value not known"), NULL;
}

static LLVMValueRef call_function(In *in, LLVMValueRef fn, LLVMValueRef *args, unsigned n, bool *ok);

static bool is_named(LLVMValueRef fn, const char *prefix)
{
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    return len >= strlen(prefix) && !strncmp(name, prefix, strlen(prefix));
}

/* memcpy/memmove/memset, with the undo log */
static bool mem_intrinsic(In *in, LLVMValueRef fn, LLVMValueRef *a)
{
    int64_t n;
    if (!const_int(a[2], &n) || n < 0)
        return stop(in, "a memory operation of a length not known");
    if (!n)
        return true;
    uint64_t doff;
    int dk;
    Obj *d = deref(in, a[0], (uint64_t)n, &doff, &dk, true);
    if (!d)
        return false;
    if (d->readonly)
        return stop(in, "a store to a constant");
    if (is_named(fn, "llvm.memset")) {
        int64_t b;
        if (!const_int(a[1], &b))
            return stop(in, "a memset of a value not known");
        uint8_t *tmp = xmalloc((size_t)n);
        memset(tmp, (int)b, (size_t)n);
        log_undo(in, dk, doff, (uint64_t)n);
        d->dirty = true;
        bool ok = write_bytes(in, d, doff, tmp, (uint64_t)n);
        free(tmp);
        return ok;
    }
    uint64_t soff;
    Obj *s = deref(in, a[1], (uint64_t)n, &soff, NULL, false);
    if (!s)
        return false;
    /* pointer words move whole or not at all */
    if ((doff % WORD) != (soff % WORD)) {
        for (uint64_t w = soff / WORD; w <= (soff + (uint64_t)n - 1) / WORD; w++)
            if (s->slot[w])
                return stop(in, "a pointer copied unaligned");
    } else if (!range_ok(in, s, soff, (uint64_t)n, true)) {
        return false;
    }
    if (!range_ok(in, d, doff, (uint64_t)n, true))
        return false;
    uint8_t *tmp = xmalloc((size_t)n);
    uint64_t nw = ((uint64_t)n + WORD) / WORD + 1;
    LLVMValueRef *ts = xmalloc(sizeof *ts * nw);
    memcpy(tmp, s->bytes + soff, (size_t)n);
    for (uint64_t i = 0; i < (uint64_t)n; i += WORD)
        ts[i / WORD] = (soff + i) % WORD ? NULL : s->slot[(soff + i) / WORD];
    log_undo(in, dk, doff, (uint64_t)n);
    d->dirty = true;
    memcpy(d->bytes + doff, tmp, (size_t)n);
    for (uint64_t w = doff / WORD; w <= (doff + (uint64_t)n - 1) / WORD; w++)
        d->slot[w] = NULL;
    if (doff % WORD == soff % WORD)
        for (uint64_t i = (WORD - soff % WORD) % WORD; i < (uint64_t)n; i += WORD)
            d->slot[(doff + i) / WORD] = ts[i / WORD];
    free(tmp);
    free(ts);
    return true;
}

/* n bytes (no pointer among them) at p, or NULL; the bytes stay valid until memory changes */
static const uint8_t *read_bytes(In *in, LLVMValueRef p, int64_t n)
{
    uint64_t off;
    if (n < 0)
        return stop(in, "a negative length"), NULL;
    if (!n)
        return (const uint8_t *)"";
    Obj *o = deref(in, p, (uint64_t)n, &off, NULL, false);
    if (!o || !range_ok(in, o, off, (uint64_t)n, false))
        return NULL;
    for (uint64_t w = off / WORD; w <= (off + (uint64_t)n - 1) / WORD; w++)
        if (o->slot[w])
            return stop(in, "bytes read from a pointer"), NULL;
    return o->bytes + off;
}

static LLVMValueRef new_heap(In *in, uint64_t size, uint32_t align)
{
    LLVMValueRef g = placeholder(in, size, "$interp.heap");
    new_obj(in, g, OBJ_HEAP, size, align);
    return g;
}

/* the string runtime's pure functions (strings.c), with its results: comparison, concatenation
   (an empty operand gives the other one back, no allocation), string(rune) (UTF-8; a rune that is
   not a valid code point is U+FFFD; the runtime's ASCII table becomes an object of its own) */
static bool string_call(In *in, const char *name, LLVMValueRef *a, LLVMValueRef *r)
{
    if (!strcmp(name, "rt_string_from_rune")) {
        int64_t v;
        uint8_t b[4];
        int n;
        if (!const_int(a[1], &v))
            return stop(in, "a rune not known");
        uint32_t c = (uint32_t)v;
        if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
            c = 0xFFFD;
        if (c < 0x80)
            b[0] = (uint8_t)c, n = 1;
        else if (c < 0x800)
            b[0] = (uint8_t)(0xC0 | c >> 6), b[1] = (uint8_t)(0x80 | (c & 0x3F)), n = 2;
        else if (c < 0x10000)
            b[0] = (uint8_t)(0xE0 | c >> 12), b[1] = (uint8_t)(0x80 | (c >> 6 & 0x3F)),
            b[2] = (uint8_t)(0x80 | (c & 0x3F)), n = 3;
        else
            b[0] = (uint8_t)(0xF0 | c >> 18), b[1] = (uint8_t)(0x80 | (c >> 12 & 0x3F)),
            b[2] = (uint8_t)(0x80 | (c >> 6 & 0x3F)), b[3] = (uint8_t)(0x80 | (c & 0x3F)), n = 4;
        LLVMValueRef sf[2] = {new_heap(in, (uint64_t)n, 1), LLVMConstInt(in->t_i32, (uint64_t)n, 0)};
        memcpy(in->objs[in->nobjs - 1].bytes, b, (size_t)n);
        return do_store(in, a[0], LLVMConstStructInContext(in->ctx, sf, 2, 0));
    }
    int64_t al, bl;
    if (!const_int(a[!strcmp(name, "rt_string_compare") ? 1 : 2], &al) ||
        !const_int(a[!strcmp(name, "rt_string_compare") ? 3 : 4], &bl))
        return stop(in, "a string length not known");
    if (!strcmp(name, "rt_string_compare")) {
        const uint8_t *x = read_bytes(in, a[0], al), *y;
        uint8_t *xc = x ? xmalloc((size_t)al + 1) : NULL;
        if (xc)
            memcpy(xc, x, (size_t)al);
        y = xc ? read_bytes(in, a[2], bl) : NULL;
        if (!y) {
            free(xc);
            return false;
        }
        int64_t n = al < bl ? al : bl, c = 0;
        for (int64_t i = 0; i < n && !c; i++)
            if (xc[i] != y[i])
                c = xc[i] < y[i] ? -1 : 1;
        if (!c && al != bl)
            c = al < bl ? -1 : 1;
        free(xc);
        *r = LLVMConstInt(in->t_i32, (uint64_t)c, 1);
        return true;
    }
    /* rt_string_concat(out, ap, al, bp, bl) */
    LLVMValueRef ptr = bl == 0 ? a[1] : a[3];
    int64_t len = bl == 0 ? al : bl;
    if (al && bl) {
        if (al + bl > INT32_MAX)
            return stop(in, "a string too long");
        uint8_t *buf = xmalloc((size_t)(al + bl));
        const uint8_t *x = read_bytes(in, a[1], al);
        if (x)
            memcpy(buf, x, (size_t)al);
        const uint8_t *y = x ? read_bytes(in, a[3], bl) : NULL;
        if (!y) {
            free(buf);
            return false;
        }
        memcpy(buf + al, y, (size_t)bl);
        ptr = new_heap(in, (uint64_t)(al + bl), 1);
        Obj *o = &in->objs[in->nobjs - 1];
        memcpy(o->bytes, buf, (size_t)(al + bl));
        free(buf);
        len = al + bl;
    }
    LLVMValueRef sf[2] = {ptr, LLVMConstInt(in->t_i32, (uint64_t)len, 0)};
    return do_store(in, a[0], LLVMConstStructInContext(in->ctx, sf, 2, 0));
}

/* ---------------------------------------------------------------- the runtime's maps */

/* rt_map_make, rt_map_assign* and rt_map_lookup* done here on the abstract memory, laying out the
   map (rt_map: count, type, blk) and its table (rt_mapblock, the index, the entries) exactly as
   runtime-baremetal/map.c does, with its hash (rt_maphash.h, shared with map.c), so that the
   runtime goes on with the table a compile-time map left behind. A key the hash cannot be computed
   for here (a pointer, an interface: their hash is an address; a NaN) stops the run. */

#define MAP_MIN_CAP 8u
#define MAPBLK_HDR 28u /* used, cap, mask, index, entries, first (0: a lower bound), next (NULL) */

typedef struct MapType {
    uint32_t key_size, val_size, key_off, val_off, entry_size, kind, nseg;
    uint32_t seg[2 * 16]; /* {off, size} pairs */
} MapType;

static uint32_t get32(const Obj *o, uint64_t off)
{
    uint32_t v;
    memcpy(&v, o->bytes + off, 4);
    return v;
}

/* writes a word that is not a pointer (base NULL) or a pointer to base + v, with the undo log */
static bool put32(In *in, int k, uint64_t off, uint32_t v, LLVMValueRef base)
{
    Obj *o = &in->objs[k];
    if (o->readonly || o->frozen_w || o->frozen_rw)
        return stop(in, "a map that code left for start-up uses");
    log_undo(in, k, off, WORD);
    o->dirty = true;
    memcpy(o->bytes + off, &v, 4);
    o->slot[off / WORD] = base;
    return true;
}

static bool map_type(In *in, LLVMValueRef t, MapType *mt)
{
    uint64_t off;
    Obj *o = deref(in, t, 32, &off, NULL, false);
    if (!o || !range_ok(in, o, off, 28, false))
        return false;
    uint32_t *f = &mt->key_size;
    for (int i = 0; i < 7; i++)
        f[i] = get32(o, off + 4 * (uint64_t)i);
    if (mt->kind == RT_MAPKEY_SEGS) {
        if (mt->nseg > 16)
            return stop(in, "a map key of many parts");
        LLVMValueRef sp = load_const(in, o, off + 28, in->t_ptr);
        const uint8_t *s = sp ? read_bytes(in, sp, 8 * (int64_t)mt->nseg) : NULL;
        if (!s)
            return false;
        for (uint32_t i = 0; i < 2 * mt->nseg; i++)
            memcpy(&mt->seg[i], s + 4 * i, 4);
    }
    return true;
}

/* the string header at p: its bytes */
static const uint8_t *string_at(In *in, Obj *o, uint64_t off, int64_t *n)
{
    if (!range_ok(in, o, off, 8, true))
        return NULL;
    *n = (int32_t)get32(o, off + 4);
    LLVMValueRef p = mkptr(in, o->slot[off / WORD], (int32_t)get32(o, off));
    return read_bytes(in, p, *n);
}

/* the bytes [off, off+n) of o, which hold no pointer */
static const uint8_t *plain_at(In *in, Obj *o, uint64_t off, uint32_t n)
{
    if (!n)
        return (const uint8_t *)"";
    if (!range_ok(in, o, off, n, false))
        return NULL;
    for (uint64_t w = off / WORD; w <= (off + n - 1) / WORD; w++)
        if (o->slot[w])
            return stop(in, "a map key holding a pointer (its hash is an address)"), NULL;
    return o->bytes + off;
}

static bool key_hash(In *in, const MapType *mt, Obj *o, uint64_t off, uint32_t *h)
{
    uint32_t x = RT_MAPHASH_SEED;
    int64_t n;
    const uint8_t *b;
    if (mt->kind == RT_MAPKEY_MEM) {
        if (!(b = plain_at(in, o, off, mt->key_size)))
            return false;
        x = rt_maphash_bytes(x, b, mt->key_size);
    } else if (mt->kind == RT_MAPKEY_STRING) {
        if (!(b = string_at(in, o, off, &n)))
            return false;
        x = rt_maphash_string(x, b, (uint32_t)n);
    } else {
        for (uint32_t i = 0; i < mt->nseg; i++) {
            uint32_t so = mt->seg[2 * i], sz = mt->seg[2 * i + 1];
            if (sz == RT_MAPSEG_STRING) {
                if (!(b = string_at(in, o, off + so, &n)))
                    return false;
                x = rt_maphash_string(x, b, (uint32_t)n);
            } else if (sz == RT_MAPSEG_FLOAT32 || sz == RT_MAPSEG_FLOAT64) {
                uint32_t k = sz == RT_MAPSEG_FLOAT32 ? 4 : 8;
                if (!(b = plain_at(in, o, off + so, k)))
                    return false;
                float fv;
                double dv;
                memcpy(&fv, b, 4);
                memcpy(&dv, b, k == 8 ? 8 : 4);
                bool nan = k == 4 ? fv != fv : dv != dv, zero = k == 4 ? fv == 0 : dv == 0;
                if (nan)
                    return stop(in, "a NaN map key");
                x = zero ? (k == 4 ? rt_maphash_mix(x, 0) : rt_maphash_mix(rt_maphash_mix(x, 0), 0)) : rt_maphash_bytes(x, b, k);
            } else if (sz >= RT_MAPSEG_IFACE) {
                return stop(in, "a map key holding an interface (its hash is an address)");
            } else {
                if (!(b = plain_at(in, o, off + so, sz)))
                    return false;
                x = rt_maphash_bytes(x, b, sz);
            }
        }
    }
    *h = rt_maphash_finish(x);
    return true;
}

static bool str_equal(In *in, Obj *a, uint64_t ao, Obj *b, uint64_t bo, bool *eq)
{
    int64_t n, m;
    const uint8_t *x = string_at(in, a, ao, &n);
    uint8_t *xc = x ? xmalloc((size_t)n + 1) : NULL;
    if (xc)
        memcpy(xc, x, (size_t)n);
    const uint8_t *y = xc ? string_at(in, b, bo, &m) : NULL;
    if (y)
        *eq = n == m && !memcmp(xc, y, (size_t)n);
    free(xc);
    return y != NULL;
}

static bool key_equal(In *in, const MapType *mt, Obj *a, uint64_t ao, Obj *b, uint64_t bo, bool *eq)
{
    if (mt->kind == RT_MAPKEY_STRING)
        return str_equal(in, a, ao, b, bo, eq);
    uint32_t nseg = mt->kind == RT_MAPKEY_MEM ? 1 : mt->nseg;
    *eq = true;
    for (uint32_t i = 0; i < nseg && *eq; i++) {
        uint32_t so = mt->kind == RT_MAPKEY_MEM ? 0 : mt->seg[2 * i];
        uint32_t sz = mt->kind == RT_MAPKEY_MEM ? mt->key_size : mt->seg[2 * i + 1];
        if (sz == RT_MAPSEG_STRING) {
            if (!str_equal(in, a, ao + so, b, bo + so, eq))
                return false;
            continue;
        }
        bool fl = sz == RT_MAPSEG_FLOAT32 || sz == RT_MAPSEG_FLOAT64;
        uint32_t n = sz == RT_MAPSEG_FLOAT32 ? 4 : sz == RT_MAPSEG_FLOAT64 ? 8 : sz;
        const uint8_t *x = plain_at(in, a, ao + so, n), *y = x ? plain_at(in, b, bo + so, n) : NULL;
        if (!y)
            return false;
        if (fl && n == 4) {
            float p, q;
            memcpy(&p, x, 4), memcpy(&q, y, 4);
            *eq = p == q;
        } else if (fl) {
            double p, q;
            memcpy(&p, x, 8), memcpy(&q, y, 8);
            *eq = p == q;
        } else {
            *eq = !memcmp(x, y, n);
        }
    }
    return true;
}

/* the table object of map object k (its blk word), or -1 for none yet */
static int map_block(In *in, int k)
{
    LLVMValueRef b = in->objs[k].slot[8 / WORD];
    return b ? obj_index(in, b) : -1;
}

static uint64_t entries_off(uint32_t slots)
{
    return (MAPBLK_HDR + (uint64_t)slots * 4 + 7) & ~(uint64_t)7;
}

/* a new, empty table with room for cap entries (rt_mapblock's block_new) */
static int map_block_new(In *in, const MapType *mt, uint32_t cap)
{
    uint32_t slots = 2 * MAP_MIN_CAP;
    while (slots < 2 * cap)
        slots *= 2;
    uint64_t bytes = MAPBLK_HDR + (uint64_t)slots * 4 + 8 + (uint64_t)cap * mt->entry_size;
    if (bytes > OBJ_LIMIT)
        return stop(in, "a map too large"), -1;
    LLVMValueRef g = new_heap(in, bytes, 8);
    int k = in->nobjs - 1; /* zeroed: every index slot empty */
    in->objs[k].maptable = true;
    if (!put32(in, k, 4, cap, NULL) || !put32(in, k, 8, slots - 1, NULL) || !put32(in, k, 12, MAPBLK_HDR, g) ||
        !put32(in, k, 16, (uint32_t)entries_off(slots), g))
        return -1;
    return k;
}

/* the index slot of the key at (ko, koff) with hash h in table b: *found when an entry holds it */
static bool map_probe(In *in, const MapType *mt, Obj *b, Obj *ko, uint64_t koff, uint32_t h, uint32_t *slot,
                      int32_t *found)
{
    uint32_t mask = get32(b, 8);
    uint64_t eo = entries_off(mask + 1);
    for (uint32_t i = h & mask;; i = (i + 1) & mask) {
        int32_t s = (int32_t)get32(b, MAPBLK_HDR + 4 * (uint64_t)i);
        if (s == 0) {
            *slot = i, *found = 0;
            return true;
        }
        if (s < 0)
            continue;
        uint64_t e = eo + (uint64_t)(s - 1) * mt->entry_size;
        if (get32(b, e) != h)
            continue;
        bool eq;
        if (!key_equal(in, mt, b, e + mt->key_off, ko, koff, &eq))
            return false;
        if (eq) {
            *slot = i, *found = s;
            return true;
        }
    }
}

/* copies n bytes from object sk to object dk, both offsets whole words, pointers with them (a
   last part word holds none), with the undo log */
static bool copy_words(In *in, int dk, uint64_t doff, int sk, uint64_t soff, uint32_t n)
{
    uint32_t i = 0;
    for (; i + WORD <= n; i += WORD)
        if (!put32(in, dk, doff + i, get32(&in->objs[sk], soff + i), in->objs[sk].slot[(soff + i) / WORD]))
            return false;
    if (i < n) {
        if (!range_ok(in, &in->objs[sk], soff + i, n - i, false))
            return false;
        log_undo(in, dk, doff + i, n - i);
        in->objs[dk].dirty = true;
        memcpy(in->objs[dk].bytes + doff + i, in->objs[sk].bytes + soff + i, n - i);
    }
    return true;
}

/* a new table for map k with room for twice its entries, holes dropped (map.c's rebuild) */
static int map_rebuild(In *in, const MapType *mt, int k, int ob)
{
    uint32_t count = get32(&in->objs[k], 0), cap = 2 * count;
    int nb = map_block_new(in, mt, cap < MAP_MIN_CAP ? MAP_MIN_CAP : cap);
    if (nb < 0)
        return -1;
    uint64_t oe = entries_off(get32(&in->objs[ob], 8) + 1), ne = entries_off(get32(&in->objs[nb], 8) + 1);
    uint32_t used = 0, mask = get32(&in->objs[nb], 8);
    for (uint32_t i = 0; i < get32(&in->objs[ob], 0); i++) {
        uint64_t e = oe + (uint64_t)i * mt->entry_size;
        uint32_t h = get32(&in->objs[ob], e);
        if (!h)
            continue;
        if (!copy_words(in, nb, ne + (uint64_t)used * mt->entry_size, ob, e, mt->entry_size))
            return -1;
        uint32_t s = h & mask;
        while ((int32_t)get32(&in->objs[nb], MAPBLK_HDR + 4 * (uint64_t)s) > 0)
            s = (s + 1) & mask;
        if (!put32(in, nb, MAPBLK_HDR + 4 * (uint64_t)s, used + 1, NULL))
            return -1;
        used++;
    }
    if (!put32(in, nb, 0, used, NULL) || !put32(in, k, 8, 0, in->objs[nb].g))
        return -1;
    return nb;
}

/* the map behind pointer m: its object index (-1 with *nil for a nil map) */
static int map_obj(In *in, LLVMValueRef m, bool write, bool *nil)
{
    uint64_t off;
    int k;
    *nil = LLVMIsNull(m);
    if (*nil)
        return -1;
    if (!deref(in, m, 12, &off, &k, write))
        return -1;
    if (off || in->objs[k].kind != OBJ_HEAP)
        return stop(in, "a map not made by the run"), -1;
    return k;
}

/* rt_map_make / _assign* / _lookup*; the key of the _32 and _str forms goes into a scratch
   object first, so that every form hashes and compares the key in memory */
static bool map_call(In *in, const char *name, LLVMValueRef *a, unsigned n, LLVMValueRef *r)
{
    MapType mt;
    if (!strcmp(name, "rt_map_make")) {
        int64_t hint;
        if (n != 2 || !const_int(a[1], &hint))
            return stop(in, "a map size not known");
        if (!map_type(in, a[0], &mt))
            return false;
        if (mt.kind == RT_MAPKEY_SEGS)
            for (uint32_t i = 0; i < mt.nseg; i++)
                if (mt.seg[2 * i + 1] >= RT_MAPSEG_IFACE && mt.seg[2 * i + 1] != RT_MAPSEG_FLOAT32 &&
                    mt.seg[2 * i + 1] != RT_MAPSEG_FLOAT64)
                    return stop(in, "a map of interface keys");
        *r = new_heap(in, 12, 4);
        int k = in->nobjs - 1;
        LLVMValueRef base;
        int64_t toff;
        if (!ptr_parts(in, a[0], &base, &toff) || !put32(in, k, 4, (uint32_t)toff, base))
            return false;
        if (hint > (int64_t)MAP_MIN_CAP) {
            int b = map_block_new(in, &mt, (uint32_t)hint);
            if (b < 0 || !put32(in, k, 8, 0, in->objs[b].g))
                return false;
        }
        return true;
    }
    bool assign = !strncmp(name, "rt_map_assign", 13), nil;
    const char *form = name + (assign ? 13 : 13); /* "", "32", "_str" after rt_map_assign / rt_map_lookup */
    if (n != (strcmp(form, "_str") ? 2u : 3u))
        return stop(in, "a map call with other arguments");
    int k = map_obj(in, a[0], assign, &nil);
    if (nil && !assign) {
        *r = LLVMConstNull(in->t_ptr);
        return true;
    }
    if (k < 0)
        return nil ? stop(in, "an assignment to a nil map") : false;
    if (!map_type(in, load_const(in, &in->objs[k], 4, in->t_ptr), &mt))
        return false;
    /* the key: in memory (rt_map_assign), or a word or a string header put in the scratch object */
    int kk;
    uint64_t koff = 0;
    if (!*form) {
        if (!deref(in, a[1], mt.key_size, &koff, &kk, false))
            return false;
    } else {
        if (in->scratch < 0) {
            new_obj(in, placeholder(in, 8, "$interp.key"), OBJ_STACK, 8, WORD);
            in->scratch = in->nobjs - 1;
        }
        kk = in->scratch;
        if (!store_const(in, &in->objs[kk], 0, a[1]) || (!strcmp(form, "_str") && !store_const(in, &in->objs[kk], 4, a[2])))
            return false;
    }
    uint32_t h, slot;
    int32_t found = 0;
    if (!key_hash(in, &mt, &in->objs[kk], koff, &h))
        return false;
    int b = map_block(in, k);
    if (b < 0 && in->objs[k].slot[8 / WORD])
        return false;
    if (b >= 0 && !map_probe(in, &mt, &in->objs[b], &in->objs[kk], koff, h, &slot, &found))
        return false;
    if (!assign) {
        uint64_t eo = b >= 0 ? entries_off(get32(&in->objs[b], 8) + 1) : 0;
        *r = found > 0 ? mkptr(in, in->objs[b].g, (int64_t)(eo + (uint64_t)(found - 1) * mt.entry_size + mt.val_off))
                       : LLVMConstNull(in->t_ptr);
        return true;
    }
    if (b < 0) { /* the first insertion */
        if ((b = map_block_new(in, &mt, MAP_MIN_CAP)) < 0 || !put32(in, k, 8, 0, in->objs[b].g))
            return false;
        if (!map_probe(in, &mt, &in->objs[b], &in->objs[kk], koff, h, &slot, &found))
            return false;
    }
    uint64_t eo = entries_off(get32(&in->objs[b], 8) + 1);
    if (found > 0) {
        *r = mkptr(in, in->objs[b].g, (int64_t)(eo + (uint64_t)(found - 1) * mt.entry_size + mt.val_off));
        return true;
    }
    if (get32(&in->objs[b], 0) == get32(&in->objs[b], 4)) { /* full: a new table, then its free slot */
        if ((b = map_rebuild(in, &mt, k, b)) < 0)
            return false;
        eo = entries_off(get32(&in->objs[b], 8) + 1);
        uint32_t mask = get32(&in->objs[b], 8);
        for (slot = h & mask; (int32_t)get32(&in->objs[b], MAPBLK_HDR + 4 * (uint64_t)slot) > 0;)
            slot = (slot + 1) & mask;
    }
    uint32_t used = get32(&in->objs[b], 0);
    uint64_t e = eo + (uint64_t)used * mt.entry_size;
    if (!put32(in, b, MAPBLK_HDR + 4 * (uint64_t)slot, used + 1, NULL) || !put32(in, b, 0, used + 1, NULL) ||
        !put32(in, b, e, h, NULL) || !copy_words(in, b, e + mt.key_off, kk, koff, mt.key_size) ||
        !put32(in, k, 0, get32(&in->objs[k], 0) + 1, NULL))
        return false;
    *r = mkptr(in, in->objs[b].g, (int64_t)(e + mt.val_off));
    return true;
}

static LLVMValueRef do_call(In *in, Frame *f, LLVMValueRef ins, bool *ok)
{
    unsigned n = (unsigned)LLVMGetNumArgOperands(ins);
    LLVMValueRef callee = LLVMGetCalledValue(ins), fn = NULL;
    *ok = false;
    if (LLVMIsAInlineAsm(callee))
        return stop(in, "inline assembly"), NULL;
    if (LLVMIsAFunction(callee)) {
        fn = callee;
    } else {
        LLVMValueRef c = value(in, f, callee), base;
        int64_t off;
        if (!c || !ptr_parts(in, c, &base, &off))
            return NULL;
        if (!base || off || !LLVMIsAFunction(base))
            return stop(in, "a call through a pointer not known"), NULL;
        fn = base;
    }
    if (is_named(fn, "llvm.dbg.") || is_named(fn, "llvm.lifetime.") || is_named(fn, "llvm.assume")) {
        *ok = true;
        return NULL;
    }
    LLVMValueRef *args = xmalloc(sizeof *args * (n + 1)), r = NULL;
    for (unsigned i = 0; i < n; i++)
        if (!(args[i] = value(in, f, LLVMGetOperand(ins, i))))
            goto out;
    if (is_named(fn, "llvm.memcpy.") || is_named(fn, "llvm.memmove.") || is_named(fn, "llvm.memset.")) {
        *ok = mem_intrinsic(in, fn, args);
        goto out;
    }
    if (!strcmp(LLVMGetValueName(fn), "rt_alloc")) {
        int64_t size, align;
        if (!const_int(args[0], &size) || !const_int(args[1], &align) || size < 0 || size > OBJ_LIMIT)
            return stop(in, "an allocation of a size not known"), free(args), NULL;
        r = new_heap(in, (uint64_t)size, (uint32_t)(align > 0 ? align : 1));
        *ok = true;
        goto out;
    }
    if ((!strcmp(LLVMGetValueName(fn), "rt_string_compare") && n == 4) ||
        (!strcmp(LLVMGetValueName(fn), "rt_string_concat") && n == 5) ||
        (!strcmp(LLVMGetValueName(fn), "rt_string_from_rune") && n == 2)) {
        *ok = string_call(in, LLVMGetValueName(fn), args, &r);
        goto out;
    }
    if (is_named(fn, "rt_map_make") || is_named(fn, "rt_map_assign") || is_named(fn, "rt_map_lookup")) {
        const char *name = LLVMGetValueName(fn);
        if (!strcmp(name, "rt_map_make") || !strcmp(name + 13, "") || !strcmp(name + 13, "32") ||
            !strcmp(name + 13, "_str")) {
            *ok = map_call(in, name, args, n, &r);
            goto out;
        }
    }
    if (LLVMIsDeclaration(fn)) {
        stop(in, "a call of a function outside Go");
        goto out;
    }
    r = call_function(in, fn, args, n, ok);
out:
    free(args);
    return r;
}

/* evaluates ins; *next is the following block on a branch, *ret the value on a return */
static bool step(In *in, Frame *f, LLVMValueRef ins, LLVMBasicBlockRef prev, LLVMBasicBlockRef *next,
                 LLVMValueRef *ret, bool *returned)
{
    if (++in->steps > STEP_LIMIT)
        return stop(in, "too many steps");
    LLVMOpcode op = LLVMGetInstructionOpcode(ins);
    LLVMValueRef r = NULL, a, b;
    switch (op) {
    case LLVMRet:
        *returned = true;
        if (LLVMGetNumOperands(ins) && !(*ret = value(in, f, LLVMGetOperand(ins, 0))))
            return false;
        return true;
    case LLVMBr:
        if (!LLVMIsConditional(ins)) {
            *next = LLVMValueAsBasicBlock(LLVMGetOperand(ins, 0));
            return true;
        }
        if (!(a = value(in, f, LLVMGetCondition(ins))) || !LLVMIsAConstantInt(a))
            return stop(in, "a branch on a value not known");
        *next = LLVMGetSuccessor(ins, LLVMConstIntGetZExtValue(a) ? 0 : 1);
        return true;
    case LLVMSwitch: {
        if (!(a = value(in, f, LLVMGetCondition(ins))) || !LLVMIsAConstantInt(a))
            return stop(in, "a switch on a value not known");
        *next = LLVMGetSwitchDefaultDest(ins);
        unsigned k = (unsigned)LLVMGetNumOperands(ins);
        for (unsigned i = 2; i + 1 < k; i += 2)
            if (LLVMGetOperand(ins, i) == a) {
                *next = LLVMValueAsBasicBlock(LLVMGetOperand(ins, i + 1));
                break;
            }
        return true;
    }
    case LLVMPHI: {
        unsigned k = LLVMCountIncoming(ins);
        for (unsigned i = 0; i < k; i++)
            if (LLVMGetIncomingBlock(ins, i) == prev) {
                r = value(in, f, LLVMGetIncomingValue(ins, i));
                break;
            }
        if (!r)
            return stop(in, "a phi without its edge");
        break;
    }
    case LLVMAlloca: {
        LLVMTypeRef t = LLVMGetAllocatedType(ins);
        int64_t cnt = 1;
        LLVMValueRef nv = value(in, f, LLVMGetOperand(ins, 0));
        if (!nv || !const_int(nv, &cnt) || cnt < 0)
            return stop(in, "an alloca of a size not known");
        uint64_t size = LLVMABISizeOfType(in->td, t) * (uint64_t)cnt;
        if (size > OBJ_LIMIT)
            return stop(in, "an alloca too large");
        r = placeholder(in, size, "$interp.stack");
        new_obj(in, r, OBJ_STACK, size, LLVMGetAlignment(ins));
        break;
    }
    case LLVMLoad: {
        if (LLVMGetVolatile(ins) || LLVMGetOrdering(ins) != LLVMAtomicOrderingNotAtomic)
            return stop(in, "a volatile or atomic load");
        if (!(a = value(in, f, LLVMGetOperand(ins, 0))))
            return false;
        uint64_t off;
        Obj *o = deref(in, a, size_of(in, LLVMTypeOf(ins)), &off, NULL, false);
        if (!o || !(r = load_const(in, o, off, LLVMTypeOf(ins))))
            return false;
        break;
    }
    case LLVMStore:
        if (LLVMGetVolatile(ins) || LLVMGetOrdering(ins) != LLVMAtomicOrderingNotAtomic)
            return stop(in, "a volatile or atomic store");
        if (!(a = value(in, f, LLVMGetOperand(ins, 0))) || !(b = value(in, f, LLVMGetOperand(ins, 1))))
            return false;
        return do_store(in, b, a);
    case LLVMGetElementPtr: {
        unsigned k = (unsigned)LLVMGetNumOperands(ins) - 1;
        LLVMValueRef base, *idx = xmalloc(sizeof *idx * (k + 1));
        int64_t off;
        bool ok = (a = value(in, f, LLVMGetOperand(ins, 0))) && ptr_parts(in, a, &base, &off);
        for (unsigned i = 0; ok && i < k; i++)
            ok = (idx[i] = value(in, f, LLVMGetOperand(ins, i + 1))) != NULL;
        ok = ok && gep_offset(in, LLVMGetGEPSourceElementType(ins), idx, k, &off);
        free(idx);
        if (!ok)
            return false;
        r = mkptr(in, base, off);
        break;
    }
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem:
    case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor:
        if (!(a = value(in, f, LLVMGetOperand(ins, 0))) || !(b = value(in, f, LLVMGetOperand(ins, 1))))
            return false;
        r = int_binop(in, op, a, b);
        break;
    case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv:
        if (!(a = value(in, f, LLVMGetOperand(ins, 0))) || !(b = value(in, f, LLVMGetOperand(ins, 1))))
            return false;
        r = fp_binop(in, op, a, b);
        break;
    case LLVMFNeg: {
        double d;
        if (!(a = value(in, f, LLVMGetOperand(ins, 0))) || !fp_value(a, &d))
            return stop(in, "a float not known");
        r = fp_result(LLVMTypeOf(a), -d);
        break;
    }
    case LLVMICmp:
        if (!(a = value(in, f, LLVMGetOperand(ins, 0))) || !(b = value(in, f, LLVMGetOperand(ins, 1))))
            return false;
        r = icmp(in, LLVMGetICmpPredicate(ins), a, b);
        break;
    case LLVMFCmp:
        if (!(a = value(in, f, LLVMGetOperand(ins, 0))) || !(b = value(in, f, LLVMGetOperand(ins, 1))))
            return false;
        r = fcmp(in, LLVMGetFCmpPredicate(ins), a, b);
        break;
    case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP:
    case LLVMSIToFP: case LLVMFPTrunc: case LLVMFPExt: case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast:
        if (!(a = value(in, f, LLVMGetOperand(ins, 0))))
            return false;
        if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMVectorTypeKind)
            return stop(in, "a vector");
        r = cast(in, op, a, LLVMTypeOf(ins));
        break;
    case LLVMSelect:
        if (!(a = value(in, f, LLVMGetOperand(ins, 0))) || !LLVMIsAConstantInt(a))
            return stop(in, "a select on a value not known");
        r = value(in, f, LLVMGetOperand(ins, LLVMConstIntGetZExtValue(a) ? 1 : 2));
        break;
    case LLVMFreeze:
        if (!(a = value(in, f, LLVMGetOperand(ins, 0))) || LLVMIsUndef(a))
            return stop(in, "a freeze of undef");
        r = a;
        break;
    case LLVMExtractValue: {
        if (!(a = value(in, f, LLVMGetOperand(ins, 0))))
            return false;
        const unsigned *idx = LLVMGetIndices(ins);
        r = a;
        for (unsigned i = 0; r && i < LLVMGetNumIndices(ins); i++)
            r = LLVMGetAggregateElement(r, idx[i]);
        if (!r || (LLVMIsUndef(r) && !LLVMIsPoison(r)))
            r = r ? LLVMConstNull(LLVMTypeOf(ins)) : NULL; /* an undef part reads as zero */
        if (!r || LLVMIsPoison(r))
            return stop(in, "an extractvalue not known");
        break;
    }
    case LLVMInsertValue:
        if (!(a = value(in, f, LLVMGetOperand(ins, 0))) || !(b = value(in, f, LLVMGetOperand(ins, 1))))
            return false;
        r = agg_rebuild(in, a, LLVMGetIndices(ins), LLVMGetNumIndices(ins), b);
        break;
    case LLVMCall: {
        bool ok;
        r = do_call(in, f, ins, &ok);
        if (!ok)
            return false;
        if (LLVMGetTypeKind(LLVMTypeOf(ins)) == LLVMVoidTypeKind)
            return true;
        if (!r)
            return stop(in, "a call without its result");
        break;
    }
    default:
        return stop(in, "an instruction not known");
    }
    if (!r)
        return false;
    pmap_put(&f->val, ins, r);
    return true;
}

/* runs fn to its return; its allocas die with it */
static LLVMValueRef call_function(In *in, LLVMValueRef fn, LLVMValueRef *args, unsigned n, bool *ok)
{
    *ok = false;
    if (in->depth >= CALL_DEPTH)
        return stop(in, "calls too deep"), NULL;
    if ((unsigned)LLVMCountParams(fn) != n || LLVMIsFunctionVarArg(LLVMGlobalGetValueType(fn)))
        return stop(in, "a call with other arguments"), NULL;
    Frame fr = {0};
    for (unsigned i = 0; i < n; i++)
        pmap_put(&fr.val, LLVMGetParam(fn, i), args[i]);
    int nobjs = in->nobjs;
    in->depth++;
    LLVMBasicBlockRef bb = LLVMGetEntryBasicBlock(fn), prev = NULL;
    LLVMValueRef ret = NULL;
    bool returned = false;
    while (!returned) {
        LLVMBasicBlockRef next = NULL;
        for (LLVMValueRef ins = LLVMGetFirstInstruction(bb); ins && !next && !returned; ins = LLVMGetNextInstruction(ins))
            if (!step(in, &fr, ins, prev, &next, &ret, &returned))
                goto out;
        if (!returned) {
            if (!next) {
                stop(in, "a block without a branch");
                goto out;
            }
            prev = bb, bb = next;
        }
    }
    *ok = true;
    for (int i = nobjs; i < in->nobjs; i++)
        if (in->objs[i].kind == OBJ_STACK)
            in->objs[i].dead = true;
out:
    in->depth--;
    pmap_free(&fr.val);
    return ret;
}

/* ---------------------------------------------------------------- can a store reach an object */

#define WALK_DEPTH 8 /* loads followed from an object's address: a map's value tables are 5 away */

typedef struct Walk {
    PMap seen[WALK_DEPTH]; /* per depth: values walked */
    int budget;
} Walk;

/* runtime functions that only read what their pointer arguments reach */
static bool reads_only(LLVMValueRef fn)
{
    static const char *const ro[] = {"rt_print_", "rt_string_concat", "rt_string_compare", "rt_runes_from_string",
                                     "rt_string_decode_rune", "rt_iface_equal", "rt_iface_itab", "rt_rterror_equal",
                                     "rt_rterror_same", "rt_rterror_print", "rt_panic_index", "rt_panic_slice", "rt_panic_bounds_ext", "rt_panic_convert",
                                     "rt_panic_divide", "rt_panic_nil", "rt_panic_assert", "rt_map_lookup", "memcmp"};
    for (size_t i = 0; i < sizeof ro / sizeof ro[0]; i++)
        if (is_named(fn, ro[i]))
            return true;
    return false;
}

static bool stored(Walk *w, LLVMValueRef v, int depth);

/* the allocation or global a pointer into memory starts from, or NULL */
static LLVMValueRef origin(LLVMValueRef p)
{
    for (;;) {
        if (LLVMIsAAllocaInst(p) || LLVMIsAGlobalVariable(p))
            return p;
        if (LLVMIsAGetElementPtrInst(p) || LLVMIsABitCastInst(p) ||
            (LLVMIsAConstantExpr(p) && (LLVMGetConstOpcode(p) == LLVMGetElementPtr || LLVMGetConstOpcode(p) == LLVMBitCast)))
            p = LLVMGetOperand(p, 0);
        else
            return NULL;
    }
}

/* what flows into memory that p points into: that memory now holds it */
static bool stored_into(Walk *w, LLVMValueRef p, int depth)
{
    LLVMValueRef o = origin(p);
    return !o || stored(w, o, depth + 1);
}

static bool stored_call(Walk *w, LLVMValueRef call, LLVMValueRef v, int depth)
{
    LLVMValueRef fn = LLVMGetCalledValue(call);
    unsigned n = (unsigned)LLVMGetNumArgOperands(call);
    if (!LLVMIsAFunction(fn))
        return true;
    if (fn == v)
        return true;
    if (is_named(fn, "llvm.dbg.") || is_named(fn, "llvm.lifetime.") || is_named(fn, "llvm.assume"))
        return false;
    bool set = is_named(fn, "llvm.memset."), copy = is_named(fn, "llvm.memcpy.") || is_named(fn, "llvm.memmove.");
    if (set || copy) {
        if (LLVMGetOperand(call, 0) == v && depth == 0)
            return true; /* written */
        if (copy && LLVMGetOperand(call, 1) == v && depth > 0)
            return stored_into(w, LLVMGetOperand(call, 0), depth - 1);
        return false;
    }
    if (is_named(fn, "rt_map_lookup") && depth > 0)
        return stored(w, call, depth - 1); /* its result points into the table the map points to */
    if (LLVMIsDeclaration(fn))
        return !reads_only(fn);
    for (unsigned i = 0; i < n && i < LLVMCountParams(fn); i++)
        if (LLVMGetOperand(call, i) == v && stored(w, LLVMGetParam(fn, i), depth))
            return true;
    return false;
}

/* a value of type t can hold a pointer */
static bool has_ptr(LLVMTypeRef t)
{
    switch (LLVMGetTypeKind(t)) {
    case LLVMPointerTypeKind:
        return true;
    case LLVMArrayTypeKind:
    case LLVMVectorTypeKind:
        return has_ptr(LLVMGetElementType(t));
    case LLVMStructTypeKind:
        for (unsigned i = 0; i < LLVMCountStructElementTypes(t); i++)
            if (has_ptr(LLVMStructGetTypeAtIndex(t, i)))
                return true;
        return false;
    default:
        return false;
    }
}

/* whether memory v points to (depth 0), or memory reached by depth loads from v, may be stored to
   or escape where the walk cannot follow (a value without pointers carries none: a pointer turned
   into an integer counts as escaped) */
static bool stored(Walk *w, LLVMValueRef v, int depth)
{
    if (!has_ptr(LLVMTypeOf(v)))
        return false;
    if (depth >= WALK_DEPTH || --w->budget < 0)
        return true;
    if (pmap_get(&w->seen[depth], v))
        return false;
    pmap_put(&w->seen[depth], v, (void *)1);
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef x = LLVMGetUser(u);
        if (LLVMIsAGlobalVariable(x)) { /* v is in x's initialiser */
            if (stored(w, x, depth + 1))
                return true;
            continue;
        }
        if (LLVMIsAConstant(x) && !LLVMIsAGlobalValue(x)) { /* a constant expression or aggregate */
            if (stored(w, x, depth))
                return true;
            continue;
        }
        if (!LLVMIsAInstruction(x))
            return true;
        switch (LLVMGetInstructionOpcode(x)) {
        case LLVMLoad:
            if (LLVMGetVolatile(x) || (depth > 0 && stored(w, x, depth - 1)))
                return true;
            break;
        case LLVMStore:
            if (LLVMGetOperand(x, 1) == v && depth == 0)
                return true;
            if (LLVMGetOperand(x, 0) == v && stored_into(w, LLVMGetOperand(x, 1), depth))
                return true;
            break;
        case LLVMGetElementPtr: case LLVMBitCast: case LLVMExtractValue: case LLVMInsertValue:
        case LLVMPHI: case LLVMSelect: case LLVMFreeze: case LLVMAddrSpaceCast:
            if (stored(w, x, depth))
                return true;
            break;
        case LLVMICmp:
            break;
        case LLVMCall:
            if (stored_call(w, x, v, depth))
                return true;
            break;
        case LLVMRet: {
            LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(x));
            for (LLVMUseRef cu = LLVMGetFirstUse(fn); cu; cu = LLVMGetNextUse(cu)) {
                LLVMValueRef c = LLVMGetUser(cu);
                if (!LLVMIsACallInst(c) || LLVMGetCalledValue(c) != fn || stored(w, c, depth))
                    return true;
            }
            break;
        }
        default:
            return true;
        }
    }
    return false;
}

/* ---------------------------------------------------------------- commit */

/* the constant for a new object: bytes and pointers, as an i8 array or a packed struct of runs */
static LLVMValueRef obj_const(In *in, Obj *o)
{
    LLVMValueRef *parts = NULL;
    int n = 0, cap = 0;
    uint32_t run = 0;
    bool any = false;
    for (uint32_t w = 0; w * WORD < o->size; w++)
        if (o->slot[w])
            any = true;
    if (!any)
        return LLVMConstStringInContext2(in->ctx, (const char *)o->bytes, o->size, 1);
    for (uint32_t w = 0; w * WORD <= o->size; w++) {
        uint32_t at = w * WORD;
        if (at == o->size || o->slot[w]) {
            if (at > run) {
                LLVMValueRef s = LLVMConstStringInContext2(in->ctx, (const char *)o->bytes + run, at - run, 1);
                VEC_PUSH(parts, n, cap, s);
            }
            if (at == o->size)
                break;
            uint32_t off;
            memcpy(&off, o->bytes + at, 4);
            VEC_PUSH(parts, n, cap, mkptr(in, o->slot[w], (int32_t)off));
            run = at + WORD;
        }
    }
    LLVMValueRef r = LLVMConstStructInContext(in->ctx, parts, (unsigned)n, 1);
    free(parts);
    return r;
}

/* A large object that is mostly zero (a heap object, or a zeroed global written to) costs less as
   zeros (.bss) and a store per non-zero word at start-up than as initialised data (flash): a store
   is about three words of code */
static bool is_sparse(Obj *o)
{
    if (o->size < 256 || (o->kind == OBJ_GLOBAL && !(o->was_zero && o->dirty)) || o->kind == OBJ_STACK || o->maptable)
        return false;
    uint32_t words = (o->size + WORD - 1) / WORD, nonzero = 0;
    for (uint32_t w = 0; w < words; w++) {
        uint32_t v;
        memcpy(&v, o->bytes + (size_t)w * WORD, WORD);
        nonzero += o->slot[w] || v;
    }
    return 3 * nonzero < words;
}

/* the start-up stores of a sparse object's non-zero words, at the builder's place */
static void sparse_stores(In *in, LLVMBuilderRef bld, Obj *o, LLVMValueRef g)
{
    bool aligned = LLVMGetAlignment(g) >= WORD || LLVMABIAlignmentOfType(in->td, LLVMGlobalGetValueType(g)) >= WORD;
    for (uint32_t at = 0; at < o->size;) {
        uint32_t w = at / WORD, v = 0, n = o->size - at < WORD ? o->size - at : WORD;
        memcpy(&v, o->bytes + at, n);
        LLVMValueRef idx = LLVMConstInt(in->t_i32, at, 0), p = LLVMBuildGEP2(bld, in->t_i8, g, &idx, 1, "");
        if (o->slot[w]) {
            LLVMSetAlignment(LLVMBuildStore(bld, mkptr(in, o->slot[w], (int32_t)v), p), WORD);
        } else if (v && n == WORD) {
            LLVMSetAlignment(LLVMBuildStore(bld, LLVMConstInt(in->t_i32, v, 0), p), aligned ? WORD : 1);
        } else if (v) {
            for (uint32_t i = 0; i < n; i++) {
                LLVMValueRef q = LLVMConstInt(in->t_i32, at + i, 0);
                if (o->bytes[at + i])
                    LLVMBuildStore(bld, LLVMConstInt(in->t_i8, o->bytes[at + i], 0),
                                   LLVMBuildGEP2(bld, in->t_i8, g, &q, 1, ""));
            }
        }
        at += n;
    }
}

/* a constant refers to an object that does not outlive the run */
static bool refers_dead(In *in, LLVMValueRef c)
{
    if (LLVMIsAGlobalVariable(c)) {
        intptr_t i = (intptr_t)pmap_get(&in->obj_of, c);
        return i > 0 && in->objs[i - 1].kind != OBJ_GLOBAL && (in->objs[i - 1].kind == OBJ_STACK || in->objs[i - 1].dead);
    }
    if (LLVMIsAConstantExpr(c) || LLVMIsAConstantStruct(c) || LLVMIsAConstantArray(c))
        for (int i = 0; i < LLVMGetNumOperands(c); i++)
            if (refers_dead(in, LLVMGetOperand(c, i)))
                return true;
    return false;
}

static bool obj_refers_dead(In *in, Obj *o)
{
    for (uint32_t w = 0; w * WORD < o->size; w++)
        if (o->slot[w] && refers_dead(in, o->slot[w]))
            return true;
    return false;
}

/* c points into an alloca of corogo_main: which, at what offset */
static LLVMValueRef alloca_ptr(In *in, LLVMValueRef c, int64_t *off)
{
    LLVMValueRef base;
    if (LLVMGetTypeKind(LLVMTypeOf(c)) != LLVMPointerTypeKind || !ptr_parts(in, c, &base, off) || !base)
        return NULL;
    intptr_t i = (intptr_t)pmap_get(&in->obj_of, base);
    return i > 0 ? in->objs[i - 1].alloca : NULL;
}

static void drop_placeholder(LLVMValueRef g)
{
    if (LLVMGetFirstUse(g))
        LLVMReplaceAllUsesWith(g, LLVMGetPoison(LLVMTypeOf(g)));
    LLVMDeleteGlobal(g);
}

/* ---------------------------------------------------------------- code left for start-up */

/* What a value of corogo_main may point to: a constant (KNOWN, see its value), or the result of an
   instruction left for start-up that points only into the runtime's own memory (a map's) or
   carries no pointer (RUNTIME), or one that may point anywhere (ANY). */
enum { KNOWN, RUNTIME, ANY };

static int prov(Frame *f, PMap *left, LLVMValueRef v)
{
    if (!LLVMIsAInstruction(v) || pmap_get(&f->val, v))
        return KNOWN;
    intptr_t p = (intptr_t)pmap_get(left, v);
    return p ? (int)p : ANY;
}

/* code at start-up reads the object behind constant c and what it reaches */
static void freeze_reads(In *in, LLVMValueRef c)
{
    LLVMValueRef base;
    int64_t off;
    if (LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMPointerTypeKind) {
        if (!ptr_parts(in, c, &base, &off) || !base)
            return;
        int k = obj_index(in, base);
        if (k < 0 || in->objs[k].frozen_w)
            return;
        in->objs[k].frozen_w = true;
        for (uint32_t w = 0; w * WORD < in->objs[k].size; w++)
            if (in->objs[k].slot[w])
                freeze_reads(in, in->objs[k].slot[w]);
        return;
    }
    if (LLVMIsAConstantStruct(c) || LLVMIsAConstantArray(c))
        for (int i = 0; i < LLVMGetNumOperands(c); i++)
            freeze_reads(in, LLVMGetOperand(c, i));
}

/* the runtime functions whose call may stay for start-up while later initialisers still run at
   compile time: they touch only the runtime's maps and read their arguments */
static bool known_effects(LLVMValueRef fn, bool *result_runtime)
{
    static const char *const maps[] = {"rt_map_make", "rt_map_assign", "rt_map_assign32", "rt_map_assign_str",
                                       "rt_map_lookup", "rt_map_lookup32", "rt_map_lookup_str"};
    *result_runtime = true;
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++)
        if (!strcmp(LLVMGetValueName(fn), maps[i]))
            return true;
    *result_runtime = false;
    return is_named(fn, "rt_print_");
}

/* ins could not run at compile time: may it stay for start-up while the run goes on after it?
   Marks what it touches (frozen) and what its result may point to (*p) */
static bool leave(In *in, Frame *f, PMap *left, LLVMValueRef ins, int *p)
{
    LLVMOpcode op = LLVMGetInstructionOpcode(ins);
    *p = RUNTIME;
    switch (op) {
    case LLVMStore:
    case LLVMLoad: {
        LLVMValueRef a = LLVMGetOperand(ins, op == LLVMStore ? 1 : 0);
        if (LLVMGetVolatile(ins) || LLVMGetOrdering(ins) != LLVMAtomicOrderingNotAtomic)
            return false;
        int pa = prov(f, left, a);
        if (pa == ANY)
            return false;
        if (pa == KNOWN) {
            LLVMValueRef base;
            int64_t off;
            if (!ptr_parts(in, value(in, f, a), &base, &off) || !base)
                return false;
            int k = obj_index(in, base);
            if (k < 0)
                return false;
            if (op == LLVMStore)
                in->objs[k].frozen_rw = true;
            else
                freeze_reads(in, value(in, f, a));
        }
        if (op == LLVMStore && prov(f, left, LLVMGetOperand(ins, 0)) == KNOWN &&
            LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(ins, 0))) == LLVMPointerTypeKind)
            return true; /* stores a pointer: reads nothing */
        *p = ANY;
        return true;
    }
    case LLVMCall: {
        LLVMValueRef fn = LLVMGetCalledValue(ins);
        bool runtime;
        if (!LLVMIsAFunction(fn) || !LLVMIsDeclaration(fn) || !known_effects(fn, &runtime))
            return false;
        unsigned n = (unsigned)LLVMGetNumArgOperands(ins);
        for (unsigned i = 0; i < n; i++) {
            LLVMValueRef a = LLVMGetOperand(ins, i);
            int pa = prov(f, left, a);
            if (pa == ANY && has_ptr(LLVMTypeOf(a)))
                return false;
            if (pa == KNOWN)
                freeze_reads(in, value(in, f, a));
        }
        /* a map the run made (a key it could not hash): the call may write it and its table */
        LLVMValueRef base;
        int64_t off;
        int k;
        if (runtime && n > 0 && prov(f, left, LLVMGetOperand(ins, 0)) == KNOWN &&
            LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(ins, 0))) == LLVMPointerTypeKind &&
            ptr_parts(in, value(in, f, LLVMGetOperand(ins, 0)), &base, &off) && base &&
            (k = obj_index(in, base)) >= 0 && in->objs[k].kind == OBJ_HEAP) {
            int b = in->objs[k].size >= 12 ? map_block(in, k) : -1;
            in->objs[k].frozen_rw = true;
            if (b >= 0)
                in->objs[b].frozen_rw = true;
        }
        *p = runtime ? RUNTIME : ANY;
        return true;
    }
    case LLVMGetElementPtr:
    case LLVMExtractValue: case LLVMInsertValue: case LLVMSelect: case LLVMFreeze:
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
    case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMICmp:
    case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMBitCast: {
        /* a known pointer operand (into an object of the run) makes the result point anywhere */
        *p = KNOWN;
        for (int i = 0; i < LLVMGetNumOperands(ins); i++) {
            LLVMValueRef a = LLVMGetOperand(ins, i);
            int pa = prov(f, left, a);
            if (pa == KNOWN && has_ptr(LLVMTypeOf(a)))
                pa = ANY;
            if (pa > *p)
                *p = pa;
        }
        if (*p == KNOWN)
            return false; /* all operands known: it failed for another reason */
        return true;
    }
    default:
        return false;
    }
}

/* something other than dead constants and garbage of the run refers to v */
static bool live(In *in, LLVMValueRef v, int depth)
{
    if (depth > 64)
        return true;
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef x = LLVMGetUser(u);
        if (LLVMIsAGlobalVariable(x)) {
            intptr_t i = (intptr_t)pmap_get(&in->obj_of, x);
            if (!i || in->objs[i - 1].kind != OBJ_HEAP || (x != v && live(in, x, depth + 1)))
                return true;
        } else if (!LLVMIsAConstant(x) || LLVMIsAGlobalValue(x) || live(in, x, depth + 1)) {
            return true;
        }
    }
    return false;
}

/* from bb's successors, a block the run went through can be reached again (bb itself only when
   allow_bb is false: the run stopped after some of its instructions, which are deleted) */
static bool way_back(LLVMBasicBlockRef bb, PMap *visited, bool allow_bb)
{
    LLVMBasicBlockRef *stack = NULL;
    int nstack = 0, cstack = 0;
    PMap seen = {0};
    bool back = false;
    VEC_PUSH(stack, nstack, cstack, bb);
    while (nstack && !back) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(stack[--nstack]);
        for (unsigned i = 0; t && i < LLVMGetNumSuccessors(t) && !back; i++) {
            LLVMBasicBlockRef sb = LLVMGetSuccessor(t, i);
            back = pmap_get(visited, sb) && !(sb == bb && allow_bb);
            if (!pmap_get(&seen, sb)) {
                pmap_put(&seen, sb, (void *)1);
                VEC_PUSH(stack, nstack, cstack, sb);
            }
        }
    }
    free(stack);
    pmap_free(&seen);
    return back;
}

/* something other than g's own initialiser refers to v (a map's table points into itself) */
static bool used_outside(LLVMValueRef g, LLVMValueRef v, int depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef x = LLVMGetUser(u);
        if (x == g)
            continue;
        if (depth > 8 || !LLVMIsAConstant(x) || LLVMIsAGlobalValue(x) || used_outside(g, x, depth + 1))
            return true;
    }
    return false;
}

/* after the commit, the blocks of corogo_main the run went through are unreachable: they go, with
   their edges in the phis of the blocks that stay, so that nothing they refer to (a descriptor a
   type assertion names, a function a dead call names) looks used to the -heap=none check and to
   the deletion of unused objects below */
static void drop_dead_blocks(LLVMValueRef fn)
{
    PMap reach = {0};
    LLVMBasicBlockRef *work = NULL;
    int nwork = 0, cwork = 0;
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
    pmap_put(&reach, entry, (void *)1);
    VEC_PUSH(work, nwork, cwork, entry);
    while (nwork) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(work[--nwork]);
        for (unsigned i = 0, n = term ? LLVMGetNumSuccessors(term) : 0; i < n; i++) {
            LLVMBasicBlockRef s = LLVMGetSuccessor(term, i);
            if (!pmap_get(&reach, s)) {
                pmap_put(&reach, s, (void *)1);
                VEC_PUSH(work, nwork, cwork, s);
            }
        }
    }
    free(work);
    LLVMBuilderRef bld = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(fn)));
    for (LLVMBasicBlockRef bb = entry; bb; bb = LLVMGetNextBasicBlock(bb)) {
        if (!pmap_get(&reach, bb))
            continue;
        for (LLVMValueRef phi = LLVMGetFirstInstruction(bb), next; phi && LLVMIsAPHINode(phi); phi = next) {
            next = LLVMGetNextInstruction(phi);
            unsigned n = LLVMCountIncoming(phi), k = 0;
            LLVMValueRef *vals = xmalloc(sizeof *vals * (n ? n : 1));
            LLVMBasicBlockRef *from = xmalloc(sizeof *from * (n ? n : 1));
            for (unsigned i = 0; i < n; i++)
                if (pmap_get(&reach, LLVMGetIncomingBlock(phi, i))) {
                    vals[k] = LLVMGetIncomingValue(phi, i);
                    from[k++] = LLVMGetIncomingBlock(phi, i);
                }
            if (k < n) {
                LLVMPositionBuilderBefore(bld, phi);
                LLVMValueRef np = LLVMBuildPhi(bld, LLVMTypeOf(phi), "");
                LLVMAddIncoming(np, vals, from, k);
                LLVMReplaceAllUsesWith(phi, np);
                LLVMInstructionEraseFromParent(phi);
            }
            free(vals);
            free(from);
        }
    }
    LLVMDisposeBuilder(bld);
    LLVMBasicBlockRef *dead = NULL;
    int ndead = 0, cdead = 0;
    for (LLVMBasicBlockRef bb = entry; bb; bb = LLVMGetNextBasicBlock(bb))
        if (!pmap_get(&reach, bb)) {
            VEC_PUSH(dead, ndead, cdead, bb);
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
                if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind)
                    LLVMReplaceAllUsesWith(i, LLVMGetPoison(LLVMTypeOf(i)));
        }
    for (int i = 0; i < ndead; i++)
        LLVMDeleteBasicBlock(dead[i]);
    free(dead);
    pmap_free(&reach);
    /* the entry goes on into the block the run stopped in: one block again when nothing else
       enters it */
    for (;;) {
        LLVMValueRef br = LLVMGetBasicBlockTerminator(entry);
        if (!br || !LLVMIsABranchInst(br) || LLVMIsConditional(br))
            break;
        LLVMBasicBlockRef next = LLVMGetSuccessor(br, 0);
        LLVMValueRef first = LLVMGetFirstInstruction(next);
        LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(next));
        if (next == entry || (first && LLVMIsAPHINode(first)) || !u || LLVMGetNextUse(u))
            break;
        LLVMInstructionEraseFromParent(br);
        /* the phis of its successors come from the entry now (RAUW of a block updates them, through
           its terminator: before the instructions move) */
        LLVMReplaceAllUsesWith(LLVMBasicBlockAsValue(next), LLVMBasicBlockAsValue(entry));
        LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(fn)));
        LLVMPositionBuilderAtEnd(b, entry);
        for (LLVMValueRef i = first, n; i; i = n) {
            n = LLVMGetNextInstruction(i);
            LLVMInstructionRemoveFromParent(i);
            LLVMInsertIntoBuilder(b, i);
        }
        LLVMDisposeBuilder(b);
        LLVMDeleteBasicBlock(next);
    }
}

bool interp_package_init(LLVMModuleRef mod, LLVMTargetDataRef td, const char *init_fn, const char *stop_fn)
{
    LLVMValueRef fn = LLVMGetNamedFunction(mod, init_fn), stopf = stop_fn ? LLVMGetNamedFunction(mod, stop_fn) : NULL;
    if (!fn || LLVMIsDeclaration(fn))
        return false;
    In in = {.mod = mod, .ctx = LLVMGetModuleContext(mod), .td = td, .scratch = -1};
    in.t_ptr = LLVMPointerTypeInContext(in.ctx, 0);
    in.t_i8 = LLVMInt8TypeInContext(in.ctx);
    in.t_i32 = LLVMInt32TypeInContext(in.ctx);

    /* corogo_main from its entry, one instruction at a time along the branches it takes, up to
       the first that cannot run and may not stay behind (the call of main.main at the latest). A
       branch back to a block the run went through (a loop of corogo_main itself: a map literal of
       many constants, cg_map.c) goes on when nothing was left for start-up since that block's
       first visit; should anything in the loop then fail or stay behind, memory goes back to what
       it was at that first visit (the undo log is kept for the whole run) and the run stops
       there: the whole loop runs at start-up. */
    Frame fr = {0};
    PMap left = {0};    /* instructions left for start-up -> what they may point to */
    PMap visited = {0}; /* block -> its first visit's checkpoint + 1 */
    PMap isdone = {0};  /* instructions in done (a loop runs them again) */
    typedef struct Check {
        LLVMBasicBlockRef bb, prev;
        int nundo, nobjs, ndone, npath, nlefts;
    } Check;
    Check *checks = NULL;
    int nchecks = 0, cchecks = 0, loop = -1; /* loop: the checkpoint to go back to, or -1 */
    LLVMValueRef first_left = NULL, *lefts = NULL;
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn), bb = entry, prev = NULL, *path = NULL;
    LLVMValueRef ins = LLVMGetFirstInstruction(entry), *done = NULL, *allocas = NULL;
    int ndone = 0, cdone = 0, nallocas = 0, callocas = 0, nlefts = 0, clefts = 0, npath = 0, cpath = 0;
    Check c0 = {entry, NULL, 0, 0, 0, 0, 0};
    VEC_PUSH(checks, nchecks, cchecks, c0);
    pmap_put(&visited, entry, (void *)(intptr_t)nchecks);
    while (ins) {
        in.why = NULL;
        if (LLVMIsACallInst(ins) && stopf && LLVMGetCalledValue(ins) == stopf)
            break;
        /* an alloca of corogo_main's entry stays: its memory is stored back if later code reads it */
        bool alloca = LLVMIsAAllocaInst(ins);
        if (alloca && bb != entry)
            goto failed;
        int nundo = in.nundo, nobjs = in.nobjs;
        LLVMBasicBlockRef next = NULL;
        LLVMValueRef ret = NULL;
        bool returned = false;
        if (LLVMIsATerminatorInst(ins)) {
            LLVMOpcode op = LLVMGetInstructionOpcode(ins);
            if ((op != LLVMBr && op != LLVMSwitch) || !step(&in, &fr, ins, prev, &next, &ret, &returned))
                goto failed;
            intptr_t k = (intptr_t)pmap_get(&visited, next);
            if (k) { /* a loop: on while nothing was left since next's first visit */
                if (loop < 0 || k - 1 < loop)
                    loop = (int)k - 1;
                if (checks[k - 1].nlefts != nlefts) {
                    in.why = "a loop with code left for start-up";
                    goto failed;
                }
            } else {
                VEC_PUSH(path, npath, cpath, bb);
                Check c = {next, bb, in.nundo, in.nobjs, ndone, npath, nlefts};
                VEC_PUSH(checks, nchecks, cchecks, c);
                pmap_put(&visited, next, (void *)(intptr_t)nchecks);
            }
            prev = bb, bb = next;
            ins = LLVMGetFirstInstruction(bb);
            continue;
        }
        if (!step(&in, &fr, ins, prev, &next, &ret, &returned)) {
            rollback(&in, nundo, nobjs);
            /* it stays; what comes after it goes on unless it may depend on it (not in a loop) */
            int p;
            if (alloca || (loop >= 0 && way_back(bb, &visited, false)) || !leave(&in, &fr, &left, ins, &p))
                goto failed;
            pmap_put(&left, ins, (void *)(intptr_t)p);
            VEC_PUSH(lefts, nlefts, clefts, ins);
            if (!first_left)
                first_left = ins;
        } else if (alloca) {
            in.objs[in.nobjs - 1].alloca = ins;
            VEC_PUSH(allocas, nallocas, callocas, ins);
        } else if (!pmap_get(&isdone, ins)) {
            pmap_put(&isdone, ins, (void *)1);
            VEC_PUSH(done, ndone, cdone, ins);
        }
        ins = LLVMGetNextInstruction(ins);
        continue;
    failed:
        if (loop >= 0 && way_back(bb, &visited, ins == LLVMGetFirstInstruction(bb))) {
            /* in a loop: back to the first visit of the loop's first block */
            Check *c = &checks[loop];
            rollback(&in, c->nundo, c->nobjs);
            for (int i = c->ndone; i < ndone; i++)
                pmap_put(&isdone, done[i], NULL);
            for (int i = c->npath; i < npath; i++)
                pmap_put(&visited, path[i], NULL);
            for (int i = c->nlefts; i < nlefts; i++)
                pmap_put(&left, lefts[i], NULL);
            nlefts = c->nlefts;
            first_left = nlefts ? lefts[0] : NULL;
            ndone = c->ndone, npath = c->npath, bb = c->bb, prev = c->prev;
            ins = LLVMGetFirstInstruction(bb);
            if (!in.why)
                in.why = "a loop of corogo_main that cannot run to its end";
        }
        break;
    }
    if (!ins)
        diag_internal(NOPOS, "%s ends without a terminator", init_fn);
    if (getenv("COROGO_VERBOSE")) { /* what ran, and where and why the run stopped */
        char *text = LLVMPrintValueToString(ins);
        fprintf(stderr, "interp: %d instructions of %s ran at compile time, %d left for start-up; stopped at%s: %s\n",
                ndone, init_fn, nlefts, text, in.why ? in.why : "the end of initialisation");
        LLVMDisposeMessage(text);
    }

    /* when the run went through branches, the entry branches to the block the run stopped in
       (stopped at a phi: to the block it came from, whose branch is all that is left of it):
       there must be no way back into the blocks it went through, nor into the one it stopped in
       unless it stopped at its first instruction */
    bool ok = true;
    LLVMBasicBlockRef target = LLVMIsAPHINode(ins) ? prev : bb;
    if (npath && way_back(bb, &visited, ins == LLVMGetFirstInstruction(bb)))
        ok = false;

    /* every value a remaining instruction uses, and every object committed, must outlive the run */
    for (int i = 0; i < ndone && ok; i++) {
        LLVMValueRef c = pmap_get(&fr.val, done[i]);
        int64_t off;
        if (c && LLVMGetFirstUse(done[i]) && !alloca_ptr(&in, c, &off) && refers_dead(&in, c))
            ok = false;
    }
    for (int i = 0; i < nallocas && ok; i++) {
        Obj *o = &in.objs[(intptr_t)pmap_get(&in.obj_of, pmap_get(&fr.val, allocas[i])) - 1];
        LLVMValueRef c = o->dirty ? load_const(&in, o, 0, LLVMGetAllocatedType(allocas[i])) : NULL;
        if (o->dirty && (!c || refers_dead(&in, c)))
            ok = false;
    }
    for (int i = 0; i < in.nobjs && ok; i++) {
        Obj *o = &in.objs[i];
        if (!o->dead && o->kind != OBJ_STACK && (o->dirty || o->kind == OBJ_HEAP) && obj_refers_dead(&in, o))
            ok = false;
    }
    if (ok) {
        /* the objects rt_alloc made become globals, globals get their memory as initialisers,
           corogo_main's allocas what the run left in them (when later code uses them); the
           placeholders go last, as the memory refers to them */
        LLVMValueRef *final = xmalloc(sizeof *final * (size_t)(in.nobjs + 1));
        for (int i = 0; i < in.nobjs; i++) {
            Obj *o = &in.objs[i];
            final[i] = NULL;
            if (o->kind != OBJ_HEAP || o->dead)
                continue;
            o->sparse = is_sparse(o);
            LLVMValueRef init = o->sparse ? LLVMConstNull(LLVMArrayType2(in.t_i8, o->size)) : obj_const(&in, o);
            final[i] = LLVMAddGlobal(mod, LLVMTypeOf(init), "$init");
            LLVMSetLinkage(final[i], LLVMInternalLinkage);
            LLVMSetAlignment(final[i], o->align > WORD ? o->align : WORD);
            LLVMSetInitializer(final[i], init);
        }
        for (int i = 0; i < in.nobjs; i++) {
            Obj *o = &in.objs[i];
            if (o->kind == OBJ_GLOBAL && o->dirty && !(o->sparse = is_sparse(o)))
                LLVMSetInitializer(o->g, load_const(&in, o, 0, LLVMGlobalGetValueType(o->g)));
        }
        LLVMValueRef pos = first_left ? first_left : ins; /* before any code left for start-up */
        LLVMBuilderRef bld = LLVMCreateBuilderInContext(in.ctx);
        if (npath) {
            /* entry: allocas, the code left (in its order), br to the target (what ran of it
               is deleted below; its successors' phis keep their edge); the blocks the run went
               through before are dead */
            LLVMValueRef term = LLVMGetBasicBlockTerminator(entry);
            LLVMPositionBuilderBefore(bld, term);
            if (target != entry) {
                LLVMInstructionEraseFromParent(term);
                LLVMPositionBuilderAtEnd(bld, entry);
            }
            for (int i = 0; i < nlefts; i++)
                if (LLVMGetInstructionParent(lefts[i]) != entry) {
                    LLVMInstructionRemoveFromParent(lefts[i]);
                    LLVMInsertIntoBuilder(bld, lefts[i]);
                }
            pos = target != entry ? LLVMBuildBr(bld, target) : term;
            if (first_left)
                pos = first_left;
        }
        LLVMPositionBuilderBefore(bld, pos);
        for (int i = ndone - 1; i >= 0; i--) {
            LLVMValueRef c = pmap_get(&fr.val, done[i]), a;
            int64_t off;
            if (c && LLVMGetFirstUse(done[i])) {
                if ((a = alloca_ptr(&in, c, &off))) {
                    LLVMValueRef idx = LLVMConstInt(in.t_i32, (uint64_t)off, 1);
                    c = off ? LLVMBuildGEP2(bld, in.t_i8, a, &idx, 1, "") : a;
                }
                LLVMReplaceAllUsesWith(done[i], c);
            }
            LLVMInstructionEraseFromParent(done[i]);
        }
        for (int i = 0; i < nallocas; i++) {
            Obj *o = &in.objs[(intptr_t)pmap_get(&in.obj_of, pmap_get(&fr.val, allocas[i])) - 1];
            if (!LLVMGetFirstUse(allocas[i])) {
                LLVMInstructionEraseFromParent(allocas[i]);
            } else if (o->dirty) {
                LLVMPositionBuilderBefore(bld, pos);
                LLVMBuildStore(bld, load_const(&in, o, 0, LLVMGetAllocatedType(allocas[i])), allocas[i]);
            }
        }
        for (int i = 0; i < in.nobjs; i++)
            if (in.objs[i].sparse && !in.objs[i].dead) {
                LLVMPositionBuilderBefore(bld, pos);
                sparse_stores(&in, bld, &in.objs[i], final[i] ? final[i] : in.objs[i].g);
            }
        LLVMDisposeBuilder(bld);
        for (int i = 0; i < in.nobjs; i++) {
            Obj *o = &in.objs[i];
            if (!final[i])
                continue;
            LLVMReplaceAllUsesWith(o->g, final[i]);
            pmap_put(&in.obj_of, o->g, NULL);
            LLVMDeleteGlobal(o->g);
            o->g = final[i];
            pmap_put(&in.obj_of, o->g, (void *)(intptr_t)(i + 1));
        }
        free(final);
        drop_dead_blocks(fn);
    }
    for (int i = 0; i < in.nobjs; i++) {
        Obj *o = &in.objs[i];
        if (o->kind == OBJ_STACK || (o->kind == OBJ_HEAP && (o->dead || !ok)))
            drop_placeholder(o->g);
    }
    if (ok) { /* the package variables the run wrote and the new objects that nothing refers to any
                 more (a library's tables the program does not use: the code that built them is
                 gone) are deleted first, as LLVM's globaldce would later, so that a map nobody
                 uses cannot make the tables it points to writable */
        for (bool again = true; again;) {
            again = false;
            for (int i = 0; i < in.nobjs; i++) {
                Obj *o = &in.objs[i];
                LLVMLinkage l = o->kind == OBJ_STACK || o->dead || o->sparse ? LLVMExternalLinkage : LLVMGetLinkage(o->g);
                if ((l != LLVMInternalLinkage && l != LLVMPrivateLinkage) || (o->kind == OBJ_GLOBAL && !o->dirty) ||
                    used_outside(o->g, o->g, 0))
                    continue;
                pmap_put(&in.obj_of, o->g, NULL);
                LLVMDeleteGlobal(o->g);
                o->dead = again = true;
            }
        }
    }
    if (ok) { /* a new object, or a package variable the run wrote, that no store reaches is constant:
                 the read-only section */
        for (int i = 0; i < in.nobjs; i++) {
            Obj *o = &in.objs[i];
            if (o->kind == OBJ_GLOBAL && o->dirty && !o->dead && !o->sparse && !o->readonly &&
                LLVMGetLinkage(o->g) == LLVMInternalLinkage) { /* a package variable only read after */
                Walk w = {.budget = 100000};
                if (!stored(&w, o->g, 0))
                    LLVMSetGlobalConstant(o->g, 1);
                for (int d = 0; d < WALK_DEPTH; d++)
                    pmap_free(&w.seen[d]);
                continue;
            }
            if (o->kind != OBJ_HEAP || o->dead)
                continue;
            if (!live(&in, o->g, 0) && !o->sparse) { /* garbage of the initialisers */
                drop_placeholder(o->g);
                o->dead = true;
                continue;
            }
            Walk w = {.budget = 100000};
            if (!o->sparse && !stored(&w, o->g, 0))
                LLVMSetGlobalConstant(o->g, 1);
            for (int d = 0; d < WALK_DEPTH; d++)
                pmap_free(&w.seen[d]);
        }
    }
    for (int i = 0; i < in.nobjs; i++)
        free(in.objs[i].bytes), free(in.objs[i].slot);
    free(in.objs);
    forget_undo(&in);
    free(in.undo);
    pmap_free(&in.obj_of);
    pmap_free(&fr.val);
    pmap_free(&left);
    pmap_free(&visited);
    pmap_free(&isdone);
    free(checks);
    free(lefts);
    free(path);
    free(done);
    free(allocas);
    return ok;
}
