/* pool_test.c - the static goroutine frame pools (pool.c) as the compiler emits them: a go
 * statement selects a pool, the next rt_frame_alloc takes one of its slots (8-byte aligned, behind
 * an RT_FRAME_HDR naming the pool), slots are handed out in order then recycled LIFO through the
 * free list, rt_frame_free returns a frame to the pool it came from (pool or general pool), the
 * selection is consumed by one allocation and nests (an interrupt handler's go between a spawn's
 * select and its allocation), a frame larger than the slots is a fatal error, a spawn past the
 * last slot panics with "goroutine pool exhausted: main.sleeper (2 slots)", and rt_pool_alloc (what
 * the ramp of a go target calls when it is never awaited) does the same without a selection. */
#include "rt.h"
#include "rt_internal.h"
#include "stub.h"

/* what src/transform/frames.c emits for "//corogo:pool 2 func sleeper" with a 52-byte frame (the name
   carries the capacity, formatted by the compiler) */
static uint8_t sleeper_slots[2 * 64] __attribute__((aligned(8)));
static rt_pool sleeper_pool = {"main.sleeper (2 slots)", sleeper_slots, 64, 2, 0, 0, 0};
static uint8_t one_slots[1 * 24] __attribute__((aligned(8)));
static rt_pool one_pool = {"main.one (1 slot)", one_slots, 24, 1, 0, 0, 0};

int main(void) {
    /* full: both slots in order, then exhaustion */
    rt_pool_select(&sleeper_pool);
    uint8_t *a = rt_frame_alloc(52);
    CHECK(rt_pool_pending() == 0); /* one allocation consumes the selection */
    rt_pool_select(&sleeper_pool);
    uint8_t *b = rt_frame_alloc(52);
    CHECK(a == sleeper_slots + RT_FRAME_HDR);
    CHECK(b == sleeper_slots + 64 + RT_FRAME_HDR);
    CHECK(((uintptr_t)a & 7) == 0 && ((uintptr_t)b & 7) == 0);
    CHECK(*(rt_pool **)(a - RT_FRAME_HDR) == &sleeper_pool);
    CHECK(sleeper_pool.in_use == 2 && sleeper_pool.carved == 2);
    memset(a, 0xAA, 52);
    memset(b, 0xBB, 52);
    CHECK(a[51] == 0xAA && b[0] == 0xBB && *(rt_pool **)(b - RT_FRAME_HDR) == &sleeper_pool);
    CHECK(stub_irq_depth == 0);

    stub_reset();
    int st = EXPECT_EXIT(rt_pool_select(&sleeper_pool); rt_frame_alloc(52));
    CHECK(st == 2);
    CHECK_STR(stub_output(), "panic: goroutine pool exhausted: main.sleeper (2 slots)\n");
    CHECK(sleeper_pool.in_use == 2);

    /* free and reuse: LIFO through the free list, no new carving */
    rt_frame_free(a);
    CHECK(sleeper_pool.in_use == 1);
    rt_frame_free(b);
    rt_pool_select(&sleeper_pool);
    CHECK(rt_frame_alloc(40) == b);
    rt_pool_select(&sleeper_pool);
    CHECK(rt_frame_alloc(52) == a);
    CHECK(sleeper_pool.carved == 2 && sleeper_pool.in_use == 2);

    /* many spawn/finish cycles cost nothing and never exhaust */
    rt_frame_free(a);
    rt_frame_free(b);
    for (int i = 0; i < 10000; i++) {
        rt_pool_select(&sleeper_pool);
        void *p = rt_frame_alloc(52);
        rt_pool_select(&sleeper_pool);
        void *q = rt_frame_alloc(52);
        CHECK(p != q && p && q);
        rt_frame_free(p);
        rt_frame_free(q);
    }
    CHECK(sleeper_pool.in_use == 0 && sleeper_pool.carved == 2);

    /* no selection: the general pool; each frame goes back where it came from */
    uint8_t *g = rt_frame_alloc(52);
    CHECK(g < sleeper_slots || g >= sleeper_slots + sizeof sleeper_slots);
    CHECK(((uintptr_t)g & 7) == 0);
    rt_pool_select(&one_pool);
    uint8_t *o = rt_frame_alloc(16); /* exactly fills a 24-byte slot */
    CHECK(o == one_slots + RT_FRAME_HDR);
    rt_frame_free(g);
    rt_frame_free(o);
    CHECK(one_pool.in_use == 0 && one_pool.free == one_slots);
    CHECK(rt_frame_alloc(52) == g); /* the general block, not the pool's slot */

    stub_reset();
    st = EXPECT_EXIT(rt_pool_select(&one_pool); rt_frame_alloc(1); rt_pool_select(&one_pool); rt_frame_alloc(1));
    CHECK(st == 2);
    CHECK_STR(stub_output(), "panic: goroutine pool exhausted: main.one (1 slot)\n");

    /* an interrupt handler's go between a spawn's select and its allocation: last in, first out */
    uint8_t *o2, *s2;
    one_pool.free = NULL;
    one_pool.carved = 0;
    one_pool.in_use = 0;
    sleeper_pool.free = NULL;
    sleeper_pool.carved = 0;
    sleeper_pool.in_use = 0;
    rt_pool_select(&sleeper_pool);  /* the interrupted spawn */
    rt_pool_select(&one_pool);      /* the handler's spawn ... */
    o2 = rt_frame_alloc(16);        /* ... and its ramp */
    s2 = rt_frame_alloc(52);        /* the interrupted ramp still gets its own pool */
    CHECK(o2 == one_slots + RT_FRAME_HDR && s2 == sleeper_slots + RT_FRAME_HDR);
    CHECK(rt_pool_pending() == 0);
    rt_frame_free(o2);
    rt_frame_free(s2);

    /* a frame larger than the slots the compiler sized is a compiler bug, never an overflow */
    stub_reset();
    sleeper_pool.free = NULL;
    sleeper_pool.carved = 0;
    st = EXPECT_EXIT(rt_pool_select(&sleeper_pool); rt_frame_alloc(57));
    CHECK(st == 2);
    CHECK_STR(stub_output(), "fatal error: coroutine frame larger than its pool's slots\n");
    CHECK(stub_irq_depth == 0);

    /* the ramp of a go target that is never awaited: rt_pool_alloc on its pool directly (no
       selection involved, and a pending one is left alone), same slots, same header, same panic */
    sleeper_pool.free = NULL;
    sleeper_pool.carved = 0;
    sleeper_pool.in_use = 0;
    rt_pool_select(&one_pool); /* someone else's pending selection */
    uint8_t *d1 = rt_pool_alloc(&sleeper_pool);
    uint8_t *d2 = rt_pool_alloc(&sleeper_pool);
    CHECK(d1 == sleeper_slots + RT_FRAME_HDR && d2 == sleeper_slots + 64 + RT_FRAME_HDR);
    CHECK(*(rt_pool **)(d1 - RT_FRAME_HDR) == &sleeper_pool && sleeper_pool.in_use == 2);
    CHECK(rt_pool_pending() == 1);
    CHECK(rt_pool_take_selected() == &one_pool);
    stub_reset();
    st = EXPECT_EXIT(rt_pool_alloc(&sleeper_pool));
    CHECK(st == 2);
    CHECK_STR(stub_output(), "panic: goroutine pool exhausted: main.sleeper (2 slots)\n");
    rt_frame_free(d1);
    CHECK(rt_pool_alloc(&sleeper_pool) == d1); /* reuse */
    CHECK(sleeper_pool.in_use == 2 && sleeper_pool.carved == 2);
    CHECK(stub_irq_depth == 0);
    TEST_END();
}
