/* rt_map.h - Go maps in the runtime (map.c): what compiled code calls for make(map[K]V, n),
 * m[k], v, ok := m[k], m[k] = v, delete(m, k) and for range over a map. The key's hashing and
 * equality are driven by the compiler's per-type descriptor (rt_maptype); the compiler's side is
 * src/codegen/cg_map.c, and the layouts both sides depend on are in rt_abi.h, checked below. */
#ifndef COROGO_RT_MAP_H
#define COROGO_RT_MAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rt_abi.h"
#include "rt_maphash.h"

typedef struct rt_maptype rt_maptype;

/* how keys of kind RT_MAPKEY_SEGS hash (into h, unfinished) and compare: mapsegs.c's
   rt_map_segs_ops, which the compiler puts in the descriptor of every map type with such keys, so
   that a program without them does not link segment, float and interface hashing */
typedef struct rt_mapops {
    uint32_t (*hash)(uint32_t h, const rt_maptype *t, const uint8_t *key);
    bool (*equal)(const rt_maptype *t, const uint8_t *a, const uint8_t *b);
} rt_mapops;
extern const rt_mapops rt_map_segs_ops;
const rt_mapops *rt_map_segs(void); /* &rt_map_segs_ops, for reflect.MapOf */

typedef struct rt_mapseg {
    uint32_t off, size; /* a byte run, or RT_MAPSEG_STRING / _FLOAT32 / _FLOAT64 (rt_abi.h) */
} rt_mapseg;

/* one per map type, a constant the compiler emits (RT_MAPTYPE_LAYOUT) */
struct rt_maptype {
    uint32_t key_size, val_size;
    uint32_t key_off, val_off, entry_size; /* an entry: {uint32 hash, key, value} */
    uint32_t kind;                         /* RT_MAPKEY_* */
    uint32_t nseg;
    const rt_mapseg *segs;
    const rt_mapops *ops; /* a map type's descriptor: &rt_map_segs_ops for RT_MAPKEY_SEGS, else NULL;
                             absent from rt_type.key's descriptors (never read there) */
};

/* the table: entries in insertion order (deleted ones stay as holes until the next rebuild) and
   an open-addressing index of 2^k >= 2 * cap slots over them */
typedef struct rt_mapblock {
    uint32_t used, cap; /* entries appended (holes included), room */
    uint32_t mask;      /* index slots - 1 */
    int32_t *index;     /* 0: empty, -1: deleted, n > 0: entry n - 1 */
    uint8_t *entries;
    uint32_t first;     /* no live entry below it: where a range starts (a loop that deletes the
                           first key it ranges to stays linear) */
    struct rt_mapblock *next; /* NULL; once rebuilt, the table that replaced it, whose entry h - 1 each
                                 live entry of this one became (h: that entry's hash word now) */
} rt_mapblock;

typedef struct rt_map {
    int32_t count; /* len(m): read inline by compiled code */
    const rt_maptype *type;
    rt_mapblock *blk; /* NULL until the first insertion */
} rt_map;

typedef struct rt_map_iter {
    rt_map *m;
    rt_mapblock *blk; /* the table being walked (an older one after a rebuild during the range) */
    uint32_t i;       /* the next entry */
} rt_map_iter;

rt_map *rt_map_make(const rt_maptype *t, int32_t hint);
/* Keys are passed by address, 4-byte aligned at least (the compiler's key slots, and entries, whose
   keys sit at a multiple of 4); RT_MAPKEY_MEM hashes and compares them a word at a time. */
/* the value of key, or NULL when absent (also for a nil map) */
void *rt_map_lookup(rt_map *m, const void *key);
/* the value slot of key, inserted (zeroed) when absent; a nil map panics */
void *rt_map_assign(rt_map *m, const void *key);
void rt_map_delete(rt_map *m, const void *key);
/* the same for a one-word key (RT_MAPKEY_MEM of 4 bytes: int, uint32, pointers, channels) passed
   by value: the same hash and table */
void *rt_map_lookup32(rt_map *m, uint32_t key);
void *rt_map_assign32(rt_map *m, uint32_t key);
void rt_map_delete32(rt_map *m, uint32_t key);
/* and for a string key, its pointer and length (RT_MAPKEY_STRING) */
void *rt_map_lookup_str(rt_map *m, const uint8_t *p, int32_t n);
void *rt_map_assign_str(rt_map *m, const uint8_t *p, int32_t n);
void rt_map_delete_str(rt_map *m, const uint8_t *p, int32_t n);
/* clear(m): every entry deleted (a range over m produces no more of them) */
void rt_map_clear(rt_map *m);
/* a lookup or delete in a nil map whose key type holds interfaces (t: the map type's descriptor):
   hashes key, which panics like Go when its dynamic type is not comparable */
void rt_map_nil_key(const rt_maptype *t, const void *key);
void rt_map_iter_init(rt_map_iter *it, rt_map *m);
/* the next entry (key at type->key_off, value at type->val_off), or NULL at the end */
void *rt_map_iter_next(rt_map_iter *it);

#if UINTPTR_MAX == 0xffffffffu /* the targets (host unit tests have 64-bit pointers) */
_Static_assert(offsetof(rt_maptype, key_size) == 0 && offsetof(rt_maptype, val_size) == 4 &&
               offsetof(rt_maptype, key_off) == 8 && offsetof(rt_maptype, val_off) == 12 &&
               offsetof(rt_maptype, entry_size) == 16 && offsetof(rt_maptype, kind) == 20 &&
               offsetof(rt_maptype, nseg) == 24 && offsetof(rt_maptype, segs) == 28 &&
               offsetof(rt_maptype, ops) == 32 && sizeof(rt_maptype) == 36 && sizeof(RT_MAPTYPE_LAYOUT) - 1 == 9,
               "rt_maptype: RT_MAPTYPE_LAYOUT");
_Static_assert(sizeof(rt_mapseg) == 8, "rt_mapseg: {offset, size}");
_Static_assert(sizeof(rt_mapblock) == 28, "rt_mapblock: src/interp/interp.c's MAPBLK_HDR");
_Static_assert(sizeof(rt_map_iter) == RT_MAP_ITER_SIZE && _Alignof(rt_map_iter) == 4,
               "rt_map_iter: RT_MAP_ITER_SIZE");
#endif
/* the hash of a key of kind RT_MAPKEY_MEM (n bytes, 4-byte aligned) and of a string header at key,
   and string keys' equality: what map.c and mapsegs.c share */
static inline uint32_t rt_mapkey_hash_words(uint32_t h, const uint8_t *key, uint32_t n) {
    const uint32_t *w = __builtin_assume_aligned(key, 4);
    for (; n >= 4; n -= 4)
        h = rt_maphash_mix(h, *w++);
    return n ? rt_maphash_bytes(h, (const uint8_t *)w, n) : h;
}

static inline void rt_mapkey_string_at(const uint8_t *key, const uint8_t **p, uint32_t *n) {
    int32_t len;
    __builtin_memcpy(p, key, sizeof *p);
    __builtin_memcpy(&len, key + sizeof *p, sizeof len);
    *n = (uint32_t)len;
}

static inline uint32_t rt_mapkey_hash_string(uint32_t h, const uint8_t *key) {
    const uint8_t *p;
    uint32_t n;
    rt_mapkey_string_at(key, &p, &n);
    return rt_maphash_string(h, p, n);
}

static inline bool rt_mapkey_string_equal(const uint8_t *a, const uint8_t *b) {
    const uint8_t *x, *y;
    uint32_t m, n;
    rt_mapkey_string_at(a, &x, &m);
    rt_mapkey_string_at(b, &y, &n);
    return m == n && (x == y || __builtin_memcmp(x, y, n) == 0);
}

_Static_assert(offsetof(rt_map, count) == 0, "len(m) reads the first int32 of an rt_map");

#endif
