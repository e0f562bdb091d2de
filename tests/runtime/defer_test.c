/* defer_test.c - the defer chain's runtime (defer.c) on the host: a panic runs the chain's records
 * newest first and then prints Go's line and exits 2; recover() only stops a panic when armed with
 * the record the panic is running; a loop defer's record given back is reused for the next one of
 * its size class, and one too big for the free lists is not. A recovered run-time error is an
 * interface{} of the compiler's descriptor of its kind (an index error: runtime.boundsError's),
 * whose Error() gives its message. (The jump to a landing place is
 * board code, exercised by tests/programs/defer_*.go on both boards.) */
#include "rt.h"
#include "stub.h"

typedef struct rec {
    struct rec *next;
    void (*fn)(struct rec *);
    void *landing;
    const char *text;
} rec;

extern rec *rt_panic_defer;

static void say(rec *r);

static const rt_type rterror_types[RT_RTERROR_KINDS]; /* stand for the compiler's descriptors */

static void *recovered(void *armed) {
    void *out[2];
    rt_recover(armed, rterror_types, sizeof *rterror_types, out);
    return out[1];
}

void rt_rterror_error(rt_string *out, void *data);

/* recovers the running panic (an index error) and checks its interface value and Error() */
static void take_index_error(rec *r) {
    void *out[2];
    rt_recover(r, rterror_types, sizeof *rterror_types, out);
    CHECK(out[0] == &rterror_types[RT_RTERROR_BOUNDS] && out[1] != NULL);
    rt_string s;
    rt_rterror_error(&s, out[1]);
    const char *want = "runtime error: index out of range [5] with length 3";
    CHECK(s.len == (int32_t)strlen(want) && memcmp(s.ptr, want, strlen(want)) == 0);
    say(r);
}

static void say(rec *r) { rt_print_string((const uint8_t *)r->text, (int32_t)strlen(r->text)); }

static void try_recover_unarmed(rec *r) {
    static int other;
    CHECK(recovered(&other) == NULL); /* armed with something else than the running record */
    CHECK(recovered(NULL) == NULL);
    CHECK(rt_panic_defer == r);
    say(r);
}

int main(void) {
    /* no panic running: recover returns nil whatever the arm */
    static rec lone;
    CHECK(recovered(&lone) == NULL);

    stub_reset();
    rec a = {NULL, say, NULL, "first "}, b = {NULL, try_recover_unarmed, NULL, "second "};
    a.next = (rec *)rt_defer_top;
    b.next = &a;
    rt_defer_top = (struct rt_defer *)&b;
    int st = EXPECT_EXIT(rt_panic_string((const uint8_t *)"boom", 4));
    CHECK(st == 2);
    CHECK_STR(stub_output(), "second first panic: boom\n");
    CHECK(rt_defer_top == NULL);

    /* a recovered run-time error (the host has no landing place to jump to: a fatal error then) */
    stub_reset();
    rec c = {NULL, take_index_error, NULL, "took "};
    rt_defer_top = (struct rt_defer *)&c;
    st = EXPECT_EXIT(rt_panic_index(5, 3));
    CHECK(st == 2);
    CHECK_STR(stub_output(), "took fatal error: recovered in a deferred call without a landing place\n");

    /* loop records: reuse within a size class */
    void *r1 = rt_defer_alloc(20, 8), *r2 = rt_defer_alloc(20, 8);
    CHECK(r1 && r2 && r1 != r2);
    CHECK(((uintptr_t)r1 & 7) == 0);
    rt_defer_free(r1);
    CHECK(rt_defer_alloc(24, 8) == r1); /* 20 and 24 bytes: one class */
    rt_defer_free(r2);
    CHECK(rt_defer_alloc(40, 8) != r2); /* another class */
    void *big = rt_defer_alloc(300, 8);
    rt_defer_free(big);
    CHECK(rt_defer_alloc(300, 8) != big); /* over 128 bytes: never reused */
    TEST_END();
}
