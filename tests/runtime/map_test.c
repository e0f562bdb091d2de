/* map_test.c - the map runtime (map.c) on the host: insert, lookup, update and delete with int,
 * string and segment (struct with a string and padding) keys, growth through rebuilds, the
 * iteration rules of Go's spec (an entry deleted before it is reached is not produced, every live
 * entry is produced once, also when the table is rebuilt during the range, once or several times,
 * and when it is emptied after a rebuild), reuse of an emptied
 * table, float segments (Go's +0/-0 and NaN rules), the by-value entry points (one-word and string keys) against the by-address ones, and the
 * nil map's reads and its write panic, clear, interface keys, a hint too large for memory. */
#include "rt.h"
#include "rt_map.h"
#include "stub.h"

/* the arena (arena.c's weak one is 4 KiB in host tests): the tables of the rebuild tests */
__attribute__((aligned(8))) uint8_t rt_arena[16384];
const uint32_t rt_arena_size = sizeof rt_arena;

/* int32 -> int32: {hash, key, value} */
static const rt_maptype int_map = {4, 4, 4, 8, 12, RT_MAPKEY_MEM, 0, NULL, NULL};

/* string -> int32 (a host string header is 16 bytes) */
static const rt_maptype str_map = {sizeof(rt_string), 4, 8, 8 + sizeof(rt_string), 8 + sizeof(rt_string) + 8,
                                   RT_MAPKEY_STRING, 0, NULL, NULL};

/* struct{ b uint8; s string } -> int32: the padding after b is not part of the key */
typedef struct skey {
    uint8_t b;
    rt_string s;
} skey;
static const rt_mapseg skey_segs[] = {{offsetof(skey, b), 1}, {offsetof(skey, s), 0}};
static const rt_maptype seg_map = {sizeof(skey), 4, 8, 8 + sizeof(skey), 8 + sizeof(skey) + 8,
                                   RT_MAPKEY_SEGS, 2, skey_segs, &rt_map_segs_ops};

/* interface keys: {tab, data} with tab an rt_type; an int32 is its data word (direct), a string is
   behind it, a slice type is not comparable */
static bool eq_word(void *a, void *b) { return a == b; }
static bool eq_str(void *a, void *b) {
    const rt_string *x = a, *y = b;
    return x->len == y->len && memcmp(x->ptr, y->ptr, (size_t)x->len) == 0;
}
static const rt_maptype int_key = {4, 1, 0, 0, 0, RT_MAPKEY_MEM, 0, NULL, NULL};
static const rt_maptype str_key = {sizeof(rt_string), 0, 0, 0, 0, RT_MAPKEY_STRING, 0, NULL, NULL};
static const rt_type int_t = {(const uint8_t *)"int", 3, eq_word, NULL, 0, NULL, 0, &int_key};
static const rt_type str_t = {(const uint8_t *)"string", 6, eq_str, NULL, 0, NULL, 0, &str_key};
static const rt_maptype int8_key = {1, 1, 0, 0, 0, RT_MAPKEY_MEM, 0, NULL, NULL};
static const rt_type int8_t_ = {(const uint8_t *)"int8", 4, eq_word, NULL, 0, NULL, 0, &int8_key};
static const rt_type slice_t = {(const uint8_t *)"[]int", 5, NULL, NULL, 0, NULL, 0, NULL};
typedef struct eface {
    const rt_type *t;
    void *data;
} eface;
static const rt_mapseg eface_segs[] = {{0, RT_MAPSEG_EFACE}};
static const rt_maptype any_map = {sizeof(eface), 4, 8, 8 + sizeof(eface), 8 + sizeof(eface) + 8, RT_MAPKEY_SEGS, 1,
                                   eface_segs, &rt_map_segs_ops};

static int32_t get(rt_map *m, int32_t k, int32_t dflt) {
    int32_t *v = rt_map_lookup(m, &k);
    return v ? *v : dflt;
}

static void put(rt_map *m, int32_t k, int32_t v) { *(int32_t *)rt_map_assign(m, &k) = v; }

static void del(rt_map *m, int32_t k) { rt_map_delete(m, &k); }

int main(void) {
    stub_reset();

    /* nil map: reads are absent, len 0, delete does nothing, a range is empty, writes panic */
    CHECK(get(NULL, 1, -1) == -1);
    del(NULL, 1);
    rt_map_iter it;
    rt_map_iter_init(&it, NULL);
    CHECK(rt_map_iter_next(&it) == NULL);
    CHECK(EXPECT_EXIT(put(NULL, 1, 2)) == 2);
    CHECK(strstr(stub_output(), "panic: assignment to entry in nil map") != NULL);

    /* ints: growth through rebuilds */
    rt_map *m = rt_map_make(&int_map, 0);
    CHECK(m->count == 0 && get(m, 5, -1) == -1);
    rt_map_iter_init(&it, m);
    CHECK(rt_map_iter_next(&it) == NULL);
    for (int32_t i = 0; i < 20; i++)
        put(m, i * 7, i);
    CHECK(m->count == 20);
    int ok = 1;
    for (int32_t i = 0; i < 20; i++)
        ok &= get(m, i * 7, -1) == i;
    CHECK(ok);
    CHECK(get(m, 3, -1) == -1);
    put(m, 14, 100); /* update: no new entry */
    CHECK(m->count == 20 && get(m, 14, -1) == 100);

    /* delete during a range: entries not reached yet are not produced; the order is insertion order */
    int32_t seen = 0, sum = 0;
    rt_map_iter_init(&it, m);
    for (uint8_t *e; (e = rt_map_iter_next(&it));) {
        int32_t k, v;
        memcpy(&k, e + 4, 4);
        memcpy(&v, e + 8, 4);
        if (seen == 0)
            CHECK(k == 0);
        if (k == 0)
            for (int32_t j = 10; j < 20; j++)
                del(m, j * 7);
        seen++;
        sum += v;
    }
    CHECK(seen == 10 && m->count == 10);
    CHECK(sum == 45 - 2 + 100); /* 0..9 with 2 (key 14) replaced by 100 */

    /* a rebuild during the range: every entry live at the start is produced once, current values */
    rt_map *r = rt_map_make(&int_map, 0);
    for (int32_t i = 0; i < 8; i++)
        put(r, i, i);
    int produced[8] = {0};
    int32_t n = 0;
    rt_mapblock *before = r->blk;
    rt_map_iter_init(&it, r);
    for (uint8_t *e; (e = rt_map_iter_next(&it));) {
        int32_t k, v;
        memcpy(&k, e + 4, 4);
        memcpy(&v, e + 8, 4);
        if (n == 0) {
            for (int32_t j = 100; j < 103; j++) /* the table is full: a rebuild */
                put(r, j, j);
            del(r, 7);
            put(r, 6, 66);
        }
        if (k < 8) {
            produced[k]++;
            if (k == 6)
                CHECK(v == 66);
        }
        n++;
    }
    CHECK(r->blk != before); /* the range did cross a rebuild */
    for (int k = 0; k < 7; k++)
        CHECK(produced[k] == 1);
    CHECK(produced[7] == 0);

    /* several rebuilds during the range (the walk goes through the tables between), a deletion in
       one of those tables and one in the last, and the value updated after the last rebuild */
    rt_map *gm = rt_map_make(&int_map, 0);
    for (int32_t i = 0; i < 8; i++)
        put(gm, i, i);
    int got[8] = {0};
    rt_mapblock *first = gm->blk, *middle = NULL;
    rt_map_iter_init(&it, gm);
    for (uint8_t *e; (e = rt_map_iter_next(&it));) {
        int32_t k, v;
        memcpy(&k, e + 4, 4);
        memcpy(&v, e + 8, 4);
        if (k == 0) {
            put(gm, 100, 100); /* 8 -> 16 entries' room */
            middle = gm->blk;
            rt_map_delete32(gm, 5);
            for (int32_t j = 101; j < 120; j++) /* and again */
                put(gm, j, j);
            rt_map_delete32(gm, 6);
            *(int32_t *)rt_map_assign32(gm, 3) = 33;
        }
        if (k < 8) {
            got[k]++;
            CHECK(k != 3 || v == 33);
        }
    }
    CHECK(middle != first && gm->blk != middle && first->next == middle && middle->next == gm->blk);
    for (int k = 0; k < 8; k++)
        CHECK(got[k] == (k == 5 || k == 6 ? 0 : 1));

    /* a range on a table rebuilt and then emptied produces nothing of it */
    rt_map *z = rt_map_make(&int_map, 0);
    for (int32_t i = 0; i < 8; i++)
        put(z, i, i);
    int32_t after = 0;
    rt_map_iter_init(&it, z);
    for (uint8_t *e; (e = rt_map_iter_next(&it));) {
        if (after++ == 0) {
            put(z, 8, 8); /* a rebuild */
            rt_map_clear(z);
        }
    }
    CHECK(after == 1 && z->count == 0);

    /* an emptied map starts its table over */
    rt_map *q = rt_map_make(&int_map, 0);
    put(q, 1, 1);
    rt_mapblock *b = q->blk;
    for (int32_t round = 0; round < 50; round++) {
        put(q, round, round);
        del(q, round);
        del(q, 1);
    }
    CHECK(q->blk == b && q->count == 0 && get(q, 1, -1) == -1);

    /* string keys: equal contents at different addresses are one key */
    rt_map *s = rt_map_make(&str_map, 0);
    char a1[] = "alpha", a2[] = "alpha";
    rt_string k1 = {(const uint8_t *)a1, 5}, k2 = {(const uint8_t *)a2, 5}, k3 = {(const uint8_t *)"alp", 3};
    *(int32_t *)rt_map_assign(s, &k1) = 1;
    CHECK(*(int32_t *)rt_map_lookup(s, &k2) == 1);
    CHECK(rt_map_lookup(s, &k3) == NULL);
    *(int32_t *)rt_map_assign(s, &k3) = 3;
    CHECK(s->count == 2);
    rt_map_delete(s, &k2);
    CHECK(s->count == 1 && rt_map_lookup(s, &k1) == NULL && *(int32_t *)rt_map_lookup(s, &k3) == 3);

    /* the by-value entry points hash and compare like the by-address ones: one table */
    rt_map *w = rt_map_make(&int_map, 0);
    *(int32_t *)rt_map_assign32(w, 77) = 1;
    put(w, 78, 2);
    CHECK(get(w, 77, -1) == 1 && *(int32_t *)rt_map_lookup32(w, 78) == 2 && rt_map_lookup32(w, 79) == NULL);
    CHECK(rt_map_lookup32(NULL, 1) == NULL);
    CHECK(EXPECT_EXIT(rt_map_assign32(NULL, 1)) == 2);
    *(int32_t *)rt_map_assign_str(s, (const uint8_t *)a2, 5) = 5; /* "alpha" again */
    CHECK(s->count == 2 && *(int32_t *)rt_map_lookup(s, &k1) == 5);
    CHECK(*(int32_t *)rt_map_lookup_str(s, (const uint8_t *)"alp", 3) == 3);
    CHECK(rt_map_lookup_str(s, (const uint8_t *)"alpha!", 6) == NULL && rt_map_lookup_str(NULL, NULL, 0) == NULL);
    rt_map_delete_str(s, (const uint8_t *)"alp", 3);
    rt_map_delete_str(s, (const uint8_t *)"alpha!", 6); /* absent: nothing */
    rt_map_delete_str(NULL, (const uint8_t *)"alp", 3);
    CHECK(s->count == 1 && rt_map_lookup_str(s, (const uint8_t *)"alp", 3) == NULL && *(int32_t *)rt_map_lookup(s, &k1) == 5);
    *(int32_t *)rt_map_assign_str(s, (const uint8_t *)"alp", 3) = 3;
    rt_map_delete32(w, 77);
    rt_map_delete32(NULL, 77);
    CHECK(rt_map_lookup32(w, 77) == NULL && *(int32_t *)rt_map_lookup32(w, 78) == 2);

    /* segment keys: padding bytes differ, the keys are equal */
    rt_map *g = rt_map_make(&seg_map, 0);
    skey x, y;
    memset(&x, 0xAA, sizeof x);
    memset(&y, 0x55, sizeof y);
    x.b = y.b = 7;
    x.s = k1;
    y.s = k2;
    *(int32_t *)rt_map_assign(g, &x) = 9;
    CHECK(rt_map_lookup(g, &y) && *(int32_t *)rt_map_lookup(g, &y) == 9);
    y.b = 8;
    CHECK(rt_map_lookup(g, &y) == NULL);

    /* float segments: +0 and -0 are one key, NaN is never found and each NaN is a new entry */
    static const rt_mapseg fsegs[] = {{0, RT_MAPSEG_FLOAT64}};
    static const rt_maptype float_map = {8, 4, 8, 16, 24, RT_MAPKEY_SEGS, 1, fsegs, &rt_map_segs_ops};
    rt_map *f = rt_map_make(&float_map, 0);
    double pz = 0.0, nz = -0.0, one = 1.5, nan = __builtin_nan("");
    *(int32_t *)rt_map_assign(f, &pz) = 1;
    CHECK(rt_map_lookup(f, &nz) && *(int32_t *)rt_map_lookup(f, &nz) == 1);
    *(int32_t *)rt_map_assign(f, &one) = 2;
    *(int32_t *)rt_map_assign(f, &nan) = 3;
    *(int32_t *)rt_map_assign(f, &nan) = 4;
    CHECK(f->count == 4 && rt_map_lookup(f, &nan) == NULL && *(int32_t *)rt_map_lookup(f, &one) == 2);

    CHECK(rt_map_make(&int_map, -1)->blk == NULL); /* a negative hint is no hint */
    /* a hint whose index would pass 2^31 slots panics instead of doubling the count to 0 forever */
    CHECK(EXPECT_EXIT(rt_map_make(&int_map, 0x60000000)) == 2);
    CHECK(strstr(stub_output(), "panic: out of memory") != NULL);

    /* interface keys: by dynamic type and value; nil is a key; an unhashable type panics, also
       when looked up in an empty map */
    rt_map *a = rt_map_make(&any_map, 0);
    rt_string s1 = {(const uint8_t *)"ab", 2}, s2 = {(const uint8_t *)"xab", 3};
    s2.ptr++, s2.len--; /* the same bytes elsewhere */
    eface k_int = {&int_t, (void *)(uintptr_t)7}, k_str = {&str_t, &s1}, k_str2 = {&str_t, &s2}, k_nil = {NULL, NULL};
    eface k_int8 = {&int8_t_, (void *)(uintptr_t)7}; /* another type, the same data word */
    *(int32_t *)rt_map_assign(a, &k_int) = 1;
    *(int32_t *)rt_map_assign(a, &k_str) = 2;
    *(int32_t *)rt_map_assign(a, &k_nil) = 3;
    CHECK(a->count == 3 && *(int32_t *)rt_map_lookup(a, &k_str2) == 2 && *(int32_t *)rt_map_lookup(a, &k_int) == 1);
    CHECK(*(int32_t *)rt_map_lookup(a, &k_nil) == 3);
    eface k_slice = {&slice_t, &s1};
    CHECK(EXPECT_EXIT(rt_map_lookup(rt_map_make(&any_map, 0), &k_slice)) == 2);
    CHECK(strstr(stub_output(), "panic: runtime error: hash of unhashable type []int") != NULL);
    CHECK(rt_map_lookup(a, &k_int8) == NULL);

    /* clear: NaN keys go too, a range in progress stops, the table is reused; nil does nothing */
    rt_map_clear(NULL);
    rt_map_iter_init(&it, f);
    CHECK(rt_map_iter_next(&it) != NULL);
    rt_map_clear(f);
    CHECK(f->count == 0 && rt_map_lookup(f, &one) == NULL && rt_map_iter_next(&it) == NULL);
    *(int32_t *)rt_map_assign(f, &one) = 5;
    CHECK(f->count == 1 && *(int32_t *)rt_map_lookup(f, &one) == 5 && f->blk->used == 1);
    TEST_END();
}
