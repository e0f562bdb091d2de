/* mapsegs.c - the hashing and equality of map keys that are neither plain bytes nor one string
 * (RT_MAPKEY_SEGS: struct and array keys with padding, strings, floats or interfaces), for map.c
 * through rt_map_segs_ops, which the compiler puts in the descriptor of each map type with such
 * keys: a program whose maps have only byte or string keys does not link this file, its float
 * comparisons (libgcc's soft float on both targets) nor its interface hashing. Float segments
 * (RT_MAPSEG_FLOAT*) hash and compare as Go's == does: +0 and -0 are one key, a NaN key is never
 * found. Interface segments (RT_MAPSEG_EFACE/IFACE) hash the dynamic type's descriptor and then the
 * value as the descriptor's key description says (rt_type.key, emitted by the compiler per dynamic
 * type, of any kind), and compare with the type's equality; a dynamic type that is not comparable
 * panics like Go ("hash of unhashable type []int"). */
#include "rt.h"
#include "rt_panic.h"
#include "rt_map.h"
#include "rt_maphash.h"

static uint32_t nan_count; /* every NaN key hashes apart (it never equals anything anyway) */

/* a float segment: its hash and equality as Go's == sees them */
static uint32_t hash_float(uint32_t h, const uint8_t *p, uint32_t kind) {
    if (kind == RT_MAPSEG_FLOAT32) {
        float f;
        __builtin_memcpy(&f, p, 4);
        if (f != f)
            return rt_maphash_mix(h, ++nan_count);
        return f == 0 ? rt_maphash_mix(h, 0) : rt_maphash_bytes(h, p, 4);
    }
    double d;
    __builtin_memcpy(&d, p, 8);
    if (d != d)
        return rt_maphash_mix(h, ++nan_count);
    return d == 0 ? rt_maphash_mix(rt_maphash_mix(h, 0), 0) : rt_maphash_bytes(h, p, 8);
}

static bool float_equal(const uint8_t *a, const uint8_t *b, uint32_t kind) {
    if (kind == RT_MAPSEG_FLOAT32) {
        float x, y;
        __builtin_memcpy(&x, a, 4);
        __builtin_memcpy(&y, b, 4);
        return x == y;
    }
    double x, y;
    __builtin_memcpy(&x, a, 8);
    __builtin_memcpy(&y, b, 8);
    return x == y;
}

static bool is_float(uint32_t size) { return size == RT_MAPSEG_FLOAT32 || size == RT_MAPSEG_FLOAT64; }
static bool is_iface(uint32_t size) { return size == RT_MAPSEG_EFACE || size == RT_MAPSEG_IFACE; }

/* the dynamic type of the interface value {tab, data} at p (NULL: nil) */
static const rt_type *dyn_type(const uint8_t *p, uint32_t kind) {
    const void *tab;
    __builtin_memcpy(&tab, p, sizeof tab);
    return tab && kind == RT_MAPSEG_IFACE ? *(const rt_type *const *)tab : tab; /* an itab starts with its type */
}

/* the address of an interface value's dynamic value: its data word, or where the word points */
static const uint8_t *dyn_value(const uint8_t *p, const rt_maptype *kt) {
    const uint8_t *data = p + sizeof(void *), *v;
    if (kt->val_size) /* the value is in the word */
        return data;
    __builtin_memcpy(&v, data, sizeof v);
    return v;
}

static uint32_t hash_into(uint32_t h, const rt_maptype *t, const uint8_t *key);

/* an interface segment: its dynamic type, then its value as that type's keys hash (Go panics for
   a type that is not comparable, also on a lookup or delete) */
/* "runtime error: hash of unhashable type T" (x: T's descriptor; a run-time error: recoverable) */
static void emit_unhashable(const rt_panicval *v, rt_sink *k) {
    const rt_type *t = v->x;
    rt_sink_cstr(k, "runtime error: hash of unhashable type ");
    rt_sink_str(k, t->name, (int32_t)t->len);
}

static uint32_t hash_iface(uint32_t h, const uint8_t *p, uint32_t kind) {
    const rt_type *t = dyn_type(p, kind);
    if (!t)
        return rt_maphash_mix(h, 0);
    const rt_maptype *kt = t->key;
    if (!kt) {
        rt_panicval v = {.emit = emit_unhashable, .x = t, .kind = RT_RTERROR_STRING};
        rt_gopanic(&v);
    }
    return hash_into(rt_maphash_mix(h, (uint32_t)(uintptr_t)t), kt, dyn_value(p, kt));
}

/* equal dynamic types, then equal values (the type's equality; hashing has ruled out the
   uncomparable ones) */
static bool iface_equal(const uint8_t *a, const uint8_t *b, uint32_t kind) {
    const rt_type *t = dyn_type(a, kind);
    if (t != dyn_type(b, kind))
        return false;
    void *x, *y;
    __builtin_memcpy(&x, a + sizeof(void *), sizeof x);
    __builtin_memcpy(&y, b + sizeof(void *), sizeof y);
    return !t || t->equal(x, y); /* comparable: hashing panicked for the others */
}

static uint32_t hash_into(uint32_t h, const rt_maptype *t, const uint8_t *key) {
    if (t->kind == RT_MAPKEY_MEM) { /* keys of this kind are 4-byte aligned (rt_map.h) */
        h = rt_mapkey_hash_words(h, key, t->key_size);
    } else if (t->kind == RT_MAPKEY_STRING) {
        h = rt_mapkey_hash_string(h, key);
    } else {
        for (uint32_t i = 0; i < t->nseg; i++) {
            const rt_mapseg *s = &t->segs[i];
            h = is_float(s->size)   ? hash_float(h, key + s->off, s->size)
                : is_iface(s->size) ? hash_iface(h, key + s->off, s->size)
                : s->size           ? rt_maphash_bytes(h, key + s->off, s->size)
                                    : rt_mapkey_hash_string(h, key + s->off);
        }
    }
    return h;
}

/* equal keys of kind RT_MAPKEY_SEGS, segment by segment */
static bool equal_segs(const rt_maptype *t, const uint8_t *a, const uint8_t *b) {
    for (uint32_t i = 0; i < t->nseg; i++) {
        const rt_mapseg *s = &t->segs[i];
        bool eq = is_float(s->size)   ? float_equal(a + s->off, b + s->off, s->size)
                  : is_iface(s->size) ? iface_equal(a + s->off, b + s->off, s->size)
                  : s->size           ? __builtin_memcmp(a + s->off, b + s->off, s->size) == 0
                                      : rt_mapkey_string_equal(a + s->off, b + s->off);
        if (!eq)
            return false;
    }
    return true;
}

const rt_mapops rt_map_segs_ops = {hash_into, equal_segs};

/* the same for a map type reflect.MapOf makes at run time (lib/reflect/typeof.go) */
const rt_mapops *rt_map_segs(void) { return &rt_map_segs_ops; }
