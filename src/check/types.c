/* types.c - Go's types: the shared basic types, the constructors of composite types (interned:
 * one Type per structure, so identity is pointer equality), classification (integer, ordered,
 * comparable), Go-style type strings for messages, sizes and alignment from one table per target
 * (TypeLayout; codegen checks it against LLVM's data layout), and field/method lookup through
 * embedded fields (Go's breadth-first promotion rule with ambiguity at equal depth). */
#include <string.h>

#include "check.h"

Type type_invalid = { .kind = TY_INVALID, .name = "invalid type" };

static Type basics[TY_UNTYPED_NIL + 1];
static const char *basic_names[TY_UNTYPED_NIL + 1] = { /* ORDER BASIC */
    "invalid type", "bool", "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16",
    "uint32", "uint64", "uintptr", "float32", "float64", "complex64", "complex128", "string",
    "untyped bool", "untyped int", "untyped rune", "untyped float", "untyped complex", "untyped string",
    "untyped nil",
};

Type *type_basic(TypeKind k)
{
    if (k == TY_INVALID || k > TY_UNTYPED_NIL)
        return T_INVALID;
    Type *t = &basics[k];
    if (!t->name) {
        t->kind = k;
        t->name = basic_names[k];
        t->underlying = t;
    }
    return t;
}

static Type *type_new(TypeKind k)
{
    Type *t = xmalloc(sizeof *t);
    t->kind = k;
    t->underlying = t;
    return t;
}

Type *type_named(const char *name, const char *pkg, const char *pkgpath)
{
    Type *t = type_new(TY_NAMED);
    t->name = name;
    t->pkg = pkg;
    t->pkgpath = pkgpath;
    t->underlying = NULL;
    return t;
}

/* ---------------------------------------------------------------- interning */

/* every composite type made so far, chained (Type.interned_next) in buckets by a hash of its
   structure one level deep: the types it is made of are interned already, so comparing their
   pointers is comparing them */
static Type **table;
static int ntypes, nbuckets;

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h;
}

static uint64_t hash_str(uint64_t h, const char *s)
{
    for (; s && *s; s++)
        h = mix(h, (unsigned char)*s);
    return mix(h, 0xff);
}

static uint64_t hash_of(const Type *k)
{
    uint64_t h = mix(0, (uint64_t)k->kind);
    h = mix(h, (uint64_t)(uintptr_t)k->elem);
    h = mix(h, (uint64_t)(uintptr_t)k->key);
    h = mix(h, (uint64_t)k->len);
    h = mix(h, (uint64_t)k->dir * 2 + k->variadic);
    for (int i = 0; i < k->nparams; i++)
        h = mix(h, (uint64_t)(uintptr_t)k->params[i]);
    h = mix(h, (uint64_t)k->nparams);
    for (int i = 0; i < k->nresults; i++)
        h = mix(h, (uint64_t)(uintptr_t)k->results[i]);
    h = mix(h, (uint64_t)k->nresults);
    for (int i = 0; i < k->nfields; i++) {
        h = hash_str(h, k->fields[i].name);
        h = hash_str(h, k->fields[i].pkgpath);
        h = mix(h, (uint64_t)(uintptr_t)k->fields[i].type * 2 + k->fields[i].embedded);
    }
    return mix(h, (uint64_t)k->nfields);
}

static bool same_types(Type *const *a, Type *const *b, int n)
{
    for (int i = 0; i < n; i++)
        if (a[i] != b[i])
            return false;
    return true;
}

static bool same_pkg(const char *a, const char *b)
{
    return a == b || (a && b && !strcmp(a, b));
}

/* Go's identity of two composite types whose parts are interned: one level deep */
static bool same(const Type *a, const Type *k)
{
    if (a->kind != k->kind || a->elem != k->elem || a->key != k->key || a->len != k->len || a->dir != k->dir ||
        a->variadic != k->variadic || a->nparams != k->nparams || a->nresults != k->nresults ||
        a->nfields != k->nfields)
        return false;
    if (!same_types(a->params, k->params, k->nparams) || !same_types(a->results, k->results, k->nresults))
        return false;
    for (int i = 0; i < k->nfields; i++)
        if (a->fields[i].type != k->fields[i].type || a->fields[i].embedded != k->fields[i].embedded ||
            strcmp(a->fields[i].name, k->fields[i].name) || !same_pkg(a->fields[i].pkgpath, k->fields[i].pkgpath) ||
            strcmp(a->fields[i].tag ? a->fields[i].tag : "", k->fields[i].tag ? k->fields[i].tag : ""))
            return false;
    return true;
}

bool type_identical_ignore_tags(Type *a, Type *b)
{
    if (a == b)
        return true;
    if (!a || !b || a->kind != b->kind || a->kind == TY_NAMED)
        return false;
    switch (a->kind) {
    case TY_POINTER: case TY_SLICE:
        return type_identical_ignore_tags(a->elem, b->elem);
    case TY_ARRAY:
        return a->len == b->len && type_identical_ignore_tags(a->elem, b->elem);
    case TY_MAP:
        return type_identical_ignore_tags(a->key, b->key) && type_identical_ignore_tags(a->elem, b->elem);
    case TY_CHAN:
        return a->dir == b->dir && type_identical_ignore_tags(a->elem, b->elem);
    case TY_STRUCT:
        if (a->nfields != b->nfields)
            return false;
        for (int i = 0; i < a->nfields; i++)
            if (!type_identical_ignore_tags(a->fields[i].type, b->fields[i].type) ||
                a->fields[i].embedded != b->fields[i].embedded || strcmp(a->fields[i].name, b->fields[i].name) ||
                !same_pkg(a->fields[i].pkgpath, b->fields[i].pkgpath))
                return false;
        return true;
    default:
        return false; /* func and interface types: identical only when the same Type */
    }
}

static Type **copy_types(Type *const *ts, int n)
{
    Type **r = xmalloc(sizeof *r * (size_t)(n + 1));
    if (n)
        memcpy(r, ts, sizeof *r * (size_t)n);
    return r;
}

static void rehash(void)
{
    int nb = nbuckets ? nbuckets * 2 : 1024;
    Type **nt = xmalloc(sizeof *nt * (size_t)nb);
    memset(nt, 0, sizeof *nt * (size_t)nb);
    for (int b = 0; b < nbuckets; b++)
        for (Type *t = table[b], *next; t; t = next) {
            next = t->interned_next;
            uint64_t h = hash_of(t) % (uint64_t)nb;
            t->interned_next = nt[h];
            nt[h] = t;
        }
    free(table);
    table = nt;
    nbuckets = nb;
}

/* the one Type with k's structure: a copy of k (its arrays copied too) the first time */
static Type *intern(const Type *k)
{
    if (ntypes >= nbuckets)
        rehash();
    uint64_t h = hash_of(k) % (uint64_t)nbuckets;
    for (Type *t = table[h]; t; t = t->interned_next)
        if (same(t, k))
            return t;
    Type *t = type_new(k->kind);
    *t = *k;
    t->underlying = t;
    if (k->kind == TY_FUNC)
        t->params = copy_types(k->params, k->nparams);
    if (k->kind == TY_FUNC || k->kind == TY_TUPLE)
        t->results = copy_types(k->results, k->nresults);
    if (k->nfields) {
        t->fields = xmalloc(sizeof *t->fields * (size_t)k->nfields);
        memcpy(t->fields, k->fields, sizeof *t->fields * (size_t)k->nfields);
    }
    t->interned_next = table[h];
    table[h] = t;
    ntypes++;
    return t;
}

int type_interned_count(void)
{
    return ntypes;
}

Type *type_pointer(Type *elem)
{
    return intern(&(Type){.kind = TY_POINTER, .elem = elem});
}

Type *type_slice(Type *elem)
{
    return intern(&(Type){.kind = TY_SLICE, .elem = elem});
}

Type *type_array(Type *elem, int64_t len)
{
    return intern(&(Type){.kind = TY_ARRAY, .elem = elem, .len = len});
}

Type *type_map(Type *key, Type *elem)
{
    return intern(&(Type){.kind = TY_MAP, .key = key, .elem = elem});
}

Type *type_chan(Type *elem, int dir)
{
    return intern(&(Type){.kind = TY_CHAN, .elem = elem, .dir = dir});
}

Type *type_func(Type *const *params, int nparams, Type *const *results, int nresults, bool variadic)
{
    return intern(&(Type){.kind = TY_FUNC, .params = (Type **)params, .nparams = nparams,
                          .results = (Type **)results, .nresults = nresults, .variadic = variadic});
}

Type *type_tuple(Type *const *ts, int n)
{
    return intern(&(Type){.kind = TY_TUPLE, .results = (Type **)ts, .nresults = n});
}

Type *type_struct(const Field *fields, int n)
{
    return intern(&(Type){.kind = TY_STRUCT, .fields = (Field *)fields, .nfields = n});
}

Type *type_interface(const Field *methods, int n)
{
    return intern(&(Type){.kind = TY_INTERFACE, .fields = (Field *)methods, .nfields = n});
}

Type *type_under(const Type *t)
{
    if (!t)
        return T_INVALID;
    if (t->kind == TY_NAMED)
        return t->underlying ? t->underlying : T_INVALID;
    return (Type *)t;
}

bool type_is_invalid(const Type *t)
{
    return !t || t->kind == TY_INVALID ||
           (t->kind == TY_NAMED && (!t->underlying || t->underlying->kind == TY_INVALID));
}

bool type_is_untyped(const Type *t)
{
    return t && t->kind >= TY_UNTYPED_BOOL && t->kind <= TY_UNTYPED_NIL;
}

bool type_is_integer(const Type *t)
{
    TypeKind k = type_under((Type *)t)->kind;
    return (k >= TY_INT && k <= TY_UINTPTR) || k == TY_UNTYPED_INT || k == TY_UNTYPED_RUNE;
}

bool type_is_float(const Type *t)
{
    TypeKind k = type_under((Type *)t)->kind;
    return k == TY_FLOAT32 || k == TY_FLOAT64 || k == TY_UNTYPED_FLOAT;
}

bool type_is_complex(const Type *t)
{
    TypeKind k = type_under((Type *)t)->kind;
    return k == TY_COMPLEX64 || k == TY_COMPLEX128 || k == TY_UNTYPED_COMPLEX;
}

bool type_is_numeric(const Type *t)
{
    return type_is_integer(t) || type_is_float(t) || type_is_complex(t);
}

bool type_is_unsigned(const Type *t)
{
    TypeKind k = type_under((Type *)t)->kind;
    return k >= TY_UINT && k <= TY_UINTPTR;
}

bool type_is_signed(const Type *t)
{
    return type_is_integer(t) && !type_is_unsigned(t);
}

bool type_is_string(const Type *t)
{
    TypeKind k = type_under((Type *)t)->kind;
    return k == TY_STRING || k == TY_UNTYPED_STRING;
}

bool type_is_bool(const Type *t)
{
    TypeKind k = type_under((Type *)t)->kind;
    return k == TY_BOOL || k == TY_UNTYPED_BOOL;
}

bool type_is_basic(const Type *t)
{
    TypeKind k = type_under((Type *)t)->kind;
    return k >= TY_BOOL && k <= TY_STRING;
}

int type_int_bits(const Type *t)
{
    switch (type_under((Type *)t)->kind) {
    case TY_INT8: case TY_UINT8: return 8;
    case TY_INT16: case TY_UINT16: return 16;
    case TY_INT64: case TY_UINT64: return 64;
    default: return 32;
    }
}

Type *type_default(Type *t)
{
    switch (t ? t->kind : TY_INVALID) {
    case TY_UNTYPED_BOOL: return type_basic(TY_BOOL);
    case TY_UNTYPED_INT: return type_basic(TY_INT);
    case TY_UNTYPED_RUNE: return type_basic(TY_INT32);
    case TY_UNTYPED_FLOAT: return type_basic(TY_FLOAT64);
    case TY_UNTYPED_COMPLEX: return type_basic(TY_COMPLEX128);
    case TY_UNTYPED_STRING: return type_basic(TY_STRING);
    default: return t;
    }
}

/* (no depth limit: the recursion follows a type's arrays and struct fields, as deep as the
   source nests them or chains named types; a cut-off would answer wrongly) */
static bool comparable_rec(Type *t)
{
    Type *u = type_under(t);
    switch (u->kind) {
    case TY_INVALID: return true;
    case TY_SLICE: case TY_FUNC: case TY_TUPLE: case TY_MAP: return false;
    case TY_ARRAY: return comparable_rec(u->elem);
    case TY_STRUCT:
        for (int i = 0; i < u->nfields; i++)
            if (!comparable_rec(u->fields[i].type))
                return false;
        return true;
    default: return true;
    }
}

bool type_comparable(Type *t)
{
    return comparable_rec(t);
}

bool type_ordered(Type *t)
{
    return (type_is_numeric(t) && !type_is_complex(t)) || type_is_string(t);
}

/* ---------------------------------------------------------------- type strings */

/* a type string stops growing at about 4,000 bytes (a message, not a symbol) */
static void bput(StrBuf *b, const char *s)
{
    if (b->n <= 4000)
        strbuf_puts(b, s);
}

static void type_str(StrBuf *b, const Type *t, int depth);

static void tuple_str(StrBuf *b, Type **ts, int n, int depth, bool parens_always, bool variadic)
{
    if (n == 1 && !parens_always) {
        type_str(b, ts[0], depth + 1);
        return;
    }
    bput(b, "(");
    for (int i = 0; i < n; i++) {
        if (i)
            bput(b, ", ");
        if (variadic && i == n - 1 && ts[i] && ts[i]->kind == TY_SLICE) {
            bput(b, "...");
            type_str(b, ts[i]->elem, depth + 1);
            continue;
        }
        type_str(b, ts[i], depth + 1);
    }
    bput(b, ")");
}

static void type_str(StrBuf *b, const Type *t, int depth)
{
    if (!t) {
        bput(b, "?");
        return;
    }
    if (depth > 20) {
        bput(b, "...");
        return;
    }
    switch (t->kind) {
    case TY_ARRAY: {
        if (b->n <= 4000)
            strbuf_printf(b, "[%lld]", (long long)t->len);
        type_str(b, t->elem, depth + 1);
        break;
    }
    case TY_SLICE:
        bput(b, "[]");
        type_str(b, t->elem, depth + 1);
        break;
    case TY_POINTER:
        bput(b, "*");
        type_str(b, t->elem, depth + 1);
        break;
    case TY_MAP:
        bput(b, "map[");
        type_str(b, t->key, depth + 1);
        bput(b, "]");
        type_str(b, t->elem, depth + 1);
        break;
    case TY_CHAN: {
        bput(b, t->dir == CHAN_RECV ? "<-chan " : t->dir == CHAN_SEND ? "chan<- " : "chan ");
        /* chan (<-chan T): parenthesised, or it would read as chan<- (chan T) */
        bool paren = t->dir != CHAN_SEND && t->elem && t->elem->kind == TY_CHAN && t->elem->dir == CHAN_RECV;
        if (paren)
            bput(b, "(");
        type_str(b, t->elem, depth + 1);
        if (paren)
            bput(b, ")");
        break;
    }
    case TY_STRUCT:
        bput(b, "struct{");
        for (int i = 0; i < t->nfields; i++) {
            if (i)
                bput(b, "; ");
            if (!t->fields[i].embedded) {
                bput(b, t->fields[i].name);
                bput(b, " ");
            }
            type_str(b, t->fields[i].type, depth + 1);
        }
        bput(b, "}");
        break;
    case TY_FUNC:
        bput(b, "func");
        tuple_str(b, t->params, t->nparams, depth, true, t->variadic);
        if (t->nresults) {
            bput(b, " ");
            tuple_str(b, t->results, t->nresults, depth, false, false);
        }
        break;
    case TY_TUPLE:
        tuple_str(b, t->results, t->nresults, depth, true, false);
        break;
    case TY_INTERFACE:
        bput(b, "interface{");
        for (int i = 0; i < t->nfields; i++) {
            if (i)
                bput(b, "; ");
            bput(b, t->fields[i].name);
            char *sig = xstrdup(type_string(t->fields[i].type));
            bput(b, sig + 4);
            free(sig);
        }
        bput(b, "}");
        break;
    case TY_NAMED:
        if (t->pkg && !check_visible(t->pkgpath, "")) { /* another package's: qualified */
            bput(b, t->pkg);
            bput(b, ".");
        }
        bput(b, t->name ? t->name : "?");
        break;
    default:
        bput(b, t->name ? t->name : "?");
    }
}

const char *type_string(const Type *t)
{
    StrBuf b = {0};
    type_str(&b, t, 0);
    return strbuf_str(&b);
}

/* ---------------------------------------------------------------- sizes */

/* one entry per target: the rest of Go's sizes are the same everywhere (int8 1, int16 2, int32
   4, float32 4, int64 8, ...; complex64 is two float32s, complex128 two float64s) */
static const TypeLayout layouts[] = {
    {"thumb", 4, 8},   /* ARM EABI (every Cortex-M: thumbv6m, thumbv7m, thumbv7em): i64 and double 8-aligned */
    {"riscv32", 4, 8},  /* RISC-V ilp32 (riscv32-virt) */
};
const TypeLayout type_layout_go64 = {"x86_64", 8, 8};
static const TypeLayout *cur_layout = &layouts[0];

const TypeLayout *type_layout_for(const char *triple)
{
    for (size_t i = 0; i < sizeof layouts / sizeof layouts[0]; i++)
        if (triple && !strncmp(triple, layouts[i].triple, strlen(layouts[i].triple)))
            return &layouts[i];
    return NULL;
}

void type_set_layout(const TypeLayout *l)
{
    cur_layout = l;
}

const TypeLayout *type_layout(void)
{
    return cur_layout;
}

static int64_t sat_add(int64_t a, int64_t b)
{
    return a > INT64_MAX - b ? INT64_MAX : a + b;
}

static int64_t sat_mul(int64_t a, int64_t b)
{
    if (a && b > INT64_MAX / a)
        return INT64_MAX;
    return a * b;
}

static int64_t size_of(const Type *t, const TypeLayout *l);

/* size and alignment: computed once per type and layout (memo_* in the Type; interned types share
   it), with no depth limit, for the same reason as comparable_rec */
static int64_t align_of(const Type *t, const TypeLayout *l)
{
    const Type *u = type_default(type_under(t)); /* an untyped constant: as its default type */
    switch (u->kind) {
    case TY_BOOL: case TY_INT8: case TY_UINT8: return 1;
    case TY_INT16: case TY_UINT16: return 2;
    case TY_INT32: case TY_UINT32: case TY_FLOAT32: case TY_COMPLEX64: return 4;
    case TY_INT64: case TY_UINT64: case TY_FLOAT64: case TY_COMPLEX128: return l->align64;
    case TY_ARRAY: case TY_STRUCT: case TY_TUPLE:
        size_of(t, l);
        return u->memo_align;
    case TY_INVALID: return 1;
    default: return l->word;
    }
}

static int64_t size_of(const Type *t, const TypeLayout *l)
{
    Type *u = (Type *)type_default(type_under(t)); /* an untyped constant: as its default type */
    switch (u->kind) {
    case TY_BOOL: case TY_INT8: case TY_UINT8: return 1;
    case TY_INT16: case TY_UINT16: return 2;
    case TY_INT32: case TY_UINT32: case TY_FLOAT32: return 4;
    case TY_INT64: case TY_UINT64: case TY_FLOAT64: case TY_COMPLEX64: return 8;
    case TY_COMPLEX128: return 16;
    case TY_STRING: case TY_INTERFACE: return 2 * l->word;
    case TY_SLICE: return 3 * l->word;
    case TY_ARRAY: case TY_STRUCT: case TY_TUPLE:
        break;
    case TY_INVALID: return 0;
    default: return l->word; /* int, uint, uintptr, pointers, funcs, channels, maps */
    }
    if (u->memo_layout == l)
        return u->memo_size;
    int64_t size, maxa = 1;
    if (u->kind == TY_ARRAY) {
        size = sat_mul(u->len, size_of(u->elem, l));
        maxa = align_of(u->elem, l);
    } else { /* a tuple: laid out like a struct of its results */
        int64_t off = 0;
        int n = u->kind == TY_STRUCT ? u->nfields : u->nresults;
        for (int i = 0; i < n; i++) {
            Type *ft = u->kind == TY_STRUCT ? u->fields[i].type : u->results[i];
            int64_t a = align_of(ft, l);
            if (a > maxa)
                maxa = a;
            off = sat_add(off, (a - off % a) % a);
            off = sat_add(off, size_of(ft, l));
        }
        size = sat_add(off, (maxa - off % maxa) % maxa);
    }
    u->memo_size = size;
    u->memo_align = maxa;
    u->memo_layout = l;
    return size;
}

int64_t type_sizeof_on(const Type *t, const TypeLayout *l)
{
    return size_of(t, l);
}

int64_t type_alignof_on(const Type *t, const TypeLayout *l)
{
    return align_of(t, l);
}

int64_t type_field_offset(const Type *st, int i)
{
    const Type *u = type_under((Type *)st);
    int64_t off = 0;
    for (int k = 0; k <= i && k < u->nfields; k++) {
        int64_t a = align_of(u->fields[k].type, cur_layout);
        off = sat_add(off, (a - off % a) % a);
        if (k < i)
            off = sat_add(off, size_of(u->fields[k].type, cur_layout));
    }
    return off;
}

int64_t type_sizeof(const Type *t)
{
    return size_of(t, cur_layout);
}

int64_t type_alignof(const Type *t)
{
    return align_of(t, cur_layout);
}

/* ---------------------------------------------------------------- field and method lookup */

typedef struct Cand {
    Type *t;        /* named or struct type at this depth (not a pointer) */
    int *path;
    int npath;
    bool indirect;
    bool via_ptr;   /* the embedded field (or start) was a pointer: value reached is *T */
} Cand;

static Lookup lookup(Type *t, const char *name, bool visible_only);

Lookup type_lookup(Type *t, const char *name)
{
    return lookup(t, name, true);
}

Lookup type_lookup_all(Type *t, const char *name)
{
    return lookup(t, name, false);
}

bool type_method_ref(Type *t, const char *name, MethodRef *out)
{
    Lookup l = lookup(t, name, false);
    if (l.kind == LOOK_IMETHOD) { /* the wrapper the checker made (check_iface.c) */
        FuncDecl *w = check_promoted_find(t->kind == TY_POINTER ? t->elem : t, name);
        if (!w)
            return false;
        *out = (MethodRef){w, false, NULL, 0};
        return true;
    }
    if (l.kind != LOOK_METHOD || (l.method->ptr_recv && !l.indirect))
        return false; /* not in t's method set */
    out->decl = l.method->decl;
    if (out->decl->value_form) /* a blocking intrinsic: dynamic calls go to its funcvalue form */
        out->decl = out->decl->value_form;
    out->ptr_recv = l.method->ptr_recv;
    out->path = l.path;
    out->npath = l.npath;
    return true;
}

/* Go's selector rule: the shallowest field or method of that name (visible_only: only those the
   package being checked may refer to) */
static Lookup lookup(Type *t, const char *name, bool visible_only)
{
    Lookup res = { 0 };
    if (!t || type_is_invalid(t) || !strcmp(name, "_")) /* a blank field is never selected */
        return res;
    if (t->kind == TY_NAMED && type_under(t)->kind == TY_POINTER) {
        /* a named pointer type has no methods: a selector that finds one (even where it hides a
           deeper field) finds nothing */
        Lookup r = lookup(type_under(t), name, visible_only);
        return r.kind == LOOK_METHOD || r.kind == LOOK_IMETHOD ? res : r;
    }
    Cand *cur = NULL, *next = NULL;
    int ncur = 0, capcur = 0, nnext = 0, capnext = 0;
    bool start_ptr = false;
    if (t->kind == TY_POINTER) {
        t = t->elem;
        start_ptr = true;
    }
    Cand c0 = { t, NULL, 0, start_ptr, start_ptr };
    VEC_PUSH(cur, ncur, capcur, c0);
    Type **seen = NULL;
    int nseen = 0, capseen = 0;
    for (int depth = 0; ncur && depth < 32; depth++) {
        int found = 0;
        Lookup hit = { 0 };
        nnext = 0;
        for (int ci = 0; ci < ncur; ci++) {
            Cand c = cur[ci];
            if (c.t->kind == TY_NAMED) {
                bool dup = false;
                for (int k = 0; k < nseen; k++)
                    if (seen[k] == c.t)
                        dup = true;
                if (dup)
                    continue;
                VEC_PUSH(seen, nseen, capseen, c.t);
                for (int m = 0; m < c.t->nmethods; m++)
                    if (!strcmp(c.t->methods[m].name, name) && (!visible_only || check_visible(c.t->pkgpath, name))) {
                        found++;
                        hit.kind = LOOK_METHOD;
                        hit.method = &c.t->methods[m];
                        hit.path = c.path;
                        hit.npath = c.npath;
                        hit.indirect = c.indirect;
                        hit.recv_at = c.via_ptr ? type_pointer(c.t) : c.t;
                    }
            }
            Type *u = type_under(c.t);
            if (u->kind == TY_INTERFACE && c.npath > 0) { /* an embedded interface: its methods */
                for (int m = 0; m < u->nfields; m++)
                    if (!strcmp(u->fields[m].name, name) &&
                        (!visible_only || check_visible(u->fields[m].pkgpath, name))) {
                        found++;
                        hit.kind = LOOK_IMETHOD;
                        hit.imethod = m;
                        hit.type = u->fields[m].type;
                        hit.path = c.path;
                        hit.npath = c.npath;
                        hit.indirect = c.indirect;
                        hit.recv_at = c.t;
                    }
                continue;
            }
            if (u->kind != TY_STRUCT)
                continue;
            for (int f = 0; f < u->nfields; f++) {
                Field *fd = &u->fields[f];
                int *np = xmalloc(sizeof(int) * (size_t)(c.npath + 1));
                if (c.npath)
                    memcpy(np, c.path, sizeof(int) * (size_t)c.npath);
                np[c.npath] = f;
                if (!strcmp(fd->name, name) &&
                    (!visible_only || check_visible(fd->pkgpath, name))) {
                    found++;
                    hit.kind = LOOK_FIELD;
                    hit.path = np;
                    hit.npath = c.npath + 1;
                    hit.type = fd->type;
                    hit.indirect = c.indirect;
                }
                if (fd->embedded) {
                    Type *et = fd->type;
                    bool ptr = false;
                    if (et->kind == TY_POINTER) {
                        et = et->elem;
                        ptr = true;
                    }
                    Cand nc = { et, np, c.npath + 1, c.indirect || ptr, ptr };
                    VEC_PUSH(next, nnext, capnext, nc);
                }
            }
        }
        if (found == 1)
            return hit;
        if (found > 1) {
            res.kind = LOOK_AMBIGUOUS;
            return res;
        }
        Cand *tmp = cur;
        int tcap = capcur;
        cur = next;
        capcur = capnext;
        ncur = nnext;
        next = tmp;
        capnext = tcap;
    }
    return res;
}
