/* cg_iface.c - interfaces in generated code (docs/coroutines.md §9; the run-time half is
 * runtime-baremetal/iface.c). An interface value is two words {tab, data}. For an empty interface
 * tab is the dynamic type's descriptor (rt_type), for any other an itab {type, interface, then per
 * method in name order: its sync entry, its $coro entry or NULL}; nil is {NULL, NULL}. data holds
 * the value itself when it fits a word (pointers, channels, func values, integers and booleans of at
 * most 32 bits), else the address of a copy: a constant in flash when the value is constant, else
 * in the arena (an allocation site, heap.c). Descriptors, itabs and the method thunks the itabs
 * point to ("main.T.M$iface": the receiver from the data word, then the method) are emitted on
 * first use. Converting an interface value to another interface type, asserting an interface type
 * and type switch cases of interface type look the itab up at run time in the dynamic type's list,
 * which cg_iface_finish fills once everything is generated: every itab of a (type, interface) pair
 * where the program converts the type to some interface, asserts the interface, and the type
 * implements it. A method call through an interface is a call through the itab's entries with the
 * may-suspend flag of func values (cg_closure.c). */
#include <string.h>

#include "cg.h"
#include "rt_abi.h"

static bool is_iface(Type *t)
{
    return type_under(t)->kind == TY_INTERFACE;
}

/* ---------------------------------------------------------------- names */

/* s in double quotes, as Go's strconv.Quote writes a struct tag in a type's name (", \ and
   control bytes escaped; other bytes, UTF-8 included, as they are) */
static char *quoted(const char *s)
{
    char *r = xstrdup("\"");
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            r = xprintf("%s\\%c", r, ch);
        else if (ch == '\n')
            r = xprintf("%s\\n", r);
        else if (ch == '\t')
            r = xprintf("%s\\t", r);
        else if (ch < 0x20 || ch == 0x7f)
            r = xprintf("%s\\x%02x", r, ch);
        else
            r = xprintf("%s%c", r, ch);
    }
    return xprintf("%s\"", r);
}

static char *rtname(Type *t);

/* a named type's name as its run-time type descriptor holds it: an instance's type arguments in
   their run-time spelling ("F[main.foo,[]int]") */
char *cg_iface_named_name(Type *t)
{
    if (!t->ntargs || !t->name)
        return xstrdup(t->name ? t->name : "?");
    const char *br = strchr(t->name, '[');
    char *s = xprintf("%.*s[", br ? (int)(br - t->name) : (int)strlen(t->name), t->name);
    for (int i = 0; i < t->ntargs; i++)
        s = xprintf("%s%s%s", s, i ? "," : "", rtname(t->targs[i]));
    return xprintf("%s]", s);
}

/* Go's run-time spelling of a type ("*main.T", "[]int", "interface {}", "func(int) string") */
static char *rtname(Type *t)
{
    switch (t->kind) {
    case TY_NAMED:
        return t->pkg ? xprintf("%s.%s", t->pkg, cg_iface_named_name(t)) : cg_iface_named_name(t);
    case TY_POINTER:
        return xprintf("*%s", rtname(t->elem));
    case TY_SLICE:
        return xprintf("[]%s", rtname(t->elem));
    case TY_MAP:
        return xprintf("map[%s]%s", rtname(t->key), rtname(t->elem));
    case TY_ARRAY:
        return xprintf("[%lld]%s", (long long)t->len, rtname(t->elem));
    case TY_CHAN:
        return xprintf("%s%s", t->dir == CHAN_RECV ? "<-chan " : t->dir == CHAN_SEND ? "chan<- " : "chan ",
                       rtname(t->elem));
    case TY_FUNC: {
        char *s = xstrdup("func(");
        for (int i = 0; i < t->nparams; i++)
            s = t->variadic && i == t->nparams - 1 ? xprintf("%s%s...%s", s, i ? ", " : "", rtname(t->params[i]->elem))
                                                   : xprintf("%s%s%s", s, i ? ", " : "", rtname(t->params[i]));
        s = xprintf("%s)", s);
        if (t->nresults == 1)
            s = xprintf("%s %s", s, rtname(t->results[0]));
        else if (t->nresults > 1) {
            s = xprintf("%s (", s);
            for (int i = 0; i < t->nresults; i++)
                s = xprintf("%s%s%s", s, i ? ", " : "", rtname(t->results[i]));
            s = xprintf("%s)", s);
        }
        return s;
    }
    case TY_STRUCT: {
        if (t->nfields == 0)
            return xstrdup("struct {}");
        char *s = xstrdup("struct {");
        for (int i = 0; i < t->nfields; i++) {
            s = t->fields[i].embedded ? xprintf("%s%s %s", s, i ? ";" : "", rtname(t->fields[i].type))
                                      : xprintf("%s%s %s %s", s, i ? ";" : "", t->fields[i].name,
                                                rtname(t->fields[i].type));
            if (t->fields[i].tag)
                s = xprintf("%s %s", s, quoted(t->fields[i].tag));
        }
        return xprintf("%s }", s);
    }
    case TY_INTERFACE: {
        if (t->nfields == 0)
            return xstrdup("interface {}");
        char *s = xstrdup("interface {");
        for (int i = 0; i < t->nfields; i++)
            s = xprintf("%s%s %s%s", s, i ? ";" : "", t->fields[i].name, rtname(t->fields[i].type) + 4);
        return xprintf("%s }", s);
    }
    default:
        return xstrdup(t->name ? t->name : "?");
    }
}

/* ---------------------------------------------------------------- the data word */

static bool direct(Type *t)
{
    Type *u = type_under(t);
    switch (u->kind) {
    case TY_POINTER: case TY_CHAN: case TY_FUNC: case TY_MAP: case TY_BOOL:
    case TY_INT: case TY_INT8: case TY_INT16: case TY_INT32:
    case TY_UINT: case TY_UINT8: case TY_UINT16: case TY_UINT32: case TY_UINTPTR:
        return true;
    default:
        return false;
    }
}

static bool ptr_shaped(Type *t)
{
    TypeKind k = type_under(t)->kind;
    return k == TY_POINTER || k == TY_CHAN || k == TY_FUNC || k == TY_MAP;
}

static LLVMValueRef to_word(Cg *c, LLVMValueRef v, Type *t)
{
    if (ptr_shaped(t))
        return v;
    LLVMValueRef w = LLVMBuildZExt(c->b, v, c->t_i32, "");
    if (LLVMTypeOf(v) == c->t_i32)
        w = v;
    return LLVMBuildIntToPtr(c->b, w, c->t_ptr, "");
}

/* the value of type t an interface's data word holds (or points to) */
static LLVMValueRef from_data(Cg *c, LLVMValueRef data, Type *t)
{
    if (ptr_shaped(t))
        return data;
    LLVMTypeRef lt = cg_type(c, t);
    if (direct(t)) {
        LLVMValueRef w = LLVMBuildPtrToInt(c->b, data, c->t_i32, "");
        return lt == c->t_i32 ? w : LLVMBuildTrunc(c->b, w, lt, "");
    }
    return LLVMBuildLoad2(c->b, lt, data, "");
}

/* the data word of v (type t): the value, or the address of a copy (in box when not NULL, else in
   the arena) */
static LLVMValueRef data_word(Cg *c, LLVMValueRef v, Type *t, LLVMValueRef box)
{
    if (direct(t))
        return to_word(c, v, t);
    if (LLVMIsConstant(v)) {
        LLVMValueRef g = LLVMAddGlobal(c->mod, LLVMTypeOf(v), "$iface.const");
        LLVMSetInitializer(g, v);
        LLVMSetGlobalConstant(g, 1);
        LLVMSetLinkage(g, LLVMPrivateLinkage);
        LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
        return g;
    }
    if (!box) {
        LLVMValueRef a[2] = {cg_size_of(c, t, false), cg_size_of(c, t, true)};
        box = cg_call_rt(c, "rt_alloc", a, 2);
    }
    LLVMBuildStore(c->b, v, box);
    return box;
}

/* ---------------------------------------------------------------- descriptors */

typedef struct Desc {
    Type *t;
    LLVMValueRef g;
    LLVMValueRef info; /* its rt_typeinfo (cg_reflect.c), when the program reflects */
    LLVMValueRef *itabs; /* a type's itabs so far */
    int nitabs, citabs;
} Desc;

typedef struct Itab {
    Type *t, *iface;
    LLVMValueRef g;
} Itab;

static Desc *types, *ifaces;
static int ntypes, ctypes, nifaces, cifaces;
static Itab *itabs;
static int nitabs, citabs;

/* the names of the methods whose $coro entry some code reads from an itab (a call through it, go,
   a method value); every other method's $coro entry is left NULL in the itabs (cg_iface_finish),
   so that a method awaited only directly (direct_awaits) keeps no $coro thunk, whose frame would
   come from the general pool */
static const char **coro_read;
static int ncoro_read, ccoro_read;

static bool coro_entry_read(const char *name)
{
    for (int i = 0; i < ncoro_read; i++)
        if (strcmp(coro_read[i], name) == 0)
            return true;
    return false;
}

/* the bytes of a constant string */
static LLVMValueRef str_global(Cg *c, const char *s)
{
    return LLVMGetOperand(cg_string_const(c, s, (int)strlen(s)), 0);
}

/* {ptr, len} of a constant string, as two constants */
static void str_fields(Cg *c, const char *s, LLVMValueRef *out)
{
    out[0] = str_global(c, s);
    out[1] = LLVMConstInt(c->t_i32, strlen(s), 0);
}

static LLVMTypeRef layout_type(Cg *c, const char *layout);

/* the layout of a type descriptor: one word more when the program reflects (cg_reflect.c) */
static LLVMTypeRef desc_layout(Cg *c)
{
    return layout_type(c, cg_reflect_enabled(c) ? RT_TYPE_LAYOUT_REFLECT : RT_TYPE_LAYOUT);
}

static LLVMTypeRef layout_type(Cg *c, const char *layout)
{
    int n = (int)strlen(layout);
    LLVMTypeRef *el = xmalloc(sizeof *el * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        el[i] = layout[i] == 'p' ? c->t_ptr : c->t_i32;
    LLVMTypeRef r = LLVMStructTypeInContext(c->ctx, el, (unsigned)n, 0);
    free(el);
    return r;
}

/* an array of rt_str of the names of t's methods that are in 'names' order */
static LLVMValueRef names_array(Cg *c, const char **names, int n)
{
    LLVMTypeRef st = LLVMStructTypeInContext(c->ctx, (LLVMTypeRef[]){c->t_ptr, c->t_i32}, 2, 0);
    LLVMValueRef *el = xmalloc(sizeof *el * (size_t)(n + 1));
    for (int i = 0; i < n; i++) {
        LLVMValueRef f[2];
        str_fields(c, names[i], f);
        el[i] = LLVMConstStructInContext(c->ctx, f, 2, 0);
    }
    LLVMValueRef arr = LLVMConstArray2(st, el, (uint64_t)n);
    free(el);
    LLVMValueRef g = LLVMAddGlobal(c->mod, LLVMTypeOf(arr), "$names");
    LLVMSetInitializer(g, arr);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    return g;
}

static bool comparable(Type *t)
{
    Type *u = type_under(t);
    switch (u->kind) {
    case TY_SLICE: case TY_FUNC: case TY_TUPLE: case TY_MAP: return false;
    case TY_ARRAY: return comparable(u->elem);
    case TY_STRUCT:
        for (int i = 0; i < u->nfields; i++)
            if (!comparable(u->fields[i].type))
                return false;
        return true;
    default: return true;
    }
}

/* "$eq.<T>"(a, b): the data words of two interface values of dynamic type t are equal */
static LLVMValueRef eq_func(Cg *c, Type *t, const char *name)
{
    LLVMTypeRef ps[2] = {c->t_ptr, c->t_ptr};
    LLVMValueRef fn = LLVMAddFunction(c->mod, xprintf("$eq.%s", name), LLVMFunctionType(c->t_i1, ps, 2, 0));
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    cg_coro_attrs(c, fn, false);
    CgHelper h = cg_helper_begin(c, fn);
    LLVMValueRef a = LLVMGetParam(fn, 0), b = LLVMGetParam(fn, 1);
    LLVMValueRef r = direct(t) ? LLVMBuildICmp(c->b, LLVMIntEQ, a, b, "")
                               : cg_equal(c, from_data(c, a, t), from_data(c, b, t), t);
    LLVMBuildRet(c->b, r);
    cg_helper_end(c, &h);
    return fn;
}

static Desc *find(Desc *ds, int n, Type *t)
{
    for (int i = 0; i < n; i++)
        if (ds[i].t == t)
            return &ds[i];
    return NULL;
}

static LLVMValueRef remember(Desc **ds, int *n, int *cap, Type *t, LLVMValueRef g)
{
    Desc nd = {t, g, NULL, NULL, 0, 0};
    VEC_PUSH(*ds, *n, *cap, nd);
    return g;
}

/* the method set's names of a concrete type (its named type's methods; *T: all of them) */
static const char **method_names(Type *t, int *n)
{
    bool ptr = t->kind == TY_POINTER;
    Type *base = ptr ? t->elem : t;
    *n = 0;
    if (!base || base->kind != TY_NAMED)
        return NULL;
    const char **names = xmalloc(sizeof *names * (size_t)(base->nmethods + 1));
    for (int i = 0; i < base->nmethods; i++)
        if (ptr || !base->methods[i].ptr_recv)
            names[(*n)++] = base->methods[i].name;
    return names;
}

/* the descriptor of dynamic type t (its initialiser is written by cg_iface_finish) */
static LLVMValueRef type_desc(Cg *c, Type *t)
{
    Desc *d = find(types, ntypes, t);
    if (d)
        return d->g;
    LLVMValueRef g = LLVMAddGlobal(c->mod, desc_layout(c), xprintf("$type.%s", rtname(t)));
    LLVMSetLinkage(g, LLVMInternalLinkage);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetAlignment(g, 4);
    return remember(&types, &ntypes, &ctypes, t, g);
}

static LLVMValueRef iface_desc(Cg *c, Type *it)
{
    Desc *d = find(ifaces, nifaces, it);
    if (d)
        return d->g;
    Type *u = type_under(it);
    char *name = rtname(it);
    const char **names = xmalloc(sizeof *names * (size_t)(u->nfields + 1));
    for (int i = 0; i < u->nfields; i++)
        names[i] = u->fields[i].name;
    LLVMValueRef f[4];
    str_fields(c, name, f);
    f[2] = names_array(c, names, u->nfields);
    f[3] = LLVMConstInt(c->t_i32, (unsigned long long)u->nfields, 0);
    LLVMValueRef init = LLVMConstNamedStruct(layout_type(c, RT_IFACEDESC_LAYOUT), f, 4);
    LLVMValueRef g = cg_const_global(c, init, xprintf("$iface.%s", name));
    cg_prune_iface(c, g, it);
    return remember(&ifaces, &nifaces, &cifaces, it, g);
}

/* the entry of method m (of dynamic type t) for itabs: data word -> receiver, then m or m$coro */
/* the receiver of method r of dynamic type t, from the data word: through the embedded fields of
   a promoted method (a pointer among them is followed, nil panics like Go) */
LLVMValueRef cg_method_receiver(Cg *c, LLVMValueRef data, Type *t, const MethodRef *r)
{
    bool ptr = type_under(t)->kind == TY_POINTER;
    if (r->npath == 0) {
        if (r->ptr_recv)
            return data;
        if (ptr) { /* a T method of a *T value: a nil *T is Go's panicwrap error */
            Type *et = type_under(t)->elem;
            const char *tn = et->kind == TY_NAMED ? et->name : "T";
            char *s = xprintf("value method %s.%s.%s called using nil *%s pointer", et->pkg ? et->pkg : "main", tn,
                              r->decl->name, tn);
            LLVMValueRef msg = LLVMBuildGlobalStringPtr(c->b, s, "");
            free(s);
            cg_panic_if(c, LLVMBuildIsNull(c->b, data, ""), "rt_panic_cstr", &msg, 1);
            return LLVMBuildLoad2(c->b, cg_type(c, et), data, "");
        }
        return from_data(c, data, t);
    }
    LLVMValueRef p = ptr ? cg_nil_check(c, data) : data; /* a struct value is boxed: data points at it */
    Type *cur = ptr ? type_under(t)->elem : t;
    for (int i = 0; i < r->npath; i++) {
        Field *f = &type_under(cur)->fields[r->path[i]];
        p = LLVMBuildStructGEP2(c->b, cg_type(c, cur), p, (unsigned)r->path[i], "");
        if (type_under(f->type)->kind == TY_POINTER) {
            p = LLVMBuildLoad2(c->b, c->t_ptr, p, "");
            if (i < r->npath - 1 || !r->ptr_recv) /* a *T method gets a nil embedded *T as it is */
                p = cg_nil_check(c, p);
            cur = type_under(f->type)->elem;
        } else {
            cur = f->type;
        }
    }
    return r->ptr_recv ? p : LLVMBuildLoad2(c->b, cg_type(c, cur), p, "");
}

static LLVMValueRef method_thunk(Cg *c, Type *t, const MethodRef *r, bool coro)
{
    FuncDecl *m = r->decl;
    bool via_ptr = type_under(t)->kind == TY_POINTER && !r->ptr_recv; /* a T method of a *T value */
    char *name = r->npath ? xprintf("%s$iface.%s%s", m->mangled, rtname(t), coro ? ".coro" : "")
                          : xprintf("%s$iface%s%s", m->mangled, via_ptr ? ".ptr" : "", coro ? ".coro" : "");
    LLVMValueRef fn = LLVMGetNamedFunction(c->mod, name);
    if (fn)
        return fn;
    LLVMValueRef target = cg_func_entry(c, m, coro);
    LLVMTypeRef target_t = LLVMGlobalGetValueType(target);
    unsigned np = LLVMCountParamTypes(target_t);
    LLVMTypeRef *ps = xmalloc(sizeof *ps * (np + 1));
    LLVMGetParamTypes(target_t, ps);
    ps[0] = c->t_ptr; /* the data word instead of the receiver */
    LLVMTypeRef ty = LLVMFunctionType(LLVMGetReturnType(target_t), ps, np, 0);
    free(ps);
    fn = LLVMAddFunction(c->mod, name, ty);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    cg_coro_attrs(c, fn, false);
    CgHelper h = cg_helper_begin(c, fn);
    LLVMValueRef *args = xmalloc(sizeof *args * (np + 1));
    for (unsigned i = 1; i < np; i++)
        args[i] = LLVMGetParam(fn, i);
    args[0] = cg_method_receiver(c, LLVMGetParam(fn, 0), t, r);
    cg_defer_forward(c, fn, target);
    cg_call_ret(c, target, args, np);
    free(args);
    cg_helper_end(c, &h);
    return fn;
}

/* does t implement it (methods declared on t's named type)? */
bool cg_iface_implements(Type *t, Type *it)
{
    Type *u = type_under(it);
    for (int i = 0; i < u->nfields; i++) {
        MethodRef m;
        if (!type_method_ref(t, u->fields[i].name, &m) || m.decl->type != u->fields[i].type)
            return false;
    }
    return true;
}

static LLVMValueRef itab(Cg *c, Type *t, Type *it)
{
    for (int i = 0; i < nitabs; i++)
        if (itabs[i].t == t && itabs[i].iface == it)
            return itabs[i].g;
    Type *u = type_under(it);
    int n = RT_ITAB_HEADER + 2 * u->nfields;
    LLVMValueRef *el = xmalloc(sizeof *el * (size_t)n);
    el[0] = type_desc(c, t);
    el[1] = iface_desc(c, it);
    for (int i = 0; i < u->nfields; i++) {
        MethodRef m;
        if (!type_method_ref(t, u->fields[i].name, &m))
            diag_internal(NOPOS, "%s has no method %s for its itab", rtname(t), u->fields[i].name);
        el[2 + 2 * i] = method_thunk(c, t, &m, false);
        el[3 + 2 * i] = m.decl->tainted ? method_thunk(c, t, &m, true) : LLVMConstNull(c->t_ptr);
    }
    LLVMValueRef init = LLVMConstStructInContext(c->ctx, el, (unsigned)n, 0);
    free(el);
    LLVMValueRef g = cg_const_global(c, init, xprintf("$itab.%s,%s", rtname(t), rtname(it)));
    cg_prune_itab(c, g, it);
    Itab ni = {t, it, g};
    VEC_PUSH(itabs, nitabs, citabs, ni);
    Desc *d = find(types, ntypes, t);
    VEC_PUSH(d->itabs, d->nitabs, d->citabs, g);
    return g;
}

/* ---------------------------------------------------------------- for reflection (cg_reflect.c) */

LLVMValueRef cg_iface_type_desc(Cg *c, Type *t)
{
    return type_desc(c, t);
}

LLVMValueRef cg_iface_iface_desc(Cg *c, Type *it)
{
    return iface_desc(c, it);
}

/* the i-th interface type with an interface descriptor so far (NULL past the last) */
Type *cg_iface_iface_type(int i)
{
    return i < nifaces ? ifaces[i].t : NULL;
}

bool cg_iface_comparable(Type *t)
{
    return comparable(t);
}

/* ---------------------------------------------------------------- for panics (cg_panic.c) */

char *cg_iface_type_name(Type *t)
{
    return rtname(t);
}

LLVMValueRef cg_iface_from_data(Cg *c, LLVMValueRef data, Type *t)
{
    return from_data(c, data, t);
}

/* the i-th dynamic type with a descriptor so far (NULL past the last) */
Type *cg_iface_dyn_type(int i, LLVMValueRef *desc)
{
    if (i >= ntypes)
        return NULL;
    *desc = types[i].g;
    return types[i].t;
}

/* the sync entry of t's method name taking the data word (NULL: t has no such method) */
LLVMValueRef cg_iface_method_entry(Cg *c, Type *t, const char *name)
{
    MethodRef m;
    if (!type_method_ref(t, name, &m))
        return NULL;
    return method_thunk(c, t, &m, false);
}

/* The dynamic types of a recovered run-time error (runtime-baremetal/panic.c): an array of
   RT_RTERROR_KINDS descriptors named like Go 1.19's (runtime.errorString, runtime.plainError,
   runtime.boundsError, *runtime.TypeAssertionError; rt_abi.h), whose data word is the runtime's
   copy of the error (an rt_panicval, compared and hashed as RT_PANICVAL_SIZE bytes; the pointer
   type *runtime.TypeAssertionError as the pointer), with the
   itabs of the program's interfaces made of Error() string and RuntimeError() only (error,
   runtime.Error, ...), whose entries are the runtime's methods. */
static LLVMValueRef rterror_g;

LLVMValueRef cg_iface_rterror(Cg *c)
{
    if (!rterror_g) {
        rterror_g = LLVMAddGlobal(c->mod, LLVMArrayType2(desc_layout(c), RT_RTERROR_KINDS),
                                  "$type.runtime.Error");
        LLVMSetLinkage(rterror_g, LLVMInternalLinkage);
        LLVMSetGlobalConstant(rterror_g, 1);
        LLVMSetAlignment(rterror_g, 4);
    }
    return rterror_g;
}

static void rterror_finish(Cg *c)
{
    if (!rterror_g)
        return;
    /* Error(): the runtime formats the message into a string it returns through memory */
    LLVMValueRef err = LLVMAddFunction(c->mod, "$rterror.Error", LLVMFunctionType(c->t_string, &c->t_ptr, 1, 0));
    LLVMSetLinkage(err, LLVMInternalLinkage);
    cg_coro_attrs(c, err, false);
    CgHelper h = cg_helper_begin(c, err);
    LLVMValueRef out = LLVMBuildAlloca(c->b, c->t_string, "");
    LLVMValueRef a[2] = {out, LLVMGetParam(err, 0)};
    cg_call_rt(c, "rt_rterror_error", a, 2);
    LLVMBuildRet(c->b, LLVMBuildLoad2(c->b, c->t_string, out, ""));
    cg_helper_end(c, &h);
    static const char *const names[RT_RTERROR_KINDS] = {
        [RT_RTERROR_STRING] = "runtime.errorString", [RT_RTERROR_PLAIN] = "runtime.plainError",
        [RT_RTERROR_BOUNDS] = "runtime.boundsError", [RT_RTERROR_ASSERT] = "*runtime.TypeAssertionError"};
    LLVMTypeRef lt = desc_layout(c);
    unsigned nf = LLVMCountStructElementTypes(lt);
    LLVMValueRef descs[RT_RTERROR_KINDS], key = cg_map_key_desc_bytes(c, RT_PANICVAL_SIZE, false, "map.key.rterror"),
                 ptr_key = cg_map_key_desc_bytes(c, LLVMABISizeOfType(c->opt->td, c->t_ptr), true, "map.key.rterror.ptr");
    LLVMValueRef *tabs = xmalloc(sizeof *tabs * (size_t)(nifaces + 1));
    for (int k = 0; k < RT_RTERROR_KINDS; k++) {
        LLVMValueRef ix[2] = {LLVMConstInt(c->t_i32, 0, 0), LLVMConstInt(c->t_i32, (unsigned)k, 0)};
        LLVMValueRef self = LLVMConstGEP2(LLVMGlobalGetValueType(rterror_g), rterror_g, ix, 2);
        int ntabs = 0;
        for (int j = 0; j < nifaces; j++) {
            Type *u = type_under(ifaces[j].t);
            int n = RT_ITAB_HEADER + 2 * u->nfields;
            LLVMValueRef *el = xmalloc(sizeof *el * (size_t)n);
            el[0] = self;
            el[1] = ifaces[j].g;
            bool ok = u->nfields > 0;
            for (int i = 0; i < u->nfields && ok; i++) {
                Type *ft = u->fields[i].type;
                if (!strcmp(u->fields[i].name, "Error") && ft->nparams == 0 && ft->nresults == 1 &&
                    ft->results[0]->kind == TY_STRING)
                    el[2 + 2 * i] = err;
                else if (!strcmp(u->fields[i].name, "RuntimeError") && ft->nparams == 0 && ft->nresults == 0)
                    el[2 + 2 * i] = cg_rt(c, "rt_rterror_runtime");
                else
                    ok = false;
                el[3 + 2 * i] = LLVMConstNull(c->t_ptr);
            }
            if (ok)
                tabs[ntabs++] = cg_const_global(c, LLVMConstStructInContext(c->ctx, el, (unsigned)n, 0), "$itab.runtime.Error");
            free(el);
        }
        LLVMValueRef f[9];
        str_fields(c, names[k], f);
        bool ptr = k == RT_RTERROR_ASSERT; /* a pointer type: compared and hashed as the pointer */
        f[2] = cg_rt(c, ptr ? "rt_rterror_same" : "rt_rterror_equal");
        f[3] = cg_const_global(c, LLVMConstArray2(c->t_ptr, tabs, (uint64_t)ntabs), "$itabs");
        f[4] = LLVMConstInt(c->t_i32, (unsigned long long)ntabs, 0);
        const char *methods[2] = {"Error", "RuntimeError"};
        f[5] = names_array(c, methods, 2);
        f[6] = LLVMConstInt(c->t_i32, 2, 0);
        f[7] = ptr ? ptr_key : key; /* a map key compares and hashes the error's bytes, like rt_rterror_equal */
        f[8] = LLVMConstNull(c->t_ptr); /* no rt_typeinfo: reflect sees an opaque type */
        descs[k] = LLVMConstNamedStruct(lt, f, nf);
    }
    LLVMSetInitializer(rterror_g, LLVMConstArray2(lt, descs, RT_RTERROR_KINDS));
    free(tabs);
    rterror_g = NULL;
}

void cg_iface_finish(Cg *c)
{
    /* a reflecting program: every descriptor's rt_typeinfo, which adds the descriptors of the
       types it points to (and interfaces' descriptors), until there are no new ones */
    bool reflecting = cg_reflect_enabled(c);
    if (reflecting) {
        for (int i = 0; i < ntypes; i++) {
            LLVMValueRef info = cg_reflect_info(c, types[i].t);
            types[i].info = info;
        }
        /* a pointer type's *T where the program describes it (cg_reflect_ptr_to) */
        for (int k = 0; k < ntypes; k++)
            if (types[k].t->kind == TY_POINTER) {
                Desc *e = find(types, ntypes, types[k].t->elem);
                if (e && e->info)
                    cg_reflect_ptr_to(c, e->info, types[k].g);
            }
        cg_reflect_table(c);
    }
    /* every type converted to an interface gets the itab of every interface the program looks up
       at run time that it implements (cg_iface_finish runs once: nothing else adds types now);
       in a reflecting program every type with a descriptor, as reflect can make an interface
       value of any of them (Value.Interface, Value.Set) */
    if (reflecting) {
        for (int k = 0; k < ntypes; k++)
            if (!is_iface(types[k].t))
                for (int j = 0; j < nifaces; j++)
                    if (cg_iface_implements(types[k].t, ifaces[j].t))
                        itab(c, types[k].t, ifaces[j].t);
    } else {
        for (int k = 0; k < c->prog->niface_types; k++) {
            Type *t = c->prog->iface_types[k];
            if (find(types, ntypes, t))
                for (int j = 0; j < nifaces; j++)
                    if (cg_iface_implements(t, ifaces[j].t))
                        itab(c, t, ifaces[j].t);
        }
    }
    /* $coro entries nothing reads: NULL (see coro_read) */
    for (int i = 0; i < nitabs; i++) {
        Type *u = type_under(itabs[i].iface);
        LLVMValueRef init = LLVMGetInitializer(itabs[i].g);
        unsigned n = (unsigned)(RT_ITAB_HEADER + 2 * u->nfields);
        LLVMValueRef *el = xmalloc(sizeof *el * n);
        bool changed = false;
        for (unsigned j = 0; j < n; j++)
            el[j] = LLVMGetOperand(init, j);
        for (int m = 0; m < u->nfields; m++)
            if (!LLVMIsNull(el[RT_ITAB_HEADER + 2 * m + 1]) && !coro_entry_read(u->fields[m].name)) {
                el[RT_ITAB_HEADER + 2 * m + 1] = LLVMConstNull(c->t_ptr);
                changed = true;
            }
        if (changed)
            LLVMSetInitializer(itabs[i].g, LLVMConstStructInContext(c->ctx, el, n, 0));
        free(el);
    }
    ncoro_read = 0;
    LLVMTypeRef lt = desc_layout(c);
    for (int i = 0; i < ntypes; i++) {
        Desc *d = &types[i];
        char *name = rtname(d->t);
        LLVMValueRef f[9];
        str_fields(c, name, f);
        f[2] = comparable(d->t) ? eq_func(c, d->t, name) : LLVMConstNull(c->t_ptr);
        LLVMValueRef arr = LLVMConstArray2(c->t_ptr, d->itabs, (uint64_t)d->nitabs);
        LLVMValueRef ag = LLVMAddGlobal(c->mod, LLVMTypeOf(arr), "$itabs");
        LLVMSetInitializer(ag, arr);
        LLVMSetGlobalConstant(ag, 1);
        LLVMSetLinkage(ag, LLVMPrivateLinkage);
        if (d->nitabs)
            cg_prune_itabs(c, d->g, ag, d->itabs, d->nitabs); /* keeps the itabs something looks up */
        f[3] = ag;
        f[4] = LLVMConstInt(c->t_i32, (unsigned long long)d->nitabs, 0);
        int nm;
        const char **names = method_names(d->t, &nm);
        f[5] = names_array(c, names, nm);
        f[6] = LLVMConstInt(c->t_i32, (unsigned long long)nm, 0);
        f[7] = comparable(d->t) ? cg_map_key_desc(c, d->t, direct(d->t)) : LLVMConstNull(c->t_ptr); /* map keys */
        f[8] = d->info;
        LLVMSetInitializer(d->g, LLVMConstNamedStruct(lt, f, reflecting ? 9 : 8));
        cg_prune_desc(c, d->g, d->t);
    }
    rterror_finish(c);
    ntypes = nifaces = nitabs = 0;
}

/* ---------------------------------------------------------------- values */

static LLVMValueRef pair(Cg *c, LLVMValueRef tab, LLVMValueRef data)
{
    LLVMValueRef v = LLVMGetUndef(cg_iface_type(c));
    v = LLVMBuildInsertValue(c->b, v, tab, 0, "");
    return LLVMBuildInsertValue(c->b, v, data, 1, "");
}

LLVMTypeRef cg_iface_type(Cg *c)
{
    LLVMTypeRef f[2] = {c->t_ptr, c->t_ptr};
    return LLVMStructTypeInContext(c->ctx, f, 2, 0);
}

/* the dynamic type's descriptor of interface value v of static type st (NULL for nil) */
static LLVMValueRef dyn_type(Cg *c, LLVMValueRef v, Type *st)
{
    LLVMValueRef tab = LLVMBuildExtractValue(c->b, v, 0, "tab");
    if (type_under(st)->nfields == 0)
        return tab;
    LLVMBasicBlockRef here = LLVMGetInsertBlock(c->b), load = cg_block(c, "iface.type"), join = cg_block(c, "iface.typed");
    LLVMBuildCondBr(c->b, LLVMBuildIsNull(c->b, tab, ""), join, load);
    LLVMPositionBuilderAtEnd(c->b, load);
    LLVMValueRef t = LLVMBuildLoad2(c->b, c->t_ptr, tab, "");
    LLVMBuildBr(c->b, join);
    LLVMPositionBuilderAtEnd(c->b, join);
    LLVMValueRef phi = LLVMBuildPhi(c->b, c->t_ptr, "dyntype");
    LLVMValueRef vals[2] = {LLVMConstNull(c->t_ptr), t};
    LLVMBasicBlockRef bbs[2] = {here, load};
    LLVMAddIncoming(phi, vals, bbs, 2);
    return phi;
}

/* an interface value of type 'to' holding the dynamic type typ (a descriptor) and data */
static LLVMValueRef rebuild(Cg *c, LLVMValueRef typ, LLVMValueRef data, Type *to)
{
    if (type_under(to)->nfields == 0)
        return pair(c, typ, data);
    LLVMValueRef a[2] = {typ, iface_desc(c, to)};
    return pair(c, cg_call_rt(c, "rt_iface_itab", a, 2), data);
}

LLVMValueRef cg_iface_convert(Cg *c, LLVMValueRef v, Type *from, Type *to)
{
    if (is_iface(from)) {
        cg_prune_flow(c, from, to);
        if (type_under(from)->nfields == type_under(to)->nfields)
            return v;
        return rebuild(c, dyn_type(c, v, from), LLVMBuildExtractValue(c->b, v, 1, ""), to);
    }
    LLVMValueRef tab = type_under(to)->nfields == 0 ? type_desc(c, from) : itab(c, from, to);
    LLVMValueRef r = pair(c, tab, data_word(c, v, from, NULL));
    if (type_under(to)->nfields == 0 && cg_syncpool_quiet(c->site_stmt, from)) /* into a sync.Pool */
        cg_prune_quiet(c, r);
    return r;
}

/* v (of the non-interface type from, not a constant) to the interface type to, its box (when it
   needs one: cg_iface_boxes) a stack slot instead of the arena (panic(v) with -heap=none) */
LLVMValueRef cg_iface_convert_on_stack(Cg *c, LLVMValueRef v, Type *from, Type *to)
{
    LLVMValueRef tab = type_under(to)->nfields == 0 ? type_desc(c, from) : itab(c, from, to);
    LLVMValueRef box = direct(from) ? NULL : cg_alloca(c, cg_type(c, from), "panic.box");
    return pair(c, tab, data_word(c, v, from, box));
}

/* whether converting a non-constant value of type t to an interface boxes it */
bool cg_iface_boxes(Type *t)
{
    return !direct(t);
}

LLVMValueRef cg_iface_equal(Cg *c, LLVMValueRef a, LLVMValueRef b, Type *t)
{
    /* x == nil: x's type word is NULL (a test cg_prune.c recognises as excluding nil) */
    if (LLVMIsNull(b) || LLVMIsNull(a))
        return LLVMBuildIsNull(c->b, LLVMBuildExtractValue(c->b, LLVMIsNull(b) ? a : b, 0, "tab"), "");
    /* the same dynamic type (not the same itab: a value converted from another interface type with
       the same methods, I(j), keeps j's), then nil, or the values' equality */
    LLVMValueRef ta = dyn_type(c, a, t), tb = dyn_type(c, b, t);
    LLVMBasicBlockRef here = LLVMGetInsertBlock(c->b), cmp = cg_block(c, "iface.cmp"), join = cg_block(c, "iface.eq");
    LLVMValueRef same = LLVMBuildICmp(c->b, LLVMIntEQ, ta, tb, "");
    LLVMValueRef nonnil = LLVMBuildIsNotNull(c->b, ta, "");
    LLVMBuildCondBr(c->b, LLVMBuildAnd(c->b, same, nonnil, ""), cmp, join);
    LLVMPositionBuilderAtEnd(c->b, cmp);
    LLVMValueRef args[3] = {ta, LLVMBuildExtractValue(c->b, a, 1, ""), LLVMBuildExtractValue(c->b, b, 1, "")};
    LLVMValueRef eq = cg_call_rt(c, "rt_iface_equal", args, 3);
    LLVMBasicBlockRef cmp_end = LLVMGetInsertBlock(c->b);
    LLVMBuildBr(c->b, join);
    LLVMPositionBuilderAtEnd(c->b, join);
    LLVMValueRef phi = LLVMBuildPhi(c->b, c->t_i1, "");
    LLVMValueRef vals[2] = {same, eq};
    LLVMBasicBlockRef bbs[2] = {here, cmp_end};
    LLVMAddIncoming(phi, vals, bbs, 2);
    return phi;
}

void cg_iface_print(Cg *c, LLVMValueRef v)
{
    /* Go prints (tab,data) as two addresses */
    LLVMValueRef t = LLVMBuildExtractValue(c->b, v, 0, ""), d = LLVMBuildExtractValue(c->b, v, 1, "");
    cg_print_str(c, "(");
    cg_call_rt(c, "rt_print_pointer", &t, 1);
    cg_print_str(c, ",");
    cg_call_rt(c, "rt_print_pointer", &d, 1);
    cg_print_str(c, ")");
}

/* ---------------------------------------------------------------- assertions and switches */

/* does interface value v (static type st, dynamic type typ) hold a value of type t? For an
   interface t also the value converted to t (*conv) */
static LLVMValueRef holds(Cg *c, LLVMValueRef v, Type *st, LLVMValueRef typ, Type *t, LLVMValueRef *conv)
{
    if (!is_iface(t)) {
        *conv = NULL;
        return LLVMBuildICmp(c->b, LLVMIntEQ, typ, type_desc(c, t), "");
    }
    cg_prune_flow(c, st, t);
    LLVMValueRef data = LLVMBuildExtractValue(c->b, v, 1, "");
    if (type_under(t)->nfields == 0) {
        *conv = pair(c, typ, data);
        return LLVMBuildIsNotNull(c->b, typ, "");
    }
    LLVMValueRef a[2] = {typ, iface_desc(c, t)};
    LLVMValueRef tab = cg_call_rt(c, "rt_iface_itab", a, 2);
    *conv = pair(c, tab, data);
    return LLVMBuildIsNotNull(c->b, tab, "");
}

LLVMValueRef cg_type_assert(Cg *c, Expr *e)
{
    Type *st = e->x->type, *t = e->y->type;
    LLVMValueRef v = cg_expr(c, e->x);
    if (!e->comma_ok && cg_syncpool_sure(e)) /* a pool's value: a T (no test, no message) */
        return from_data(c, LLVMBuildExtractValue(c->b, v, 1, ""), t);
    LLVMValueRef typ = dyn_type(c, v, st);
    LLVMValueRef conv;
    LLVMValueRef ok = holds(c, v, st, typ, t, &conv);
    if (!e->comma_ok) {
        LLVMBasicBlockRef fail = cg_block(c, "assert.fail"), good = cg_block(c, "assert.ok");
        LLVMBuildCondBr(c->b, ok, good, fail);
        LLVMPositionBuilderAtEnd(c->b, fail);
        if (cg_panic_site(c)) {
            char *src = rtname(st), *want = rtname(t);
            LLVMValueRef a[6] = {typ, str_global(c, src), LLVMConstInt(c->t_i32, strlen(src), 0), str_global(c, want),
                                 LLVMConstInt(c->t_i32, strlen(want), 0),
                                 is_iface(t) ? iface_desc(c, t) : LLVMConstNull(c->t_ptr)};
            cg_call_rt(c, "rt_panic_assert", a, 6);
            LLVMBuildUnreachable(c->b);
        }
        LLVMPositionBuilderAtEnd(c->b, good);
        return conv ? conv : from_data(c, LLVMBuildExtractValue(c->b, v, 1, ""), t);
    }
    /* v, ok := x.(T): the zero value when it does not hold */
    LLVMBasicBlockRef here = LLVMGetInsertBlock(c->b), get = cg_block(c, "assert.get"), join = cg_block(c, "assert.done");
    LLVMBuildCondBr(c->b, ok, get, join);
    LLVMPositionBuilderAtEnd(c->b, get);
    LLVMValueRef val = conv ? conv : from_data(c, LLVMBuildExtractValue(c->b, v, 1, ""), t);
    LLVMBasicBlockRef get_end = LLVMGetInsertBlock(c->b);
    LLVMBuildBr(c->b, join);
    LLVMPositionBuilderAtEnd(c->b, join);
    LLVMValueRef phi = LLVMBuildPhi(c->b, LLVMTypeOf(val), "");
    LLVMValueRef vals[2] = {cg_zero(c, t), val};
    LLVMBasicBlockRef bbs[2] = {here, get_end};
    LLVMAddIncoming(phi, vals, bbs, 2);
    LLVMValueRef r = LLVMGetUndef(cg_type(c, e->type));
    r = LLVMBuildInsertValue(c->b, r, phi, 0, "");
    return LLVMBuildInsertValue(c->b, r, ok, 1, "");
}

/* a type switch's guard evaluated once: the value, its static type and its dynamic type */
typedef struct Guard {
    LLVMValueRef v, typ;
    Type *st;
} Guard;

static LLVMValueRef type_case(Cg *c, Stmt *s, Expr *ce, void *ctx)
{
    (void)s;
    Guard *g = ctx;
    LLVMValueRef conv;
    if (ce->kind == E_IDENT && ce->sym && ce->sym->kind == SYM_NIL)
        return LLVMBuildIsNull(c->b, g->typ, "");
    return holds(c, g->v, g->st, g->typ, ce->type, &conv);
}

/* v of `switch v := x.(type)` in a clause: the case's one type, else x itself */
static void type_clause(Cg *c, CaseClause *cc, void *ctx)
{
    Guard *g = ctx;
    if (!cc->ts_sym)
        return;
    Type *t = cc->ts_sym->type;
    LLVMValueRef val = g->v;
    if (t != g->st) {
        LLVMValueRef conv;
        if (is_iface(t)) {
            holds(c, g->v, g->st, g->typ, t, &conv);
            val = conv;
        } else {
            val = from_data(c, LLVMBuildExtractValue(c->b, g->v, 1, ""), t);
        }
    }
    LLVMBuildStore(c->b, val, cg_var_declare(c, cc->ts_sym));
}

void cg_type_switch(Cg *c, Stmt *s)
{
    Guard g = {cg_expr(c, s->tag->x), NULL, s->tag->x->type};
    g.typ = dyn_type(c, g.v, g.st);
    LLVMValueRef nomatch = cg_switch_clauses(c, s, type_case, type_clause, &g);
    if (type_under(g.st)->nfields != 0)
        return;
    /* on interface{}: the branch taken when no case matches tests for nil (both ways to the same
       block, until cg_prune.c finds that every dynamic type reaching it has a case) */
    LLVMBasicBlockRef to = LLVMGetSuccessor(nomatch, 0), cur = LLVMGetInsertBlock(c->b);
    LLVMPositionBuilderBefore(c->b, nomatch);
    LLVMValueRef br = LLVMBuildCondBr(c->b, LLVMBuildIsNull(c->b, g.typ, "nomatch.nil"), to, to);
    LLVMInstructionEraseFromParent(nomatch);
    nomatch = br;
    LLVMPositionBuilderAtEnd(c->b, cur);
    /* on interface{}: cg_prune.c may find that every dynamic type reaching it has a case */
    int n = 0, nd = 0, ni = 0;
    bool has_nil = false, has_any = false;
    for (int i = 0; i < s->nclauses; i++)
        n += s->clauses[i].nexprs;
    LLVMValueRef *descs = xmalloc(sizeof *descs * (size_t)(n + 1));
    Type **its = xmalloc(sizeof *its * (size_t)(n + 1));
    for (int i = 0; i < s->nclauses; i++)
        for (int j = 0; j < s->clauses[i].nexprs; j++) {
            Expr *ce = s->clauses[i].exprs[j];
            if (ce->kind == E_IDENT && ce->sym && ce->sym->kind == SYM_NIL)
                has_nil = true;
            else if (!is_iface(ce->type))
                descs[nd++] = type_desc(c, ce->type);
            else if (type_under(ce->type)->nfields == 0)
                has_any = true;
            else
                its[ni++] = ce->type;
        }
    cg_prune_switch(c, nomatch, g.typ, descs, nd, its, ni, has_nil, has_any);
    free(descs);
    free(its);
}

/* ---------------------------------------------------------------- method calls */

/* the address of method k's entry (coro: its $coro entry) in itab tab of interface type it */
static LLVMValueRef entry_slot(Cg *c, LLVMValueRef tab, Type *it, int k, bool coro)
{
    const char *name = type_under(it)->fields[k].name;
    if (coro && !coro_entry_read(name))
        VEC_PUSH(coro_read, ncoro_read, ccoro_read, name);
    cg_prune_slot(c, name, type_under(it)->fields[k].type, coro);
    LLVMTypeRef ptrs = LLVMArrayType2(c->t_ptr, (uint64_t)(RT_ITAB_HEADER + 2 * type_under(it)->nfields));
    LLVMValueRef ix[2] = {LLVMConstInt(c->t_i32, 0, 0),
                          LLVMConstInt(c->t_i32, (unsigned long long)(RT_ITAB_HEADER + 2 * k + coro), 0)};
    return LLVMBuildGEP2(c->b, ptrs, tab, ix, 2, "");
}

/* the receiver's data word and the addresses of method e->method's two entries in its itab (the
   $coro one only when coro_slot is not NULL: an entry nobody reads stays NULL in the itabs) */
static LLVMValueRef method_slots(Cg *c, Expr *e, LLVMValueRef *sync_slot, LLVMValueRef *coro_slot)
{
    Type *it = e->recv->type;
    LLVMValueRef v = cg_expr(c, e->recv);
    LLVMValueRef tab = cg_nil_check(c, LLVMBuildExtractValue(c->b, v, 0, "itab"));
    *sync_slot = entry_slot(c, tab, it, e->method, false);
    if (coro_slot)
        *coro_slot = entry_slot(c, tab, it, e->method, true);
    return LLVMBuildExtractValue(c->b, v, 1, "data");
}

/* the sync entry a call of method k of interface value v (of type it) makes, v's itab checked as
   the call checks it: the function a deferred call's thunk allows to recover (cg_defer.c) */
LLVMValueRef cg_iface_sync_entry(Cg *c, LLVMValueRef v, Type *it, int k)
{
    LLVMValueRef tab = cg_nil_check(c, LLVMBuildExtractValue(c->b, v, 0, "itab"));
    return LLVMBuildLoad2(c->b, c->t_ptr, entry_slot(c, tab, it, k, false), "entry");
}

void cg_iface_go(Cg *c, Expr *call)
{
    LLVMValueRef sync_slot, coro_slot;
    LLVMValueRef data = method_slots(c, call, &sync_slot, &coro_slot);
    cg_go_entries(c, call, type_under(call->recv->type)->fields[call->method].type, data, sync_slot, coro_slot);
}

/* the end of a thunk fn: a call of the method entry with the interface value v's data word and
   fn's parameters from the first-th on, returning what it returns */
static void thunk_call(Cg *c, LLVMValueRef fn, unsigned first, LLVMValueRef v, LLVMValueRef entry)
{
    unsigned n = LLVMCountParams(fn) - first + 1;
    LLVMValueRef *args = xmalloc(sizeof *args * n);
    LLVMTypeRef *ps = xmalloc(sizeof *ps * n);
    args[0] = LLVMBuildExtractValue(c->b, v, 1, "");
    ps[0] = c->t_ptr;
    for (unsigned i = 1; i < n; i++) {
        args[i] = LLVMGetParam(fn, first + i - 1);
        ps[i] = LLVMTypeOf(args[i]);
    }
    LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
    cg_defer_forward(c, fn, entry);
    LLVMValueRef r = LLVMBuildCall2(c->b, LLVMFunctionType(rt, ps, n, 0), entry, args, n, "");
    if (rt == c->t_void)
        LLVMBuildRetVoid(c->b);
    else
        LLVMBuildRet(c->b, r);
    free(args);
    free(ps);
}

/* x.M of an interface value x: a record {entry, $coro entry or NULL, x} in the arena; the entries
   "$ivalue.<I>.<M>" call through x's itab (the $coro one is stored only when x's method has one) */
LLVMValueRef cg_iface_method_value(Cg *c, Expr *e)
{
    Type *it = e->recv->type, *ft = e->type;
    int k = e->method;
    LLVMTypeRef el[3] = {c->t_ptr, c->t_ptr, cg_iface_type(c)};
    LLVMTypeRef rt = LLVMStructTypeInContext(c->ctx, el, 3, 0);
    LLVMValueRef thunks[2];
    for (int coro = 0; coro < 2; coro++) {
        char *name = xprintf("$ivalue.%s.%s.%s", rtname(it), type_under(it)->fields[k].name, coro ? "coro" : "sync");
        LLVMValueRef fn = LLVMGetNamedFunction(c->mod, name);
        if (!fn) {
            LLVMTypeRef *ps = xmalloc(sizeof *ps * (size_t)(ft->nparams + 2));
            ps[0] = c->t_ptr;
            for (int i = 0; i < ft->nparams; i++)
                ps[i + 1] = cg_type(c, ft->params[i]);
            LLVMTypeRef fty = LLVMFunctionType(coro ? c->t_ptr : cg_results_type(c, ft), ps, (unsigned)ft->nparams + 1, 0);
            fn = LLVMAddFunction(c->mod, name, fty);
            LLVMSetLinkage(fn, LLVMInternalLinkage);
            cg_coro_attrs(c, fn, false);
            CgHelper h = cg_helper_begin(c, fn);
            LLVMValueRef v = LLVMBuildLoad2(c->b, el[2], LLVMBuildStructGEP2(c->b, rt, LLVMGetParam(fn, 0), 2, ""), "");
            LLVMValueRef entry = LLVMBuildLoad2(c->b, c->t_ptr,
                                                entry_slot(c, LLVMBuildExtractValue(c->b, v, 0, ""), it, k, coro), "");
            thunk_call(c, fn, 1, v, entry);
            free(ps);
            cg_helper_end(c, &h);
        }
        free(name);
        thunks[coro] = fn;
    }
    LLVMValueRef v = cg_expr(c, e->recv);
    LLVMValueRef tab = cg_nil_check(c, LLVMBuildExtractValue(c->b, v, 0, "itab")); /* nil panics now */
    LLVMValueRef co = LLVMBuildLoad2(c->b, c->t_ptr, entry_slot(c, tab, it, k, true), "");
    LLVMValueRef a[2] = {LLVMBuildTrunc(c->b, LLVMSizeOf(rt), c->t_i32, ""), LLVMBuildTrunc(c->b, LLVMAlignOf(rt), c->t_i32, "")};
    LLVMValueRef rec = cg_call_rt(c, "rt_alloc", a, 2);
    LLVMBuildStore(c->b, thunks[0], LLVMBuildStructGEP2(c->b, rt, rec, 0, ""));
    LLVMBuildStore(c->b, LLVMBuildSelect(c->b, LLVMBuildIsNotNull(c->b, co, ""), thunks[1], LLVMConstNull(c->t_ptr), ""),
                   LLVMBuildStructGEP2(c->b, rt, rec, 1, ""));
    LLVMBuildStore(c->b, v, LLVMBuildStructGEP2(c->b, rt, rec, 2, ""));
    return rec;
}

/* I.M of an interface type: a constant record whose sync entry "$imexpr.<I>.<M>" calls M through
   its first argument's itab (a nil interface panics there). It has no $coro entry: a call that
   reaches a method that blocks drives the scheduler until it completes, as sync code does. */
LLVMValueRef cg_iface_method_expr(Cg *c, Expr *e)
{
    Type *ft = e->type, *it = ft->params[0];
    int k = e->method;
    char *name = xprintf("$imexpr.%s.%s", rtname(it), type_under(it)->fields[k].name);
    LLVMValueRef g = LLVMGetNamedGlobal(c->mod, name);
    if (g) {
        free(name);
        return g;
    }
    LLVMTypeRef fty = cg_entry_type(c, ft, false);
    LLVMValueRef fn = LLVMAddFunction(c->mod, xprintf("%s.sync", name), fty);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    cg_coro_attrs(c, fn, false);
    CgHelper h = cg_helper_begin(c, fn);
    LLVMValueRef v = LLVMGetParam(fn, 1);
    LLVMValueRef tab = cg_nil_check(c, LLVMBuildExtractValue(c->b, v, 0, "itab"));
    LLVMValueRef entry = LLVMBuildLoad2(c->b, c->t_ptr, entry_slot(c, tab, it, k, false), "");
    thunk_call(c, fn, 2, v, entry);
    cg_helper_end(c, &h);
    LLVMValueRef el[2] = {fn, LLVMConstNull(c->t_ptr)};
    g = cg_const_global(c, LLVMConstStructInContext(c->ctx, el, 2, 0), name);
    free(name);
    return g;
}

/* At most this many implementations that may suspend are awaited directly at an interface call
   in $coro code; more go through the itab's $coro entry (a general-pool frame). */
#define DIRECT_AWAITS_MAX 4

/* the dynamic types whose method k of interface it may suspend (their method in ms); -1 when
   there are more than DIRECT_AWAITS_MAX or one is not a Go function (an intrinsic) */
static int suspending_impls(Cg *c, Type *it, int k, Type **ts, MethodRef *ms)
{
    int n = 0;
    for (int j = 0; j < c->prog->niface_types; j++) {
        Type *t = c->prog->iface_types[j];
        MethodRef m;
        if (!cg_iface_implements(t, it) || !type_method_ref(t, type_under(it)->fields[k].name, &m) || !m.decl->tainted)
            continue;
        if (n == DIRECT_AWAITS_MAX || m.decl->pkgop || !m.decl->body)
            return -1;
        ts[n] = t;
        ms[n++] = m;
    }
    return n;
}

/* x.M(args) in $coro code where the types ts (n of them) have an M that may suspend: the itab is
   compared with each of theirs, and a match awaits that M directly, like a direct call (its frame
   elided into the caller's frame, or its body inlined: no frame from the general pool); every
   other dynamic type's M cannot suspend and is called through the itab's sync entry. */
static LLVMValueRef direct_awaits(Cg *c, Expr *e, Type *it, Type *ft, Type **ts, MethodRef *ms, int n)
{
    LLVMValueRef v = cg_expr(c, e->recv);
    LLVMValueRef tab = cg_nil_check(c, LLVMBuildExtractValue(c->b, v, 0, "itab"));
    LLVMValueRef data = LLVMBuildExtractValue(c->b, v, 1, "data");
    int np = ft->nparams + 1;
    LLVMValueRef *args = cg_args_after(c, e, ft, data);
    LLVMValueRef *vals = xmalloc(sizeof *vals * (size_t)(n + 1));
    LLVMBasicBlockRef *bbs = xmalloc(sizeof *bbs * (size_t)(n + 1));
    LLVMBasicBlockRef join = cg_block(c, "iface.join");
    for (int i = 0; i < n; i++) {
        LLVMBasicBlockRef hit = cg_block(c, "iface.await"), next = cg_block(c, "iface.next");
        LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, tab, itab(c, ts[i], it), ""), hit, next);
        LLVMPositionBuilderAtEnd(c->b, hit);
        LLVMValueRef *a = xmalloc(sizeof *a * (size_t)np);
        memcpy(a, args, sizeof *a * (size_t)np);
        a[0] = cg_method_receiver(c, data, ts[i], &ms[i]);
        vals[i] = cg_coro_await_call(c, ms[i].decl, a, np); /* never inlined: one copy per method */
        free(a);
        bbs[i] = LLVMGetInsertBlock(c->b);
        LLVMBuildBr(c->b, join);
        LLVMPositionBuilderAtEnd(c->b, next);
    }
    LLVMValueRef entry = LLVMBuildLoad2(c->b, c->t_ptr, entry_slot(c, tab, it, e->method, false), "iface.sync");
    return cg_direct_awaits_end(c, ft, entry, args, vals, bbs, n, join);
}

LLVMValueRef cg_iface_call(Cg *c, Expr *e)
{
    Type *it = e->recv->type;
    Type *ft = type_under(it)->fields[e->method].type;
    if (c->coro && callgraph_iface_suspends(c->prog, it, e->method)) {
        Type *ts[DIRECT_AWAITS_MAX];
        MethodRef ms[DIRECT_AWAITS_MAX];
        int n = suspending_impls(c, it, e->method, ts, ms);
        if (n >= 0)
            return direct_awaits(c, e, it, ft, ts, ms, n);
    }
    LLVMValueRef sync_slot, coro_slot = NULL;
    bool may = c->coro && callgraph_iface_suspends(c->prog, it, e->method);
    LLVMValueRef data = method_slots(c, e, &sync_slot, may ? &coro_slot : NULL);
    return cg_call_entries(c, e, ft, data, sync_slot, coro_slot);
}
