/* frames.c - where coroutine frames live, decided after the LLVM passes and before the object is
 * emitted. LLVM's coro-elide remarks are switched on once at startup and collected by a diagnostic
 * handler on the context ("'X' elided in 'Y' (frame_size=N, ...)"); the await thunks of cg_coro.c
 * (the functions the elisions happen in) are mapped to the coroutines they are inlined into before
 * the passes. After the passes every remaining rt_frame_alloc(C) call is classified by the
 * coroutine it allocates for (the X$coro.resume pointer stored into the new frame): the own frame
 * of a go target's ramp comes from that target's static pool, anything else from the general pool.
 * frames_run then defines, per go target, "X$pool" (an rt_pool descriptor, replacing the
 * declaration codegen referenced) and "X$slots" (N slots of RT_FRAME_HEADER + C bytes rounded up
 * to the frame's alignment A, 4 or 8, in .bss; 4 bytes in front of the first when A is 8); when X is only ever started with go (never awaited), its ramp's
 * rt_frame_alloc(C) becomes rt_pool_alloc(X$pool) and its go statements' rt_pool_select calls go,
 * so that the runtime's pool selection and general-pool allocator (frame.c) are linked only when a
 * frame can need them; the general pool's buffer (rt_frame_heap: -general-pool=SIZE, 0 bytes when no
 * frame can need it); and the Go heap mode: the collector (-gc=conservative, the default when the
 * program allocates or has a frame pool that can fill: its heap is the RAM left, placed by the linker script) or
 * the arena (rt_arena: -gc=leaking, -heap=SIZE; 0 with -heap=none or when nothing allocates and no
 * frame pool can fill). A program with a pool that can fill (the general pool, or a go target's
 * whose count poolsize.c did not prove) gets a heap unless -heap=none, and rt_frames_overflow = 1:
 * a frame that its pool cannot hold comes from the heap (runtime pool.c, frame.c). frames_report prints the -size report from the linked ELF's sections, its
 * main stack (read from the ELF by builder/link.c) and the per-coroutine placement. docs/memory.md explains the numbers. */
#include <string.h>

#include <llvm-c/Support.h>

#include "corogo.h"
#include "rt_abi.h" /* shared with the runtime */

#define HEADER RT_FRAME_HEADER
#define DEFAULT_POOL_SLOTS 8           /* slots per go target without -pool or //corogo:pool */
#define DEFAULT_GENERAL_POOL (8 * 1024)  /* bytes, when a frame can come from the general pool */
#define DEFAULT_HEAP (64 * 1024)       /* bytes of arena, when the program allocates */

/* ---------------------------------------------------------------- what we learn */

typedef struct Elision {
    char *callee, *caller; /* coroutine X$coro, and the function it was elided in */
    long size;
} Elision;

typedef struct Thunk {
    char *name, *parent;   /* "main.g$await.3" -> the $coro function it is inlined into */
} Thunk;

typedef struct Inlined {
    char *name;            /* "main.g": its awaits inlined (cg_inline.c) */
    char **into;           /* the coroutines its body is in */
    int ninto, cinto;
} Inlined;
static Inlined *inlined;
static int ninlined, cinlined;

typedef struct Coro {
    char *name;            /* "main.f" */
    long frame;            /* bytes, -1 unknown */
    int slots;             /* go target: N (0: not one) */
    const char *source;    /* where N comes from: "//corogo:pool", "proven" (poolsize.c), "-pool", "default" */
    long proven;           /* the count poolsize.c proves (0: none) */
    long slot_size;
    int align;             /* its frame's alignment (4 or 8) */
    bool general;          /* some frame of it comes from the general pool */
    bool noframe;          /* go target whose ramp allocates nothing (it cannot suspend) */
    LLVMValueRef pool;     /* go target: its rt_pool descriptor, once defined */
    const char **elided_into;
    int nelided, celided;
} Coro;

static Elision *elisions;
static int nelisions, celisions;
static Thunk *thunks;
static int nthunks, cthunks;
static Coro *coros;
static int ncoros, ccoros;
static long pools_bytes, general_bytes, arena_bytes;
static bool collected; /* the firmware gets gc.c, not arena.c */
static bool overflow;  /* frames a pool cannot hold come from the heap (not -heap=none) */

/* the static channels left after the passes ("<var>$chan", cg_chan.c): header and buffer bytes */
typedef struct StaticChan {
    char *var;             /* the package variable ("" inside a variable's value) */
    long header, buffer;
} StaticChan;
static StaticChan *chans;
static int nchans, cchans;

/* a go target's pool that never fills: its count proven, or a //corogo:pool N of at least the proven
   count (no heap behind it) */
static bool never_fills(const Coro *c)
{
    return !strcmp(c->source, "proven") || (c->proven > 0 && c->slots >= c->proven);
}

static long global_bytes(LLVMTargetDataRef td, LLVMValueRef g)
{
    return g ? (long)LLVMABISizeOfType(td, LLVMGlobalGetValueType(g)) : 0;
}

/* the objects package initialisation built at compile time ("$init...", interp.c) left after the
   passes: bytes in the read-only section, in .data and in .bss (zeros, a sparse object's start-up
   stores fill them) */
static long init_rodata, init_data, init_bss;

static void find_static_chans(LLVMModuleRef m)
{
    LLVMTargetDataRef td = LLVMCreateTargetData(LLVMGetDataLayoutStr(m));
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
        size_t n;
        const char *name = LLVMGetValueName2(g, &n);
        if (!strncmp(name, "$init", 5))
            *(LLVMIsGlobalConstant(g)              ? &init_rodata
              : LLVMIsNull(LLVMGetInitializer(g)) ? &init_bss
                                                  : &init_data) += global_bytes(td, g);
        const char *suffix = strstr(name, "$chan");
        if (!suffix || strstr(suffix, "$chanbuf"))
            continue;
        char *buf = xprintf("%.*sbuf%s", (int)(suffix - name + 5), name, suffix + 5);
        StaticChan c = {xstrndup(name, (size_t)(suffix - name)), global_bytes(td, g),
                        global_bytes(td, LLVMGetNamedGlobal(m, buf))};
        free(buf);
        VEC_PUSH(chans, nchans, cchans, c);
    }
    LLVMDisposeTargetData(td);
}

/* -inline-cost-full: the inliner computes a call site's whole cost instead of giving up at the
   threshold, so that the "function-inline-cost" override on await thunk calls (cg_coro.c) is
   always consulted, however large the thunk. -recursive-inline-max-stacksize: LLVM refuses to
   inline a callee with more than 1 KiB of allocas into a "recursive" caller, and every presplit
   coroutine is one to it (after CoroEarly its llvm.coro.id call names the function itself), so a
   thunk holding large elided child frames was never inlined (r5 of the reproducers). The rule is
   switched off; the cost of that is that a directly self-recursive sync function may now inline
   a callee with large locals (docs/coroutines.md, invariant I2). */
void frames_init(void)
{
    const char *argv[] = {"corogo", "-pass-remarks=coro-elide", "-pass-remarks-missed=coro-elide",
                          "-pass-remarks-analysis=prologepilog", "-inline-cost-full",
                          "-recursive-inline-max-stacksize=18446744073709551615"};
    LLVMParseCommandLineOptions(6, argv, NULL);
}

/* the frame of every function the back end emitted, from the prologue/epilogue inserter's
   "StackSize" analysis remark ("[file:line:col: ]N stack bytes in function 'F'"): the stack
   the function's prologue reserves, saved registers and spills included (the figure LLVM's
   .stack_sizes section would hold), for builder/stackdepth.c */
typedef struct StackFrame {
    char *name;
    long bytes;
} StackFrame;
static StackFrame *stack_frames;
static int nstack_frames, cstack_frames;

static bool note_stack_bytes(const char *d)
{
    static const char mid[] = " stack bytes in function '";
    const char *m = strstr(d, mid);
    if (!m)
        return false;
    const char *num = m;
    while (num > d && num[-1] >= '0' && num[-1] <= '9')
        num--;
    const char *name = m + strlen(mid), *end = strrchr(name, '\'');
    if (num == m || !end)
        return false;
    StackFrame sf = {xstrndup(name, (size_t)(end - name)), strtol(num, NULL, 10)};
    VEC_PUSH(stack_frames, nstack_frames, cstack_frames, sf);
    return true;
}

long frames_stack_bytes(const char *fn)
{
    for (int i = nstack_frames - 1; i >= 0; i--)
        if (!strcmp(stack_frames[i].name, fn))
            return stack_frames[i].bytes;
    return -1;
}

/* "'X' elided in 'Y' (frame_size=N, align=A)" / "'X' not elided in 'Y' ..." */
static void note_remark(const char *d)
{
    const char *a = strchr(d, '\''), *b = a ? strchr(a + 1, '\'') : NULL;
    if (!b || strncmp(b, "' elided in '", 13) != 0)
        return;
    const char *c = b + 13, *e = strchr(c, '\'');
    if (!e)
        return;
    Elision el = {xstrndup(a + 1, (size_t)(b - a - 1)), xstrndup(c, (size_t)(e - c)), -1};
    const char *fs = strstr(e, "frame_size=");
    if (fs)
        el.size = strtol(fs + 11, NULL, 10);
    VEC_PUSH(elisions, nelisions, celisions, el);
}

static void diag_handler(LLVMDiagnosticInfoRef di, void *ctx)
{
    (void)ctx;
    char *d = LLVMGetDiagInfoDescription(di);
    switch (LLVMGetDiagInfoSeverity(di)) {
    case LLVMDSRemark:
        if (!note_stack_bytes(d))
            note_remark(d);
        break;
    case LLVMDSError: /* counted: the build fails (an AsmFull string the target's assembler rejects) */
        diag_fatal_noloc("LLVM: %s", d);
        break;
    case LLVMDSWarning:
        fprintf(stderr, "corogo: warning: LLVM: %s\n", d);
        break;
    default:
        break;
    }
    LLVMDisposeMessage(d);
}

void frames_watch(LLVMContextRef ctx)
{
    LLVMContextSetDiagnosticHandler(ctx, diag_handler, NULL);
}

static bool has_suffix(const char *s, size_t n, const char *suf)
{
    size_t k = strlen(suf);
    return n >= k && !memcmp(s + n - k, suf, k);
}

static LLVMValueRef called(LLVMValueRef inst)
{
    if (!LLVMIsACallInst(inst))
        return NULL;
    return LLVMGetCalledValue(inst);
}

void frames_before_passes(LLVMModuleRef m)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        size_t n;
        const char *name = LLVMGetValueName2(f, &n);
        if (!strstr(name, "$await") && !strstr(name, "$inline"))
            continue;
        for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef call = LLVMGetUser(u);
            if (!LLVMIsACallInst(call))
                continue;
            LLVMValueRef parent = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
            size_t pn;
            const char *pname = LLVMGetValueName2(parent, &pn);
            Thunk t = {xstrndup(name, n), xstrndup(pname, pn)};
            VEC_PUSH(thunks, nthunks, cthunks, t);
        }
    }
}

/* ---------------------------------------------------------------- after the passes */

static Coro *coro_of(const char *name)
{
    for (int i = 0; i < ncoros; i++)
        if (!strcmp(coros[i].name, name))
            return &coros[i];
    Coro c = {.name = xstrdup(name), .frame = -1};
    VEC_PUSH(coros, ncoros, ccoros, c);
    return &coros[ncoros - 1];
}

/* "main.f$coro" -> "main.f" (NULL if not a $coro name) */
static char *coro_base(const char *s)
{
    const char *p = strstr(s, "$coro");
    return p ? xstrndup(s, (size_t)(p - s)) : NULL;
}

static bool is_go_site(LLVMValueRef call)
{
    unsigned kind = LLVMGetEnumAttributeKindForName("noinline", 8);
    return LLVMGetCallSiteEnumAttribute(call, LLVMAttributeFunctionIndex, kind) != NULL;
}

/* calls of f other than go statements */
static int non_go_calls(LLVMValueRef f)
{
    int n = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsACallInst(user) && called(user) == f && is_go_site(user))
            continue;
        n++;
    }
    return n;
}

static long frame_size_of(LLVMModuleRef m, const char *name)
{
    char *r = xprintf("%s$coro.resume", name);
    LLVMValueRef f = LLVMGetNamedFunction(m, r);
    free(r);
    if (!f || LLVMCountParams(f) < 1)
        return -1;
    unsigned kind = LLVMGetEnumAttributeKindForName("dereferenceable", 15);
    LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(f, 1, kind);
    return a ? (long)LLVMGetEnumAttributeValue(a) : -1;
}

static FuncDecl *find_func(Program *prog, const char *mangled)
{
    for (int i = 0; i < prog->nfuncs; i++)
        if (prog->funcs[i]->mangled && !strcmp(prog->funcs[i]->mangled, mangled))
            return prog->funcs[i];
    return NULL;
}

/* the alignment CoroSplit gave X's frame: the align attribute of its resume function's frame
   parameter (what CoroElide reads too); RT_FRAME_ALIGN when there is none */
static int frame_align(LLVMModuleRef m, const char *mangled)
{
    char *rname = xprintf("%s$coro.resume", mangled);
    LLVMValueRef fn = LLVMGetNamedFunction(m, rname);
    free(rname);
    LLVMAttributeRef a = fn && LLVMCountParams(fn) > 0
                             ? LLVMGetEnumAttributeAtIndex(fn, 1, LLVMGetEnumAttributeKindForName("align", 5))
                             : NULL;
    unsigned long v = a ? (unsigned long)LLVMGetEnumAttributeValue(a) : RT_FRAME_ALIGN;
    if (v > RT_FRAME_ALIGN)
        diag_internal(NOPOS, "the frame of %s needs %lu-byte alignment (at most %u)", mangled, v, RT_FRAME_ALIGN);
    return v <= HEADER ? HEADER : (int)RT_FRAME_ALIGN;
}

/* bytes before a pool's first slot, so that every frame after its header is aligned */
static int pool_skip(const Coro *c)
{
    return c->align > (int)HEADER ? c->align - (int)HEADER : 0;
}

static LLVMValueRef define_bytes(LLVMModuleRef m, const char *name, long size)
{
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMTypeRef t = LLVMArrayType2(LLVMInt8TypeInContext(ctx), (uint64_t)size);
    LLVMValueRef g = LLVMGetNamedGlobal(m, name);
    if (g) /* linked-in IR (.ll inputs) defines it itself */
        return g;
    g = LLVMAddGlobal(m, t, name);
    LLVMSetInitializer(g, LLVMConstNull(t));
    LLVMSetAlignment(g, 8);
    return g;
}

static void define_u32(LLVMModuleRef m, const char *name, long v)
{
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMTypeRef t = LLVMInt32TypeInContext(ctx);
    if (LLVMGetNamedGlobal(m, name))
        return;
    LLVMValueRef g = LLVMAddGlobal(m, t, name);
    LLVMSetInitializer(g, LLVMConstInt(t, (unsigned long long)v, 0));
    LLVMSetGlobalConstant(g, 1);
    LLVMSetAlignment(g, 4);
}

/* does the module call a runtime function that allocates from the arena (RT_ARENA in rt_abi.def)? */
static bool uses_arena(LLVMModuleRef m)
{
    static const struct {
        const char *name;
        unsigned flags;
    } rt[] = {
#define RT(name, sig, flags) {#name, flags},
#include "base/rt_abi.def"
#undef RT
    };
    for (size_t i = 0; i < sizeof rt / sizeof rt[0]; i++) {
        LLVMValueRef f = (rt[i].flags & RT_ARENA) ? LLVMGetNamedFunction(m, rt[i].name) : NULL;
        if (f && LLVMGetFirstUse(f))
            return true;
    }
    return false;
}

/* "corogo_pools": every static pool, sorted by name, then NULL, which numbers the goroutines
   (runtime-baremetal/sched.c's rt_goroutine_number, the debugger's goroutine list: docs/debugging.md).
   Linked only when something refers to it (a panic that prints its goroutine). */
static void emit_pool_list(LLVMModuleRef m, const Coro *coros, int ncoros)
{
    LLVMTypeRef ptr = LLVMPointerTypeInContext(LLVMGetModuleContext(m), 0);
    LLVMValueRef *list = xmalloc(sizeof *list * (size_t)(ncoros + 1));
    int n = 0;
    for (int i = 0; i < ncoros; i++) /* by name: the debugger lists them so (insertion sort) */
        if (coros[i].pool) {
            int k = n++;
            size_t len;
            const char *name = LLVMGetValueName2(coros[i].pool, &len);
            for (; k > 0 && strcmp(LLVMGetValueName2(list[k - 1], &len), name) > 0; k--)
                list[k] = list[k - 1];
            list[k] = coros[i].pool;
        }
    list[n++] = LLVMConstNull(ptr);
    LLVMValueRef g = LLVMAddGlobal(m, LLVMArrayType2(ptr, (uint64_t)n), "corogo_pools");
    LLVMSetInitializer(g, LLVMConstArray2(ptr, list, (uint64_t)n));
    LLVMSetGlobalConstant(g, 1);
    LLVMSetAlignment(g, 4);
    free(list);
}

/* the go statements' rt_pool_select(pool) calls */
static void erase_selections(LLVMValueRef pool)
{
    LLVMUseRef u = LLVMGetFirstUse(pool);
    while (u) {
        LLVMValueRef user = LLVMGetUser(u);
        u = LLVMGetNextUse(u);
        LLVMValueRef callee = called(user);
        size_t n;
        if (callee && LLVMIsAFunction(callee) && !strcmp(LLVMGetValueName2(callee, &n), "rt_pool_select"))
            LLVMInstructionEraseFromParent(user);
    }
}

/* the coroutine a thunk, or a thunk inside an inlined await ("g$inline", cg_inline.c) inside
   another..., ends up in (the first one, when it has several); fn itself when it is no thunk */
static const char *outermost(const char *fn)
{
    for (int hops = 0; hops <= nthunks; hops++) {
        int k = 0;
        while (k < nthunks && strcmp(thunks[k].name, fn))
            k++;
        if (k == nthunks)
            break;
        fn = thunks[k].parent;
    }
    return fn;
}

bool frames_run(LLVMModuleRef m, Program *prog, const FramesOptions *o)
{
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx), ptr = LLVMPointerTypeInContext(ctx, 0);

    /* every await thunk must have been inlined: a left-over one holds a suspend outside any
       coroutine (cg_coro.c) */
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        size_t n;
        const char *name = LLVMGetValueName2(f, &n);
        if ((strstr(name, "$await") || strstr(name, "$inline")) && !LLVMIsDeclaration(f)) {
            diag_internal(NOPOS, "await thunk %s was not inlined", name);
        }
    }

    /* elisions, with thunks replaced by the coroutine they were inlined into */
    for (int i = 0; i < nelisions; i++) {
        char *callee = coro_base(elisions[i].callee);
        if (!callee)
            continue;
        const char *caller = outermost(elisions[i].caller);
        Coro *c = coro_of(callee);
        if (elisions[i].size >= 0)
            c->frame = elisions[i].size;
        bool dup = false;
        for (int k = 0; k < c->nelided && !dup; k++)
            dup = !strcmp(c->elided_into[k], caller);
        if (!dup)
            VEC_PUSH(c->elided_into, c->nelided, c->celided, xstrdup(caller));
        free(callee);
    }

    /* inlined awaits: where each function's body went (for the report) */
    for (int k = 0; k < nthunks; k++) {
        size_t n = strlen(thunks[k].name);
        if (!has_suffix(thunks[k].name, n, "$inline"))
            continue;
        char *base = xstrndup(thunks[k].name, n - 7);
        Inlined *in = NULL;
        for (int j = 0; j < ninlined && !in; j++)
            if (!strcmp(inlined[j].name, base))
                in = &inlined[j];
        if (!in) {
            Inlined x = {.name = base};
            VEC_PUSH(inlined, ninlined, cinlined, x);
            in = &inlined[ninlined - 1];
        } else {
            free(base);
        }
        const char *into = outermost(thunks[k].parent);
        bool dup = false;
        for (int j = 0; j < in->ninto && !dup; j++)
            dup = !strcmp(in->into[j], into);
        if (!dup)
            VEC_PUSH(in->into, in->ninto, in->cinto, xstrdup(into));
    }

    /* go targets: the pool declarations codegen referenced */
    bool need_general = false;
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
        size_t n;
        const char *name = LLVMGetValueName2(g, &n);
        if (!has_suffix(name, n, "$pool") || !LLVMIsDeclaration(g))
            continue;
        char *base = xstrndup(name, n - 5);
        Coro *c = coro_of(base);
        FuncDecl *fd = find_func(prog, base);
        c->proven = fd ? fd->pool_proven : 0;
        if (fd && fd->pool_slots > 0)
            c->slots = fd->pool_slots, c->source = "//corogo:pool";
        else if (fd && fd->pool_proven > 0)
            c->slots = (int)fd->pool_proven, c->source = "proven";
        else if (o->default_pool > 0)
            c->slots = o->default_pool, c->source = "-pool";
        else
            c->slots = DEFAULT_POOL_SLOTS, c->source = "default";
        free(base);
    }

    /* every frame allocation left after the passes. Codegen allocates coroutine X's frame by
       calling "X$frame"(size), a declaration of X's own (cg_coro.c), so each call names its
       owner by its callee whatever LLVM did to the frame's contents (a store of X's resume
       pointer is dead, and deleted, once X cannot suspend again). Those that are a go target's
       own frame and nothing else become rt_pool_alloc(its pool) once the pools are defined; the
       rest rt_frame_alloc(size) from the general pool. */
    typedef struct Direct {
        LLVMValueRef call;
        int coro;
    } Direct;
    Direct *directs = NULL;
    int ndirects = 0, cdirects = 0;
    LLVMValueRef *pending = NULL; /* the "X$frame" declarations, for rt_frame_alloc at the end */
    int npending = 0, cpending = 0;
    LLVMValueRef general_alloc = LLVMGetNamedFunction(m, "rt_frame_alloc");
    if (general_alloc && LLVMGetFirstUse(general_alloc))
        need_general = true; /* linked-in IR (.ll inputs) that allocates frames itself */
    for (int i = 0; i < prog->nfuncs; i++) {
        FuncDecl *fd = prog->funcs[i];
        if (!fd->tainted || !fd->body)
            continue;
        char *aname = mangle_frame_alloc(fd->mangled), *rname = mangle_coro(fd->mangled);
        LLVMValueRef alloc = LLVMGetNamedFunction(m, aname), ramp = LLVMGetNamedFunction(m, rname);
        free(aname);
        free(rname);
        if (!alloc)
            continue;
        Coro *c = NULL;
        for (LLVMUseRef u = LLVMGetFirstUse(alloc); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef call = LLVMGetUser(u);
            if (!LLVMIsACallInst(call) || called(call) != alloc)
                continue;
            if (!c)
                c = coro_of(fd->mangled);
            LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
            LLVMValueRef sz = LLVMGetOperand(call, 0);
            long size = LLVMIsAConstantInt(sz) ? (long)LLVMConstIntGetZExtValue(sz) : -1;
            if (size >= 0 && c->frame < 0)
                c->frame = size;
            bool own_ramp = fn == ramp;
            if (own_ramp && c->slots > 0) {
                if (size < 0) {
                    diag_internal(NOPOS, "the frame size of %s is not a constant", fd->mangled);
                }
                c->align = frame_align(m, fd->mangled);
                c->slot_size = (size + HEADER + c->align - 1) / c->align * c->align;
                if (non_go_calls(fn) > 0) { /* also awaited (recursively): those frames are general */
                    c->general = true;
                    need_general = true;
                } else { /* only ever a goroutine's top frame: rt_pool_alloc(pool) below */
                    Direct d = {call, (int)(c - coros)};
                    VEC_PUSH(directs, ndirects, cdirects, d);
                }
            } else {
                c->general = true;
                need_general = true;
            }
        }
        /* what is not a pool slot comes from the general pool */
        if (!general_alloc) {
            general_alloc = LLVMAddFunction(m, "rt_frame_alloc", LLVMGlobalGetValueType(alloc));
            LLVMAddAttributeAtIndex(general_alloc, LLVMAttributeFunctionIndex,
                                    LLVMCreateEnumAttribute(ctx, LLVMGetEnumAttributeKindForName("nounwind", 8), 0));
        }
        VEC_PUSH(pending, npending, cpending, alloc);
    }

    /* define the pools */
    pools_bytes = 0;
    LLVMTypeRef pool_f[sizeof RT_POOL_LAYOUT];
    for (int k = 0; RT_POOL_LAYOUT[k]; k++)
        pool_f[k] = RT_POOL_LAYOUT[k] == 'p' ? ptr : i32;
    LLVMTypeRef pool_t = LLVMStructTypeInContext(ctx, pool_f, sizeof RT_POOL_LAYOUT - 1, 0);
    for (int i = 0; i < ncoros; i++) {
        Coro *c = &coros[i];
        if (c->slots == 0)
            continue;
        char *pname = xprintf("%s$pool", c->name);
        LLVMValueRef decl = LLVMGetNamedGlobal(m, pname);
        if (c->slot_size == 0) {
            /* the ramp allocates nothing: CoroSplit gave a coroutine that can never suspend again
               an alloca frame. Its go statements select nothing, and it needs no slots. */
            erase_selections(decl);
            if (!LLVMGetFirstUse(decl))
                LLVMDeleteGlobal(decl);
            free(pname);
            c->slots = 0;
            c->noframe = true;
            continue;
        }
        char *sname = xprintf("%s$slots", c->name);
        LLVMValueRef slots = define_bytes(m, sname, pool_skip(c) + c->slot_size * c->slots);
        LLVMSetLinkage(slots, LLVMInternalLinkage);
        free(sname);
        if (pool_skip(c)) {
            LLVMValueRef skip = LLVMConstInt(i32, (unsigned long long)pool_skip(c), 0);
            slots = LLVMConstInBoundsGEP2(LLVMInt8TypeInContext(ctx), slots, &skip, 1);
        }
        /* what the exhaustion panic names: "main.f (N slots)", formatted here, not at run time */
        char *label = xprintf("%s (%d slot%s)", c->name, c->slots, c->slots == 1 ? "" : "s");
        LLVMValueRef str = LLVMConstStringInContext2(ctx, label, strlen(label), 0);
        free(label);
        char *nname = xprintf("%s$pool.name", c->name);
        LLVMValueRef name = LLVMAddGlobal(m, LLVMTypeOf(str), nname);
        free(nname);
        LLVMSetInitializer(name, str);
        LLVMSetGlobalConstant(name, 1);
        LLVMSetLinkage(name, LLVMPrivateLinkage);
        LLVMSetUnnamedAddress(name, LLVMGlobalUnnamedAddr);
        LLVMValueRef fields[7] = {name, slots, LLVMConstInt(i32, (unsigned long long)c->slot_size, 0),
                                  LLVMConstInt(i32, (unsigned long long)c->slots, 0), LLVMConstNull(ptr),
                                  LLVMConstInt(i32, 0, 0), LLVMConstInt(i32, 0, 0)};
        LLVMValueRef pool = LLVMAddGlobal(m, pool_t, "");
        LLVMSetInitializer(pool, LLVMConstStructInContext(ctx, fields, 7, 0));
        LLVMSetLinkage(pool, LLVMInternalLinkage);
        LLVMSetAlignment(pool, 4);
        LLVMReplaceAllUsesWith(decl, pool);
        LLVMDeleteGlobal(decl);
        LLVMSetValueName2(pool, pname, strlen(pname));
        free(pname);
        pools_bytes += pool_skip(c) + c->slot_size * c->slots;
        c->pool = pool;
    }
    emit_pool_list(m, coros, ncoros);

    /* the ramp of a go target that is never awaited takes its slot from its own pool directly,
       and its go statements select nothing: no pool selection, and the general pool's allocator
       (runtime frame.c) is linked only when some rt_frame_alloc call is left */
    LLVMTypeRef pool_alloc_t = LLVMFunctionType(ptr, &ptr, 1, 0);
    LLVMValueRef pool_alloc = NULL;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    for (int i = 0; i < ndirects; i++) {
        LLVMValueRef pool = coros[directs[i].coro].pool;
        if (!pool)
            continue;
        if (!pool_alloc && !(pool_alloc = LLVMGetNamedFunction(m, "rt_pool_alloc")))
            pool_alloc = LLVMAddFunction(m, "rt_pool_alloc", pool_alloc_t);
        LLVMPositionBuilderBefore(b, directs[i].call);
        LLVMValueRef call = LLVMBuildCall2(b, pool_alloc_t, pool_alloc, &pool, 1, "");
        LLVMReplaceAllUsesWith(directs[i].call, call);
        LLVMInstructionEraseFromParent(directs[i].call);
        erase_selections(pool);
    }
    LLVMDisposeBuilder(b);
    free(directs);
    /* every other frame: the general pool */
    for (int i = 0; i < npending; i++) {
        LLVMReplaceAllUsesWith(pending[i], general_alloc);
        LLVMDeleteFunction(pending[i]);
    }
    free(pending);

    /* the general pool and the arena: strong definitions of the runtime's weak defaults */
    /* by default 8 KiB, or an eighth of the RAM on a small chip (2 KiB of the FE310's 16 KiB) */
    long long general_default = DEFAULT_GENERAL_POOL;
    if (o->ram_size > 0 && o->ram_size / 8 < general_default)
        general_default = o->ram_size / 8 & ~7LL;
    general_bytes = o->general_pool >= 0 ? o->general_pool : need_general ? general_default : 0;
    define_bytes(m, "rt_frame_heap", general_bytes);
    define_u32(m, "rt_frame_heap_size", general_bytes);
    if (o->heap_none && uses_arena(m)) {
        /* heap.c reports every allocation it knows of before codegen; one it does not know is a
           compiler bug, never a firmware that panics with "out of memory" on its first allocation */
        diag_internal(NOPOS, "-heap=none, but the program still allocates from the arena");
    }
    /* a frame some pool cannot hold comes from the heap (runtime pool.c, frame.c): every program
       with a pool that can fill (the general pool, or a go target's whose count is not proven)
       gets one, unless -heap=none */
    bool can_fill = general_bytes > 0 || need_general; /* a pool whose count is not proven */
    for (int i = 0; i < ncoros; i++)
        can_fill |= coros[i].slots > 0 && !never_fills(&coros[i]);
    overflow = !o->heap_none && can_fill;
    if (overflow) {
        /* rt_frames_overflow -> {rt_heap_frame_alloc, rt_heap_frame_free} (rt_internal.h): the only
           references to the heap's frame functions, so -heap=none images link none of them */
        if (!LLVMGetNamedGlobal(m, "rt_frames_overflow")) {
            LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0), i32 = LLVMInt32TypeInContext(ctx);
            LLVMValueRef fns[2];
            LLVMTypeRef sigs[2] = {LLVMFunctionType(ptr, &i32, 1, 0),
                                   LLVMFunctionType(LLVMVoidTypeInContext(ctx), &ptr, 1, 0)};
            const char *names[2] = {"rt_heap_frame_alloc", "rt_heap_frame_free"};
            for (int k = 0; k < 2; k++) {
                fns[k] = LLVMGetNamedFunction(m, names[k]);
                if (!fns[k])
                    fns[k] = LLVMAddFunction(m, names[k], sigs[k]);
            }
            LLVMValueRef tab = LLVMAddGlobal(m, LLVMStructTypeInContext(ctx, (LLVMTypeRef[]){ptr, ptr}, 2, 0),
                                             "rt_frames_overflow$table");
            LLVMSetInitializer(tab, LLVMConstStructInContext(ctx, fns, 2, 0));
            LLVMSetGlobalConstant(tab, 1);
            LLVMSetLinkage(tab, LLVMInternalLinkage);
            LLVMValueRef g = LLVMAddGlobal(m, ptr, "rt_frames_overflow");
            LLVMSetInitializer(g, tab);
            LLVMSetGlobalConstant(g, 1);
        }
    }
    bool allocates = uses_arena(m) || overflow;
    collected = !o->heap_none && (o->gc == GC_CONSERVATIVE || (o->gc == GC_DEFAULT && allocates));
    if (o->heap_none || collected)
        arena_bytes = 0;
    else
        arena_bytes = o->heap >= 0 ? o->heap : allocates ? DEFAULT_HEAP : 0;
    if (!collected) { /* the collector's heap is the linker script's */
        define_bytes(m, "rt_arena", arena_bytes);
        define_u32(m, "rt_arena_size", arena_bytes);
    }

    find_static_chans(m);
    /* sizes for the report, in program order */
    for (int i = 0; i < ncoros; i++) {
        long f = frame_size_of(m, coros[i].name);
        if (f >= 0)
            coros[i].frame = f;
    }
    return true;
}

bool frames_collected(void)
{
    return collected;
}

/* ---------------------------------------------------------------- the report */

typedef struct ElfSizes {
    unsigned long text, data, bss;
} ElfSizes;

static unsigned long rd(const unsigned char *p, int n)
{
    unsigned long v = 0;
    for (int i = n - 1; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

/* Berkeley `size`: text = allocated read-only sections, data = allocated writable with contents,
   bss = allocated without contents (ELF32 little-endian, as both boards are) */
static bool elf_sizes(const char *path, ElfSizes *s)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    unsigned char eh[52];
    bool ok = fread(eh, 1, sizeof eh, f) == sizeof eh && !memcmp(eh, "\177ELF", 4) && eh[4] == 1 && eh[5] == 1;
    unsigned long shoff = ok ? rd(eh + 32, 4) : 0, shentsize = ok ? rd(eh + 46, 2) : 0, shnum = ok ? rd(eh + 48, 2) : 0;
    memset(s, 0, sizeof *s);
    for (unsigned long i = 0; ok && i < shnum; i++) {
        unsigned char sh[40];
        if (fseek(f, (long)(shoff + i * shentsize), SEEK_SET) != 0 || fread(sh, 1, sizeof sh, f) != sizeof sh) {
            ok = false;
            break;
        }
        unsigned long type = rd(sh + 4, 4), flags = rd(sh + 8, 4), size = rd(sh + 20, 4);
        if (!(flags & 2)) /* SHF_ALLOC */
            continue;
        if (type == 8) /* SHT_NOBITS */
            s->bss += size;
        else if (flags & 1) /* SHF_WRITE */
            s->data += size;
        else
            s->text += size;
    }
    fclose(f);
    return ok;
}

static int cmp_coro(const void *a, const void *b)
{
    return strcmp(((const Coro *)a)->name, ((const Coro *)b)->name);
}

void frames_report(FILE *out, const char *elf, const LinkedMemory *lm, bool full)
{
    ElfSizes s;
    if (!elf_sizes(elf, &s)) {
        fprintf(stderr, "corogo: error: cannot read the sections of %s\n", elf);
        return;
    }
    fprintf(out, "%9s %9s %9s %9s %9s  %s\n", "text", "data", "bss", "flash", "RAM", "file");
    fprintf(out, "%9lu %9lu %9lu %9lu %9lu  %s\n", s.text, s.data, s.bss, s.text + s.data, s.data + s.bss, elf);
    if (lm->have_stack)
        fprintf(out, "stack: %lu bytes at the top of RAM, above a %lu-byte guard\n", lm->stack, lm->guard);
    if (lm->stack_use)
        fprintf(out, "%s\n", lm->stack_use);
    if (collected && lm->have_heap)
        fprintf(out, "heap: %lu bytes between .bss and the stack guard, collected (-gc=conservative)\n", lm->heap);
    if (!full)
        return;
    qsort(coros, (size_t)ncoros, sizeof *coros, cmp_coro);
    for (int i = 0; i < ncoros; i++) {
        Coro *c = &coros[i];
        if (!c->slots && !c->nelided && !c->general && !c->noframe)
            continue;
        fprintf(out, "%s$coro: frame ", c->name);
        if (c->frame >= 0)
            fprintf(out, "%ld bytes", c->frame);
        else
            fputs("? bytes", out);
        const char *sep = ", ";
        if (c->slots) {
            if (pool_skip(c))
                fprintf(out, "%spool %d\u00d7%ld + %d = %ld bytes", sep, c->slots, c->slot_size, pool_skip(c),
                        pool_skip(c) + c->slots * c->slot_size);
            else
                fprintf(out, "%spool %d\u00d7%ld = %ld bytes", sep, c->slots, c->slot_size, c->slots * c->slot_size);
            if (!strcmp(c->source, "proven")) /* no more of them are ever alive: it never fills */
                fprintf(out, " (proven %d)", c->slots);
            else if (never_fills(c))
                fprintf(out, " (%s %d, proven %ld)", c->source, c->slots, c->proven);
            else
                fprintf(out, " (%s%s%d, then %s)", c->source, c->source[0] == '-' ? "=" : " ", c->slots,
                        overflow ? "the heap" : "a panic");
        }
        if (c->noframe)
            fprintf(out, "%sno pool (it never suspends after optimisation)", sep);
        for (int k = 0; k < c->nelided; k++)
            fprintf(out, "%selided into %s", sep, c->elided_into[k]);
        if (c->general)
            fprintf(out, "%sgeneral pool", sep);
        fputc('\n', out);
    }
    for (int i = 0; i < ncoros && !overflow; i++)
        if (coros[i].slots && coros[i].source[0] != '/' && strcmp(coros[i].source, "proven"))
            fprintf(out, "risk: %s: %d slots by %s, not proven, and no heap (-heap=none): a goroutine more "
                    "panics; size it with //corogo:pool N\n", coros[i].name, coros[i].slots,
                    coros[i].source[0] == '-' ? "-pool" : "default");
    for (int i = 0; i < ninlined; i++) {
        fprintf(out, "%s: awaits inlined into ", inlined[i].name);
        for (int k = 0; k < inlined[i].ninto; k++)
            fprintf(out, "%s%s", k ? ", " : "", inlined[i].into[k]);
        fputs(" (no frame of its own there)\n", out);
    }
    if (init_rodata || init_data || init_bss)
        fprintf(out, "package initialisation at compile time: %ld bytes read-only (flash), %ld bytes in .data, %ld in .bss\n",
                init_rodata, init_data, init_bss);
    for (int i = 0; i < nchans; i++)
        fprintf(out, "%s: static channel, %ld + %ld bytes (header + buffer)\n",
                chans[i].var[0] ? chans[i].var : "(in a package variable's value)", chans[i].header, chans[i].buffer);
    fprintf(out, "coroutine RAM: %ld bytes (pools %ld, general pool %ld); ", pools_bytes + general_bytes,
            pools_bytes, general_bytes);
    if (collected && lm->have_heap)
        fprintf(out, "heap %lu bytes (-gc=conservative)\n", lm->heap);
    else
        fprintf(out, "arena %ld bytes\n", arena_bytes);
}
