/* cg_reflect.c - the type data of package reflect (and internal/reflectlite, which shares it):
 * in a program that imports either, each type descriptor (cg_iface.c) carries one more word, the
 * address of its rt_typeinfo (rt_abi.h: kind, size, alignment, name, element and key types, struct
 * fields, function parameters, the method set), which runtime-baremetal/lib/reflect reads through
 * unsafe. The types an rt_typeinfo points to get descriptors of their own, so every type reflect
 * can reach from a value converted to an interface has one. A program that imports neither
 * package gets none of this: its descriptors keep RT_TYPE_LAYOUT and its flash does not grow. */
#include <stdlib.h>
#include <string.h>

#include "cg.h"
#include "rt_abi.h"

bool cg_reflect_enabled(Cg *c)
{
    for (int i = 0; i < c->prog->npkgs; i++)
        if (!strcmp(c->prog->pkgs[i]->path, "reflect") || !strcmp(c->prog->pkgs[i]->path, "internal/reflectlite"))
            return true;
    return false;
}

/* Go's reflect.Kind of t */
unsigned cg_reflect_kind(Type *t)
{
    if (t->kind == TY_NAMED && t->pkgpath && !strcmp(t->pkgpath, "unsafe") && !strcmp(t->name, "Pointer"))
        return 26;
    Type *u = type_under(t);
    if (u->kind >= TY_BOOL && u->kind <= TY_COMPLEX128)
        return (unsigned)(u->kind - TY_BOOL) + 1;
    switch (u->kind) {
    case TY_STRING: return 24;
    case TY_ARRAY: return 17;
    case TY_CHAN: return 18;
    case TY_FUNC: return 19;
    case TY_INTERFACE: return 20;
    case TY_MAP: return 21;
    case TY_POINTER: return 22;
    case TY_SLICE: return 23;
    case TY_STRUCT: return 25;
    default: return 0;
    }
}

static LLVMTypeRef layout(Cg *c, const char *l)
{
    int n = (int)strlen(l);
    LLVMTypeRef *el = xmalloc(sizeof *el * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        el[i] = l[i] == 'p' ? c->t_ptr : c->t_i32;
    LLVMTypeRef r = LLVMStructTypeInContext(c->ctx, el, (unsigned)n, 0);
    free(el);
    return r;
}

static LLVMValueRef i32(Cg *c, long long v)
{
    return LLVMConstInt(c->t_i32, (unsigned long long)v, 0);
}

/* a string's two words at f[0], f[1] (NULL or "": {null, 0}) */
static void str(Cg *c, const char *s, LLVMValueRef *f)
{
    if (!s || !*s) {
        f[0] = LLVMConstNull(c->t_ptr);
        f[1] = i32(c, 0);
        return;
    }
    f[0] = LLVMGetOperand(cg_string_const(c, s, (int)strlen(s)), 0);
    f[1] = i32(c, (long long)strlen(s));
}

/* a constant array of records (or NULL when n is 0) */
static LLVMValueRef array(Cg *c, LLVMTypeRef el, LLVMValueRef *vals, int n, const char *name)
{
    if (n == 0)
        return LLVMConstNull(c->t_ptr);
    return cg_const_global(c, LLVMConstArray2(el, vals, (uint64_t)n), name);
}

/* the LLVM struct of a call's parameters (from, n types) laid out in memory, as reflect's Call
   writes them (each at the next multiple of its alignment) */
static LLVMTypeRef block_type(Cg *c, Type *const *ts, int n)
{
    LLVMTypeRef *el = xmalloc(sizeof *el * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        el[i] = cg_type(c, ts[i]);
    LLVMTypeRef r = LLVMStructTypeInContext(c->ctx, el, (unsigned)n, 0);
    free(el);
    return r;
}

/* reflect.MakeFunc of func type ft: the sync entry of the records MakeFunc makes, {entry, NULL,
   impl}: it stores its parameters in an args block, calls the func value impl (reflect's
   func(args, results unsafe.Pointer), which calls the Go function given to MakeFunc) and returns
   what impl stored in the results block */
static LLVMValueRef makefunc_stub(Cg *c, Type *ft, const char *name)
{
    LLVMTypeRef *eps = xmalloc(sizeof *eps * (size_t)(ft->nparams + 2));
    eps[0] = c->t_ptr;
    for (int i = 0; i < ft->nparams; i++)
        eps[i + 1] = cg_type(c, ft->params[i]);
    LLVMTypeRef rty = cg_results_type(c, ft);
    LLVMValueRef fn = LLVMAddFunction(c->mod, xprintf("%s.stub", name),
                                      LLVMFunctionType(rty, eps, (unsigned)ft->nparams + 1, 0));
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    cg_coro_attrs(c, fn, false);
    CgHelper h = cg_helper_begin(c, fn);
    LLVMTypeRef at = block_type(c, ft->params, ft->nparams), rt = block_type(c, ft->results, ft->nresults);
    LLVMValueRef args = LLVMBuildAlloca(c->b, at, "args"), res = LLVMBuildAlloca(c->b, rt, "res");
    for (int i = 0; i < ft->nparams; i++)
        LLVMBuildStore(c->b, LLVMGetParam(fn, (unsigned)i + 1), LLVMBuildStructGEP2(c->b, at, args, (unsigned)i, ""));
    LLVMTypeRef recty = LLVMStructTypeInContext(c->ctx, (LLVMTypeRef[]){c->t_ptr, c->t_ptr, c->t_ptr}, 3, 0);
    LLVMValueRef impl = LLVMBuildLoad2(c->b, c->t_ptr, LLVMBuildStructGEP2(c->b, recty, LLVMGetParam(fn, 0), 2, ""), "impl");
    LLVMValueRef entry = LLVMBuildLoad2(c->b, c->t_ptr, impl, "entry");
    cg_defer_forward(c, fn, entry);
    LLVMTypeRef ity = LLVMFunctionType(c->t_void, (LLVMTypeRef[]){c->t_ptr, c->t_ptr, c->t_ptr}, 3, 0);
    LLVMBuildCall2(c->b, ity, entry, (LLVMValueRef[]){impl, args, res}, 3, "");
    if (ft->nresults == 0) {
        LLVMBuildRetVoid(c->b);
    } else if (ft->nresults == 1) {
        LLVMBuildRet(c->b, LLVMBuildLoad2(c->b, rty, LLVMBuildStructGEP2(c->b, rt, res, 0, ""), ""));
    } else {
        LLVMValueRef r = LLVMGetUndef(rty);
        for (int i = 0; i < ft->nresults; i++)
            r = LLVMBuildInsertValue(c->b, r, LLVMBuildLoad2(c->b, cg_type(c, ft->results[i]),
                                                             LLVMBuildStructGEP2(c->b, rt, res, (unsigned)i, ""), ""),
                                     (unsigned)i, "");
        LLVMBuildRet(c->b, r);
    }
    cg_helper_end(c, &h);
    free(eps);
    return fn;
}

/* Value.Call of func type ft: a func value (a constant record) whose sync entry is
   (record, fv, args, results): it loads the parameters from the args block, calls fv's sync
   entry and stores the results in the results block. Its third word is MakeFunc's entry of type
   ft (makefunc_stub), a weak reference kept only where reflect.MakeFunc is linked */
static LLVMValueRef call_thunk(Cg *c, Type *t)
{
    Type *ft = type_under(t);
    char *name = xprintf("$rcall.%s", cg_iface_type_name(ft));
    LLVMValueRef g = LLVMGetNamedGlobal(c->mod, name);
    if (g)
        return g;
    LLVMTypeRef ps[4] = {c->t_ptr, c->t_ptr, c->t_ptr, c->t_ptr};
    LLVMValueRef fn = LLVMAddFunction(c->mod, xprintf("%s.fn", name), LLVMFunctionType(c->t_void, ps, 4, 0));
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    cg_coro_attrs(c, fn, false);
    CgHelper h = cg_helper_begin(c, fn);
    LLVMValueRef fv = LLVMGetParam(fn, 1), args = LLVMGetParam(fn, 2), res = LLVMGetParam(fn, 3);
    LLVMTypeRef at = block_type(c, ft->params, ft->nparams), rt = block_type(c, ft->results, ft->nresults);
    LLVMTypeRef *eps = xmalloc(sizeof *eps * (size_t)(ft->nparams + 2));
    LLVMValueRef *av = xmalloc(sizeof *av * (size_t)(ft->nparams + 2));
    eps[0] = c->t_ptr;
    av[0] = fv;
    for (int i = 0; i < ft->nparams; i++) {
        eps[i + 1] = cg_type(c, ft->params[i]);
        av[i + 1] = LLVMBuildLoad2(c->b, eps[i + 1], LLVMBuildStructGEP2(c->b, at, args, (unsigned)i, ""), "");
    }
    LLVMTypeRef ety = LLVMFunctionType(cg_results_type(c, ft), eps, (unsigned)ft->nparams + 1, 0);
    LLVMValueRef entry = LLVMBuildLoad2(c->b, c->t_ptr, fv, "entry");
    cg_defer_forward(c, fn, entry);
    LLVMValueRef r = LLVMBuildCall2(c->b, ety, entry, av, (unsigned)ft->nparams + 1, "");
    for (int i = 0; i < ft->nresults; i++)
        LLVMBuildStore(c->b, ft->nresults == 1 ? r : LLVMBuildExtractValue(c->b, r, (unsigned)i, ""),
                       LLVMBuildStructGEP2(c->b, rt, res, (unsigned)i, ""));
    LLVMBuildRetVoid(c->b);
    cg_helper_end(c, &h);
    free(eps);
    free(av);
    LLVMValueRef rec[3] = {fn, LLVMConstNull(c->t_ptr), makefunc_stub(c, ft, name)};
    g = LLVMAddGlobal(c->mod, LLVMStructTypeInContext(c->ctx, (LLVMTypeRef[]){c->t_ptr, c->t_ptr, c->t_ptr}, 3, 0), name);
    LLVMSetInitializer(g, LLVMConstStructInContext(c->ctx, rec, 3, 0));
    cg_prune_weak(c, g, 2, "reflect.MakeFunc");
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMInternalLinkage);
    LLVMSetAlignment(g, 4);
    return g;
}

/* Value.Method of method name of type t: the sync entry of a func value record {entry, NULL,
   data word} calling the method on the receiver the data word holds */
static LLVMValueRef bind_thunk(Cg *c, Type *t, const char *mname, Type *ft)
{
    char *name = xprintf("$rbind.%s.%s", cg_iface_type_name(t), mname);
    LLVMValueRef fn = LLVMGetNamedFunction(c->mod, name);
    if (fn)
        return fn;
    LLVMValueRef target = cg_iface_method_entry(c, t, mname);
    if (!target)
        return LLVMConstNull(c->t_ptr);
    LLVMTypeRef tt = LLVMGlobalGetValueType(target);
    unsigned np = LLVMCountParamTypes(tt);
    LLVMTypeRef *ps = xmalloc(sizeof *ps * (np + 1));
    LLVMGetParamTypes(tt, ps);
    fn = LLVMAddFunction(c->mod, name, LLVMFunctionType(LLVMGetReturnType(tt), ps, np, 0));
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    cg_coro_attrs(c, fn, false);
    CgHelper h = cg_helper_begin(c, fn);
    LLVMValueRef *args = xmalloc(sizeof *args * (np + 1));
    LLVMTypeRef recty = LLVMStructTypeInContext(c->ctx, (LLVMTypeRef[]){c->t_ptr, c->t_ptr, c->t_ptr}, 3, 0);
    args[0] = LLVMBuildLoad2(c->b, c->t_ptr, LLVMBuildStructGEP2(c->b, recty, LLVMGetParam(fn, 0), 2, ""), "data");
    for (unsigned i = 1; i < np; i++)
        args[i] = LLVMGetParam(fn, i);
    cg_defer_forward(c, fn, target);
    LLVMValueRef r = LLVMBuildCall2(c->b, tt, target, args, np, "");
    if (LLVMGetReturnType(tt) == c->t_void)
        LLVMBuildRetVoid(c->b);
    else
        LLVMBuildRet(c->b, r);
    cg_helper_end(c, &h);
    free(args);
    free(ps);
    (void)ft;
    return fn;
}

/* is t (or the type *t points to) a named type of Go's standard library (an import path whose
   first element has no dot, Go's own rule) or of corogo's replacements? */
static bool std_type(Type *t)
{
    Type *base = type_under(t)->kind == TY_POINTER && t->kind != TY_NAMED ? t->elem : t;
    if (!base || base->kind != TY_NAMED || !base->pkgpath || !strcmp(base->pkgpath, "main"))
        return false;
    const char *slash = strchr(base->pkgpath, '/'), *dot = strchr(base->pkgpath, '.');
    return !dot || (slash && dot > slash);
}

/* a method's record; recv: its receiver type (NULL: an interface's method). The methods of the
   standard library's types get neither the func type with the receiver (Method(i).Type is the
   one without) nor a bound entry (Value.Method panics): that keeps a program that sorts or
   formats from carrying a caller and a descriptor per library method */
static LLVMValueRef method_rec(Cg *c, const char *name, const char *pkgpath, Type *ft, Type *recv)
{
    LLVMValueRef f[7];
    str(c, name, f);
    str(c, pkgpath, f + 2);
    f[4] = f[5] = cg_iface_type_desc(c, ft);
    f[6] = LLVMConstNull(c->t_ptr);
    if (recv && !std_type(recv)) {
        f[6] = bind_thunk(c, recv, name, ft);
        Type **ps = xmalloc(sizeof *ps * (size_t)(ft->nparams + 1));
        ps[0] = recv;
        for (int i = 0; i < ft->nparams; i++)
            ps[i + 1] = ft->params[i];
        f[5] = cg_iface_type_desc(c, type_func(ps, ft->nparams + 1, ft->results, ft->nresults, ft->variadic));
        free(ps);
    }
    return LLVMConstNamedStruct(layout(c, RT_METHOD_LAYOUT), f, 7);
}

static int cmp_name(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool exported(const char *name)
{
    return name[0] >= 'A' && name[0] <= 'Z';
}

/* a type of package reflect itself (Value, its rtype, ...): described without its method set,
   whose methods' types, callers and bound entries would otherwise make most of reflect's code
   and type data part of every program that imports it */
static bool reflect_own(Type *t)
{
    Type *base = type_under(t)->kind == TY_POINTER && t->kind != TY_NAMED ? t->elem : t;
    return base && base->kind == TY_NAMED && base->pkgpath &&
           (!strcmp(base->pkgpath, "reflect") || !strcmp(base->pkgpath, "internal/reflectlite"));
}

/* the method set of concrete type t, sorted by name: the methods its named type declares and
   those of the program's interfaces' names that t has (promoted ones among them) */
static LLVMValueRef method_set(Cg *c, Type *t, int *n)
{
    const char **names = NULL;
    int nn = 0, cap = 0;
    *n = 0;
    if (reflect_own(t))
        return LLVMConstNull(c->t_ptr);
    Type *base = type_under(t)->kind == TY_POINTER && t->kind != TY_NAMED ? t->elem : t;
    if (base && base->kind == TY_NAMED)
        for (int i = 0; i < base->nmethods; i++)
            VEC_PUSH(names, nn, cap, base->methods[i].name);
    Type *it;
    LLVMValueRef desc;
    for (int i = 0; (it = cg_iface_dyn_type(i, &desc)); i++)
        if (type_under(it)->kind == TY_INTERFACE)
            for (int j = 0; j < type_under(it)->nfields; j++)
                VEC_PUSH(names, nn, cap, type_under(it)->fields[j].name);
    for (int i = 0; (it = cg_iface_iface_type(i)); i++)
        for (int j = 0; j < type_under(it)->nfields; j++)
            VEC_PUSH(names, nn, cap, type_under(it)->fields[j].name);
    if (nn)
        qsort(names, (size_t)nn, sizeof *names, cmp_name);
    LLVMValueRef *recs = xmalloc(sizeof *recs * (size_t)(nn + 1));
    const char **rnames = xmalloc(sizeof *rnames * (size_t)(nn + 1));
    Type **fts = xmalloc(sizeof *fts * (size_t)(nn + 1));
    *n = 0;
    for (int i = 0; i < nn; i++) {
        MethodRef m;
        if ((i > 0 && !strcmp(names[i], names[i - 1])) || !type_method_ref(t, names[i], &m))
            continue;
        const char *pkg = exported(names[i]) ? NULL : m.decl->recv_type && type_under(m.decl->recv_type)->kind == TY_POINTER
                                                             ? m.decl->recv_type->elem->pkgpath
                                                             : m.decl->recv_type ? m.decl->recv_type->pkgpath : NULL;
        rnames[*n] = names[i];
        fts[*n] = m.decl->type;
        recs[(*n)++] = method_rec(c, names[i], pkg, m.decl->type, t);
    }
    LLVMValueRef r = array(c, layout(c, RT_METHOD_LAYOUT), recs, *n, "$methods");
    if (*n)
        cg_prune_methods(c, r, rnames, fts, *n); /* types and entries only where reflect reads them */
    free(recs);
    free(rnames);
    free(fts);
    free(names);
    return r;
}

/* rt_typeinfo g's *T (field 16) is read by PointerTo, Value.Addr, New and NewAt alone */
static void ptr_weak(Cg *c, LLVMValueRef g)
{
    static const char *const readers[] = {"reflect.ptrTo", "reflect.Value.Addr", "reflect.New", "reflect.NewAt"};
    for (int i = 0; i < 4; i++)
        cg_prune_weak(c, g, 16, readers[i]);
}

LLVMValueRef cg_reflect_info(Cg *c, Type *t)
{
    Type *u = type_under(t);
    LLVMValueRef f[18];
    for (int i = 0; i < 18; i++)
        f[i] = i32(c, 0);
    unsigned kind = cg_reflect_kind(t);
    if (!cg_iface_boxes(t))
        kind |= RT_KIND_DIRECT;
    if (cg_iface_comparable(t))
        kind |= RT_KIND_COMPARABLE;
    f[0] = i32(c, kind);
    f[1] = i32(c, type_sizeof(t));
    f[2] = i32(c, type_alignof(t));
    if (t->kind == TY_NAMED || (t->kind >= TY_BOOL && t->kind <= TY_STRING)) {
        str(c, t->kind == TY_NAMED ? cg_iface_named_name(t) : t->name, f + 3);
        str(c, t->kind == TY_NAMED ? t->pkgpath : NULL, f + 5);
    } else {
        str(c, NULL, f + 3);
        str(c, NULL, f + 5);
    }
    f[7] = f[8] = f[10] = f[15] = f[16] = f[17] = LLVMConstNull(c->t_ptr);
    f[13] = LLVMConstNull(c->t_ptr);
    switch (u->kind) {
    case TY_POINTER: case TY_SLICE: case TY_ARRAY: case TY_CHAN: case TY_MAP:
        if ((kind & 0xffu) != 26 && u->elem)
            f[7] = cg_iface_type_desc(c, u->elem);
        break;
    default:
        break;
    }
    if (u->kind == TY_MAP) {
        f[8] = cg_iface_type_desc(c, u->key);
        f[15] = cg_map_type_desc(c, t);
    }
    if (u->kind == TY_ARRAY)
        f[9] = i32(c, u->len);
    if (u->kind == TY_CHAN)
        f[9] = i32(c, u->dir == CHAN_RECV ? 1 : u->dir == CHAN_SEND ? 2 : 3);
    if (u->kind == TY_STRUCT) {
        LLVMTypeRef ft = layout(c, RT_FIELD_LAYOUT);
        LLVMValueRef *recs = xmalloc(sizeof *recs * (size_t)(u->nfields + 1));
        for (int i = 0; i < u->nfields; i++) {
            Field *fd = &u->fields[i];
            LLVMValueRef r[9];
            str(c, fd->name, r);
            str(c, fd->pkgpath, r + 2);
            r[4] = cg_iface_type_desc(c, fd->type);
            r[5] = i32(c, type_field_offset(u, i));
            r[6] = i32(c, fd->embedded);
            str(c, fd->tag, r + 7);
            recs[i] = LLVMConstNamedStruct(ft, r, 9);
        }
        f[10] = array(c, ft, recs, u->nfields, "$fields");
        f[11] = i32(c, u->nfields);
        free(recs);
    }
    if (u->kind == TY_FUNC) {
        int n = u->nparams + u->nresults;
        LLVMValueRef *ts = xmalloc(sizeof *ts * (size_t)(n + 1));
        for (int i = 0; i < u->nparams; i++)
            ts[i] = cg_iface_type_desc(c, u->params[i]);
        for (int i = 0; i < u->nresults; i++)
            ts[u->nparams + i] = cg_iface_type_desc(c, u->results[i]);
        f[10] = array(c, c->t_ptr, ts, n, "$params");
        f[11] = i32(c, n);
        f[12] = i32(c, u->nresults);
        f[9] = i32(c, u->variadic);
        f[17] = call_thunk(c, t);
        free(ts);
    }
    if (u->kind == TY_INTERFACE) {
        LLVMTypeRef mt = layout(c, RT_METHOD_LAYOUT);
        LLVMValueRef *recs = xmalloc(sizeof *recs * (size_t)(u->nfields + 1));
        for (int i = 0; i < u->nfields; i++)
            recs[i] = method_rec(c, u->fields[i].name, u->fields[i].pkgpath, u->fields[i].type, NULL);
        f[13] = array(c, mt, recs, u->nfields, "$imethods");
        f[14] = i32(c, u->nfields);
        f[15] = cg_iface_iface_desc(c, t);
        free(recs);
    } else {
        int n;
        f[13] = method_set(c, t, &n);
        f[14] = i32(c, n);
    }
    if (u->kind != TY_POINTER && u->kind != TY_FUNC && !reflect_own(t)) /* New, Addr, PtrTo */
        f[16] = cg_iface_type_desc(c, type_pointer(t));
    LLVMValueRef g = cg_const_global(c, LLVMConstNamedStruct(layout(c, RT_TYPEINFO_LAYOUT), f, 18),
                                     xprintf("$typeinfo.%s", cg_iface_type_name(t)));
    if (!LLVMIsNull(f[13])) /* the method records: their one reader is (*rtype).method (type.go) */
        cg_prune_weak(c, g, 13, "reflect.(*rtype).method");
    if (!LLVMIsNull(f[16]))
        ptr_weak(c, g);
    return g;
}

/* A pointer or func type's *T (cg_reflect_info leaves it out: pointers of pointers have no end),
   where the program has that descriptor anyway (cg_iface_finish, once every descriptor is made):
   reflect's New, Addr, NewAt and PointerTo then give the program's own type, which its assertions
   compare with, rather than one made at run time. */
void cg_reflect_ptr_to(Cg *c, LLVMValueRef info, LLVMValueRef ptr_desc)
{
    LLVMValueRef init = LLVMGetInitializer(info);
    if (!init || !LLVMIsNull(LLVMGetOperand(init, 16)))
        return;
    LLVMValueRef f[18];
    for (unsigned i = 0; i < 18; i++)
        f[i] = LLVMGetOperand(init, i);
    f[16] = ptr_desc;
    LLVMSetInitializer(info, LLVMConstNamedStruct(LLVMTypeOf(init), f, 18));
    ptr_weak(c, info);
}

/* The descriptors of the program's unnamed composite types (pointers, slices, arrays, maps,
   channels, funcs, structs), where reflect's ArrayOf, SliceOf, MapOf, ChanOf, PointerTo and
   StructOf look first, so that they return the program's own type when it has one (Go's
   identity of types). The table is the result of the function reflect declares as
   corogo_reflect_types, {count, descriptors...}, defined here once every descriptor is made;
   it is linked only where one of those functions is. Reflect's kind accessor (cg_kinds.c) gets its
   body here too. */
void cg_reflect_table(Cg *c)
{
    cg_kinds_define(c);
    LLVMValueRef fn = LLVMGetNamedFunction(c->mod, "corogo_reflect_types");
    if (!fn || !LLVMIsDeclaration(fn))
        return;
    LLVMValueRef *descs = NULL, desc;
    int n = 0, cap = 0;
    Type *t;
    for (int i = 0; (t = cg_iface_dyn_type(i, &desc)); i++) {
        if (t->kind == TY_NAMED || t->kind != type_under(t)->kind)
            continue;
        switch (t->kind) {
        case TY_POINTER: case TY_SLICE: case TY_ARRAY: case TY_MAP: case TY_CHAN: case TY_FUNC: case TY_STRUCT:
            VEC_PUSH(descs, n, cap, desc);
            break;
        default:
            break;
        }
    }
    LLVMValueRef f[2] = {i32(c, n), LLVMConstArray2(c->t_ptr, descs, (uint64_t)n)};
    LLVMValueRef g = cg_const_global(c, LLVMConstStructInContext(c->ctx, f, 2, 0), "$reflect.types");
    free(descs);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    CgHelper h = cg_helper_begin(c, fn);
    LLVMBuildRet(c->b, g);
    cg_helper_end(c, &h);
}
