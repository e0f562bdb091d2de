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
static unsigned go_kind(Type *t)
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

/* a method's record; recv: its receiver type (NULL: an interface's method) */
static LLVMValueRef method_rec(Cg *c, const char *name, const char *pkgpath, Type *ft, Type *recv)
{
    LLVMValueRef f[6];
    str(c, name, f);
    str(c, pkgpath, f + 2);
    f[4] = f[5] = cg_iface_type_desc(c, ft);
    if (recv) {
        Type **ps = xmalloc(sizeof *ps * (size_t)(ft->nparams + 1));
        ps[0] = recv;
        for (int i = 0; i < ft->nparams; i++)
            ps[i + 1] = ft->params[i];
        f[5] = cg_iface_type_desc(c, type_func(ps, ft->nparams + 1, ft->results, ft->nresults, ft->variadic));
        free(ps);
    }
    return LLVMConstNamedStruct(layout(c, RT_METHOD_LAYOUT), f, 6);
}

static int cmp_name(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool exported(const char *name)
{
    return name[0] >= 'A' && name[0] <= 'Z';
}

/* the method set of concrete type t, sorted by name: the methods its named type declares and
   those of the program's interfaces' names that t has (promoted ones among them) */
static LLVMValueRef method_set(Cg *c, Type *t, int *n)
{
    const char **names = NULL;
    int nn = 0, cap = 0;
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
    *n = 0;
    for (int i = 0; i < nn; i++) {
        MethodRef m;
        if ((i > 0 && !strcmp(names[i], names[i - 1])) || !type_method_ref(t, names[i], &m))
            continue;
        const char *pkg = exported(names[i]) ? NULL : m.decl->recv_type && type_under(m.decl->recv_type)->kind == TY_POINTER
                                                             ? m.decl->recv_type->elem->pkgpath
                                                             : m.decl->recv_type ? m.decl->recv_type->pkgpath : NULL;
        recs[(*n)++] = method_rec(c, names[i], pkg, m.decl->type, t);
    }
    LLVMValueRef r = array(c, layout(c, RT_METHOD_LAYOUT), recs, *n, "$methods");
    free(recs);
    free(names);
    return r;
}

LLVMValueRef cg_reflect_info(Cg *c, Type *t)
{
    Type *u = type_under(t);
    LLVMValueRef f[17];
    for (int i = 0; i < 17; i++)
        f[i] = i32(c, 0);
    unsigned kind = go_kind(t);
    if (!cg_iface_boxes(t))
        kind |= RT_KIND_DIRECT;
    if (cg_iface_comparable(t))
        kind |= RT_KIND_COMPARABLE;
    f[0] = i32(c, kind);
    f[1] = i32(c, type_sizeof(t));
    f[2] = i32(c, type_alignof(t));
    if (t->kind == TY_NAMED || (t->kind >= TY_BOOL && t->kind <= TY_STRING)) {
        str(c, t->name, f + 3);
        str(c, t->kind == TY_NAMED ? t->pkgpath : NULL, f + 5);
    } else {
        str(c, NULL, f + 3);
        str(c, NULL, f + 5);
    }
    f[7] = f[8] = f[10] = f[15] = f[16] = LLVMConstNull(c->t_ptr);
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
    if (u->kind != TY_POINTER)
        f[16] = cg_iface_type_desc(c, type_pointer(t));
    return cg_const_global(c, LLVMConstNamedStruct(layout(c, RT_TYPEINFO_LAYOUT), f, 17),
                           xprintf("$typeinfo.%s", cg_iface_type_name(t)));
}
