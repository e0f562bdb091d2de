/* map.c - Go maps: a hash table whose key hashing and equality follow a descriptor the compiler
 * emits per map type (rt_maptype: the key's bytes, a string, or segments of both for struct and
 * array keys, padding skipped). It is C, not Go under runtime-baremetal/lib: one table serves
 * every key and value type by size and offset, which Go without generics or unsafe cannot say.
 * Entries are kept in insertion order in an array, with an open-addressing index (linear
 * probing, at most half full) over them, so that a range is a walk along the array: an entry
 * deleted before it is reached is a hole and not produced, an entry added during the range is
 * appended and produced (both as the spec allows), and the documented iteration order is
 * insertion order (docs/language.md). A range starts at the table's first live entry, which a
 * delete of it moves past the holes (each passed once), so deleting the key a range just produced,
 * over and over, stays linear. When the array is full the table is rebuilt (holes
 * dropped, room for twice the live entries) into new memory (rt_alloc); an iterator still on the old
 * table finishes its entries, producing only those still in the map, with their current values
 * (it follows each entry to the one it became: no key is hashed or compared again).
 * A map that becomes empty reuses its table from the start. Memory comes from rt_alloc: the
 * collector frees a dropped table, the -gc=leaking arena never does (docs/memory.md). Keys that
 * are bytes (RT_MAPKEY_MEM) or one string hash and compare here; segmented keys (floats,
 * interfaces, padding) through the descriptor's rt_map_segs_ops (mapsegs.c, linked only with them).
 *
 * A program links what its key kinds use (flash, docs/performance.md): each kind has its own
 * entry points (rt_map_lookup/assign/delete for keys by address, the _32 forms for one-word keys,
 * the _str forms for strings) around one out-of-line probe per kind and hash; the insertion
 * (place), the deletion (remove_at), the rebuild and the range are shared by all kinds and compare
 * no keys. The one-word and string lookups and the one-word hash keep their code inline where the
 * make bench map rows measured it worth it; what runs once per rebuild or deletion is built for
 * size (COLD). */
#include "rt.h"
#include "rt_panic.h"
#include "rt_map.h"
#include "rt_maphash.h"

#define MIN_CAP 8u

#define INLINE static inline __attribute__((always_inline))
#define NOINLINE static __attribute__((noinline))
#define COLD static __attribute__((noinline, minsize)) /* off the lookup and insertion paths */

/* a key of another kind than bytes or a string: through the descriptor's segment functions
   (mapsegs.c, linked only when some map type has such keys) */
NOINLINE uint32_t hash_slow(const rt_maptype *t, const uint8_t *key) {
    uint32_t h = t->kind == RT_MAPKEY_MEM      ? rt_mapkey_hash_words(RT_MAPHASH_SEED, key, t->key_size)
                 : t->kind == RT_MAPKEY_STRING ? rt_mapkey_hash_string(RT_MAPHASH_SEED, key)
                                               : t->ops->hash(RT_MAPHASH_SEED, t, key);
    return rt_maphash_finish(h);
}

INLINE uint32_t hash_word(uint32_t key) { return rt_maphash_finish(rt_maphash_mix(RT_MAPHASH_SEED, key)); }

/* a one-word key inline (int, uint, pointers, channels), the rest out of line */
INLINE uint32_t hash_key(const rt_maptype *t, const uint8_t *key) {
    if (t->kind == RT_MAPKEY_MEM && t->key_size == 4)
        return hash_word(*(const uint32_t *)__builtin_assume_aligned(key, 4));
    return hash_slow(t, key);
}

/* a string key's hash, what hash_slow gives its header (rt_mapkey_hash_string) */
NOINLINE uint32_t hash_str(const uint8_t *p, int32_t n) {
    return rt_maphash_finish(rt_maphash_string(RT_MAPHASH_SEED, p, (uint32_t)n));
}

NOINLINE bool equal_slow(const rt_maptype *t, const uint8_t *a, const uint8_t *b) {
    if (t->kind == RT_MAPKEY_MEM)
        return __builtin_memcmp(a, b, t->key_size) == 0;
    if (t->kind == RT_MAPKEY_STRING)
        return rt_mapkey_string_equal(a, b);
    return t->ops->equal(t, a, b);
}

INLINE bool key_equal(const rt_maptype *t, const uint8_t *a, const uint8_t *b) {
    if (t->kind == RT_MAPKEY_MEM && t->key_size == 4)
        return *(const uint32_t *)__builtin_assume_aligned(a, 4) == *(const uint32_t *)__builtin_assume_aligned(b, 4);
    return equal_slow(t, a, b);
}

INLINE uint8_t *entry(const rt_maptype *t, const rt_mapblock *b, uint32_t i) {
    return b->entries + i * t->entry_size;
}

INLINE uint32_t entry_hash(const uint8_t *e) {
    return *(const uint32_t *)__builtin_assume_aligned(e, 4); /* entries are 4-byte aligned */
}

enum { ANY, WORD, STR }; /* how probe compares keys: by the descriptor, as one word, as strings */

/* s, a string of n bytes, equals the string header at key */
INLINE bool string_is(const uint8_t *key, const uint8_t *s, int32_t n) {
    const rt_string *k = __builtin_assume_aligned(key, 4);
    if (k->len != n)
        return false;
    if (k->ptr == s)
        return true;
    for (int32_t i = 0; i < n; i++)
        if (k->ptr[i] != s[i])
            return false;
    return true;
}

/* the index slot holding key (hash h), or the empty slot that ends its probe sequence; mode: how
   to compare. One out-of-line copy per mode (probe_any, probe_word, probe_str), which the three
   entry points of that key kind share: a program links the copies of the key kinds it uses. */
INLINE uint32_t probe(const rt_map *m, const uint8_t *key, uint32_t h, int mode) {
    const rt_maptype *t = m->type;
    const rt_mapblock *b = m->blk;
    for (uint32_t i = h & b->mask;; i = (i + 1) & b->mask) {
        int32_t s = b->index[i];
        if (s == 0)
            return i;
        if (s > 0) {
            const uint8_t *e = entry(t, b, (uint32_t)s - 1);
            if (entry_hash(e) != h)
                continue;
            const uint8_t *ek = e + t->key_off;
            if (mode == WORD ? *(const uint32_t *)__builtin_assume_aligned(ek, 4) == *(const uint32_t *)(const void *)key
                : mode == STR ? string_is(ek, ((const rt_string *)(const void *)key)->ptr, ((const rt_string *)(const void *)key)->len)
                              : key_equal(t, ek, key))
                return i;
        }
    }
}

NOINLINE uint32_t probe_any(const rt_map *m, const uint8_t *key, uint32_t h) { return probe(m, key, h, ANY); }
NOINLINE uint32_t probe_word(const rt_map *m, uint32_t key, uint32_t h) { return probe(m, (const uint8_t *)&key, h, WORD); }
NOINLINE uint32_t probe_str(const rt_map *m, const rt_string *key, uint32_t h) { return probe(m, (const uint8_t *)key, h, STR); }

/* the value of the entry index slot i names, NULL when it names none (the end of a probe) */
INLINE void *value_at(const rt_map *m, uint32_t i) {
    int32_t s = m->blk->index[i];
    return s > 0 ? entry(m->type, m->blk, (uint32_t)s - 1) + m->type->val_off : NULL;
}

COLD rt_mapblock *block_new(const rt_maptype *t, uint32_t cap) {
    uint32_t slots = 2 * MIN_CAP;
    while (slots < 2 * cap && slots < 0x40000000u) /* past 2^30 slots the size check fails */
        slots *= 2;
    uint64_t bytes = sizeof(rt_mapblock) + (uint64_t)slots * 4 + 8 + (uint64_t)cap * t->entry_size;
    if (bytes > 0x7fffffffu)
        rt_panic_cstr("out of memory");
    rt_mapblock *b = rt_alloc((uint32_t)bytes, 8);
    b->cap = cap;
    b->mask = slots - 1;
    b->index = (int32_t *)(b + 1);
    b->entries = (uint8_t *)(((uintptr_t)(b->index + slots) + 7) & ~(uintptr_t)7);
    return b; /* rt_alloc's memory is zeroed: no entry, every slot empty */
}

/* put entry n (hash h, not in the index yet) into the first free slot of its sequence */
NOINLINE void index_put(rt_mapblock *b, uint32_t h, uint32_t n) {
    uint32_t i = h & b->mask;
    while (b->index[i] > 0)
        i = (i + 1) & b->mask;
    b->index[i] = (int32_t)n + 1;
}

/* A new table with room for twice the live entries, holes dropped. The old one stays for the
   ranges still walking it, which need no more of it than which entry each live one became: that
   number + 1 replaces its hash (a hole keeps 0), and old->next is the new table. */
COLD void rebuild(rt_map *m) {
    const rt_maptype *t = m->type;
    rt_mapblock *old = m->blk;
    uint32_t cap = 2 * (uint32_t)m->count;
    rt_mapblock *b = block_new(t, cap < MIN_CAP ? MIN_CAP : cap);
    for (uint32_t i = 0; i < old->used; i++) {
        uint8_t *e = entry(t, old, i);
        uint32_t h = entry_hash(e);
        if (h == 0)
            continue;
        __builtin_memcpy(entry(t, b, b->used), e, t->entry_size);
        index_put(b, h, b->used);
        *(uint32_t *)__builtin_assume_aligned(e, 4) = ++b->used;
    }
    old->next = b;
    m->blk = b;
}

rt_map *rt_map_make(const rt_maptype *t, int32_t hint) {
    rt_map *m = rt_alloc(sizeof(rt_map), _Alignof(rt_map));
    m->type = t;
    if (hint > (int32_t)MIN_CAP) /* a negative hint is no hint, as in Go */
        m->blk = block_new(t, (uint32_t)hint);
    return m;
}

/* an empty map's lookup or delete still hashes a key that may hold an interface, for Go's panic
   on an unhashable dynamic type */
static void hash_for_panic(const rt_map *m, const void *key) {
    if (m && m->type->kind == RT_MAPKEY_SEGS)
        (void)hash_slow(m->type, key);
}

void rt_map_nil_key(const rt_maptype *t, const void *key) {
    if (t->kind == RT_MAPKEY_SEGS)
        (void)hash_slow(t, key);
}

void *rt_map_lookup(rt_map *m, const void *key) {
    if (!m || m->count == 0) {
        hash_for_panic(m, key);
        return NULL;
    }
    return value_at(m, probe_any(m, key, hash_key(m->type, key)));
}

/* the _32 and _str lookups, the hot ones, with their probe inline */
void *rt_map_lookup32(rt_map *m, uint32_t key) {
    if (!m || m->count == 0)
        return NULL;
    return value_at(m, probe(m, (const uint8_t *)&key, hash_word(key), WORD));
}

void *rt_map_lookup_str(rt_map *m, const uint8_t *p, int32_t n) {
    if (!m || m->count == 0)
        return NULL;
    rt_string k = {p, n};
    return value_at(m, probe_str(m, &k, hash_str(p, n)));
}

/* The value slot of key (hash h) in m, whose probe ended at index slot i (NONE: m has no table
   yet): its entry's, or a new entry's (zero: entries are never reused without being cleared),
   appended with a copy of the key. A nil map panics. The one insertion of the three key kinds. */
#define NONE 0xffffffffu

NOINLINE void *place(rt_map *m, const void *key, uint32_t h, uint32_t i) {
    if (!m)
        rt_panic_cstr("assignment to entry in nil map");
    const rt_maptype *t = m->type;
    rt_mapblock *b = m->blk;
    if (!b) {
        b = m->blk = block_new(t, MIN_CAP);
        i = h & b->mask; /* empty: the key's first slot is free */
    } else if (b->index[i] > 0) {
        return entry(t, b, (uint32_t)b->index[i] - 1) + t->val_off;
    }
    if (b->used == b->cap) {
        rebuild(m);
        b = m->blk;
        index_put(b, h, b->used);
    } else {
        b->index[i] = (int32_t)b->used + 1;
    }
    uint8_t *e = entry(t, b, b->used++);
    *(uint32_t *)__builtin_assume_aligned(e, 4) = h;
    uint32_t *to = __builtin_assume_aligned(e + t->key_off, 4);
    const uint32_t *from = __builtin_assume_aligned(key, 4);
    if (t->key_size & 3)
        __builtin_memcpy(to, from, t->key_size);
    else /* whole words (keys are 4-byte aligned, in entries and where they are passed) */
        for (uint32_t w = 0; w < t->key_size / 4; w++)
            to[w] = from[w];
    m->count++;
    return e + t->val_off;
}

void *rt_map_assign(rt_map *m, const void *key) {
    uint32_t h = m ? hash_key(m->type, key) : 0;
    return place(m, key, h, m && m->blk ? probe_any(m, key, h) : NONE);
}

void *rt_map_assign32(rt_map *m, uint32_t key) {
    uint32_t h = hash_word(key);
    return place(m, &key, h, m && m->blk ? probe_word(m, key, h) : NONE);
}

void *rt_map_assign_str(rt_map *m, const uint8_t *p, int32_t n) {
    rt_string k = {p, n};
    uint32_t h = hash_str(p, n);
    return place(m, &k, h, m && m->blk ? probe_str(m, &k, h) : NONE);
}

/* the entry index slot i names deleted (none: nothing), a hole now; the one deletion of the three
   key kinds */
COLD void remove_at(rt_map *m, uint32_t i) {
    const rt_maptype *t = m->type;
    rt_mapblock *b = m->blk;
    int32_t s = b->index[i];
    if (s <= 0)
        return;
    b->index[i] = -1;
    __builtin_memset(entry(t, b, (uint32_t)s - 1), 0, t->entry_size); /* hash 0: a hole */
    if (--m->count == 0) { /* empty: start the table over (every entry is already a hole) */
        __builtin_memset(b->index, 0, (b->mask + 1) * sizeof(int32_t));
        b->used = b->first = 0;
    } else if ((uint32_t)s - 1 == b->first) { /* past the holes now at the start (each once) */
        while (entry_hash(entry(t, b, b->first)) == 0)
            b->first++;
    }
}

void rt_map_delete(rt_map *m, const void *key) {
    if (!m || m->count == 0) {
        hash_for_panic(m, key);
        return;
    }
    remove_at(m, probe_any(m, key, hash_key(m->type, key)));
}

void rt_map_delete32(rt_map *m, uint32_t key) {
    if (m && m->count)
        remove_at(m, probe_word(m, key, hash_word(key)));
}

void rt_map_delete_str(rt_map *m, const uint8_t *p, int32_t n) {
    if (m && m->count) {
        rt_string k = {p, n};
        remove_at(m, probe_str(m, &k, hash_str(p, n)));
    }
}

void rt_map_clear(rt_map *m) {
    if (!m || !m->blk)
        return;
    rt_mapblock *b = m->blk;
    __builtin_memset(b->entries, 0, b->used * m->type->entry_size); /* holes, for a range in progress */
    __builtin_memset(b->index, 0, (b->mask + 1) * sizeof(int32_t));
    b->used = b->first = 0;
    m->count = 0;
}

void rt_map_iter_init(rt_map_iter *it, rt_map *m) {
    it->m = m;
    it->blk = m ? m->blk : NULL;
    it->i = it->blk ? it->blk->first : 0;
}

/* The next live entry of the table the range walks. When that table was rebuilt during the range,
   an entry still in the map is the one it became in the current table, found through the tables
   between (rebuild): it is produced with its current value, and not when it was deleted since
   (a hole there) or when the table was emptied since (past its entries, or a hole). */
void *rt_map_iter_next(rt_map_iter *it) {
    rt_map *m = it->m;
    if (!m || !m->blk)
        return NULL;
    const rt_maptype *t = m->type;
    const rt_mapblock *b = it->blk;
    if (!b) /* the first insertion happened during the range */
        b = it->blk = m->blk;
    while (it->i < b->used) {
        uint32_t i = it->i++;
        for (const rt_mapblock *c = b;; c = c->next) {
            uint8_t *e = entry(t, c, i);
            if (i >= c->used || entry_hash(e) == 0)
                break;
            if (c == m->blk)
                return e;
            i = entry_hash(e) - 1;
        }
    }
    return NULL;
}
