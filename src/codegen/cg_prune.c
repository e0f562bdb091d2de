/* cg_prune.c - what the firmware keeps of the type data, and which type tests can hold. Four
 * tables would otherwise keep every type descriptor and every method of the program alive,
 * whatever the program calls:
 *  - the printer of panic values ("$panic.print", cg_panic.c) compares a value's type with every
 *    descriptor the code generator made, including those made only by functions nothing calls;
 *  - a descriptor's itab list (cg_iface.c: what a conversion or assertion to an interface type
 *    searches at run time) holds an itab for every interface the type implements among those
 *    with a descriptor, even when nothing live looks that interface up;
 *  - an itab holds the entries of every method of its interface, sync and $coro, whether or not
 *    anything calls that method through an interface (a $coro entry links the general pool);
 *  - reflect's method records of a concrete type (cg_reflect.c) hold each method's func types
 *    and its bound entry, whether or not reflect can read them.
 * All four are weak references here. cg_prune, once package initialisation at compile time is
 * done (the code it evaluated no longer refers to anything), walks the module from its externally
 * visible definitions, following every operand of a function's instructions and of a global's
 * initialiser, except:
 *  - the printer's tests: a type's printing function is walked once its descriptor is reached
 *    from elsewhere (a panic value's descriptor is live wherever something converts a value to it)
 *    and, where every panic call reached converts its value or panics again one recover()
 *    returned (cg_panic.c: recovered), once a panic call reached converts a value of that type;
 *  - the itab lists: an itab there is walked once its interface's descriptor is reached, and an
 *    itab's own reference to that descriptor is not followed (an itab does not look it up);
 *  - an itab's method entries: one is walked once a function reached reads the entry of a method
 *    of that name and signature (sync or $coro) from some itab, as Go's linker keeps methods;
 *  - a method record's types and bound entry: its type is walked once reflect's exportedMethod
 *    (Type.Method, Value.Method and their ByName forms) is reached or an interface descriptor
 *    with a method of that name and type is (Implements compares them); its type with the
 *    receiver and its bound entry once exportedMethod is;
 *  - an operand registered by cg_prune_weak (reflect's MakeFunc entry of a func type, an
 *    rt_typeinfo's method records and *T descriptor, cg_reflect.c): walked once a function named
 *    as its trigger is reached (MakeFunc; (*rtype).method, the records' one reader; ptrTo,
 *    Value.Addr, New and NewAt, the readers of *T);
 *  - a type test, an == or != of a value with a type descriptor's address (type switch cases and
 *    assertions, cg_iface.c: holds): a function is walked block by block from its entry, and a
 *    branch on such a test takes its "same type" successor only once the descriptor is reached
 *    from elsewhere; a branch on an itab lookup (rt_iface_itab of a constant interface
 *    descriptor: assertions and cases of interface type) its "found" successor only once an itab
 *    of that interface is; a branch on reflect's kindLive(k) (corogo_kind_live, a float or
 *    complex kind) its "true" successor only once a descriptor of that kind keeping its
 *    rt_typeinfo is (cg_prune_desc), and one on a comparison of a reflect kind with a constant
 *    kind (cg_kinds.c) its "equal" successor only once that kind is live so or reflect can make
 *    a type of it (cg_kinds_made);
 *  - a branch on an integer parameter every call reached passes one constant (cg_params.c: a
 *    function whose every use is a direct call, the calls met as the walk reaches them, again
 *    each round): only the successors the constant allows, the others once a call passes another
 *    value; at the end the parameter becomes the constant (cg_params_apply), so LLVM folds them;
 *    likewise a branch on an integer field no instruction walked can have set to non-zero (field
 *    facts, cg_params.c: cg_params_inst meets each instruction of a block walked).
 * A descriptor reached is one a value can have as dynamic type: converted to an interface in code
 * that can run, in static package data, or reachable by reflect from another (fields, elements,
 * *T beside T, reflect's table of composite types); no pointer to any other exists at run time.
 * Then the type tests, kind comparisons and kindLive calls of descriptors and kinds not reached
 * become false, the lookups of interfaces without an itab reached NULL, the panic printer's tests
 * of descriptors not reached false, the itab lists keep only the itabs reached, and the itab
 * entries and record fields not reached become NULL (nothing reads them); LLVM's passes delete
 * the rest (globaldce).
 * A descriptor's method names (fields 5 and 6) keep only the names some interface descriptor
 * reached has: their one reader is a failed assertion's "missing method" message (iface.c), which
 * looks the asserted interface's names up in them.
 * A descriptor's rt_typeinfo (reflect's type information, the last word) is walked only where a
 * value of the type can reach reflect: a reference to the descriptor other than an itab's and a
 * quiet conversion's (cg_prune_quiet: a value put into a sync.Pool that only comes back asserted
 * to a concrete type, cg_syncpool.c; void once a sync.Pool descriptor is reached), or an itab
 * referenced other than from its type's itab list whose interface is reflected: interface{}, an
 * interface whose descriptor is reached (reflect reads values of it from memory), or one whose
 * values become values of a reflected interface in a function reached (cg_prune_flow:
 * conversions, assertions and type switch cases, by underlying type). Reflect gets values only as
 * interface{} values or through the type information of others, so a type converted only to
 * io.Writer (*os.File) or only into fmt's pool (*fmt.pp) keeps none; its rt_typeinfo word is
 * NULL and what only it reached goes.
 * The walk also keeps the set of types interface{} values can have (any_members): descriptors
 * reached "loosely" (reach_l: from code, or from data that is not type data: a descriptor's
 * fields and rt_typeinfo and what they reach, an itab's type, reflect's records; a quiet
 * conversion's and a panic's are not), the itab types of interfaces with the methods of a
 * non-empty interface whose values become interface{} values in a function reached, and once
 * reflect's makers of interface values (reflect.toAny, Value.storeAs) are reached every
 * descriptor that keeps its rt_typeinfo. It is open (any type) once a recover() is reached (a
 * run-time error, any panic value; a panic's conversion is then walked as type data) or reflect
 * makes types at run time (makeType) besides values. A type switch on an interface{} value
 * (cg_prune_switch, cg_iface.c) ends in a no-match branch `typ == NULL ? default : default`
 * marked with metadata "corogo.tswitch": its non-nil edge is taken once a type without a case is
 * in the set, its nil edge unless a case is nil or a branch on the same type word being NULL
 * dominates it by its non-nil edge (nil_excluded); its cases' "same type" edges once their
 * descriptor is in the set. At the end, with the set closed, those cases of types outside it
 * become false and the non-nil edge of a switch whose cases cover the set goes to a fatal error,
 * so that LLVM deletes the default where the subject was found non-nil before. */
#include <stdint.h>
#include <string.h>

#include "cg.h"
#include "rt_abi.h"

typedef struct Test {
    LLVMValueRef desc, fn, cmp, call;
} Test;

typedef struct List {
    LLVMValueRef desc, arr;
    LLVMValueRef *tabs;
    int n;
} List;

/* an itab and its interface type */
typedef struct Itab {
    LLVMValueRef g;
    Type *it;
} Itab;

/* a read of a method's entry from an itab, in function fn */
typedef struct Slot {
    LLVMValueRef fn;
    const char *name;
    Type *ft;
    bool coro;
} Slot;

/* an interface descriptor and its interface type */
typedef struct Iface {
    LLVMValueRef g;
    Type *it;
} Iface;

/* reflect's method records of a concrete type */
typedef struct Methods {
    LLVMValueRef g;
    const char **names;
    Type **fts;
    int n;
} Methods;

static Iface *ifaces;
static int nifaces, cifaces;
static Methods *mtabs;
static int nmtabs, cmtabs;
static Itab *itabs;
static int nitabs, citabs;
static Slot *slots;
static int nslots, cslots;
/* operand k of global g, weak until function trigger is reached */
typedef struct Weak {
    LLVMValueRef g;
    unsigned k;
    const char *trigger;
} Weak;

static Weak *weaks;
static int nweaks, cweaks;
static Test *tests;
static int ntests, ctests;
static List *lists;
static int nlists, clists;

/* the descriptors and their reflect kinds */
typedef struct KindDesc {
    LLVMValueRef desc;
    unsigned kind;
} KindDesc;

static KindDesc *kinds;
static int nkinds, ckinds;

/* every type descriptor (its method names are cut to those of the interfaces reached) and its type */
static LLVMValueRef *descs;
static Type **desc_types;
static int ndescs, cdescs, cdesc_types;

/* an interface value of static type 'from' made a value of interface type 'to' in function fn
   (a conversion, an assertion, a type switch's case) */
typedef struct Flow {
    LLVMValueRef fn;
    Type *from, *to;
} Flow;

static Flow *flows;
static int nflows, cflows;

/* a type switch on an interface{} value: its cases (cg_prune_switch); its no-match branch carries
   metadata "corogo.tswitch" with the index (interp.c may have deleted or rewritten the code) */
typedef struct Switch {
    LLVMValueRef *descs;
    int ndescs;
    Type **its;
    int nits;
    bool has_nil, has_any;
} Switch;

static Switch *switches;
static int nswitches, cswitches;

/* panic calls and the conversions of their values (cg_prune_panic) */
static LLVMValueRef *panics;
static int npanics, cpanics;

/* panic calls (cg_prune_panic): the descriptor of the value's type where the call converts it
   (else NULL), and whether its type is known: converted, or a recovered value panicked again */
typedef struct Pcall {
    LLVMValueRef call, desc;
    bool known;
} Pcall;

static Pcall *pcalls;
static int npcalls, cpcalls;

/* the functions calling recover() */
static LLVMValueRef *recovers;
static int nrecovers, crecovers;

/* conversions to interface{} whose values reach no reflect (cg_prune_quiet) */
static LLVMValueRef *quiets;
static int nquiets, cquiets;

/* a new module: nothing registered (a build that stopped before cg_prune left its own) */
void cg_prune_begin(void)
{
    for (int i = 0; i < nlists; i++)
        free(lists[i].tabs);
    for (int i = 0; i < nmtabs; i++)
        free(mtabs[i].names), free(mtabs[i].fts);
    for (int i = 0; i < nswitches; i++)
        free(switches[i].descs), free(switches[i].its);
    ntests = nlists = nitabs = nslots = nifaces = nmtabs = nweaks = nkinds = ndescs = nflows = nquiets = 0;
    nswitches = nrecovers = npanics = npcalls = 0;
}

static const char SWITCH_MD[] = "corogo.tswitch";

void cg_prune_switch(Cg *c, LLVMValueRef nomatch, LLVMValueRef typ, LLVMValueRef *descs, int ndescs, Type **its,
                     int nits, bool has_nil, bool has_any)
{
    (void)typ; /* the no-match branch's condition tests it */
    Switch sw = {xmalloc(sizeof *descs * (size_t)(ndescs + 1)), ndescs, xmalloc(sizeof *its * (size_t)(nits + 1)), nits,
                 has_nil, has_any};
    memcpy(sw.descs, descs, sizeof *descs * (size_t)ndescs);
    memcpy(sw.its, its, sizeof *its * (size_t)nits);
    LLVMMetadataRef k = LLVMValueAsMetadata(LLVMConstInt(c->t_i32, (unsigned long long)nswitches, 0));
    LLVMSetMetadata(nomatch, LLVMGetMDKindIDInContext(c->ctx, SWITCH_MD, sizeof SWITCH_MD - 1),
                    LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, &k, 1)));
    VEC_PUSH(switches, nswitches, cswitches, sw);
}

/* the descriptor a panic call's type word is, through the pair's insertvalues (else NULL) */
static LLVMValueRef panic_desc(LLVMValueRef call)
{
    LLVMValueRef w = LLVMGetOperand(call, 0);
    if (LLVMIsAExtractValueInst(w) && !*LLVMGetIndices(w)) {
        for (w = LLVMGetOperand(w, 0); LLVMIsAInsertValueInst(w) && *LLVMGetIndices(w); w = LLVMGetOperand(w, 0))
            ;
        w = LLVMIsAInsertValueInst(w) ? LLVMGetOperand(w, 1)
            : LLVMIsAConstantStruct(w) ? LLVMGetOperand(w, 0)
                                       : NULL;
    }
    return w && LLVMIsAGlobalVariable(w) ? w : NULL;
}

void cg_prune_panic(Cg *c, LLVMValueRef call, LLVMValueRef v, bool repanic)
{
    (void)c;
    Pcall pc = {call, v ? panic_desc(call) : NULL, repanic};
    pc.known |= pc.desc != NULL;
    VEC_PUSH(pcalls, npcalls, cpcalls, pc);
    VEC_PUSH(panics, npanics, cpanics, call);
    for (; v && LLVMIsAInsertValueInst(v); v = LLVMGetOperand(v, 0)) /* the insertvalues of the pair */
        VEC_PUSH(panics, npanics, cpanics, v);
}

void cg_prune_recover(Cg *c)
{
    VEC_PUSH(recovers, nrecovers, crecovers, c->llfn);
}

void cg_prune_test(Cg *c, LLVMValueRef desc, LLVMValueRef fn, LLVMValueRef cmp, LLVMValueRef call)
{
    (void)c;
    Test t = {desc, fn, cmp, call};
    VEC_PUSH(tests, ntests, ctests, t);
}

void cg_prune_itabs(Cg *c, LLVMValueRef desc, LLVMValueRef arr, LLVMValueRef *tabs, int n)
{
    (void)c;
    List l = {desc, arr, xmalloc(sizeof *tabs * (size_t)(n + 1)), n};
    memcpy(l.tabs, tabs, sizeof *tabs * (size_t)n);
    VEC_PUSH(lists, nlists, clists, l);
}

void cg_prune_itab(Cg *c, LLVMValueRef g, Type *it)
{
    (void)c;
    Itab t = {g, it};
    VEC_PUSH(itabs, nitabs, citabs, t);
}

void cg_prune_iface(Cg *c, LLVMValueRef g, Type *it)
{
    (void)c;
    Iface f = {g, it};
    VEC_PUSH(ifaces, nifaces, cifaces, f);
}

void cg_prune_methods(Cg *c, LLVMValueRef arr, const char **names, Type **fts, int n)
{
    (void)c;
    Methods m = {arr, xmalloc(sizeof *names * (size_t)n), xmalloc(sizeof *fts * (size_t)n), n};
    memcpy(m.names, names, sizeof *names * (size_t)n);
    memcpy(m.fts, fts, sizeof *fts * (size_t)n);
    VEC_PUSH(mtabs, nmtabs, cmtabs, m);
}

void cg_prune_weak(Cg *c, LLVMValueRef g, unsigned k, const char *trigger)
{
    (void)c;
    Weak x = {g, k, trigger};
    VEC_PUSH(weaks, nweaks, cweaks, x);
}

void cg_prune_desc(Cg *c, LLVMValueRef desc, Type *t)
{
    (void)c;
    int n = ndescs;
    VEC_PUSH(descs, ndescs, cdescs, desc);
    VEC_PUSH(desc_types, n, cdesc_types, t);
    KindDesc k = {desc, cg_reflect_kind(t)};
    VEC_PUSH(kinds, nkinds, ckinds, k);
}

void cg_prune_flow(Cg *c, Type *from, Type *to)
{
    from = type_under(from), to = type_under(to); /* values of one underlying type pass freely */
    if (from == to || from->nfields == 0) /* interface{} is reflected anyway */
        return;
    Flow f = {c->llfn, from, to};
    VEC_PUSH(flows, nflows, cflows, f);
}

void cg_prune_quiet(Cg *c, LLVMValueRef v)
{
    (void)c;
    for (; v && LLVMIsAInstruction(v); v = LLVMGetOperand(v, 0)) /* the insertvalues of the pair */
        VEC_PUSH(quiets, nquiets, cquiets, v);
}

void cg_prune_slot(Cg *c, const char *name, Type *ft, bool coro)
{
    for (int i = nslots - 1; i >= 0 && slots[i].fn == c->llfn; i--) /* once per function */
        if (slots[i].ft == ft && slots[i].coro == coro && !strcmp(slots[i].name, name))
            return;
    Slot s = {c->llfn, name, ft, coro};
    VEC_PUSH(slots, nslots, cslots, s);
}

/* ---------------------------------------------------------------- a set of pointers */

typedef struct PtrSet {
    const void **slot;
    size_t cap, n;
} PtrSet;

static size_t hash(const void *p, size_t cap)
{
    return (size_t)(((uintptr_t)p >> 4) * 2654435761u % cap);
}

/* adds p to s: true if it was not there */
static bool set_add(PtrSet *s, const void *p)
{
    if (2 * (s->n + 1) > s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 1024;
        PtrSet g = {xmalloc(sizeof *g.slot * cap), cap, 0};
        memset(g.slot, 0, sizeof *g.slot * cap);
        for (size_t i = 0; i < s->cap; i++)
            if (s->slot[i])
                set_add(&g, s->slot[i]);
        free(s->slot);
        *s = g;
    }
    size_t i = hash(p, s->cap);
    for (; s->slot[i]; i = (i + 1) % s->cap)
        if (s->slot[i] == p)
            return false;
    s->slot[i] = p;
    s->n++;
    return true;
}

static bool set_has(const PtrSet *s, const void *p)
{
    if (!s->cap)
        return false;
    for (size_t i = hash(p, s->cap); s->slot[i]; i = (i + 1) % s->cap)
        if (s->slot[i] == p)
            return true;
    return false;
}

/* ---------------------------------------------------------------- the walk */

/* a method record (RT_METHOD_LAYOUT): name and package path (4 words), then from field
   METHOD_WEAK on its type, its type with the receiver and its bound entry */
enum { METHOD_WEAK = 4 };

/* a descriptor's rt_typeinfo (RT_TYPE_LAYOUT_REFLECT's last word) */
enum { DESC_INFO = 8 };

/* a successor of a block reached taken only once descriptor desc is reached (a type test), or an
   itab of interface descriptor iface is (an itab lookup), or (both NULL) a descriptor of reflect
   kind 'kind' is (reflect's kindLive) */
typedef struct Edge {
    LLVMValueRef desc;
    unsigned kind;
    LLVMValueRef iface;
    LLVMBasicBlockRef to;
    bool any; /* a case of a type switch on interface{}: also once desc is a type of its values */
} Edge;

/* reflect's kindLive (corogo_kind_live), NULL where reflect is not linked */
static LLVMValueRef kind_fn;

/* the kind kindLive asks about in call v, else 0; only float and complex kinds are answered
   (kinds 13-16: reflect makes no type of them at run time, so only descriptors have them) */
static unsigned kind_test(LLVMValueRef v)
{
    if (!kind_fn || !LLVMIsACallInst(v) || LLVMGetCalledValue(v) != kind_fn)
        return 0;
    LLVMValueRef k = LLVMGetOperand(v, 0);
    if (!LLVMIsAConstantInt(k))
        return 0;
    unsigned long long n = LLVMConstIntGetZExtValue(k);
    return n >= 13 && n <= 16 ? (unsigned)n : 0;
}

typedef struct Walk {
    PtrSet seen;        /* global values reached, and aggregate constants walked */
    PtrSet blocks;      /* the basic blocks of functions reached that can run */
    LLVMBasicBlockRef *bwork; /* blocks reached, not yet walked */
    int nbwork, cbwork;
    LLVMValueRef *cmps; /* type tests walked: compare with a descriptor's address */
    int ncmps, ccmps;
    Edge *edges;        /* successors waiting for a descriptor */
    int nedges, cedges;
    LLVMValueRef *lookups; /* rt_iface_itab calls walked */
    int nlookups, clookups;
    LLVMValueRef rterror;  /* the run-time errors' descriptors, if any */
    PtrSet skip;        /* the printer's tests, the itab lists */
    PtrSet itab, mtab;  /* the itabs, reflect's method record arrays */
    PtrSet weak;        /* the globals with a weak operand */
    PtrSet desc;        /* the descriptors with an rt_typeinfo (a reflecting program) */
    PtrSet full;        /* descriptors reached other than as an itab's type or a quiet conversion's */
    PtrSet quiet;       /* the quiet conversions' instructions */
    bool loud;          /* a sync.Pool's descriptor is reached: no conversion is quiet */
    PtrSet direct;      /* itabs reached other than through their type's itab list */
    Type **refl;        /* non-empty interface types whose values can reach reflect */
    int nrefl, crefl;
    LLVMValueRef *work; /* global values reached, not yet walked */
    int nwork, cwork;
    PtrSet alldesc;     /* every descriptor cg_prune_desc registered */
    PtrSet panic;       /* panic calls and their values' conversions: not loose (recover() is) */
    PtrSet pdesc;       /* the types of panic values of calls reached (the printer's tests) */
    bool popen;         /* a panic call reached of a value of any type */
    bool recovering;    /* a recover() is reached: a panic value's type may reach reflect */
    PtrSet lseen;       /* values reached "loosely": from code or data other than type data */
    LLVMValueRef *anys; /* descriptors reached loosely: the dynamic types interface{} values can have */
    int nanys, canys;
    unsigned swkind;    /* the metadata kind of a type switch's no-match branch */
    LLVMValueRef *swedges; /* no-match branches waiting for a type without a case */
    int nswedges, cswedges;
    LLVMValueRef producers[2]; /* reflect's makers of interface values from type information */
    LLVMValueRef maker;        /* reflect's maker of types at run time */
    PtrSet anytyps;     /* the type words type switches on interface{} values test */
    PtrSet members;     /* the types interface{} values can have, as far as the walk has gone */
    LLVMValueRef *mlist;
    int nmlist, cmlist;
    bool closed;        /* false: they are not only these (recover(), reflect making values) */
    LLVMValueRef *pbrs; /* branches on constant parameters taking fewer than both successors */
    int npbrs, cpbrs;
} Walk;

/* v reached; loose: from code or from data that is not type data (a descriptor's fields and what
   they reach, an itab, reflect's records), so a descriptor reached so is a type interface{}
   values can have (a conversion's, or static data's after package initialisation) */
static void reach_l(Walk *w, LLVMValueRef v, bool loose)
{
    if (LLVMIsAGlobalValue(v)) {
        bool fresh = set_add(&w->seen, v);
        if (loose && set_add(&w->lseen, v)) {
            if (set_has(&w->alldesc, v))
                VEC_PUSH(w->anys, w->nanys, w->canys, v);
            else if (!fresh) /* walked as type data: again, loosely */
                VEC_PUSH(w->work, w->nwork, w->cwork, v);
        }
        if (fresh)
            VEC_PUSH(w->work, w->nwork, w->cwork, v);
        if (set_has(&w->itab, v)) /* a conversion to the interface */
            set_add(&w->direct, v);
        if (set_has(&w->desc, v) && set_add(&w->full, v)) /* reflect may read its type information */
            reach_l(w, LLVMGetOperand(LLVMGetInitializer(v), DESC_INFO), false);
        return;
    }
    if (!LLVMIsAConstant(v) || LLVMIsAConstantInt(v) || LLVMIsAConstantFP(v) || LLVMIsAConstantDataSequential(v) ||
        LLVMIsAConstantPointerNull(v) || LLVMIsAUndefValue(v) || LLVMIsAConstantAggregateZero(v))
        return;
    if (loose) {
        if (!set_add(&w->lseen, v))
            return;
        set_add(&w->seen, v);
    } else if (!set_add(&w->seen, v)) {
        return;
    }
    int n = LLVMGetNumOperands(v);
    for (int i = 0; i < n; i++)
        reach_l(w, LLVMGetOperand(v, i), loose);
}

static void reach(Walk *w, LLVMValueRef v)
{
    reach_l(w, v, false);
}

/* v as reach_l does, but a descriptor in it without its rt_typeinfo and not as a type of
   interface{} values: the type of an itab, or of a value converted to interface{} that reaches
   no reflect and no type switch (cg_prune_quiet: it only comes back from a sync.Pool's Get
   asserted to a concrete type) */
static void reach_quiet(Walk *w, LLVMValueRef v, bool loose)
{
    if (set_has(&w->alldesc, v)) {
        if (set_add(&w->seen, v))
            VEC_PUSH(w->work, w->nwork, w->cwork, v);
    } else if (LLVMIsAConstantStruct(v) || LLVMIsAConstantExpr(v)) {
        int n = LLVMGetNumOperands(v);
        for (int i = 0; i < n; i++)
            reach_quiet(w, LLVMGetOperand(v, i), loose);
    } else {
        reach_l(w, v, loose);
    }
}

/* can values of interface type it reach reflect: interface{}, or an interface whose descriptor
   was reached (reflect reads values of it from memory) or made a reflected one where it runs
   (by underlying type: a value passes between named interfaces of one without a conversion) */
static bool reflected(const Walk *w, Type *it)
{
    it = type_under(it);
    if (it->nfields == 0)
        return true;
    for (int i = 0; i < w->nrefl; i++)
        if (w->refl[i] == it)
            return true;
    return false;
}

static void reach_block(Walk *w, LLVMBasicBlockRef b)
{
    if (set_add(&w->blocks, b))
        VEC_PUSH(w->bwork, w->nbwork, w->cbwork, b);
}

/* a type descriptor made by type_desc (cg_iface.c; not the run-time errors' array) */
static bool is_desc(LLVMValueRef v)
{
    if (!LLVMIsAGlobalVariable(v))
        return false;
    size_t n;
    const char *name = LLVMGetValueName2(v, &n);
    return n > 6 && !strncmp(name, "$type.", 6) && strcmp(name, "$type.runtime.Error") != 0;
}

/* the descriptor instruction in compares a value with (==, !=), else NULL */
static LLVMValueRef type_test(LLVMValueRef in)
{
    if (!LLVMIsAICmpInst(in))
        return NULL;
    LLVMIntPredicate p = LLVMGetICmpPredicate(in);
    if (p != LLVMIntEQ && p != LLVMIntNE)
        return NULL;
    for (unsigned i = 0; i < 2; i++)
        if (is_desc(LLVMGetOperand(in, i)) && !is_desc(LLVMGetOperand(in, 1 - i)))
            return LLVMGetOperand(in, i);
    return NULL;
}

/* the interface descriptor rt_iface_itab looks up in call v, NULL if v is no such call or the
   descriptor is not a constant */
static LLVMValueRef itab_lookup(LLVMValueRef v)
{
    if (!LLVMIsACallInst(v) || LLVMGetNumArgOperands(v) != 2)
        return NULL;
    LLVMValueRef fn = LLVMGetCalledValue(v), i = LLVMGetOperand(v, 1);
    size_t n;
    const char *name = LLVMIsAFunction(fn) ? LLVMGetValueName2(fn, &n) : "";
    return !strcmp(name, "rt_iface_itab") && LLVMIsAGlobalVariable(i) ? i : NULL;
}

/* the interface descriptor of an itab lookup instruction in tests for NULL (== or !=) */
static LLVMValueRef itab_test(LLVMValueRef in)
{
    if (!LLVMIsAICmpInst(in) || !LLVMIsNull(LLVMGetOperand(in, 1)))
        return NULL;
    LLVMIntPredicate p = LLVMGetICmpPredicate(in);
    return p == LLVMIntEQ || p == LLVMIntNE ? itab_lookup(LLVMGetOperand(in, 0)) : NULL;
}

/* can a lookup of interface descriptor i find an itab: has one of i been reached (the run-time
   errors' itabs, "$itab.runtime.Error", are not registered: an interface made of Error and
   RuntimeError is found once their descriptors are reached) */
static bool iface_live(const Walk *w, LLVMValueRef i)
{
    for (int k = 0; k < nitabs; k++)
        if (set_has(&w->seen, itabs[k].g) && LLVMGetOperand(LLVMGetInitializer(itabs[k].g), 1) == i)
            return true;
    for (int k = 0; k < nifaces; k++)
        if (ifaces[k].g == i) {
            if (!w->rterror || !set_has(&w->seen, w->rterror))
                return false;
            const Type *u = type_under(ifaces[k].it);
            for (int j = 0; j < u->nfields; j++)
                if (strcmp(u->fields[j].name, "Error") && strcmp(u->fields[j].name, "RuntimeError"))
                    return false;
            return true;
        }
    return true; /* not an interface descriptor this build made */
}

static bool fn_reached(const void *w, LLVMValueRef f)
{
    return set_has(&((const Walk *)w)->seen, f);
}

/* can a value reflect reads have kind k: a descriptor of that kind that keeps its rt_typeinfo (one
   without reads as an opaque struct), or a type reflect makes? */
static bool kind_live(const Walk *w, unsigned k)
{
    for (int i = 0; i < nkinds; i++)
        if (kinds[i].kind == k && set_has(&w->full, kinds[i].desc))
            return true;
    return cg_kinds_made(k, fn_reached, w);
}


/* ---------------------------------------------------------------- type switches on interface{} */

/* the Switch record of branch t, if it is a type switch's no-match branch */
static Switch *switch_of(const Walk *w, LLVMValueRef t)
{
    if (!nswitches || !LLVMIsABranchInst(t) || !LLVMIsConditional(t))
        return NULL;
    LLVMValueRef md = LLVMGetMetadata(t, w->swkind);
    if (!md || LLVMGetMDNodeNumOperands(md) != 1)
        return NULL;
    LLVMValueRef k;
    LLVMGetMDNodeOperands(md, &k);
    unsigned long long i = LLVMIsAConstantInt(k) ? LLVMConstIntGetZExtValue(k) : (unsigned long long)nswitches;
    return i < (unsigned long long)nswitches ? &switches[i] : NULL;
}

/* are x and y the same interface value's type word: one value, or word 0 of loads of one stable
   slot (the code generator reloads a variable for each use) */
static bool same_word(LLVMValueRef x, LLVMValueRef y)
{
    if (x == y)
        return true;
    if (!LLVMIsAExtractValueInst(x) || !LLVMIsAExtractValueInst(y) || LLVMGetNumIndices(x) != 1 ||
        LLVMGetNumIndices(y) != 1 || LLVMGetIndices(x)[0] != 0 || LLVMGetIndices(y)[0] != 0)
        return false;
    LLVMValueRef lx = LLVMGetOperand(x, 0), ly = LLVMGetOperand(y, 0);
    return LLVMIsALoadInst(lx) && LLVMIsALoadInst(ly) && LLVMGetOperand(lx, 0) == LLVMGetOperand(ly, 0) &&
           LLVMTypeOf(lx) == LLVMTypeOf(ly) && cg_params_stable_slot(LLVMGetOperand(lx, 0)) &&
           cg_params_after_store(lx) && cg_params_after_store(ly);
}

/* does every path from fn's entry to block b pass through block d? */
static bool dominates(LLVMValueRef fn, LLVMBasicBlockRef d, LLVMBasicBlockRef b)
{
    if (d == b)
        return true;
    PtrSet seen = {0};
    LLVMBasicBlockRef *stack = NULL;
    int n = 0, cap = 0;
    bool reached = false;
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
    if (entry != d) {
        set_add(&seen, entry);
        VEC_PUSH(stack, n, cap, entry);
    }
    while (n && !reached) {
        LLVMBasicBlockRef x = stack[--n];
        reached = x == b;
        LLVMValueRef t = LLVMGetBasicBlockTerminator(x);
        for (unsigned i = 0, ns = t ? LLVMGetNumSuccessors(t) : 0; i < ns; i++) {
            LLVMBasicBlockRef y = LLVMGetSuccessor(t, i);
            if (y != d && set_add(&seen, y))
                VEC_PUSH(stack, n, cap, y);
        }
    }
    free(stack);
    free(seen.slot);
    return !reached;
}

/* is the edge from block from the only way into block to? */
static bool only_edge(LLVMValueRef fn, LLVMBasicBlockRef from, LLVMBasicBlockRef to)
{
    int edges = 0;
    for (LLVMBasicBlockRef x = LLVMGetFirstBasicBlock(fn); x; x = LLVMGetNextBasicBlock(x)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(x);
        for (unsigned i = 0, ns = t ? LLVMGetNumSuccessors(t) : 0; i < ns; i++)
            if (LLVMGetSuccessor(t, i) == to && (x != from || ++edges > 1))
                return false;
    }
    return edges == 1;
}

/* can the type switch's subject be nil at its no-match branch br? Not when a branch on its type
   word being NULL dominates br by its non-nil edge (printArg's `if arg == nil { ...; return }`) */
static bool nil_excluded(LLVMValueRef br)
{
    LLVMValueRef typ = LLVMGetOperand(LLVMGetCondition(br), 0);
    LLVMBasicBlockRef at = LLVMGetInstructionParent(br);
    LLVMValueRef fn = LLVMGetBasicBlockParent(at);
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
        if (b == at || !t || !LLVMIsABranchInst(t) || !LLVMIsConditional(t))
            continue;
        LLVMValueRef cond = LLVMGetCondition(t);
        if (!LLVMIsAICmpInst(cond) || !LLVMIsAConstantPointerNull(LLVMGetOperand(cond, 1)))
            continue;
        LLVMIntPredicate p = LLVMGetICmpPredicate(cond);
        if ((p != LLVMIntEQ && p != LLVMIntNE) || !same_word(LLVMGetOperand(cond, 0), typ))
            continue;
        LLVMBasicBlockRef nonnil = LLVMGetSuccessor(t, p == LLVMIntEQ ? 1 : 0);
        if (nonnil != LLVMGetSuccessor(t, p == LLVMIntEQ ? 0 : 1) && only_edge(fn, b, nonnil) &&
            dominates(fn, nonnil, at))
            return true;
    }
    return false;
}

/* the type of registered descriptor d */
static Type *desc_type(LLVMValueRef d)
{
    for (int i = 0; i < ndescs; i++)
        if (descs[i] == d)
            return desc_types[i];
    return NULL;
}

/* does interface type k have every method (by name) interface type j has? */
static bool wider(Type *k, Type *j)
{
    const Type *uk = type_under(k), *uj = type_under(j);
    for (int a = 0; a < uj->nfields; a++) {
        bool found = false;
        for (int b = 0; b < uk->nfields && !found; b++)
            found = !strcmp(uk->fields[b].name, uj->fields[a].name);
        if (!found)
            return false;
    }
    return true;
}

static void add_member(Walk *w, LLVMValueRef d)
{
    Type *t = desc_type(d);
    if (!(t && type_under(t)->kind == TY_INTERFACE) && set_add(&w->members, d)) /* no value's type */
        VEC_PUSH(w->mlist, w->nmlist, w->cmlist, d);
}

/* the types interface{} values can have, as far as the walk has gone (w->members): the
   descriptors reached loosely (w->anys); where a value of a non-empty interface J becomes an
   interface{} value in a function reached, J's dynamic types: the types of the itabs reached of
   interfaces with J's methods; where reflect makes interface values from type information
   (Value.Interface, Value.Set), every type reflect can know: the descriptors reached with their
   rt_typeinfo ('full'; the others lose it) or without one. Not closed once a recover() is reached
   (a run-time error or any panic value), or reflect making values and making types at run time */
static void any_members(Walk *w)
{
    w->closed = true;
    for (int i = 0; i < nrecovers; i++)
        w->closed &= !set_has(&w->seen, recovers[i]);
    bool producing = false;
    for (int i = 0; i < 2; i++)
        producing |= w->producers[i] && set_has(&w->seen, w->producers[i]);
    if (producing && w->maker && set_has(&w->seen, w->maker))
        w->closed = false;
    if (producing)
        for (int i = 0; i < ndescs; i++)
            if (set_has(&w->seen, descs[i]) && (set_has(&w->full, descs[i]) || !set_has(&w->desc, descs[i])))
                add_member(w, descs[i]);
    for (int i = 0; i < w->nanys; i++)
        add_member(w, w->anys[i]);
    for (int i = 0; i < nflows; i++) {
        if (type_under(flows[i].to)->nfields != 0 || (flows[i].fn && !set_has(&w->seen, flows[i].fn)))
            continue;
        for (int k = 0; k < nitabs; k++)
            if (set_has(&w->seen, itabs[k].g) && wider(itabs[k].it, flows[i].from))
                add_member(w, LLVMGetOperand(LLVMGetInitializer(itabs[k].g), 0));
    }
}

/* does switch sw have a case for a value of dynamic type d? */
static bool has_case(const Switch *sw, LLVMValueRef d)
{
    for (int i = 0; i < sw->ndescs; i++)
        if (sw->descs[i] == d)
            return true;
    Type *t = sw->nits ? desc_type(d) : NULL;
    for (int i = 0; t && i < sw->nits; i++)
        if (cg_iface_implements(t, sw->its[i]))
            return true;
    return false;
}

/* does switch sw have a case for every dynamic type a non-nil interface{} value can have? */
static bool exhausted(const Walk *w, const Switch *sw)
{
    if (sw->has_any)
        return true;
    if (!w->closed)
        return false;
    for (int i = 0; i < w->nmlist; i++)
        if (!has_case(sw, w->mlist[i]))
            return false;
    return true;
}

/* can a panic value of the program be of type d (a descriptor reached)? One that a panic call
   reached converts, where every such call's value is converted or a recovered value panicked
   again (whose type is one of theirs or a run-time error's); else any type reached */
static bool panicked(const Walk *w, LLVMValueRef d)
{
    return set_has(&w->seen, d) && (w->popen || set_has(&w->pdesc, d));
}

/* the instructions of block b, then its successors; a branch on a type test of a descriptor
   not reached yet takes its "same type" edge only once the descriptor is reached */
static void walk_block(Walk *w, LLVMBasicBlockRef b)
{
    for (LLVMValueRef in = LLVMGetFirstInstruction(b); in; in = LLVMGetNextInstruction(in)) {
        cg_params_call(in); /* the callee's parameters, before it is reached (the printer's too) */
        cg_params_inst(in); /* the fields it may write, its loads of fields */
        if (set_has(&w->skip, in))
            continue;
        LLVMValueRef d = type_test(in);
        if (d) { /* the address compared with is no reference to the descriptor */
            VEC_PUSH(w->cmps, w->ncmps, w->ccmps, in);
            reach(w, LLVMGetOperand(in, LLVMGetOperand(in, 0) == d));
            continue;
        }
        if (itab_lookup(in))
            VEC_PUSH(w->lookups, w->nlookups, w->clookups, in);
        bool quiet = !w->loud && set_has(&w->quiet, in), panic = set_has(&w->panic, in);
        int n = LLVMGetNumOperands(in);
        for (int i = 0; i < n; i++)
            if (quiet || (panic && !w->recovering))
                reach_quiet(w, LLVMGetOperand(in, i), !panic);
            else
                reach_l(w, LLVMGetOperand(in, i), !panic);
    }
    LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
    if (!t)
        return;
    unsigned ns = LLVMGetNumSuccessors(t);
    Switch *sw = switch_of(w, t);
    if (sw && !sw->has_nil && !nil_excluded(t)) { /* nil can reach the default */
        reach_block(w, LLVMGetSuccessor(t, 0));
        return;
    }
    if (sw) { /* taken once a type without a case is reached */
        VEC_PUSH(w->swedges, w->nswedges, w->cswedges, t);
        return;
    }
    LLVMValueRef cond = LLVMIsABranchInst(t) && LLVMIsConditional(t) ? LLVMGetCondition(t) : NULL;
    LLVMValueRef d = cond ? type_test(cond) : NULL;
    bool any = d && set_has(&w->anytyps, LLVMGetOperand(cond, LLVMGetOperand(cond, 0) == d));
    if (d && (!set_has(&w->seen, d) || (any && w->closed && !set_has(&w->members, d))) && !set_has(&w->skip, cond)) {
        unsigned same = LLVMGetICmpPredicate(cond) == LLVMIntEQ ? 0 : 1;
        Edge e = {d, 0, NULL, LLVMGetSuccessor(t, same), any};
        VEC_PUSH(w->edges, w->nedges, w->cedges, e);
        reach_block(w, LLVMGetSuccessor(t, 1 - same));
        return;
    }
    LLVMValueRef i = cond ? itab_test(cond) : NULL;
    if (i && !iface_live(w, i)) {
        unsigned found = LLVMGetICmpPredicate(cond) == LLVMIntNE ? 0 : 1;
        Edge e = {NULL, 0, i, LLVMGetSuccessor(t, found), false};
        VEC_PUSH(w->edges, w->nedges, w->cedges, e);
        reach_block(w, LLVMGetSuccessor(t, 1 - found));
        return;
    }
    unsigned k = cond ? kind_test(cond) : 0, taken = 0;
    if (!k && cond)
        k = cg_kinds_test(cond, &taken); /* a kind compared with a constant kind */
    if (k && !kind_live(w, k)) {
        Edge e = {NULL, k, NULL, LLVMGetSuccessor(t, taken), false};
        VEC_PUSH(w->edges, w->nedges, w->cedges, e);
        reach_block(w, LLVMGetSuccessor(t, 1 - taken));
        return;
    }
    int live = cg_params_branch(t);
    if (live != 3)
        VEC_PUSH(w->pbrs, w->npbrs, w->cpbrs, t);
    for (unsigned i = 0; i < ns; i++)
        if (live >> i & 1 || ns != 2)
            reach_block(w, LLVMGetSuccessor(t, i));
}

static void walk_global(Walk *w, LLVMValueRef g)
{
    if (LLVMIsAFunction(g)) {
        cg_params_enter(g); /* reached other than by a call walked: its parameters are unknown */
        if (LLVMGetFirstBasicBlock(g))
            reach_block(w, LLVMGetEntryBasicBlock(g));
    } else if (LLVMIsAGlobalVariable(g)) {
        LLVMValueRef init = LLVMGetInitializer(g);
        if (!init || set_has(&w->skip, g)) { /* an itab list: weak */
            return;
        } else if (set_has(&w->itab, g)) { /* an itab: its type (its rt_typeinfo where the
                                              interface is reflected); the rest is weak */
            reach_quiet(w, LLVMGetOperand(init, 0), false);
        } else if (set_has(&w->desc, g)) { /* a descriptor: its rt_typeinfo only if 'full' */
            for (unsigned i = 0; i < DESC_INFO; i++)
                reach(w, LLVMGetOperand(init, i));
        } else if (set_has(&w->weak, g)) { /* all but the weak operand */
            int n = LLVMGetNumOperands(init);
            for (int i = 0; i < n; i++) {
                bool weak = false;
                for (int j = 0; j < nweaks; j++)
                    weak |= weaks[j].g == g && weaks[j].k == (unsigned)i;
                if (!weak)
                    reach(w, LLVMGetOperand(init, (unsigned)i));
            }
        } else if (set_has(&w->mtab, g)) { /* reflect's method records: their names */
            int n = LLVMGetNumOperands(init);
            for (int i = 0; i < n; i++)
                for (int k = 0; k < METHOD_WEAK; k++)
                    reach(w, LLVMGetOperand(LLVMGetOperand(init, i), (unsigned)k));
        } else {
            reach_l(w, init, set_has(&w->lseen, g));
        }
    } else if (LLVMIsAGlobalAlias(g)) {
        reach_l(w, LLVMAliasGetAliasee(g), set_has(&w->lseen, g));
    }
}

/* does a function reached read entry k (method k / 2, $coro when odd) of interface it's itabs? */
static bool slot_called(Type *it, int k, const bool *called)
{
    const Field *m = &type_under(it)->fields[k / 2];
    for (int i = 0; i < nslots; i++)
        if (called[i] && slots[i].ft == m->type && slots[i].coro == (k % 2 == 1) && !strcmp(slots[i].name, m->name))
            return true;
    return false;
}

/* the entries of t nobody reads: NULL */
static void drop_entries(LLVMTypeRef t_ptr, LLVMContextRef ctx, const Itab *t, const bool *called)
{
    LLVMValueRef init = LLVMGetInitializer(t->g);
    unsigned n = (unsigned)LLVMGetNumOperands(init);
    LLVMValueRef *el = xmalloc(sizeof *el * n);
    bool changed = false;
    for (unsigned j = 0; j < n; j++) {
        el[j] = LLVMGetOperand(init, j);
        if (j >= RT_ITAB_HEADER && !LLVMIsNull(el[j]) && !slot_called(t->it, (int)j - RT_ITAB_HEADER, called))
            el[j] = LLVMConstNull(t_ptr), changed = true;
    }
    if (changed)
        LLVMSetInitializer(t->g, LLVMConstStructInContext(ctx, el, n, 0));
    free(el);
}

/* is field f of method record k of t read? its type (f == METHOD_WEAK) by Implements where an
   interface descriptor reached has the method, all three by exportedMethod ('bound': reached) */
static bool record_live(const Methods *t, int k, int f, const Walk *w, bool bound)
{
    if (bound)
        return true;
    if (f != METHOD_WEAK)
        return false;
    for (int i = 0; i < nifaces; i++)
        if (set_has(&w->seen, ifaces[i].g)) {
            const Type *u = type_under(ifaces[i].it);
            for (int j = 0; j < u->nfields; j++)
                if (u->fields[j].type == t->fts[k] && !strcmp(u->fields[j].name, t->names[k]))
                    return true;
        }
    return false;
}

/* the fields of t's method records nothing reads: NULL */
static void drop_records(LLVMContextRef ctx, const Methods *t, const Walk *w, bool bound)
{
    LLVMValueRef init = LLVMGetInitializer(t->g);
    LLVMValueRef *recs = xmalloc(sizeof *recs * (size_t)t->n);
    bool changed = false;
    for (int k = 0; k < t->n; k++) {
        recs[k] = LLVMGetOperand(init, (unsigned)k);
        unsigned nf = (unsigned)LLVMGetNumOperands(recs[k]);
        LLVMValueRef f[8];
        bool drop = false;
        for (unsigned j = 0; j < nf && j < 8; j++) {
            f[j] = LLVMGetOperand(recs[k], j);
            if (j >= METHOD_WEAK && !LLVMIsNull(f[j]) && !record_live(t, k, (int)j, w, bound))
                f[j] = LLVMConstNull(LLVMPointerTypeInContext(ctx, 0)), drop = true;
        }
        if (drop)
            recs[k] = LLVMConstNamedStruct(LLVMTypeOf(recs[k]), f, nf), changed = true;
    }
    if (changed)
        LLVMSetInitializer(t->g, LLVMConstArray2(LLVMTypeOf(recs[0]), recs, (uint64_t)t->n));
    free(recs);
}

static bool visible(LLVMValueRef g)
{
    LLVMLinkage l = LLVMGetLinkage(g);
    return l != LLVMInternalLinkage && l != LLVMPrivateLinkage && !LLVMIsDeclaration(g);
}

/* the itab list of l without the itabs not reached, and its descriptor's fields 3 and 4 */
static void shorten(LLVMModuleRef m, const Walk *w, const List *l)
{
    LLVMValueRef *keep = xmalloc(sizeof *keep * (size_t)(l->n + 1));
    int n = 0;
    for (int i = 0; i < l->n; i++)
        if (set_has(&w->seen, l->tabs[i]))
            keep[n++] = l->tabs[i];
    if (n < l->n) {
        LLVMContextRef ctx = LLVMGetModuleContext(m);
        LLVMValueRef arr = LLVMConstArray2(LLVMPointerTypeInContext(ctx, 0), keep, (uint64_t)n);
        LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(arr), "$itabs");
        LLVMSetInitializer(g, arr);
        LLVMSetGlobalConstant(g, 1);
        LLVMSetLinkage(g, LLVMPrivateLinkage);
        LLVMValueRef init = LLVMGetInitializer(l->desc);
        unsigned nf = (unsigned)LLVMGetNumOperands(init);
        LLVMValueRef *f = xmalloc(sizeof *f * nf);
        for (unsigned i = 0; i < nf; i++)
            f[i] = LLVMGetOperand(init, i);
        f[3] = g;
        f[4] = LLVMConstInt(LLVMInt32TypeInContext(ctx), (unsigned long long)n, 0);
        LLVMSetInitializer(l->desc, LLVMConstNamedStruct(LLVMTypeOf(init), f, nf));
        free(f);
    }
    free(keep);
}

/* is the rt_str constant s (a {bytes, len} struct) one of the method names of an interface
   descriptor reached? */
static bool iface_name(const Walk *w, LLVMValueRef s)
{
    size_t n;
    LLVMValueRef bytes = LLVMGetOperand(s, 0);
    if (!LLVMIsAGlobalVariable(bytes) || !LLVMGetInitializer(bytes))
        return true; /* not a name this file can read: kept */
    const char *name = LLVMGetAsString(LLVMGetInitializer(bytes), &n);
    n = (size_t)LLVMConstIntGetZExtValue(LLVMGetOperand(s, 1));
    for (int i = 0; i < nifaces; i++)
        if (set_has(&w->seen, ifaces[i].g)) {
            const Type *u = type_under(ifaces[i].it);
            for (int j = 0; j < u->nfields; j++)
                if (strlen(u->fields[j].name) == n && !memcmp(u->fields[j].name, name, n))
                    return true;
        }
    return false;
}

/* the method names of descriptor d (fields 5 and 6) without those of no interface reached: only
   the "missing method" message of a failed assertion to an interface reads them (iface.c,
   emit_assert), comparing them with the asserted interface's names */
static void cut_names(LLVMModuleRef m, const Walk *w, LLVMValueRef d)
{
    LLVMValueRef init = LLVMGetInitializer(d), arr = LLVMGetOperand(init, 5);
    LLVMValueRef names = LLVMIsAGlobalVariable(arr) ? LLVMGetInitializer(arr) : NULL;
    if (!names || LLVMIsNull(names))
        return;
    unsigned n = (unsigned)LLVMGetNumOperands(names), k = 0;
    LLVMValueRef *keep = xmalloc(sizeof *keep * (n + 1));
    for (unsigned i = 0; i < n; i++)
        if (iface_name(w, LLVMGetOperand(names, i)))
            keep[k++] = LLVMGetOperand(names, i);
    if (k < n) {
        LLVMContextRef ctx = LLVMGetModuleContext(m);
        unsigned nf = (unsigned)LLVMGetNumOperands(init);
        LLVMValueRef *f = xmalloc(sizeof *f * nf);
        for (unsigned i = 0; i < nf; i++)
            f[i] = LLVMGetOperand(init, i);
        f[5] = LLVMConstNull(LLVMPointerTypeInContext(ctx, 0));
        if (k) {
            LLVMValueRef a = LLVMConstArray2(LLVMTypeOf(keep[0]), keep, k);
            LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(a), "$names");
            LLVMSetInitializer(g, a);
            LLVMSetGlobalConstant(g, 1);
            LLVMSetLinkage(g, LLVMPrivateLinkage);
            f[5] = g;
        }
        f[6] = LLVMConstInt(LLVMInt32TypeInContext(ctx), k, 0);
        LLVMSetInitializer(d, LLVMConstNamedStruct(LLVMTypeOf(init), f, nf));
        free(f);
    }
    free(keep);
}

/* the no-match branches of type switches reached whose cases cover every type a non-nil
   interface{} value can have: their non-nil edge to a fatal error (NULL goes on to the default;
   where the subject was found non-nil before, LLVM then deletes the default) */
static void trap_switches(LLVMModuleRef m, const Walk *w)
{
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0), fty = LLVMFunctionType(LLVMVoidTypeInContext(ctx), &ptr, 1, 0);
    LLVMValueRef fatal = NULL, msg = NULL;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
        for (LLVMBasicBlockRef x = LLVMGetFirstBasicBlock(fn); x; x = LLVMGetNextBasicBlock(x)) {
            LLVMValueRef t = LLVMGetBasicBlockTerminator(x);
            Switch *sw = t ? switch_of(w, t) : NULL;
            if (!sw || !set_has(&w->blocks, x) || !exhausted(w, sw))
                continue;
            if (!fatal) {
                fatal = LLVMGetNamedFunction(m, "rt_fatal_cstr");
                if (!fatal)
                    fatal = LLVMAddFunction(m, "rt_fatal_cstr", fty);
                static const char text[] = "internal error: a type switch met a type corogo found no value could have";
                LLVMValueRef s = LLVMConstStringInContext(ctx, text, sizeof text - 1, 0);
                msg = LLVMAddGlobal(m, LLVMTypeOf(s), "$tswitch.msg");
                LLVMSetInitializer(msg, s);
                LLVMSetGlobalConstant(msg, 1);
                LLVMSetLinkage(msg, LLVMPrivateLinkage);
            }
            LLVMBasicBlockRef trap = LLVMAppendBasicBlockInContext(ctx, fn, "nomatch.trap");
            LLVMPositionBuilderAtEnd(b, trap);
            LLVMBuildCall2(b, fty, fatal, &msg, 1, "");
            LLVMBuildUnreachable(b);
            LLVMSetSuccessor(t, 1, trap);
        }
    LLVMDisposeBuilder(b);
}

void cg_prune(LLVMModuleRef m)
{
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    Walk w = {0};
    for (int i = 0; i < ntests; i++)
        set_add(&w.skip, tests[i].cmp), set_add(&w.skip, tests[i].call);
    for (int i = 0; i < nlists; i++)
        set_add(&w.skip, lists[i].arr);
    for (int i = 0; i < nitabs; i++)
        set_add(&w.itab, itabs[i].g);
    for (int i = 0; i < nmtabs; i++)
        set_add(&w.mtab, mtabs[i].g);
    for (int i = 0; i < nweaks; i++)
        set_add(&w.weak, weaks[i].g);
    for (int i = 0; i < ndescs; i++) {
        LLVMValueRef init = LLVMGetInitializer(descs[i]);
        if (LLVMGetNumOperands(init) > DESC_INFO && !LLVMIsNull(LLVMGetOperand(init, DESC_INFO)))
            set_add(&w.desc, descs[i]);
    }
    for (int i = 0; i < nquiets; i++)
        set_add(&w.quiet, quiets[i]);
    for (int i = 0; i < ndescs; i++)
        set_add(&w.alldesc, descs[i]);
    for (int i = 0; i < npanics; i++)
        set_add(&w.panic, panics[i]);
    w.swkind = LLVMGetMDKindIDInContext(ctx, SWITCH_MD, sizeof SWITCH_MD - 1);
    w.producers[0] = LLVMGetNamedFunction(m, "reflect.toAny");         /* Value.Interface */
    w.producers[1] = LLVMGetNamedFunction(m, "reflect.Value.storeAs"); /* Set of an interface */
    w.maker = LLVMGetNamedFunction(m, "reflect.makeType");
    if (nswitches) /* the type words type switches on interface{} values test */
        for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
            for (LLVMBasicBlockRef x = LLVMGetFirstBasicBlock(fn); x; x = LLVMGetNextBasicBlock(x)) {
                LLVMValueRef t = LLVMGetBasicBlockTerminator(x);
                if (t && switch_of(&w, t))
                    set_add(&w.anytyps, LLVMGetOperand(LLVMGetCondition(t), 0));
            }
    bool *called = xmalloc(sizeof *called * (size_t)(nslots + 1)), bound = false;
    LLVMValueRef exported = LLVMGetNamedFunction(m, "reflect.(*rtype).exportedMethod");
    kind_fn = LLVMGetNamedFunction(m, "corogo_kind_live");
    cg_kinds_begin(m);
    w.rterror = LLVMGetNamedGlobal(m, "$type.runtime.Error");
    LLVMValueRef pool = LLVMGetNamedGlobal(m, "$type.sync.Pool"), ppool = LLVMGetNamedGlobal(m, "$type.*sync.Pool");
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (visible(f))
            reach_l(&w, f, true);
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
        if (visible(g))
            reach_l(&w, g, true);
    for (LLVMValueRef a = LLVMGetFirstGlobalAlias(m); a; a = LLVMGetNextGlobalAlias(a))
        if (visible(a))
            reach_l(&w, a, true);
    cg_params_globals(m);
    w.closed = true; /* until any_members finds otherwise: edges wait, re-examined after each pass */
    for (bool again = true; again;) {
        while (w.nwork || w.nbwork)
            if (w.nbwork)
                walk_block(&w, w.bwork[--w.nbwork]);
            else
                walk_global(&w, w.work[--w.nwork]);
        again = false;
        any_members(&w);
        cg_params_refresh(); /* the calls walked, with their callers' parameters as they are now */
        for (int i = 0; i < w.npbrs; i++) {
            int live = cg_params_branch(w.pbrs[i]);
            for (unsigned k = 0; k < 2; k++)
                if (live >> k & 1 && !set_has(&w.blocks, LLVMGetSuccessor(w.pbrs[i], k)))
                    reach_block(&w, LLVMGetSuccessor(w.pbrs[i], k)), again = true;
        }
        for (int i = 0; i < w.nedges; i++)
            if (!set_has(&w.blocks, w.edges[i].to) &&
                (w.edges[i].desc    ? set_has(&w.seen, w.edges[i].desc) &&
                                          (!w.edges[i].any || !w.closed || set_has(&w.members, w.edges[i].desc))
                 : w.edges[i].iface ? iface_live(&w, w.edges[i].iface)
                                    : kind_live(&w, w.edges[i].kind)))
                reach_block(&w, w.edges[i].to), again = true;
        for (int i = 0; i < w.nswedges; i++) { /* a type a type switch has no case for */
            LLVMBasicBlockRef to = LLVMGetSuccessor(w.swedges[i], 1);
            if (!set_has(&w.blocks, to) && !exhausted(&w, switch_of(&w, w.swedges[i])))
                reach_block(&w, to), again = true;
        }
        for (int i = 0; i < npcalls && !w.popen; i++)
            if (set_has(&w.blocks, LLVMGetInstructionParent(pcalls[i].call))) {
                w.popen = !pcalls[i].known;
                if (pcalls[i].desc)
                    set_add(&w.pdesc, pcalls[i].desc);
            }
        for (int i = 0; i < ntests; i++)
            if (panicked(&w, tests[i].desc) && !set_has(&w.seen, tests[i].fn))
                reach(&w, tests[i].fn), again = true;
        for (int i = 0; i < nlists; i++)
            if (set_has(&w.seen, lists[i].desc))
                for (int k = 0; k < lists[i].n; k++) {
                    LLVMValueRef tab = lists[i].tabs[k];
                    if (!set_has(&w.seen, tab) && set_has(&w.seen, LLVMGetOperand(LLVMGetInitializer(tab), 1))) {
                        set_add(&w.seen, tab); /* not 'direct': no conversion of its own */
                        VEC_PUSH(w.work, w.nwork, w.cwork, tab);
                        again = true;
                    }
                }
        if (!w.recovering && !w.closed) /* a panic value can become an interface{} value */
            for (int i = 0; i < nrecovers && !w.recovering; i++)
                if (set_has(&w.seen, recovers[i])) {
                    w.recovering = true;
                    for (int k = 0; k < npanics; k++)
                        if (set_has(&w.blocks, LLVMGetInstructionParent(panics[k])))
                            for (int j = 0; j < LLVMGetNumOperands(panics[k]); j++)
                                reach(&w, LLVMGetOperand(panics[k], (unsigned)j)), again = true;
                }
        if (!w.loud && ((pool && set_has(&w.seen, pool)) || (ppool && set_has(&w.seen, ppool)))) {
            w.loud = true; /* reflect may read a pool's items */
            for (int i = 0; i < nquiets; i++)
                if (set_has(&w.blocks, LLVMGetInstructionParent(quiets[i])))
                    for (int k = 0; k < LLVMGetNumOperands(quiets[i]); k++)
                        reach_l(&w, LLVMGetOperand(quiets[i], (unsigned)k), true), again = true;
        }
        for (int i = 0; i < ndescs; i++) /* reflect reads values of interface types it knows */
            if (type_under(desc_types[i])->kind == TY_INTERFACE && set_has(&w.seen, descs[i]) &&
                !reflected(&w, desc_types[i]))
                VEC_PUSH(w.refl, w.nrefl, w.crefl, type_under(desc_types[i])), again = true;
        for (int i = 0; i < nflows; i++) /* values made values of a reflected interface type */
            if ((!flows[i].fn || set_has(&w.seen, flows[i].fn)) && reflected(&w, flows[i].to) &&
                !reflected(&w, flows[i].from))
                VEC_PUSH(w.refl, w.nrefl, w.crefl, flows[i].from), again = true;
        for (int i = 0; i < nitabs; i++) { /* an itab's type, converted to a reflected interface */
            LLVMValueRef d = LLVMGetOperand(LLVMGetInitializer(itabs[i].g), 0);
            if (set_has(&w.direct, itabs[i].g) && set_has(&w.desc, d) && !set_has(&w.full, d) &&
                reflected(&w, itabs[i].it))
                reach(&w, d), again = true;
        }
        for (int i = 0; i < nslots; i++)
            called[i] = set_has(&w.seen, slots[i].fn);
        bound = exported && set_has(&w.seen, exported);
        for (int i = 0; i < nweaks; i++)
            if (set_has(&w.seen, weaks[i].g)) {
                LLVMValueRef trig = LLVMGetNamedFunction(m, weaks[i].trigger);
                LLVMValueRef e = LLVMGetOperand(LLVMGetInitializer(weaks[i].g), weaks[i].k);
                if (trig && set_has(&w.seen, trig) && !LLVMIsNull(e) && !set_has(&w.seen, e))
                    reach(&w, e), again = true;
            }
        for (int i = 0; i < nmtabs; i++)
            if (set_has(&w.seen, mtabs[i].g)) {
                LLVMValueRef init = LLVMGetInitializer(mtabs[i].g);
                for (int k = 0; k < mtabs[i].n; k++)
                    for (int f = METHOD_WEAK; f < METHOD_WEAK + 3; f++) {
                        LLVMValueRef e = LLVMGetOperand(LLVMGetOperand(init, (unsigned)k), (unsigned)f);
                        if (!LLVMIsNull(e) && !set_has(&w.seen, e) && record_live(&mtabs[i], k, f, &w, bound))
                            reach(&w, e), again = true;
                    }
            }
        for (int i = 0; i < nitabs; i++)
            if (set_has(&w.seen, itabs[i].g)) {
                LLVMValueRef init = LLVMGetInitializer(itabs[i].g);
                for (int k = 0; k < 2 * type_under(itabs[i].it)->nfields; k++) {
                    LLVMValueRef e = LLVMGetOperand(init, (unsigned)(RT_ITAB_HEADER + k));
                    if (!LLVMIsNull(e) && !set_has(&w.seen, e) && slot_called(itabs[i].it, k, called))
                        reach(&w, e), again = true;
                }
            }
    }
    cg_params_apply(); /* the branches not taken on constant parameters fold */
    for (int i = 0; i < nmtabs; i++)
        if (set_has(&w.seen, mtabs[i].g))
            drop_records(ctx, &mtabs[i], &w, bound);
    for (int i = 0; i < nitabs; i++)
        if (set_has(&w.seen, itabs[i].g))
            drop_entries(LLVMPointerTypeInContext(ctx, 0), ctx, &itabs[i], called);
    free(called);
    for (int i = 0; i < nweaks; i++) { /* weak operands not reached: NULL */
        LLVMValueRef init = LLVMGetInitializer(weaks[i].g), e = LLVMGetOperand(init, weaks[i].k);
        if (LLVMIsNull(e) || set_has(&w.seen, e))
            continue;
        unsigned nf = (unsigned)LLVMGetNumOperands(init);
        LLVMValueRef *f = xmalloc(sizeof *f * nf);
        for (unsigned j = 0; j < nf; j++)
            f[j] = j == weaks[i].k ? LLVMConstNull(LLVMTypeOf(e)) : LLVMGetOperand(init, j);
        LLVMSetInitializer(weaks[i].g, LLVMConstStructInContext(ctx, f, nf, 0));
        free(f);
    }
    for (int i = 0; i < ntests; i++)
        if (!panicked(&w, tests[i].desc)) {
            LLVMReplaceAllUsesWith(tests[i].cmp, LLVMConstInt(LLVMInt1TypeInContext(ctx), 0, 0));
            LLVMInstructionEraseFromParent(tests[i].cmp);
            LLVMInstructionEraseFromParent(tests[i].call);
        }
    for (int i = 0; i < nlists; i++)
        if (set_has(&w.seen, lists[i].desc))
            shorten(m, &w, &lists[i]);
    for (int i = 0; i < ndescs; i++)
        if (set_has(&w.seen, descs[i]))
            cut_names(m, &w, descs[i]);
    for (int i = 0; i < ndescs; i++) /* no value of the type reaches reflect: no rt_typeinfo */
        if (set_has(&w.desc, descs[i]) && !set_has(&w.full, descs[i])) {
            LLVMValueRef init = LLVMGetInitializer(descs[i]);
            unsigned nf = (unsigned)LLVMGetNumOperands(init);
            LLVMValueRef *f = xmalloc(sizeof *f * nf);
            for (unsigned j = 0; j < nf; j++)
                f[j] = LLVMGetOperand(init, j);
            f[DESC_INFO] = LLVMConstNull(LLVMTypeOf(f[DESC_INFO]));
            LLVMSetInitializer(descs[i], LLVMConstNamedStruct(LLVMTypeOf(init), f, nf));
            free(f);
        }
    /* a type test of a descriptor not reached: no value has that type; in a type switch on
       interface{}, of one that is no type of interface{} values */
    any_members(&w);
    for (int i = 0; i < w.ncmps; i++) {
        LLVMValueRef d = type_test(w.cmps[i]);
        bool any = set_has(&w.anytyps, LLVMGetOperand(w.cmps[i], LLVMGetOperand(w.cmps[i], 0) == d));
        if (!set_has(&w.seen, d) || (any && w.closed && !set_has(&w.members, d))) {
            bool ne = LLVMGetICmpPredicate(w.cmps[i]) == LLVMIntNE;
            LLVMReplaceAllUsesWith(w.cmps[i], LLVMConstInt(LLVMInt1TypeInContext(ctx), ne, 0));
            LLVMInstructionEraseFromParent(w.cmps[i]);
        }
    }
    for (int i = 0; i < w.nlookups; i++) /* no itab of the interface: the lookup finds none */
        if (!iface_live(&w, itab_lookup(w.lookups[i]))) {
            LLVMReplaceAllUsesWith(w.lookups[i], LLVMConstNull(LLVMTypeOf(w.lookups[i])));
            LLVMInstructionEraseFromParent(w.lookups[i]);
        }
    free(w.lookups);
    trap_switches(m, &w);
    uint32_t live = 0; /* the kinds values can have */
    for (unsigned k = 0; k < 32; k++)
        live |= (uint32_t)kind_live(&w, k) << k;
    cg_kinds_end(live);
    if (kind_fn) { /* kindLive's answers */
        int n = 0, cap = 0;
        LLVMValueRef *calls = NULL;
        for (LLVMUseRef u = LLVMGetFirstUse(kind_fn); u; u = LLVMGetNextUse(u))
            VEC_PUSH(calls, n, cap, LLVMGetUser(u));
        for (int i = 0; i < n; i++) {
            unsigned k = kind_test(calls[i]);
            LLVMReplaceAllUsesWith(calls[i], LLVMConstInt(LLVMTypeOf(calls[i]), !k || kind_live(&w, k), 0));
            LLVMInstructionEraseFromParent(calls[i]);
        }
        free(calls);
        LLVMDeleteFunction(kind_fn);
    }
    free(w.seen.slot);
    free(w.blocks.slot);
    free(w.bwork);
    free(w.cmps);
    free(w.edges);
    free(w.skip.slot);
    free(w.itab.slot);
    free(w.mtab.slot);
    free(w.weak.slot);
    free(w.desc.slot);
    free(w.full.slot);
    free(w.quiet.slot);
    free(w.direct.slot);
    free(w.refl);
    free(w.work);
    free(w.alldesc.slot);
    free(w.panic.slot);
    free(w.pdesc.slot);
    free(w.lseen.slot);
    free(w.anys);
    free(w.swedges);
    free(w.anytyps.slot);
    free(w.members.slot);
    free(w.mlist);
    free(w.pbrs);
    cg_prune_begin();
}
