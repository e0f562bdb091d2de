/* cg_map.c - maps in generated code. A map value is a pointer to the runtime's rt_map (NULL: a nil
 * map); len(m) loads its first int32 inline. Each map type gets one constant descriptor (rt_maptype,
 * RT_MAPTYPE_LAYOUT in rt_abi.h) that tells runtime-baremetal/map.c how to hash and compare its
 * keys: the key's bytes (integers, bools, pointers, channels, and arrays and structs of those
 * without padding), a string, or a list of segments (byte runs and string headers; padding and
 * blank fields left out) for other struct and array keys; and where the key and the value sit in
 * an entry {uint32 hash, key, value} (offsets from types.c's 32-bit layout, the one the channels'
 * element sizes use too). Keys are passed by address (a slot in the frame), a one-word key or a
 * string by value (the _32 and _str forms of lookup, assign and delete). m[k] reads through
 * rt_map_lookup (absent: the zero value), `m[k] = v` evaluates m and k in the assignment's first
 * phase and inserts in its second (rt_map_assign returns the value's slot), `m[k] op= v` and
 * m[k]++ read, compute, then insert, so the slot is never held across evaluation that could grow
 * the map. for range walks with an iterator in the frame (rt_map_iter). make(map...), map
 * literals and insertion allocate from the arena: allocation sites (heap.c). */
#include <stdlib.h>
#include <string.h>

#include "cg.h"
#include "rt_abi.h"

static LLVMValueRef i32c(Cg *c, long long v)
{
    return LLVMConstInt(c->t_i32, (unsigned long long)v, 1);
}

static int64_t align_up(int64_t n, int64_t a)
{
    return (n + a - 1) / a * a;
}

bool cg_map_is_index(const Expr *e)
{
    while (e && e->kind == E_PAREN)
        e = e->x;
    return e && e->kind == E_INDEX && type_under(e->x->type)->kind == TY_MAP;
}

/* ---------------------------------------------------------------- the descriptor */

typedef struct Seg {
    int64_t off, size; /* a byte run, or RT_MAPSEG_STRING / _FLOAT32 / _FLOAT64 */
} Seg;

typedef struct Segs {
    Seg *v;
    int n, cap;
} Segs;

/* a segment of plain bytes (not a string header, a float or an interface: RT_MAPSEG_*) */
static bool byte_run(int64_t size)
{
    return size != RT_MAPSEG_STRING && size < RT_MAPSEG_IFACE;
}

static void seg_add(Segs *s, int64_t off, int64_t size)
{
    if (byte_run(size) && s->n > 0 && byte_run(s->v[s->n - 1].size) && s->v[s->n - 1].off + s->v[s->n - 1].size == off) {
        s->v[s->n - 1].size += size; /* adjacent bytes: one run */
        return;
    }
    Seg g = {off, size};
    VEC_PUSH(s->v, s->n, s->cap, g);
}

/* the parts of a key of type t at offset off that equality looks at */
static void flatten(Segs *s, Type *t, int64_t off)
{
    Type *u = type_under(t);
    switch (u->kind) {
    case TY_STRING:
        seg_add(s, off, RT_MAPSEG_STRING);
        break;
    case TY_FLOAT32: /* map.c compares them as Go's == does: +0 is -0, NaN is never found */
        seg_add(s, off, RT_MAPSEG_FLOAT32);
        break;
    case TY_FLOAT64:
        seg_add(s, off, RT_MAPSEG_FLOAT64);
        break;
    case TY_COMPLEX64:
        seg_add(s, off, RT_MAPSEG_FLOAT32);
        seg_add(s, off + 4, RT_MAPSEG_FLOAT32);
        break;
    case TY_COMPLEX128:
        seg_add(s, off, RT_MAPSEG_FLOAT64);
        seg_add(s, off + 8, RT_MAPSEG_FLOAT64);
        break;
    case TY_INTERFACE: /* by dynamic type and value (map.c; rt_type.key: cg_map_key_desc) */
        seg_add(s, off, u->nfields == 0 ? RT_MAPSEG_EFACE : RT_MAPSEG_IFACE);
        break;
    case TY_ARRAY: {
        int64_t es = type_sizeof(u->elem);
        for (int64_t i = 0; i < u->len; i++)
            flatten(s, u->elem, off + i * es);
        break;
    }
    case TY_STRUCT: {
        int64_t o = 0;
        for (int i = 0; i < u->nfields; i++) {
            Type *ft = u->fields[i].type;
            o = align_up(o, type_alignof(ft));
            if (strcmp(u->fields[i].name, "_") != 0)
                flatten(s, ft, off + o);
            o += type_sizeof(ft);
        }
        break;
    }
    default: /* integers, bools, pointers, channels: their bytes */
        if (type_sizeof(t) > 0)
            seg_add(s, off, type_sizeof(t));
    }
}

typedef struct Desc {
    Type *type;
    LLVMValueRef global;
} Desc;

/* the descriptors emitted so far (one per map type of the module) */
static Desc *descs;
static int ndescs, capdescs;
static LLVMModuleRef descs_mod;

typedef struct Layout {
    int64_t key_off, val_off, entry_size;
} Layout;

static Layout entry_layout(Type *mt)
{
    Type *u = type_under(mt);
    int64_t ka = type_alignof(u->key), va = type_alignof(u->elem);
    Layout l;
    l.key_off = align_up(4, ka);
    l.val_off = align_up(l.key_off + type_sizeof(u->key), va);
    int64_t a = ka > va ? ka : va;
    l.entry_size = align_up(l.val_off + type_sizeof(u->elem), a > 4 ? a : 4);
    return l;
}

/* the runtime's functions for segmented keys (mapsegs.c): a map type's descriptor of such keys points
   at them, so that a program without such maps does not link them */
static LLVMValueRef segs_ops(Cg *c)
{
    LLVMValueRef g = LLVMGetNamedGlobal(c->mod, "rt_map_segs_ops");
    if (!g) {
        g = LLVMAddGlobal(c->mod, c->t_i32, "rt_map_segs_ops");
        LLVMSetGlobalConstant(g, 1);
    }
    return g;
}

/* RT_MAPTYPE_LAYOUT "iiiiiiipp": key_size, val_size, key_off, val_off, entry_size, kind, nseg, segs,
   ops (a map type's descriptor: rt_map_segs_ops for segmented keys, else null). ops == NULL here: a
   dynamic type's key description (rt_type.key), which ends before the field: map.c reads ops only
   from a map's own descriptor, mapsegs.c never */
static LLVMValueRef emit_key_descriptor(Cg *c, int64_t ksize, int64_t vsize, const Layout *l, int kind, int nseg,
                                        LLVMValueRef segs, LLVMValueRef ops, const char *name)
{
    LLVMValueRef f[9] = {i32c(c, ksize), i32c(c, vsize), i32c(c, l->key_off), i32c(c, l->val_off),
                         i32c(c, l->entry_size), i32c(c, kind), i32c(c, nseg), segs, ops};
    LLVMValueRef init = LLVMConstStructInContext(c->ctx, f, ops ? 9 : 8, 0);
    LLVMValueRef g = LLVMAddGlobal(c->mod, LLVMTypeOf(init), name);
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    return g;
}

/* an rt_maptype for keys of type kt; l: the entry layout (NULL: a dynamic type's key description,
   vsize 1 when its value is in an interface's data word) */
static LLVMValueRef key_descriptor(Cg *c, Type *kt, int64_t vsize, const Layout *l, const char *name)
{
    Layout none = {0, 0, 0};
    bool map_type = l != NULL;
    if (!l)
        l = &none;
    int64_t ksize = type_sizeof(kt);
    Segs s = {0};
    flatten(&s, kt, 0);
    int kind = RT_MAPKEY_SEGS;
    if (s.n == 1 && s.v[0].off == 0 && s.v[0].size == ksize)
        kind = RT_MAPKEY_MEM;
    else if (s.n == 1 && s.v[0].off == 0 && s.v[0].size == RT_MAPSEG_STRING && ksize == type_sizeof(type_basic(TY_STRING)))
        kind = RT_MAPKEY_STRING;
    LLVMValueRef segs = LLVMConstNull(c->t_ptr);
    if (kind == RT_MAPKEY_SEGS && s.n > 0) {
        LLVMValueRef *pairs = xmalloc(sizeof *pairs * (size_t)s.n * 2);
        for (int i = 0; i < s.n; i++) {
            pairs[2 * i] = i32c(c, s.v[i].off);
            pairs[2 * i + 1] = i32c(c, s.v[i].size);
        }
        LLVMValueRef arr = LLVMConstArray2(c->t_i32, pairs, (uint64_t)s.n * 2);
        segs = LLVMAddGlobal(c->mod, LLVMTypeOf(arr), "map.segs");
        LLVMSetInitializer(segs, arr);
        LLVMSetGlobalConstant(segs, 1);
        LLVMSetLinkage(segs, LLVMPrivateLinkage);
        free(pairs);
    }
    LLVMValueRef ops = !map_type ? NULL : kind == RT_MAPKEY_SEGS ? segs_ops(c) : LLVMConstNull(c->t_ptr);
    LLVMValueRef g = emit_key_descriptor(c, ksize, vsize, l, kind, kind == RT_MAPKEY_SEGS ? s.n : 0, segs, ops, name);
    free(s.v);
    return g;
}

LLVMValueRef cg_map_key_desc_bytes(Cg *c, int64_t size, bool direct, const char *name)
{
    Layout none = {0, 0, 0};
    return emit_key_descriptor(c, size, direct, &none, RT_MAPKEY_MEM, 0, LLVMConstNull(c->t_ptr), NULL, name);
}

LLVMValueRef cg_map_key_desc(Cg *c, Type *t, bool direct)
{
    return key_descriptor(c, t, direct, NULL, xprintf("map.key.%s", type_string(t)));
}

static LLVMValueRef descriptor(Cg *c, Type *mt)
{
    if (descs_mod != c->mod) {
        ndescs = 0;
        descs_mod = c->mod;
    }
    for (int i = 0; i < ndescs; i++)
        if (descs[i].type == mt)
            return descs[i].global;
    Type *u = type_under(mt);
    Layout l = entry_layout(mt);
    LLVMValueRef g = key_descriptor(c, u->key, type_sizeof(u->elem), &l, xprintf("map.type.%s", type_string(mt)));
    Desc d = {mt, g};
    VEC_PUSH(descs, ndescs, capdescs, d);
    return g;
}

LLVMValueRef cg_map_type_desc(Cg *c, Type *mt)
{
    return descriptor(c, mt);
}

/* ---------------------------------------------------------------- operations */

/* a key value in a slot of the frame, for the runtime (4-byte aligned at least: rt_map.h) */
static LLVMValueRef key_slot(Cg *c, LLVMValueRef k)
{
    LLVMValueRef p = cg_alloca(c, LLVMTypeOf(k), "map.key");
    if (LLVMGetAlignment(p) < 4)
        LLVMSetAlignment(p, 4);
    LLVMBuildStore(c->b, k, p);
    return p;
}

static LLVMValueRef byte_gep(Cg *c, LLVMValueRef p, int64_t off)
{
    LLVMValueRef o = i32c(c, off);
    return LLVMBuildGEP2(c->b, c->t_i8, p, &o, 1, "");
}

/* a map made at most once in the run (Expr.once, poolsize.c) by main.main, without a table to
   make first (no hint, or at most 8 entries: rt_map_make's MIN_CAP): its header {count 0, type,
   no table} in .data instead of rt_map_make's allocation (a root of the collector like any
   global). Package initialisation keeps rt_map_make: src/interp builds its maps at compile time
   from the heap objects it makes. NULL when it cannot be. */
static LLVMValueRef static_map(Cg *c, Expr *e, int entries)
{
    if (!e->once || entries > 8 || !c->fn || !c->fn->mangled || strcmp(c->fn->mangled, "main.main") != 0)
        return NULL;
    LLVMTypeRef ts[3] = {c->t_i32, c->t_ptr, c->t_ptr};
    LLVMTypeRef st = LLVMStructTypeInContext(c->ctx, ts, 3, 0);
    LLVMValueRef g = LLVMAddGlobal(c->mod, st, "map.static");
    LLVMValueRef fv[3] = {i32c(c, 0), descriptor(c, e->type), LLVMConstNull(c->t_ptr)};
    LLVMSetInitializer(g, LLVMConstStructInContext(c->ctx, fv, 3, 0));
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetAlignment(g, 4);
    return g;
}

LLVMValueRef cg_map_make(Cg *c, Expr *e)
{
    LLVMValueRef g = e->nlist == 1 ? static_map(c, e, 0) : NULL;
    if (g)
        return g;
    LLVMValueRef hint = e->nlist == 2 ? cg_make_size(c, e->list[1], "out of memory") : i32c(c, 0);
    LLVMValueRef a[2] = {descriptor(c, e->type), hint};
    return cg_call_rt(c, "rt_map_make", a, 2);
}

LLVMValueRef cg_map_len(Cg *c, LLVMValueRef m)
{
    LLVMBasicBlockRef from = LLVMGetInsertBlock(c->b);
    LLVMBasicBlockRef load = cg_block(c, "maplen.load"), done = cg_block(c, "maplen.done");
    LLVMBuildCondBr(c->b, LLVMBuildIsNull(c->b, m, ""), done, load);
    LLVMPositionBuilderAtEnd(c->b, load);
    LLVMValueRef n = LLVMBuildLoad2(c->b, c->t_i32, m, ""); /* rt_map.count */
    LLVMBuildBr(c->b, done);
    LLVMPositionBuilderAtEnd(c->b, done);
    LLVMValueRef phi = LLVMBuildPhi(c->b, c->t_i32, "len");
    LLVMValueRef vals[2] = {i32c(c, 0), n};
    LLVMBasicBlockRef bbs[2] = {from, load};
    LLVMAddIncoming(phi, vals, bbs, 2);
    return phi;
}

/* how a key is passed to the runtime: one 32-bit word (integers, pointers, channels) or a string
   by value to the _32 and _str entry points, anything else by address */
enum { BY_ADDR, BY_WORD, BY_STRING };

static int key_mode(Type *mt)
{
    switch (type_under(type_under(mt)->key)->kind) {
    case TY_INT: case TY_UINT: case TY_INT32: case TY_UINT32: case TY_UINTPTR: case TY_POINTER: case TY_CHAN:
        return BY_WORD;
    case TY_STRING:
        return BY_STRING;
    default:
        return BY_ADDR;
    }
}

/* a call of rt_map_<op>[32|_str](m, key...) */
/* does the hash of a key of type t look at an interface (whose dynamic type may not be
   comparable)? flatten's segments, the ones map.c hashes, say */
static bool holds_iface(Type *t)
{
    Segs s = {0};
    flatten(&s, t, 0);
    bool r = false;
    for (int i = 0; i < s.n; i++)
        r = r || s.v[i].size == RT_MAPSEG_EFACE || s.v[i].size == RT_MAPSEG_IFACE;
    free(s.v);
    return r;
}

/* a lookup or delete of the key at slot in map m: when m is nil and the key holds interfaces, hash
   it anyway (rt_map_nil_key), which panics like Go for an uncomparable dynamic type */
static void nil_map_key(Cg *c, Type *mt, LLVMValueRef m, LLVMValueRef slot)
{
    if (!holds_iface(type_under(mt)->key))
        return;
    LLVMBasicBlockRef nil = cg_block(c, "map.nil"), go = cg_block(c, "map.key");
    LLVMBuildCondBr(c->b, LLVMBuildIsNull(c->b, m, ""), nil, go);
    LLVMPositionBuilderAtEnd(c->b, nil);
    LLVMValueRef a[2] = {descriptor(c, mt), slot};
    cg_call_rt(c, "rt_map_nil_key", a, 2);
    LLVMBuildBr(c->b, go);
    LLVMPositionBuilderAtEnd(c->b, go);
}

static LLVMValueRef call_with_key(Cg *c, const char *op, Type *mt, LLVMValueRef m, LLVMValueRef k)
{
    LLVMValueRef a[3] = {m, k, NULL};
    int mode = key_mode(mt), n = 2;
    if (mode == BY_ADDR) {
        a[1] = key_slot(c, k);
        if (strcmp(op, "assign")) /* lookup, delete */
            nil_map_key(c, mt, m, a[1]);
    } else if (mode == BY_STRING) {
        a[1] = cg_string_ptr(c, k);
        a[2] = cg_string_len(c, k);
        n = 3;
    } else if (LLVMGetTypeKind(LLVMTypeOf(k)) == LLVMPointerTypeKind) {
        a[1] = LLVMBuildPtrToInt(c->b, k, c->t_i32, "");
    }
    return cg_call_rt(c, xprintf("rt_map_%s%s", op, mode == BY_WORD ? "32" : mode == BY_STRING ? "_str" : ""), a, n);
}

/* the value of key k in map m (the zero value when absent) and whether it was there */
static LLVMValueRef lookup(Cg *c, Type *mt, LLVMValueRef m, LLVMValueRef k, LLVMValueRef *ok)
{
    Type *vt = type_under(mt)->elem;
    LLVMTypeRef lt = cg_type(c, vt);
    LLVMValueRef p = call_with_key(c, "lookup", mt, m, k);
    LLVMBasicBlockRef from = LLVMGetInsertBlock(c->b);
    LLVMBasicBlockRef load = cg_block(c, "map.found"), done = cg_block(c, "map.done");
    LLVMValueRef found = LLVMBuildIsNotNull(c->b, p, "");
    LLVMBuildCondBr(c->b, found, load, done);
    LLVMPositionBuilderAtEnd(c->b, load);
    LLVMValueRef v = LLVMBuildLoad2(c->b, lt, p, "");
    LLVMBuildBr(c->b, done);
    LLVMPositionBuilderAtEnd(c->b, done);
    LLVMValueRef phi = LLVMBuildPhi(c->b, lt, "mapval");
    LLVMValueRef vals[2] = {cg_zero(c, vt), v};
    LLVMBasicBlockRef bbs[2] = {from, load};
    LLVMAddIncoming(phi, vals, bbs, 2);
    if (ok)
        *ok = found;
    return phi;
}

LLVMValueRef cg_map_index(Cg *c, Expr *e)
{
    Expr *ix = e;
    while (ix->kind == E_PAREN)
        ix = ix->x;
    LLVMValueRef m = cg_expr(c, ix->x);
    LLVMValueRef k = cg_string_view(c, ix->y, NULL); /* m[string(b)]: no copy */
    if (e->type->kind != TY_TUPLE)
        return lookup(c, ix->x->type, m, k, NULL);
    LLVMValueRef ok;
    LLVMValueRef v = lookup(c, ix->x->type, m, k, &ok);
    LLVMValueRef r = LLVMGetUndef(cg_type(c, e->type));
    r = LLVMBuildInsertValue(c->b, r, v, 0, "");
    return LLVMBuildInsertValue(c->b, r, ok, 1, "");
}

/* the slot of key k's value in m (of type mt), inserted when absent (a nil map panics); the
   expression ix (an index or a literal) names the allocation site */
static LLVMValueRef assign_slot(Cg *c, Expr *ix, Type *mt, LLVMValueRef m, LLVMValueRef k)
{
    Expr *outer = c->site_expr;
    c->site_expr = ix;
    LLVMValueRef p = call_with_key(c, "assign", mt, m, k);
    c->site_expr = outer;
    return p;
}

LLVMValueRef cg_map_addr(Cg *c, Expr *e)
{
    while (e->kind == E_PAREN)
        e = e->x;
    LLVMValueRef m = cg_expr(c, e->x);
    return assign_slot(c, e, e->x->type, m, cg_expr(c, e->y));
}

/* m[k] on the left of an assignment, phase 1: m and k evaluated into a pending {map, key} */
LLVMValueRef cg_map_lhs(Cg *c, Expr *e)
{
    while (e->kind == E_PAREN)
        e = e->x;
    LLVMValueRef m = cg_expr(c, e->x);
    LLVMValueRef k = cg_expr(c, e->y);
    LLVMTypeRef ts[2] = {c->t_ptr, LLVMTypeOf(k)};
    LLVMTypeRef pt = LLVMStructTypeInContext(c->ctx, ts, 2, 0);
    LLVMValueRef p = cg_alloca(c, pt, "map.lhs"); /* the key at offset 4 at least: aligned */
    LLVMBuildStore(c->b, m, LLVMBuildStructGEP2(c->b, pt, p, 0, ""));
    LLVMBuildStore(c->b, k, LLVMBuildStructGEP2(c->b, pt, p, 1, ""));
    return p;
}

/* phase 2: the insertion and the store */
void cg_map_store(Cg *c, Expr *e, LLVMValueRef pending, LLVMValueRef v)
{
    while (e->kind == E_PAREN)
        e = e->x;
    LLVMTypeRef ts[2] = {c->t_ptr, cg_type(c, e->y->type)};
    LLVMTypeRef pt = LLVMStructTypeInContext(c->ctx, ts, 2, 0);
    LLVMValueRef m = LLVMBuildLoad2(c->b, c->t_ptr, LLVMBuildStructGEP2(c->b, pt, pending, 0, ""), "");
    LLVMValueRef k = LLVMBuildLoad2(c->b, ts[1], LLVMBuildStructGEP2(c->b, pt, pending, 1, ""), "");
    LLVMBuildStore(c->b, v, assign_slot(c, e, e->x->type, m, k));
}

LLVMValueRef cg_binop(Cg *c, TokKind op, LLVMValueRef x, Type *xt, LLVMValueRef y, Type *yt);

/* old op y, or old + 1 / old - 1 for op T_INC / T_DEC (y NULL) */
static LLVMValueRef update_value(Cg *c, TokKind op, LLVMValueRef old, Type *t, LLVMValueRef y, Type *yt)
{
    if (op != T_INC && op != T_DEC)
        return cg_binop(c, op, old, t, y, yt);
    if (type_is_float(t))
        return cg_float_incdec(c, op, old);
    if (type_is_complex(t))
        return cg_complex_incdec(c, op, old);
    LLVMValueRef one = LLVMConstInt(LLVMTypeOf(old), 1, 0);
    return op == T_INC ? LLVMBuildAdd(c->b, old, one, "") : LLVMBuildSub(c->b, old, one, "");
}

/* m[k] op= rhs, and m[k]++ / m[k]-- (op T_INC / T_DEC, rhs NULL), in Go's order: m, k and rhs
   first, then one insertion whose slot is read and written (one hash and probe); an integer / or %
   reads m[k] by a lookup and divides before inserting, so that a zero divisor panics with the key
   still absent (as gc's order.go does) */
void cg_map_update(Cg *c, Expr *l, TokKind op, Expr *rhs)
{
    while (l->kind == E_PAREN)
        l = l->x;
    LLVMValueRef m = cg_expr(c, l->x);
    LLVMValueRef k = cg_expr(c, l->y);
    LLVMValueRef y = rhs ? cg_expr(c, rhs) : NULL;
    Type *yt = rhs ? rhs->type : NULL;
    if ((op == T_QUO || op == T_REM) && type_is_integer(l->type)) {
        LLVMValueRef v = cg_binop(c, op, lookup(c, l->x->type, m, k, NULL), l->type, y, yt);
        LLVMBuildStore(c->b, v, assign_slot(c, l, l->x->type, m, k));
        return;
    }
    LLVMValueRef p = assign_slot(c, l, l->x->type, m, k);
    LLVMValueRef old = LLVMBuildLoad2(c->b, cg_type(c, l->type), p, "");
    LLVMBuildStore(c->b, update_value(c, op, old, l->type, y, yt), p);
}

void cg_map_delete(Cg *c, Expr *e)
{
    LLVMValueRef m = cg_expr(c, e->list[0]);
    call_with_key(c, "delete", e->list[0]->type, m, cg_expr(c, e->list[1]));
}

/* A literal of many constant keys and values: two constant tables and a loop inserting from them,
   instead of an insertion per element (code linear in the literal, not a block of 20,000 calls
   whose compile time grows faster); false when some key or value is not constant. */
static bool literal_from_tables(Cg *c, Expr *e, LLVMValueRef m)
{
    enum { MIN_ENTRIES = 16 };
    Type *u = type_under(e->type);
    if (e->nlist < MIN_ENTRIES || !type_is_basic(u->key) || !type_is_basic(u->elem))
        return false; /* (an interface key or value is boxed: not a constant) */
    for (int i = 0; i < e->nlist; i++)
        if (e->list[i]->x->cv.kind == CV_NONE || e->list[i]->y->cv.kind == CV_NONE)
            return false;
    LLVMValueRef *ks = xmalloc(sizeof *ks * (size_t)e->nlist), *vs = xmalloc(sizeof *vs * (size_t)e->nlist);
    bool ok = true;
    for (int i = 0; i < e->nlist && ok; i++) {
        ks[i] = cg_expr(c, e->list[i]->x);
        vs[i] = cg_expr(c, e->list[i]->y);
        ok = LLVMIsConstant(ks[i]) && LLVMIsConstant(vs[i]);
    }
    LLVMTypeRef kt = cg_type(c, u->key), vt = cg_type(c, u->elem);
    LLVMValueRef tables[2] = {NULL, NULL};
    for (int t = 0; t < 2 && ok; t++) {
        LLVMTypeRef at = LLVMArrayType2(t ? vt : kt, (uint64_t)e->nlist);
        tables[t] = LLVMAddGlobal(c->mod, at, t ? "map.literal.values" : "map.literal.keys");
        LLVMSetInitializer(tables[t], LLVMConstArray2(t ? vt : kt, t ? vs : ks, (uint64_t)e->nlist));
        LLVMSetGlobalConstant(tables[t], 1);
        LLVMSetLinkage(tables[t], LLVMPrivateLinkage);
        LLVMSetUnnamedAddress(tables[t], LLVMGlobalUnnamedAddr);
    }
    free(ks);
    free(vs);
    if (!ok)
        return false;
    LLVMBasicBlockRef pre = LLVMGetInsertBlock(c->b), loop = cg_block(c, "map.literal"),
                      done = cg_block(c, "map.literal.done");
    LLVMBuildBr(c->b, loop);
    LLVMPositionBuilderAtEnd(c->b, loop);
    LLVMValueRef i = LLVMBuildPhi(c->b, c->t_i32, "i");
    LLVMValueRef ix[2] = {i32c(c, 0), i};
    LLVMValueRef k = LLVMBuildLoad2(c->b, kt, LLVMBuildGEP2(c->b, LLVMGlobalGetValueType(tables[0]), tables[0], ix, 2, ""), "");
    LLVMValueRef v = LLVMBuildLoad2(c->b, vt, LLVMBuildGEP2(c->b, LLVMGlobalGetValueType(tables[1]), tables[1], ix, 2, ""), "");
    LLVMBuildStore(c->b, v, assign_slot(c, e, e->type, m, k));
    LLVMValueRef next = LLVMBuildAdd(c->b, i, i32c(c, 1), "");
    LLVMBasicBlockRef end = LLVMGetInsertBlock(c->b);
    LLVMValueRef in[2] = {i32c(c, 0), next};
    LLVMBasicBlockRef from[2] = {pre, end};
    LLVMAddIncoming(i, in, from, 2);
    LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntULT, next, i32c(c, e->nlist), ""), loop, done);
    LLVMPositionBuilderAtEnd(c->b, done);
    return true;
}

LLVMValueRef cg_map_literal(Cg *c, Expr *e)
{
    LLVMValueRef m = static_map(c, e, e->nlist);
    if (!m) {
        LLVMValueRef a[2] = {descriptor(c, e->type), i32c(c, e->nlist)};
        m = cg_call_rt(c, "rt_map_make", a, 2);
    }
    if (literal_from_tables(c, e, m))
        return m;
    for (int i = 0; i < e->nlist; i++) {
        Expr *kv = e->list[i];
        LLVMValueRef k = cg_expr(c, kv->x);
        LLVMValueRef v = cg_expr(c, kv->y);
        LLVMBuildStore(c->b, v, assign_slot(c, e, e->type, m, k));
    }
    return m;
}

void cg_map_range(Cg *c, Stmt *s)
{
    Type *mt = s->x->type;
    Type *u = type_under(mt);
    Layout l = entry_layout(mt);
    LLVMValueRef it = cg_alloca(c, LLVMArrayType2(c->t_i32, (RT_MAP_ITER_SIZE + 3) / 4), "map.iter");
    LLVMSetAlignment(it, 4);
    LLVMValueRef a[2] = {it, cg_expr(c, s->x)};
    cg_call_rt(c, "rt_map_iter_init", a, 2);
    LLVMBasicBlockRef head, body, end;
    cg_range_blocks(c, s, &head, &body, &end);
    LLVMValueRef ent = cg_call_rt(c, "rt_map_iter_next", &it, 1);
    LLVMBuildCondBr(c->b, LLVMBuildIsNull(c->b, ent, ""), end, body);
    LLVMPositionBuilderAtEnd(c->b, body);
    /* both copied out of the entry before the body can change the map */
    LLVMValueRef kdst = cg_range_dest(c, s->key, s->key_sym);
    LLVMValueRef vdst = cg_range_dest(c, s->value, s->value_sym);
    LLVMValueRef k = kdst ? LLVMBuildLoad2(c->b, cg_type(c, u->key), byte_gep(c, ent, l.key_off), "") : NULL;
    LLVMValueRef v = vdst ? LLVMBuildLoad2(c->b, cg_type(c, u->elem), byte_gep(c, ent, l.val_off), "") : NULL;
    if (kdst)
        LLVMBuildStore(c->b, k, kdst);
    if (vdst)
        LLVMBuildStore(c->b, v, vdst);
    cg_stmt(c, s->then);
    if (!cg_is_terminated(c))
        LLVMBuildBr(c->b, head);
    LLVMPositionBuilderAtEnd(c->b, end);
}
